// A month screen as a Korean calendar app builds it, through the one screen model
// (CalendarViewState): public holidays and lunar (Dangi) dates under each day, weekends not
// selectable, paging limited to a month either side of today, the next month's days shown but
// not tappable, a selection kept across pages and saved as JSON. It exits 1 when the library
// answers something an app could not show (a wrong grid, a missing holiday, a tap let through),
// so CI fails on it.
import CalendarGrid
import Foundation

/// Stops with a message when an expectation an app relies on does not hold.
func require(_ condition: Bool, _ message: String) {
  if !condition {
    print("KoreanCalendarApp: error: \(message)")
    exit(1)
  }
}

/// The page as text: `.` for another month's day, `*` selected, `!` today, `x` not selectable.
func printPage(_ state: CalendarViewState) {
  print("\(state.visibleMonth.year)년 \(state.visibleMonth.month)월")
  for week in state.grid.weeks {
    print(
      week.map { cell in
        let number = cell.isInMonth ? String(cell.dayOfMonth) : "."
        let mark =
          cell.isSelected ? "*" : cell.isToday ? "!" : cell.isSelectable ? " " : "x"
        return (number + mark).padded(to: 4)
      }.joined())
  }
}

/// A decoration as a cell would show it.
func label(_ decoration: Decoration) -> String {
  switch decoration {
  case .holiday(let mark): mark.isDayOff ? "\(mark.name) (쉬는 날)" : mark.name
  case .subtitle(let text): "음력 \(text)"
  case .badge(let text): "[\(text)]"
  case .dot: "•"
  case .image(let name): "<\(name)>"
  case .custom(let custom): custom.kind
  }
}

do {
  print("data sources in this build: \(CalendarDataSource.allAvailable.map(\.rawValue))")
  let calendar = try GridCalendar(locale: GridLocale("ko_KR"))
  let today = Day(literal: "2024-09-05")

  // Holidays and lunar dates where this OS has them: a typed error names what is missing.
  var decorators: [any DayDecorator] = []
  do {
    decorators.append(try KoreanPublicHolidays())
    let dangi = try GridCalendar(.dangi, locale: GridLocale("ko_KR"))
    decorators.append(try AlternateCalendarSubtitle(calendar: dangi))
  } catch {
    print("Korean holidays and lunar dates are unavailable here: \(error)")
  }
  var state = try CalendarViewState(
    calendar: calendar, today: today, selection: .single,
    plugins: DayPlugins(decorators: decorators, rules: [DisabledWeekdays.weekend]),
    bounds: .monthsAroundToday(before: 1, after: 1), adjacentDays: .notSelectable)

  // A tap on Chuseok (a Tuesday) selects it; Saturday, October's days on September's page and
  // a day past the bounds are refused, each saying why, and change nothing.
  let chuseok = Day(literal: "2024-09-17")
  let tapped = state.tap(chuseok)
  require(tapped.outcome == .selected, "tapping 2024-09-17 gave \(tapped.outcome)")
  require(
    tapped.changes.reloaded.contains(GridCell.ID(month: state.grid.month.firstDay, day: chuseok)),
    "the tap did not reload 2024-09-17")
  let refusals: [(Day, SelectionRejection)] = [
    (Day(literal: "2024-09-14"), .unselectableDay(Day(literal: "2024-09-14"))),
    (Day(literal: "2024-10-02"), .adjacentDay(Day(literal: "2024-10-02"))),
    (Day(literal: "2024-12-02"), .outsideBounds(Day(literal: "2024-12-02"))),
  ]
  for (day, reason) in refusals {
    let outcome = state.tap(day).outcome
    require(outcome == .rejected(reason), "tapping \(day) gave \(outcome), not \(reason)")
  }
  require(state.selection.days == [chuseok], "refused taps changed the selection")
  printPage(state)

  require(state.grid.weeks.count == 6, "a fixed page has 6 weeks, not \(state.grid.weeks.count)")
  guard let cell = state.grid.first(where: { $0.day == chuseok }) else {
    require(false, "2024-09-17 is not on September's page")
    exit(1)
  }
  require(cell.isSelected, "the tapped day is not marked selected")
  require(
    state.grid.weeks[0][6].day == Day(literal: "2024-09-07")
      && !state.grid.weeks[0][6].isSelectable,
    "the first Saturday is not at row 0, column 6, not selectable")
  if decorators.count == 2 {
    let decorations = state.grid.decorations(for: cell)
    print("9월 17일: \(decorations.map(label).joined(separator: ", "))")
    require(
      decorations.contains { if case .holiday(let mark) = $0 { mark.name == "추석" } else { false } },
      "Chuseok (추석) is missing on 2024-09-17: \(decorations)")
    require(
      decorations.contains {
        if case .subtitle(let text) = $0 { text.contains("8.15") } else { false }
      },
      "the lunar date 8.15 is missing on 2024-09-17: \(decorations)")
  }

  // Paging: October keeps the selection (not on its page); November is past the bounds.
  require(!state.moveForward().isEmpty, "moving to October changed no cell")
  require(state.visibleMonth.month == 10, "the page is not October")
  require(state.selection.days == [chuseok], "paging dropped the selection")
  require(!state.grid.contains(where: \.isSelected), "October's page shows a selected day")
  require(state.moveForward().isEmpty && state.visibleMonth.month == 10, "paged past the bounds")

  // State restoration: the saved part round-trips through JSON into a screen made again.
  let encoder = JSONEncoder()
  encoder.outputFormatting = .sortedKeys
  let saved = try encoder.encode(state.restoration)
  var restored = try CalendarViewState(
    calendar: calendar, today: today, selection: .single,
    plugins: DayPlugins(decorators: decorators, rules: [DisabledWeekdays.weekend]),
    bounds: .monthsAroundToday(before: 1, after: 1), adjacentDays: .notSelectable)
  try restored.restore(JSONDecoder().decode(CalendarViewState.Restoration.self, from: saved))
  require(restored.restoration == state.restoration, "the restored screen differs")
  require(restored.grid == state.grid, "the restored page differs")
  print("restored: \(String(decoding: saved, as: UTF8.self))")
} catch {
  print("KoreanCalendarApp: error: \(error)")
  exit(1)
}

extension String {
  func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
