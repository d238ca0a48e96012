#!/usr/bin/env python3
"""Generate the Vietnamese lunar calendar's year table and its independent check.

Source and version: JPL DE421 through skyfield 1.53 with skyfield-data 7.0.0 (new moons and
solar terms 1899-2052), PyEphem 4.2.1 (libastro: VSOP87 and ELP 2000-82, 2053-2101); checked
against lunar-vn 1.4.0 (Hồ Ngọc Đức's algorithm) and holidays 0.109 (its Vietnamese Tết
dates), all PyPI.

Outputs (from the repository root):
  Sources/CalendarGridCore/Calendars/Published/VietnameseLunarTables.swift
      Vietnamese lunar years 1900...2100 (by related Gregorian year), 24 bits a year in the
      layout of LunarYearTables.swift.
  Tests/CalendarGridCoreTests/VietnameseReferenceTable.swift
      lunar-vn 1.4.0's months over Gregorian 1900-01-31...2100-12-31 (the first day of every
      month, its number, leap flag and length), read day by day: the test's oracle.
  Data/calendars/vietnamese-differences.tsv
      Every month where the table differs from lunar-vn, and every year whose months differ from
      the Chinese calendar's (Hong Kong Observatory, cnlunar 0.2.5), each with its reason. A test
      reads it.

The calendar (the rules of the Chinese calendar since 1645, as Vietnam keeps them, for the
meridian of UTC+7):
  * A month begins on the civil day, at UTC+7, of a new moon (the Moon's and the Sun's apparent
    geocentric ecliptic longitudes equal).
  * Month 11 is the month that contains the civil day of the winter solstice (apparent
    longitude 270°).
  * When 13 new moons begin between month 11 of one year and month 11 of the next, the first
    of them after month 11 whose month contains no major solar term (a multiple of 30°) is a
    leap month, numbered as the month before it.

Before 1968: the table uses UTC+7 for every year. Vietnam's calendar has been computed for
UTC+7 since Decision 121-CP of the Council of Government of 8 August 1967 (the North; the South
used the UTC+8 calendar until 1975), so Tết 1968 fell on 29 January in the North and on
30 January in the South. Dates in Vietnam before then were those of the UTC+8 calendar, which
CalendarGrid gives as `chinese`; `vietnamese` is the one calendar of today's rule, applied to
every year, as lunar-vn, Hồ Ngọc Đức's tables and python-holidays apply it. The years in which
the two conventions give different months are listed in the differences file ("chinese").

Ephemerides: skyfield-data's DE421 covers 1899-07-29...2053-10-09, so events up to
SWITCH (2053-01-01 UTC) come from skyfield and later ones from PyEphem. Over the overlap
1899-11...2052 the script finds every event with both and prints the largest difference in
minutes (0.75 min for new moons, 1.01 min for major terms); the events the two put on different
civil days at UTC+7 (two new moons, 1953-06-21 and 1967-07-07, each within a second or a few
of midnight) are listed in the differences file ("ephemeris"), and the table uses DE421's. Delta T is
skyfield's (IERS data from skyfield-data, then its long-term model) and libastro's own; past
about 2030 it is an extrapolation, so the differences file lists the events within
NEAR_MIDNIGHT minutes of midnight at UTC+7, whose day a different Delta T could change.

Regenerate (from the repository root):
    pip install -r Scripts/requirements.txt
    python3 Scripts/generate/generate_vietnamese_lunar_tables.py

About a minute of CPU. Deterministic: no timestamps, fixed ranges, fixed ordering.
"""
import datetime
import math
import os
import sys
from importlib.metadata import version

import cnlunar
import ephem
import holidays.calendars.chinese as hcal
import lunar_vn
import skyfield_data
from skyfield import almanac
from skyfield.api import Loader
from skyfield.framelib import ecliptic_frame
from skyfield.nutationlib import iau2000b_radians
from skyfield.searchlib import find_discrete

sys.dont_write_bytecode = True  # keep Scripts/ free of __pycache__
# The repository root: this file is in Scripts/<role>/.
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT_TABLE = os.path.join(ROOT, "Sources", "CalendarGridCore", "Calendars", "Published",
                         "VietnameseLunarTables.swift")
OUT_REFERENCE = os.path.join(ROOT, "Tests", "CalendarGridCoreTests",
                             "VietnameseReferenceTable.swift")
OUT_DIFFERENCES = os.path.join(ROOT, "Data", "calendars", "vietnamese-differences.tsv")

FIRST_YEAR, LAST_YEAR = 1900, 2100  # related Gregorian years of the table
UTC_OFFSET_HOURS = 7
SWITCH = datetime.datetime(2053, 1, 1, tzinfo=datetime.timezone.utc)
NEAR_MIDNIGHT = 10  # minutes
# Beijing's mean solar time (116°25' E), the meridian of China's calendar before 1929.
BEIJING_HOURS = (116 + 25 / 60) / 15
BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
EPOCH = datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc)


def local_day(instant, hours=UTC_OFFSET_HOURS):
    """Days since 1970-01-01 of the civil day at UTC+hours that contains a UTC instant."""
    seconds = (instant - EPOCH).total_seconds() + hours * 3600
    return math.floor(seconds / 86400)


def minutes_from_midnight(instant, hours=UTC_OFFSET_HOURS):
    seconds = ((instant - EPOCH).total_seconds() + hours * 3600) % 86400
    return min(seconds, 86400 - seconds) / 60


def day_text(days):
    return (datetime.date(1970, 1, 1) + datetime.timedelta(days=days)).isoformat()


def days_of(date):
    return (date - datetime.date(1970, 1, 1)).days


# Events: ("moon", instant) for new moons, ("term", instant, degrees) for major terms.

def skyfield_events(start, end):
    load = Loader(os.path.join(os.path.dirname(skyfield_data.__file__), "data"), verbose=False)
    ts = load.timescale(builtin=True)
    eph = load("de421.bsp")
    earth, sun = eph["earth"], eph["sun"]
    t0, t1 = ts.from_datetime(start), ts.from_datetime(end)

    def major_term(t):
        t._nutation_angles_radians = iau2000b_radians(t)
        _, lon, _ = earth.at(t).observe(sun).apparent().frame_latlon(ecliptic_frame)
        return (lon.degrees // 30).astype(int) % 12
    major_term.step_days = 20.0

    moons = []
    times, phases = find_discrete(t0, t1, almanac.moon_phases(eph))
    for t, phase in zip(times, phases):
        if phase == 0:
            moons.append(t.utc_datetime())
    terms = []
    times, values = find_discrete(t0, t1, major_term)
    for t, value in zip(times, values):
        terms.append((t.utc_datetime(), int(value) * 30))
    return moons, terms


def ephem_date(instant):
    return ephem.Date(instant.replace(tzinfo=None))


def from_ephem(d):
    return ephem.Date(d).datetime().replace(tzinfo=datetime.timezone.utc)


def sun_longitude(d):
    sun = ephem.Sun(d)
    ecl = ephem.Ecliptic(ephem.Equatorial(sun.ra, sun.dec, epoch=d), epoch=d)
    return math.degrees(ecl.lon)


def ephem_events(start, end):
    moons = []
    d = ephem.next_new_moon(ephem_date(start))
    while from_ephem(d) < end:
        moons.append(from_ephem(d))
        d = ephem.next_new_moon(d + 1)
    terms = []
    # Step through the year in half-day steps and solve each crossing of a multiple of 30°.
    d = ephem_date(start)
    stop = ephem_date(end)
    previous = int(sun_longitude(d) // 30)
    while d < stop:
        nxt = d + 0.5
        current = int(sun_longitude(nxt) // 30)
        if current != previous:
            target = current * 30.0

            def f(x, target=target):
                return (sun_longitude(x) - target + 180.0) % 360.0 - 180.0
            root = ephem.newton(f, d, nxt)
            terms.append((from_ephem(root), (current % 12) * 30))
            previous = current
        d = nxt
    return moons, terms


def compare_ephemerides(a, b, label):
    """The largest difference in minutes between matching events, and the events the two put
    on different civil days at UTC+7 (DE421's instant, PyEphem's)."""
    largest = 0.0
    split = []
    assert len(a) == len(b), (label, len(a), len(b))
    for x, y in zip(a, b):
        xi, yi = (x[0], y[0]) if isinstance(x, tuple) else (x, y)
        if isinstance(x, tuple):
            assert x[1] == y[1], (label, x, y)
        diff = abs((xi - yi).total_seconds()) / 60
        assert diff < 30, (label, xi, yi)
        largest = max(largest, diff)
        if local_day(xi) != local_day(yi):
            split.append((xi, yi))
    return largest, split


def months_from_events(moons, terms, hours=UTC_OFFSET_HOURS):
    """Every month as (first day, length, related year, number, leap) from the events."""
    moon_days = sorted({local_day(m, hours) for m in moons})
    term_days = sorted((local_day(t, hours), deg) for t, deg in terms)
    solstices = [day for day, deg in term_days if deg == 270]
    # Month 11 of each suì: the month whose days contain the solstice's day.
    month11 = []
    for s in solstices:
        starts = [m for m in moon_days if m <= s]
        if starts and moon_days.index(starts[-1]) + 1 < len(moon_days):
            month11.append(starts[-1])
    numbered = []  # (first day, next first day, number, leap)
    for a, b in zip(month11, month11[1:]):
        i, j = moon_days.index(a), moon_days.index(b)
        starts = moon_days[i:j]
        assert len(starts) in (12, 13), (day_text(a), len(starts))
        leap_index = None
        if len(starts) == 13:
            for k in range(1, 13):
                lo, hi = moon_days[i + k], moon_days[i + k + 1]
                if not any(lo <= day < hi for day, _ in term_days):
                    leap_index = k
                    break
            assert leap_index is not None, day_text(a)
        number = 11
        for k, first in enumerate(starts):
            leap = k == leap_index
            if k > 0 and not leap:
                number = number % 12 + 1
            numbered.append((first, moon_days[i + k + 1], number, leap))
    months = []
    year = None
    for first, nxt, number, leap in numbered:
        if number == 1 and not leap:
            year = (datetime.date(1970, 1, 1) + datetime.timedelta(days=first)).year
        if year is not None:
            months.append((first, nxt - first, year, number, leap))
    return months


def year_words(months):
    words = {}
    by_year = {}
    for first, length, year, number, leap in months:
        by_year.setdefault(year, []).append((first, length, number, leap))
    for year in range(FIRST_YEAR, LAST_YEAR + 1):
        ms = by_year[year]
        assert len(ms) in (12, 13) and ms[0][2] == 1 and not ms[0][3], year
        lengths = 0
        leap_after = 0
        for k, (first, length, number, leap) in enumerate(ms):
            assert length in (29, 30), (year, number, length)
            if length == 30:
                lengths |= 1 << k
            if leap:
                leap_after = number
        offset = ms[0][0] - days_of(datetime.date(year, 1, 1))
        assert 0 <= offset < 64, (year, offset)
        words[year] = lengths | leap_after << 13 | offset << 17
    return words


def encode(words):
    text = ""
    for year in range(FIRST_YEAR, LAST_YEAR + 1):
        w = words[year]
        text += "".join(BASE64[(w >> shift) & 63] for shift in (18, 12, 6, 0))
    return text


def lunar_vn_months():
    """lunar-vn's months over Gregorian 1900-01-31...2100-12-31, read day by day."""
    months = []
    day = datetime.date(1900, 1, 31)
    last = datetime.date(2100, 12, 31)
    current = None
    while day <= last:
        d = lunar_vn.convert_solar_to_lunar(day.day, day.month, day.year, 7.0)
        if d.day == 1:
            if current:
                months.append(current)
            current = [days_of(day), 1, d.year, d.month, bool(d.leap)]
        else:
            assert current is None or d.day == current[1] + 1, day
            if current:
                current[1] += 1
        day += datetime.timedelta(days=1)
    return [tuple(m) for m in months]  # the last, unfinished month is left out


def chinese_months():
    """The Hong Kong Observatory's Chinese months (cnlunar) 1901-2099, read day by day."""
    months = []
    day = datetime.date(1901, 2, 19)
    last = datetime.date(2100, 2, 8)
    current = None
    while day < last:
        c = cnlunar.Lunar(datetime.datetime(day.year, day.month, day.day), godType="8char")
        if c.lunarDay == 1:
            if current:
                months.append(tuple(current))
            current = [days_of(day), 1, c.lunarYear, c.lunarMonth, bool(c.isLunarLeapMonth)]
        elif current:
            current[1] += 1
        day += datetime.timedelta(days=1)
    return months


def swift_rows(values, per_line, indent="    "):
    lines = []
    for k in range(0, len(values), per_line):
        lines.append(indent + ", ".join(values[k:k + per_line]) + ",")
    return "\n".join(lines)


def main():
    start = datetime.datetime(1899, 10, 1, tzinfo=datetime.timezone.utc)
    end = datetime.datetime(2102, 3, 1, tzinfo=datetime.timezone.utc)
    de421_end = datetime.datetime(2053, 9, 1, tzinfo=datetime.timezone.utc)
    sky_moons, sky_terms = skyfield_events(start, de421_end)
    eph_moons, eph_terms = ephem_events(start, end)
    # The overlap, for the cross-check.
    ov_sky_m = [m for m in sky_moons if start + datetime.timedelta(days=2) < m < SWITCH]
    ov_eph_m = [m for m in eph_moons if start + datetime.timedelta(days=2) < m < SWITCH]
    ov_sky_t = [t for t in sky_terms if start + datetime.timedelta(days=2) < t[0] < SWITCH]
    ov_eph_t = [t for t in eph_terms if start + datetime.timedelta(days=2) < t[0] < SWITCH]
    worst_moon, split_moons = compare_ephemerides(ov_sky_m, ov_eph_m, "new moons")
    worst_term, split_terms = compare_ephemerides(ov_sky_t, ov_eph_t, "solar terms")
    split = split_moons + split_terms
    print(f"skyfield DE421 vs PyEphem, {len(ov_sky_m)} new moons and {len(ov_sky_t)} major terms"
          f" 1899-2052: largest difference {worst_moon:.2f} min (new moon), "
          f"{worst_term:.2f} min (term); {len(split)} on another day at UTC+7")
    for instant in sky_moons + [t for t, _ in sky_terms] + eph_moons + [t for t, _ in eph_terms]:
        assert abs((instant - SWITCH).total_seconds()) > 86400, instant
    moons = [m for m in sky_moons if m < SWITCH] + [m for m in eph_moons if m >= SWITCH]
    terms = [t for t in sky_terms if t[0] < SWITCH] + [t for t in eph_terms if t[0] >= SWITCH]

    months = months_from_events(moons, terms)
    words = year_words(months)
    table_months = [m for m in months if FIRST_YEAR <= m[2] <= LAST_YEAR]

    # The same events at UTC+8, for the years the two conventions disagree.
    utc8 = {m[0]: m for m in months_from_events(moons, terms, hours=8)}
    beijing = {m[0]: m for m in months_from_events(moons, terms, hours=BEIJING_HOURS)}

    differences = []  # (against, first day, what, reason)
    # lunar-vn, month by month.
    reference = lunar_vn_months()
    ours = {m[0]: m for m in table_months}
    theirs = {m[0]: m for m in reference}
    ref_first, ref_last = reference[0][0], reference[-1][0]
    events_near = sorted(
        [(i, "new moon") for i in moons] + [(t, f"solar longitude {d}°") for t, d in terms])
    near = [(local_day(i), i, what) for i, what in events_near
            if minutes_from_midnight(i) < NEAR_MIDNIGHT]
    for first in sorted(set(ours) | set(theirs)):
        if not ref_first <= first <= ref_last:
            continue
        a, b = ours.get(first), theirs.get(first)
        if a == b:
            continue
        window = (first - 31, first + 31)
        causes = [f"{what} at {i.strftime('%Y-%m-%d %H:%M')} UTC" for day, i, what in near
                  if window[0] <= day <= window[1]]
        # A difference with no event of ours near midnight would be unexplained: stop.
        assert causes, ("a difference from lunar-vn with no event near midnight", day_text(first))
        reason = ("lunar-vn's truncated Meeus series put a new moon or term on the other side "
                  "of midnight at UTC+7: " + "; ".join(causes))
        def show(m):
            if m is None:
                return "-"
            return f"{m[2]}/{m[3]}{'L' if m[4] else ''}:{m[1]}d"
        differences.append(("lunar-vn", day_text(first), f"table {show(a)} lunar-vn {show(b)}",
                            reason))
    # python-holidays' Vietnamese Tết, 1901-2099.
    hol = hcal._ChineseLunisolar(hcal.VIETNAMESE_CALENDAR)
    for year in range(1901, 2100):
        date, _ = hol.lunar_new_year_date(year)
        ours_new_year = None
        for m in table_months:
            if m[2] == year and m[3] == 1 and not m[4]:
                ours_new_year = m[0]
        if date is None or days_of(date) != ours_new_year:
            differences.append(("holidays", str(date), f"table {day_text(ours_new_year)}",
                                "python-holidays' Vietnamese Tết differs"))
    # The Chinese calendar (HKO), year by year.
    chinese = {m[0]: m for m in chinese_months()}
    cn_first, cn_last = min(chinese), max(chinese)
    for year in range(FIRST_YEAR, LAST_YEAR + 1):
        year_months = [m for m in table_months if m[2] == year]
        if not cn_first <= year_months[0][0] <= cn_last:
            continue
        differing = [m for m in year_months if chinese.get(m[0]) != m]
        if not differing:
            continue
        m = differing[0]
        span = (year_months[0][0] - 1, year_months[-1][0] + year_months[-1][1])
        hour16 = [f"{what} at {i.strftime('%Y-%m-%d %H:%M')} UTC" for i, what in events_near
                  if i.hour == 16 and span[0] <= local_day(i) <= span[1]]
        same_at_utc8 = all(
            chinese.get(x[0]) == x for x in utc8.values()
            if span[0] < x[0] < span[1] and x[0] + x[1] <= cn_last)
        same_at_beijing = all(
            chinese.get(x[0]) == x for x in beijing.values()
            if span[0] < x[0] < span[1] and x[0] + x[1] <= cn_last)
        if same_at_utc8 and hour16:
            reason = ("at UTC+8 these events give the Hong Kong Observatory's months; at UTC+7 "
                      "their day is the one before: " + "; ".join(hour16))
        elif same_at_beijing:
            near_beijing = [f"{what} at {i.strftime('%Y-%m-%d %H:%M')} UTC"
                            for i, what in events_near
                            if span[0] <= local_day(i) <= span[1]
                            and local_day(i) != local_day(i, BEIJING_HOURS)]
            reason = ("the Hong Kong Observatory's months of this year are those of Beijing's "
                      "meridian (UTC+7:45:40, China's calendar before 1929): "
                      + "; ".join(near_beijing))
        else:
            raise AssertionError(("HKO's months are not this ephemeris's", year))
        if year <= 1967:
            reason += (" (Vietnam used the UTC+8 calendar in these years; this table applies "
                       "UTC+7 to every year)")
        differences.append(("chinese", day_text(m[0]),
                            f"{year}: " + ", ".join(
                                f"{x[3]}{'L' if x[4] else ''} {day_text(x[0])} {x[1]}d"
                                for x in differing), reason))
    for day, instant, what in near:
        if days_of(datetime.date(1900, 1, 1)) <= day <= days_of(datetime.date(2100, 12, 31)):
            differences.append(("near-midnight", day_text(day),
                                f"{what} at {instant.strftime('%Y-%m-%d %H:%M:%S')} UTC",
                                f"within {NEAR_MIDNIGHT} minutes of midnight at UTC+7: another "
                                "ephemeris or Delta T could put it on the neighbouring day"))

    for ours_instant, other in split:
        differences.append(("ephemeris", day_text(local_day(ours_instant)),
                            f"DE421 {ours_instant.strftime('%Y-%m-%d %H:%M:%S')} UTC, PyEphem "
                            f"{other.strftime('%Y-%m-%d %H:%M:%S')} UTC",
                            "the two ephemerides put the event on either side of midnight at "
                            "UTC+7; the table uses DE421's, the more precise"))
    versions = (f"skyfield {version('skyfield')}, skyfield-data {version('skyfield-data')} "
                f"(DE421), ephem {version('ephem')}")
    header = (
        "// Generated by Scripts/generate/generate_vietnamese_lunar_tables.py — do not edit.\n"
        "// Sources: new moons and major solar terms for UTC+7 from\n"
        f"//          {versions}:\n"
        "//          DE421 before 2053-01-01 UTC, PyEphem from then on (cross-checked where both\n"
        "//          cover). Checked against lunar-vn "
        f"{version('lunar-vn')} (Data/calendars/vietnamese-differences.tsv).\n"
        "// Regenerate: pip install -r Scripts/requirements.txt && "
        "python3 Scripts/generate/generate_vietnamese_lunar_tables.py\n")
    encoded = encode(words)
    chunk = 96
    lines = [encoded[k:k + chunk] for k in range(0, len(encoded), chunk)]
    body = "\\\n    ".join(lines)
    os.makedirs(os.path.dirname(OUT_TABLE), exist_ok=True)
    with open(OUT_TABLE, "w") as f:
        f.write(header)
        f.write(f"""/// Vietnamese lunar years {FIRST_YEAR}...{LAST_YEAR} (related Gregorian years), computed for
/// the meridian of UTC+7 (Vietnam's since 1968, applied to every year), 24 bits a year.
///
/// The layout is ``LunarYearTables``': four base64 characters a year, the year at index i
/// (related Gregorian year `firstYear + i`) at characters 4i...4i+3; bits 0...12 the month
/// lengths (set = 30 days), bits 13...16 the month a leap month follows (0 = none), bits
/// 17...22 the first day's offset from January 1 of the related year.
///
/// Worked example: 2007 (Tết on 17 February, a day before China's) is index 107, the
/// characters `{encoded[107*4:107*4+4]}` → word `0x{words[2007]:06X}`: bits 17...22 = {words[2007] >> 17 & 63}, so the year begins
/// {words[2007] >> 17 & 63} days after 2007-01-01, on {day_text(days_of(datetime.date(2007, 1, 1)) + (words[2007] >> 17 & 63))}; bits 13...16 = {words[2007] >> 13 & 15}: no leap month.
enum VietnameseLunarTables {{
  /// The related Gregorian year of the table's first year.
  static let firstYear = {FIRST_YEAR}
  /// The number of years in the table.
  static let yearCount = {LAST_YEAR - FIRST_YEAR + 1}

  static let years: StaticString = \"\"\"
    {body}
    \"\"\"
}}
""")
    # The reference table: lunar-vn's months.
    rows = [f"({m[0]}, {m[1]}, {m[2]}, {m[3]}, {'true' if m[4] else 'false'})" for m in reference]
    with open(OUT_REFERENCE, "w") as f:
        f.write(
            "// Generated by Scripts/generate/generate_vietnamese_lunar_tables.py — do not edit.\n"
            f"// Source: lunar-vn {version('lunar-vn')} (PyPI; Hồ Ngọc Đức's algorithm, time zone 7.0),\n"
            "//         read day by day over Gregorian 1900-01-31...2100-12-31.\n"
            "// Regenerate: pip install -r Scripts/requirements.txt && "
            "python3 Scripts/generate/generate_vietnamese_lunar_tables.py\n"
            "\n"
            "/// lunar-vn's Vietnamese months: (first day as days since 1970-01-01, length, lunar year by\n"
            "/// related Gregorian year, month, leap), in order; the month that runs past 2100-12-31\n"
            "/// is left out.\n"
            "enum VietnameseReferenceTable {\n"
            "  static let months: [(first: Int32, length: Int, year: Int, month: Int, leap: Bool)] = [\n"
            + swift_rows(rows, 3) + "\n  ]\n}\n")
    os.makedirs(os.path.dirname(OUT_DIFFERENCES), exist_ok=True)
    with open(OUT_DIFFERENCES, "w") as f:
        f.write(f"# Vietnamese lunar calendar ({FIRST_YEAR}-{LAST_YEAR}, UTC+7): where it differs.\n")
        f.write("# Generated by Scripts/generate/generate_vietnamese_lunar_tables.py; do not edit.\n")
        f.write(f"# lunar-vn {version('lunar-vn')}: every month that differs; holidays "
                f"{version('holidays')}: every Tết that differs; chinese: every year whose months\n"
                f"# differ from the Hong Kong Observatory's (cnlunar {version('cnlunar')}); "
                "near-midnight: events whose day an ephemeris could change.\n")
        f.write("against\tday\twhat\treason\n")
        for row in differences:
            f.write("\t".join(row) + "\n")
    counts = {}
    for row in differences:
        counts[row[0]] = counts.get(row[0], 0) + 1
    print("differences:", counts)


if __name__ == "__main__":
    main()
