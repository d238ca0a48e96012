// Month grids with CalendarGridCore alone: a Gregorian calendar with Monday-first week rules and
// a Chinese one, made from week rules given directly (no locale, no data source), printed like
// `cal` and paged a year forward. It exits 1 when a value that is published or counted by hand
// comes out otherwise, so CI fails on it.
import CalendarGridCore

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Stops with a message when a value differs from the known one.
func require<Value: Equatable>(_ actual: Value, _ expected: Value, _ what: String) {
  if actual != expected {
    print("CoreOnlyClient: error: \(what) is \(actual), expected \(expected)")
    exit(1)
  }
}

/// A grid as `cal` prints it: a title, the weekday header, one line a week, other months blank.
func printGrid(_ grid: MonthGrid, title: String) {
  let names = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]
  print(String(repeating: " ", count: max(0, (20 - title.count) / 2)) + title)
  print(
    (0..<7).map { names[grid.firstWeekday.advanced(by: $0).rawValue - 1] }.joined(separator: " "))
  for week in grid.weeks {
    let line = week.map { cell in
      let number = cell.isInMonth ? String(cell.dayOfMonth) : ""
      return String(repeating: " ", count: 2 - number.count) + number
    }
    var text = line.joined(separator: " ")
    while text.last == " " { text.removeLast() }
    print(text)
  }
}

do {
  let monday = try WeekRules(
    firstWeekday: .monday, minimumDaysInFirstWeek: 4, weekend: [.saturday, .sunday])
  let gregorian = try GridCalendar(.gregorian, weekRules: monday)

  // A year of pages from January 2026.
  var month = try gregorian.month(year: 2026, month: 1)
  var pages: [MonthGrid] = []
  for _ in 0..<13 {
    pages.append(gregorian.grid(for: month))
    month = try gregorian.month(after: month)
  }
  for grid in pages.prefix(3) {
    printGrid(grid, title: "\(grid.month.year)-\(grid.month.month)")
  }

  // January 2026 begins on a Thursday: Monday-first, its grid starts on Monday 2025-12-29.
  require(pages[0].firstDay, try Day(year: 2025, month: 12, day: 29), "the first day of 2026-01")
  require(pages[0].leadingDayCount, 3, "the leading days of 2026-01")
  // February 2026 begins on a Sunday, the last column: its 28 days need five Monday-first rows
  // (four Sunday-first).
  require(pages[1].rowCount, 5, "the rows of 2026-02")
  require(pages[1].leadingDayCount, 6, "the leading days of 2026-02")
  require(pages[1].month.length, 28, "the length of 2026-02")
  // Twelve pages on: January 2027, which begins on a Friday.
  require(pages[12].month.firstDay, try Day(year: 2027, month: 1, day: 1), "the month 12 on")
  require(pages[12].leadingDayCount, 4, "the leading days of 2027-01")
  // Paging by offset lands on the same month as twelve single steps.
  require(
    try gregorian.month(pages[0].month, offsetBy: 12), pages[12].month, "2026-01 offset by 12")
  // ISO 8601 week 1 of 2026 begins on Monday 2025-12-29.
  require(try gregorian.weekOfYear(Day(year: 2025, month: 12, day: 29)), 1, "week of 2025-12-29")

  // The Chinese calendar from the core's shipped tables: 2023 (year 4720) has a leap second
  // month, 2023-03-22 through 2023-04-19 (Hong Kong Observatory).
  let chinese = try GridCalendar(.chinese, weekRules: monday)
  let leap = try chinese.month(year: 2023, month: 2, isLeapMonth: true)
  require(leap.firstDay, try Day(year: 2023, month: 3, day: 22), "the first day of leap month 2")
  require(leap.length, 29, "the length of leap month 2")
  require(try chinese.months(inYearOf: leap).count, 13, "the months of Chinese year 2023")
  printGrid(chinese.grid(for: leap), title: "Chinese 2023, leap month 2 (from \(leap.firstDay))")
  // Chinese New Year 2024 is 2024-02-10.
  require(
    try chinese.month(containing: Day(year: 2024, month: 2, day: 10)).firstDay,
    try Day(year: 2024, month: 2, day: 10), "Chinese New Year 2024")

  print("CoreOnlyClient: ok")
} catch {
  print("CoreOnlyClient: error: \(error)")
  exit(1)
}
