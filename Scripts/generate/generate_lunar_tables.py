#!/usr/bin/env python3
"""Generate Sources/CalendarGridCore/Calendars/Published/PublishedLunarTables.swift.

Source and version: KASI via korean-lunar-calendar 0.4.0, Hong Kong Observatory via
cnlunar 0.2.5 (PyPI); cross-checks lunardate 0.3.0, borax 4.1.3, lunar-python 1.4.8.

Sources (versions pinned in Scripts/requirements.txt, recorded in the output):
  * Korean (Dangi), lunar years 1900-2049: the Korea Astronomy and Space
    Science Institute (KASI) table carried by the PyPI package
    `korean-lunar-calendar` (read through its public API only; the package
    supports lunar dates up to 2050-11-18, so 2049 is the last lunar year
    whose every month is reachable; New Year 2050 = newYearDays.last + the
    2049 month lengths).
  * Chinese, lunar years 1901-2099: the Hong Kong Observatory's published
    Gregorian-lunar conversion tables as carried by the PyPI package `cnlunar`
    (its lunar table cites data.weather.gov.hk conversion1_text_c.htm). Chosen
    over `lunardate` because lunardate's table is derived from the 1988
    `lunar` C program (no observatory citation), and over `lunar-python`
    because that computes new moons astronomically rather than carrying a
    published table. lunardate, borax and lunar-python are compared below and
    disagreements are printed (they never fail the run).

Regenerate (from the repository root):
    pip install -r Scripts/requirements.txt
    python3 Scripts/generate/generate_lunar_tables.py

Deterministic: no timestamps, fixed ranges, fixed ordering.
"""
import datetime
import os
import sys

sys.dont_write_bytecode = True  # keep Scripts/ free of __pycache__
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lunar_sources as src  # noqa: E402

# The repository root: this file is in Scripts/<role>/.
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "Sources", "CalendarGridCore", "Calendars", "Published",
                   "PublishedLunarTables.swift")
D = datetime.date


def pack(info):
    assert len(info.months) in (12, 13)
    assert (info.leap == 0) == (len(info.months) == 12)
    word = 0
    for i, (_, _, n) in enumerate(info.months):
        assert n in (29, 30), info
        if n == 30:
            word |= 1 << i
    assert 0 <= info.leap <= 12
    word |= info.leap << 13
    return word


def unpack(word):
    leap = (word >> 13) & 0xF
    count = 13 if leap else 12
    return leap, [30 if word >> i & 1 else 29 for i in range(count)]


def build(first, last, year_fn, new_year_fn):
    years = [year_fn(y) for y in range(first, last + 1)]
    # Tiling: New Year + the year's month lengths == next New Year.
    for y, info in zip(range(first, last + 1), years):
        nxt = years[y - first + 1].new_year if y < last else new_year_fn(last + 1)
        assert info.new_year + datetime.timedelta(days=sum(info.lengths)) == nxt, y
        assert 353 <= sum(info.lengths) <= 385, (y, sum(info.lengths))
        assert D(y, 1, 20) <= info.new_year <= D(y, 2, 20), (y, info.new_year)
        leap, lengths = unpack(pack(info))
        assert leap == info.leap and lengths == info.lengths
    return years


def sanity_checks(korean, chinese):
    k = {y: info for y, info in zip(range(src.KOREAN_FIRST, src.KOREAN_LAST + 1), korean)}
    c = {y: info for y, info in zip(range(src.CHINESE_FIRST, src.CHINESE_LAST + 1), chinese)}
    assert k[2017].month_start(2) == D(2017, 2, 26)
    assert k[2020].leap == 4 and k[2020].month_start(4, True) == D(2020, 5, 23)
    assert k[2024].new_year == D(2024, 2, 10)            # Seollal 2024
    assert c[2027].new_year == D(2027, 2, 6)
    assert c[2030].new_year == D(2030, 2, 3)
    assert c[2020].leap == 4 and c[2023].leap == 2
    assert c[2033].leap == 11                            # the "2033 problem": HKO/PMO leap 11
    # Worked example in the doc comment below.
    assert pack(k[2020]) == EXAMPLE_WORD, hex(pack(k[2020]))


EXAMPLE_WORD = 0x0952D  # Korean 2020, checked above


def compare(label, ours, first, other_fn):
    diffs = []
    for y, info in zip(range(first, first + len(ours)), ours):
        try:
            other = other_fn(y)
        except Exception as e:  # out of the other package's range
            other = None
        if other is None:
            continue
        if (other.new_year, other.leap, other.lengths) != (info.new_year, info.leap, info.lengths):
            diffs.append(y)
            print(f"  {label} {y}: ours NY {info.new_year} leap {info.leap} {info.lengths}; "
                  f"theirs NY {other.new_year} leap {other.leap} {other.lengths}", file=sys.stderr)
    print(f"  {label}: {len(diffs)} differing years {diffs}", file=sys.stderr)


def swift_array(values, per_line, fmt):
    out = []
    for i in range(0, len(values), per_line):
        out.append("      " + ", ".join(fmt(v) for v in values[i:i + per_line]) + ",")
    return "\n".join(out)


def table_literal(name, source, first, years):
    ny = [src.days_since_epoch(i.new_year) for i in years]
    packed = [pack(i) for i in years]
    last = first + len(years) - 1
    return (
        f"  /// {source}: lunar years {first}...{last}.\n"
        f"  static let {name} = Table(\n"
        f'    source: "{source}",\n'
        f"    firstYear: {first},\n"
        f"    newYearDays: [\n"
        f"{swift_array(ny, 10, str)}\n"
        f"    ],\n"
        f"    packedYears: [\n"
        f"{swift_array(packed, 8, lambda w: f'0x{w:05X}')}\n"
        f"    ]\n"
        f"  )\n"
    )


DOC = """\
/// Published lunisolar calendar tables, one entry per lunar year starting at `firstYear`.
///
/// `newYearDays[i]` is the Gregorian date of month 1 day 1 of lunar year
/// `firstYear + i`, as days since 1970-01-01 (negative before 1970).
///
/// `packedYears[i]` describes the months of the same lunar year:
///
/// | bits   | meaning                                                                  |
/// |--------|--------------------------------------------------------------------------|
/// | 0...12 | month lengths in calendar order; bit k set = the k-th month (0-based,     |
/// |        | the leap month counted in its position) has 30 days, clear = 29 days.     |
/// |        | A year has 13 months when it has a leap month, 12 otherwise (bit 12 = 0). |
/// | 13...16| leap month number: 0 = none; n = a leap month follows regular month n.    |
/// | 17...31| always 0.                                                                 |
///
/// Consecutive years tile: `newYearDays[i] + (sum of month lengths of year i) == newYearDays[i + 1]`;
/// the year after the last entry starts at `newYearDays.last! + (month lengths of the last year)`.
///
/// Worked example — Korean 2020 (`korean.packedYears[120]`) = `0x0952D`
/// = binary `0_1001_0101_0010_1101`:
/// - bits 13...16 = `0100` = 4 → a leap month (윤4월) follows month 4, so the year has 13 months;
/// - bits 0...12 = `1_0101_0010_1101`, read from bit 0: 1,0,1,1,0,1,0,0,1,0,1,0,1 →
///   months 1, 2, 3, 4, leap 4, 5, ..., 12 have 30, 29, 30, 30, 29, 30, 29, 29, 30, 29, 30, 29, 30 days
///   (384 days in total);
/// - `korean.newYearDays[120]` = 18286 = 2020-01-25, so leap month 4 begins
///   18286 + 30 + 29 + 30 + 30 = 18405 = 2020-05-23.
"""


def render(k_years, c_years):
    parts = [
        "// Generated by Scripts/generate/generate_lunar_tables.py — do not edit.\n",
        f"// Sources: Korean (Dangi) lunar years {src.KOREAN_FIRST}-{src.KOREAN_LAST}: "
        f"{src.korean_source()} (PyPI).\n",
        f"//          Chinese lunar years {src.CHINESE_FIRST}-{src.CHINESE_LAST}: "
        f"{src.chinese_source()} (PyPI; HKO Gregorian-lunar conversion tables).\n",
        "// Regenerate: pip install -r Scripts/requirements.txt && python3 Scripts/generate/generate_lunar_tables.py\n",
        DOC,
        "enum PublishedLunarTables {\n",
        "  struct Table: Sendable {\n",
        "    let source: String\n",
        "    let firstYear: Int\n",
        "    let newYearDays: [Int32]\n",
        "    let packedYears: [UInt32]\n",
        "  }\n",
        "\n",
        table_literal("korean", src.korean_source(), src.KOREAN_FIRST, k_years),
        "\n",
        table_literal("chinese", src.chinese_source(), src.CHINESE_FIRST, c_years),
        "}\n",
    ]
    return "".join(parts)


def main():
    korean = build(src.KOREAN_FIRST, src.KOREAN_LAST, src.korean_year, src.korean_new_year)
    chinese = build(src.CHINESE_FIRST, src.CHINESE_LAST, src.chinese_year, src.chinese_new_year)
    sanity_checks(korean, chinese)
    # Worked example numbers used in DOC.
    k2020 = korean[2020 - src.KOREAN_FIRST]
    assert src.days_since_epoch(k2020.new_year) == 18286
    assert src.days_since_epoch(k2020.month_start(4, True)) == 18405

    print("Cross-checks (informational; differences do not fail the run):", file=sys.stderr)
    compare("chinese vs lunardate", chinese, src.CHINESE_FIRST, src.lunardate_year)
    compare("chinese vs borax", chinese, src.CHINESE_FIRST, src.borax_year)
    compare("chinese vs lunar-python", chinese, src.CHINESE_FIRST, src.lunar_python_year)
    ko_vs_cn = [y for y in range(max(src.KOREAN_FIRST, src.CHINESE_FIRST), src.KOREAN_LAST + 1)
                if korean[y - src.KOREAN_FIRST].new_year != chinese[y - src.CHINESE_FIRST].new_year]
    print(f"  Korean vs Chinese New Year differ in {len(ko_vs_cn)} years: {ko_vs_cn}", file=sys.stderr)

    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write(render(korean, chinese))
    print(f"wrote {os.path.relpath(OUT, ROOT)}", file=sys.stderr)


if __name__ == "__main__":
    main()
