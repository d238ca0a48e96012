#!/usr/bin/env python3
"""Generate Sources/CalendarGridCore/Calendars/Published/LunarYearTables.swift.

Source and version: the system ICU 72.1 (Debian 12 libicu-dev 72.1-3+deb12u1); KASI
via korean-lunar-calendar 0.4.0 and Hong Kong Observatory via cnlunar 0.2.5 (PyPI).

Chinese and Dangi years for every related Gregorian year FIRST_YEAR...LAST_YEAR (-3...10002:
every year that CalendarGrid's supported days 0001-01-01...9999-12-31 and its table margins
reach), packed to 24 bits a year.

Sources:
  * The system ICU (Debian 12's libicu-dev 72.1, the ICU the ICU trait links): the months of
    ICU's `chinese` and `dangi` calendars, read by Scripts/generate/icu_lunar_months.c, which this script
    compiles with `cc` and `pkg-config icu-i18n icu-uc` and runs once per calendar (about two
    minutes of CPU each; run it under `nice`). The ICU version and the libicu-dev package
    version are written into the output.
  * The published corrections, as in Scripts/generate/generate_lunar_tables.py (through
    lunar_sources.py, versions pinned in Scripts/requirements.txt): KASI's table for Dangi lunar
    years 1900-2049 (korean-lunar-calendar), the Hong Kong Observatory's for Chinese 1901-2099
    (cnlunar). These years replace ICU's; they begin and end on the same days as ICU's years,
    which the script asserts.

Where ICU 72 gives a day fields that disagree with its neighbours (4743-11-21 in the Chinese
calendar, which ICU numbers day 60 of month 8 between day 29 of month 9, begun 4743-10-23, and
day 1 of month 10: the "implausible month" that made Gregorian 4730-4750 unusable), the months
are still those that ICU's days numbered 1 begin: such a day belongs to the month that contains
it (day 30 of month 9, as in ICU's Dangi calendar). The script lists these days in the output.

Regenerate (from the repository root):
    pip install -r Scripts/requirements.txt
    nice -n 19 python3 Scripts/generate/generate_lunar_year_tables.py [--dumps DIR]

`--dumps DIR` keeps ICU's raw month lists in DIR and reads them from there on the next run (the
lists depend only on the ICU version and the fixed day range). Deterministic: no timestamps,
fixed ranges, fixed ordering.
"""
import argparse
import os
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # keep Scripts/ free of __pycache__
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lunar_sources as src  # noqa: E402
from icu_reader import compile_reader, libicu_dev_version  # noqa: E402

# The repository root: this file is in Scripts/<role>/.
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "Sources", "CalendarGridCore", "Calendars", "Published",
                   "LunarYearTables.swift")

FIRST_YEAR, LAST_YEAR = -3, 10002
# ICU's EXTENDED_YEAR minus the related Gregorian year.
EXTENDED_YEAR_OFFSET = {"chinese": 2637, "dangi": 2333}
BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def days_from_civil(year, month, day):
    """Days since 1970-01-01 of a proleptic Gregorian date (astronomical years: 0 = 1 BC)."""
    year -= month <= 2
    era = year // 400  # floor division, so negative years too
    year_of_era = year - era * 400
    day_of_year = (153 * (month + (-3 if month > 2 else 9)) + 2) // 5 + day - 1
    day_of_era = year_of_era * 365 + year_of_era // 4 - year_of_era // 100 + day_of_year
    return era * 146097 + day_of_era - 719468


def civil_text(days):
    """The proleptic Gregorian date of a day, as YYYY-MM-DD."""
    z = days + 719468
    era = z // 146097
    day_of_era = z - era * 146097
    year_of_era = (day_of_era - day_of_era // 1460 + day_of_era // 36524
                   - day_of_era // 146096) // 365
    day_of_year = day_of_era - (365 * year_of_era + year_of_era // 4 - year_of_era // 100)
    mp = (5 * day_of_year + 2) // 153
    day = day_of_year - (153 * mp + 2) // 5 + 1
    month = mp + 3 if mp < 10 else mp - 9
    year = year_of_era + era * 400 + (month <= 2)
    return f"{year:04d}-{month:02d}-{day:02d}"


# The days asked of ICU: a year on either side of the tables.
FIRST_DAY = days_from_civil(FIRST_YEAR - 1, 1, 1)
LAST_DAY = days_from_civil(LAST_YEAR + 1, 12, 31)


def icu_months(calendar, dumps):
    """ICU's output lines for a calendar, from the dump folder or a fresh run."""
    arguments = [calendar, str(FIRST_DAY), str(LAST_DAY)]
    cached = os.path.join(dumps, f"{calendar}.txt") if dumps else None
    if cached and os.path.exists(cached):
        with open(cached, encoding="utf-8") as f:
            lines = f.read().splitlines()
        assert lines[0] == "# " + " ".join(arguments), f"{cached} is for other days"
        return lines[1:]
    with tempfile.TemporaryDirectory() as folder:
        binary = compile_reader(folder)
        print(f"asking ICU for the {calendar} months of days {FIRST_DAY}...{LAST_DAY}",
              file=sys.stderr)
        output = subprocess.run([binary] + arguments, check=True, capture_output=True,
                                text=True).stdout
    lines = output.splitlines()
    if cached:
        os.makedirs(dumps, exist_ok=True)
        with open(cached, "w", encoding="utf-8", newline="\n") as f:
            f.write("# " + " ".join(arguments) + "\n" + output)
    return lines


class Year:
    def __init__(self, related, new_year, lengths, leap):
        self.related = related
        self.new_year = new_year  # days since 1970-01-01
        self.lengths = lengths    # in calendar order, the leap month in its place
        self.leap = leap          # 0, or n: a leap month follows month n

    def key(self):
        return (self.new_year, self.lengths, self.leap)


def cycle(related):
    """ICU's ERA and YEAR of a related Gregorian year (60-year cycles from the Chinese epoch)."""
    elapsed = related + 2636
    return elapsed // 60 + 1, elapsed % 60 + 1


def icu_years(calendar, lines):
    """Parses ICU's months into years, checking that they are a lunisolar calendar's."""
    version = None
    months = []
    anomalies = []
    for line in lines:
        kind, *fields = line.split()
        if kind == "V":
            version, opened = fields
            assert opened == calendar, f"ICU opened {opened} for {calendar}"
        elif kind == "M":
            months.append(tuple(int(v) for v in fields))
        elif kind == "A":
            anomalies.append(tuple(int(v) for v in fields))
        else:
            raise SystemExit(f"ICU failed for {calendar}: {line}")
    offset = EXTENDED_YEAR_OFFSET[calendar]
    years = {}
    for index in range(len(months) - 1):
        day, extended, month, leap, era, era_year = months[index]
        length = months[index + 1][0] - day
        assert length in (29, 30), (calendar, civil_text(day), length)
        related = extended - offset
        assert (era, era_year) == cycle(related), (calendar, civil_text(day), era, era_year)
        if month == 0 and not leap:
            years[related] = Year(related, day, [], 0)
        year = years.get(related)
        if year is None:
            continue  # the months before the first new year asked
        expected = len(year.lengths) + 1 if year.leap == 0 else len(year.lengths)
        if leap:
            assert year.leap == 0 and month + 1 == len(year.lengths), (calendar, civil_text(day))
            year.leap = month + 1
        else:
            assert month + 1 == expected, (calendar, civil_text(day), month, expected)
        year.lengths.append(length)
    result = []
    for related in range(FIRST_YEAR, LAST_YEAR + 1):
        year = years[related]
        assert len(year.lengths) == (13 if year.leap else 12), (calendar, related)
        result.append(year)
    # The year after the last one, to check that the last year ends where ICU's next one begins.
    following = years[LAST_YEAR + 1].new_year
    return version, result, following, anomalies


def published_years(calendar):
    if calendar == "dangi":
        first, last, read = src.KOREAN_FIRST, src.KOREAN_LAST, src.korean_year
        source = src.korean_source()
    else:
        first, last, read = src.CHINESE_FIRST, src.CHINESE_LAST, src.chinese_year
        source = src.chinese_source()
    years = []
    for related in range(first, last + 1):
        info = read(related)
        years.append(Year(related, src.days_since_epoch(info.new_year), info.lengths, info.leap))
    return source, first, last, years


def apply_published(calendar, years):
    """Replaces ICU's years by the published ones; returns the source and the years changed."""
    source, first, last, published = published_years(calendar)
    by_related = {year.related: index for index, year in enumerate(years)}
    first_index, last_index = by_related[first], by_related[last]
    # The published years begin and end on ICU's year boundaries.
    assert published[0].new_year == years[first_index].new_year, calendar
    assert published[-1].new_year + sum(published[-1].lengths) == \
        years[last_index + 1].new_year, calendar
    changed = [p.related for p, i in zip(published, range(first_index, last_index + 1))
               if p.key() != years[i].key()]
    years[first_index:last_index + 1] = published
    return source, (first, last), changed


def pack(year):
    word = 0
    for index, length in enumerate(year.lengths):
        if length == 30:
            word |= 1 << index
    word |= year.leap << 13
    offset = year.new_year - days_from_civil(year.related, 1, 1)
    assert 0 <= offset < 64, (year.related, offset)
    word |= offset << 17
    return word


def unpack(word, related):
    leap = (word >> 13) & 0xF
    lengths = [30 if word >> index & 1 else 29 for index in range(13 if leap else 12)]
    return days_from_civil(related, 1, 1) + (word >> 17), lengths, leap


def encode(word):
    assert 0 <= word < 1 << 24
    return "".join(BASE64[(word >> shift) & 63] for shift in (18, 12, 6, 0))


def check(calendar, years, following):
    for index, year in enumerate(years):
        assert year.related == FIRST_YEAR + index
        assert unpack(pack(year), year.related) == (year.new_year, year.lengths, year.leap)
        end = year.new_year + sum(year.lengths)
        next_new_year = years[index + 1].new_year if index + 1 < len(years) else following
        assert end == next_new_year, (calendar, year.related)


def swift_string(text, indent="    ", width=96):
    lines = [text[i:i + width] for i in range(0, len(text), width)]
    body = "\\\n".join(indent + line for line in lines)
    return f'"""\n{body}\n{indent}"""'


DOC = """\
/// Chinese and Dangi years for every related Gregorian year \
{first}...{last}, 24 bits a year.
///
/// Each year is four characters of `chinese` or `dangi` (the base64 alphabet `A`–`Z`, `a`–`z`,
/// `0`–`9`, `+`, `/`: six bits a character, the first character holding the highest bits), the
/// year at index i (related Gregorian year `firstYear + i`) at characters 4i...4i+3, for a 24-bit
/// word:
///
/// | bits    | meaning                                                                         |
/// |---------|---------------------------------------------------------------------------------|
/// | 0...12  | month lengths in calendar order: bit k set = the k-th month (0-based, a leap     |
/// |         | month counted in its place) has 30 days, clear = 29 days. Bit 12 is used only   |
/// |         | by years of 13 months.                                                          |
/// | 13...16 | the leap month: 0 = none (12 months); n = a leap month follows month n (13).    |
/// | 17...22 | the first day of the year (month 1, day 1) in days after January 1 of the       |
/// |         | related Gregorian year (proleptic Gregorian).                                   |
/// | 23      | always 0.                                                                       |
///
/// Years tile: a year's first day plus its month lengths is the next year's first day.
///
/// Worked example: Dangi 2020 is year index {example_index}, the characters `{example_text}` at \
{example_offset}...{example_offset_end}:
/// {example_digits} → word `0x{example_word:06X}` = binary `{example_binary}`;
/// - bits 17...22 = {example_new_year_offset}: the year begins {example_new_year_offset} days after \
2020-01-01, on 2020-01-25;
/// - bits 13...16 = 4: a leap month (윤4월) follows month 4, so the year has 13 months;
/// - bits 0...12 = `{example_lengths_binary}`, read from bit 0: {example_bits}
///   → months 1, 2, 3, 4, leap 4, 5, ..., 12 have
///   {example_lengths} days (384 in total),
///   so leap month 4 begins on 2020-01-25 + 30 + 29 + 30 + 30 = 2020-05-23.
"""


def render(tables, icu_version, dev_version):
    parts = [
        "// Generated by Scripts/generate/generate_lunar_year_tables.py — do not edit.\n",
        f"// Sources: ICU {icu_version} (Debian libicu-dev {dev_version}): its `chinese` and "
        "`dangi` calendars,\n",
        "//          read through Scripts/generate/icu_lunar_months.c; the published years replace ICU's:\n",
    ]
    for calendar, table in tables.items():
        first, last = table["published"]
        parts.append(f"//          {calendar} {first}-{last}: {table['source']} (PyPI).\n")
    parts.append("// Regenerate: pip install -r Scripts/requirements.txt && "
                 "nice -n 19 python3 Scripts/generate/generate_lunar_year_tables.py\n")
    example = tables["dangi"]["years"][2020 - FIRST_YEAR]
    word = pack(example)
    text = encode(word)
    assert text == tables["dangi"]["text"][(2020 - FIRST_YEAR) * 4:(2020 - FIRST_YEAR) * 4 + 4]
    assert example.leap == 4 and civil_text(example.new_year) == "2020-01-25"
    digits = [BASE64.index(c) for c in text]
    lengths_binary = format(word & 0x1FFF, "013b")
    parts.append(DOC.format(
        first=FIRST_YEAR, last=LAST_YEAR, example_text=text,
        example_offset=(2020 - FIRST_YEAR) * 4,
        example_offset_end=(2020 - FIRST_YEAR) * 4 + 3, example_index=2020 - FIRST_YEAR,
        example_digits=" ".join(f"{c}={d}" for c, d in zip(text, digits)),
        example_word=word, example_binary="_".join(format(d, "06b") for d in digits),
        example_new_year_offset=word >> 17, example_lengths_binary=lengths_binary,
        example_bits=",".join(str(word >> i & 1) for i in range(13)),
        example_lengths=", ".join(str(n) for n in example.lengths)))
    parts.append("enum LunarYearTables {\n")
    parts.append("  /// The ICU the years outside the published tables come from.\n")
    parts.append(f'  static let icuVersion = "{icu_version}"\n')
    parts.append("  /// The related Gregorian year of each table's first year.\n")
    parts.append(f"  static let firstYear = {FIRST_YEAR}\n")
    parts.append("  /// The number of years in each table.\n")
    parts.append(f"  static let yearCount = {LAST_YEAR - FIRST_YEAR + 1}\n")
    for calendar, table in tables.items():
        first, last = table["published"]
        anomalies = table["anomalies"]
        parts.append("\n")
        parts.append(f"  /// {calendar.capitalize()}: ICU {icu_version}, with {table['source']} "
                     f"for {first}...{last}\n")
        parts.append(f"  /// ({len(table['changed'])} of those years differ from ICU's).")
        if anomalies:
            days = ", ".join(civil_text(a[0]) for a in anomalies)
            parts.append(f" ICU numbers these days out\n  /// of sequence; each belongs to "
                         f"the month that contains it: {days}.\n")
        else:
            parts.append("\n")
        parts.append(f"  static let {calendar}: StaticString = {swift_string(table['text'])}\n")
    parts.append("}\n")
    return "".join(parts)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dumps", help="keep (and reuse) ICU's month lists in this folder")
    arguments = parser.parse_args()
    tables = {}
    icu_version = None
    for calendar in ("chinese", "dangi"):
        version, years, following, anomalies = icu_years(
            calendar, icu_months(calendar, arguments.dumps))
        assert icu_version in (None, version)
        icu_version = version
        source, published, changed = apply_published(calendar, years)
        check(calendar, years, following)
        text = "".join(encode(pack(year)) for year in years)
        tables[calendar] = dict(years=years, text=text, source=source, published=published,
                                changed=changed, anomalies=anomalies)
        offsets = [pack(year) >> 17 for year in years]
        print(f"{calendar}: {len(years)} years, new year offsets {min(offsets)}...{max(offsets)}, "
              f"{len(changed)} published years differ from ICU, ICU anomalies at "
              f"{[civil_text(a[0]) for a in anomalies]}", file=sys.stderr)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write(render(tables, icu_version, libicu_dev_version()))
    print(f"wrote {os.path.relpath(OUT, ROOT)}", file=sys.stderr)


if __name__ == "__main__":
    main()
