#!/usr/bin/env bash
# Writes patches/preact-widgets+<version>.patch, the widgets' cuts to Preact: the difference between the
# published Preact of the installed version and node_modules/preact-widgets as edited. patch-package applies
# it after every install (postinstall); docs/widget-preact.md says when to run this and how to upgrade.
set -euo pipefail
cd "$(dirname "$0")/../.."
version=$(node -p "require('./node_modules/preact-widgets/package.json').version")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

npm pack "preact@$version" --pack-destination "$work" --silent > /dev/null
mkdir -p "$work/a/node_modules" "$work/b/node_modules"
tar -xzf "$work/preact-$version.tgz" -C "$work/a/node_modules"
mv "$work/a/node_modules/package" "$work/a/node_modules/preact-widgets"
cp -R node_modules/preact-widgets "$work/b/node_modules/preact-widgets"

rm -f patches/preact-widgets+*.patch
mkdir -p patches
# git diff exits with 1 when the trees differ, as they must here; 2 and more are errors.
status=0
(cd "$work" && git diff --no-index --no-prefix a/node_modules/preact-widgets b/node_modules/preact-widgets) > "patches/preact-widgets+$version.patch" || status=$?
if [ "$status" -ne 1 ]; then
  echo "preact-widgets-patch: no patch written (git diff exited with $status; 0 means node_modules/preact-widgets has no cuts)" >&2
  rm -f "patches/preact-widgets+$version.patch"
  exit 1
fi
echo "Wrote patches/preact-widgets+$version.patch"
