import Testing

@testable import CalendarGridCore
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
}
