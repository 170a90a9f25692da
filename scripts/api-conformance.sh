#!/bin/sh
# Schemathesis over a running gateway's API document: every check (--checks all) on every
# operation, deterministic (the same cases every run), test/schemathesis/schemathesis.toml for
# its settings. Prints Schemathesis's report; exits as Schemathesis does (0: no failure).
#
# usage: sh scripts/api-conformance.sh BASE_URL [EXTRA st run OPTIONS…]
#   e.g. sh scripts/api-conformance.sh http://127.0.0.1:8080
# Env: SVC_CACHE_DIR (where scripts/get-schemathesis.sh keeps its virtualenv), and
#      CONFORMANCE_EXAMPLES (examples per operation and phase; default 100: about 3,000 cases).
set -eu
base=${1:?usage: sh scripts/api-conformance.sh BASE_URL}
shift
here=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd)
# Exit 3 (no Python here) is passed on: the caller skips, saying so.
found=$(sh "$here/get-schemathesis.sh") || exit $?
st=$(printf '%s\n' "$found" | tail -n 1)
exec "$st" --config-file "$here/../test/schemathesis/schemathesis.toml" run "$base/v1/openapi.json" \
  --checks all --max-examples "${CONFORMANCE_EXAMPLES:-100}" --generation-deterministic --workers 2 \
  --request-timeout 30 --no-color "$@"
