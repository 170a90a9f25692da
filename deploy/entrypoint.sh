#!/bin/sh
# Entry script of the container image; also runs from a checkout (deploy/entrypoint.sh).
#
# One rule, first match wins:
#   entrypoint.sh ARGS...          svc ARGS...   (one role per container, e.g.
#                                  `events --host 0.0.0.0 --port 10100`)
#   SVC_CONFIG names a file with   svc up --config "$SVC_CONFIG": the stack that file describes
#   a top-level `stack:` key       (which backends, on which ports; the gateway's keys and plugins)
#   SVC_CONFIG set otherwise       svc gateway --config "$SVC_CONFIG": the gateway alone; the
#                                  backends its config names (or the registry shows) run elsewhere
#   otherwise                      svc up: the whole stack on the embedded default, as `npm start`
# In every case but the first, PORT, when set, is the gateway's port (--port, over gateway.port;
# 8080 by default) and SVC_HOST, when set, its listen address (--host).
#
# node replaces this shell (exec), so SIGTERM and SIGINT go straight to svc (through tini, PID 1
# of the image), which shuts down gracefully: the gateway finishes the requests in flight, then
# the backends stop.
set -eu

here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)
root=$(dirname -- "$here")
svc="$root/bin/svc.js"

# A checkout has scripts/ensure.sh (the image does not): bring node_modules and dist/ up to
# date first, as `npm start` does. SVC_SKIP_ENSURE=1 skips it (tests, which ran it already).
if [ -f "$root/scripts/ensure.sh" ] && [ "${SVC_SKIP_ENSURE:-0}" != 1 ]; then
  sh "$root/scripts/ensure.sh"
fi

# A gateway's process (svc up, svc gateway) starts its old generation at 128 MiB: see src/heap.ts.
gateway_node_options() {
  case "${1:-}" in up | gateway) echo "--initial-old-space-size=128" ;; esac
}

if [ "$#" -gt 0 ]; then
  # shellcheck disable=SC2046 # the options are words of their own, or none
  exec node $(gateway_node_options "$1") "$svc" "$@"
fi

if [ -n "${SVC_CONFIG:-}" ]; then
  if grep -q '^stack:' "$SVC_CONFIG" 2>/dev/null; then
    set -- up --config "$SVC_CONFIG"
  else
    set -- gateway --config "$SVC_CONFIG"
  fi
else
  set -- up
fi
if [ -n "${PORT:-}" ]; then set -- "$@" --port "$PORT"; fi
if [ -n "${SVC_HOST:-}" ]; then set -- "$@" --host "$SVC_HOST"; fi
# shellcheck disable=SC2046
exec node $(gateway_node_options "$1") "$svc" "$@"
