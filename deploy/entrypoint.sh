#!/bin/sh
# Entry script of the container image; also runs from a checkout (deploy/entrypoint.sh).
#
# One rule, first match wins:
#   entrypoint.sh ARGS...          svc ARGS...   (one role per container, e.g.
#                                  `events --host 0.0.0.0 --port 10100`)
#   SVC_CONFIG set, no ARGS        svc gateway --config "$SVC_CONFIG" [--port "$PORT"]:
#                                  the gateway alone; the backends its config names (or the
#                                  registry shows) run elsewhere. PORT, when set, overrides
#                                  gateway.port.
#   otherwise                      svc up --port "${PORT:-8080}": the whole stack, as `npm start`
# In both of the last two, SVC_HOST, when set, is the gateway's listen address (--host).
#
# node replaces this shell (exec), so SIGTERM and SIGINT go straight to svc, which shuts down
# gracefully: the gateway finishes the requests in flight, then the backends stop.
set -eu

here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)
root=$(dirname -- "$here")
svc="$root/bin/svc.js"

# A checkout has scripts/ensure.sh (the image does not): bring node_modules and dist/ up to
# date first, as `npm start` does. SVC_SKIP_ENSURE=1 skips it (tests, which ran it already).
if [ -f "$root/scripts/ensure.sh" ] && [ "${SVC_SKIP_ENSURE:-0}" != 1 ]; then
  sh "$root/scripts/ensure.sh"
fi

if [ "$#" -gt 0 ]; then
  exec node "$svc" "$@"
fi

if [ -n "${SVC_CONFIG:-}" ]; then
  set -- gateway --config "$SVC_CONFIG"
  if [ -n "${PORT:-}" ]; then set -- "$@" --port "$PORT"; fi
else
  set -- up --port "${PORT:-8080}"
fi
if [ -n "${SVC_HOST:-}" ]; then set -- "$@" --host "$SVC_HOST"; fi
exec node "$svc" "$@"
