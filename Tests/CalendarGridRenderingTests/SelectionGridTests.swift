import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridRendering
@testable import CalendarGridSources
@testable import CalendarGridState

private func isoDay(_ text: String) throws -> Day { try Day(iso8601: text) }

@Suite("Selection in grids")
struct SelectionGridTests {
  @Test("A range from 2024-01-28 to 2024-02-03 is flagged in both months' grids (Sunday first)")
  func rangeAcrossMonthBoundarySundayFirst() throws {
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("en_US"))
    var selection = Selection(.range)
    selection.select(try isoDay("2024-01-28"))
    selection.select(try isoDay("2024-02-03"))
    for (year, month) in [(2024, 1), (2024, 2)] {
      let grid = calendar.grid(
        for: try calendar.month(year: year, month: month), selection: selection)
      let flagged = grid.filter(\.isSelected)
      #expect(flagged.map(\.day) == Array(try isoDay("2024-01-28")...isoDay("2024-02-03")))
      #expect(
        flagged.map(\.rangePosition) == [.start, .middle, .middle, .middle, .middle, .middle, .end])
      // The whole range is one row: Sunday to Saturday.
      #expect(Set(flagged.map(\.row)).count == 1)
      #expect(flagged.first?.column == 0 && flagged.last?.column == 6)
    }
  }

  @Test("Monday first, the February grid starts inside the range: no start flag there")
  func rangeAcrossMonthBoundaryMondayFirst() throws {
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("de_DE"))
    let selection = try rangeSelection("2024-01-28", "2024-02-03")
    let january = calendar.grid(for: try calendar.month(year: 2024, month: 1), selection: selection)
    let february = calendar.grid(
      for: try calendar.month(year: 2024, month: 2), selection: selection)
    #expect(
      january.filter(\.isSelected).map(\.day)
        == Array(try isoDay("2024-01-28")...isoDay("2024-02-03")))
    #expect(january.rangeStartCells.count == 1 && january.rangeEndCells.count == 1)
    #expect(february.firstDay == (try isoDay("2024-01-29")))
    #expect(
      february.filter(\.isSelected).map(\.day)
        == Array(try isoDay("2024-01-29")...isoDay("2024-02-03")))
    #expect(february.rangeStartCells.isEmpty)
    #expect(february[0].rangePosition == .middle)
    #expect(february.filter { $0.rangePosition == .end }.map(\.day) == [try isoDay("2024-02-03")])
    // January 28 is in the range but not in February's grid: the cells are the same days.
    #expect(february.index(of: try isoDay("2024-01-28")) == nil)
  }

  @Test("A range longer than a grid marks every cell as middle")
  func rangeCoveringGrid() throws {
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("en_US"))
    let selection = try rangeSelection("2023-12-01", "2024-05-31")
    let grid = calendar.grid(
      for: try calendar.month(year: 2024, month: 3), rows: .fixed, selection: selection)
    #expect(grid.selectedCells == .all)
    #expect(grid.rangeMiddleCells == .all)
    #expect(grid.allSatisfy { $0.rangePosition == .middle })
  }

  @Test("Selectable cells follow the selection's rule")
  func selectableCells() throws {
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("en_US"))
    let today = try isoDay("2024-03-13")
    let rule = DayPredicate { $0 >= today && $0.weekday != .sunday }
    let grid = calendar.grid(
      for: try calendar.month(year: 2024, month: 3),
      selection: Selection(.single, rules: [rule], in: PluginContext(calendar: calendar)))
    for cell in grid {
      #expect(cell.isSelectable == (cell.day >= today && cell.weekday != .sunday))
    }
    let plain = calendar.grid(
      for: try calendar.month(year: 2024, month: 3), selection: Selection(.single))
    #expect(plain.allSatisfy { $0.isSelectable })
  }

  @Test("Applying replaces earlier marks; an empty selection clears them")
  func reapplying() throws {
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("en_US"))
    var grid = calendar.grid(
      for: try calendar.month(year: 2024, month: 3),
      selection: try rangeSelection("2024-03-04", "2024-03-08"))
    #expect(grid.selectedCells.count == 5)
    grid.applySelection(Selection(.range))
    #expect(
      grid.selectedCells.isEmpty && grid.rangeStartCells.isEmpty && grid.rangeEndCells.isEmpty)
    #expect(grid.rangeMiddleCells.isEmpty)
    #expect(grid == calendar.grid(for: try calendar.month(year: 2024, month: 3)))
  }

  @Test("Text puts runs of selected days in brackets; JSON adds selection keys only when asked")
  func rendering() throws {
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("en_US"))
    let names = try CalendarNames(for: calendar)
    let january = calendar.grid(
      for: try calendar.month(year: 2024, month: 1),
      selection: try rangeSelection("2024-01-28", "2024-02-03"))
    let text = TextRenderer().render(january, names: names).split(separator: "\n")
    #expect(text.last == "[28 29 30 31]")
    #expect(text[2] == "     1  2  3  4  5  6")
    let adjacent = TextRenderer(showsAdjacentDays: true).render(january, names: names)
    #expect(adjacent.split(separator: "\n").last == "[28 29 30 31  1  2  3]")
    var single = Selection(.single)
    single.select(try isoDay("2024-01-10"))
    let plain = calendar.grid(for: try calendar.month(year: 2024, month: 1), selection: single)
    #expect(TextRenderer().render(plain, names: names).contains("  9[10]11"))

    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let without = String(
      decoding: try encoder.encode(
        GridDocument.Grid(january, locale: calendar.locale, names: names)),
      as: UTF8.self)
    #expect(!without.contains("isSelected") && !without.contains("rangePosition"))
    let with = GridDocument.Grid(
      january, locale: calendar.locale, names: names, includesSelection: true)
    let cells = with.weeks.flatMap { $0 }
    #expect(cells.allSatisfy { $0.isSelected != nil })
    #expect(
      cells.filter { $0.isSelected == true }.map(\.date)
        == Array(try isoDay("2024-01-28")...isoDay("2024-02-03")).map(\.iso8601))
    #expect(
      cells.compactMap(\.rangePosition) == [
        "start", "middle", "middle", "middle", "middle", "middle", "end",
      ])
  }

  /// Sampled always; every month of 1990...2030 with `CALGRID_EXHAUSTIVE=1`.
  static var sweepMonths: [(Int, Int)] {
    let exhaustive = ProcessInfo.processInfo.environment["CALGRID_EXHAUSTIVE"] == "1"
    let years = exhaustive ? Array(1990...2030) : [1582, 2000, 2023, 2024]
    return years.flatMap { year in (1...12).map { (year, $0) } }
  }

  @Test("Grid marks equal a day-by-day reference for random selections in every mode")
  func differentialSweep() throws {
    var random = SplitMix64(state: 0x5E1E_C710)
    for firstWeekday in Weekday.allCases {
      let calendar = try GridCalendar(
        .gregorian, locale: GridLocale("en_US"), firstWeekday: firstWeekday)
      for (year, number) in Self.sweepMonths {
        let month = try calendar.month(year: year, month: number)
        let anchor = month.firstDay.advanced(by: Int.random(in: -45...45, using: &random))
        // Multiple: a handful of days around the month.
        var multiple = Selection(.multiple)
        var chosen: Set<Day> = []
        for _ in 0..<Int.random(in: 0...12, using: &random) {
          let candidate = anchor.advanced(by: Int.random(in: -30...30, using: &random))
          multiple.select(candidate)
          if chosen.contains(candidate) {
            chosen.remove(candidate)
          } else {
            chosen.insert(candidate)
          }
        }
        // Range: two random ends, or a pending start.
        var range = Selection(.range)
        let a = anchor.advanced(by: Int.random(in: -40...40, using: &random))
        let b = anchor.advanced(by: Int.random(in: -40...40, using: &random))
        range.select(a)
        let pending = Bool.random(using: &random)
        if !pending { range.select(b) }
        // Week.
        var week = Selection(.week(firstWeekday: firstWeekday))
        week.select(anchor)

        for rows in RowPolicy.allCases {
          let base = calendar.grid(for: month, rows: rows)
          check(base.applyingSelection(multiple)) { chosen.contains($0) ? .some(nil) : .none }
          check(base.applyingSelection(range)) { day in
            if pending { return day == a ? .some(.start) : .none }
            let (low, high) = (min(a, b), max(a, b))
            guard day >= low && day <= high else { return .none }
            if low == high { return .some(.single) }
            return .some(day == low ? .start : day == high ? .end : .middle)
          }
          check(base.applyingSelection(week)) { day in
            let start = anchor.advanced(by: -anchor.weekday.daysSince(firstWeekday))
            let offset = start.distance(to: day)
            guard (0...6).contains(offset) else { return .none }
            return .some(offset == 0 ? .start : offset == 6 ? .end : .middle)
          }
        }
      }
    }
  }

  /// Checks every cell against `expected`: nil for unselected, `.some(position)` for selected.
  private func check(_ grid: MonthGrid, expected: (Day) -> RangePosition??) {
    for cell in grid {
      let want = expected(cell.day)
      #expect(cell.isSelected == (want != nil), "\(cell.day) in \(grid.month.firstDay)")
      #expect(cell.rangePosition == want.flatMap { $0 }, "\(cell.day) in \(grid.month.firstDay)")
    }
  }

  private func rangeSelection(_ from: String, _ to: String) throws -> Selection {
    var selection = Selection(.range)
    selection.select(try isoDay(from))
    selection.select(try isoDay(to))
    return selection
  }
}
