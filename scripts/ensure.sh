#!/bin/sh
# Makes a checkout runnable: installs the npm packages when package-lock.json changed since the
# last install, and compiles the TypeScript (the server's and the viewer's) when a source is
# newer than the last build.
# Called by `npm start`, `npm test` and `npm run bench`; cheap when nothing changed.
set -e
cd "$(dirname "$0")/.."
stamp=node_modules/.svc-lock-stamp
if [ ! -f "$stamp" ] || ! cmp -s package-lock.json "$stamp"; then
  echo "svc: installing npm packages (npm ci)" >&2
  npm ci --no-audit --no-fund --loglevel=error >&2
  cp package-lock.json "$stamp"
fi
if [ ! -f dist/.build-stamp ] || [ -n "$(find src plugins proto ui package.json tsconfig.json tsconfig.build.json -newer dist/.build-stamp -print 2>/dev/null | head -n 1)" ]; then
  echo "svc: compiling TypeScript (tsc)" >&2
  node node_modules/typescript/bin/tsc -p tsconfig.build.json
  sh scripts/build-viewer.sh
  mkdir -p dist && touch dist/.build-stamp
fi
