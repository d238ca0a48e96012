#!/usr/bin/env bash
# A client that depends on the latest release as the README says (`from: "X.Y.Z"`), built and
# run against a local clone of this repository tagged at the release commit recorded in RELEASES.
# Only commits land here, so the tag is made here, on a throwaway clone; the client sees exactly
# what a user resolving the version would.
#
#   Scripts/check/check_release_client.sh            # the latest release in RELEASES
set -euo pipefail
cd "$(dirname "$0")/../.."

if [ ! -f RELEASES ]; then
  echo "check_release_client: no RELEASES file: nothing released yet" >&2
  exit 1
fi
read -r version commit < <(grep -v '^#' RELEASES | grep -v '^[[:space:]]*$' | tail -n 1)
if [ -z "${version:-}" ] || [ -z "${commit:-}" ]; then
  echo "check_release_client: RELEASES has no 'VERSION COMMIT' line" >&2
  exit 1
fi
if ! git cat-file -e "${commit}^{commit}" 2>/dev/null; then
  echo "check_release_client: release $version names commit $commit, which this clone lacks" >&2
  exit 1
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
git clone --quiet --no-local "$PWD" "$work/CalendarGrid"
git -C "$work/CalendarGrid" tag "$version" "$commit"

mkdir -p "$work/client/Sources/ReleaseClient"
cat >"$work/client/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "ReleaseClient",
  platforms: [.iOS(.v16), .macOS(.v13)],
  dependencies: [
    // The README's form, with the clone's URL for the repository's.
    .package(url: "file://$work/CalendarGrid", from: "$version")
  ],
  targets: [
    .executableTarget(
      name: "ReleaseClient",
      dependencies: [
        .product(name: "CalendarGrid", package: "CalendarGrid"),
        .product(name: "CalendarGridHolidays", package: "CalendarGrid"),
      ]
    )
  ]
)
MANIFEST
# The README's first example, as a user copies it.
cat >"$work/client/Sources/ReleaseClient/main.swift" <<'SWIFT'
import CalendarGrid
import CalendarGridHolidays

let calendar = try GridCalendar(locale: GridLocale("ko_KR"))
let today = try Day(year: 2024, month: 3, day: 5)
let march = try calendar.month(containing: today)
let grid = calendar.grid(for: march, rows: .fixed, today: today)
precondition(grid.count == 42 && grid.todayCell?.dayOfMonth == 5)
let korea = try HolidayCalendar(country: "KR")
let holidays = try korea.holidays(inYear: 2024)
precondition(holidays.contains { $0.day == Day(literal: "2024-03-01") })
print("release client: \(grid.month.year)-\(grid.month.month), \(grid.rowCount) rows; \(holidays.count) Korean holidays in 2024")
SWIFT

(
  cd "$work/client"
  swift build --quiet
  resolved="$(swift package show-dependencies --format json | python3 -c '
import json, sys
tree = json.load(sys.stdin)
print(next(d["version"] for d in tree["dependencies"] if d["identity"].lower() == "calendargrid"))')"
  if [ "$resolved" != "$version" ]; then
    echo "check_release_client: resolved CalendarGrid $resolved, not $version" >&2
    exit 1
  fi
  swift run --quiet ReleaseClient
)
echo "check_release_client: a client of CalendarGrid from: \"$version\" (commit ${commit:0:12}) builds and runs"
