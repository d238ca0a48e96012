#!/usr/bin/env bash
# Renders HTML and SVG dumps and screenshots them in headless Chromium, for a person to look at.
#
#   Scripts/check/check_rendering.sh [OUT_DIR]        (default: .build/rendering-check)
#   Scripts/check/check_rendering.sh --readme-image   also refresh Sources/CalendarGrid/CalendarGrid.docc/ko_KR-2024-02.png
#
# Needs Chromium (Debian: apt-get install -y chromium) and, for the scripts, fonts
# (apt-get install -y fonts-noto-core fonts-noto-cjk). It checks that every screenshot was made
# and that the HTML switcher ran (the DOM after JavaScript); look at the PNGs it lists.
set -euo pipefail
cd "$(dirname "$0")/../.."

readme_image=0
out=.build/rendering-check
for argument in "$@"; do
  case "$argument" in
    --readme-image) readme_image=1 ;;
    *) out=$argument ;;
  esac
done

chromium=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [[ -z "$chromium" ]]; then
  echo "check_rendering: no Chromium found; install it with: apt-get install -y chromium" >&2
  exit 2
fi
browser() {
  "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --no-first-run --disable-dev-shm-usage "$@" 2>/dev/null
}

swift build --product calgrid >/dev/null
calgrid=$(swift build --show-bin-path)/calgrid
rm -rf "$out"
mkdir -p "$out"

# One month per case: decorations (Korean holidays, lunar subtitles, event dots), right-to-left
# scripts, a 13-month lunisolar calendar, Thai script and Buddhist years.
"$calgrid" dump --locales ko_KR --from 2024-02 --to 2024-02 --format html,svg --today 2024-02-14 \
  --decorate kr-holidays,lunar --events 2024-02-05,2024-02-20 --out "$out/ko" >/dev/null
"$calgrid" dump --locales ar_SA,fa_IR,he_IL@calendar=hebrew,th_TH --from 2024-03 --to 2024-03 \
  --format html,svg --today 2024-03-14 --out "$out/world" >/dev/null

failures=0
shoot() { # FILE PNG WIDTH HEIGHT
  rm -f "$2"
  browser --window-size="$3,$4" --screenshot="$2" "file://$PWD/$1" >/dev/null || true
  if [[ -s "$2" ]]; then
    echo "  $2"
  else
    echo "check_rendering: no screenshot of $1" >&2
    failures=$((failures + 1))
  fi
}
svg_size() { # FILE -> "WIDTH HEIGHT"
  sed -n 's/.*<svg [^>]*width="\([0-9]*\)" height="\([0-9]*\)".*/\1 \2/p' "$1" | head -1
}

echo "Screenshots (look at them):"
for svg in "$out"/ko/*.svg "$out"/world/*.svg; do
  read -r width height < <(svg_size "$svg")
  shoot "$svg" "${svg%.svg}.svg.png" "$width" "$height"
done
for html in "$out"/ko/ko_KR.gregorian.html "$out"/world/*.*.html; do
  shoot "$html" "${html%.html}.html.png" 520 560
done
shoot "$out/world/index.html" "$out/world/index.html.png" 520 600

# The switcher ran: the page got class "js", one section and one month are current.
dom=$(browser --dump-dom "file://$PWD/$out/world/index.html")
if ! grep -q '<html lang="en" class="js">' <<<"$dom" \
  || [[ $(grep -o 'class="cg-set current' <<<"$dom" | wc -l) -ne 1 ]] \
  || [[ $(grep -o 'class="cg-month current' <<<"$dom" | wc -l) -ne 1 ]]; then
  echo "check_rendering: the HTML switcher did not run in $out/world/index.html" >&2
  failures=$((failures + 1))
fi

if [[ $readme_image -eq 1 ]]; then
  cp "$out/ko/ko_KR.gregorian.svg.png" Sources/CalendarGrid/CalendarGrid.docc/ko_KR-2024-02.png
  echo "Updated Sources/CalendarGrid/CalendarGrid.docc/ko_KR-2024-02.png"
fi
if [[ $failures -ne 0 ]]; then exit 1; fi
echo "check_rendering: all screenshots made; the switcher ran."
