import CalendarGridTestSupport
import CalgridCommand
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridSources

/// The edges of what `calgrid` reads from its surroundings, run in-process: a locale variable
/// ICU has no data for falls back to root names with the variable's region; control characters
/// in echoed input are escaped; a year range a message quotes is the range that is accepted.
@Suite("calgrid input edges")
struct CalgridInputEdgeTests {
  struct Grid: Decodable {
    var locale: String
    var firstWeekday: Int
  }
  struct Document: Decodable { var grids: [Grid] }

  static func run(_ arguments: [String], locale variable: String? = nil) -> (
    status: Int32, output: String, errors: String
  ) {
    var environment = Calgrid.Environment(
      now: Date(timeIntervalSince1970: 1_709_650_800), timeZone: TimeZone(identifier: "GMT")!,
      isTerminal: false)
    environment.localeVariable = variable
    var output = ""
    var errors = ""
    let status = Calgrid.run(arguments, environment: environment, output: &output, errors: &errors)
    return (status, output, errors)
  }

  static func document(_ output: String) throws -> Document {
    try JSONDecoder().decode(Document.self, from: Data(output.utf8))
  }

  /// Locales glibc supports whose language has no data in ICU 72 or in Foundation on Linux,
  /// each with its region's first weekday: the first that the build's default source lacks is
  /// the one the tests use (a newer source may gain one of them).
  static let unsupportedCandidates: [(language: String, region: String, firstWeekday: Weekday)] = [
    ("oc", "FR", .monday), ("an", "ES", .monday), ("csb", "PL", .monday), ("li", "NL", .monday),
    ("crh", "UA", .monday),
  ]

  /// A locale variable's language and region that the default source has no data for.
  static func unsupportedLocale() throws -> (
    language: String, region: String, firstWeekday: Weekday
  ) {
    try #require(
      unsupportedCandidates.first { candidate in
        (try? GridLocale("\(candidate.language)_\(candidate.region)")) == nil
      }, "every candidate language has data in \(CalendarDataSource.default.name)")
  }

  @Test(
    "A locale variable the data source has no data for falls back to root names with its region")
  func environmentFallback() throws {
    let (language, region, firstWeekday) = try Self.unsupportedLocale()
    let source = CalendarDataSource.default.name
    let run = Self.run(["2024-03", "--format", "json"], locale: "\(language)_\(region).UTF-8")
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.errors
        == "calgrid: note: no usable data for locale '\(language)_\(region)' from the environment: "
        + "\(source) has no data for language '\(language)' (it would fall back to root); using "
        + "root names with region \(region)\n")
    let grid = try #require(try Self.document(run.output).grids.first)
    #expect(grid.locale.hasPrefix("root"), "\(grid.locale)")
    // The region's first weekday, from CLDR's weekData (as `LC_TIME=fr_FR cal` shows France's).
    #expect(grid.firstWeekday == firstWeekday.rawValue)
    // A locale the variable names that the source has is used as it is, with no note.
    let known = Self.run(["2024-03", "--format", "json"], locale: "de_DE.UTF-8")
    #expect(known.status == 0 && known.errors.isEmpty, "\(known.errors)")
    #expect(try Self.document(known.output).grids.first?.locale == "de_DE")
    // Without a region the fallback is root's own (its likely region's rules: Sunday first).
    let bare = Self.run(["2024-03", "--format", "json"], locale: language)
    #expect(bare.status == 0, "\(bare.errors)")
    #expect(bare.errors.hasSuffix("; using root names\n"), "\(bare.errors)")
    #expect(try Self.document(bare.output).grids.first?.firstWeekday == Weekday.sunday.rawValue)
  }

  @Test("An explicit --locale the data source has no data for stays an error")
  func explicitLocaleStaysAnError() throws {
    let (language, region, _) = try Self.unsupportedLocale()
    let run = Self.run(["2024-03", "--locale", "\(language)_\(region)"], locale: "de_DE.UTF-8")
    #expect(run.status == 2)
    #expect(
      run.errors.hasPrefix("calgrid: error: unknown locale '\(language)_\(region)'"),
      "\(run.errors)")
  }

  /// glibc's list of the locales it supports, one `name charset` a line.
  static let glibcLocales: [String] = {
    guard let text = try? String(contentsOfFile: "/usr/share/i18n/SUPPORTED", encoding: .utf8)
    else { return [] }
    return text.split(separator: "\n").compactMap { line in
      line.hasPrefix("#") ? nil : line.split(separator: " ").first.map(String.init)
    }
  }()

  @Test(
    "No locale glibc supports makes a plain calgrid exit 2",
    .enabled(if: !glibcLocales.isEmpty, "/usr/share/i18n/SUPPORTED is absent"))
  func everyGlibcLocale() {
    var log = FailureLog()
    var fellBack = 0
    var bound = LoopBound(1000, "glibc locales")
    for name in Self.glibcLocales where bound.next() {
      let run = Self.run(["2024-03"], locale: name)
      log.check(run.status == 0 && !run.output.isEmpty, "LANG=\(name): \(run.errors)")
      // Anything on standard error is the one note, naming the variable's locale.
      log.check(
        run.errors.isEmpty
          || (run.errors.hasPrefix("calgrid: note: no usable data for locale '")
            && run.errors.filter { $0 == "\n" }.count == 1),
        "LANG=\(name): \(run.errors)")
      if !run.errors.isEmpty { fellBack += 1 }
      if log.isFull { break }
    }
    log.expectNone()
    // The list names locales ICU has and locales it lacks: both paths ran.
    #expect(fellBack > 0 && fellBack < Self.glibcLocales.count, "\(fellBack) fell back")
  }

  /// Every character a terminal acts on: C0 (newline and tab included), DEL, C1 and the
  /// bidirectional controls.
  static let controls: [Unicode.Scalar] =
    ((0x01...0x1F).map { $0 } + [0x7F] + (0x80...0x9F).map { $0 }
    + [
      0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068,
      0x2069,
    ])
    .compactMap { Unicode.Scalar(UInt32($0)) }

  @Test("Control characters echoed from arguments are escaped")
  func controlCharactersEscaped() {
    var log = FailureLog()
    for scalar in Self.controls {
      let character = String(Character(scalar))
      let shown =
        scalar.value < 0x20 || scalar.value == 0x7F
        ? String(format: "\\x%02X", scalar.value) : String(format: "\\u{%X}", scalar.value)
      let commands: [[String]] = [
        ["2024-02", "--locale", "en\(character)[31m"],
        ["--bogus\(character)"],
        ["dump", "--locales", "en_US", "--calendars", "x\(character)", "--format", "jsonl"],
      ]
      for arguments in commands {
        let run = Self.run(arguments)
        log.check(run.status == 2, "\(shown) \(arguments): status \(run.status)")
        let lines = run.errors.split(separator: "\n", omittingEmptySubsequences: false)
        log.check(
          !run.errors.unicodeScalars.contains { Self.controls.contains($0) && $0 != "\n" }
            && lines.count == 3 && run.errors.contains(shown),
          "\(shown) \(arguments): \(run.errors.debugDescription)")
      }
    }
    log.expectNone()
    #expect(Calgrid.escaped("en\u{1B}[31m\u{202E}é\n") == "en\\x1B[31m\\u{202E}é\\x0A")
  }

  @Test("A dump's folder is echoed with its control characters escaped")
  func dumpPathEscaped() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calgrid-edge-\u{1B}[31m-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = Self.run([
      "dump", "--locales", "en_US", "--calendars", "gregorian", "--year", "2024", "--format",
      "json", "--out", path,
    ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("calgrid-edge-\\x1B[31m-"), "\(run.output.debugDescription)")
    #expect(!run.output.unicodeScalars.contains("\u{1B}"))
  }

  /// The range a year message quotes, `(-1000000...1000000)`.
  static func quotedRange(_ message: String) -> ClosedRange<Int>? {
    guard let open = message.lastIndex(of: "("), let close = message.lastIndex(of: ")"),
      open < close
    else { return nil }
    let parts = message[message.index(after: open)..<close].components(separatedBy: "...")
    guard parts.count == 2, let low = Int(parts[0]), let high = Int(parts[1]), low <= high
    else { return nil }
    return low...high
  }

  /// A year as ISO 8601 writes it in a date: a sign past four digits.
  static func isoYear(_ year: Int) -> String { year < 0 ? "\(year)" : "+\(year)" }

  @Test("The years a message quotes are the years accepted, in every command that takes one")
  func rangeMessagesAgree() throws {
    // Each command with a year past either end; the quoted range's ends must be accepted.
    let commands: [(Int) -> [String]] = [
      { ["\($0)-01", "--locale", "en_US"] },
      { ["--containing", "\(Self.isoYear($0))-01-01", "--locale", "en_US"] },
      { ["--today", "\(Self.isoYear($0))-01-01", "--locale", "en_US"] },
      {
        [
          "dump", "--locales", "en_US", "--calendars", "gregorian", "--year", "\($0)", "--format",
          "jsonl",
        ]
      },
    ]
    var ranges: [ClosedRange<Int>] = []
    for command in commands {
      for year in [1_000_001, -1_000_001] {
        let refused = Self.run(command(year))
        #expect(refused.status == 2, "\(command(year))")
        let range = try #require(Self.quotedRange(refused.errors), "\(refused.errors)")
        ranges.append(range)
        #expect(!range.contains(year), "\(command(year)): \(refused.errors)")
        for end in [range.lowerBound, range.upperBound] {
          let accepted = Self.run(command(end))
          #expect(accepted.status == 0, "\(command(end)): \(accepted.errors)")
        }
      }
    }
    #expect(Set(ranges).count == 1, "\(ranges)")
  }
}
