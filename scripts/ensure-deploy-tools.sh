#!/usr/bin/env bash
# Makes sure the deployment tests' programs are there, and prints their versions: systemd-analyze checks the units;
# debootstrap makes the Debian server the deployment test boots with systemd-nspawn (systemd-container) and enters
# with nsenter; ss (iproute2) reads the socket's queue. As root with apt-get, it installs whichever is missing.
set -euo pipefail

packages=()
command -v systemd-analyze >/dev/null || packages+=(systemd)
command -v debootstrap >/dev/null || packages+=(debootstrap)
command -v systemd-nspawn >/dev/null || packages+=(systemd-container)
command -v ss >/dev/null || packages+=(iproute2)

if [ "${#packages[@]}" -gt 0 ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${packages[*]}…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
fi

missing=()
for program in systemd-analyze debootstrap systemd-nspawn nsenter ss; do
  command -v "$program" >/dev/null || missing+=("$program")
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "The deployment tests cannot find: ${missing[*]}." >&2
  echo "Install Debian's packages: apt-get install systemd debootstrap systemd-container iproute2 util-linux" >&2
  exit 1
fi

echo "systemd: $(systemd-analyze --version | head -n 1)"
echo "debootstrap: $(dpkg-query -W -f '${Version}' debootstrap 2>/dev/null || echo present)"
