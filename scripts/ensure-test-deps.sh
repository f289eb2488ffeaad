#!/usr/bin/env bash
# Installs what the test suite needs and a fresh Debian machine lacks: Chromium for the browser tests and the
# PostgreSQL server binaries for the API tests on real PostgreSQL. Needs root (or sudo) for apt-get.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
ls -d /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
[ ${#need[@]} -eq 0 ] && exit 0
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "Installing ${need[*]} from Debian's packages…"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
