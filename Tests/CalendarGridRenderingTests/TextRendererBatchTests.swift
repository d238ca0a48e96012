import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridRendering
@testable import CalendarGridSources

/// A batch of grids is rendered with one set of weekday headers per first weekday: its text is
/// each grid's own text, separated by a blank line.
@Suite("Text of many grids at once")
struct TextRendererBatchTests {
  /// Months of 2024 from one locale's calendar, then from the same locale with every other
  /// first weekday: the batch changes its first weekday several times.
  static func grids(_ locale: String, _ identifier: CalendarIdentifier) throws -> [MonthGrid] {
    let gridLocale = try GridLocale(locale)
    var grids: [MonthGrid] = []
    for firstWeekday in [nil] + Weekday.allCases.map(Optional.some) {
      let calendar = try GridCalendar(identifier, locale: gridLocale, firstWeekday: firstWeekday)
      var month = try calendar.month(containing: Day(year: 2024, month: 2, day: 10))
      for _ in 0..<3 {
        grids.append(calendar.grid(for: month, today: try Day(year: 2024, month: 3, day: 5)))
        month = try calendar.month(after: month)
      }
    }
    return grids
  }

  /// A dot on one day of the grids whose first day is an even day number since 1970: some
  /// grids of a batch have a mark (a column wider) and some do not.
  private struct SomeGridsDotted: DayDecorator {
    func decorate(_ span: DaySpan, context: PluginContext, into buffer: inout DecorationBuffer) {
      if span.first.daysSince1970 % 2 == 0 { buffer.add(.dot(color: .red, size: .small), at: 10) }
    }
  }

  @Test("a batch whose grids' columns differ in width lays out each as alone")
  func columnWidthsChange() throws {
    for locale in ["ko_KR", "ar_EG", "de_DE"] {
      let calendar = try GridCalendar(.gregorian, locale: GridLocale(locale))
      let names = try CalendarNames(for: calendar)
      let plugins = DayPlugins(decorators: [SomeGridsDotted()])
      var month = try calendar.month(year: 2024, month: 1)
      var grids: [MonthGrid] = []
      for _ in 0..<12 {
        grids.append(calendar.grid(for: month, plugins: plugins))
        month = try calendar.month(after: month)
      }
      let dotted = grids.filter { !$0.decoratedCells.isEmpty }.count
      #expect(dotted > 0 && dotted < grids.count, "\(locale): \(dotted) of \(grids.count)")
      let renderer = TextRenderer()
      let joined = grids.map { renderer.render($0, names: names) }.joined(separator: "\n\n")
      #expect(renderer.render(grids, names: names) == joined, "\(locale)")
    }
  }

  @Test(
    "the batch is each grid's text joined by blank lines",
    arguments: [
      ("ko_KR", CalendarIdentifier.gregorian), ("ar_EG", .islamicUmmAlQura), ("de_DE", .gregorian),
      ("he_IL", .hebrew), ("zh_Hans_CN", .chinese),
    ])
  func batchEqualsEachGrid(_ locale: String, _ identifier: CalendarIdentifier) throws {
    let grids = try Self.grids(locale, identifier)
    let names = try CalendarNames(locale: GridLocale(locale), calendar: identifier)
    for renderer in [
      TextRenderer(), TextRenderer(showsAdjacentDays: true, showsWeekNumbers: true),
      TextRenderer(usesColor: true, weekdayWidth: .wide),
    ] {
      let joined = grids.map { renderer.render($0, names: names) }.joined(separator: "\n\n")
      let batch = renderer.render(grids, names: names)
      #expect(batch == joined, "\(locale)")
      #expect(renderer.renderUTF8(grids, names: names).elementsEqual(batch.utf8), "\(locale)")
      #expect(renderer.render([grids[0]], names: names) == renderer.render(grids[0], names: names))
    }
    #expect(TextRenderer().render([MonthGrid](), names: names) == "")
    // The headers follow each grid's first weekday: Monday-first and Sunday-first differ.
    let headers = Set(
      grids.map { TextRenderer().render($0, names: names).split(separator: "\n")[1] })
    #expect(headers.count == 7, "\(locale): \(headers)")
  }

  /// A row as `cal` lays it out: each of the month's days right-aligned in `width` columns, a
  /// space between columns, other days blank, trailing spaces cut.
  static func row(_ grid: MonthGrid, _ row: Int, width: Int) -> String {
    let cells = (0..<7).map { column -> String in
      let cell = grid[row * 7 + column]
      let number = cell.isInMonth ? String(cell.dayOfMonth) : ""
      return String(repeating: " ", count: width - number.count) + number
    }
    var line = cells.joined(separator: " ")
    while line.hasSuffix(" ") { line.removeLast() }
    return line
  }

  @Test(
    "rows of plain days are laid out like cal's, around the numbers October 1582 skips",
    arguments: [("en_US", 2), ("de_DE", 3), ("it_IT", 3), ("ko_KR", 2)])
  func plainRows(_ locale: String, _ width: Int) throws {
    let gridLocale = try GridLocale(locale)
    let names = try CalendarNames(locale: gridLocale, calendar: .gregorian)
    var compared = 0
    for firstWeekday in Weekday.allCases {
      let calendar = try GridCalendar(.gregorian, locale: gridLocale, firstWeekday: firstWeekday)
      var months = [try calendar.month(year: 1582, month: 10)]
      var month = try calendar.month(year: 2024, month: 1)
      for _ in 0..<14 {
        months.append(month)
        month = try calendar.month(after: month)
      }
      for month in months {
        for rows in RowPolicy.allCases {
          let grid = calendar.grid(for: month, rows: rows)
          let lines = TextRenderer().render(grid, names: names).split(
            separator: "\n", omittingEmptySubsequences: false)
          #expect(lines.count == grid.rowCount + 2, "\(locale) \(month.firstDay)")
          for row in 0..<min(grid.rowCount, lines.count - 2) {
            #expect(
              lines[row + 2] == Self.row(grid, row, width: width),
              "\(locale) \(month.firstDay) \(firstWeekday) row \(row)")
            compared += 1
          }
        }
      }
    }
    #expect(compared >= 7 * 15 * 2 * 4)
  }
}
