#!/usr/bin/env bash
# Installs what the test suite needs and a fresh Debian machine lacks: Chromium for the browser tests, the
# PostgreSQL server binaries for the API tests on real PostgreSQL, the real readers of the files the product
# writes: openpyxl (Debian's Python) opens the candidates export, qpdf and poppler's pdftoppm check and render the
# PDF the browser joins from photos; and strace, with which the API tests watch the server flush its database files
# before answering; HAProxy in front of two servers. Needs root (or sudo) for apt-get; does nothing when all are there.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
ls -d /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
# Debian's own Python, not whichever python3 comes first on PATH (pyenv and the like lack Debian's modules).
{ [ -x /usr/bin/python3 ] && /usr/bin/python3 -c 'import openpyxl' 2>/dev/null; } || need+=(python3-openpyxl)
[ -x /usr/bin/qpdf ] || need+=(qpdf)
[ -x /usr/bin/pdftoppm ] || need+=(poppler-utils)
command -v strace >/dev/null 2>&1 || need+=(strace)
# HAProxy balances two servers on one database in the several-servers test.
[ -x /usr/sbin/haproxy ] || need+=(haproxy)
# Caddy (HTTPS in front of the server) and restic (backups sent to another machine), as the deploy guide installs.
command -v caddy >/dev/null 2>&1 || need+=(caddy)
command -v restic >/dev/null 2>&1 || need+=(restic)
# moto_server (moto 5.2, a real S3 protocol server) for the API tests of files in a bucket. Debian packages no moto:
# it comes with the machine's Python (pyenv here), or is installed from Python's registry into its own environment.
MOTO_HOME="$HOME/.cache/portal-moto"
moto=0
if [ -z "${MOTO_SERVER:-}" ] && ! command -v moto_server >/dev/null 2>&1 && [ ! -x "$MOTO_HOME/bin/moto_server" ]; then
  moto=1
  /usr/bin/python3 -c 'import ensurepip' 2>/dev/null || need+=(python3-venv)
fi
if [ ${#need[@]} -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  echo "Installing ${need[*]} from Debian's packages…"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
if [ "$moto" -eq 1 ]; then
  echo "Installing moto_server (moto[server] 5.2.1) into $MOTO_HOME from Python's registry…"
  /usr/bin/python3 -m venv "$MOTO_HOME"
  "$MOTO_HOME/bin/pip" install -q 'moto[server]==5.2.1' || {
    echo "moto_server could not be installed: install moto[server] 5.2 with a Python that has it, or set MOTO_SERVER" >&2
    exit 1
  }
fi
