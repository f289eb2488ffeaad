#!/usr/bin/env bash
# Installs what the test suite needs and a fresh Debian machine lacks: Chromium for the browser tests, the
# PostgreSQL server binaries for the API tests on real PostgreSQL, the real readers of the files the product
# writes: openpyxl (Debian's Python) opens the candidates export, qpdf and poppler's pdftoppm check and render the
# PDF the browser joins from photos; and strace, with which the API tests watch the server flush its database files
# before answering. Needs root (or sudo) for apt-get; does nothing when all are there.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
ls -d /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
# Debian's own Python, not whichever python3 comes first on PATH (pyenv and the like lack Debian's modules).
{ [ -x /usr/bin/python3 ] && /usr/bin/python3 -c 'import openpyxl' 2>/dev/null; } || need+=(python3-openpyxl)
[ -x /usr/bin/qpdf ] || need+=(qpdf)
[ -x /usr/bin/pdftoppm ] || need+=(poppler-utils)
command -v strace >/dev/null 2>&1 || need+=(strace)
# Caddy (HTTPS in front of the server) and restic (backups sent to another machine), as the deploy guide installs.
command -v caddy >/dev/null 2>&1 || need+=(caddy)
command -v restic >/dev/null 2>&1 || need+=(restic)
[ ${#need[@]} -eq 0 ] && exit 0
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "Installing ${need[*]} from Debian's packages…"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
