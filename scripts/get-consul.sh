#!/bin/sh
# Prints the path of a working `consul` binary as the last line of stdout;
# progress goes to stderr. No Consul release archive is reachable from our
# machines, so when none is installed we build one from its Go module source.
#
# Order: $CONSUL_BIN, `consul` on PATH, a cached build under
# $SVC_CACHE_DIR/consul/<version>/consul, otherwise build and cache it.
#
# Env: CONSUL_BIN, SVC_CACHE_DIR (default <repo>/.cache),
#      CONSUL_VERSIONS (space-separated, tried in order; first that builds wins),
#      GOPROXY / GOMODCACHE / GOCACHE are passed through to `go`.
set -eu
. "$(dirname -- "$0")/lib/get-common.sh"

# Versions known to build with Go 1.26 through the module proxy come first;
# the older ones are a fallback should a proxy lack the newer module.
CONSUL_VERSIONS=${CONSUL_VERSIONS:-"1.22.5 1.21.5 1.20.6"}

works() {
  [ -x "$1" ] && "$1" version >/dev/null 2>&1
}

use_env_override CONSUL_BIN "is not an executable consul"
use_on_path consul
for v in $CONSUL_VERSIONS; do use_if_works "$cache_root/consul/$v/consul"; done

command -v go >/dev/null 2>&1 || die "no consul found and no Go toolchain to build one"

# Consul's go.mod replaces its own submodules (api, sdk, proto-public, ...) with
# local directories that the module zip leaves out; dropping those replaces lets
# the proxy supply the versions the go.mod requires. Runs in a subshell, where
# `set -e` is off (it is called as an `if` condition), hence the explicit checks.
build_version() {
  v=$1
  dest_dir=$cache_root/consul/$v
  work=$(mktemp -d "${TMPDIR:-/tmp}/consul-build.XXXXXX")
  # shellcheck disable=SC2064
  trap "rm -rf '$work'" EXIT
  exit_on_signals

  log "downloading github.com/hashicorp/consul@v$v source from the module proxy"
  (cd "$work" && go mod download -json "github.com/hashicorp/consul@v$v") >"$work/dl.json" || return 1
  src=$(sed -n 's/^[[:space:]]*"Dir": "\(.*\)",\{0,1\}$/\1/p' "$work/dl.json")
  [ -n "$src" ] && [ -d "$src" ] || { log "no source dir in go mod download output"; return 1; }
  # `consul version` reports this as its revision; the proxy may not know it.
  commit=$(sed -n 's/^[[:space:]]*"Hash": "\([0-9a-f]*\)",\{0,1\}$/\1/p' "$work/dl.json")

  cp -R "$src" "$work/src" && chmod -R u+w "$work/src" && cd "$work/src" || return 1

  for old in $(awk '/=>[[:space:]]*\.\.?\// { print ($1 == "replace") ? $2 : $1 }' go.mod); do
    log "dropping local replace for $old"
    go mod edit -dropreplace="$old" || return 1
  done

  log "building consul v$v (first time takes several minutes)"
  start=$(date +%s)
  # CGO off as in Consul's own release builds, so no C toolchain is needed.
  CGO_ENABLED=0 GOTOOLCHAIN=${GOTOOLCHAIN:-local} GOFLAGS="${GOFLAGS:+$GOFLAGS }-mod=mod" \
    go build -trimpath -ldflags "-s -w -X github.com/hashicorp/consul/version.GitCommit=${commit:-v$v}" \
    -o "$work/consul" . >&2 || return 1
  log "built consul v$v in $(( $(date +%s) - start ))s"

  works "$work/consul" || { log "built binary does not run"; return 1; }
  # Rename within the same directory so readers never see a half-written file.
  mkdir -p "$dest_dir" &&
    cp "$work/consul" "$dest_dir/consul.tmp.$$" &&
    mv -f "$dest_dir/consul.tmp.$$" "$dest_dir/consul"
}

mkdir -p "$cache_root/consul"
take_lock "$cache_root/consul/.build.lock" build 3600 2

# The build we waited on may have produced a binary already.
for v in $CONSUL_VERSIONS; do use_if_works "$cache_root/consul/$v/consul"; done

for v in $CONSUL_VERSIONS; do
  if (build_version "$v"); then answer "$cache_root/consul/$v/consul"; fi
  log "consul v$v did not build; trying the next version"
done

die "could not build any of: $CONSUL_VERSIONS"
