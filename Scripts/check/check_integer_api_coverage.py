#!/usr/bin/env python3
"""Fails when a public API that takes an integer or a Day is missing from the extreme sweep.

Reads the public symbols of the library modules from their symbol graphs (extracted with
`swift-symbolgraph-extract` from an existing build: run `swift build` first) and lists every
public initialiser, method, function, operator and subscript with a parameter whose type
mentions Int, Int8...Int64, UInt, UInt8...UInt64 or CalendarGridCore's Day (so `Range<Int>`,
`ClosedRange<Day>` and `[Day]` count too). Each must be named in the `table` of
Tests/CalendarGridAPITests/IntegerExtremeSweepTests.swift (its entries in the
IntegerExtremeSweep*.swift files) by its symbol-graph name: its path
components joined by dots, `Type.method(label:)`. Default implementations the standard library
synthesises (`Comparable`'s `>`) are not the package's and are left out.

Usage: python3 Scripts/check/check_integer_api_coverage.py [--build-path .build/debug]
Exit status 0 when every such API is in the table, 1 when some are missing (listed), 2 when
the symbol graphs cannot be made.
"""

import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

MODULES = [
    "CalendarGridCore",
    "CalendarGridSources",
    "CalendarGridDayPlugins",
    "CalendarGridHolidays",
    "CalendarGridState",
    "CalendarGridRendering",
    "CalendarGridHolidays",
]
# Swift's mangled names of the integer types, and of CalendarGridCore.Day.
INTEGER_TYPES = {
    "s:Si", "s:s4Int8V", "s:s5Int16V", "s:s5Int32V", "s:s5Int64V",
    "s:Su", "s:s5UInt8V", "s:s6UInt16V", "s:s6UInt32V", "s:s6UInt64V",
    "s:16CalendarGridCore3DayV",
}
KINDS = {
    "swift.func", "swift.method", "swift.init", "swift.subscript", "swift.type.method",
    "swift.type.subscript", "swift.func.op",
}
TABLE = "Tests/CalendarGridAPITests/IntegerExtremeSweep*.swift"


def target_triple():
    info = subprocess.run(
        ["swift", "-print-target-info"], check=True, capture_output=True, text=True
    ).stdout
    return json.loads(info)["target"]["triple"]


def extract(build_path, output):
    modules = os.path.join(build_path, "Modules")
    if not os.path.isdir(modules):
        modules = build_path
    triple = target_triple()
    for module in MODULES:
        result = subprocess.run(
            [
                "swift-symbolgraph-extract", "-module-name", module, "-target", triple,
                "-I", modules, "-I", build_path, "-I", "Sources/CICUShim/include",
                "-output-dir", output, "-minimum-access-level", "public",
            ],
            capture_output=True, text=True,
        )
        if not glob.glob(os.path.join(output, module + ".symbols.json")):
            sys.stderr.write(result.stderr)
            sys.exit(f"error: no symbol graph for {module}: build first (swift build)")


def integer_apis(graphs):
    names = {}
    for path in sorted(glob.glob(os.path.join(graphs, "*.symbols.json"))):
        with open(path) as file:
            graph = json.load(file)
        for symbol in graph["symbols"]:
            if symbol["kind"]["identifier"] not in KINDS:
                continue
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            parameters = symbol.get("functionSignature", {}).get("parameters", [])
            if any(
                fragment.get("preciseIdentifier") in INTEGER_TYPES
                for parameter in parameters
                for fragment in parameter.get("declarationFragments", [])
            ):
                names[".".join(symbol["pathComponents"])] = os.path.basename(path)
    return names


def table_names():
    names = set()
    for path in sorted(glob.glob(TABLE)):
        with open(path) as file:
            names |= set(re.findall(r'Entry\(\s*"([^"]+)"', file.read()))
    return names


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build-path", default=".build/debug")
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as graphs:
        extract(arguments.build_path, graphs)
        apis = integer_apis(graphs)
    covered = table_names()
    missing = sorted(set(apis) - covered)
    unknown = sorted(covered - set(apis))
    for name in missing:
        print(f"missing from {TABLE}: {name} ({apis[name]})")
    for name in unknown:
        print(f"note: the table names {name}, which takes no integer or day (or is gone)")
    print(f"{len(apis)} public APIs take integers or days; {len(apis) - len(missing)} are in the table")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
