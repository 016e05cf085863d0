#!/usr/bin/env bash
# Installs what the real-browser tests need when it is missing: Chromium and CJK fonts (without
# them every Chinese glyph renders as a box). Debian/Ubuntu via apt as root; elsewhere it says how.
set -euo pipefail

need_chromium=0
need_fonts=0
[ -n "${CHROMIUM_PATH:-}" ] && [ -x "${CHROMIUM_PATH}" ] || [ -x /usr/bin/chromium ] || need_chromium=1
if ! (command -v fc-list >/dev/null 2>&1 && fc-list :lang=zh | grep -q .); then need_fonts=1; fi

if [ "$need_chromium" = 0 ] && [ "$need_fonts" = 0 ]; then
  echo "browser: chromium and CJK fonts present"
  exit 0
fi

if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  pkgs=""
  [ "$need_chromium" = 1 ] && pkgs="$pkgs chromium"
  [ "$need_fonts" = 1 ] && pkgs="$pkgs fonts-noto-cjk"
  echo "browser: installing$pkgs from Debian"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $pkgs >/dev/null
  echo "browser: done"
else
  echo "browser: Chromium or CJK fonts missing and apt-get (as root) is not available." >&2
  echo "         Install Chromium and a CJK font, or run 'npx playwright install chromium' and" >&2
  echo "         set CHROMIUM_PATH to its executable." >&2
  exit 1
fi
