#!/usr/bin/env bash
# The size each library product adds to a release client: builds, in a temporary package that
# depends on this checkout by path, one small executable per library product (each using that
# product the way its documentation's first example does) and an empty one, strips them, and
# prints a Markdown table of each stripped size and what it adds over the empty client, with the
# shared libraries it needs that the empty client does not.
#
#   Scripts/docs/binary_sizes.sh [--keep DIR]
#
# --keep DIR builds in DIR (created if needed) and leaves it there; by default a temporary folder
# is used and removed. All clients are targets of one package, so the library is built once; each
# executable links only its own product's modules. The Swift runtime and Foundation are linked
# dynamically (SwiftPM's default on Linux), so the sizes are the package's own code and data.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
# A path dependency's identity is its folder's name.
identity=$(basename "$root")

work=""
keep=0
while [[ $# -gt 0 ]]; do
  case $1 in
    --keep) work=$2; keep=1; shift 2 ;;
    -h | --help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "binary_sizes: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
if [[ -z $work ]]; then
  work=$(mktemp -d)
fi
mkdir -p "$work"
[[ $keep -eq 1 ]] || trap 'rm -rf "$work"' EXIT

products=(CalendarGridCore CalendarGridSources CalendarGridDayPlugins CalendarGridState
  CalendarGridRendering CalendarGrid)
# The holidays module, once the package has it as a product.
if grep -q '\.library(name: "CalendarGridHolidays"' "$root/Package.swift"; then
  products+=(CalendarGridHolidays)
fi

# Each client's source: one use of its product.
client_source() {
  case $1 in
    Empty) echo 'print(CommandLine.arguments.count)' ;;
    CalendarGridCore)
      cat <<'EOF'
import CalendarGridCore

let rules = try WeekRules(
  firstWeekday: .monday, minimumDaysInFirstWeek: 4, weekend: [.saturday, .sunday])
let calendar = try GridCalendar(.gregorian, weekRules: rules)
print(calendar.grid(for: try calendar.month(year: 2024, month: 3)).count)
EOF
      ;;
    CalendarGridSources)
      cat <<'EOF'
import CalendarGridCore
import CalendarGridSources

let calendar = try GridCalendar(locale: GridLocale("ko_KR"))
print(calendar.grid(for: try calendar.month(year: 2024, month: 3)).count)
EOF
      ;;
    CalendarGridDayPlugins)
      cat <<'EOF'
import CalendarGridCore
import CalendarGridDayPlugins
import CalendarGridSources

let calendar = try GridCalendar(locale: GridLocale("ko_KR"))
let lunar = try AlternateCalendarSubtitle(calendar: GridCalendar(.dangi, locale: calendar.locale))
let plugins = DayPlugins(decorators: [lunar, EventDots([Day(literal: "2024-02-14")])])
print(calendar.grid(for: try calendar.month(year: 2024, month: 2), plugins: plugins).count)
EOF
      ;;
    CalendarGridState)
      cat <<'EOF'
import CalendarGridCore
import CalendarGridSources
import CalendarGridState

let calendar = try GridCalendar(.gregorian, locale: GridLocale("ko_KR"))
var state = try CalendarViewState(
  calendar: calendar, today: Day(literal: "2024-03-15"), selection: .single)
state.moveForward()
print(state.grid.count)
EOF
      ;;
    CalendarGridRendering)
      cat <<'EOF'
import CalendarGridCore
import CalendarGridRendering
import CalendarGridSources

let locale = try GridLocale("ko_KR")
let calendar = try GridCalendar(locale: locale)
let names = try CalendarNames(locale: locale, calendar: .gregorian)
print(TextRenderer().render(calendar.grid(for: try calendar.month(year: 2024, month: 3)), names: names))
EOF
      ;;
    CalendarGrid)
      cat <<'EOF'
import CalendarGrid

let calendar = try GridCalendar(.gregorian, locale: GridLocale("ko_KR"))
var state = try CalendarViewState(
  calendar: calendar, today: Day(literal: "2024-03-15"), selection: .single)
state.moveForward()
print(state.grid.count)
EOF
      ;;
    CalendarGridHolidays)
      cat <<'EOF'
import CalendarGridCore
import CalendarGridHolidays

// Every country's data is in the product: a client of one country carries all 21.
let japan = try HolidayCalendar(country: "JP")
print(try japan.holidays(inYear: 2031).count)
EOF
      ;;
  esac
}

clients=(Empty "${products[@]}")
targets=""
for client in "${clients[@]}"; do
  mkdir -p "$work/Sources/Size$client"
  client_source "$client" >"$work/Sources/Size$client/main.swift"
  if [[ $client == Empty ]]; then
    dependencies=""
  else
    dependencies="dependencies: [.product(name: \"$client\", package: \"$identity\")], "
  fi
  targets+="    .executableTarget(name: \"Size$client\", ${dependencies}path: \"Sources/Size$client\"),
"
done
cat >"$work/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "SizeClients",
  dependencies: [.package(path: "$root")],
  targets: [
$targets  ]
)
EOF

(cd "$work" && swift build -c release >"$work/build.log" 2>&1) || {
  cat "$work/build.log" >&2
  echo "binary_sizes: the clients did not build" >&2
  exit 1
}
bin=$(cd "$work" && swift build -c release --show-bin-path)

stripped_size() {
  strip -o "$work/stripped" "$1"
  stat -c %s "$work/stripped"
}
needed() {
  readelf -d "$1" | sed -n 's/.*Shared library: \[\(.*\)\]/\1/p' | sort
}
human() {
  awk -v b="$1" 'BEGIN { if (b >= 1048576) printf "%.2f MB", b / 1048576; else printf "%.0f KB", b / 1024 }'
}

empty=$(stripped_size "$bin/SizeEmpty")
empty_needed=$(needed "$bin/SizeEmpty")
swift_version=$(swift --version 2>/dev/null | head -n 1)
os=$(. /etc/os-release && echo "$PRETTY_NAME")
echo "Stripped release executables on $(uname -m) $os, $swift_version, with the package's"
echo "default traits (ICU); the Swift runtime and Foundation are linked dynamically. The empty"
echo "client is $(human "$empty") ($empty bytes)."
echo
echo "| product | client, stripped | added over an empty client | shared libraries added |"
echo "|---|---:|---:|---|"
for product in "${products[@]}"; do
  size=$(stripped_size "$bin/Size$product")
  # Shared libraries by family: Foundation's three, the system ICU's three, Dispatch with its
  # runtime, the Glibc overlay with libm.
  added=$(comm -13 <(echo "$empty_needed") <(needed "$bin/Size$product") | sed 's/\.so.*//' |
    sed -e 's/^libFoundation.*/Foundation/' -e 's/^libicu.*/libicu (system)/' \
      -e 's/^\(libdispatch\|libswiftDispatch\|libBlocksRuntime\)$/Dispatch/' \
      -e 's/^\(libm\|libswiftGlibc\)$/Glibc/' | sort -u | paste -sd, - | sed 's/,/, /g')
  echo "| \`$product\` | $(human "$size") | $(human $((size - empty))) | ${added:-none} |"
done
