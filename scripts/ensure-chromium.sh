#!/usr/bin/env bash
# The e2e tests drive Debian's Chromium; no tool may download its own browser.
set -euo pipefail
[ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
  echo "Chromium is missing: run 'sudo apt-get install -y chromium chromium-driver' and try again." >&2
  exit 1
fi
echo "Chromium is missing: installing Debian's chromium and chromium-driver..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null
