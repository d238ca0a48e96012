import CalendarGridHolidays
import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridRendering
@testable import CalendarGridSources
@testable import CalgridCommand

/// A decorator whose text holds every character JSON escapes, and some it must not.
private struct AwkwardText: DayDecorator {
  static let text = "q\"b\\s/n\nr\rt\tb\u{8}f\u{c}x\u{1}y\u{1f}z\u{7f}\u{2028}é😀"
  func decorate(_ span: DaySpan, context: PluginContext, into buffer: inout DecorationBuffer) {
    for offset in 0..<span.count where span.first.advanced(by: offset).daysSince1970 % 5 == 0 {
      buffer.add(.badge(Self.text), at: offset)
      buffer.add(.dot(color: .red, size: .small), at: offset)
      buffer.add(.holiday(name: "day/" + Self.text, isDayOff: offset % 2 == 0), at: offset)
      buffer.add(
        .custom(
          CustomDecoration(
            kind: "mood\u{1}", payload: 1, fields: ["emoji": "🙂", "on": "true", "z": "false"])),
        at: offset)
    }
  }
}

private struct Weekends: SelectableDayRule {
  func selectableDays(in span: DaySpan, context: PluginContext) -> UInt64 {
    var mask: UInt64 = 0
    for offset in 0..<span.count where span.first.advanced(by: offset).daysSince1970 % 7 != 2 {
      mask |= 1 << UInt64(offset)
    }
    return mask
  }
}

/// `calgrid dump --format json` writes its files without `JSONEncoder`; these tests hold its
/// bytes to the encoder's over grids with every kind of value the document has.
@Suite("calgrid dump: JSON written as JSONEncoder writes it")
struct DumpJSONWriterTests {
  static let cases: [(locale: String, calendar: CalendarIdentifier, rows: RowPolicy, weeks: Bool)] =
    [
      ("ko_KR", .gregorian, .variable, false), ("ko_KR", .dangi, .fixed, true),
      ("ar_EG", .islamicUmmAlQura, .variable, true), ("he_IL", .hebrew, .fixed, false),
      ("en_US", .gregorian, .fixed, true), ("fa_IR@numbers=arabext", .persian, .variable, false),
      ("zh_CN", .chinese, .variable, true), ("und", .coptic, .fixed, false),
    ]

  static func grids(
    _ locale: GridLocale, _ identifier: CalendarIdentifier, rows: RowPolicy, weeks: Bool
  ) throws -> [MonthGrid] {
    let calendar = try GridCalendar(identifier, locale: locale)
    let plugins = DayPlugins(
      decorators: [try HolidayCalendar(country: "KR", language: "ko"), AwkwardText()],
      rules: [Weekends()])
    var month = try calendar.month(containing: Day(year: 2024, month: 1, day: 15))
    var grids: [MonthGrid] = []
    for _ in 0..<14 {
      grids.append(
        calendar.grid(
          for: month, rows: rows, today: try Day(year: 2024, month: 3, day: 5), weekNumbers: weeks,
          plugins: plugins))
      month = try calendar.month(after: month)
    }
    // A grid with no plugins: no decorations anywhere, every array of them empty.
    grids.append(calendar.grid(for: month, rows: rows))
    return grids
  }

  /// The document as the layout is documented: the compact encoder's object for each grid, a
  /// grid a line between `{"grids":[` and `]}`.
  static func documented(_ grids: [GridDocument.Grid]) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let objects = try grids.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
    return grids.isEmpty
      ? "{\"grids\":[]}\n" : "{\"grids\":[\n" + objects.joined(separator: ",\n") + "\n]}\n"
  }

  @Test("JSON files are the encoder's bytes, a grid a line", arguments: 0..<cases.count)
  func jsonFiles(_ index: Int) throws {
    let (identifier, calendarIdentifier, rows, weeks) = Self.cases[index]
    let locale = try GridLocale(identifier)
    let names = try CalendarNames(locale: locale, calendar: calendarIdentifier)
    let grids = try Self.grids(locale, calendarIdentifier, rows: rows, weeks: weeks)
    let written = Dump.jsonText(grids, locale: locale, calendar: calendarIdentifier, names: names)
    let document = GridDocument(
      grids: grids.map { GridDocument.Grid($0, locale: locale, names: names) })
    let encoded = try Self.documented(document.grids)
    #expect(written == encoded, "\(identifier) \(calendarIdentifier)")
    if written != encoded {
      let difference = zip(written.utf8, encoded.utf8).prefix { $0 == $1 }.count
      Issue.record(
        "first difference at byte \(difference): \(written.utf8.dropFirst(difference).prefix(80).map { $0 })"
      )
    }
    // The tool prints the same document, and it decodes to the grids.
    #expect(try GridDocumentLayout.text(document) == written)
    #expect(try JSONDecoder().decode(GridDocument.self, from: Data(written.utf8)) == document)
    // A line a grid, and what the grids hold reaches the file: decorations with escapes, week
    // numbers, rules.
    #expect(written.split(separator: "\n").count == grids.count + 2)
    #expect(written.contains(#"\"b\\s/n\nr\rt\tb\bf\fx\u0001y\u001fz"#))
    #expect(written.contains(#""isSelectable":false"#))
    #expect(written.contains(#""weekOfYear":"#) == weeks)
    #expect(written.contains(#""decorations":[],"#))
  }

  @Test("Dates of years outside 0-9999 in a JSON file are the encoder's bytes")
  func farYears() throws {
    let locale = try GridLocale("en_US")
    let calendar = try GridCalendar(.gregorian, locale: locale)
    let names = try CalendarNames(for: calendar)
    // January of year 1 shows days of year 0; December 9999 shows days of year 10000.
    let grids = try [Day(year: 1, month: 1, day: 1), Day(year: 9_999, month: 12, day: 1)].map {
      calendar.grid(for: try calendar.month(containing: $0), rows: .fixed)
    }
    let written = Dump.jsonText(grids, locale: locale, calendar: .gregorian, names: names)
    let document = GridDocument(
      grids: grids.map { GridDocument.Grid($0, locale: locale, names: names) })
    #expect(written == (try Self.documented(document.grids)))
    #expect(written.contains(#""date":"0000-12-31""#))
    #expect(written.contains(#""date":"+10000-01-01""#))
  }

  @Test("A JSON file of no grids is the encoder's bytes")
  func emptyDocument() throws {
    let locale = try GridLocale("ko_KR")
    let names = try CalendarNames(locale: locale, calendar: .gregorian)
    let written = Dump.jsonText([], locale: locale, calendar: .gregorian, names: names)
    #expect(written == #"{"grids":[]}"# + "\n")
    #expect(try GridDocumentLayout.text(GridDocument(grids: [])) == written)
    #expect(
      try JSONDecoder().decode(GridDocument.self, from: Data(written.utf8))
        == GridDocument(grids: []))
  }

  @Test("JSON lines are the encoder's compact bytes", arguments: 0..<cases.count)
  func jsonLines(_ index: Int) throws {
    let (identifier, calendarIdentifier, rows, weeks) = Self.cases[index]
    let locale = try GridLocale(identifier)
    let names = try CalendarNames(locale: locale, calendar: calendarIdentifier)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var lines = GridJSONWriter(locale: locale, calendar: calendarIdentifier, names: names)
    for grid in try Self.grids(locale, calendarIdentifier, rows: rows, weeks: weeks) {
      var bytes: [UInt8] = []
      lines.appendLine(grid, to: &bytes)
      let expected =
        try encoder.encode(GridDocument.Grid(grid, locale: locale, names: names)) + Data("\n".utf8)
      #expect(bytes == Array(expected), "\(identifier) \(calendarIdentifier) \(grid.month)")
    }
  }

  @Test("index.json is the encoder's bytes: no files, files, skipped locales with escapes")
  func indexFile() throws {
    let entries = (0..<3).map { number in
      DumpIndex.Entry(
        file: "ko_KR.chinese-\(number).json", format: number == 2 ? "text" : "json",
        locale: "ko_KR@calendar=chinese", calendar: "chinese", grids: [13, 0, 1_200][number],
        first: "2024-01-11", last: "2025-01-28")
    }
    let skipped = [
      DumpIndex.Skipped(locale: "xx/yy", reason: AwkwardText.text),
      DumpIndex.Skipped(locale: "", reason: "no \"data\""),
    ]
    for (files, skipped) in [([], []), (entries, []), ([], skipped), (entries, skipped)] {
      let index = DumpIndex(
        naming: "<locale>.<calendar>.<ext>", from: "2024-01-01", to: "2024-12-31",
        today: "2024-03-05", formats: files.isEmpty ? [] : ["json", "text"], files: files,
        skipped: skipped)
      let encoded = Array(try Dump.jsonEncoder.encode(index) + Data("\n".utf8))
      #expect(index.jsonBytes() == encoded, "\(files.count) files, \(skipped.count) skipped")
    }
  }
}
