import CalendarGridHolidays
import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridSources
@testable import CalendarGridState

/// The outcomes the articles print in their comments, checked by running the same calls.
@Suite("Documentation examples: what the comments say")
struct DocumentationExampleTests {
  @Test("ScreenState.md: a range across months, then a tap outside the bounds")
  func screenStateOverview() throws {
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("ko_KR"))
    var state = try CalendarViewState(
      calendar: calendar, today: Day(literal: "2024-03-15"), selection: .range,
      plugins: DayPlugins(
        decorators: [try HolidayCalendar(country: "KR", language: "ko")],
        rules: [NoDaysBeforeToday()]),
      bounds: .monthsAroundToday(before: 0, after: 3), adjacentDays: .notSelectable)
    #expect(state.tap(Day(literal: "2024-03-18")).outcome == .rangeStarted)
    state.moveForward()
    let (outcome, changes) = state.tap(Day(literal: "2024-04-03"))
    #expect(outcome == .rangeCompleted(Day(literal: "2024-03-18")...Day(literal: "2024-04-03")))
    #expect(!changes.reloaded.isEmpty)
    #expect(
      state.tap(Day(literal: "2024-08-01")).outcome
        == .rejected(.outsideBounds(Day(literal: "2024-08-01"))))
  }

  @Test("WritingDayPlugins.md: March 1 is 삼일절 on cell 5; Saturday is not selectable")
  func dayPluginsOverview() throws {
    let calendar = try GridCalendar(locale: GridLocale("ko_KR"))
    let today = Day(literal: "2024-03-05")
    let plugins = DayPlugins(
      decorators: [try HolidayCalendar(country: "KR", language: "ko")],
      rules: [AvailableDateRange(from: Day(literal: "2024-01-01")), DisabledWeekdays.weekend])
    let grid = calendar.grid(
      for: try calendar.month(containing: today), today: today, plugins: plugins)
    #expect(grid[5].day == Day(literal: "2024-03-01"))
    #expect(
      Array(grid.decorations(at: 5)) == [
        .holiday(
          HolidayMark(
            name: "삼일절", isDayOff: true, country: "KR", id: "KR:independence-movement-day"))
      ])
    #expect(grid[5].isSelectable && !grid[6].isSelectable)
  }

  @Test("Calendars.md: Dangi leap 4th month of 2020 and Adar I 5784")
  func calendarsOverview() throws {
    let dangi = try GridCalendar(.dangi, locale: GridLocale("ko_KR"))
    let leap = try dangi.month(year: 2020, month: 4, isLeapMonth: true)
    let hebrew = try GridCalendar(.hebrew, locale: GridLocale("he_IL"))
    let adarI = try hebrew.month(year: 5784, month: 6)
    #expect(leap.length == 29 && adarI.ordinal == 6 && adarI.monthsInYear == 13)
  }

  @Test("CalendarGrid.md and README: the landing example's grid and today")
  func landing() throws {
    let calendar = try GridCalendar(locale: GridLocale("ko_KR"))
    let march = try calendar.month(year: 2024, month: 3)
    let grid = calendar.grid(for: march, rows: .fixed, today: Day(literal: "2024-03-05"))
    #expect(grid.count == 42 && grid.todayCell?.dayOfMonth == 5)
    #expect(try calendar.month(after: march).month == 4)
  }
}
