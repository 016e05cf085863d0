#!/usr/bin/env bash
# Installs Debian's nginx when it is missing, for `npm run preview:nginx` and its tests (as
# root via apt-get, like .ci/install-browser.sh does for Chromium); elsewhere it says how.
# The preview runs its own nginx as you, on 127.0.0.1, with its own files in a scratch folder:
# the system service and /etc/nginx are never touched.
set -euo pipefail

if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then
  exit 0
fi

if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "nginx: installing Debian's nginx"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx >/dev/null
  echo "nginx: done ($(/usr/sbin/nginx -v 2>&1))"
else
  echo "nginx: nginx is missing and apt-get (as root) is not available." >&2
  echo "       Install it (Debian/Ubuntu: sudo apt-get install nginx; macOS: brew install nginx)" >&2
  echo "       and run the command again." >&2
  exit 1
fi
