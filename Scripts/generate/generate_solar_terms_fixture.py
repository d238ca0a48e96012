#!/usr/bin/env python3
"""Generate Tests/CalendarGridCoreTests/SolarTermReferenceTable.swift.

Source and version: PyEphem (ephem 4.2.1), cnlunar 0.2.5 (HKO solar terms) and
holidays 0.109 (NAOJ equinox days), all PyPI.

Independent reference data for SolarTerms (Sources/CalendarGridCore/Astronomy):

  sampledInstants  The same for every 50th year 1000-3000 (proleptic Gregorian years).
  instants   Every solar term 1900-2100 (longitude 285, 300, ... 345, 0, ... 270 in
             calendar order) as the UTC instant, to the second, at which the Sun's
             apparent geocentric ecliptic longitude of date reaches it, by PyEphem
             (libastro: VSOP87 in full, nutation, aberration, its own Delta T table).
             The longitude is PyEphem's apparent right ascension and declination of
             date turned into ecliptic coordinates of date; the instant is found with
             ephem.newton. For the equinoxes and solstices the script also compares
             ephem.next_equinox / next_solstice (which solve for right ascension 0h,
             6h, 12h, 18h) and prints the largest difference.
  chinaDays  The day (China, UTC+8) of every solar term 1901-2100 from cnlunar,
             whose table is the Hong Kong Observatory's.
  japanDays  Japan's Vernal and Autumnal Equinox Days 1950-2099 (UTC+9) from the
             holidays package (python-holidays), whose rule encodes the National
             Astronomical Observatory of Japan's computed dates.

Regenerate (from the repository root):
    pip install -r Scripts/requirements.txt
    python3 Scripts/generate/generate_solar_terms_fixture.py
"""
import datetime
import math
import os
import sys
from importlib.metadata import version

import cnlunar
import ephem
import holidays

sys.dont_write_bytecode = True
# The repository root: this file is in Scripts/<role>/.
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "Tests", "CalendarGridCoreTests", "SolarTermReferenceTable.swift")
FIRST, LAST = 1900, 2100
CHINA_FIRST, CHINA_LAST = 1901, 2100
JAPAN_FIRST, JAPAN_LAST = 1950, 2099
SAMPLED_YEARS = list(range(1000, 3001, 50))
LONGITUDES = [(285 + 15 * k) % 360 for k in range(24)]
EPOCH = ephem.Date("1970/1/1")


def longitude(d):
    sun = ephem.Sun(d)
    ecl = ephem.Ecliptic(ephem.Equatorial(sun.ra, sun.dec, epoch=d), epoch=d)
    return math.degrees(ecl.lon)


def signed(x):
    return (x + 180.0) % 360.0 - 180.0


def gregorian_january1(year):
    """January 1 of a proleptic Gregorian year as an ephem.Date (ephem itself reads dates
    before 1582-10-15 as Julian calendar dates)."""
    days = datetime.date(year, 1, 1).toordinal() - datetime.date(1970, 1, 1).toordinal()
    return ephem.Date(EPOCH + days)


def gregorian_year(d):
    seconds = seconds_since_1970(d)
    return (datetime.date(1970, 1, 1) + datetime.timedelta(days=seconds // 86400)).year


def crossing(year, target):
    offset = target if target < 285 else target - 360
    d0 = ephem.Date(gregorian_january1(year) + 79.3 + offset / 0.985647)
    d = ephem.newton(lambda d: signed(longitude(d) - target), d0, d0 + 0.01)
    assert abs(signed(longitude(d) - target)) < 1e-6, (year, target)
    assert gregorian_year(d) == year, (year, target, ephem.Date(d))
    return d


def seconds_since_1970(d):
    return round((d - EPOCH) * 86400)


def main():
    instants = []
    largest = 0.0
    for year in range(FIRST, LAST + 1):
        row = []
        for target in LONGITUDES:
            d = crossing(year, target)
            row.append(seconds_since_1970(d))
            if target % 90 == 0:
                start = ephem.Date(f"{year}/1/1") if target != 270 else ephem.Date(f"{year}/10/1")
                if target == 0:
                    other = ephem.next_equinox(start)
                elif target == 180:
                    other = ephem.next_equinox(ephem.Date(f"{year}/6/1"))
                elif target == 90:
                    other = ephem.next_solstice(start)
                else:
                    other = ephem.next_solstice(start)
                largest = max(largest, abs(other - d) * 86400)
        instants.append(row)
    print(f"largest |next_equinox/solstice - longitude crossing| = {largest:.1f} s")

    sampled = []
    for year in SAMPLED_YEARS:
        jan1 = seconds_since_1970(gregorian_january1(year))
        sampled += [seconds_since_1970(crossing(year, target)) - jan1 for target in LONGITUDES]
    assert all(0 <= v < 10**8 for v in sampled)

    china = []
    # Lunar.getSolarTermsDateList reads the table by the year it is given, whatever the date
    # the Lunar was made for (2000 is inside cnlunar's lunar table, 2100 is not).
    lunar = cnlunar.Lunar(datetime.datetime(2000, 6, 1, 12))
    for year in range(CHINA_FIRST, CHINA_LAST + 1):
        days = lunar.getSolarTermsDateList(year)
        assert len(days) == 24
        china.append([datetime.date(year, m, d) for m, d in days])

    japan = []
    jp = holidays.JP(years=range(JAPAN_FIRST, JAPAN_LAST + 1), language="en_US")
    for year in range(JAPAN_FIRST, JAPAN_LAST + 1):
        vernal = [d for d, n in jp.items() if d.year == year and n == "Vernal Equinox Day"]
        autumnal = [d for d, n in jp.items() if d.year == year and n == "Autumnal Equinox Day"]
        assert len(vernal) == 1 and len(autumnal) == 1, (year, vernal, autumnal)
        japan.append((vernal[0], autumnal[0]))

    def rows(values, width, per_line):
        out = []
        for i in range(0, len(values), per_line):
            tail = "\\" if i + per_line < len(values) else ""
            out.append("    " + "".join(f"{v:0{width}d}" for v in values[i:i + per_line]) + tail)
        return "\n".join(out)

    # Instants: seconds after January 1, 00:00 UTC, of the term's year, 8 digits each.
    flat = []
    for year, row in zip(range(FIRST, LAST + 1), instants):
        jan1 = seconds_since_1970(gregorian_january1(year))
        flat += [s - jan1 for s in row]
    assert all(0 <= v < 10**8 for v in flat)
    # China days: day of the year (January 1 = 1) in UTC+8, 3 digits each.
    china_flat = [d.timetuple().tm_yday for row in china for d in row]
    japan_flat = [d.timetuple().tm_yday for pair in japan for d in pair]

    body = f"""// Generated by Scripts/generate/generate_solar_terms_fixture.py — do not edit.
// Sources: PyEphem {version("ephem")} (PyPI: ephem), cnlunar {version("cnlunar")} (Hong Kong
//          Observatory), holidays {version("holidays")} (Japan's equinox days, NAOJ).
// Regenerate: pip install -r Scripts/requirements.txt && python3 Scripts/generate/generate_solar_terms_fixture.py
/// Solar terms from implementations and tables independent of ``SolarTerms``.
///
/// Terms are in calendar order, index k = 0...23 at longitude (285 + 15k) mod 360 degrees
/// (k = 0 is 285 in early January, k = 5 the March equinox, k = 23 the December solstice).
///
/// - `instants`: PyEphem's instant of each term of each year {FIRST}...{LAST}, as 8 decimal
///   digits of seconds after that year's January 1, 00:00 UTC; year `y`, term `k` at digit
///   `8 * (24 * (y - {FIRST}) + k)`.
/// - `sampledInstants`: the same for the years 1000, 1050, ... 3000 (every 50th, proleptic
///   Gregorian), year `y` at digit `8 * (24 * ((y - 1000) / 50) + k)`.
/// - `chinaDays`: the Hong Kong Observatory's day (UTC+8) of each term, {CHINA_FIRST}...{CHINA_LAST},
///   as 3 digits of the day of the year (January 1 is 001), at digit `3 * (24 * (y - {CHINA_FIRST}) + k)`.
/// - `japanDays`: Japan's Vernal and Autumnal Equinox Days (UTC+9), {JAPAN_FIRST}...{JAPAN_LAST}, 3 digits of
///   the day of the year each, the vernal one at digit `6 * (y - {JAPAN_FIRST})`, the autumnal after it.
///
/// Worked example: `instants` begins `{flat[0]:08d}`: term k = 0 (285) of {FIRST} came
/// {flat[0]} seconds after {FIRST}-01-01T00:00Z.
enum SolarTermReferenceTable {{
  /// The first and last years of `instants`.
  static let instantYears = {FIRST}...{LAST}
  /// The first and last years of `chinaDays`.
  static let chinaYears = {CHINA_FIRST}...{CHINA_LAST}
  /// The first and last years of `japanDays`.
  static let japanYears = {JAPAN_FIRST}...{JAPAN_LAST}

  /// PyEphem's instants.
  static let instants: StaticString = \"\"\"
{rows(flat, 8, 12)}
    \"\"\"

  /// PyEphem's instants of every 50th year 1000...3000.
  static let sampledInstants: StaticString = \"\"\"
{rows(sampled, 8, 12)}
    \"\"\"

  /// The Hong Kong Observatory's days, via cnlunar.
  static let chinaDays: StaticString = \"\"\"
{rows(china_flat, 3, 32)}
    \"\"\"

  /// Japan's equinox days, via holidays.
  static let japanDays: StaticString = \"\"\"
{rows(japan_flat, 3, 32)}
    \"\"\"
}}
"""
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(body)
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
