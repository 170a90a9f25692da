#!/bin/sh
# Builds the viewer the gateway serves at /ui/ into dist/viewer/: its TypeScript compiled for the
# browser (ui/tsconfig.json: ES modules, DOM types, no Node), beside its page and stylesheet.
# Called by scripts/ensure.sh and `npm run build`.
set -e
cd "$(dirname "$0")/.."
rm -rf dist/viewer
node node_modules/typescript/bin/tsc -p ui/tsconfig.json
cp ui/index.html ui/viewer.css dist/viewer/
