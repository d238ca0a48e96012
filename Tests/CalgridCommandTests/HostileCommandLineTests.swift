import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import CalgridCommand
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridRendering
@testable import CalendarGridSources
@testable import CalendarGridState

/// Hostile `calgrid` command lines, run in-process through `Calgrid.run` (and a few through the
/// built binary): each is exit status 2 with `calgrid: error:` and a message naming the problem.
@Suite("Hostile input: calgrid options")
struct HostileCommandLineTests {
  static let environment = Calgrid.Environment(
    now: Date(timeIntervalSince1970: 1_709_650_800), timeZone: TimeZone(identifier: "GMT")!,
    isTerminal: false)

  static func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    var output = ""
    var errors = ""
    let status = Calgrid.run(
      arguments, environment: environment, output: &output, errors: &errors)
    return (status, output, errors)
  }

  static let lossy = String(decoding: [0x6B, 0x6F, 0xC0, 0xAF], as: UTF8.self)

  /// A bad command line and a fragment the error message must contain.
  static let cases: [([String], String)] = [
    (["--months", "0"], "--months 0 is outside 1...1200"),
    (["--months", "10000000"], "--months 10000000 is outside 1...1200"),
    (["--months", "-1"], "is outside 1...1200"),
    (["-n", "99999999999999999999999"], "cannot read '99999999999999999999999'"),
    (["--months", "1.5"], "expected a whole number"),
    (["--months"], "--months needs a value"),
    (["--months="], "cannot read ''"),
    (["--bogus"], "unknown option '--bogus'"),
    (["-x"], "unknown option '-x'"),
    (["--"], "unknown option '--'"),
    (["---locale", "en_US"], "unknown option '---locale'"),
    (["--LOCALE", "en_US"], "unknown option '--LOCALE'"),
    (["--locale"], "--locale needs a value"),
    (["--locale", ""], "the identifier is empty"),
    (["--locale", String(repeating: "x", count: 200)], "longer than 156 bytes"),
    (["--locale", lossy], "only ASCII"),
    (["--locale", "xx_YY"], "unknown locale 'xx_YY'"),
    (["--locale", "en_US@calendar"], "is not key=value"),
    (["--locale", "en-US-u-ca-lunar"], "unknown locale"),
    (["--calendar", "Gregorian"], "unknown calendar 'Gregorian'; valid calendars"),
    (["--calendar", "HEBREW"], "unknown calendar 'HEBREW'"),
    (["--calendar", "hebrew!"], "unknown calendar 'hebrew!'"),
    (["--calendar", ""], "unknown calendar ''"),
    (["--calendar", lossy], "unknown calendar"),
    (["2024-13"], "month 13 does not exist in year 2024 of the gregorian calendar"),
    (["2024-00"], "month 0 does not exist"),
    (["2024-1x"], "cannot read '2024-1x'"),
    (["2024-"], "cannot read '2024-'"),
    (["-"], "unknown option '-'"),
    (["2024-03-05"], "cannot read '2024-03-05'"),
    (["9223372036854775807-01"], "cannot read '9223372036854775807-01'"),
    (["-9223372036854775808-01"], "cannot read '-9223372036854775808-01'"),
    (["9999999-01"], "year 9999999 is outside the years the gregorian calendar supports"),
    (["--calendar", "hebrew", "5784-14"], "month 14 does not exist in year 5784 of the hebrew"),
    (["--calendar", "hebrew", "5785-06"], "month 6 does not exist in year 5785"),
    (["--calendar", "hebrew", "99999-01"], "year 99999 is outside the years the hebrew calendar"),
    (["--calendar", "persian", "-9999-01"], "year -9999 is outside"),
    (["--calendar", "dangi", "2024-04L"], "leap month 4 does not exist in year 2024"),
    (["--calendar", "gregorian", "2024-04L"], "leap month 4 does not exist"),
    (["--calendar", "islamic", "1445-13"], "month 13 does not exist"),
    (["--today", "2024-02-30"], "day 30 does not exist in month 2 of year 2024"),
    (["--today", "2024-01-32"], "day 32 does not exist"),
    (["--today", "2024-01-00"], "day 0 does not exist"),
    (["--today", "2024-1-1"], "cannot read '2024-1-1'"),
    (["--today", "+1000001-01-01"], "year 1000001 is outside"),
    (["--containing", "2024-00-10"], "month 0 does not exist"),
    (["2024-03", "--containing", "2024-03-05"], "give either a month"),
    (["2024-03", "2024-04"], "unexpected argument '2024-04'"),
    (["--first-weekday", "funday"], "expected a weekday"),
    (["--first-weekday", "8"], "expected a weekday"),
    (["--rows", "7"], "'7' is not a row policy"),
    (["--format", "xml"], "'xml' is not a format"),
    (["--color", "sometimes"], "'sometimes' is not one of auto, always, never"),
    (["--decorate", "bogus"], "unknown decorator 'bogus'"),
    (["--events", "2024-13-01"], "--events: month 13 does not exist"),
    (["--events", ","], "--events needs at least one YYYY-MM-DD day"),
    (["--max-months-ahead", "-1"], "is not a whole number from 0 to 1200"),
    (["--max-months-ahead", "9223372036854775808"], "is not a whole number"),
    (["--disable-weekdays", "caturday"], "expected a weekday"),
    (["--disable-weekdays", ""], "needs weekdays or 'weekend'"),
    (["--select", "2024-02-30"], "--select: day 30 does not exist"),
    (
      ["--select-range", "2024-02-03..2024-01-28"], "the range '2024-02-03..2024-01-28' ends before"
    ),
    (["--select-range", "2024-02-03"], "expected a range of ISO 8601 dates"),
    (["--select-range", "2024-02-03...2024-02-04"], "cannot read '.2024-02-04'"),
    (["--select", "2024-02-03", "--select-range", "2024-02-03..2024-02-04"], "not both"),
    (
      ["--available-from", "2024-02-01", "--available-until", "2024-01-01"],
      "--available-until 2024-01-01 is before --available-from 2024-02-01"
    ),
    // Valid options that walk past a calendar's last month: a typed error, not a crash.
    (
      ["1000000-12", "-n", "2", "--locale", "en_US"], "is outside the range the gregorian calendar"
    ),
    (
      ["--calendar", "hebrew", "13759-13", "-n", "2", "--locale", "he_IL"],
      "is outside the range the hebrew calendar"
    ),
    (["--containing", "-999999-01-01", "--calendar", "dangi"], "is outside the range the dangi"),
  ]

  @Test("Bad command lines exit 2 with a message naming the problem")
  func badCommandLines() {
    for (arguments, fragment) in Self.cases {
      let result = Self.run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.output.isEmpty, "\(arguments)")
      #expect(result.errors.hasPrefix("calgrid: error: "), "\(arguments)")
      #expect(result.errors.contains(fragment), "\(arguments): \(result.errors)")
    }
  }

  @Test("Arguments that are not UTF-8 are named by position and bytes")
  func invalidUTF8() throws {
    let raw: [[UInt8]] = [Array("--locale".utf8), [0x65, 0x6E, 0xFF, 0x5F, 0x55, 0x53]]
    var output = ""
    var errors = ""
    let status = Calgrid.run(
      rawArguments: raw, environment: Self.environment, output: &output, errors: &errors)
    #expect(status == 2)
    #expect(errors.contains("argument 2 is not valid UTF-8: 'en\\xFF_US'"))
    for bytes: [UInt8] in [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80]] {
      #expect(throws: UsageError.self) { try Calgrid.decodeArguments([bytes]) }
    }
    #expect(try Calgrid.decodeArguments([Array("한국".utf8)]) == ["한국"])
    // Valid arguments run as usual.
    let valid: [[UInt8]] = ["2024-03", "--locale", "en_US"].map { Array($0.utf8) }
    #expect(
      Calgrid.run(
        rawArguments: valid, environment: Self.environment, output: &output, errors: &errors) == 0
    )
  }

  @Test("The binary rejects a process argument that is not UTF-8")
  func binaryInvalidUTF8() throws {
    let binary = CalgridToolTests.binary
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    // printf writes the raw byte 0xFF: the argument reaches calgrid as invalid UTF-8.
    process.arguments = ["-c", "\"$0\" --locale \"$(printf 'ko\\377KR')\"", binary.path]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(text.contains("argument 2 is not valid UTF-8: 'ko\\xFFKR'"), "\(text)")
  }

  @Test("Valid extremes run: the first and last supported months, 1200 months, every option")
  func validExtremes() {
    let commands: [[String]] = [
      ["-1000000-01", "--locale", "en_US", "--week-numbers", "--adjacent", "--rows", "fixed"],
      ["1000000-12", "--locale", "en_US", "--week-numbers", "--format", "json"],
      ["--calendar", "hebrew", "13759-13", "--locale", "he_IL", "--week-numbers"],
      ["--calendar", "chinese", "9998-12", "--locale", "zh_CN", "--decorate", "lunar"],
      [
        "2024-01", "-n", "1200", "--locale", "ko_KR", "--max-months-ahead", "1200", "--no-past",
        "--today", "2024-03-05", "--format", "json",
      ],
      [
        "--containing", "-999999-01-01", "--today", "+999999-12-31", "--select-range",
        "-999999-01-01..+999999-12-31", "--decorate", "kr-holidays,lunar,hebrew,islamic",
        "--disable-weekdays", "weekend", "--events", "-999999-01-01",
      ],
    ]
    for arguments in commands {
      let result = Self.run(arguments)
      #expect(result.status == 0, "\(arguments): \(result.errors)")
      #expect(!result.output.isEmpty)
    }
  }
}
