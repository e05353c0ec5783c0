#!/usr/bin/env bash
# Makes sure the deployment tests' programs are there, and prints their versions: Debian's Caddy (the reverse proxy
# of deploy/Caddyfile) and systemd (systemd-analyze checks the units; systemd-socket-activate holds the socket as a
# .socket unit does). As root with apt-get, it installs whichever is missing; systemd need not be running.
set -euo pipefail

packages=()
command -v caddy >/dev/null || packages+=(caddy)
{ command -v systemd-analyze >/dev/null && command -v systemd-socket-activate >/dev/null; } || packages+=(systemd)

if [ "${#packages[@]}" -gt 0 ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${packages[*]}…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
fi

missing=()
for program in caddy systemd-analyze systemd-socket-activate; do
  command -v "$program" >/dev/null || missing+=("$program")
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "The deployment tests cannot find: ${missing[*]}. Install Debian's packages: apt-get install caddy systemd" >&2
  exit 1
fi

echo "Caddy: $(caddy version)"
echo "systemd: $(systemd-analyze --version | head -n 1)"
