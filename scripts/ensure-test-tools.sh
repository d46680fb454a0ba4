#!/usr/bin/env bash
# What the e2e suites drive, from Debian (Playwright's own browser download is impossible
# here): Chromium, Caddy (the reverse proxy of the « behind a proxy » spec), certutil (to
# trust Caddy's root in the browser's NSS database) and systemd-analyze (to verify the
# deploy/ unit). Installs what is missing when allowed to.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
command -v caddy >/dev/null || missing+=(caddy)
command -v certutil >/dev/null || missing+=(libnss3-tools)
command -v systemd-analyze >/dev/null || missing+=(systemd)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installation depuis Debian : ${missing[*]}…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "Manque : ${missing[*]} (sudo apt-get install -y ${missing[*]}), ou indiquez CHROMIUM_PATH." >&2
  exit 1
fi
