import CalendarGridHolidays
import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridSources
@testable import CalendarGridState

/// The five stories the project comes from, each written as an app would write it, through
/// the one screen-state model, in Korean (Sunday-first) and German (Monday-first) locales.
@Suite("The seed stories through CalendarViewState")
struct ScreenStoryTests {
  static let locales = ["ko_KR", "de_DE"]
  let today = Day(literal: "2024-03-15")

  func calendar(_ locale: String) throws -> GridCalendar {
    try GridCalendar(.gregorian, locale: GridLocale(locale))
  }

  /// The reference: the first day of the week containing March 1, 2024 per Foundation.
  func foundationFirstCell(_ locale: String) -> Day {
    var reference = Reference.calendar(.gregorian)
    reference.firstWeekday = locale == "de_DE" ? 2 : 1
    let march = Reference.date(Day(literal: "2024-03-01"))
    let week = reference.dateInterval(of: .weekOfYear, for: march)!.start
    return Reference.day(week)
  }

  @Test("001: a month grid with adjacent days", arguments: locales)
  func monthGridWithAdjacentDays(locale: String) throws {
    let state = try CalendarViewState(
      calendar: calendar(locale), today: today, selection: .single)
    let page = state.grid
    #expect(page.count == 42)
    #expect(page.firstDay == foundationFirstCell(locale))
    #expect(page.firstWeekday == (locale == "de_DE" ? .monday : .sunday))
    let leading = page.prefix { !$0.isInMonth }
    #expect(leading.count == (locale == "de_DE" ? 4 : 5))
    #expect(leading.allSatisfy { $0.isSelectable })
    #expect(page.filter(\.isInMonth).map(\.dayOfMonth) == Array(1...31))
    #expect(page.todayCell?.day == today)
    // Rows index from 0 and each cell is reachable by week and column.
    #expect(state.grid.weeks[1][0].day == page.firstDay.advanced(by: 7))
  }

  @Test("002: one selection kept across months", arguments: locales)
  func selectionAcrossMonths(locale: String) throws {
    var state = try CalendarViewState(
      calendar: calendar(locale), today: today, selection: .single)
    #expect(state.tap(Day(literal: "2024-03-05")).outcome == .selected)
    state.moveForward()
    #expect(state.visibleMonth.month == 4)
    #expect(state.selection.days == [Day(literal: "2024-03-05")])
    #expect(!state.grid.contains { $0.isSelected })
    #expect(state.tap(Day(literal: "2024-04-02")).outcome == .selected)
    state.moveBackward()
    #expect(state.selection.days == [Day(literal: "2024-04-02")])
    // March's page shows April 2 as a trailing day, selected; March 5 no longer.
    #expect(state.grid.filter(\.isSelected).map(\.day) == [Day(literal: "2024-04-02")])
    // A range across months, kept while paging.
    var range = try CalendarViewState(
      calendar: calendar(locale), today: today, selection: .range)
    range.tap(Day(literal: "2024-03-28"))
    range.moveForward()
    let (outcome, _) = range.tap(Day(literal: "2024-04-03"))
    #expect(outcome == .rangeCompleted(Day(literal: "2024-03-28")...Day(literal: "2024-04-03")))
    range.moveBackward()
    #expect(range.grid.filter(\.isSelected).count == 7)
    // The state saves and restores.
    let saved = try JSONEncoder().encode(range.restoration)
    var again = try CalendarViewState(
      calendar: calendar(locale), today: today, selection: .range)
    try again.restore(JSONDecoder().decode(CalendarViewState.Restoration.self, from: saved))
    #expect(again == range)
  }

  @Test(
    "003: a month view whose adjacent days are not tappable, three months around today",
    arguments: locales)
  func boundedViewWithoutAdjacentTaps(locale: String) throws {
    var state = try CalendarViewState(
      calendar: calendar(locale), today: today, selection: .single,
      bounds: .monthsAroundToday(before: 3, after: 3), adjacentDays: .notSelectable)
    #expect(state.grid.todayCell?.day == today && state.grid.todayCell?.isToday == true)
    // Adjacent cells are shown, not selectable, and a tap on one is refused.
    let adjacent = state.grid.filter { !$0.isInMonth }
    #expect(!adjacent.isEmpty && adjacent.allSatisfy { !$0.isSelectable })
    #expect(state.grid.filter(\.isInMonth).allSatisfy { $0.isSelectable })
    let trailing = Day(literal: "2024-04-02")
    #expect(state.tap(trailing).outcome == .rejected(.adjacentDay(trailing)))
    #expect(state.selection.isEmpty)
    // Paging stops three months after today; taps past the bounds are refused.
    var moves = 0
    for _ in 0..<10 where state.moveForward() != GridChangeSet() { moves += 1 }
    #expect(moves == 3 && state.visibleMonth.month == 6 && !state.navigator.canMoveForward)
    let beyond = Day(literal: "2025-01-01")
    #expect(state.tap(beyond).outcome == .rejected(.outsideBounds(beyond)))
    #expect(
      state.tap(Day(literal: "2023-11-30")).outcome
        == .rejected(.outsideBounds(Day(literal: "2023-11-30"))))
    // June's trailing July days are outside the bounds: not selectable on the page either.
    #expect(
      state.grid.filter { $0.day > Day(literal: "2024-06-30") }.allSatisfy { !$0.isSelectable })
    #expect(state.tap(Day(literal: "2024-06-10")).outcome == .selected)
  }

  @Test("003b: tapping an adjacent day pages to its month", arguments: locales)
  func adjacentTapPages(locale: String) throws {
    var state = try CalendarViewState(
      calendar: calendar(locale), today: today, selection: .single, adjacentDays: .pagesToMonth)
    let (outcome, changes) = state.tap(Day(literal: "2024-04-02"))
    #expect(outcome == .selected)
    #expect(state.visibleMonth.month == 4)
    #expect(!changes.inserted.isEmpty || !changes.reloaded.isEmpty)
    #expect(state.grid.first { $0.isSelected }?.day == Day(literal: "2024-04-02"))
  }

  @Test("004: a cascading year / month / day picker drives the screen", arguments: locales)
  func cascadingPicker(locale: String) throws {
    let calendar = try calendar(locale)
    var state = try CalendarViewState(calendar: calendar, today: today, selection: .single)
    var picker = try DatePickerModel.enablingInOrder(calendar: calendar, years: 1970...2024)
    #expect(picker.years.first == 2024 && !picker.isMonthColumnEnabled)
    try picker.selectYear(2023)
    let monthNames = try CalendarNames(for: calendar)
    let names = picker.months.map { monthNames.monthNames[$0.month - 1] }
    #expect(names.count == 12)
    #expect(names[1] == (locale == "de_DE" ? "Februar" : "2월"))
    try picker.selectMonth(ordinal: 2)
    #expect(picker.dayNumbers.count == 28)
    try picker.selectDay(number: 28)
    let chosen = try #require(picker.day)
    state.show(chosen)
    #expect(state.tap(chosen).outcome == .selected)
    #expect(state.visibleMonth.month == 2 && state.visibleMonth.year == 2023)
    #expect(state.grid.first { $0.isSelected }?.day == Day(literal: "2023-02-28"))
    // Years past the calendar's range are refused with a typed error.
    #expect(
      throws: DatePickerError.calendar(
        .yearOutOfRange(
          year: 20_000_000, calendar: .gregorian, supported: calendar.supportedYears))
    ) {
      try DatePickerModel.enablingInOrder(calendar: calendar, years: 1970...20_000_000)
    }
    #expect(throws: DatePickerError.yearNotListed(2_000_000, listed: 1970...2024)) {
      try picker.selectYear(2_000_000)
    }
  }

  @Test(
    "005: decorations with selectable-day rules and a range available from 2024-01-01",
    arguments: locales)
  func decorationsAndRules(locale: String) throws {
    let from = Day(literal: "2024-01-01")
    let noThirteenths = DayPredicate { day in day.gregorian.day != 13 }  // a closure is a rule
    var state = try CalendarViewState(
      calendar: calendar(locale), today: today, selection: .multiple(maximumCount: 3),
      plugins: DayPlugins(
        decorators: [
          try HolidayCalendar(country: "KR", language: "ko"),
          EventDots([Day(literal: "2024-03-20")]),
        ],
        rules: [AvailableDateRange(from: from), DisabledWeekdays.weekend, noThirteenths]),
      bounds: .days(from...Day(literal: "2024-12-31")))
    let page = state.grid
    // 삼일절 on March 1 and the event dot on March 20, found by day inside the page.
    #expect(
      Array(page.decorations(on: Day(literal: "2024-03-01"))).contains { $0.kind == "holiday" })
    #expect(Array(page.decorations(on: Day(literal: "2024-03-20"))).contains { $0.kind == "dot" })
    // Weekends (Saturday and Sunday in both locales) and the 13th are not selectable.
    for cell in page {
      let weekend = cell.weekday == .saturday || cell.weekday == .sunday
      #expect(cell.isSelectable == !(weekend || cell.day.gregorian.day == 13), "\(cell.day)")
    }
    let saturday = Day(literal: "2024-03-16")
    #expect(state.tap(saturday).outcome == .rejected(.unselectableDay(saturday)))
    let thirteenth = Day(literal: "2024-03-13")
    #expect(state.tap(thirteenth).outcome == .rejected(.unselectableDay(thirteenth)))
    let before = Day(literal: "2023-12-29")
    #expect(state.tap(before).outcome == .rejected(.outsideBounds(before)))
    for text in ["2024-03-04", "2024-03-05", "2024-03-06"] {
      #expect(state.tap(day(text)).outcome == .selected)
    }
    #expect(state.tap(Day(literal: "2024-03-07")).outcome == .rejected(.maximumCountReached(3)))
    // January's page: December's leading days are outside the range and not selectable.
    state.show(from)
    #expect(state.grid.filter { $0.day < from }.allSatisfy { !$0.isSelectable })
  }

  @Test("MonthDaysOnly through the state refuses the neighbouring months' days")
  func monthDaysOnly() throws {
    var state = try CalendarViewState(
      calendar: calendar("ko_KR"), today: today, selection: .single,
      plugins: DayPlugins(rules: [MonthDaysOnly()]))
    let trailing = Day(literal: "2024-04-02")
    #expect(state.grid.cell(for: trailing)?.isSelectable == false)
    #expect(state.tap(trailing).outcome == .rejected(.unselectableDay(trailing)))
    #expect(!state.selection.isSelectable(trailing))
    #expect(state.selection.isSelectable(Day(literal: "2024-03-31")))
    // A selection of its own, given the month, agrees.
    let march = try state.calendar.month(year: 2024, month: 3)
    let own = Selection(
      .single, rules: [MonthDaysOnly()],
      in: PluginContext(calendar: state.calendar, month: march, today: today))
    #expect(!own.isSelectable(trailing) && own.isSelectable(Day(literal: "2024-03-01")))
  }

  @Test("Restoring hostile or mismatched state is refused and changes nothing")
  func restoreRefusals() throws {
    var state = try CalendarViewState(
      calendar: calendar("de_DE"), today: today, selection: .single)
    let before = state
    let hebrew = try GridCalendar(.hebrew, locale: GridLocale("he_IL"))
    let hebrewMonth = try hebrew.month(containing: today)
    #expect(throws: NavigationError.restoredCalendarMismatch(saved: .hebrew, screen: .gregorian)) {
      try state.restore(
        .init(visibleMonth: hebrewMonth, selection: Selection(.single), today: today))
    }
    #expect(throws: NavigationError.restoredModeMismatch(saved: .range, screen: .single)) {
      try state.restore(
        .init(visibleMonth: state.visibleMonth, selection: Selection(.range), today: today))
    }
    #expect(state == before)
    let hostile =
      #"{"visibleMonth":{"calendar":"gregorian","firstDay":"2024-03-02"},"selection":{"mode":{"single":{}}},"today":"2024-03-15"}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(CalendarViewState.Restoration.self, from: Data(hostile.utf8))
    }
  }
}
