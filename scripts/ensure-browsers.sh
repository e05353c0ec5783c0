#!/usr/bin/env bash
# Makes sure the browsers of the end-to-end tests are there, and prints their versions: Chromium (Playwright),
# Firefox ESR (WebDriver BiDi), WebKitGTK's WebKitWebDriver and MiniBrowser, and Xvfb for WebKit's window.
# As root with apt-get, it installs Debian's current packages, upgrading older ones, so that every machine tests
# what a fresh one would. Elsewhere it checks that they are there; CHROME_PATH, FIREFOX_PATH, WEBKIT_DRIVER_PATH
# and WEBKIT_BROWSER_PATH name other builds (a laptop's own Chrome or Firefox, say).
set -euo pipefail

multiarch="$(uname -m)-linux-gnu"
chromium="${CHROME_PATH:-/usr/bin/chromium}"
firefox="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
webkit_driver="${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}"
minibrowser="${WEBKIT_BROWSER_PATH:-/usr/lib/$multiarch/webkit2gtk-4.1/MiniBrowser}"
packages=(chromium firefox-esr webkit2gtk-driver xvfb)

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's current ${packages[*]}…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
fi

missing=()
for program in "$chromium" "$firefox" "$webkit_driver" "$minibrowser"; do
  [ -x "$program" ] || missing+=("$program")
done
command -v Xvfb >/dev/null || missing+=(Xvfb)
if [ "${#missing[@]}" -gt 0 ]; then
  {
    echo "The end-to-end tests cannot find: ${missing[*]}"
    echo "Install Debian's packages (apt-get install ${packages[*]}), or name other builds with"
    echo "CHROME_PATH, FIREFOX_PATH, WEBKIT_DRIVER_PATH and WEBKIT_BROWSER_PATH."
  } >&2
  exit 1
fi

# Debian's chromium launcher prints a shell warning on stderr on some machines: the version is on stdout.
echo "Chromium: $("$chromium" --version 2>/dev/null)"
echo "Firefox: $("$firefox" --version 2>/dev/null)"
if command -v dpkg-query >/dev/null && webkit="$(dpkg-query -W -f '${Version}' "libwebkit2gtk-4.1-0:$(dpkg --print-architecture)" 2>/dev/null)"; then
  echo "WebKitGTK: $webkit (MiniBrowser, WebKitWebDriver)"
else
  echo "WebKitGTK: $minibrowser, driven by $webkit_driver"
fi
