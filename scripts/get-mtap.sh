#!/bin/sh
# Prints the path of a Python interpreter that has MTAP (the `mtap` package from PyPI, the
# version the interop tests pin) as the last line of stdout; progress goes to stderr. The
# interpreter lives in a virtualenv under $SVC_CACHE_DIR/mtap/<version>/venv, made on first use
# with `python3 -m venv` and `pip install mtap==<version>`.
#
# Exit status: 0 with the path; 3 when no Python 3 is installed (the interop tests skip, saying
# so); anything else is a failure to report (pip, the network, a broken venv).
#
# Env: MTAP_PYTHON (an interpreter that already has the pinned mtap; used as is),
#      PYTHON (the Python 3 to make the venv with; default python3),
#      SVC_CACHE_DIR (default <repo>/.cache), MTAP_VERSION (default 1.5.0),
#      PIP_INDEX_URL and the other PIP_* variables are passed through to pip.
set -eu

log() { printf 'get-mtap: %s\n' "$*" >&2; }
die() { log "error: $*"; exit 1; }
trap 'exit 129' HUP
trap 'exit 130' INT
trap 'exit 141' PIPE
trap 'exit 143' TERM

MTAP_VERSION=${MTAP_VERSION:-1.5.0}
repo_root=$(CDPATH= cd -- "$(dirname -- "$0")/.." && pwd)
cache_root=${SVC_CACHE_DIR:-$repo_root/.cache}
# The physical path: a venv records where it was made, and .cache may be a symlink.
mkdir -p "$cache_root/mtap"
cache_root=$(cd "$cache_root" && pwd -P)
dest=$cache_root/mtap/$MTAP_VERSION
venv_python=$dest/venv/bin/python

# The interpreter imports the pinned mtap and the modules the tests use.
works() {
  [ -x "$1" ] && "$1" -c "
import sys, mtap, mtap.pipeline, mtap.processing, grpc_status
sys.exit(0 if mtap.__version__ == '$MTAP_VERSION' else 1)
" >/dev/null 2>&1
}

if [ -n "${MTAP_PYTHON:-}" ]; then
  works "$MTAP_PYTHON" || die "MTAP_PYTHON=$MTAP_PYTHON cannot import mtap $MTAP_VERSION"
  log "using MTAP_PYTHON"
  printf '%s\n' "$MTAP_PYTHON"
  exit 0
fi

if works "$venv_python"; then
  printf '%s\n' "$venv_python"
  exit 0
fi

base=${PYTHON:-python3}
if ! command -v "$base" >/dev/null 2>&1 || ! "$base" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 9) else 1)' 2>/dev/null; then
  log "no Python 3.9+ found (tried '$base'): the MTAP interop tests will be skipped"
  exit 3
fi

lock=$cache_root/mtap/.install.lock
waited=0
while ! mkdir "$lock" 2>/dev/null; do
  holder=$(cat "$lock/pid" 2>/dev/null || true)
  if { [ -n "$holder" ] && ! kill -0 "$holder" 2>/dev/null; } ||
     { [ -z "$holder" ] && [ -n "$(find "$lock" -maxdepth 0 -mmin +1 2>/dev/null)" ]; }; then
    log "removing stale install lock (pid ${holder:-unknown})"
    rm -rf "$lock"
    continue
  fi
  [ "$waited" -eq 0 ] && log "another install is running (pid ${holder:-?}); waiting"
  waited=$((waited + 2))
  [ "$waited" -lt 1800 ] || die "timed out waiting for install lock $lock"
  sleep 2
done
echo $$ >"$lock/pid"
# shellcheck disable=SC2064
trap "rm -rf '$lock'" EXIT

# The install we waited on may have finished.
if works "$venv_python"; then
  printf '%s\n' "$venv_python"
  exit 0
fi

# Made in place under the lock (a venv records its own path); a reader that finds it half made
# sees `works` fail and waits for the lock. A failed install leaves nothing behind.
rm -rf "$dest/venv"
mkdir -p "$dest"
log "creating a virtualenv with $("$base" --version 2>&1)"
"$base" -m venv "$dest/venv" >&2 || { rm -rf "$dest/venv"; die "'$base -m venv' failed (on Debian: apt-get install python3-venv)"; }
log "installing mtap==$MTAP_VERSION from PyPI"
"$venv_python" -m pip install --disable-pip-version-check --no-input --quiet "mtap==$MTAP_VERSION" >&2 ||
  { rm -rf "$dest/venv"; die "pip install mtap==$MTAP_VERSION failed"; }
works "$venv_python" || { rm -rf "$dest/venv"; die "the new virtualenv cannot import mtap $MTAP_VERSION"; }
log "installed mtap $MTAP_VERSION in $dest/venv"
printf '%s\n' "$venv_python"
