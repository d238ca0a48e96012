#!/usr/bin/env bash
# Renders the generated DocC site in headless Chromium and saves screenshots of the landing page
# and an article, for a person to look at. It checks that the site's JavaScript app rendered
# each page (the page's DOM after scripts holds the page's title), not only that a PNG was made.
#
#   Scripts/docs/screenshot_docs.sh [DOCS_DIR] [OUT_DIR]   (defaults: .build/docs, .build/docs-screenshots)
#
# Needs the site from Scripts/docs/build_docs.sh, Chromium (Debian: apt-get install -y chromium) and
# python3 (a static file server on 127.0.0.1: DocC's app loads its JSON with fetch, which
# file:// URLs do not allow).
set -euo pipefail
cd "$(dirname "$0")/../.."

docs=${1:-.build/docs}
out=${2:-.build/docs-screenshots}
chromium=$(command -v chromium || command -v chromium-browser || true)
if [[ -z "$chromium" ]]; then
  echo "screenshot_docs: no Chromium found; install it with: apt-get install -y chromium" >&2
  exit 2
fi
[[ -d "$docs/CalendarGrid" ]] || { echo "screenshot_docs: no site in $docs (run Scripts/docs/build_docs.sh)" >&2; exit 2; }
mkdir -p "$out"

# A port of our own on the loopback address, and a server that stops with this script.
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$docs" >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 1 50); do
  python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/')" 2>/dev/null && break
  sleep 0.1
done

browser() {
  timeout 90 "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --force-device-scale-factor=1 --no-first-run --disable-dev-shm-usage \
    --virtual-time-budget=15000 "$@" 2>/dev/null
}

status=0
# page name, path under the site, a text the rendered page must show
while read -r name path expected; do
  url="http://127.0.0.1:$port/CalendarGrid/documentation/calendargrid/$path"
  if browser --dump-dom "$url" | grep -q "$expected"; then
    browser --window-size=1280,1400 --screenshot="$out/$name.png" "$url" >/dev/null
    if [[ -s "$out/$name.png" ]]; then
      echo "screenshot_docs: $out/$name.png"
    else
      echo "screenshot_docs: no screenshot of $url" >&2
      status=1
    fi
  else
    echo "screenshot_docs: $url did not render '$expected'" >&2
    status=1
  fi
done <<'PAGES'
landing  . Month grids for every calendar
getting-started gettingstarted Getting started
day-plugins writingdayplugins Writing a decorator and a rule
core-module ../calendargridcore Days, calendars and month tables
PAGES
exit $status
