#!/bin/sh
# Prints the path of the grpc-go interop program (test/interop/go: a client and a processor
# server on google.golang.org/grpc) as the last line of stdout; progress goes to stderr. It is
# built with `go build` from the Go module proxy and cached under
# $SVC_CACHE_DIR/grpc-go/<hash of the Go sources>/, so a change to the sources builds anew.
#
# Exit status: 0 with the path; 3 when no Go toolchain is installed (the grpc-go interop tests
# skip, saying so); anything else is a failure to report (the proxy, a compile error).
#
# Env: GRPC_GO_FIXTURE (a program built from these sources; used as is),
#      SVC_CACHE_DIR (default <repo>/.cache), GOPROXY / GOMODCACHE / GOCACHE are passed to `go`.
set -eu
. "$(dirname -- "$0")/lib/get-common.sh"

src=$repo_root/test/interop/go

# The program compiles the project's .proto files and reads calls from stdin: with none, it ends.
works() {
  [ -x "$1" ] && "$1" client --proto "$repo_root/proto" </dev/null >/dev/null 2>&1
}

use_env_override GRPC_GO_FIXTURE "does not run as the grpc-go fixture"

# Names and contents of the module's files, so an edit, a new file or a renamed one rebuilds.
sources_hash=$(cd "$src" && find . -type f \( -name '*.go' -o -name go.mod -o -name go.sum \) | LC_ALL=C sort |
  xargs sha256sum | sha256sum | cut -c1-16)
dest_dir=$cache_root/grpc-go/$sources_hash
dest=$dest_dir/grpc-go-fixture
use_if_works "$dest"

if ! command -v go >/dev/null 2>&1; then
  log "no Go toolchain found: the grpc-go interop tests will be skipped"
  exit 3
fi

mkdir -p "$dest_dir"
take_lock "$cache_root/grpc-go/.build.lock" build 1800 2
use_if_works "$dest"

log "building the grpc-go fixture from $src (the first build downloads google.golang.org/grpc)"
start=$(date +%s)
# -mod=readonly: the versions are those of the committed go.sum, never upgraded on the way.
(cd "$src" && CGO_ENABLED=0 GOTOOLCHAIN=${GOTOOLCHAIN:-local} GOFLAGS="${GOFLAGS:+$GOFLAGS }-mod=readonly" \
  go build -trimpath -o "$dest.tmp.$$" .) >&2 || { rm -f "$dest.tmp.$$"; die "go build failed"; }
# Renamed within the folder so that readers never see a half-written file.
mv -f "$dest.tmp.$$" "$dest"
works "$dest" || die "the built program does not run"
answer "$dest" "built the grpc-go fixture in $(( $(date +%s) - start ))s"
