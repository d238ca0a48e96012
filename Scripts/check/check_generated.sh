#!/usr/bin/env bash
# Reruns the generators of Scripts/generate/ from their pinned inputs and compares what they write
# with the checked-in files: a checked-in table that no longer matches its generator (edited by
# hand, or generated from other inputs) fails.
#
#   Scripts/check/check_generated.sh            # every generator whose inputs are here
#   Scripts/check/check_generated.sh --quick    # without the ICU year tables (most of the run's time)
#
# The generators run in a scratch copy of the tracked files (the working tree's versions), so the
# checkout is never written. A generator runs only when its inputs are the pinned ones:
#   * PyPI packages at the versions Scripts/requirements.txt pins (pip install -r it);
#   * for the ICU tables, the system ICU and libicu-dev package their headers name (the tables
#     are ICU's months, which other ICU versions compute differently).
# Otherwise it prints "skipped: needs ..." naming what is missing or different. Swift outputs are
# compared after `swift format --in-place`, as they are checked in. Needs no network.
# Exit status: 0 when every generator that ran reproduced its files, 1 when one differs, 2 on a
# usage error.
set -euo pipefail
cd "$(dirname "$0")/../.."

quick=0
for argument in "$@"; do
  case "$argument" in
    --quick) quick=1 ;;
    -h | --help) sed -n '2,/^set -e/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "check_generated: unknown argument '$argument' (use --quick)" >&2; exit 2 ;;
  esac
done

scratch=$(mktemp -d "${TMPDIR:-/tmp}/calgrid-generated.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
git ls-files -z | xargs -0 cp --parents -t "$scratch"
export PYTHONDONTWRITEBYTECODE=1

# The pinned packages (name==version) among those given that are not installed at that version,
# as "name==pinned (found X)", one a line; nothing when all are.
pins_missing() {
  python3 - "$@" <<'PYTHON'
import re
import sys
from importlib.metadata import PackageNotFoundError, version

pins = {}
for line in open("Scripts/requirements.txt", encoding="utf-8"):
    match = re.match(r"\s*([A-Za-z0-9_.-]+)==(\S+)", line)
    if match:
        pins[match.group(1).lower()] = match.group(2)
for name in sys.argv[1:]:
    pinned = pins[name.lower()]
    try:
        found = version(name)
    except PackageNotFoundError:
        found = "not installed"
    if found != pinned:
        print(f"{name}=={pinned} (found {found})")
PYTHON
}

failed=0
ran=0
skipped=0

# Runs one generator in the scratch copy and compares the files it writes with the checkout's.
#   run_generator NAME "OUTPUT ..." COMMAND...
run_generator() {
  local name=$1 outputs=$2
  shift 2
  echo "check_generated: $name"
  if ! (cd "$scratch" && "$@") >"$scratch/.log-$name" 2>&1; then
    echo "  FAILED to run (its output follows)"
    sed 's/^/    /' "$scratch/.log-$name" | tail -n 20
    failed=1
    return
  fi
  ran=$((ran + 1))
  local output
  for output in $outputs; do
    # Swift outputs are checked in formatted (CI lints them), as their headers say to do.
    case "$output" in
      *.swift) (cd "$scratch" && swift format --in-place "$output") ;;
    esac
    if ! diff -u "$output" "$scratch/$output" >"$scratch/.diff" 2>&1; then
      echo "  DIFFERS: $output (first lines of the difference:)"
      head -n 20 "$scratch/.diff" | sed 's/^/    /'
      failed=1
    else
      echo "  same: $output"
    fi
  done
}

skip() {
  echo "check_generated: $1"
  echo "  skipped: needs $2"
  skipped=$((skipped + 1))
}

# PyPI generators: the generator, its outputs, and the pinned packages it reads.
pypi_generator() {
  local script=$1 outputs=$2
  shift 2
  local missing
  missing=$(pins_missing "$@" | paste -sd ';' | sed 's/;/; /g')
  if [ -n "$missing" ]; then
    skip "$script" "the pinned PyPI packages: $missing (pip install -r Scripts/requirements.txt)"
    return
  fi
  run_generator "$script" "$outputs" python3 "Scripts/generate/$script"
}

pypi_generator generate_week_data.py \
  "Sources/CalendarGridCore/Locale/CLDRWeekData.swift" babel
pypi_generator generate_region_data.py \
  "Sources/CalendarGridCore/Locale/CLDRRegionData.swift Tests/CalgridCommandTests/CLDRRegionSweepData.swift" \
  babel
pypi_generator generate_lunar_tables.py \
  "Sources/CalendarGridCore/Calendars/Published/PublishedLunarTables.swift" \
  korean-lunar-calendar cnlunar lunardate borax lunar-python
pypi_generator generate_ummalqura_table.py \
  "Sources/CalendarGridCore/Calendars/Published/PublishedUmmAlQuraTable.swift" hijridate
pypi_generator generate_holidays_reference.py \
  "$(cd Tests/CalendarGridHolidaysTests/Reference && ls ./*.tsv | sed 's#^\./#Tests/CalendarGridHolidaysTests/Reference/#' | grep -v differences | tr '\n' ' ')" \
  holidays python-dateutil six
# The holiday data needs no package: the generator compares its own output.
echo "check_generated: generate_holidays.py"
if python3 Scripts/generate/generate_holidays.py --check; then
  ran=$((ran + 1))
else
  failed=1
fi
pypi_generator generate_kr_holidays_fixture.py \
  "Tests/CalendarGridSourcesTestSupport/Fixtures/kr_holidays.json" holidays python-dateutil six
pypi_generator generate_published_dates.py \
  "Tests/CalendarGridSourcesTestSupport/Fixtures/published_dates.json" \
  pyluach hijridate persiantools jdatetime convertdate korean-lunar-calendar cnlunar
pypi_generator generate_easter_fixture.py \
  "Tests/CalendarGridCoreTests/EasterReferenceTable.swift" python-dateutil
pypi_generator generate_solar_series.py \
  "Sources/CalendarGridCore/Astronomy/EarthVSOP87.swift" PyMeeus
pypi_generator generate_solar_terms_fixture.py \
  "Tests/CalendarGridCoreTests/SolarTermReferenceTable.swift" ephem cnlunar holidays
pypi_generator generate_vietnamese_lunar_tables.py \
  "Sources/CalendarGridCore/Calendars/Published/VietnameseLunarTables.swift Tests/CalendarGridCoreTests/VietnameseReferenceTable.swift Data/calendars/vietnamese-differences.tsv" \
  skyfield skyfield-data jplephem ephem lunar-vn cnlunar holidays

# ICU generators: the ICU and libicu-dev versions the checked-in file names in its header
# ("ICU 72.1 (Debian libicu-dev 72.1-3+deb12u1)") must be the system's.
icu_found=$(pkg-config --modversion icu-uc 2>/dev/null || echo "none")
dev_found=$(dpkg-query -W -f '${Version}' libicu-dev 2>/dev/null || echo "none")
icu_generator() {
  local script=$1 output=$2 slow=$3
  shift 3
  local header icu dev
  header=$(head -n 4 "$output")
  icu=$(sed -n 's/.*ICU \([0-9.]*\) (Debian libicu-dev \([^)]*\)).*/\1/p' <<<"$header" | head -n 1)
  dev=$(sed -n 's/.*ICU \([0-9.]*\) (Debian libicu-dev \([^)]*\)).*/\2/p' <<<"$header" | head -n 1)
  if [ -z "$icu" ]; then
    skip "$script" "an ICU version in $output's header (none found)"
  elif [ "$icu_found" != "$icu" ] || [ "$dev_found" != "$dev" ]; then
    skip "$script" "ICU $icu (Debian libicu-dev $dev): not checkable with ICU $icu_found (libicu-dev $dev_found)"
  elif ! command -v cc >/dev/null; then
    skip "$script" "a C compiler (cc) to build its ICU reader"
  elif [ "$quick" = 1 ] && [ "$slow" = slow ]; then
    skip "$script" "a full run (left out by --quick)"
  else
    local missing=""
    if [ $# -gt 0 ]; then missing=$(pins_missing "$@" | paste -sd ';' | sed 's/;/; /g'); fi
    if [ -n "$missing" ]; then
      skip "$script" "the pinned PyPI packages: $missing (pip install -r Scripts/requirements.txt)"
      return
    fi
    run_generator "$script" "$output" nice -n 19 python3 "Scripts/generate/$script"
  fi
}

icu_generator generate_japanese_eras.py \
  "Sources/CalendarGridCore/Calendars/Published/JapaneseEras.swift" quick
icu_generator generate_islamic_year_tables.py \
  "Sources/CalendarGridCore/Calendars/Published/IslamicYearTables.swift" slow
icu_generator generate_lunar_year_tables.py \
  "Sources/CalendarGridCore/Calendars/Published/LunarYearTables.swift" slow \
  korean-lunar-calendar cnlunar

echo "check_generated: $ran generators run, $skipped skipped"
if [ "$failed" != 0 ]; then
  echo "check_generated: a generated file differs from what its generator writes (above)" >&2
  exit 1
fi
