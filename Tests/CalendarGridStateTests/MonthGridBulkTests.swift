import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridSources
@testable import CalendarGridState

/// `MonthGrid.writeCells(into:)` against the grid's own `GridCell`s and against Foundation.
@Suite("MonthGrid compact cells")
struct MonthGridBulkTests {
  static let exhaustive = ProcessInfo.processInfo.environment["CALGRID_EXHAUSTIVE"] == "1"

  /// Compares the compact layout with the cells the subscript produces, cell by cell.
  func checkAgainstCells(_ grid: MonthGrid, _ cells: CompactGridCells) {
    #expect(cells.cellCount == grid.count)
    #expect(cells.firstDay == grid.firstDay)
    let stateFlags: CellFlags = [.inMonth, .weekend, .today, .selectable, .selected]
    for index in 0..<42 {
      if index < grid.count {
        let cell = grid[index]
        #expect(
          Int(cells.dayNumbers[index]) == cell.dayOfMonth, "cell \(index) of \(grid.month.firstDay)"
        )
        #expect(cells.flags(at: index) == cell.flags.intersection(stateFlags), "cell \(index)")
      } else {
        #expect(cells.dayNumbers[index] == 0, "cell \(index) past the grid")
        #expect(cells.flags(at: index) == [])
      }
    }
  }

  @Test(
    "Equals the GridCell path for every first weekday and row policy", arguments: RowPolicy.allCases
  )
  func matchesCells(rows: RowPolicy) throws {
    let locale = try GridLocale("de_DE")
    // A sample of 40 years around today (every month with the exhaustive flag: 1500...2500).
    let years = Self.exhaustive ? Array(1500...2500) : Array(stride(from: 1990, to: 2030, by: 1))
    for weekday in Weekday.allCases {
      let calendar = try GridCalendar(.gregorian, locale: locale, firstWeekday: weekday)
      let today = try Day(year: 2024, month: 3, day: 5)
      var cells = CompactGridCells()
      for year in years {
        for number in 1...12 {
          let month = try calendar.month(year: year, month: number)
          let grid = calendar.grid(for: month, rows: rows, today: today)
          grid.writeCells(into: &cells)
          checkAgainstCells(grid, cells)
          var direct = CompactGridCells()
          calendar.writeCells(for: month, rows: rows, today: today, into: &direct)
          #expect(direct == cells, "direct path, \(month.firstDay)")
        }
      }
    }
  }

  @Test("Months around the Julian–Gregorian cutover take the per-cell path correctly")
  func cutover() throws {
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("ko_KR"))
    var cells = CompactGridCells()
    for number in 8...12 {
      let month = try calendar.month(year: 1582, month: number)
      for rows in RowPolicy.allCases {
        let grid = calendar.grid(for: month, rows: rows)
        grid.writeCells(into: &cells)
        checkAgainstCells(grid, cells)
      }
    }
    let october = calendar.grid(for: try calendar.month(year: 1582, month: 10), rows: .fixed)
    october.writeCells(into: &cells)
    let leading = october.leadingDayCount
    #expect(cells.dayNumbers[leading + 3] == 4)
    #expect(cells.dayNumbers[leading + 4] == 15)
    #expect(cells.inMonth.count == 21)
  }

  @Test("Selection and selectable masks are carried over")
  func masks() throws {
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("ar_EG"))
    var grid = calendar.grid(for: try calendar.month(year: 2024, month: 2), rows: .fixed)
    grid.selectedCells = CellMask(cells: 10..<13)
    grid.selectableCells = CellMask(rawValue: grid.selectableCells.rawValue & ~(1 << 20))
    var cells = CompactGridCells()
    grid.writeCells(into: &cells)
    checkAgainstCells(grid, cells)
    #expect(cells.selected == CellMask(cells: 10..<13))
    #expect(!cells.selectable.contains(20))
  }

  @Test(
    "Day numbers and weekends agree with Foundation's Calendar",
    arguments: ["ko_KR", "de_DE", "ar_EG"])
  func foundation(localeID: String) throws {
    let locale = try GridLocale(localeID)
    let calendar = try GridCalendar(.gregorian, locale: locale)
    var foundation = Calendar(identifier: .gregorian)
    foundation.timeZone = try #require(TimeZone(identifier: "UTC"))
    var cells = CompactGridCells()
    var month = try calendar.month(year: 2023, month: 1)
    for _ in 0..<24 {
      let grid = calendar.grid(for: month, rows: .fixed)
      grid.writeCells(into: &cells)
      for index in 0..<42 {
        let date = Date(
          timeIntervalSince1970: Double(Int(grid.firstDay.daysSince1970) + index) * 86_400)
        let parts = foundation.dateComponents([.day, .month, .weekday], from: date)
        #expect(Int(cells.dayNumbers[index]) == parts.day)
        #expect(cells.inMonth.contains(index) == (parts.month == month.month))
        let weekday = try #require(Weekday(rawValue: parts.weekday ?? 0))
        #expect(cells.weekend.contains(index) == locale.weekRules.weekend.contains(weekday))
      }
      month = try calendar.month(after: month)
    }
  }

  @Test("Month and neighbour lengths of other calendars (5 to 31 days) match the GridCell path")
  func otherLengths() throws {
    var cells = CompactGridCells()
    for length in [5, 6, 19, 29, 30, 31] {
      for previousLast in [5, 6, 29, 30, 31] {
        for start in 0..<7 {
          let month = CalendarMonth(
            calendar: .gregorian, firstDay: Day(daysSince1970: Int32(20_000 + start)),
            length: length, month: 1, ordinal: 1, monthsInYear: 12, isLeapMonth: false,
            year: 2024, era: 1, eraYear: 2024, extendedYear: 2024,
            previousLastDayNumber: previousLast)
          for rows in RowPolicy.allCases {
            let grid = MonthGrid(
              month: month, firstWeekday: .sunday, weekend: [.saturday, .sunday], rows: rows,
              today: nil)
            grid.writeCells(into: &cells)
            checkAgainstCells(grid, cells)
          }
        }
      }
    }
  }

  @Test("A cell count set by hand is clamped to 0...42, and flags follow it")
  func cellCountIsClamped() {
    var cells = CompactGridCells()
    cells.inMonth = CellMask(cells: 0..<42)
    for (given, kept) in [
      (Int.min, 0), (-1, 0), (0, 0), (35, 35), (42, 42), (43, 42), (Int.max, 42),
    ] {
      cells.cellCount = given
      #expect(cells.cellCount == kept, "\(given)")
      #expect(cells.flags(at: kept - 1).contains(.inMonth) == (kept > 0))
      #expect(cells.flags(at: kept).isEmpty)
    }
  }
}
