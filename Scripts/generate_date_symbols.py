#!/usr/bin/env python3
"""Generate Sources/CalendarGridSources/ICU/ICUDateSymbols.swift.

The date symbols that names show (month names as inside a date and alone, abbreviated and wide
era names, the standalone weekday names in four widths, and the abbreviated names of the years
of the 60-year cycle that Chinese and Dangi titles show) of root and every locale ICU lists
as available, for each of CalendarGrid's calendars, as ICU's date formatter gives them
(`udat_getSymbols`). Opening an ICU date formatter to read them costs about 250 µs, most of it
ICU loading every symbol of the locale and calendar; the symbols depend only on the locale, the
calendar and ICU's data, so the ICU source reads them from this table when the running ICU is
the one the table was made from, and opens a formatter otherwise.

Source: the system ICU (Debian 12's libicu-dev 72.1, the ICU the ICU trait links), read by
Scripts/icu_date_symbols.c, which this script compiles with `cc` and `pkg-config icu-i18n
icu-uc`. The ICU and CLDR versions and the libicu-dev package version are written into the
output; a new ICU means regenerating this file.

The table stores each distinct list of symbols once, each distinct set of lists (one per kind)
once, and for each locale and calendar its set's number.

Regenerate (from the repository root; no network, under a minute):
    python3 Scripts/generate_date_symbols.py

The output is `swift format`ted. Deterministic: no timestamps, ICU's locale order, fixed calendar
and kind order.
"""
import os
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # keep Scripts/ free of __pycache__
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from icu_reader import compile_reader, libicu_dev_version  # noqa: E402
from generate_title_patterns import calendars  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources", "CalendarGridSources", "ICU", "ICUDateSymbols.swift")
# `ICUDateFormatter.SymbolKind` raw values, in the order of a set's columns: months,
# standaloneMonths, eras, eraNames, standaloneWeekdays, standaloneShortWeekdays,
# standaloneShorterWeekdays, standaloneNarrowWeekdays, cyclicYears (abbreviated).
KINDS = [1, 10, 0, 7, 13, 14, 21, 15, 23]
SEPARATOR = "\x1f"


def read(binary, names):
    output = subprocess.run([binary] + names, check=False, capture_output=True)
    text = output.stdout.decode("utf-8")
    version = None
    symbols = {}  # (locale, calendar) -> {kind: [symbol]}
    order = []
    for line in text.split("\n"):
        if not line:
            continue
        if line.startswith("V "):
            version = line.split(" ")[1:3]
        elif line.startswith("E "):
            sys.exit(f"generate_date_symbols: ICU failed: {line}")
        elif line.startswith("S "):
            head, _, values = line.partition("\t")
            _, locale, calendar, kind = head.split(" ")
            key = (locale, calendar)
            if key not in symbols:
                symbols[key] = {}
                order.append(key)
            symbols[key][int(kind)] = values.split(SEPARATOR) if values else []
    if output.returncode != 0 or version is None:
        sys.exit(f"generate_date_symbols: reader failed ({output.returncode}): "
                 + output.stderr.decode("utf-8", "replace")[-500:])
    return version, symbols, order


def swift_line(symbols):
    """A list as one line of a multi-line string literal: symbols joined by U+001F."""
    for symbol in symbols:
        assert "\n" not in symbol and "\r" not in symbol and SEPARATOR not in symbol, symbol
    text = "\\u{1F}".join(
        symbol.replace("\\", "\\\\").replace('"', '\\"') for symbol in symbols)
    # Spaces and tabs at the end of a line would be a formatter's to trim: write them escaped.
    stripped = text.rstrip(" \t")
    tail = text[len(stripped):]
    return stripped + "".join("\\u{%X}" % ord(c) for c in tail)


def main():
    names = calendars()
    with tempfile.TemporaryDirectory() as folder:
        binary = compile_reader(folder, "icu_date_symbols")
        (icu, cldr), symbols, order = read(binary, names)
    lists = {}  # tuple of symbols -> number
    sets = {}  # tuple of list numbers -> number
    rows = {}  # locale -> [set number per calendar]
    locales = []
    for locale, calendar in order:
        kinds = symbols[(locale, calendar)]
        numbers = []
        for kind in KINDS:
            values = tuple(kinds[kind])
            assert values != ("",), (locale, calendar, kind)
            numbers.append(lists.setdefault(values, len(lists)))
        set_number = sets.setdefault(tuple(numbers), len(sets))
        if locale not in rows:
            rows[locale] = []
            locales.append(locale)
        rows[locale].append(set_number)
    assert len(lists) < 16 ** 3 and len(sets) < 16 ** 4, (len(lists), len(sets))
    assert all(len(row) == len(names) for row in rows.values())

    out = []
    out.append("// Generated by Scripts/generate_date_symbols.py — do not edit.")
    out.append(f"// Source: ICU {icu} with CLDR {cldr} (Debian libicu-dev {libicu_dev_version()}):")
    out.append("//         udat_getSymbols for each locale, calendar and kind, read through")
    out.append("//         Scripts/icu_date_symbols.c.")
    out.append("// Regenerate: python3 Scripts/generate_date_symbols.py")
    out.append("")
    out.append("#if ICU")
    out.append("  /// The date symbols names show, by locale and calendar, as ICU's date formatter gives them")
    out.append("  /// (see ``ICUDateSymbols/symbols(_:locale:)``).")
    out.append("  enum ICUDateSymbols {")
    out.append("    /// The ICU version the symbols were read from.")
    out.append(f'    static let icuVersion = "{icu}"')
    out.append("    /// The CLDR version of that ICU's data.")
    out.append(f'    static let cldrVersion = "{cldr}"')
    out.append("    /// The kinds of a set's lists, in order (``ICUDateFormatter/SymbolKind`` raw values).")
    out.append(f"    static let kinds: [Int32] = {KINDS}")
    out.append("    /// Every distinct list of symbols, one a line, numbered from 0, its symbols separated by")
    out.append("    /// U+001F (an empty line: no symbols).")
    out.append('    static let lists = """')
    ordered = [values for values, _ in sorted(lists.items(), key=lambda item: item[1])]
    for values in ordered:
        out.append("      " + swift_line(values) if values else "")
    out.append('      """')
    # Where each line of `lists` starts in its UTF-8, and one past the end, so that a list is
    # found without scanning the lines.
    starts, offset = [], 0
    for values in ordered:
        starts.append(offset)
        offset += len(SEPARATOR.join(values).encode("utf-8")) + 1
    starts.append(offset)
    assert offset < 16 ** 5, offset
    out.append("    /// Where each line of ``lists`` starts in its UTF-8, and one past its end: 5 hexadecimal")
    out.append("    /// digits each.")
    out.append('    static let listStarts = "' + "".join("%05x" % n for n in starts) + '"')
    out.append("    /// Every distinct set of lists, one a line numbered from 0: each kind's list number, 3")
    out.append("    /// hexadecimal digits each.")
    out.append('    static let sets = """')
    for numbers, number in sorted(sets.items(), key=lambda item: item[1]):
        out.append("      " + "".join("%03x" % n for n in numbers))
    out.append('      """')
    out.append("    /// Each locale's set number for each calendar, in ``ICUTitlePatterns/calendars`` order,")
    out.append("    /// 4 hexadecimal digits each.")
    out.append('    static let table = """')
    for locale in locales:
        out.append(f"      {locale} " + "".join("%04x" % n for n in rows[locale]))
    out.append('      """')
    out.append("  }")
    out.append("#endif")
    with open(OUT, "w", encoding="utf-8") as handle:
        handle.write("\n".join(out) + "\n")
    subprocess.run(["swift", "format", "-i", OUT], check=True)
    print(f"wrote {os.path.relpath(OUT, ROOT)}: {len(locales)} locales, {len(names)} calendars, "
          f"{len(lists)} lists, {len(sets)} sets")


if __name__ == "__main__":
    main()
