import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridSources

@Suite("Grid rows, cell ids and decorations by cell and by day")
struct GridWeekTests {
  @Test("Each week indexes its seven cells from 0, in the grid's order")
  func weeksIndexFromZero() throws {
    for locale in ["ko_KR", "de_DE"] {
      let calendar = try GridCalendar(.gregorian, locale: GridLocale(locale))
      let grid = calendar.grid(for: try calendar.month(year: 2024, month: 3), rows: .fixed)
      let weeks = grid.weeks
      #expect(weeks.count == 6)
      for (row, week) in weeks.enumerated() {
        #expect(week.startIndex == 0 && week.endIndex == 7)
        #expect(week.row == row)
        for column in 0..<7 {
          #expect(week[column] == grid[row * 7 + column])
          #expect(week[column].index == row * 7 + column)
        }
        #expect(week.days == grid[row * 7].day...grid[row * 7 + 6].day)
      }
      // The row the issue found trapping: the second row's first cell.
      #expect(weeks[1][0].day == grid.firstDay.advanced(by: 7))
      #expect(Array(weeks.joined()) == Array(grid))
    }
  }

  @Test("Iterating weeks and a week's cells gives what their subscripts give, for 4 to 6 rows")
  func iterationMatchesSubscripts() throws {
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("de_DE"))
    var rowCounts = Set<Int>()
    // February 2021 starts on a Monday and has 28 days: 4 rows in a Monday-first locale.
    var month = try calendar.month(year: 2021, month: 1)
    for _ in 0..<24 {
      for rows in RowPolicy.allCases {
        let grid = calendar.grid(for: month, rows: rows)
        rowCounts.insert(grid.rowCount)
        let weeks = grid.weeks
        let iterated = Array(weeks)
        #expect(iterated.count == grid.rowCount && weeks.count == grid.rowCount)
        #expect(iterated.map(\.row) == Array(0..<grid.rowCount))
        for (row, week) in iterated.enumerated() {
          #expect(week == weeks[row])
          let cells = Array(week)
          #expect(cells.count == 7)
          #expect(cells == (0..<7).map { week[$0] })
          #expect(cells == (0..<7).map { grid[row * 7 + $0] })
        }
      }
      month = try calendar.month(after: month)
    }
    #expect(rowCounts == [4, 5, 6])
  }

  @Test("Cell and week ids are unique across a list of months; the day stays the day's identity")
  func idsUniqueAcrossMonths() throws {
    // Coptic's 13th month has 5 or 6 days: one of its days can be a trailing day of the month
    // before and a leading day of the month after.
    for (identifier, locale) in [
      (CalendarIdentifier.gregorian, "ko_KR"), (.gregorian, "de_DE"), (.coptic, "ar_EG"),
    ] {
      let calendar = try GridCalendar(identifier, locale: GridLocale(locale))
      var month = try calendar.month(containing: day("2024-01-01"))
      var cellIDs = Set<GridCell.ID>()
      var weekIDs = Set<GridWeek.ID>()
      var cellCount = 0
      var weekCount = 0
      var repeatedDays = 0
      var seenDays = Set<Day>()
      for _ in 0..<26 {
        let grid = calendar.grid(for: month, rows: .fixed)
        for cell in grid {
          cellIDs.insert(cell.id)
          cellCount += 1
          if !seenDays.insert(cell.day).inserted { repeatedDays += 1 }
          #expect(cell.id.day == cell.day && cell.id.month == month.firstDay)
        }
        for week in grid.weeks {
          weekIDs.insert(week.id)
          weekCount += 1
        }
        month = try calendar.month(after: month)
      }
      #expect(repeatedDays > 0, "the list shows some days twice")
      #expect(cellIDs.count == cellCount)
      #expect(weekIDs.count == weekCount)
    }
  }

  @Test("Decorations by cell and by day agree with decorations by index")
  func decorationsByCellAndDay() throws {
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("ko_KR"))
    let plugins = DayPlugins(decorators: [
      try FixtureHolidays(), EventDots([day("2024-03-01"), day("2024-04-02")]),
    ])
    let grid = calendar.grid(
      for: try calendar.month(year: 2024, month: 3), rows: .fixed, plugins: plugins)
    var decoratedCells = 0
    for cell in grid {
      let byIndex = grid.decorations(at: cell.index)
      #expect(grid.decorations(for: cell) == byIndex)
      #expect(grid.decorations(on: cell.day) == byIndex)
      #expect(grid.weeks[cell.row].decorations(at: cell.column) == byIndex)
      if !byIndex.isEmpty { decoratedCells += 1 }
    }
    #expect(
      decoratedCells == 2, "2024-03-01 (Independence Movement Day and a dot) and 2024-04-02 (a dot)"
    )
    #expect(Array(grid.decorations(on: day("2024-03-01"))).count == 2)
    #expect(grid.decorations(on: day("2024-06-01")).isEmpty, "a day the grid does not show")
    #expect(grid.cell(for: day("2024-06-01")) == nil)
    #expect(grid.cell(for: day("2024-03-05"))?.dayOfMonth == 5)
  }

  @Test("A week gives back its whole grid; weeks of grids that differ are not equal")
  func weekKeepsItsGrid() throws {
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("ko_KR"))
    let plugins = DayPlugins(decorators: [try FixtureHolidays()])
    var grid = calendar.grid(
      for: try calendar.month(year: 2024, month: 3), rows: .fixed, today: day("2024-03-14"),
      weekNumbers: true, plugins: plugins)
    grid.selectedCells = CellMask(rawValue: 1 << 9)
    grid.rangeStartCells = CellMask(rawValue: 1 << 10)
    grid.rangeMiddleCells = CellMask(rawValue: 1 << 11)
    grid.rangeEndCells = CellMask(rawValue: 1 << 12)
    grid.selectableCells = CellMask(rawValue: (1 << 42) - 1 - (1 << 3))
    for week in grid.weeks {
      // Every field and the decorations come back: a field dropped on the way fails this.
      #expect(week.grid == grid)
      #expect(week.grid.decorations == grid.decorations)
      #expect(week.weekOfYear == grid.weekOfYear(row: week.row))
      #expect(Array(week.grid) == Array(grid))
    }
    var other = grid
    other.selectedCells = CellMask(rawValue: 1 << 20)
    for row in 0..<grid.rowCount {
      #expect(grid.weeks[row] != other.weeks[row], "the same row of grids with other selections")
      #expect(grid.weeks[row] == grid.weeks[row])
      #expect(grid.weeks[row].hashValue == grid.weeks[row].hashValue)
    }
    #expect(Set(grid.weeks).count == grid.rowCount)
    #expect(Set(grid.weeks).isDisjoint(with: Set(other.weeks)))
  }
}

/// Reading past a grid's cells or rows stops the program, as an array's subscript does, and
/// never hands back a cell made from a position outside the grid.
@Suite("Positions outside a grid trap")
struct GridPositionTrapTests {
  /// One read each, at a position just outside what it reads from (March 2024 in de_DE has 5
  /// rows: 35 cells).
  enum Reader: String, CaseIterable, Codable, Sendable {
    case cellBeforeFirst, cellAfterLast, cellAtIntMin, cellAtSixthRow
    case rowBeforeFirst, rowAfterLast, columnBeforeFirst, columnAfterLast
    case weekStripCellAfterLast, compactCellAfterLast
  }

  @Test("Each read outside the grid stops at its range check", arguments: Reader.allCases)
  func outsideTraps(reader: Reader) async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) { [reader] in
      let calendar = try GridCalendar(.gregorian, locale: GridLocale("de_DE"))
      let grid = calendar.grid(for: try calendar.month(year: 2024, month: 3))
      precondition(grid.count == 35)
      let cell: GridCell
      switch reader {
      case .cellBeforeFirst: cell = grid[-1]
      case .cellAfterLast: cell = grid[grid.count]
      case .cellAtIntMin: cell = grid[Int.min]
      case .cellAtSixthRow: cell = grid[41]
      case .rowBeforeFirst: cell = grid.weeks[-1][0]
      case .rowAfterLast: cell = grid.weeks[grid.rowCount][0]
      case .columnBeforeFirst: cell = grid.weeks[1][-1]
      case .columnAfterLast: cell = grid.weeks[1][7]
      case .weekStripCellAfterLast:
        cell = try calendar.weekStrip(containing: grid.firstDay)[7]
      case .compactCellAfterLast:
        var cells = CompactGridCells()
        grid.writeCells(into: &cells)
        _ = cells.dayNumbers[42]
        return
      }
      // Reached only when the read did not trap: the test then sees a normal exit.
      print(cell.day)
    }
    // The range check's own message, not some other failure on the way (a thrown error).
    let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(standardError.contains("out of range"), "\(standardError.prefix(300))")
  }

  @Test("The last cell, row and column inside the grid are read normally")
  func insideReads() throws {
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("de_DE"))
    let grid = calendar.grid(for: try calendar.month(year: 2024, month: 3))
    #expect(grid[grid.count - 1].day == grid.firstDay.advanced(by: grid.count - 1))
    #expect(grid.weeks[grid.rowCount - 1][6] == grid[grid.count - 1])
    #expect(grid.weeks[0][0] == grid[0])
  }
}
