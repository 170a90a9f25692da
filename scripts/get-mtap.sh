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
. "$(dirname -- "$0")/lib/get-common.sh"

MTAP_VERSION=${MTAP_VERSION:-1.5.0}
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

use_env_override MTAP_PYTHON "cannot import mtap $MTAP_VERSION"
use_if_works "$venv_python"

base=${PYTHON:-python3}
if ! command -v "$base" >/dev/null 2>&1 || ! "$base" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 9) else 1)' 2>/dev/null; then
  log "no Python 3.9+ found (tried '$base'): the MTAP interop tests will be skipped"
  exit 3
fi

take_lock "$cache_root/mtap/.install.lock" install 1800 2

# The install we waited on may have finished.
use_if_works "$venv_python"

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
answer "$venv_python" "installed mtap $MTAP_VERSION in $dest/venv"
