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
  /// The month the grid shows.
  public let month: CalendarMonth
  /// The weekday of the first column.
  public let firstWeekday: Weekday
  /// The locale's weekend days.
  public let weekend: WeekdaySet
  /// The day in the first cell.
  public let firstDay: Day
  /// The number of rows (4 to 6 with ``RowPolicy/variable``, 6 with ``RowPolicy/fixed``).
  @inlinable public var rowCount: Int { Int(storedCellCount) / 7 }
  /// The number of leading days from the previous month.
  public var leadingDayCount: Int { Int(leading) }

  // Every stored field but the decorations is also a field of `CellSource`: a new one goes in
  // both, in `cellSource` and in `init(cells:decorations:)` (a week rebuilds its grid from them).
  @usableFromInline let leading: UInt8
  // The cell count rather than the row count: a caller's loop over the indices and the
  // subscript's range check then read the same number, and the optimizer drops the check
  // (110 fewer instructions a ForEach-read grid than with `rows * 7`).
  @usableFromInline let storedCellCount: UInt8
  @usableFromInline let weekendColumns: UInt8
  @usableFromInline var todayIndex: Int8
  /// Week-of-year numbers, 8 bits per row; 0 when the grid was built without them.
  @usableFromInline var packedWeekNumbers: UInt64
  // The masks are stored under internal names so that the initializer can be inlined into
  // callers in other modules (the benchmark showed the call dominating a bare grid); the public
  // properties below read them and only the package writes them.
  @usableFromInline var storedSelectable: CellMask
  @usableFromInline var storedSelected: CellMask
  @usableFromInline var storedRangeStart: CellMask
  @usableFromInline var storedRangeMiddle: CellMask
  @usableFromInline var storedRangeEnd: CellMask
  @usableFromInline var storedDecorated: CellMask
  @usableFromInline var storedDecorations: DecorationReference

  /// Cells whose day may be selected.
  @inlinable public package(set) var selectableCells: CellMask {
    get { storedSelectable }
    set { storedSelectable = newValue }
  }
  /// Cells whose day is selected (filled by the selection model).
  @inlinable public package(set) var selectedCells: CellMask {
    get { storedSelected }
    set { storedSelected = newValue }
  }
  /// The first day of a selected range, where the grid shows it.
  @inlinable public package(set) var rangeStartCells: CellMask {
    get { storedRangeStart }
    set { storedRangeStart = newValue }
  }
  /// The days inside a selected range, between its ends.
  @inlinable public package(set) var rangeMiddleCells: CellMask {
    get { storedRangeMiddle }
    set { storedRangeMiddle = newValue }
  }
  /// The last day of a selected range, where the grid shows it.
  @inlinable public package(set) var rangeEndCells: CellMask {
    get { storedRangeEnd }
    set { storedRangeEnd = newValue }
  }
  /// Cells that carry decorations.
  @inlinable public package(set) var decoratedCells: CellMask {
    get { storedDecorated }
    set { storedDecorated = newValue }
  }
  /// The decorations of the cells, from the grid's decorators (see ``decorations(at:)``).
  @inlinable public package(set) var decorations: GridDecorations {
    get {
      GridDecorations(
        source: storedDecorations.source,
        span: DaySpan(first: firstDay, count: Int(storedCellCount)))
    }
    set { storedDecorations = DecorationReference(source: newValue.source) }
  }

  @inlinable
  init(
    month: CalendarMonth, firstWeekday: Weekday, weekend: WeekdaySet, rows policy: RowPolicy,
    today: Day?
  ) {
    self.month = month
    self.firstWeekday = firstWeekday
    self.weekend = weekend
    let leading = month.firstDay.weekday.daysSince(firstWeekday)
    self.leading = UInt8(leading)
    self.firstDay = month.firstDay.advanced(by: -leading)
    let rows = policy == .fixed ? 6 : (leading + month.length + 6) / 7
    self.storedCellCount = UInt8(rows * 7)
    // Weekend bits rotated so that bit c is column c.
    let shift = UInt8(firstWeekday.rawValue - 1)
    let bits = weekend.rawValue
    self.weekendColumns = ((bits >> shift) | (bits << (7 - shift))) & 0x7F
    if let today {
      let offset = firstDay.distance(to: today)
      self.todayIndex = offset >= 0 && offset < rows * 7 ? Int8(offset) : -1
    } else {
      self.todayIndex = -1
    }
    self.packedWeekNumbers = 0
    self.storedSelectable = CellMask(rawValue: (1 << UInt64(rows * 7)) &- 1)
    self.storedSelected = .none
    self.storedRangeStart = .none
    self.storedRangeMiddle = .none
    self.storedRangeEnd = .none
    self.storedDecorated = .none
    self.storedDecorations = DecorationReference(source: nil)
  }

  /// A grid made of its cells' source and its decorations (what a week holds).
  @inlinable
  init(cells: CellSource, decorations: DecorationReference) {
    month = cells.month
    firstWeekday = cells.firstWeekday
    weekend = cells.weekend
    firstDay = cells.firstDay
    leading = cells.leading
    storedCellCount = cells.storedCellCount
    weekendColumns = cells.weekendColumns
    todayIndex = cells.todayIndex
    packedWeekNumbers = cells.packedWeekNumbers
    storedSelectable = cells.storedSelectable
    storedSelected = cells.storedSelected
    storedRangeStart = cells.storedRangeStart
    storedRangeMiddle = cells.storedRangeMiddle
    storedRangeEnd = cells.storedRangeEnd
    storedDecorated = cells.storedDecorated
    storedDecorations = decorations
  }

  @inlinable public var count: Int { Int(storedCellCount) }
  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int { Int(storedCellCount) }

  // Guaranteed inlining where the compiler has it (SE-0496): the heuristic declines the cell's
  // body in a large caller, and the call would cost more than the cell.
  #if compiler(>=6.3)
    /// The cell at a position, row by row.
    ///
    /// The cell is made from the grid's fields and masks with a few integer operations and
    /// inlined into the caller, so reading every cell, as a SwiftUI `ForEach` does, costs no
    /// calendar calls and no function calls.
    @inlinable
    public subscript(position: Int) -> GridCell {
      @inline(always) get { cell(at: position) }
    }
  #else
    /// The cell at a position, row by row.
    ///
    /// The cell is made from the grid's fields and masks with a few integer operations and
    /// inlined into the caller, so reading every cell, as a SwiftUI `ForEach` does, costs no
    /// calendar calls and no function calls.
    @inlinable
    public subscript(position: Int) -> GridCell {
      @inline(__always) get { cell(at: position) }
    }
  #endif

  #if compiler(>=6.3)
    @inline(always)
  #else
    @inline(__always)
  #endif
  @inlinable
  func cell(at position: Int) -> GridCell { cellSource.cell(at: position) }

  /// What the grid's cells are made from: every field but the decorations.
  @inlinable
  var cellSource: CellSource {
    CellSource(
      month: month, firstWeekday: firstWeekday, weekend: weekend, firstDay: firstDay,
      leading: leading,
      storedCellCount: storedCellCount, weekendColumns: weekendColumns, todayIndex: todayIndex,
      packedWeekNumbers: packedWeekNumbers, storedSelectable: storedSelectable,
      storedSelected: storedSelected, storedRangeStart: storedRangeStart,
      storedRangeMiddle: storedRangeMiddle, storedRangeEnd: storedRangeEnd,
      storedDecorated: storedDecorated)
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
    CellMask(cells: Int(leading)..<(Int(leading) + month.length))
  }

  /// The week-of-year number of a row, when the grid was built with week numbers.
  public func weekOfYear(row: Int) -> Int? {
    guard row >= 0 && row < rowCount else { return nil }
    let week = Int(truncatingIfNeeded: packedWeekNumbers >> UInt64(row * 8) & 0xFF)
    return week == 0 ? nil : week
  }

  /// The decorations of the cell at `position`, in decorator order.
  public func decorations(at position: Int) -> [Decoration] {
    decoratedCells.contains(position) ? decorations.at(position) : []
  }

  /// The decorations of a cell of this grid, in decorator order; none for a cell this grid
  /// does not show (a cell of another month's grid may show the same day: its decorations are
  /// those of this grid's cell for that day).
  public func decorations(for cell: GridCell) -> [Decoration] {
    decorations(on: cell.day)
  }

  /// The decorations of a day, in decorator order; none when the grid does not show the day.
  public func decorations(on day: Day) -> [Decoration] {
    guard let position = index(of: day) else { return [] }
    return decorations(at: position)
  }

  /// The cell showing a day, or nil when the grid does not show it.
  public func cell(for day: Day) -> GridCell? {
    index(of: day).map { self[$0] }
  }

  /// The cell for today, if the grid shows it.
  public var todayCell: GridCell? { todayIndex >= 0 ? self[Int(todayIndex)] : nil }

  /// Equal when they show the same days the same way, decorations compared cell by cell.
  public static func == (lhs: MonthGrid, rhs: MonthGrid) -> Bool {
    lhs.month == rhs.month && lhs.firstWeekday == rhs.firstWeekday && lhs.weekend == rhs.weekend
      && lhs.firstDay == rhs.firstDay && lhs.leading == rhs.leading
      && lhs.storedCellCount == rhs.storedCellCount && lhs.todayIndex == rhs.todayIndex
      && lhs.packedWeekNumbers == rhs.packedWeekNumbers
      && lhs.storedSelectable == rhs.storedSelectable && lhs.storedSelected == rhs.storedSelected
      && lhs.storedRangeStart == rhs.storedRangeStart
      && lhs.storedRangeMiddle == rhs.storedRangeMiddle
      && lhs.storedRangeEnd == rhs.storedRangeEnd && lhs.storedDecorated == rhs.storedDecorated
      && lhs.decorations == rhs.decorations
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(month)
    hasher.combine(firstWeekday)
    hasher.combine(firstDay)
    hasher.combine(storedCellCount)
    hasher.combine(todayIndex)
    hasher.combine(packedWeekNumbers)
    hasher.combine(storedSelectable)
    hasher.combine(storedSelected)
    hasher.combine(storedRangeStart)
    hasher.combine(storedRangeEnd)
    hasher.combine(storedDecorated)
    hasher.combine(decorations)
  }
}
