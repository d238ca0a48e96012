import CalendarGrid
import CalendarGridRendering
import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

/// calgrid's options written as `--flag=value`, and its colour output, run as a user runs them.
@Suite("calgrid option forms and colour")
struct CalgridOptionFormTests {
  /// Every option that takes a value: the arguments it is tried with, and a value that changes
  /// the output of those arguments.
  static let valued: [(flag: String, value: String, base: [String])] = [
    ("--containing", "2024-05-20", ["--locale", "en_US", "--color", "never"]),
    ("--locale", "ko_KR", ["2024-03", "--color", "never"]),
    (
      "--calendar", "hebrew",
      ["--containing", "2024-03-05", "--locale", "en_US", "--color", "never"]
    ),
    ("--first-weekday", "wed", ["2024-03", "--locale", "en_US", "--color", "never"]),
    ("--months", "2", ["2024-03", "--locale", "en_US", "--color", "never"]),
    ("--rows", "fixed", ["2024-02", "--locale", "en_US", "--format", "json", "--color", "never"]),
    ("--today", "2024-03-05", ["2024-03", "--locale", "en_US", "--color", "always"]),
    ("--format", "json", ["2024-03", "--locale", "en_US", "--color", "never"]),
    ("--color", "always", ["2024-03", "--locale", "en_US", "--today", "2024-03-05"]),
    ("--select", "2024-03-12", ["2024-03", "--locale", "en_US", "--color", "never"]),
    (
      "--select-range", "2024-03-12..2024-03-14",
      ["2024-03", "--locale", "en_US", "--color", "never"]
    ),
    ("--decorate", "kr-holidays", ["2024-03", "--locale", "ko_KR", "--color", "never"]),
    ("--events", "2024-03-05,2024-03-08", ["2024-03", "--locale", "en_US", "--color", "never"]),
    ("--available-from", "2024-03-10", ["2024-03", "--locale", "en_US", "--color", "never"]),
    ("--available-until", "2024-03-10", ["2024-03", "--locale", "en_US", "--color", "never"]),
    (
      "--max-months-ahead", "0",
      ["2024-03", "--locale", "en_US", "--today", "2024-03-05", "--color", "never"]
    ),
    ("--disable-weekdays", "sat,sun", ["2024-03", "--locale", "en_US", "--color", "never"]),
    ("--disable-days", "2024-03-05", ["2024-03", "--locale", "en_US", "--color", "never"]),
    ("--only-days", "2024-03-05", ["2024-03", "--locale", "en_US", "--color", "never"]),
  ]

  @Test("--flag=value works as --flag value for every option that takes a value", arguments: valued)
  func equalsForm(flag: String, value: String, base: [String]) throws {
    let spaced = try CalgridToolTests.run(base + [flag, value])
    let joined = try CalgridToolTests.run(base + ["\(flag)=\(value)"])
    let without = try CalgridToolTests.run(base)
    #expect(joined.status == 0, "\(flag)=\(value): \(joined.stderr)")
    #expect(joined.stderr.isEmpty)
    #expect(joined.stdout == spaced.stdout, "\(flag)=\(value)")
    #expect(spaced.status == 0, "\(flag) \(value): \(spaced.stderr)")
    // The value took effect.
    #expect(joined.stdout != without.stdout, "\(flag)=\(value) changed nothing")
  }

  /// The files of a folder and their contents, hidden files included.
  static func contents(of folder: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
      files[name] = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(name)"))
    }
    return files
  }

  @Test("calgrid dump takes --flag=value for every option that takes a value")
  func dumpEqualsForm() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calgrid-equals-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let options: [(String, String)] = [
      ("--locales", "ko_KR,he_IL"), ("--calendars", "gregorian,hebrew"), ("--from", "2024-02"),
      ("--to", "2024-04"), ("--format", "text,json"), ("--today", "2024-03-05"),
      ("--first-weekday", "mon"), ("--rows", "fixed"), ("--jobs", "2"),
      ("--events", "2024-03-08"), ("--disable-weekdays", "sat,sun"),
    ]
    let spaced = try CalgridToolTests.run(
      ["dump"] + options.flatMap { [$0.0, $0.1] } + ["--out", "\(root)/spaced"])
    let joined = try CalgridToolTests.run(
      ["dump"] + options.map { "\($0.0)=\($0.1)" } + ["--out=\(root)/joined"])
    #expect(spaced.status == 0, "\(spaced.stderr)")
    #expect(joined.status == 0, "\(joined.stderr)")
    let expected = try Self.contents(of: "\(root)/spaced")
    // 2 locales × 2 calendars × 2 formats, and the index.
    #expect(expected.count == 9, "\(expected.keys.sorted())")
    #expect(try Self.contents(of: "\(root)/joined") == expected)
    let year = try CalgridToolTests.run(
      ["dump", "--locales=en_US", "--year=2024", "--format=json", "--out=\(root)/year"])
    #expect(year.status == 0, "\(year.stderr)")
    let grids = try JSONDecoder().decode(
      GridDocument.self,
      from: try #require(try Self.contents(of: "\(root)/year")["en_US.gregorian.json"]))
    #expect(grids.grids.map(\.month) == Array(1...12))
    let check = try CalgridToolTests.run(
      ["dump"] + options.map { "\($0.0)=\($0.1)" } + ["--check=\(root)/spaced"])
    #expect(check.status == 0, "\(check.stdout) \(check.stderr)")
  }

  @Test("A one-day --select-range selects that day alone")
  func oneDayRange() throws {
    let run = try CalgridToolTests.run([
      "2024-03", "--locale", "en_US", "--select-range=2024-03-05..2024-03-05", "--format", "json",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let document = try JSONDecoder().decode(GridDocument.self, from: Data(run.stdout.utf8))
    let cells = try #require(document.grids.first).weeks.joined()
    #expect(cells.filter { $0.isSelected == true }.map(\.date) == ["2024-03-05"])
    #expect(cells.compactMap(\.rangePosition) == ["single"])
  }

  @Test("--available-from and --available-until on one day leave that day alone selectable")
  func oneDayAvailable() throws {
    let run = try CalgridToolTests.run([
      "2024-03", "--locale", "en_US", "--available-from=2024-03-05",
      "--available-until=2024-03-05", "--format", "json",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let document = try JSONDecoder().decode(GridDocument.self, from: Data(run.stdout.utf8))
    let cells = try #require(document.grids.first).weeks.joined()
    #expect(cells.filter(\.isSelectable).map(\.date) == ["2024-03-05"])
  }

  /// Colour output: today in reverse video, a selected day in reverse cyan, days of other months
  /// dim, unselectable days dim and struck through, holidays red.
  @Test("Colour output, golden")
  func colourGolden() throws {
    let run = try CalgridToolTests.run([
      "2024-03", "--locale", "ko_KR", "--today", "2024-03-05", "--color", "always",
      "--select", "2024-03-12", "--select", "2024-03-13", "--adjacent", "--disable-days",
      "2024-03-20", "--decorate", "kr-holidays",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == Self.colourGolden, "\(run.stdout.debugDescription)")
    // Today and the selection are told apart when they fall on one day.
    let both = try CalgridToolTests.run([
      "2024-03", "--locale", "en_US", "--today", "2024-03-05", "--color", "always", "--select",
      "2024-03-05", "--select", "2024-03-06",
    ])
    #expect(both.status == 0, "\(both.stderr)")
    #expect(both.stdout.contains("\u{1B}[7;7;36m 5\u{1B}[0m"), "\(both.stdout.debugDescription)")
    #expect(both.stdout.contains("\u{1B}[7;36m 6\u{1B}[0m"), "\(both.stdout.debugDescription)")
    #expect(!both.stdout.contains("\u{1B}[7m"))
  }

  static let colourGolden = """
            2024년 3월
     일  월  화  수  목  금  토
    \u{1B}[2m25 \u{1B}[0m \u{1B}[2m26 \u{1B}[0m \u{1B}[2m27 \u{1B}[0m \u{1B}[2m28 \u{1B}[0m \u{1B}[2m29 \u{1B}[0m \u{1B}[31m 1*\u{1B}[0m  2
     3   4  \u{1B}[7m 5 \u{1B}[0m  6   7   8   9
    10  11  \u{1B}[7;36m12 \u{1B}[0m \u{1B}[7;36m13 \u{1B}[0m 14  15  16
    17  18  19  \u{1B}[2;9m20×\u{1B}[0m 21  22  23
    24  25  26  27  28  29  30
    31  \u{1B}[2m 1 \u{1B}[0m \u{1B}[2m 2 \u{1B}[0m \u{1B}[2m 3 \u{1B}[0m \u{1B}[2m 4 \u{1B}[0m \u{1B}[2m 5 \u{1B}[0m \u{1B}[2m 6 \u{1B}[0m
    * 1 삼일절
    × not selectable

    """
}
