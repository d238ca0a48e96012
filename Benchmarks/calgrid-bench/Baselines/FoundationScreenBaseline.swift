import CalendarGrid
import CalendarGridHolidays
import Foundation

/// The user screen written with Foundation, as a careful app would without the engine: per
/// cell `date(byAdding:)` from the page's first day and `component(.day)`, the weekend from
/// `isDateInWeekend`, today and the selection by `isDate(_:inSameDayAs:)`, the holidays looked
/// up in a dictionary made once in setup, the lunar date from a `DateFormatter` on Foundation's
/// Chinese calendar, and the selectable-day rules as closures.
///
/// Before it is timed, its pages are checked cell by cell (days, day numbers, flags, holiday
/// names and lunar subtitles) against the engine's over ``ScreenSpec/checkedYears`` and over the
/// timed pass; a difference fails the run.
enum FoundationScreenBaseline {
  static func register() -> [Scenario] {
    [
      Scenario(
        subsystem: "baseline", name: "screen-page", calendar: UserScenarios.screenCalendar,
        locale: "ko_KR", role: .foundationScreen,
        summary: "Foundation: date(byAdding:) per cell, DateFormatter lunar, holiday set"
      ) { context in
        let spec = try ScreenSpec(context)
        let engine = try EngineScreen(spec)
        let screen = try FoundationScreen(spec)
        var checked = ScreenCollector()
        screen.checkedPages(into: &checked)
        try verifyScreen(
          checked.pages, against: engine.checkedPages(), what: "the Foundation screen")
        var mine = ScreenCollector()
        screen.pages(into: &mine)
        var theirs = ScreenCollector()
        engine.pages(into: &theirs)
        try verifyScreen(mine.pages, against: theirs.pages, what: "the Foundation screen's pages")
        return Prepared(
          workload: screen.pagesWorkload(),
          verified:
            "equal to the engine, \(checked.pages.count) pages of \(spec.checkedYears) and the timed"
        )
      },
      Scenario(
        subsystem: "baseline", name: "paging-24", calendar: UserScenarios.screenCalendar,
        locale: "ko_KR", role: .foundationScreen,
        summary: "Foundation screen paged: date(byAdding: .month) x24, each page's cells"
      ) { context in
        let spec = try ScreenSpec(context)
        let screen = try FoundationScreen(spec)
        var mine = ScreenCollector()
        screen.paging(into: &mine)
        var theirs = ScreenCollector()
        try EngineScreen(spec).paging(into: &theirs)
        try verifyScreen(mine.pages, against: theirs.pages, what: "the Foundation screen's paging")
        return Prepared(
          workload: screen.pagingWorkload(),
          verified: "equal to the engine's \(spec.pagingSteps) pages")
      },
    ]
  }
}

struct FoundationScreen {
  let spec: ScreenSpec
  let calendar: Calendar
  let lunar: DateFormatter
  let holidays: [Date: [String]]
  let rules: [(Date) -> Bool]
  let today: Date
  let selected: Date
  let pageStarts: [Date]
  let pagingStart: Date

  init(_ spec: ScreenSpec) throws {
    self.spec = spec
    let calendar = try foundationCalendar(.gregorian, locale: "ko_KR")
    self.calendar = calendar
    var chinese = Calendar(identifier: .chinese)
    chinese.locale = Locale(identifier: "ko_KR")
    chinese.timeZone = calendar.timeZone
    lunar = DateFormatter()
    lunar.locale = Locale(identifier: "ko_KR")
    lunar.calendar = chinese
    lunar.timeZone = calendar.timeZone
    // "M.d" in a Chinese calendar writes a leap month with the locale's mark: 윤4.1.
    lunar.dateFormat = "M.d"
    // The holiday data an app would ship, here taken from the engine's list once.
    let list = try HolidayCalendar(country: "KR", language: "ko")
    var holidays: [Date: [String]] = [:]
    for year in 2000...2049 {
      for holiday in try list.holidays(inYear: year) {
        holidays[holiday.day.date, default: []].append(holiday.name)
      }
    }
    self.holidays = holidays
    let window = spec.window.lowerBound.date...spec.window.upperBound.date
    rules = [{ !calendar.isDateInWeekend($0) }, { window.contains($0) }]
    today = spec.today.date
    selected = spec.selected.date
    let first = try Day(year: spec.pageMonths.year, month: spec.pageMonths.first, day: 1).date
    pageStarts = try (0..<spec.pageMonths.count).map { offset in
      guard let start = calendar.date(byAdding: .month, value: offset, to: first) else {
        throw Unavailable("Foundation cannot add \(offset) months to \(first)")
      }
      return start
    }
    pagingStart = try foundationMonthStart(calendar, containing: spec.today)
  }

  /// One page of 42 cells (the state's fixed rows) for the month starting at `monthStart`.
  @inline(__always)
  func page<Reader: ScreenReader>(monthStart: Date, into reader: inout Reader) {
    let leading = (calendar.component(.weekday, from: monthStart) - calendar.firstWeekday + 7) % 7
    let length = calendar.range(of: .day, in: .month, for: monthStart)?.count ?? 0
    let start = calendar.date(byAdding: .day, value: -leading, to: monthStart) ?? monthStart
    for index in 0..<42 {
      guard let date = calendar.date(byAdding: .day, value: index, to: start) else { continue }
      var flags: ScreenCellFlags = []
      if index >= leading && index < leading + length { flags.insert(.inMonth) }
      if calendar.isDate(date, inSameDayAs: today) { flags.insert(.today) }
      if calendar.isDateInWeekend(date) { flags.insert(.weekend) }
      if rules.allSatisfy({ $0(date) }) { flags.insert(.selectable) }
      if calendar.isDate(date, inSameDayAs: selected) { flags.insert(.selected) }
      reader.cell(
        day: Day(utcDate: date), dayNumber: calendar.component(.day, from: date), flags: flags)
      if let names = holidays[date] {
        for name in names { reader.holiday(name) }
      }
      reader.subtitle(lunar.string(from: date))
    }
    reader.endPage()
  }

  @inline(__always)
  func pages<Reader: ScreenReader>(into reader: inout Reader) {
    for start in pageStarts { page(monthStart: start, into: &reader) }
  }

  /// Paging as the app would: the next month's first day by `date(byAdding: .month)`.
  @inline(__always)
  func paging<Reader: ScreenReader>(into reader: inout Reader) {
    var monthStart = pagingStart
    for _ in 0..<spec.pagingSteps {
      monthStart = calendar.date(byAdding: .month, value: 1, to: monthStart) ?? monthStart
      page(monthStart: monthStart, into: &reader)
    }
  }

  /// The pages of every month of ``ScreenSpec/checkedYears``.
  func checkedPages<Reader: ScreenReader>(into reader: inout Reader) {
    guard var monthStart = try? Day(year: spec.checkedYears.lowerBound, month: 1, day: 1).date
    else { return }
    for _ in 0..<(12 * spec.checkedYears.count) {
      page(monthStart: monthStart, into: &reader)
      monthStart = calendar.date(byAdding: .month, value: 1, to: monthStart) ?? monthStart
    }
  }

  func pagesWorkload() -> Workload {
    Workload(unitsPerPass: pageStarts.count, unit: "page") {
      var reader = ScreenChecksum()
      pages(into: &reader)
      return reader.sum
    }
  }

  func pagingWorkload() -> Workload {
    Workload(unitsPerPass: spec.pagingSteps, unit: "page") {
      var reader = ScreenChecksum()
      paging(into: &reader)
      return reader.sum
    }
  }
}
