#!/usr/bin/env bash
# Makes sure the WordPress test's programs are there, and prints their versions: Debian's WordPress and the theme
# whose Footer widget area the test fills, MariaDB, PHP-FPM and nginx. The test starts each itself on this machine
# and stops it afterwards; none runs as a service. As root with apt-get, it installs whichever is missing.
set -euo pipefail

packages=()
[ -f /usr/share/wordpress/wp-settings.php ] || packages+=(wordpress)
[ -d /usr/share/wordpress/wp-content/themes/twentytwentyone ] || packages+=(wordpress-theme-twentytwentyone)
command -v mariadbd >/dev/null || [ -x /usr/sbin/mariadbd ] || packages+=(mariadb-server)
compgen -G '/usr/sbin/php-fpm*' >/dev/null || packages+=(php-fpm)
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || packages+=(nginx)

if [ "${#packages[@]}" -gt 0 ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${packages[*]}…"
  apt-get update -qq
  # Installing starts no service here: policy-rc.d answers 101 ("not allowed") while apt-get runs.
  policy=/usr/sbin/policy-rc.d
  [ -e "$policy" ] || { printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && trap 'rm -f "$policy"' EXIT; }
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
fi

missing=()
[ -f /usr/share/wordpress/wp-settings.php ] || missing+=(wordpress)
[ -d /usr/share/wordpress/wp-content/themes/twentytwentyone ] || missing+=(wordpress-theme-twentytwentyone)
[ -x /usr/sbin/mariadbd ] || missing+=(mariadb-server)
compgen -G '/usr/sbin/php-fpm*' >/dev/null || missing+=(php-fpm)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "The WordPress test cannot find Debian's: ${missing[*]}." >&2
  echo "Install them: apt-get install ${missing[*]}" >&2
  exit 1
fi

echo "WordPress: $(sed -n "s/^\$wp_version = '\(.*\)';/\1/p" /usr/share/wordpress/wp-includes/version.php)"
echo "MariaDB: $(/usr/sbin/mariadbd --version | sed 's/^.*Ver //')"
echo "PHP-FPM: $("$(compgen -G '/usr/sbin/php-fpm*' | head -n 1)" --version | head -n 1)"
echo "nginx: $(/usr/sbin/nginx -v 2>&1 | sed 's/^nginx version: //')"
