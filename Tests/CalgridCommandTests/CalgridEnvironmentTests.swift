import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

/// What `calgrid` reads from its environment, through the built binary: today under every
/// POSIX `TZ` form equals `date +%F` in the same environment; empty locale variables count as
/// unset; a malformed locale keyword is an unknown locale.
@Suite(
  "calgrid environment",
  .enabled(if: FileManager.default.isExecutableFile(atPath: CalgridToolTests.binary.path)))
struct CalgridEnvironmentTests {
  struct Grid: Decodable {
    struct Cell: Decodable {
      var date: String
      var isToday: Bool
    }
    var locale: String
    var weeks: [[Cell]]
  }
  struct Document: Decodable { var grids: [Grid] }

  /// Runs `date +%F` and `calgrid --format json` in one shell with `TZ` set, so both read the
  /// same clock and zone; retried when the day changed between the two (bounded: 3 times).
  static func todayPair(tz: String) throws -> (date: String, calgrid: [String]) {
    for _ in 0..<3 {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = [
        "-c", "date +%F; \"$0\" --format json --locale en_US --months 2; date +%F",
        CalgridToolTests.binary.path,
      ]
      var environment = ProcessInfo.processInfo.environment
      environment["TZ"] = tz
      process.environment = environment
      let out = Pipe()
      process.standardOutput = out
      try process.run()
      let data = out.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let text = String(decoding: data, as: UTF8.self)
      let lines = text.split(separator: "\n")
      guard let before = lines.first, let after = lines.last, before == after else { continue }
      let json = text.dropFirst(before.count + 1).dropLast(after.count + 1)
      let document = try JSONDecoder().decode(Document.self, from: Data(json.utf8))
      let today = document.grids.flatMap { $0.weeks.joined() }.filter(\.isToday).map(\.date)
      return (String(before), Array(Set(today)))
    }
    throw CocoaError(.featureUnsupported)
  }

  @Test(
    "Today equals date +%F under every TZ form",
    arguments: [
      "UTC-14", "UTC+12", "UTC-13:45", ":Pacific/Kiritimati", "<+14>-14", "<-12>12",
      "Pacific/Kiritimati", "Etc/GMT-14", "Etc/GMT+12", "America/New_York", "EST5EDT",
      "NZST-12NZDT,M9.5.0,M4.1.0/3", "UTC", "", "Nowhere/Invalid",
    ])
  func today(tz: String) throws {
    let (date, today) = try Self.todayPair(tz: tz)
    #expect(today == [date], "TZ='\(tz)': date +%F says \(date), calgrid marks \(today)")
  }

  static func json(_ environment: [String: String], unset: [String] = []) throws -> (
    status: Int32, locale: String?, errors: String
  ) {
    let process = Process()
    process.executableURL = CalgridToolTests.binary
    process.arguments = ["2024-03", "--format", "json"]
    var env = ProcessInfo.processInfo.environment
    for name in unset { env[name] = nil }
    env.merge(environment) { $1 }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    let errors = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let document = try? JSONDecoder().decode(Document.self, from: data)
    return (
      process.terminationStatus, document?.grids.first?.locale,
      String(decoding: errors, as: UTF8.self)
    )
  }

  @Test("Empty locale variables count as unset; with none set the fallback is en_US_POSIX")
  func emptyLocaleVariables() throws {
    let variables = ["LC_ALL", "LC_MESSAGES", "LANG"]
    let none = try Self.json([:], unset: variables)
    #expect(none.status == 0, "\(none.errors)")
    #expect(none.locale == "en_US_POSIX")
    let empty = try Self.json(["LANG": "", "LC_ALL": "", "LC_MESSAGES": ""])
    #expect(empty.status == 0, "\(empty.errors)")
    #expect(empty.locale == "en_US_POSIX")
    let emptyAll = try Self.json(["LC_ALL": "", "LC_MESSAGES": "", "LANG": "de_DE.UTF-8"])
    #expect(emptyAll.status == 0, "\(emptyAll.errors)")
    #expect(emptyAll.locale == "de_DE")
    let help = try CalgridToolTests.run(["--help"])
    #expect(help.stdout.contains("an empty one counting as unset; en_US_POSIX"))
  }

  @Test("A malformed locale keyword is an unknown locale, not a raw ICU error")
  func malformedKeyword() throws {
    let run = try CalgridToolTests.run(["--locale", "en_US@numbers=foo"])
    #expect(run.status == 2)
    #expect(
      run.stderr.hasPrefix("calgrid: error: unknown locale 'en_US@numbers=foo'"), "\(run.stderr)")
  }
}
