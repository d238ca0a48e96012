#!/usr/bin/env python3
"""Apple availability check for the targets Apple users build, run on Linux.

Linux ignores Apple availability, so an API newer than Package.swift's platforms (iOS 16 /
macOS 13) compiles here and fails only in Xcode. This check finds every declaration the checked
modules reference and compares its Apple availability with the declared platforms, the way the
compiler does on Apple platforms:

* References: the index store SwiftPM writes during a debug build on Linux
  (`.build/<triple>/debug/index/store`), read through the toolchain's libIndexStore. The index
  records every reference the type checker resolved (explicit and implicit: members reached
  through inferred types, operators, literal initializers), with its file, line and column.
* Availability of the standard library, `_Concurrency`, `Synchronization`, `FoundationEssentials`
  and `FoundationInternationalization`: the toolchain's own symbol graphs
  (`swift-symbolgraph-extract -target x86_64-unknown-linux-gnu`), which carry the macOS/iOS
  versions of each declaration (`InlineArray`: macOS 26 / iOS 26). A member takes the later of
  its own and its parents' versions.
* Foundation: swift-foundation's own versions are not always Apple's. Its `@available(
  FoundationPreview 0.x, *)` expands, in this toolchain's build, to versions such as macOS 15 /
  iOS 18 for `Calendar.Identifier.dangi`, which Apple's SDKs ship in macOS 26 / iOS 26; the
  corelibs `Foundation` module (DateFormatter, NSLock, ...) and Dispatch carry no Apple versions
  at all. So a Foundation or Dispatch declaration the package uses passes on its symbol-graph
  version only when that version is at or below the platforms' floor (swift-foundation writes
  explicit `@available(macOS 10.10, iOS 8, ...)`-style versions for the old API); every other one
  is recorded below (`RECORDED`) with its Apple version and where that comes from, and a new one
  fails the check until it is recorded.
* Guards: `if #available(...)`, `guard #available(...)` and `@available(...)` found by a lexical
  scan of the sources (comments and strings skipped), scoped by braces as the compiler scopes
  them. Code under `#else` of `#if canImport(Darwin)` (and `#if os(Linux)`) is not compiled for
  Apple platforms and is exempt; code under `#if canImport(Darwin)` is not compiled on Linux, so
  the index cannot see it: each such branch is listed in `DARWIN_ONLY` with the APIs it uses,
  which must be recorded (an unlisted branch fails the check).

Checked modules: the library modules (`CalendarGrid`, `CalendarGridCore`,
`CalendarGridSources`, `CalendarGridDayPlugins`, `CalendarGridHolidays`, `CalendarGridState`,
`CalendarGridRendering`)
and the `calgrid` tool (`CalgridCommand` and `calgrid`). Exempt, because Apple users never build them: the tests, `calgrid-bench`,
`calgrid-fuzz` and `calgrid-memory` (Linux tools), and the `CICUShim` C target (ICU trait only,
which Apple builds leave off). Both trait configurations are read when their builds exist
(`.build` with ICU, `.build-foundation` without), so both sides of `#if ICU` are checked.

Rules and limits: a reference to a protocol requirement newer than the floor that has an older
default implementation counts as the default, which the compiler picks on Apple platforms
(`FixedWidthInteger.&*`, a requirement since macOS 15). C declarations (CICUShim, the C library
through Glibc; Darwin on Apple platforms) are counted, not checked. Standard-library members of
underscored protocols, which symbol graphs omit, are recorded by hand. References the type
checker does not record are not seen (requirements a conformance satisfies implicitly, code in
`#if` branches no build compiled); the guard scan is lexical (a `@available` on a declaration
without braces covers that declaration's lines); only the declared platforms (iOS, macOS) are
checked; the index must be as new as the sources (the check runs right after the builds).

Usage (from the repository root, after `swift build`):
    Scripts/check/check_availability.py [--list] [--store PATH ...] [--cache DIR]
Exit status: 0 when every reference is available or guarded, 1 otherwise, 2 on a setup error.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

LIBRARY_MODULES = (
    "CalendarGrid",
    "CalendarGridCore",
    "CalendarGridSources",
    "CalendarGridDayPlugins",
    "CalendarGridHolidays",
    "CalendarGridState",
    "CalendarGridRendering",
)
CHECKED_MODULES = {*LIBRARY_MODULES, "CalgridCommand", "calgrid"}
EXEMPT_MODULES = "tests, calgrid-bench, calgrid-fuzz, calgrid-memory, CICUShim (ICU trait only)"
PLATFORMS = ("macOS", "iOS")
GRAPH_MODULES = (
    "Swift",
    "_Concurrency",
    "Synchronization",
    "FoundationEssentials",
    "FoundationInternationalization",
)
FOUNDATION_PLACEHOLDER = {"macOS": (15, 0), "iOS": (18, 0)}
# A reference to one of these modules must be recorded in RECORDED (or be at or below the floor
# in swift-foundation's symbol graph).
RECORDED_MODULE_MARKERS = (
    "10Foundation",
    "20FoundationEssentials",
    "30FoundationInternationalization",
    "8Dispatch",
)

# Apple availability of each Foundation and Dispatch declaration the checked modules use, by its
# demangled name (`swift demangle --simplified`, accessor suffixes removed). Versions are the
# introduced versions in Apple's SDKs (macOS, iOS) as the SDK's Foundation.swiftinterface /
# Foundation headers declare them (Xcode 26 SDK); Objective-C classes present from the first
# releases are recorded as macOS 10.0 / iOS 2.0. The third field says where the version comes from.
SDK = "Apple SDK (Xcode 26) Foundation headers/swiftinterface"
SWIFT_FOUNDATION = "swift-foundation 6.3 declaration"
OBJC = "Objective-C API since macOS 10.0 / iOS 2.0 (" + SDK + ")"
RECORDED: dict[str, tuple[tuple[int, int], tuple[int, int], str]] = {}


def record(names: str, macos: tuple[int, int], ios: tuple[int, int], source: str) -> None:
    for name in names.split():
        RECORDED[name] = (macos, ios, source)


# Calendar.Identifier.dangi: swift-foundation declares it `@available(FoundationPreview 0.4, *)`;
# Apple ships it with the other new identifiers (vietnamese, bangla, ...) in the 26 SDKs.
# Calendar.Component.isLeapMonth: `@available(FoundationPreview 0.1, *)` in swift-foundation,
# macOS 14 / iOS 17 in this toolchain's symbol graph (NSCalendar.Unit.isLeapMonth: macOS 26 /
# iOS 26 in Apple's documentation). Either way newer than the floor; `.month` fills
# `DateComponents.isLeapMonth` on every version (NSCalendar's "l" field with the month unit).
record(
    "Calendar.Component.isLeapMonth", (14, 0), (17, 0),
    SWIFT_FOUNDATION + " (FoundationPreview 0.1 as this toolchain maps it)",
)
record("Calendar.Identifier.dangi", (26, 0), (26, 0), SDK + "; swift-foundation: FoundationPreview 0.4")
record(
    "DateFormatter DateFormatter.init DateFormatter.dateFormat DateFormatter.locale "
    "DateFormatter.calendar DateFormatter.timeZone DateFormatter.dateStyle DateFormatter.timeStyle "
    "DateFormatter.string DateFormatter.date DateFormatter.setLocalizedDateFormatFromTemplate "
    "DateFormatter.dateFormat(fromTemplate:options:locale:) "
    "DateFormatter.eraSymbols DateFormatter.longEraSymbols DateFormatter.monthSymbols "
    "DateFormatter.shortMonthSymbols DateFormatter.veryShortMonthSymbols "
    "DateFormatter.standaloneMonthSymbols DateFormatter.shortStandaloneMonthSymbols "
    "DateFormatter.veryShortStandaloneMonthSymbols DateFormatter.weekdaySymbols "
    "DateFormatter.shortWeekdaySymbols DateFormatter.veryShortWeekdaySymbols "
    "DateFormatter.standaloneWeekdaySymbols DateFormatter.shortStandaloneWeekdaySymbols "
    "DateFormatter.veryShortStandaloneWeekdaySymbols DateFormatter.Style DateFormatter.Style.full "
    "DateFormatter.Style.none DateFormatter.Style.long DateFormatter.Style.medium "
    "DateFormatter.Style.short DateFormatter.string(from:) DateFormatter.date(from:) "
    "DateFormatter.dateFormat(fromTemplate:options:locale:) "
    "DateFormatter.leapMonthSymbol DateFormatter.formattingContext Formatter.Context "
    "Formatter.Context.standalone Formatter.Context.beginningOfSentence "
    "Formatter.Context.middleOfSentence Formatter.Context.listItem",
    (10, 0), (2, 0), OBJC,
)
record(
    "NumberFormatter NumberFormatter.init NumberFormatter.locale NumberFormatter.string "
    "NumberFormatter.numberStyle NumberFormatter.usesGroupingSeparator NumberFormatter.Style "
    "NumberFormatter.Style.none NumberFormatter.Style.decimal NumberFormatter.string(from:) "
    "NSNumber NSNumber.init(value:) "
    "ProcessInfo ProcessInfo.processInfo ProcessInfo.environment ProcessInfo.arguments "
    "FileHandle FileHandle.standardError FileHandle.standardOutput FileHandle.standardInput "
    "FileHandle.write(contentsOf:) FileHandle.readDataToEndOfFile FileHandle.init(fileDescriptor:) "
    "FileHandle.init(fileDescriptor:closeOnDealloc:) FileHandle.fileDescriptor "
    "FileManager FileManager.default FileManager.fileExists(atPath:) "
    "FileManager.contentsOfDirectory(atPath:) FileManager.currentDirectoryPath "
    "Bundle Bundle.module Bundle.main Bundle.url(forResource:withExtension:) "
    "NSLock NSLock.init NSLock.lock NSLock.unlock NSLocking NSLocking.lock NSLocking.unlock "
    "NSLocking.withLock NSString NSRegularExpression NSRange "
    "CharacterSet CharacterSet.whitespaces CharacterSet.whitespacesAndNewlines "
    "CharacterSet.decimalDigits CharacterSet.letters CharacterSet.alphanumerics "
    "CharacterSet.contains(_:) CharacterSet.init(charactersIn:)",
    (10, 0), (2, 0), OBJC,
)
# Thread: the dump's signal watcher runs on a thread of its own (Objective-C NSThread since the
# first releases; the block initializer since macOS 10.12 / iOS 10.0).
record("Thread Thread.start Thread.start()", (10, 0), (2, 0), OBJC)
record(
    "Thread.init(block:)", (10, 12), (10, 0),
    "Objective-C -[NSThread initWithBlock:] since macOS 10.12 / iOS 10.0 (" + SDK + ")",
)
record(
    "ISO8601DateFormatter ISO8601DateFormatter.init ISO8601DateFormatter.string(from:) "
    "ISO8601DateFormatter.date(from:) ISO8601DateFormatter.formatOptions",
    (10, 12), (10, 0), "Objective-C API since macOS 10.12 / iOS 10.0 (" + SDK + ")",
)
record(
    "RelativeDateTimeFormatter RelativeDateTimeFormatter.init RelativeDateTimeFormatter.locale "
    "RelativeDateTimeFormatter.dateTimeStyle RelativeDateTimeFormatter.formattingContext "
    "RelativeDateTimeFormatter.localizedString(from:) RelativeDateTimeFormatter.DateTimeStyle.named",
    (10, 15), (13, 0), "Objective-C API since macOS 10.15 / iOS 13.0 (" + SDK + ")",
)
record(
    "DateFormatter.Style.full DateFormatter.Style.none DateFormatter.init "
    "FileHandle.write FileManager.fileExists(atPath:isDirectory:) NSError NSError.code "
    "NSError.domain NSError.localizedDescription NSError.userInfo NSPOSIXErrorDomain "
    "NSUnderlyingErrorKey NumberFormatter.init ObjCBool ObjCBool.boolValue "
    "ObjCBool.init(booleanLiteral:)",
    (10, 0), (2, 0), OBJC,
)
# Dispatch: the libdispatch Swift overlay of the Swift 3 SDKs (macOS 10.10 / iOS 8).
record(
    "DispatchQueue DispatchQueue.concurrentPerform(iterations:execute:) DispatchQueue.global(qos:) "
    "DispatchSource DispatchSource.makeSignalSource(signal:queue:) DispatchSourceProtocol.cancel "
    "DispatchSourceProtocol.resume DispatchSourceProtocol.setEventHandler(qos:flags:handler:) "
    "DispatchSourceSignal DispatchSemaphore DispatchSemaphore.init(value:) DispatchSemaphore.signal() "
    "DispatchSemaphore.wait()",
    (10, 10), (8, 0), "Apple SDK (Xcode 26) Dispatch overlay, Swift 3 API",
)
# Standard library declarations on underscored protocols, which symbol graphs omit: present since
# Swift 4, in every Apple OS with the Swift runtime (macOS 10.14.4 / iOS 12.2).
record(
    "_ArrayProtocol.filter(_:) _OptionalNilComparisonType.init(nilLiteral:) _Pointer.init(_:)",
    (10, 14), (12, 2), "Swift standard library (underscored protocol; stdlib source, Swift 4)",
)
# Value types of the Swift overlay (now swift-foundation): Swift 3 overlay, macOS 10.10 / iOS 8
# in the SDK; their members the package uses are as old unless listed separately.
record(
    "Data Data.init Data.count Data.append(_:) Data.init(_:) Data.withUnsafeBytes(_:) "
    "Data.subscript(_:) Data.startIndex Data.endIndex Data.isEmpty "
    "String.init(data:encoding:) String.data(using:allowLossyConversion:) "
    "String.Encoding String.Encoding.utf8 String.trimmingCharacters(in:) "
    "String.components(separatedBy:) String.range(of:) String.range(of:options:range:locale:) "
    "String.replacingOccurrences(of:with:) "
    "String.replacingOccurrences(of:with:options:range:) String.CompareOptions "
    "String.init(format:_:) String.init(format:) String.init(format:arguments:) "
    "StringProtocol.trimmingCharacters(in:) StringProtocol.components(separatedBy:) "
    "StringProtocol.range(of:options:range:locale:) StringProtocol.lowercased(with:) "
    "StringProtocol.uppercased(with:) StringProtocol.capitalized(with:) "
    "StringProtocol.replacingOccurrences(of:with:options:range:) "
    "StringProtocol.padding(toLength:withPad:startingAt:) StringProtocol.contains(_:) "
    "StringProtocol.hasPrefix(_:) StringProtocol.hasSuffix(_:) "
    "StringProtocol.data(using:allowLossyConversion:) StringProtocol.capitalized "
    "StringProtocol.contains StringProtocol.range(of:options:range:locale:) "
    "StringProtocol.localizedUppercase StringProtocol.localizedLowercase "
    "StringProtocol.uppercased(with:) StringProtocol.folding(options:locale:) "
    "NSString.CompareOptions NSString.CompareOptions.caseInsensitive "
    "NSString.CompareOptions.diacriticInsensitive NSString.CompareOptions.literal "
    "NSString.CompareOptions.regularExpression NSString.CompareOptions.anchored "
    "NSNotFound NSRange.location NSRange.length NSRange.init(_:in:)",
    (10, 10), (8, 0), SDK + " (Swift overlay)",
)


# Branches compiled only for Apple platforms (`#if canImport(Darwin)`), which the index on Linux
# cannot see: the file, the branch's first code line, and the Foundation APIs it uses (recorded
# above). The check fails on an Apple-only branch that is not listed here.
DARWIN_ONLY = {
    # POSIX write through the C library's Darwin module: C declarations, not checked.
    ("Sources/CalgridCommand/DescriptorOutput.swift", "import Darwin"): [],
    ("Sources/CalgridCommand/DescriptorOutput.swift", "Darwin.write(descriptor, buffer, count)"): [],
    # The pthread mutex of Core's lock through the Darwin module: C declarations, not checked.
    ("Sources/CalendarGridCore/DataSource/Lock.swift", "import Darwin"): [],
    # The C library's sin, cos and friends for the Sun's position: C declarations, not checked.
    ("Sources/CalendarGridCore/Astronomy/SolarPosition.swift", "import Darwin"): [],
    ("Sources/CalendarGridSources/Foundation/FoundationDataProvider.swift",
     "let formatter = RelativeDateTimeFormatter()"): [
        "RelativeDateTimeFormatter",
        "RelativeDateTimeFormatter.locale",
        "RelativeDateTimeFormatter.dateTimeStyle",
        "RelativeDateTimeFormatter.formattingContext",
        "RelativeDateTimeFormatter.localizedString(from:)",
    ],
}


def version(text: str) -> tuple[int, int]:
    parts = [int(p) for p in text.split(".")] + [0]
    return (parts[0], parts[1])


def show(v: tuple[int, int] | None) -> str:
    if v is None:
        return "-"
    return f"{v[0]}.{v[1]}" if v[1] else f"{v[0]}"


# --- Package.swift -----------------------------------------------------------------------------


def declared_platforms(root: Path) -> dict[str, tuple[int, int]]:
    """The floor from Package.swift's `platforms:` (`.iOS(.v16)`, `.macOS(.v13)`, `"13.0"`)."""
    text = (root / "Package.swift").read_text()
    match = re.search(r"platforms:\s*\[(.*?)\]", text, re.S)
    if not match:
        raise SystemExit("check_availability: error: Package.swift declares no platforms")
    floor = {}
    for name, value in re.findall(r"\.(macOS|iOS)\(\s*([^)]*)\)", match.group(1)):
        v = re.search(r'v(\d+)(?:_(\d+))?|"(\d+(?:\.\d+)?)', value)
        if not v:
            raise SystemExit(f"check_availability: error: cannot read .{name}({value})")
        floor[name] = version(v.group(3)) if v.group(3) else (int(v.group(1)), int(v.group(2) or 0))
    for platform in PLATFORMS:
        if platform not in floor:
            raise SystemExit(f"check_availability: error: Package.swift has no .{platform} platform")
    return floor


# --- Index store (libIndexStore through ctypes) ------------------------------------------------


class StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]


def text(ref: StringRef) -> str:
    return ctypes.string_at(ref.data, ref.length).decode() if ref.length else ""


ROLE_REFERENCE = 1 << 2
DEPENDENCY_RECORD = 2


@dataclass(frozen=True)
class Reference:
    usr: str
    name: str
    path: str
    line: int
    column: int


def index_library(toolchain_lib: Path) -> ctypes.CDLL:
    lib = ctypes.CDLL(str(toolchain_lib / "libIndexStore.so"))
    vp = ctypes.c_void_p
    lib.indexstore_store_create.restype = vp
    lib.indexstore_store_create.argtypes = [ctypes.c_char_p, ctypes.POINTER(vp)]
    lib.indexstore_error_get_description.restype = ctypes.c_char_p
    lib.indexstore_error_get_description.argtypes = [vp]
    lib.indexstore_unit_reader_create.restype = vp
    lib.indexstore_unit_reader_create.argtypes = [vp, ctypes.c_char_p, ctypes.POINTER(vp)]
    lib.indexstore_unit_reader_dispose.argtypes = [vp]
    lib.indexstore_record_reader_create.restype = vp
    lib.indexstore_record_reader_create.argtypes = [vp, ctypes.c_char_p, ctypes.POINTER(vp)]
    lib.indexstore_record_reader_dispose.argtypes = [vp]
    for name in (
        "indexstore_unit_reader_get_module_name",
        "indexstore_unit_reader_get_main_file",
        "indexstore_unit_dependency_get_name",
        "indexstore_unit_dependency_get_filepath",
        "indexstore_symbol_get_usr",
        "indexstore_symbol_get_name",
    ):
        getattr(lib, name).restype = StringRef
        getattr(lib, name).argtypes = [vp]
    lib.indexstore_unit_dependency_get_kind.restype = ctypes.c_int
    lib.indexstore_unit_dependency_get_kind.argtypes = [vp]
    lib.indexstore_occurrence_get_symbol.restype = vp
    lib.indexstore_occurrence_get_symbol.argtypes = [vp]
    lib.indexstore_occurrence_get_roles.restype = ctypes.c_uint64
    lib.indexstore_occurrence_get_roles.argtypes = [vp]
    lib.indexstore_occurrence_get_line_col.argtypes = [
        vp,
        ctypes.POINTER(ctypes.c_uint),
        ctypes.POINTER(ctypes.c_uint),
    ]
    return lib


UNIT_CALLBACK = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, StringRef)
POINTER_CALLBACK = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, ctypes.c_void_p)


def read_references(lib: ctypes.CDLL, store_path: Path, root: Path) -> set[Reference]:
    """Every reference the checked modules' current source files make."""
    error = ctypes.c_void_p()
    store = lib.indexstore_store_create(str(store_path).encode(), ctypes.byref(error))
    if not store:
        message = lib.indexstore_error_get_description(error).decode()
        raise SystemExit(f"check_availability: error: index store {store_path}: {message}")
    lib.indexstore_store_units_apply_f.argtypes = [
        ctypes.c_void_p,
        ctypes.c_uint,
        ctypes.c_void_p,
        UNIT_CALLBACK,
    ]
    lib.indexstore_unit_reader_dependencies_apply_f.argtypes = [
        ctypes.c_void_p,
        ctypes.c_void_p,
        POINTER_CALLBACK,
    ]
    lib.indexstore_record_reader_occurrences_apply_f.argtypes = [
        ctypes.c_void_p,
        ctypes.c_void_p,
        POINTER_CALLBACK,
    ]
    units: list[str] = []

    @UNIT_CALLBACK
    def on_unit(_context, name):
        units.append(text(name))
        return True

    lib.indexstore_store_units_apply_f(store, 0, None, on_unit)
    sources = (root / "Sources").resolve()
    references: set[Reference] = set()
    for unit in units:
        reader = lib.indexstore_unit_reader_create(store, unit.encode(), ctypes.byref(error))
        if not reader:
            continue
        module = text(lib.indexstore_unit_reader_get_module_name(reader))
        main_file = Path(text(lib.indexstore_unit_reader_get_main_file(reader)))
        # Units of deleted files and of other checkouts stay in the store: only this package's
        # existing sources count.
        if module not in CHECKED_MODULES or not main_file.is_file():
            lib.indexstore_unit_reader_dispose(reader)
            continue
        if sources not in main_file.resolve().parents:
            lib.indexstore_unit_reader_dispose(reader)
            continue
        records: list[tuple[str, str]] = []

        @POINTER_CALLBACK
        def on_dependency(_context, dependency):
            if lib.indexstore_unit_dependency_get_kind(dependency) == DEPENDENCY_RECORD:
                records.append(
                    (
                        text(lib.indexstore_unit_dependency_get_name(dependency)),
                        text(lib.indexstore_unit_dependency_get_filepath(dependency)),
                    )
                )
            return True

        lib.indexstore_unit_reader_dependencies_apply_f(reader, None, on_dependency)
        lib.indexstore_unit_reader_dispose(reader)
        for record_name, path in records:
            if not Path(path).is_file() or sources not in Path(path).resolve().parents:
                continue
            record_reader = lib.indexstore_record_reader_create(
                store, record_name.encode(), ctypes.byref(error)
            )
            if not record_reader:
                continue

            @POINTER_CALLBACK
            def on_occurrence(_context, occurrence):
                if lib.indexstore_occurrence_get_roles(occurrence) & ROLE_REFERENCE:
                    symbol = lib.indexstore_occurrence_get_symbol(occurrence)
                    line, column = ctypes.c_uint(), ctypes.c_uint()
                    lib.indexstore_occurrence_get_line_col(
                        occurrence, ctypes.byref(line), ctypes.byref(column)
                    )
                    references.add(
                        Reference(
                            text(lib.indexstore_symbol_get_usr(symbol)),
                            text(lib.indexstore_symbol_get_name(symbol)),
                            path,
                            line.value,
                            column.value,
                        )
                    )
                return True

            lib.indexstore_record_reader_occurrences_apply_f(record_reader, None, on_occurrence)
            lib.indexstore_record_reader_dispose(record_reader)
    return references


# --- Symbol graphs -----------------------------------------------------------------------------


def extract_graphs(cache: Path, toolchain: str) -> Path:
    """The toolchain's symbol graphs for GRAPH_MODULES, extracted once per toolchain version."""
    key = re.sub(r"[^A-Za-z0-9.]+", "-", toolchain).strip("-")
    folder = cache / key
    done = folder / "complete"
    if done.is_file():
        return folder

    def extract(module: str) -> None:
        out = folder / module
        out.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [
                "swift-symbolgraph-extract",
                "-module-name",
                module,
                "-target",
                "x86_64-unknown-linux-gnu",
                "-output-dir",
                str(out),
            ],
            check=True,
            stdout=subprocess.DEVNULL,
        )

    with ThreadPoolExecutor(max_workers=2) as pool:
        list(pool.map(extract, GRAPH_MODULES))
    done.write_text(toolchain)
    return folder


@dataclass
class GraphSymbol:
    module: str
    path: str
    availability: dict[str, tuple[int, int]]
    parent: str | None = None
    defaults: list[str] = field(default_factory=list)  # default implementations of a requirement


def load_graphs(folder: Path) -> dict[str, GraphSymbol]:
    symbols: dict[str, GraphSymbol] = {}
    parents: dict[str, str] = {}
    defaults: list[tuple[str, str]] = []
    for module in GRAPH_MODULES:
        for file in sorted((folder / module).glob("*.symbols.json")):
            graph = json.loads(file.read_text())
            for symbol in graph["symbols"]:
                availability = {}
                for item in symbol.get("availability", []):
                    if item.get("domain") in PLATFORMS and "introduced" in item:
                        introduced = item["introduced"]
                        availability[item["domain"]] = (
                            introduced["major"],
                            introduced.get("minor", 0),
                        )
                symbols[symbol["identifier"]["precise"]] = GraphSymbol(
                    module, ".".join(symbol["pathComponents"]), availability
                )
            for relation in graph["relationships"]:
                if relation["kind"] in ("memberOf", "optionalRequirementOf", "requirementOf"):
                    parents.setdefault(relation["source"], relation["target"])
                elif relation["kind"] == "defaultImplementationOf":
                    defaults.append((relation["target"], relation["source"]))
    for usr, parent in parents.items():
        if usr in symbols:
            symbols[usr].parent = parent
    for requirement, implementation in defaults:
        if requirement in symbols and implementation not in symbols[requirement].defaults:
            symbols[requirement].defaults.append(implementation)
    return symbols


ACCESSOR = re.compile(r"(v|i)(g|s|M|r|x|w|W|au|ao|lu)(Z?)$")


def declaration(usr: str, symbols: dict[str, GraphSymbol]) -> str:
    """A property's or subscript's USR for a reference to one of its accessors."""
    if usr in symbols:
        return usr
    property_usr = ACCESSOR.sub(lambda m: m.group(1) + "p" + m.group(3), usr)
    return property_usr if property_usr in symbols else usr


def effective(usr: str, symbols: dict[str, GraphSymbol]) -> dict[str, tuple[int, int]]:
    """The later of a declaration's own versions and its enclosing declarations' (bounded walk)."""
    result: dict[str, tuple[int, int]] = {}
    current: str | None = usr
    for _ in range(32):
        if current is None or current not in symbols:
            break
        for platform, v in symbols[current].availability.items():
            result[platform] = max(result.get(platform, (0, 0)), v)
        current = symbols[current].parent
    return result


def demangle(usrs: list[str]) -> dict[str, str]:
    swift_usrs = [u for u in usrs if u.startswith("s:")]
    run = subprocess.run(
        ["swift-demangle", "--simplified"],
        input="\n".join("$s" + u[2:] for u in swift_usrs),
        capture_output=True,
        text=True,
        check=True,
    )
    names = {}
    for usr, line in zip(swift_usrs, run.stdout.splitlines()):
        name = re.sub(r"\.(getter|setter|modify|_modify|read|unsafeAddressor)$", "", line.strip())
        name = re.sub(r"^static ", "", name)
        names[usr] = name
    return names


# --- Guards in the sources ---------------------------------------------------------------------


@dataclass
class Region:
    start: tuple[int, int]  # (line, column), 1-based, inclusive
    end: tuple[int, int]
    versions: dict[str, tuple[int, int]] = field(default_factory=dict)
    apple_excluded: bool = False  # compiled only on platforms that are not Apple's
    label: str = ""

    def contains(self, line: int, column: int) -> bool:
        return self.start <= (line, column) <= self.end


def code_mask(source: str) -> list[bool]:
    """True for each character that is code (not inside a comment or a string literal)."""
    mask = [True] * len(source)
    i, n = 0, len(source)
    while i < n:
        c = source[i]
        if source.startswith("//", i):
            j = source.find("\n", i)
            j = n if j < 0 else j
            for k in range(i, j):
                mask[k] = False
            i = j
        elif source.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if source.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif source.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            for k in range(i, j):
                mask[k] = False
            i = j
        elif c == '"' or (c == "#" and re.match(r'#+"', source[i:])):
            hashes = len(re.match(r"#*", source[i:]).group(0))
            start = i
            i += hashes
            delimiter = '"""' if source.startswith('"""', i) else '"'
            i += len(delimiter)
            closing = delimiter + "#" * hashes
            while i < n and not source.startswith(closing, i):
                i += 2 if source[i] == "\\" and not hashes else 1
            i = min(n, i + len(closing))
            for k in range(start, i):
                mask[k] = False
        else:
            i += 1
    return mask


def matching(source: str, mask: list[bool], open_index: int, open_char: str, close_char: str) -> int:
    depth = 0
    for k in range(open_index, len(source)):
        if not mask[k]:
            continue
        if source[k] == open_char:
            depth += 1
        elif source[k] == close_char:
            depth -= 1
            if depth == 0:
                return k
    return len(source) - 1


def parse_versions(arguments: str) -> dict[str, tuple[int, int]]:
    versions = {}
    for platform in PLATFORMS:
        short = re.search(rf"\b{platform}\s+(\d+(?:\.\d+)*)", arguments)
        long = re.search(rf"\b{platform}\s*,.*?introduced:\s*(\d+(?:\.\d+)*)", arguments)
        if short:
            versions[platform] = version(short.group(1))
        elif long:
            versions[platform] = version(long.group(1))
    return versions


def platform_side(condition: str) -> str | None:
    """"apple" for a condition only Apple platforms meet, "linux" for one they never meet."""
    condition = condition.replace(" ", "")
    if re.fullmatch(r"canImport\(Darwin\)|os\((macOS|iOS)\)|os\(macOS\)\|\|os\(iOS\)", condition):
        return "apple"
    if re.fullmatch(r"os\(Linux\)|!canImport\(Darwin\)|canImport\(Glibc\)", condition):
        return "linux"
    return None


def guard_regions(path: Path) -> list[Region]:
    source = path.read_text()
    mask = code_mask(source)
    line_starts = [0] + [m.end() for m in re.finditer("\n", source)]

    def position(index: int) -> tuple[int, int]:
        lo, hi = 0, len(line_starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if line_starts[mid] <= index:
                lo = mid
            else:
                hi = mid - 1
        return (lo + 1, index - line_starts[lo] + 1)

    def next_code(index: int, char: str) -> int:
        for k in range(index, len(source)):
            if mask[k] and source[k] == char:
                return k
        return len(source) - 1

    regions: list[Region] = []
    for match in re.finditer(r"(#available|@available)\s*\(", source):
        if not mask[match.start()]:
            continue
        open_paren = match.end() - 1
        close_paren = matching(source, mask, open_paren, "(", ")")
        versions = parse_versions(source[open_paren + 1 : close_paren])
        if not versions:
            continue  # `@available(*, deprecated)` and the like grant nothing
        if match.group(1) == "#available":
            before = source[: match.start()]
            statement = re.search(r"\b(if|guard|while)\b[^{};]*$", before)
            if statement and statement.group(1) == "guard":
                else_brace = next_code(close_paren, "{")
                else_end = matching(source, mask, else_brace, "{", "}")
                # The rest of the enclosing block: up to the brace that closes it.
                depth, end = 0, len(source) - 1
                for k in range(else_end + 1, len(source)):
                    if not mask[k]:
                        continue
                    if source[k] == "{":
                        depth += 1
                    elif source[k] == "}":
                        if depth == 0:
                            end = k
                            break
                        depth -= 1
                regions.append(Region(position(else_end), position(end), versions, label="guard"))
            else:
                body = next_code(close_paren, "{")
                regions.append(
                    Region(
                        position(body),
                        position(matching(source, mask, body, "{", "}")),
                        versions,
                        label="if",
                    )
                )
        else:
            # The declaration the attribute is on: to the brace that closes its body, or to the
            # end of its line when it has none before the next line at bracket depth 0.
            depth, k, end = 0, close_paren + 1, len(source) - 1
            while k < len(source):
                if mask[k]:
                    c = source[k]
                    if c in "([":
                        depth += 1
                    elif c in ")]":
                        depth -= 1
                    elif c == "{" and depth == 0:
                        end = matching(source, mask, k, "{", "}")
                        break
                    elif c == "\n" and depth == 0:
                        rest = source[k + 1 :].lstrip()
                        if not re.match(r"(@|public|internal|private|fileprivate|package|static|"
                                        r"final|nonisolated|mutating|func|var|let|struct|enum|"
                                        r"class|extension|init|subscript|case|where|->|\{)", rest):
                            end = k
                            break
                k += 1
            regions.append(Region(position(match.start()), position(end), versions, label="@available"))

    # `#if` branches by the platforms that compile them: a branch only non-Apple platforms
    # compile is exempt; a branch only Apple platforms compile is invisible to the index.
    stack: list[dict] = []
    for match in re.finditer(r"^[ \t]*#(if|elseif|else|endif)\b(.*)$", source, re.M):
        keyword, condition = match.group(1), match.group(2).strip()
        if keyword != "if" and stack:
            branch = stack[-1]
            if branch["side"]:
                regions.append(
                    Region(
                        position(branch["start"]),
                        position(match.start()),
                        apple_excluded=branch["side"] == "linux",
                        label=branch["side"],
                    )
                )
        if keyword == "if":
            stack.append({"first": condition, "start": match.end(), "side": platform_side(condition)})
        elif keyword == "elseif" and stack:
            stack[-1].update(start=match.end(), side=platform_side(condition))
        elif keyword == "else" and stack:
            opposite = {"apple": "linux", "linux": "apple"}.get(platform_side(stack[-1]["first"]))
            stack[-1].update(start=match.end(), side=opposite)
        elif keyword == "endif" and stack:
            stack.pop()
    return regions


# --- Self-test of the guard scan (runs before every check) ------------------------------------

GUARD_FIXTURE = """import Foundation
func a() {
  if #available(macOS 26, iOS 26, *) {
    let x = 1 // line 4
  } else {
    let y = 2 // line 6
  }
  guard #available(macOS 15, iOS 18, *) else {
    return // line 9
  }
  let z = 3 // line 11
}
let s = "{ not a brace"  // line 13
@available(macOS 14, iOS 17, *)
func b() {
  let w = 1 // line 16
}
func c() {
  #if canImport(Darwin)
    let d = 1 // line 20
  #else
    let l = 2 // line 22
  #endif
}
@available(macOS 14, *)
public var onlyMac: Int { 1 } // line 26
let after = 0 // line 27
"""
# Line -> (macOS, iOS) versions the guards grant there, and the platform side of its #if branch.
GUARD_EXPECTED = {
    4: ((26, 0), (26, 0), None),
    6: ((0, 0), (0, 0), None),
    9: ((0, 0), (0, 0), None),
    11: ((15, 0), (18, 0), None),
    13: ((0, 0), (0, 0), None),
    16: ((14, 0), (17, 0), None),
    20: ((0, 0), (0, 0), "apple"),
    22: ((0, 0), (0, 0), "linux"),
    26: ((14, 0), (0, 0), None),
    27: ((0, 0), (0, 0), None),
}


def self_test() -> None:
    """Fails the check when the guard scan misreads a known file."""
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "Fixture.swift"
        path.write_text(GUARD_FIXTURE)
        regions = guard_regions(path)
    for line, (macos, ios, side) in GUARD_EXPECTED.items():
        here = [r for r in regions if r.contains(line, 5)]
        granted = tuple(max([r.versions.get(p, (0, 0)) for r in here] + [(0, 0)]) for p in PLATFORMS)
        sides = [r.label for r in here if r.label in ("apple", "linux")]
        if granted != (macos, ios) or sides != ([side] if side else []):
            raise SystemExit(
                f"check_availability: error: guard scan self-test, fixture line {line}: "
                f"granted {granted}, branch {sides}; expected {(macos, ios)}, {side}"
            )


# --- The check ---------------------------------------------------------------------------------


@dataclass
class Use:
    name: str
    module: str
    required: dict[str, tuple[int, int]]
    source: str
    references: list[Reference] = field(default_factory=list)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", type=Path, default=Path.cwd())
    parser.add_argument("--store", type=Path, action="append", help="index store (repeatable)")
    parser.add_argument("--cache", type=Path, help="symbol graph cache (default .build/availability)")
    parser.add_argument("--list", action="store_true", help="print every API used with its versions")
    arguments = parser.parse_args()
    self_test()
    root = arguments.root.resolve()
    floor = declared_platforms(root)
    swift_bin = Path(subprocess.run(["which", "swift"], capture_output=True, text=True).stdout.strip())
    toolchain_lib = swift_bin.resolve().parent.parent / "lib"
    toolchain = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()
    toolchain = next((line for line in toolchain if "Swift version" in line), "unknown")

    stores = arguments.store or [
        p
        for p in (
            root / ".build/x86_64-unknown-linux-gnu/debug/index/store",
            root / ".build-foundation/x86_64-unknown-linux-gnu/debug/index/store",
        )
        if p.is_dir()
    ]
    if not stores:
        print("check_availability: error: no index store; run `swift build` first", file=sys.stderr)
        return 2
    lib = index_library(toolchain_lib)
    references: set[Reference] = set()
    for store in stores:
        references |= read_references(lib, store, root)
    if not references:
        print("check_availability: error: the index store has no references of "
              + ", ".join(sorted(CHECKED_MODULES)), file=sys.stderr)
        return 2

    graphs = load_graphs(extract_graphs(arguments.cache or root / ".build/availability", toolchain))
    region_cache: dict[str, list[Region]] = {}

    def regions_of(path: str) -> list[Region]:
        if path not in region_cache:
            region_cache[path] = guard_regions(Path(path))
        return region_cache[path]

    # Code that Apple platforms never compile (`#else` of `#if canImport(Darwin)`) is exempt.
    linux_only = {
        r
        for r in references
        if any(g.apple_excluded and g.contains(r.line, r.column) for g in regions_of(r.path))
    }
    references -= linux_only
    own_markers = tuple(f"{len(m)}{m}E" for m in CHECKED_MODULES)
    own = tuple(f"s:{len(m)}{m}" for m in CHECKED_MODULES)
    foreign = sorted(
        {
            r.usr
            for r in references
            if not r.usr.startswith(own) and not any(m in r.usr for m in own_markers)
        }
    )
    names = demangle(foreign)
    by_usr: dict[str, list[Reference]] = {}
    for r in references:
        by_usr.setdefault(r.usr, []).append(r)
    uses: dict[str, Use] = {}
    unresolved: dict[str, Use] = {}
    c_symbols: dict[str, Use] = {}
    for usr in foreign:
        refs = sorted(by_usr[usr], key=lambda r: (r.path, r.line, r.column))
        if usr.startswith(("c:", "s:So", "s:SC")) or "5Glibc" in usr:
            # C declarations: CICUShim (ICU trait only) and the C library (Glibc here, Darwin on
            # Apple platforms: POSIX calls and constants, none newer than the platforms).
            c_symbols[usr] = Use(refs[0].name, "C", {}, "C declaration", refs)
            continue
        name = re.sub(r"<[^<>]*>", "", names.get(usr, refs[0].name))
        recorded_module = any(marker in usr for marker in RECORDED_MODULE_MARKERS)
        graph_usr = declaration(usr, graphs)
        graph = graphs.get(graph_usr)
        required = effective(graph_usr, graphs) if graph else {}
        source = "toolchain symbol graph"
        if graph and any(required.get(p, (0, 0)) > floor[p] for p in PLATFORMS):
            # A protocol requirement newer than the platforms with an older default
            # implementation: on Apple platforms the compiler disfavours the potentially
            # unavailable requirement and calls the default (`&*` since Swift 6).
            for implementation in graph.defaults:
                fallback = effective(implementation, graphs)
                if all(fallback.get(p, (0, 0)) <= floor[p] for p in PLATFORMS):
                    required = fallback
                    source = "default implementation of a newer requirement (symbol graph)"
                    break
        recorded = RECORDED.get(name) or RECORDED.get(re.sub(r"\([^()]*\)$", "", name))
        at_floor = all(required.get(p, (0, 0)) <= floor[p] for p in PLATFORMS)
        if graph and not recorded_module:
            uses[usr] = Use(name, graph.module, required, source, refs)
        elif recorded:
            macos, ios, source = recorded
            module = "Dispatch" if "8Dispatch" in usr else (graph.module if graph else "Foundation")
            uses[usr] = Use(name, module, {"macOS": macos, "iOS": ios}, source, refs)
        elif recorded_module and graph and at_floor:
            uses[usr] = Use(name, graph.module, required, SWIFT_FOUNDATION + " (symbol graph)", refs)
        elif recorded_module:
            seen = ", ".join(f"{p} {show(v)}" for p, v in required.items())
            detail = f"not recorded (symbol graph: {seen})" if graph else "not recorded"
            unresolved[usr] = Use(name, "Foundation", required, detail, refs)
        else:
            unresolved[usr] = Use(name, "?", {}, "in no symbol graph", refs)

    violations: list[str] = []
    unguarded: set[str] = set()
    for module_folder in sorted(CHECKED_MODULES):
        for path in sorted((root / "Sources" / module_folder).rglob("*.swift")):
            lines = path.read_text().splitlines()
            for region in regions_of(str(path)):
                if region.label != "apple":
                    continue
                first = next(
                    (l.strip() for l in lines[region.start[0] : region.end[0]] if l.strip()), ""
                )
                key = (str(path.relative_to(root)), first)
                where = f"{key[0]}:{region.start[0] + 1}"
                if key not in DARWIN_ONLY:
                    violations.append(
                        f"{where}: a branch compiled only for Apple platforms (starting "
                        f"'{first}') is not listed in DARWIN_ONLY with the APIs it uses"
                    )
                    continue
                for name in DARWIN_ONLY[key]:
                    if name not in RECORDED:
                        violations.append(f"{where}: {name} (Apple-only branch) is not recorded")
                        continue
                    macos, ios, source = RECORDED[name]
                    needed = {"macOS": macos, "iOS": ios}
                    for platform in PLATFORMS:
                        granted = max([floor[platform]] + [
                            r.versions.get(platform, (0, 0))
                            for r in regions_of(str(path))
                            if r.contains(region.start[0] + 1, 1)
                        ])
                        if needed[platform] > granted:
                            violations.append(
                                f"{where}: {name} needs {platform} {show(needed[platform])} "
                                f"(Apple-only branch) [{source}]"
                            )
                    uses.setdefault(
                        "darwin:" + name,
                        Use(name, "Foundation (Apple-only branch)", needed, source, []),
                    )
    for use in uses.values():
        for ref in use.references:
            regions = [r for r in regions_of(ref.path) if r.contains(ref.line, ref.column)]
            missing = []
            for platform in PLATFORMS:
                needed = use.required.get(platform)
                if needed is None or needed <= floor[platform]:
                    continue
                granted = max([floor[platform]] + [r.versions.get(platform, (0, 0)) for r in regions])
                if needed > granted:
                    missing.append(f"{platform} {show(needed)}")
            if missing:
                unguarded.add(use.name)
                where = os.path.relpath(ref.path, root)
                base = re.sub(r"\([^()]*\)$", "", use.name)
                violations.append(
                    f"{where}:{ref.line}:{ref.column}: {base} ({use.module}) needs "
                    f"{' / '.join(missing)}; the package declares "
                    f"{' / '.join(f'{p} {show(floor[p])}' for p in PLATFORMS)} and no "
                    f"#available/@available guards it here [{use.source}]"
                )

    if arguments.list:
        print(f"{'API':60} {'module':32} {'macOS':>6} {'iOS':>6}  uses  source")
        for use in sorted(uses.values(), key=lambda u: (u.module, u.name)):
            print(
                f"{use.name[:60]:60} {use.module:32} {show(use.required.get('macOS')):>6} "
                f"{show(use.required.get('iOS')):>6} {len(use.references):5}  {use.source}"
            )
        for use in sorted(c_symbols.values(), key=lambda u: u.name):
            print(f"{use.name[:60]:60} {'C':32} {'-':>6} {'-':>6} {len(use.references):5}  C declaration")

    newer = sum(1 for u in uses.values() if any(u.required.get(p, (0, 0)) > floor[p] for p in PLATFORMS))
    print(
        f"check_availability: {len(uses)} APIs from "
        f"{', '.join(sorted({u.module for u in uses.values()}))} used by "
        f"{', '.join(sorted(CHECKED_MODULES))} ({len(references)} references, "
        f"{len(stores)} index store(s)); {newer} newer than "
        f"macOS {show(floor['macOS'])} / iOS {show(floor['iOS'])}; "
        f"{len(c_symbols)} C declarations not checked; {len(linux_only)} references in "
        f"branches Apple platforms do not compile; exempt: {EXEMPT_MODULES}"
    )
    # What differs between OS versions: the newer APIs used behind a guard (the platform table).
    for use in sorted(uses.values(), key=lambda u: u.name):
        newer_on = [
            f"{p} {show(use.required[p])}"
            for p in PLATFORMS
            if use.required.get(p, (0, 0)) > floor[p]
        ]
        if newer_on and use.references and use.name not in unguarded:
            ref = use.references[0]
            print(
                f"check_availability: guarded: {use.name} needs {' / '.join(newer_on)} "
                f"({os.path.relpath(ref.path, root)}:{ref.line}) [{use.source}]"
            )
    for use in sorted(unresolved.values(), key=lambda u: u.name):
        ref = use.references[0]
        print(
            f"{os.path.relpath(ref.path, root)}:{ref.line}:{ref.column}: {use.name} "
            f"[{use.module}]: Apple availability unknown ({use.source}); record it in "
            "Scripts/check/check_availability.py RECORDED"
        )
    for line in sorted(set(violations)):
        print(line)
    if violations or unresolved:
        print(f"check_availability: FAILED: {len(set(violations))} unguarded references, "
              f"{len(unresolved)} APIs of unknown availability")
        return 1
    print("check_availability: passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
