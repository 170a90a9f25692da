# Sourced by the scripts/get-*.sh scripts, which print the path of a tool the tests need as
# the last line of stdout and log their progress to stderr. What they share: the log and error
# messages (prefixed with the script's name), ending on a signal, the cache folder, taking the
# first candidate that works, and the lock under which one run fetches or builds while the
# others wait. A script defines works() (does the candidate at $1 run?) before it calls the
# use_* functions.

script_name=$(basename -- "$0" .sh)
log() { printf '%s: %s\n' "$script_name" "$*" >&2; }
die() { log "error: $*"; exit 1; }

# A signal must end the script so that the EXIT traps release the lock and the temp dir; sh
# would otherwise resume after running a signal trap. Subshells start with the default signal
# actions, which would skip their EXIT trap, so they call this again.
exit_on_signals() {
  trap 'exit 129' HUP
  trap 'exit 130' INT
  trap 'exit 141' PIPE
  trap 'exit 143' TERM
}
exit_on_signals

repo_root=$(CDPATH= cd -- "$(dirname -- "$0")/.." && pwd)
cache_root=${SVC_CACHE_DIR:-$repo_root/.cache}

# Ends the script with $1 as its answer, logging $2 when given.
answer() {
  [ -z "${2:-}" ] || log "$2"
  printf '%s\n' "$1"
  exit 0
}

# Answers $1 (logging $2 when given) if it works; otherwise returns, for the next candidate.
use_if_works() {
  if works "$1"; then answer "$@"; fi
}

# The path in the environment variable named $1, when it is set: it must work, or the script
# fails with "$1=<path> $2".
use_env_override() {
  eval "overridden=\${$1:-}"
  [ -n "$overridden" ] || return 0
  works "$overridden" || die "$1=$overridden $2"
  answer "$overridden" "using $1"
}

# The command $1 on PATH, when there is one and it works.
use_on_path() {
  on_path=$(command -v "$1" 2>/dev/null) || return 0
  use_if_works "$on_path" "using $1 on PATH"
}

# Takes the lock folder $1 for one $2 (build, install, fetch) at a time, waiting up to $3
# seconds in steps of $4; the lock is released on exit. A lock whose holder died is removed.
take_lock() {
  lock=$1
  waited=0
  while ! mkdir "$lock" 2>/dev/null; do
    holder=$(cat "$lock/pid" 2>/dev/null || true)
    # A holder killed before it wrote its pid leaves an empty lock behind.
    if { [ -n "$holder" ] && ! kill -0 "$holder" 2>/dev/null; } ||
       { [ -z "$holder" ] && [ -n "$(find "$lock" -maxdepth 0 -mmin +1 2>/dev/null)" ]; }; then
      log "removing stale $2 lock (pid ${holder:-unknown})"
      rm -rf "$lock"
      continue
    fi
    [ "$waited" -eq 0 ] && log "another $2 is running (pid ${holder:-?}); waiting"
    waited=$((waited + $4))
    [ "$waited" -lt "$3" ] || die "timed out waiting for $2 lock $lock"
    sleep "$4"
  done
  echo $$ >"$lock/pid"
  # shellcheck disable=SC2064
  trap "rm -rf '$lock'" EXIT
}
