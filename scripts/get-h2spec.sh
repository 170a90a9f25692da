#!/bin/sh
# Prints the path of a working `h2spec` (the HTTP/2 conformance tester the h2spec test runs
# against our servers) as the last line of stdout; progress goes to stderr. No release archive
# is reachable from our machines, so when none is installed we build one from its Go module.
#
# Order: $H2SPEC_BIN, `h2spec` on PATH, a cached build under
# $SVC_CACHE_DIR/h2spec/<version>/h2spec, otherwise build and cache it.
#
# Env: H2SPEC_BIN, SVC_CACHE_DIR (default <repo>/.cache), H2SPEC_VERSION (default 2.2.1),
#      GOPROXY / GOMODCACHE / GOCACHE are passed through to `go`.
set -eu
. "$(dirname -- "$0")/lib/get-common.sh"

H2SPEC_VERSION=${H2SPEC_VERSION:-2.2.1}
dest_dir=$cache_root/h2spec/$H2SPEC_VERSION

works() {
  [ -x "$1" ] && "$1" --version >/dev/null 2>&1
}

use_env_override H2SPEC_BIN "is not an executable h2spec"
use_on_path h2spec
use_if_works "$dest_dir/h2spec"

command -v go >/dev/null 2>&1 || die "no h2spec found and no Go toolchain to build one"

mkdir -p "$cache_root/h2spec"
take_lock "$cache_root/h2spec/.build.lock" build 1800 2

# The build we waited on may have produced a binary already.
use_if_works "$dest_dir/h2spec"

work=$(mktemp -d "${TMPDIR:-/tmp}/h2spec-build.XXXXXX")
# shellcheck disable=SC2064
trap "rm -rf '$work' '$cache_root/h2spec/.build.lock'" EXIT

# h2spec 2.x has no go.mod, so the proxy serves it as +incompatible and `go install` resolves
# its dependencies to their newest versions. Its version string is set at link time.
log "building github.com/summerwind/h2spec v$H2SPEC_VERSION from the module proxy"
start=$(date +%s)
CGO_ENABLED=0 GOBIN=$work GOTOOLCHAIN=${GOTOOLCHAIN:-local} \
  go install -trimpath -ldflags "-s -w -X main.VERSION=$H2SPEC_VERSION" \
  "github.com/summerwind/h2spec/cmd/h2spec@v$H2SPEC_VERSION+incompatible" >&2 ||
  die "could not build h2spec v$H2SPEC_VERSION"
log "built h2spec v$H2SPEC_VERSION in $(( $(date +%s) - start ))s"

works "$work/h2spec" || die "the built h2spec does not run"
# Rename within the same directory so readers never see a half-written file.
mkdir -p "$dest_dir" &&
  cp "$work/h2spec" "$dest_dir/h2spec.tmp.$$" &&
  mv -f "$dest_dir/h2spec.tmp.$$" "$dest_dir/h2spec"
answer "$dest_dir/h2spec"
