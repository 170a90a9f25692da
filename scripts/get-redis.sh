#!/bin/sh
# Prints the path of a working `redis-server` as the last line of stdout; progress goes to
# stderr. When none is installed, Debian's package (redis-tools, which holds the server binary,
# and the two libraries it needs that a slim system lacks) is downloaded and unpacked under
# $SVC_CACHE_DIR/redis/ with `apt-get download` and `dpkg -x`: no root, nothing installed
# system-wide. The path printed is a small wrapper that sets LD_LIBRARY_PATH for those libraries.
#
# Order: $REDIS_SERVER_BIN, `redis-server` on PATH, a cached unpack, otherwise download one.
#
# Env: REDIS_SERVER_BIN, SVC_CACHE_DIR (default <repo>/.cache).
set -eu

log() { printf 'get-redis: %s\n' "$*" >&2; }
die() { log "error: $*"; exit 1; }
trap 'exit 129' HUP
trap 'exit 130' INT
trap 'exit 141' PIPE
trap 'exit 143' TERM

# redis-tools carries the server binary (redis-check-rdb; the binary's name picks its role);
# redis-server the package only adds the service files we do not want.
PACKAGES="redis-tools libjemalloc2 liblzf1"

repo_root=$(CDPATH= cd -- "$(dirname -- "$0")/.." && pwd)
cache_root=${SVC_CACHE_DIR:-$repo_root/.cache}
dest=$cache_root/redis/current

works() {
  [ -x "$1" ] && "$1" --version 2>/dev/null | grep -q '^Redis server v='
}

if [ -n "${REDIS_SERVER_BIN:-}" ]; then
  works "$REDIS_SERVER_BIN" || die "REDIS_SERVER_BIN=$REDIS_SERVER_BIN is not a working redis-server"
  log "using REDIS_SERVER_BIN"
  printf '%s\n' "$REDIS_SERVER_BIN"
  exit 0
fi

if on_path=$(command -v redis-server 2>/dev/null) && works "$on_path"; then
  log "using redis-server on PATH"
  printf '%s\n' "$on_path"
  exit 0
fi

if works "$dest/redis-server"; then
  printf '%s\n' "$dest/redis-server"
  exit 0
fi

command -v apt-get >/dev/null 2>&1 || die "no redis-server found and no apt-get to fetch Debian's"
command -v dpkg >/dev/null 2>&1 || die "no redis-server found and no dpkg to unpack Debian's"

mkdir -p "$cache_root/redis"
lock=$cache_root/redis/.fetch.lock
waited=0
while ! mkdir "$lock" 2>/dev/null; do
  holder=$(cat "$lock/pid" 2>/dev/null || true)
  if { [ -n "$holder" ] && ! kill -0 "$holder" 2>/dev/null; } ||
     { [ -z "$holder" ] && [ -n "$(find "$lock" -maxdepth 0 -mmin +1 2>/dev/null)" ]; }; then
    log "removing stale fetch lock (pid ${holder:-unknown})"
    rm -rf "$lock"
    continue
  fi
  [ "$waited" -eq 0 ] && log "another fetch is running (pid ${holder:-?}); waiting"
  waited=$((waited + 1))
  [ "$waited" -lt 600 ] || die "timed out waiting for fetch lock $lock"
  sleep 1
done
echo $$ >"$lock/pid"
work=$(mktemp -d "${TMPDIR:-/tmp}/redis-fetch.XXXXXX")
# shellcheck disable=SC2064
trap "rm -rf '$lock' '$work'" EXIT

if works "$dest/redis-server"; then
  printf '%s\n' "$dest/redis-server"
  exit 0
fi

# The system's package lists serve when they are current; otherwise a private copy is read
# into $work (apt-get update with its own state and cache dirs needs no root).
download() {
  (cd "$work/debs" && apt-get download "$@" $PACKAGES) >&2
}
mkdir -p "$work/debs" "$work/lists/partial" "$work/cache/archives/partial"
if ! download 2>/dev/null; then
  log "reading Debian's package lists into a private directory"
  private="-o Dir::State::Lists=$work/lists -o Dir::Cache=$work/cache -o Debug::NoLocking=1 -o APT::Sandbox::User=$(id -un)"
  # shellcheck disable=SC2086
  apt-get $private update >&2 || die "apt-get update failed"
  # shellcheck disable=SC2086
  download $private || die "apt-get download $PACKAGES failed"
fi

unpacked=$work/root
for deb in "$work"/debs/*.deb; do dpkg -x "$deb" "$unpacked" || die "dpkg -x $deb failed"; done
[ -x "$unpacked/usr/bin/redis-check-rdb" ] || die "redis-tools holds no server binary (usr/bin/redis-check-rdb)"
libdir=$(dirname "$(find "$unpacked" -name 'libjemalloc.so.2' | head -n 1)")

next=$cache_root/redis/next.$$
rm -rf "$next"
mkdir -p "$next/lib"
cp "$unpacked/usr/bin/redis-check-rdb" "$next/redis-server.bin"
cp -P "$libdir"/* "$next/lib/"
# A wrapper, not a symlink: the binary needs the unpacked libraries found first. It picks its
# role by its name (argv[0]): one without redis-check-rdb or redis-sentinel in it is the server.
cat >"$next/redis-server" <<'EOF'
#!/bin/sh
here=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd)
LD_LIBRARY_PATH="$here/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" exec "$here/redis-server.bin" "$@"
EOF
chmod +x "$next/redis-server"
works "$next/redis-server" || die "the unpacked redis-server does not run"
rm -rf "$dest"
mv "$next" "$dest"
log "unpacked $("$dest/redis-server" --version | cut -d' ' -f3) into $dest"
printf '%s\n' "$dest/redis-server"
