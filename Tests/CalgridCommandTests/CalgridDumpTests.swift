import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridRendering
@testable import CalendarGridSources
@testable import CalendarGridState
@testable import CalgridCommand

/// `calgrid dump`: planning, files and index, bad input, unwritable folders, interrupted dumps
/// and `--check`.
@Suite("calgrid dump")
struct CalgridDumpTests {
  static let environment = Calgrid.Environment(
    now: Date(timeIntervalSince1970: 1_709_251_200), timeZone: TimeZone(identifier: "GMT")!,
    isTerminal: false)

  struct Index: Decodable {
    struct Entry: Decodable {
      var file: String
      var format: String
      var locale: String
      var calendar: String
      var grids: Int
      var first: String
      var last: String
    }
    struct Skipped: Decodable {
      var locale: String
      var reason: String
    }
    var naming: String
    var from: String
    var to: String
    var today: String
    var formats: [String]
    var files: [Entry]
    var skipped: [Skipped]
  }

  struct Run {
    var status: Int32
    var output: String
    var errors: String
  }

  static func dump(_ arguments: [String]) -> Run {
    var output = ""
    var errors = ""
    let status = Calgrid.run(
      ["dump"] + arguments, environment: environment, output: &output, errors: &errors)
    return Run(status: status, output: output, errors: errors)
  }

  /// A fresh folder path under the temporary folder (not created).
  static func scratch(_ name: String) -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calgrid-dump-\(name)-\(UUID().uuidString)")
    return url.path
  }

  static func files(in folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  static func index(in folder: String) throws -> Index {
    try JSONDecoder().decode(
      Index.self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/index.json")))
  }

  @Test("Files are named <locale>.<calendar>.<ext>, one per locale, calendar and format")
  func naming() throws {
    let folder = Self.scratch("naming")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = Self.dump([
      "--locales", "ko_KR,de-DE,ko-KR,he_IL@calendar=hebrew", "--calendars", "gregorian,dangi",
      "--from", "2024-02", "--to", "2024-03", "--format", "text,json", "--out", folder,
    ])
    #expect(run.status == 0, "\(run.errors)")
    let expected = ["de_DE", "he_IL", "ko_KR"].flatMap { locale in
      ["dangi", "gregorian"].flatMap { calendar in
        ["json", "txt"].map { "\(locale).\(calendar).\($0)" }
      }
    }
    #expect(Self.files(in: folder) == (expected + ["index.json"]).sorted())
    let index = try Self.index(in: folder)
    #expect(index.naming == "<locale>.<calendar>.<ext>")
    #expect(index.files.map(\.file) == expected.sorted())
    #expect(index.from == "2024-02-01" && index.to == "2024-03-31")
    #expect(run.output.contains("wrote 13 files"), "\(run.output)")
    #expect(run.output.contains("3 locales"), "\(run.output)")
  }

  @Test("The summary counts in the singular for one: 1 grid, 1 locale")
  func singularSummary() throws {
    let folder = Self.scratch("singular")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = Self.dump([
      "--locales", "en_US", "--calendars", "gregorian", "--from", "2024-03", "--to", "2024-03",
      "--format", "text", "--out", folder,
    ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.hasPrefix("calgrid dump: wrote 2 files (1 grid, 1 locale) into "))
    let check = Self.dump([
      "--locales", "en_US", "--calendars", "gregorian", "--from", "2024-03", "--to", "2024-03",
      "--format", "text", "--check", folder,
    ])
    #expect(check.status == 0, "\(check.errors)")
    #expect(check.output.hasPrefix("calgrid dump --check: 2 files (1 grid) compared with "))
  }

  /// Each calendar gets exactly its months that overlap the Gregorian span: checked against
  /// Foundation's calendars, month by month.
  @Test(
    "A Gregorian year becomes each calendar's overlapping months (Foundation reference)",
    arguments: [
      ("hebrew", Foundation.Calendar.Identifier.hebrew),
      ("islamic-umalqura", .islamicUmmAlQura), ("persian", .persian), ("chinese", .chinese),
      ("gregorian", .gregorian), ("ethiopic", .ethiopicAmeteMihret),
    ])
  func monthsOverlapSpan(calendar name: String, reference: Foundation.Calendar.Identifier) throws {
    let folder = Self.scratch("span")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for year in [2023, 2024] {
      let run = Self.dump([
        "--locales", "en_US", "--calendars", name, "--year", String(year), "--format", "json",
        "--out", folder,
      ])
      #expect(run.status == 0, "\(run.errors)")
      let data = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/en_US.\(name).json"))
      let document = try JSONDecoder().decode(GridDocument.self, from: data)
      // The first day of every month that overlaps the year, by Foundation.
      let foundation = Reference.calendar(reference)
      var starts: [String] = []
      let end = Reference.date(try Day(year: year, month: 12, day: 31))
      var month = try #require(
        foundation.dateInterval(
          of: .month, for: Reference.date(try Day(year: year, month: 1, day: 1))))
      // At most 14 months overlap a year (Ethiopic's 13 and a partial one).
      var bound = LoopBound(15, "Foundation's months of \(year)")
      while month.start <= end, bound.next() {
        starts.append(Reference.day(month.start).iso8601)
        // The next month starts where this one ends (Ethiopic's 5-day 13th month included).
        month = try #require(foundation.dateInterval(of: .month, for: month.end))
      }
      let firstDays = document.grids.map { grid in
        grid.weeks.joined().first { $0.inMonth && $0.day == 1 }?.date ?? "?"
      }
      #expect(firstDays == starts, "\(name) \(year)")
      let index = try Self.index(in: folder)
      #expect(index.files.first?.grids == starts.count)
    }
  }

  @Test("An unknown locale in the list is named, and nothing is written")
  func unknownLocale() {
    let folder = Self.scratch("bad-locale")
    let run = Self.dump([
      "--locales", "ko_KR,xx_XX,de_DE", "--year", "2024", "--out", folder,
    ])
    #expect(run.status == 2)
    #expect(run.errors.contains("'xx_XX'"), "\(run.errors)")
    #expect(run.errors.hasPrefix("calgrid: error: "))
    #expect(!FileManager.default.fileExists(atPath: folder))
  }

  @Test("A span whose --to is before its --from is refused, naming both months as given")
  func backwardSpan() {
    let folder = Self.scratch("backward")
    for (from, to) in [("2024-05", "2024-01"), ("2024-12", "2024-10"), ("2025-01", "2024-12")] {
      let run = Self.dump(["--locales", "ko_KR", "--from", from, "--to", to, "--out", folder])
      #expect(run.status == 2)
      #expect(
        run.errors.hasPrefix("calgrid: error: --to \(to) is before --from \(from)\n"),
        "\(run.errors)")
    }
    #expect(!FileManager.default.fileExists(atPath: folder))
  }

  /// The locale grammar admits only keywords whose values are letters and digits, so two
  /// different locales cannot share a file name; the dump still checks, and one locale written
  /// two ways is one file.
  @Test("Every locale has a file name of its own, and one locale spelled two ways is one file")
  func fileNamesAreDistinct() throws {
    var owners: [String: String] = [:]
    let identifiers = try GridLocale.availableIdentifiers()
    #expect(identifiers.count > 100)
    for identifier in identifiers {
      for variant in ["", "@fw=mon", "@numbers=latn;rg=uszzzz"] {
        guard let keyed = try? GridLocale(identifier + variant) else { continue }
        let stem = Dump.fileStem(keyed)
        let owner = Dump.identifierWithoutCalendar(keyed)
        if let previous = owners[stem] {
          #expect(previous == owner, "'\(previous)' and '\(owner)' share '\(stem)'")
        }
        owners[stem] = owner
      }
    }
    let folder = Self.scratch("same-locale")
    let run = Self.dump([
      "--locales", "ko_KR,ko-KR,ko_KR@calendar=dangi", "--calendars", "gregorian", "--year",
      "2024", "--format", "text", "--out", folder,
    ])
    #expect(run.status == 0, "\(run.errors)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
      $0.hasSuffix(".txt")
    }
    #expect(files == ["ko_KR.gregorian.txt"])
    // und and root are one locale, ICU's root: one file, named by ICU's name for it.
    let rootFolder = Self.scratch("root-locale")
    defer { try? FileManager.default.removeItem(atPath: rootFolder) }
    let root = Self.dump([
      "--locales", "und,root,und-u-ca-hebrew", "--calendars", "gregorian,hebrew", "--year",
      "2024", "--format", "text", "--out", rootFolder,
    ])
    #expect(root.status == 0, "\(root.errors)")
    #expect(Self.files(in: rootFolder) == ["index.json", "root.gregorian.txt", "root.hebrew.txt"])
    let text = try String(contentsOfFile: rootFolder + "/root.gregorian.txt", encoding: .utf8)
    // Root's names (M01), and its likely region's week (US, Sunday first).
    #expect(
      text.contains("2024 M06") && text.hasPrefix("         2024 M01\nSun Mon"),
      "\(text.prefix(80))")
    #expect(try Self.index(in: rootFolder).files.allSatisfy { $0.locale == "root" })
  }

  @Test("A locale with a malformed keyword is rejected up front as an unknown locale")
  func malformedKeyword() {
    let folder = Self.scratch("keyword")
    let run = Self.dump(["--locales", "de_DE,en_US@numbers=foo", "--year", "2024", "--out", folder])
    #expect(run.status == 2)
    #expect(run.errors.contains("unknown locale 'en_US@numbers=foo'"), "\(run.errors)")
    #expect(!FileManager.default.fileExists(atPath: folder))
  }

  @Test("A plan of more files than one dump writes is refused up front, saying how many")
  func tooManyFiles() throws {
    // The largest dump of ICU's own locales, every calendar in every format, fits.
    let everything = try DumpOptions(arguments: [
      "--all-locales", "--all-calendars", "--from", "2024-01", "--to", "2024-01", "--format",
      "text,json,html,svg", "--out", "unused",
    ])
    let plan = try Dump.plan(everything, environment: Self.environment)
    #expect(plan.jobs.count * 4 <= DumpOptions.maximumFiles, "\(plan.jobs.count) jobs")
    #expect(plan.jobs.count * 4 > 40_000, "\(plan.jobs.count) jobs")
    // The same refusal at a smaller limit: 2 locales x 2 calendars x 3 formats is 12 files.
    let options = try DumpOptions(arguments: [
      "--locales", "ko_KR,de_DE", "--calendars", "gregorian,dangi", "--year", "2024",
      "--format", "text,json,html", "--out", "unused",
    ])
    #expect(try Dump.plan(options, environment: Self.environment, maximumFiles: 12).jobs.count == 4)
    do {
      _ = try Dump.plan(options, environment: Self.environment, maximumFiles: 11)
      Issue.record("a plan of 12 files was accepted with a limit of 11")
    } catch {
      let message = Dump.message(for: error)
      #expect(message.contains("would write 12 files"), "\(message)")
      #expect(message.contains("at most 11 in one dump"), "\(message)")
    }
    // A large html dump is not refused: index.html is streamed (240,000 grids would be 480 MB).
    let locales = Array(try GridLocale.availableIdentifiers().prefix(200))
    let large = try DumpOptions(arguments: [
      "--locales", locales.joined(separator: ","), "--calendars", "gregorian", "--from",
      "1950-01", "--to", "2049-12", "--format", "text,html", "--out", "unused",
    ])
    #expect(try Dump.plan(large, environment: Self.environment).jobs.count == 200)
    let help = Self.dump(["--help"])
    #expect(help.output.contains("A dump writes at most 100,000 files"))
    #expect(help.output.contains("index.html is written section"))
  }

  @Test("An unknown calendar in the list is named, and nothing is written")
  func unknownCalendar() {
    let folder = Self.scratch("bad-calendar")
    let run = Self.dump([
      "--locales", "ko_KR", "--calendars", "gregorian,Hebrew", "--year", "2024", "--out", folder,
    ])
    #expect(run.status == 2)
    #expect(run.errors.contains("'Hebrew'"), "\(run.errors)")
    #expect(!FileManager.default.fileExists(atPath: folder))
  }

  @Test(
    "Bad options are usage errors (exit 2)",
    arguments: [
      ["--year", "2024", "--out", "x"],  // no locales
      ["--locales", "ko_KR", "--all-locales", "--out", "x"],
      ["--locales", "ko_KR", "--year", "2024"],  // no --out or --check
      ["--locales", "ko_KR", "--out", "x", "--check", "y"],
      [
        "--locales", "ko_KR", "--year", "2024", "--from", "2024-01", "--to", "2024-02", "--out",
        "x",
      ],
      ["--locales", "ko_KR", "--from", "2024-01", "--out", "x"],
      ["--locales", "ko_KR", "--from", "2024-05", "--to", "2024-01", "--out", "x"],
      ["--locales", "ko_KR", "--from", "2000-01", "--to", "2101-01", "--out", "x"],
      ["--locales", "ko_KR", "--from", "2024-13", "--to", "2024-12", "--out", "x"],
      ["--locales", "ko_KR", "--format", "pdf", "--out", "x"],
      ["--locales", "ko_KR", "--year", "99999999", "--out", "x"],
      ["--locales", "ko_KR", "--year", "2024", "--jobs", "0", "--out", "x"],
      ["--locales", "ko_KR", "--year", "2024", "--decorate", "nope", "--out", "x"],
      ["--locales", "ko_KR", "2024-01", "--out", "x"],
      ["--locales", "ko_KR", "--calendars", "chinese", "--year", "-5000", "--out", "x"],
    ])
  func usageErrors(_ arguments: [String]) {
    let run = Self.dump(arguments)
    #expect(run.status == 2, "\(arguments): \(run.output)")
    #expect(run.errors.hasPrefix("calgrid: error: "), "\(run.errors)")
    #expect(!FileManager.default.fileExists(atPath: "x"))
  }

  @Test("An --out folder that cannot be created or written is an error (exit 2)")
  func unwritableOut() throws {
    let base = Self.scratch("unwritable")
    try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: base) }
    let file = base + "/a-file"
    try Data("x".utf8).write(to: URL(fileURLWithPath: file))
    let arguments = ["--locales", "ko_KR", "--year", "2024"]
    let underFile = Self.dump(arguments + ["--out", file + "/sub"])
    #expect(underFile.status == 2)
    #expect(underFile.errors.contains("cannot create the folder"), "\(underFile.errors)")
    let isFile = Self.dump(arguments + ["--out", file])
    #expect(isFile.status == 2)
    #expect(isFile.errors.contains("is a file, not a folder"), "\(isFile.errors)")
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "x")
    if getuid() != 0 {
      // Root ignores permissions; everyone else cannot write into a read-only folder.
      let readOnly = base + "/read-only"
      try FileManager.default.createDirectory(
        atPath: readOnly, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o555]
      )
      let run = Self.dump(arguments + ["--out", readOnly])
      #expect(run.status == 2)
      #expect(run.errors.contains("cannot write into the folder"), "\(run.errors)")
    }
  }

  @Test("--check names the column of a difference deep in a long line, with the text around it")
  func checkLongLine() throws {
    let folder = Self.scratch("check-json")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let arguments = [
      "--locales", "ko_KR", "--from", "2024-03", "--to", "2024-03", "--format", "json",
      "--today", "2024-03-05",
    ]
    #expect(Self.dump(arguments + ["--out", folder]).status == 0)
    let file = folder + "/ko_KR.gregorian.json"
    let original = try String(contentsOfFile: file, encoding: .utf8)
    let marker = #""isToday":true"#
    let range = try #require(original.range(of: marker))
    let line = original[..<range.lowerBound].split(
      separator: "\n", omittingEmptySubsequences: false)
    try original.replacingCharacters(in: range, with: #""isToday":false"#)
      .write(toFile: file, atomically: true, encoding: .utf8)
    let run = Self.dump(arguments + ["--check", folder])
    #expect(run.status == 1)
    // The grid's line, and the column where `true` and `false` part: past the first 60
    // characters, so the excerpt starts 20 characters before it.
    let column = (line.last?.count ?? 0) + #""isToday":"#.count + 1
    #expect(column > 60)
    #expect(
      run.output.contains(
        "differs: ko_KR.gregorian.json: line \(line.count), column \(column): expected \"…"),
      "\(run.output)")
    let before = String(((line.last.map(String.init) ?? "") + #""isToday":"#).suffix(20))
    #expect(before.count == 20)
    #expect(run.output.contains("expected \"…\(before)true,"), "\(run.output)")
    #expect(run.output.contains("found \"…\(before)false,"), "\(run.output)")
  }

  @Test("--check: 0 when all match; 1 naming files that differ, are missing or not generated")
  func check() throws {
    let folder = Self.scratch("check")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let arguments = [
      "--locales", "en_US,ko_KR", "--from", "2024-02", "--to", "2024-02", "--format", "text,svg",
      "--today", "2024-02-10",
    ]
    #expect(Self.dump(arguments + ["--out", folder]).status == 0)
    let clean = Self.dump(arguments + ["--check", folder])
    #expect(clean.status == 0, "\(clean.output)")
    #expect(clean.output.contains("all match"))
    // Another today marks another cell: every grid file differs, the index too.
    let otherToday = Self.dump(
      arguments.dropLast(2) + ["--today", "2024-02-11", "--check", folder])
    #expect(otherToday.status == 1)
    #expect(otherToday.output.contains("differs: en_US.gregorian.svg"), "\(otherToday.output)")

    let text = folder + "/ko_KR.gregorian.txt"
    var contents = try String(contentsOfFile: text, encoding: .utf8)
    contents = contents.replacingOccurrences(of: "29", with: "28")
    try contents.write(toFile: text, atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(atPath: folder + "/en_US.gregorian.svg")
    try Data().write(to: URL(fileURLWithPath: folder + "/stray.txt"))
    let dirty = Self.dump(arguments + ["--check", folder])
    #expect(dirty.status == 1)
    #expect(dirty.output.contains("differs: ko_KR.gregorian.txt: line "), "\(dirty.output)")
    #expect(dirty.output.contains("missing: en_US.gregorian.svg"), "\(dirty.output)")
    #expect(dirty.output.contains("not generated: stray.txt"), "\(dirty.output)")
    #expect(!dirty.output.contains("differs: en_US.gregorian.txt"))
    // --check writes nothing.
    #expect(!FileManager.default.fileExists(atPath: folder + "/en_US.gregorian.svg"))
    let missingFolder = Self.dump(arguments + ["--check", folder + "/nope"])
    #expect(missingFolder.status == 2)
  }

  @Test("--check compares the streamed index.html piece by piece: a byte, the size, a link")
  func checkIndexPage() throws {
    let folder = Self.scratch("check-page")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let arguments = [
      "--locales", "en_US,ko_KR,de_DE", "--calendars", "gregorian,hebrew", "--year", "2024",
      "--format", "html", "-j", "3", "--today", "2024-02-10",
    ]
    #expect(Self.dump(arguments + ["--out", folder]).status == 0)
    let page = folder + "/index.html"
    let original = try Data(contentsOf: URL(fileURLWithPath: page))
    // The streamed page is the page of every section in job order, byte for byte.
    var sections: [String] = []
    for stem in [
      "de_DE.gregorian", "de_DE.hebrew", "en_US.gregorian", "en_US.hebrew",
      "ko_KR.gregorian", "ko_KR.hebrew",
    ] {
      let file = try String(contentsOfFile: "\(folder)/\(stem).html", encoding: .utf8)
      let start = try #require(file.range(of: "<section "))
      let end = try #require(file.range(of: "</section>\n", options: .backwards))
      sections.append(String(file[start.lowerBound..<end.upperBound]))
    }
    let expected = HTMLRenderer().page(
      title: "calgrid dump 2024-01-01...2024-12-31", renderedSections: sections)
    #expect(original == Data(expected.utf8))
    #expect(Self.dump(arguments + ["--check", folder]).output.contains("all match"))

    var changed = original
    changed[changed.startIndex + 5000] ^= 0x01
    try changed.write(to: URL(fileURLWithPath: page))
    let byte = Self.dump(arguments + ["--check", folder])
    #expect(byte.status == 1)
    #expect(
      byte.output.contains("differs: index.html: byte 5001 differs (of \(original.count))"),
      "\(byte.output)")
    try original.prefix(100).write(to: URL(fileURLWithPath: page))
    let short = Self.dump(arguments + ["--check", folder])
    #expect(
      short.output.contains("differs: index.html: 100 bytes, expected \(original.count)"),
      "\(short.output)")
    try (original + Data("x".utf8)).write(to: URL(fileURLWithPath: page))
    let long = Self.dump(arguments + ["--check", folder])
    #expect(
      long.output.contains(
        "differs: index.html: \(original.count + 1) bytes, expected \(original.count)"),
      "\(long.output)")
    try FileManager.default.removeItem(atPath: page)
    try FileManager.default.createSymbolicLink(atPath: page, withDestinationPath: "/etc/hostname")
    let link = Self.dump(arguments + ["--check", folder])
    #expect(link.output.contains("differs: index.html: a symbolic link"), "\(link.output)")
    try FileManager.default.removeItem(atPath: page)
    let missing = Self.dump(arguments + ["--check", folder])
    #expect(missing.output.contains("missing: index.html"), "\(missing.output)")
    #expect(missing.status == 1)
  }

  /// A JSON value in one canonical form (keys sorted), so two parses compare as bytes: a
  /// boolean stays a boolean, a number a number.
  static func canonicalJSON(_ value: Any) throws -> Data {
    try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
  }

  @Test(
    "--format jsonl: each line is valid JSON, the grid object --format json writes, in order",
    arguments: [
      [
        "--locales", "ko_KR,he_IL,ar_SA,und", "--calendars", "gregorian,dangi,hebrew",
        "--year", "2024", "--decorate", "kr-holidays,lunar", "--week-numbers",
      ],
      ["--locales", "en_US,th_TH", "--from", "0099-11", "--to", "0100-02", "--proleptic"],
      [
        "--locales", "fa_IR@numbers=arabext", "--calendars", "persian,islamic-umalqura",
        "--from", "2023-12", "--to", "2024-03", "--rows", "fixed", "--adjacent",
      ],
    ])
  func jsonLines(_ arguments: [String]) throws {
    let folder = Self.scratch("jsonl")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let common = arguments + ["--today", "2024-02-10"]
    let written = Self.dump(common + ["--format", "json", "--out", folder])
    #expect(written.status == 0, "\(written.errors)")
    // The JSON files' grids, file by file in name order (the jobs' order), month by month.
    var expected: [Any] = []
    for file in Self.files(in: folder) where file != "index.json" {
      let data = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(file)"))
      let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      expected += try #require(document["grids"] as? [Any])
    }
    #expect(expected.count > 6)
    let streamed = Self.dump(common + ["--format", "jsonl"])
    #expect(streamed.status == 0, "\(streamed.errors)")
    #expect(streamed.errors.isEmpty, "\(streamed.errors)")
    #expect(streamed.output.hasSuffix("}\n"))
    let lines = streamed.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == expected.count)
    for (index, (line, grid)) in zip(lines, expected).enumerated() {
      let parsed = try JSONSerialization.jsonObject(with: Data(line.utf8))
      #expect(parsed is [String: Any], "line \(index + 1) is not an object")
      #expect(
        try Self.canonicalJSON(parsed) == Self.canonicalJSON(grid),
        "line \(index + 1): \(line.prefix(200))")
    }
    // jsonl goes alone, and to standard output only.
    #expect(Self.dump(common + ["--format", "jsonl,json"]).status == 2)
    let withFolder = Self.dump(common + ["--format", "jsonl", "--out", folder + "-x"])
    #expect(withFolder.status == 2)
    #expect(withFolder.errors.contains("--format jsonl writes to standard output"))
  }

  @Test("A dump leaves no temporary files, and replaces older files whole")
  func noTemporaryFiles() throws {
    let folder = Self.scratch("temp")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let old = String(repeating: "old contents\n", count: 10_000)
    try old.write(toFile: folder + "/en_US.gregorian.txt", atomically: false, encoding: .utf8)
    let run = Self.dump([
      "--locales", "en_US", "--year", "2024", "--format", "text", "--out", folder,
    ])
    #expect(run.status == 0)
    #expect(Self.files(in: folder) == ["en_US.gregorian.txt", "index.json"])
    let text = try String(contentsOfFile: folder + "/en_US.gregorian.txt", encoding: .utf8)
    #expect(text.hasPrefix("    January 2024\n"), "\(text.prefix(40))")
    #expect(!text.contains("old contents"))
  }

  /// Kills a dump at some moment (whenever it lands) and checks that every file under a final
  /// name is complete: byte-equal to what a full dump writes.
  @Test(
    "A killed dump leaves no half-written file under a final name",
    .enabled(if: FileManager.default.isExecutableFile(atPath: CalgridToolTests.binary.path)))
  func killedDump() async throws {
    let folder = Self.scratch("killed")
    let reference = Self.scratch("reference")
    defer {
      try? FileManager.default.removeItem(atPath: folder)
      try? FileManager.default.removeItem(atPath: reference)
    }
    let arguments = [
      "dump", "--locales",
      "en_US,de_DE,fr_FR,ko_KR,ja_JP,ar_SA,he_IL,fa_IR,th_TH,zh_TW,es_ES,it_IT,pt_BR,ru_RU",
      "--calendars", "gregorian,hebrew,islamic,persian,chinese", "--year", "2024", "--format",
      "json,html", "--today", "2024-02-29",
    ]
    for (signal, delay) in [(SIGKILL, 300), (SIGINT, 300), (SIGKILL, 900)] {
      try? FileManager.default.removeItem(atPath: folder)
      let process = Process()
      process.executableURL = CalgridToolTests.binary
      process.arguments = arguments + ["--out", folder]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      try await Task.sleep(for: .milliseconds(delay))
      kill(process.processIdentifier, signal)
      process.waitUntilExit()
      let present = Self.files(in: folder)
      if signal == SIGINT && process.terminationStatus == 128 + SIGINT {
        // Caught: the temporary files are gone, and nothing was renamed into place.
        #expect(present.isEmpty, "\(present)")
      }
      if !present.isEmpty && !FileManager.default.fileExists(atPath: reference) {
        var output = ""
        var errors = ""
        _ = Calgrid.run(
          arguments + ["--out", reference], environment: Self.environment, output: &output,
          errors: &errors)
      }
      for name in present where !name.hasPrefix(".") {
        let written = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
        let whole = try Data(contentsOf: URL(fileURLWithPath: reference + "/" + name))
        #expect(written == whole, "\(name) is not whole after signal \(signal)")
      }
      for name in present where name.hasPrefix(".") {
        #expect(name.hasSuffix(".tmp"), "\(name)")
      }
    }
    // The next dump into the folder removes what killed dumps left.
    #expect(Self.dump(Array(arguments.dropFirst()) + ["--out", folder]).status == 0)
    #expect(Self.files(in: folder).allSatisfy { !$0.hasPrefix(".") }, "\(Self.files(in: folder))")
  }

  @Test("--all-locales dumps every locale ICU lists, naming the ones it skips")
  func allLocales() throws {
    let folder = Self.scratch("all")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = Self.dump([
      "--all-locales", "--calendars", "gregorian", "--from", "2024-02", "--to", "2024-02",
      "--format", "text", "--out", folder,
    ])
    #expect(run.status == 0, "\(run.errors)")
    let index = try Self.index(in: folder)
    let available = try GridLocale.availableIdentifiers()
    #expect(available.count > 300)
    // Every listed locale is either dumped (aliases share a file) or named as skipped.
    var accounted = Set(index.skipped.map(\.locale))
    for entry in index.files { accounted.insert(entry.locale) }
    for name in available {
      let usable = try? GridLocale(name)
      if let usable {
        #expect(
          index.files.contains { $0.file == "\(Dump.fileStem(usable)).gregorian.txt" }, "\(name)")
      } else {
        #expect(accounted.contains(name), "\(name) is neither dumped nor named as skipped")
        #expect(run.output.contains(name), "the summary does not name skipped \(name)")
      }
    }
    #expect(Self.files(in: folder).count == index.files.count + 1)
  }

  @Test("Each locale's default calendar, and --all-calendars")
  func defaultAndAllCalendars() throws {
    let folder = Self.scratch("calendars")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = Self.dump([
      "--locales", "th_TH,fa_IR,ar_SA,en_US", "--from", "2024-03", "--to", "2024-03",
      "--format", "text", "--out", folder,
    ])
    #expect(run.status == 0)
    let expected = [
      "ar_SA.islamic-umalqura.txt", "en_US.gregorian.txt", "fa_IR.persian.txt",
      "th_TH.buddhist.txt", "index.json",
    ]
    #expect(Self.files(in: folder) == expected.sorted())
    let all = Self.scratch("all-calendars")
    defer { try? FileManager.default.removeItem(atPath: all) }
    let allRun = Self.dump([
      "--locales", "en_US", "--all-calendars", "--from", "2024-03", "--to", "2024-03",
      "--format", "json", "--out", all,
    ])
    #expect(allRun.status == 0, "\(allRun.errors)")
    #expect(
      Set(try Self.index(in: all).files.map(\.calendar))
        == Set(CalendarIdentifier.allCases.map(\.rawValue)))
  }

  @Test("Dump files are what calgrid prints for the same months")
  func sameAsCalgrid() throws {
    let folder = Self.scratch("same")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = Self.dump([
      "--locales", "ko_KR", "--from", "2024-01", "--to", "2024-03", "--format", "text,json",
      "--today", "2024-02-10", "--decorate", "kr-holidays", "--out", folder,
    ])
    #expect(run.status == 0)
    for (format, ext) in [("text", "txt"), ("json", "json")] {
      var output = ""
      var errors = ""
      let status = Calgrid.run(
        [
          "2024-01", "-n", "3", "--locale", "ko_KR", "--today", "2024-02-10", "--color", "never",
          "--format", format, "--decorate", "kr-holidays",
        ], environment: Self.environment, output: &output, errors: &errors)
      #expect(status == 0)
      let file = try String(contentsOfFile: "\(folder)/ko_KR.gregorian.\(ext)", encoding: .utf8)
      #expect(file == output, "\(format)")
    }
  }
}
