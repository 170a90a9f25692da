#!/bin/sh
# Prints the path of Schemathesis's `st` command (the `schemathesis` package from PyPI, the
# version the API conformance test pins) as the last line of stdout; progress goes to stderr. It
# lives in a virtualenv under $SVC_CACHE_DIR/schemathesis/<version>/venv, made on first use with
# `python3 -m venv` and `pip install schemathesis==<version>`.
#
# Exit status: 0 with the path; 3 when no Python 3.9+ is installed (the test skips, saying so);
# anything else is a failure to report (pip, the network, a broken venv).
#
# Env: SCHEMATHESIS (an `st` of the pinned version; used as is), PYTHON (the Python 3 to make
#      the venv with; default python3), SVC_CACHE_DIR (default <repo>/.cache),
#      SCHEMATHESIS_VERSION (default 4.32.5); PIP_* variables are passed through to pip.
set -eu
. "$(dirname -- "$0")/lib/get-common.sh"

SCHEMATHESIS_VERSION=${SCHEMATHESIS_VERSION:-4.32.5}
mkdir -p "$cache_root/schemathesis"
cache_root=$(cd "$cache_root" && pwd -P)
dest=$cache_root/schemathesis/$SCHEMATHESIS_VERSION
venv_st=$dest/venv/bin/st

works() {
  [ -x "$1" ] && "$1" --version 2>/dev/null | grep -q "$SCHEMATHESIS_VERSION"
}

use_env_override SCHEMATHESIS "is not schemathesis $SCHEMATHESIS_VERSION"
use_if_works "$venv_st"

base=${PYTHON:-python3}
if ! command -v "$base" >/dev/null 2>&1 || ! "$base" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 9) else 1)' 2>/dev/null; then
  log "no Python 3.9+ found (tried '$base'): the API conformance test will be skipped"
  exit 3
fi

take_lock "$cache_root/schemathesis/.install.lock" install 1800 2
use_if_works "$venv_st"

rm -rf "$dest/venv"
mkdir -p "$dest"
log "creating a virtualenv with $("$base" --version 2>&1)"
"$base" -m venv "$dest/venv" >&2 || { rm -rf "$dest/venv"; die "'$base -m venv' failed (on Debian: apt-get install python3-venv)"; }
log "installing schemathesis==$SCHEMATHESIS_VERSION from PyPI"
"$dest/venv/bin/python" -m pip install --disable-pip-version-check --no-input --quiet "schemathesis==$SCHEMATHESIS_VERSION" >&2 ||
  { rm -rf "$dest/venv"; die "pip install schemathesis==$SCHEMATHESIS_VERSION failed"; }
works "$venv_st" || { rm -rf "$dest/venv"; die "the new virtualenv has no working st $SCHEMATHESIS_VERSION"; }
answer "$venv_st" "installed schemathesis $SCHEMATHESIS_VERSION in $dest/venv"
