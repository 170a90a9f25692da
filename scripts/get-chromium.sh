#!/bin/sh
# Prints the path of a working headless Chromium as the last line of stdout; progress goes to
# stderr. The browser test (test/viewer-browser.test.ts) runs it; nothing else needs a browser.
# Browser vendors' own downloads are not reachable from our machines; Debian's `chromium`
# package is, so that is what we use.
#
# Order: $CHROMIUM_BIN; `chromium` on PATH (Debian installs /usr/bin/chromium); a copy unpacked
# earlier under $SVC_CACHE_DIR/chromium/<version>/; as root, `apt-get install chromium`;
# otherwise, without root, `apt-get download` of chromium and of the libraries this machine
# lacks, unpacked with `dpkg -x` into the cache, and started through a wrapper that points
# the loader and fontconfig at them.
#
# Env: CHROMIUM_BIN, SVC_CACHE_DIR (default <repo>/.cache),
#      SVC_CHROMIUM_UNPACK=1 unpacks into the cache even as root (how the no-root way is tested).
set -eu

log() { printf 'get-chromium: %s\n' "$*" >&2; }
die() { log "error: $*"; exit 1; }
trap 'exit 129' HUP
trap 'exit 130' INT
trap 'exit 143' TERM

repo_root=$(CDPATH= cd -- "$(dirname -- "$0")/.." && pwd)
cache_root=${SVC_CACHE_DIR:-$repo_root/.cache}

# A browser that answers --version can still miss a library it loads later, but every library
# Chromium links against is checked here, and the test reports anything else clearly.
works() {
  [ -x "$1" ] && "$1" --version >/dev/null 2>&1
}

if [ -n "${CHROMIUM_BIN:-}" ]; then
  works "$CHROMIUM_BIN" || die "CHROMIUM_BIN=$CHROMIUM_BIN is not a working chromium"
  log "using CHROMIUM_BIN"
  printf '%s\n' "$CHROMIUM_BIN"
  exit 0
fi

if [ "${SVC_CHROMIUM_UNPACK:-}" != 1 ]; then
  for name in chromium chromium-browser; do
    if on_path=$(command -v "$name" 2>/dev/null) && works "$on_path"; then
      log "using $on_path"
      printf '%s\n' "$on_path"
      exit 0
    fi
  done
fi

for wrapper in "$cache_root"/chromium/*/chromium; do
  if works "$wrapper"; then
    log "using $wrapper"
    printf '%s\n' "$wrapper"
    exit 0
  fi
done

command -v apt-get >/dev/null 2>&1 || die "no chromium found and no apt-get to install Debian's"

if [ "$(id -u)" = 0 ] && [ "${SVC_CHROMIUM_UNPACK:-}" != 1 ]; then
  log "installing Debian's chromium with apt-get"
  if ! apt-cache show chromium >/dev/null 2>&1; then apt-get update >&2 || die "apt-get update failed"; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium >&2 ||
    die "apt-get install chromium failed"
  works /usr/bin/chromium || die "/usr/bin/chromium does not run after installing"
  printf '%s\n' /usr/bin/chromium
  exit 0
fi

# Without root: what apt would install here, fetched and unpacked into the cache.
apt-cache show chromium >/dev/null 2>&1 ||
  die "Debian's package lists are missing (run apt-get update as root once), so chromium cannot be fetched"
version=$(apt-cache policy chromium | sed -n 's/^ *Candidate: //p')
[ -n "$version" ] && [ "$version" != "(none)" ] || die "no installable chromium in the package lists"
dest=$cache_root/chromium/$(printf '%s' "$version" | sed 's/[^A-Za-z0-9.+-]/_/g')
work=$(mktemp -d "${TMPDIR:-/tmp}/chromium-unpack.XXXXXX")
trap 'rm -rf "$work"' EXIT

# The simulation lists the packages missing here. Upgrades of installed ones ("Inst name [old]
# (new …)") are left out: the installed version stays the one the system's libc works with.
# Fonts too, for a machine without any.
apt-get install -s --no-install-recommends chromium fonts-dejavu-core fontconfig-config 2>/dev/null |
  sed -n 's/^Inst \([^ ]*\) (.*/\1/p' >"$work/packages"
[ -s "$work/packages" ] || die "apt-get simulated no package to install for chromium"
log "downloading $(wc -l <"$work/packages") packages for chromium $version"
(cd "$work" && xargs apt-get download <packages) >&2 || die "apt-get download failed"

mkdir -p "$work/root"
for deb in "$work"/*.deb; do
  dpkg -x "$deb" "$work/root" || die "dpkg -x $(basename "$deb") failed"
done
[ -x "$work/root/usr/lib/chromium/chromium" ] || die "the chromium package has no usr/lib/chromium/chromium"

# The loader searches the unpacked library folders first; fontconfig sees the unpacked fonts
# beside the system's.
# (Some libraries sit in subfolders, as libpulsecommon does in pulseaudio/.)
libdirs=''
for d in $(find "$work/root" -name '*.so*' -type f -exec dirname {} \; | sort -u); do
  libdirs="$libdirs${libdirs:+:}$dest/root${d#"$work/root"}"
done
mkdir -p "$work/fontconfig"
cat >"$work/fonts.conf" <<EOF
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>/usr/share/fonts</dir>
  <dir>$dest/root/usr/share/fonts</dir>
  <cachedir>$dest/fontconfig</cachedir>
</fontconfig>
EOF
cat >"$work/chromium" <<EOF
#!/bin/sh
# Debian's chromium $version unpacked by scripts/get-chromium.sh.
export LD_LIBRARY_PATH="$libdirs\${LD_LIBRARY_PATH:+:\$LD_LIBRARY_PATH}"
export FONTCONFIG_FILE="$dest/fonts.conf"
exec "$dest/root/usr/lib/chromium/chromium" "\$@"
EOF
chmod +x "$work/chromium"

# Moved into place whole, so a reader never sees half an unpack.
mkdir -p "$cache_root/chromium"
rm -rf "$dest.tmp.$$"
mv "$work" "$dest.tmp.$$"
trap - EXIT
rm -f "$dest.tmp.$$"/*.deb "$dest.tmp.$$/packages"
rm -rf "$dest"
mv "$dest.tmp.$$" "$dest"
works "$dest/chromium" || die "the unpacked chromium does not run ($dest/chromium --version fails)"
log "unpacked chromium $version into $dest"
printf '%s\n' "$dest/chromium"
