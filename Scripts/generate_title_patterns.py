#!/usr/bin/env python3
"""Generate Sources/CalendarGridSources/ICU/ICUTitlePatterns.swift.

ICU's best date pattern for the month-title skeletons (`yMMMM`, and `GyMMMM` for years that need
their era) in root and every locale ICU lists as available, for each of CalendarGrid's
calendars. Asking ICU's date-time pattern generator for one costs about a millisecond (opening
the generator), most of what naming a locale and calendar costs; the answer depends only on the
locale, the calendar and ICU's data, so the ICU source reads it from this table when the running
ICU is the one the table was made from, and asks the generator otherwise.

Source: the system ICU (Debian 12's libicu-dev 72.1, the ICU the ICU trait links), read by
Scripts/icu_title_patterns.c, which this script compiles with `cc` and `pkg-config icu-i18n
icu-uc`. The ICU and CLDR versions and the libicu-dev package version are written into the
output; a new ICU means regenerating this file.

With each locale and calendar, the table names the first locale (root first) whose titles are the
same: the title pattern, the symbols a title can show, the formatter's digits, and the titles and
month names of days chosen to show leap months, Adar I and II and Japanese era changes
(Scripts/icu_title_patterns.c digests them). Locales of one group share one title formatter. A
second table names, for each locale and calendar, the locale and calendar whose formatter has the
same standalone weekday names (the headers), preferring one that a names group opens anyway.

Regenerate (from the repository root; no network, about a minute):
    python3 Scripts/generate_title_patterns.py

The output is `swift format`ted. Deterministic: no timestamps, ICU's locale order, fixed calendar and skeleton order.
"""
import os
import re
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # keep Scripts/ free of __pycache__
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from icu_reader import compile_reader, libicu_dev_version  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources", "CalendarGridSources", "ICU", "ICUTitlePatterns.swift")
IDENTIFIERS = os.path.join(ROOT, "Sources", "CalendarGridCore", "Calendars",
                           "CalendarIdentifier.swift")
SKELETONS = ["yMMMM", "GyMMMM"]


def calendars():
    """CalendarIdentifier's raw values, in declaration order."""
    text = open(IDENTIFIERS, encoding="utf-8").read()
    body = text[text.index("enum CalendarIdentifier"):]
    body = body[:body.index("\n}")]
    names = []
    for case, raw in re.findall(r'^\s*case (\w+)(?: = "([^"]+)")?\s*$', body, re.M):
        names.append(raw or case)
    assert "gregorian" in names and "dangi" in names and len(names) >= 18, names
    return names


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    names = calendars()
    with tempfile.TemporaryDirectory() as folder:
        binary = compile_reader(folder, "icu_title_patterns")
        lines = subprocess.run([binary, *names, "--", *SKELETONS], check=True,
                               capture_output=True, text=True).stdout.splitlines()
    assert lines[0].startswith("V "), lines[0]
    version, cldr = lines[0].split()[1:3]
    patterns, index, rows, digests, weekday_digests = [], {}, {}, {}, {}
    for line in lines[1:]:
        if line.startswith("N "):
            _, locale, calendar, digest, weekdays = line.split(" ")
            digests[(locale, calendar)] = digest
            weekday_digests[(locale, calendar)] = weekdays
            continue
        kind, locale, calendar, skeleton, pattern = line.split(" ", 4)
        assert kind == "P", line
        if pattern not in index:
            index[pattern] = len(patterns)
            patterns.append(pattern)
        rows.setdefault(locale, []).append(index[pattern])
    width = len(names) * len(SKELETONS)
    assert all(len(row) == width for row in rows.values())
    assert len(patterns) <= 256, f"{len(patterns)} patterns: widen the table's cells"
    table = "\n".join(
        f"{locale} " + "".join(f"{value:02x}" for value in row) for locale, row in rows.items())
    # Each locale's names group for each calendar: the row of the first locale (root first)
    # whose names digest is the same, in three hexadecimal digits.
    order = list(rows)
    assert len(order) <= 0xFFF
    first = {}
    for number, locale in enumerate(order):
        for calendar in names:
            first.setdefault((calendar, digests[(locale, calendar)]), number)
    groups = "\n".join(
        f"{locale} " + "".join(f"{first[(calendar, digests[(locale, calendar)])]:03x}"
                               for calendar in names) for locale in order)
    group_count = len(first)
    # Each locale and calendar's weekday group: the locale and calendar whose formatter its
    # weekday names are read from, in five hexadecimal digits (row * 32 + calendar column). The
    # first pair (locales in order, calendars in order) with the same weekday names that opens a
    # title formatter anyway (the first of its names group), so the names of most locales and
    # calendars open one formatter; the first pair with them otherwise.
    assert len(names) <= 32
    title_firsts = {(first[(calendar, digests[(locale, calendar)])], calendar)
                    for locale in order for calendar in names}
    weekday_first, weekday_any = {}, {}
    for number, locale in enumerate(order):
        for column, calendar in enumerate(names):
            key = weekday_digests[(locale, calendar)]
            weekday_any.setdefault(key, number * 32 + column)
            if number == first[(calendar, digests[(locale, calendar)])]:
                weekday_first.setdefault(key, number * 32 + column)
    def weekday_group(locale, calendar):
        key = weekday_digests[(locale, calendar)]
        return weekday_first.get(key, weekday_any[key])
    weekday_groups = "\n".join(
        f"{locale} " + "".join(f"{weekday_group(locale, calendar):05x}" for calendar in names)
        for locale in order)
    weekday_count = len(weekday_any)
    opened = len({(n, c) for (n, c) in title_firsts} | {
        (weekday_group(l, c) >> 5, names[weekday_group(l, c) & 31]) for l in order for c in names})
    pattern_lines = ",\n".join(f"    {swift_string(p)}" for p in patterns)
    calendar_list = ", ".join(swift_string(n) for n in names)
    skeleton_list = ", ".join(swift_string(s) for s in SKELETONS)
    text = (
        "// Generated by Scripts/generate_title_patterns.py — do not edit.\n"
        f"// Source: ICU {version} with CLDR {cldr} (Debian libicu-dev {libicu_dev_version()}):\n"
        "//         udatpg_getBestPattern for each locale, calendar and skeleton, read through\n"
        "//         Scripts/icu_title_patterns.c.\n"
        "// Regenerate: python3 Scripts/generate_title_patterns.py\n\n"
        "#if ICU\n"
        "  /// ICU's best patterns for month titles, by locale, calendar and skeleton, as its date-time\n"
        "  /// pattern generator gives them (see ``ICUTitlePatterns/pattern(locale:skeleton:)``).\n"
        "  enum ICUTitlePatterns {\n"
        "    /// The ICU version the patterns were read from.\n"
        f"    static let icuVersion = {swift_string(version)}\n"
        "    /// The CLDR version of that ICU's data.\n"
        f"    static let cldrVersion = {swift_string(cldr)}\n"
        "    /// The table's columns: each calendar, and for each the skeletons in this order.\n"
        f"    static let calendars = [{calendar_list}]\n"
        f"    static let skeletons = [{skeleton_list}]\n"
        "    /// Every distinct pattern, numbered by first use.\n"
        f"    static let patterns = [\n{pattern_lines},\n    ]\n"
        "    /// One line a locale (root first, then ICU's available locales): its ID, a space, and\n"
        "    /// for each column the number of its pattern in two hexadecimal digits.\n"
        f'    static let table = """\n{table}\n"""\n'
        "    /// Locales whose titles are alike, by calendar: one line a locale, in ``table``'s\n"
        "    /// order: its ID, a space, and for each calendar the row (three hexadecimal digits) of\n"
        "    /// the first locale whose title pattern, title symbols, digits and month names are the\n"
        f"    /// same ({group_count} groups for {len(order) * len(names)} locales and calendars).\n"
        f'    static let nameGroups = """\n{groups}\n"""\n'
        "    /// Locales and calendars whose standalone weekday names are alike: one line a locale,\n"
        "    /// in ``table``'s order: its ID, a space, and for each calendar the locale and calendar\n"
        "    /// (five hexadecimal digits: row * 32 + calendar column) to read them from, the first\n"
        "    /// of a names group where one has them\n"
        f"    /// ({weekday_count} groups; with ``nameGroups``, {opened} formatters for every locale\n"
        "    /// and calendar).\n"
        f'    static let weekdayGroups = """\n{weekday_groups}\n"""\n'
        "  }\n"
        "#endif\n")
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    subprocess.run(["swift", "format", "--in-place", OUT], check=True)
    print(f"wrote {os.path.relpath(OUT, ROOT)}: {len(rows)} locales, {len(names)} calendars, "
          f"{len(patterns)} patterns, {group_count} name groups, {weekday_count} weekday groups, "
          f"{opened} formatters in all", file=sys.stderr)


if __name__ == "__main__":
    main()
