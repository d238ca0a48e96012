import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridRendering
@testable import CalendarGridSources
@testable import CalendarGridState

/// The extreme sweep's entries: grids, their cells and decorations, and the calendar that makes them.
extension IntegerExtremeSweepTests {
  static let grid: [Entry] = [
    Entry("CellDecorations.subscript(_:)") { f in
      // Documented to trap outside its indices: called at each index.
      let decorations = f.decorated.decorations(on: f.today)
      #expect(decorations.count == 1)
      for index in decorations.indices { _ = decorations[index] }
    },
    Entry("CompactGridCells.DayNumbers.subscript(_:)") { f in
      var cells = CompactGridCells()
      f.calendar.writeCells(for: f.month, into: &cells)
      #expect(cells.dayNumbers[0] == 25 && cells.dayNumbers[41] == 6)
    },
    Entry("CompactGridCells.flags(at:)") { f in
      var cells = CompactGridCells()
      f.calendar.writeCells(for: f.month, into: &cells)
      for value in ints where value != 0 && value != 1 { #expect(cells.flags(at: value).isEmpty) }
    },
    Entry("GridCalendar.writeCells(for:rows:today:into:)") { f in
      for day in days {
        var cells = CompactGridCells()
        f.calendar.writeCells(for: f.month, rows: .fixed, today: day, into: &cells)
        #expect(cells.today.isEmpty && cells.cellCount == 42)
      }
    },
    Entry("GridCalendar.grid(for:rows:today:weekNumbers:)") { f in
      for day in days { #expect(f.calendar.grid(for: f.month, today: day).todayCell == nil) }
    },
    Entry("GridCalendar.month(_:offsetBy:)") { f in
      for value in ints {
        let month = typed { () throws(CalendarGridError) in
          try f.calendar.month(f.month, offsetBy: value)
        }
        #expect((month != nil) == (value.magnitude <= 1), "\(value)")
      }
    },
    Entry("GridCalendar.month(containing:)") { f in
      for day in days {
        let month = typed { () throws(CalendarGridError) in try f.calendar.month(containing: day) }
        #expect((month != nil) == Day.supportedRange.contains(day), "\(day)")
      }
    },
    Entry("GridCalendar.month(year:month:isLeapMonth:)") { f in
      for year in ints {
        for month in ints {
          let found = typed { () throws(CalendarGridError) in
            try f.calendar.month(year: year, month: month)
          }
          #expect((found != nil) == ((-1...1).contains(year) && month == 1), "\(year)-\(month)")
        }
      }
    },
    Entry("GridCalendar.weekOfYear(_:)") { f in
      for day in days {
        let week = typed { () throws(CalendarGridError) in try f.calendar.weekOfYear(day) }
        #expect(week == nil || (1...53).contains(week ?? 0), "\(day)")
      }
      // Gregorian weeks repeat every 400 years (146,097 days are 20,871 weeks), so the last
      // supported day, 1000000-12-31, is in the week Foundation gives 2000-12-31.
      let last = Day.supportedRange.upperBound
      let reference = Reference.calendar(.gregorian, firstWeekday: 1, minimumDays: 1)
        .component(.weekOfYear, from: Reference.date(try Day(year: 2000, month: 12, day: 31)))
      #expect(try f.calendar.weekOfYear(last) == reference)
    },
    Entry("GridCalendar.weekStrip(containing:today:)") { f in
      for day in days {
        _ = typed { () throws(CalendarGridError) in
          try f.calendar.weekStrip(containing: day, today: day)
        }
        _ = typed { () throws(CalendarGridError) in
          try f.calendar.weekStrip(containing: f.today, today: day)
        }
      }
    },
    Entry("GridCalendar.yearGrids(containing:rows:today:)") { f in
      for day in days {
        let grids = typed { () throws(CalendarGridError) in
          try f.calendar.yearGrids(containing: f.month, today: day)
        }
        #expect(grids?.count == 12)
      }
    },
    Entry("GridDecorations.at(_:)") { f in
      for value in ints { #expect(f.decorated.decorations.at(value).isEmpty) }
    },
    Entry("GridDecorations.forEach(_:)") { f in
      var count = 0
      f.decorated.decorations.forEach { _, _ in count += 1 }
      #expect(count == 2)
    },
    Entry("GridDecorations.forEach(at:_:)") { f in
      for value in ints {
        var count = 0
        f.decorated.decorations.forEach(at: value) { _ in count += 1 }
        #expect(count == 0)
      }
    },
    Entry("GridWeek.decorations(at:)") { f in
      for value in ints { #expect(f.decorated.weeks[1].decorations(at: value).isEmpty) }
    },
    Entry("GridWeek.subscript(_:)") { f in
      // Documented to trap outside 0..<7: called at both ends.
      #expect(f.grid.weeks[0][0].dayOfMonth == 25 && f.grid.weeks[0][6].dayOfMonth == 2)
    },
    Entry("MonthGrid.Weeks.subscript(_:)") { f in
      #expect(f.grid.weeks[0][0].day == f.grid[0].day)
      #expect(f.grid.weeks[f.grid.weeks.count - 1][6].day == f.grid[f.grid.count - 1].day)
    },
    Entry("MonthGrid.subscript(_:)") { f in
      #expect(f.grid[0].dayOfMonth == 25 && f.grid[f.grid.endIndex - 1].dayOfMonth == 6)
    },
    Entry("WeekStrip.subscript(_:)") { f in
      let strip = try f.calendar.weekStrip(containing: f.today)
      #expect(strip[0].dayOfMonth == 3 && strip[6].dayOfMonth == 9)
    },
    Entry("MonthGrid.cell(for:)") { f in
      for day in days { #expect(f.grid.cell(for: day) == nil) }
    },
    Entry("MonthGrid.decorations(at:)") { f in
      for value in ints { #expect(f.decorated.decorations(at: value).isEmpty) }
    },
    Entry("MonthGrid.decorations(on:)") { f in
      for day in days { #expect(f.decorated.decorations(on: day).isEmpty) }
    },
    Entry("MonthGrid.index(of:)") { f in
      for day in days { #expect(f.grid.index(of: day) == nil) }
    },
    Entry("MonthGrid.weekOfYear(row:)") { f in
      let numbered = f.calendar.grid(for: f.month, weekNumbers: true)
      for value in ints where value != 0 && value != 1 {
        #expect(numbered.weekOfYear(row: value) == nil)
      }
    },
  ]
}
