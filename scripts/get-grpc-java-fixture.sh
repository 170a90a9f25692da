#!/bin/sh
# Prints the path of the grpc-java interop program (test/interop/java: a processor written with
# MTAP's Java SDK, edu.umn.nlpie:mtap:1.5.0, and a client, on grpc-java over Netty) as the last
# line of stdout; progress goes to stderr. It is built with Maven from Maven Central (the local
# repository is Maven's own, ~/.m2 unless configured) and cached under
# $SVC_CACHE_DIR/grpc-java/<hash of the sources>/, so a change to the sources builds anew. The
# path is a launcher script that runs `java` with the built classes and their dependencies.
#
# Exit status: 0 with the path; 3 when Java or Maven is not installed (the grpc-java interop
# tests skip, saying so); anything else is a failure to report (Maven Central, a compile error).
#
# Env: GRPC_JAVA_FIXTURE (a launcher built from these sources; used as is),
#      SVC_CACHE_DIR (default <repo>/.cache), MAVEN_OPTS and ~/.m2/settings.xml apply to mvn.
set -eu
. "$(dirname -- "$0")/lib/get-common.sh"

src=$repo_root/test/interop/java

works() {
  [ -x "$1" ] && [ "$("$1" check 2>/dev/null)" = ok ]
}

use_env_override GRPC_JAVA_FIXTURE "does not run as the grpc-java fixture"

# Names and contents of the project's files, so an edit, a new file or a renamed one rebuilds.
sources_hash=$(cd "$src" && find . -type f \( -name '*.java' -o -name pom.xml \) | LC_ALL=C sort |
  xargs sha256sum | sha256sum | cut -c1-16)
dest_dir=$cache_root/grpc-java/$sources_hash
dest=$dest_dir/grpc-java-fixture
use_if_works "$dest"

for tool in java javac mvn; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    log "no $tool found: the grpc-java interop tests will be skipped"
    exit 3
  fi
done

mkdir -p "$cache_root/grpc-java"
take_lock "$cache_root/grpc-java/.build.lock" build 1800 2
use_if_works "$dest"

# Built in a copy, so Maven's target/ never lands in the source tree.
work=$(mktemp -d "${TMPDIR:-/tmp}/grpc-java-build.XXXXXX")
# shellcheck disable=SC2064
trap "rm -rf '$work' '$lock'" EXIT
cp -R "$src/." "$work/"
log "building the grpc-java fixture from $src (the first build downloads MTAP, grpc-java and Netty)"
start=$(date +%s)
mvn -B -q -f "$work/pom.xml" compile dependency:build-classpath \
  -Dmdep.outputFile="$work/classpath" -Dmdep.includeScope=runtime >&2 || die "mvn failed"

# Filled beside the final folder and renamed into place, so readers never see half of it.
rm -rf "$dest_dir.tmp.$$"
mkdir -p "$dest_dir.tmp.$$"
cp -R "$work/target/classes" "$dest_dir.tmp.$$/classes"
cat >"$dest_dir.tmp.$$/grpc-java-fixture" <<LAUNCHER
#!/bin/sh
exec java -cp '$dest_dir/classes:$(cat "$work/classpath")' svcgateway.interop.Main "\$@"
LAUNCHER
chmod +x "$dest_dir.tmp.$$/grpc-java-fixture"
rm -rf "$dest_dir"
mv "$dest_dir.tmp.$$" "$dest_dir"
works "$dest" || die "the built program does not run"
answer "$dest" "built the grpc-java fixture in $(( $(date +%s) - start ))s"
