#!/usr/bin/env bash
# Makes sure the browser for the end-to-end tests is there: Debian's chromium, or CHROME_PATH.
set -euo pipefail

chromium_path="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then
  exit 0
fi
if [ -n "${CHROME_PATH:-}" ]; then
  echo "CHROME_PATH is set to $CHROME_PATH, which is not an executable browser." >&2
  exit 1
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Chromium from Debian's packages…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The end-to-end tests need Chromium: install Debian's chromium package, or set CHROME_PATH to a Chrome or Chromium binary." >&2
exit 1
