import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

/// End-to-end tests of the `calgrid` binary, run as a user runs it.
@Suite("calgrid command line")
struct CalgridToolTests {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The built `calgrid`, next to the test bundle in the build folder.
  static var binary: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("calgrid")
  }

  static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Run {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env.merge(environment) { $1 }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  @Test(
    "Headers stay three columns wide: short weekday names of four letters give way to narrow ones",
    arguments: ["br_FR", "az_Latn_AZ", "en_US"])
  func headerWidth(_ locale: String) throws {
    let result = try Self.run(["2024-03", "--locale", locale, "--today", "2024-03-05"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let headers = try #require(lines.dropFirst().first).split(separator: " ")
    #expect(headers.count == 7, "\(lines)")
    // These locales' short names (CLDR's "short" width) are up to four letters: `Merc`, `Çər.`.
    #expect(headers.allSatisfy { $0.count <= 3 }, "\(locale): \(headers)")
    if locale == "en_US" { #expect(headers == ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]) }
  }

  @Test(
    "--locale und and --locale root are ICU's root locale: root's names, its likely region US (Sunday first)"
  )
  func rootLocale() throws {
    let expected = """
               2024 M06
      Sun Mon Tue Wed Thu Fri Sat
                                1
        2   3   4   5   6   7   8
        9  10  11  12  13  14  15
       16  17  18  19  20  21  22
       23  24  25  26  27  28  29
       30

      """
    for locale in ["und", "root"] {
      let run = try Self.run([
        "2024-06", "--locale", locale, "--color", "never", "--today", "2000-01-01",
      ])
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout == expected, "\(locale):\n\(run.stdout)")
    }
    let refused = try Self.run(["2024-06", "--locale", "und_001"])
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("takes keywords only"), "\(refused.stderr)")
  }

  @Test("The binary exists (swift build builds it before the tests)")
  func binaryExists() {
    #expect(FileManager.default.isExecutableFile(atPath: Self.binary.path), "\(Self.binary.path)")
  }

  @Test("Text output is aligned like cal, with localized weekday headers")
  func textOutput() throws {
    let run = try Self.run([
      "2024-03", "--locale", "en_US", "--today", "2024-03-05", "--color", "never",
    ])
    #expect(run.status == 0)
    #expect(
      run.stdout == """
             March 2024
        Su Mo Tu We Th Fr Sa
                        1  2
         3  4  5  6  7  8  9
        10 11 12 13 14 15 16
        17 18 19 20 21 22 23
        24 25 26 27 28 29 30
        31

        """)
    let korean = try Self.run(["2024-03", "--locale", "ko_KR", "--color", "never"])
    #expect(korean.stdout.hasPrefix("     2024년 3월\n일 월 화 수 목 금 토\n"))
    let german = try Self.run([
      "--containing", "2024-03-05", "--locale", "de-DE", "--color", "never",
    ])
    #expect(german.stdout.contains("Mo. Di. Mi. Do. Fr. Sa. So."))
  }

  @Test("No arguments prints the month containing today")
  func defaultRun() throws {
    let run = try Self.run([], environment: ["LANG": "en_US.UTF-8"])
    #expect(run.status == 0)
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.dateFormat = "LLLL y"
    #expect(run.stdout.contains(formatter.string(from: Date())))
  }

  struct JSONGrid: Decodable {
    var calendar: String
    var locale: String
    var firstWeekday: Int
    var year: Int
    var month: Int
    var isLeapMonth: Bool
    var monthLength: Int
    var title: String
    var weekdaySymbols: [String]
    var weeks: [[Cell]]
    struct Cell: Decodable {
      var date: String
      var day: Int
      var inMonth: Bool
      var weekday: Int
      var isToday: Bool
      var isWeekend: Bool
      var weekOfYear: Int?
    }
  }

  struct Document: Decodable { var grids: [JSONGrid] }

  @Test("JSON output has the documented shape")
  func jsonOutput() throws {
    let run = try Self.run([
      "2024-02", "--locale", "ar_EG", "--months", "2", "--rows", "fixed", "--format", "json",
      "--today", "2024-02-29", "--week-numbers",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let document = try JSONDecoder().decode(Document.self, from: Data(run.stdout.utf8))
    #expect(document.grids.count == 2)
    let february = try #require(document.grids.first)
    #expect(february.calendar == "gregorian" && february.locale == "ar_EG")
    #expect(february.firstWeekday == 7 && february.year == 2024 && february.month == 2)
    #expect(february.monthLength == 29 && !february.isLeapMonth)
    #expect(february.weeks.count == 6 && february.weeks.allSatisfy { $0.count == 7 })
    #expect(february.weekdaySymbols.count == 7)
    #expect(!february.title.isEmpty)
    let cells = february.weeks.flatMap { $0 }
    #expect(cells.first?.date == "2024-01-27")
    #expect(cells.filter(\.isToday).map(\.date) == ["2024-02-29"])
    #expect(cells.filter(\.inMonth).map(\.day) == Array(1...29))
    #expect(cells.allSatisfy { $0.weekOfYear != nil })
    #expect(document.grids[1].month == 3)
    // The top level is exactly {"grids": [...]}.
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    #expect(object?.keys.sorted() == ["grids"])
  }

  @Test(
    "Bad input exits with status 2 and a message naming the problem",
    arguments: [
      (["--locale", "xx_YY"], "xx_YY"), (["--calendar", "Gregorian"], "Gregorian"),
      (["2024-13"], "month 13"), (["2024-00"], "month 0"), (["--months", "0"], "--months 0"),
      (["--months", "10000000"], "--months 10000000"), (["--months", "many"], "many"),
      (["--containing", "2024-02-30"], "day 30"), (["--today", "yesterday"], "yesterday"),
      (["--first-weekday", "funday"], "funday"), (["--rows", "seven"], "seven"),
      (["--format", "xml"], "xml"), (["--frobnicate"], "--frobnicate"), (["2024/03"], "2024/03"),
      (["--locale"], "--locale needs a value"), (["2024-03", "2024-04"], "2024-04"),
      (["2024-03", "--containing", "2024-03-01"], "not both"), (["99999999-01"], "99999999-01"),
      (["2024-03L"], "leap"),
    ])
  func badInput(arguments: [String], mention: String) throws {
    let run = try Self.run(arguments)
    #expect(run.status == 2)
    #expect(run.stderr.contains(mention), "\(run.stderr)")
    #expect(run.stderr.contains("calgrid --help"))
    #expect(run.stdout.isEmpty)
  }

  @Test("--help lists every option")
  func help() throws {
    let run = try Self.run(["--help"])
    #expect(run.status == 0)
    for option in [
      "--containing", "--locale", "--calendar", "--first-weekday", "--months", "--rows", "--today",
      "--week-numbers", "--format", "--help",
    ] {
      #expect(run.stdout.contains(option))
    }
  }
}
