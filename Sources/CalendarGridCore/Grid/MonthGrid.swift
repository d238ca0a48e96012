/// A month laid out in whole weeks: the month's days, the leading days of the previous month and
/// the trailing days of the next, starting at the locale's first weekday.
///
/// A grid is a handful of fields and bit masks: its first day, how many leading days it has,
/// the month's length and day numbering, and masks for today, selectable, selected and
/// decorated cells. Cells (``GridCell``) are produced on access, so building a grid costs a few
/// nanoseconds in any calendar, and reading all of its cells costs no calendar calls.
///
/// ```swift
/// let calendar = try GridCalendar(locale: GridLocale("ko_KR"))
/// let grid = calendar.grid(for: try calendar.month(year: 2024, month: 3))
/// for week in grid.weeks { print(week.map(\.dayOfMonth)) }
/// ```
public struct MonthGrid: Hashable, Sendable, RandomAccessCollection {
  /// What the cells are made from; every fact of the grid but its decorations.
  @usableFromInline var layout: Layout
  @usableFromInline var storedDecorations: GridDecorations

  /// The decorations of the cells, from the grid's decorators (see ``decorations(at:)``).
  public package(set) var decorations: GridDecorations {
    get { storedDecorations }
    set {
      storedDecorations = newValue
      // The cells' flags read the layout's mask.
      layout.decorated = newValue.cells
    }
  }

  /// The month the grid shows.
  @inlinable public var month: CalendarMonth { layout.month }
  /// The weekday of the first column.
  @inlinable public var firstWeekday: Weekday { layout.firstWeekday }
  /// The locale's weekend days.
  @inlinable public var weekend: WeekdaySet { layout.weekend }
  /// The day in the first cell.
  @inlinable public var firstDay: Day { layout.firstDay }
  /// The number of rows (4 to 6 with ``RowPolicy/variable``, 6 with ``RowPolicy/fixed``).
  @inlinable public var rowCount: Int { Int(layout.cellCount) / 7 }
  /// The number of leading days from the previous month.
  public var leadingDayCount: Int { Int(layout.leading) }

  /// Cells whose day may be selected.
  @inlinable public package(set) var selectableCells: CellMask {
    get { layout.selectable }
    set { layout.selectable = newValue }
  }
  /// Cells whose day is selected (filled by the selection model).
  @inlinable public package(set) var selectedCells: CellMask {
    get { layout.selected }
    set { layout.selected = newValue }
  }
  /// The first day of a selected range, where the grid shows it.
  @inlinable public package(set) var rangeStartCells: CellMask {
    get { layout.rangeStart }
    set { layout.rangeStart = newValue }
  }
  /// The days inside a selected range, between its ends.
  @inlinable public package(set) var rangeMiddleCells: CellMask {
    get { layout.rangeMiddle }
    set { layout.rangeMiddle = newValue }
  }
  /// The last day of a selected range, where the grid shows it.
  @inlinable public package(set) var rangeEndCells: CellMask {
    get { layout.rangeEnd }
    set { layout.rangeEnd = newValue }
  }
  /// Cells that carry decorations.
  @inlinable public var decoratedCells: CellMask { layout.decorated }

  @inlinable
  init(
    month: CalendarMonth, firstWeekday: Weekday, weekend: WeekdaySet, rows policy: RowPolicy,
    today: Day?
  ) {
    layout = Layout(
      month: month, firstWeekday: firstWeekday, weekend: weekend, rows: policy, today: today)
    storedDecorations = .none
  }

  /// A grid made of its layout and its decorations (what a week holds).
  @inlinable
  init(layout: Layout, decorations: GridDecorations) {
    self.layout = layout
    self.storedDecorations = decorations
  }

  @inlinable public var count: Int { layout.endIndex }
  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int { layout.endIndex }

  /// The cell at a position, row by row; a position outside `0..<endIndex` traps, as an
  /// array's index does.
  ///
  /// The cell is made from the grid's fields and masks with a few integer operations and
  /// inlined into the caller, so reading every cell, as a SwiftUI `ForEach` does, costs no
  /// calendar calls and no function calls.
  @inlinable
  public subscript(position: Int) -> GridCell {
    @inline(__always) get { layout.cell(at: position) }
  }

  /// The grid's rows, each exactly 7 cells indexed from 0.
  ///
  /// The weeks are made on access from the grid, and iterating a week inlines its cells as
  /// the grid's subscript does: reading a grid week by week allocates nothing.
  ///
  /// ```swift
  /// ForEach(grid.weeks) { week in
  ///   HStack { ForEach(week) { cell in Text("\(cell.dayOfMonth)") } }
  /// }
  /// ```
  @inlinable public var weeks: Weeks { Weeks(grid: self) }

  /// The last day in the grid.
  public var lastDay: Day { firstDay.advanced(by: count - 1) }

  /// The days the grid shows.
  public var days: ClosedRange<Day> { firstDay...lastDay }

  /// The cell index of a day, or nil when the grid does not show it.
  @inlinable
  public func index(of day: Day) -> Int? {
    let offset = firstDay.distance(to: day)
    return offset >= 0 && offset < endIndex ? offset : nil
  }

  /// The cells of the month itself (not leading or trailing days).
  public var monthCells: CellMask {
    CellMask(cells: leadingDayCount..<(leadingDayCount + month.length))
  }

  /// The week-of-year number of a row, when the grid was built with week numbers.
  public func weekOfYear(row: Int) -> Int? {
    guard row >= 0 && row < rowCount else { return nil }
    let week = Int(truncatingIfNeeded: layout.packedWeekNumbers >> UInt64(row * 8) & 0xFF)
    return week == 0 ? nil : week
  }

  /// The decorations of the cell at `position`, in decorator order; none for a position outside
  /// the grid.
  public func decorations(at position: Int) -> CellDecorations {
    decorations.at(position)
  }

  /// The decorations of a cell of this grid, in decorator order; none for a cell this grid
  /// does not show (a cell of another month's grid may show the same day: its decorations are
  /// those of this grid's cell for that day).
  public func decorations(for cell: GridCell) -> CellDecorations {
    decorations(on: cell.day)
  }

  /// The decorations of a day, in decorator order; none when the grid does not show the day.
  public func decorations(on day: Day) -> CellDecorations {
    guard let position = index(of: day) else { return [] }
    return decorations(at: position)
  }

  /// The cell showing a day, or nil when the grid does not show it.
  public func cell(for day: Day) -> GridCell? {
    index(of: day).map { self[$0] }
  }

  /// The cell for today, if the grid shows it.
  public var todayCell: GridCell? { layout.todayIndex >= 0 ? self[Int(layout.todayIndex)] : nil }

  /// Equal when they show the same days the same way, decorations compared cell by cell.
  public static func == (lhs: MonthGrid, rhs: MonthGrid) -> Bool {
    lhs.layout == rhs.layout && lhs.decorations == rhs.decorations
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(layout)
    hasher.combine(decorations)
  }
}
