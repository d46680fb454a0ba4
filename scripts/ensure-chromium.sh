#!/usr/bin/env bash
# The e2e suite drives Debian's Chromium (Playwright's own browser download is impossible
# here). Installs it when missing and we are allowed to.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installation de Chromium (Debian)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Chromium est absent : installez-le (sudo apt-get install -y chromium) ou indiquez CHROMIUM_PATH." >&2
  exit 1
fi
