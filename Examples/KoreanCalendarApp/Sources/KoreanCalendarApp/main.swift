// A month screen as a Korean calendar app builds it: the grid, a tapped day, the public holidays
// and the lunar (Dangi) dates under each day. It exits 1 when the library answers something an
// app could not show (a wrong grid, a missing holiday), so CI fails on it.
import CalendarGrid
import Foundation

/// Stops with a message when an expectation an app relies on does not hold.
func require(_ condition: Bool, _ message: String) {
  if !condition {
    print("KoreanCalendarApp: error: \(message)")
    exit(1)
  }
}

do {
  print("data sources in this build: \(CalendarDataSource.allAvailable.map(\.rawValue))")
  let calendar = try GridCalendar(locale: GridLocale("ko_KR"))
  let today = try Day(year: 2024, month: 9, day: 5)
  let september = try calendar.month(year: 2024, month: 9)

  // A tap on Chuseok selects it.
  var selection = Selection(.single)
  let chuseok = try Day(year: 2024, month: 9, day: 17)
  require(selection.select(chuseok).changedSelection, "selecting 2024-09-17 changed nothing")

  // Holidays and lunar dates where this OS has them: a typed error names what is missing.
  var decorators: [any DayDecorator] = []
  do {
    decorators.append(try KoreanPublicHolidays())
    let dangi = try GridCalendar(.dangi, locale: GridLocale("ko_KR"))
    decorators.append(try AlternateCalendarSubtitle(calendar: dangi))
  } catch {
    print("Korean holidays and lunar dates are unavailable here: \(error)")
  }
  var grid = calendar.grid(
    for: september, today: today, plugins: DayPlugins(decorators: decorators))
  grid.applySelection(selection)

  print("2024년 9월")
  for week in grid.weeks {
    print(
      week.map { cell in
        let number = cell.isInMonth ? String(cell.dayOfMonth) : "."
        let mark = cell.isSelected ? "*" : (cell.isToday ? "!" : " ")
        return (number + mark).padded(to: 4)
      }.joined())
  }
  require(grid.weeks.count == 5, "September 2024 should take 5 weeks, not \(grid.weeks.count)")
  guard let position = grid.firstIndex(where: { $0.day == chuseok }) else {
    require(false, "2024-09-17 is not in the September grid")
    exit(1)
  }
  require(grid[position].isSelected, "the tapped day is not selected")

  if decorators.count == 2 {
    let decorations = grid.decorations(at: position)
    print("9월 17일: \(decorations)")
    require(
      decorations.contains { if case .holiday(let name, _) = $0 { name == "추석" } else { false } },
      "Chuseok (추석) is missing on 2024-09-17: \(decorations)")
    require(
      decorations.contains {
        if case .subtitle(let text) = $0 { text.contains("8.15") } else { false }
      },
      "the lunar date 8.15 is missing on 2024-09-17: \(decorations)")
  }
} catch {
  print("KoreanCalendarApp: error: \(error)")
  exit(1)
}

extension String {
  func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
