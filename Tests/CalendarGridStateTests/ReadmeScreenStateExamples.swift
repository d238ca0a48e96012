import CalendarGridHolidays
import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridSources
@testable import CalendarGridState

/// The README's screen-state examples, compiled and run exactly as printed there (between the
/// `README:` markers), so the README cannot drift from the API.
@Suite("README: screen-state examples")
struct ReadmeScreenStateExamples {
  @Test("Story 002: one selection kept across months")
  func story002() throws {
    // README: story 002
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("ko_KR"))
    var state = try CalendarViewState(
      calendar: calendar, today: Day(literal: "2024-03-15"), selection: .single)
    state.tap(Day(literal: "2024-03-05"))  // .selected
    state.moveForward()  // April's page; the selection is kept
    state.tap(Day(literal: "2024-04-10"))  // replaces March 5, though March is off screen
    state.moveBackward()
    let selected = state.selection.days  // [2024-04-10]
    let marked = state.grid.filter(\.isSelected)  // []: March's page shows April 1-6 only
    // README: end
    #expect(selected == [Day(literal: "2024-04-10")])
    #expect(marked.isEmpty)
    #expect(state.visibleMonth.month == 3)
  }

  @Test("Story 004: a cascading year / month / day picker")
  func story004() throws {
    // README: story 004
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("ko_KR"))
    var picker = try DatePickerModel.enablingInOrder(calendar: calendar, years: 1970...2024)
    let monthsEnabled = picker.isMonthColumnEnabled  // false until a year is chosen
    try picker.selectYear(2024)
    try picker.selectMonth(ordinal: 2)
    let dayCount = picker.dayNumbers.count  // 29
    try picker.selectDay(number: 29)
    try picker.selectYear(2023)  // 2023-02-28: the 29th does not exist, so clamped
    var state = try CalendarViewState(
      calendar: calendar, today: Day(literal: "2024-03-15"), selection: .single)
    if let day = picker.day {
      state.show(day)  // February 2023's page
      state.tap(day)  // .selected
    }
    // README: end
    #expect(!monthsEnabled && dayCount == 29)
    #expect(picker.day == Day(literal: "2023-02-28"))
    #expect(state.selection.days == [Day(literal: "2023-02-28")])
    #expect(state.visibleMonth.year == 2023 && state.visibleMonth.month == 2)
  }

  /// The lines of the README's SwiftUI sketch that use the library, in the same order (SwiftUI
  /// itself is not available on Linux).
  @Test("SwiftUI sketch: the library calls it makes")
  func swiftUISketch() throws {
    // README: SwiftUI sketch (library calls)
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("ko_KR"))
    let today = Day(literal: "2024-03-15")
    var state = try CalendarViewState(
      calendar: calendar, today: today, selection: .single,
      plugins: DayPlugins(decorators: [try HolidayCalendar(country: "KR", language: "ko")]),
      bounds: .monthsAroundToday(before: 3, after: 3), adjacentDays: .notSelectable)
    let names = try CalendarNames(for: calendar)
    let title = names.title(for: state.visibleMonth)  // "2024년 3월"
    var rows: [[String]] = []
    for week in state.grid.weeks {  // ForEach(state.grid.weeks) { week in
      var row: [String] = []
      for cell in week {  // ForEach(week) { cell in   (ids unique across months)
        let badges = state.grid.decorations(for: cell)  // holidays, dots
        row.append("\(cell.dayOfMonth)\(badges.isEmpty ? "" : "*")")
        _ = cell.id
      }
      rows.append(row)
    }
    // .onTapGesture { state.tap(cell.day) }   refused taps change nothing
    let (outcome, _) = state.tap(Day(literal: "2024-04-02"))  // .rejected(.adjacentDay(2024-04-02))
    // Button("▶") { state.moveForward() }.disabled(!state.navigator.canMoveForward)
    state.moveForward()
    // README: end
    #expect(title.contains("2024") && title.contains("3"))
    #expect(rows.count == 6 && rows.allSatisfy { $0.count == 7 })
    #expect(rows[0].contains("1*"), "삼일절")
    #expect(outcome == .rejected(.adjacentDay(Day(literal: "2024-04-02"))))
    #expect(state.visibleMonth.month == 4)
  }
}
