#!/usr/bin/env bash
# Installs what the real-browser tests need when it is missing, from Debian (apt, as root):
# - Chromium and CJK fonts (without them every Chinese glyph renders as a box), and Chromium's
#   headless shell, which the Chromium tests run in (config/playwright.config.ts);
# - Firefox ESR, and WebKitGTK's WebDriver with its MiniBrowser plus Xvfb (a virtual display for
#   it): the cross-engine journeys, tests/e2e/engines.spec.ts;
# - nginx: the deployed site's server, tested through `npm run preview:nginx`.
# Elsewhere it says what is missing and how to get it.
# `install-browser.sh chromium`: only what `npm run build` and `npm run preview` need (Chromium,
# which draws every page's first screen into its HTML, and the CJK fonts).
set -euo pipefail
only_chromium=false
[ "${1:-}" = chromium ] && only_chromium=true

has() { command -v "$1" >/dev/null 2>&1; }
minibrowser() { compgen -G '/usr/lib/*/webkit2gtk-4.*/MiniBrowser' >/dev/null; }

pkgs=""
missing=""
{ [ -n "${CHROMIUM_PATH:-}" ] && [ -x "${CHROMIUM_PATH}" ]; } || [ -x /usr/bin/chromium ] || {
  pkgs="$pkgs chromium"
  missing="$missing Chromium (or set CHROMIUM_PATH; npx playwright install chromium),"
}
{ [ -n "${CHROMIUM_PATH:-}" ] && [ -x "${CHROMIUM_PATH}" ]; } || [ -x /usr/bin/chromium-headless-shell ] || {
  # Wanted, not needed: without it the tests run in the full browser, only slower.
  pkgs="$pkgs chromium-headless-shell"
}
(has fc-list && fc-list :lang=zh | grep -q .) || {
  pkgs="$pkgs fonts-noto-cjk"
  missing="$missing a CJK font,"
}
$only_chromium || { [ -n "${FIREFOX_PATH:-}" ] && [ -x "${FIREFOX_PATH}" ]; } || has firefox-esr || has firefox || {
  pkgs="$pkgs firefox-esr"
  missing="$missing Firefox (or set FIREFOX_PATH),"
}
$only_chromium || { has WebKitWebDriver && minibrowser; } || {
  pkgs="$pkgs webkit2gtk-driver"
  missing="$missing WebKitGTK's WebKitWebDriver and MiniBrowser,"
}
$only_chromium || has Xvfb || {
  pkgs="$pkgs xvfb"
  missing="$missing Xvfb,"
}
$only_chromium || has nginx || [ -x /usr/sbin/nginx ] || {
  pkgs="$pkgs nginx"
  missing="$missing nginx,"
}

if [ -z "$pkgs" ]; then
  if $only_chromium; then
    echo "browsers: Chromium and its headless shell, CJK fonts present"
  else
    echo "browsers: Chromium and its headless shell, CJK fonts, Firefox, WebKit, Xvfb and nginx present"
  fi
  exit 0
fi

if has apt-get && [ "$(id -u)" = 0 ]; then
  echo "browsers: installing$pkgs from Debian"
  apt-get update -qq
  # nginx's package tries to start the system service; nothing here needs it (tests run their own).
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $pkgs >/dev/null
  echo "browsers: done"
elif [ -z "$missing" ]; then
  echo "browsers: present, but not Chromium's headless shell: the Chromium tests run in the full browser"
else
  echo "browsers: missing:${missing%,}; apt-get (as root) is not available." >&2
  echo "          Install them with your system's packages, then run the tests again." >&2
  exit 1
fi
