import CalendarGrid
import CalendarGridHolidays

/// A page as an app reads it: the screen state makes each month's page with its plugins
/// (Korean public holidays, an event dot, the weekend disabled), then every cell is read through
/// the subscript a SwiftUI `ForEach` uses, with the decorations of every decorated cell.
enum ScreenScenarios {
  static func register() -> [Scenario] {
    [
      Scenario(
        subsystem: "screen", name: "page+cells", calendar: "gregorian", locale: "ko_KR",
        role: .engine, summary: "state page with plugins, every cell and its decorations"
      ) { context in
        let producer = try ScreenPageProducer(context: context)
        try producer.verify()
        return Prepared(
          workload: producer.workload(),
          verified: "selectable cells equal the weekend rule, decorations equal by index")
      }
    ]
  }
}

struct ScreenPageProducer: GridProducer {
  let state: CalendarViewState
  let months: [CalendarMonth]

  init(context: BenchContext) throws {
    let bulk = try EngineBulkProducer(
      context: context, calendar: .gregorian, locale: "ko_KR", rows: .fixed,
      count: context.months)
    months = bulk.months
    state = try CalendarViewState(
      calendar: bulk.calendar, today: bulk.today, selection: .single,
      plugins: DayPlugins(
        decorators: [try HolidayCalendar(country: "KR", language: "ko"), EventDots([bulk.today])],
        rules: [DisabledWeekdays.weekend]))
  }

  var gridCount: Int { months.count }

  @inline(__always)
  func produce<Sink: CellSink>(into sink: inout Sink) {
    for month in months {
      let page = state.page(for: month)
      var word: UInt64 = 0
      for cell in page {
        word =
          rotate(word, 5) ^ UInt64(truncatingIfNeeded: cell.dayOfMonth)
          ^ UInt64(cell.flags.rawValue) << 8
        if cell.flags.contains(.decorated) {
          for decoration in page.decorations(at: cell.index) {
            word &+= UInt64(truncatingIfNeeded: decoration.kind.utf8.count)
          }
        }
      }
      sink.mix(word)
    }
  }

  func verify() throws(Mismatch) {
    for month in months {
      let page = state.page(for: month)
      for cell in page {
        let weekend = cell.weekday == .saturday || cell.weekday == .sunday
        guard cell.isSelectable == !weekend,
          Array(page.decorations(for: cell)) == Array(page.decorations(at: cell.index))
        else { throw Mismatch(description: "screen page \(month.year)-\(month.month) \(cell.day)") }
      }
    }
  }
}
