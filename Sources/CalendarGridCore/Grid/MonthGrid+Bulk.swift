/// A month grid's cells in the engine's compact layout: one day-of-month byte per cell and one
/// bit mask per state, 88 bytes for any grid.
///
/// This is what a renderer that draws a whole grid at once wants: the 42 day numbers in one
/// contiguous run and the states as masks (bit `i` for cell `i`), with no per-cell structure to
/// build. A cell's day is ``firstDay`` advanced by its index; its weekday is the grid's first
/// weekday advanced by its column. Reuse one value across grids: ``MonthGrid/writeCells(into:)``
/// overwrites every field.
///
/// ```swift
/// var cells = CompactGridCells()
/// grid.writeCells(into: &cells)
/// for index in 0..<cells.cellCount where cells.inMonth.contains(index) {
///   print(cells.dayNumbers[index])
/// }
/// ```
public struct CompactGridCells: Sendable, Equatable {
  /// Day-of-month numbers, row by row; 0 past the grid's last cell.
  public var dayNumbers: DayNumbers
  /// The number of cells the grid has (28 to 42); a value set outside 0...42 is clamped to it, so
  /// ``flags(at:)`` and ``dayNumbers`` always agree with it.
  public var cellCount: Int {
    get { Int(storedCellCount) }
    set { storedCellCount = UInt8(min(max(newValue, 0), 42)) }
  }
  @usableFromInline var storedCellCount: UInt8
  /// The day in the first cell.
  public var firstDay: Day
  /// Cells of the grid's own month (not leading or trailing days).
  public var inMonth: CellMask
  /// Cells on the locale's weekend days.
  public var weekend: CellMask
  /// The cell for today, if the grid shows it.
  public var today: CellMask
  /// Cells whose day may be selected.
  public var selectable: CellMask
  /// Selected cells.
  public var selected: CellMask

  /// Creates an empty value to be filled by ``MonthGrid/writeCells(into:)``.
  public init() {
    dayNumbers = DayNumbers()
    storedCellCount = 0
    firstDay = Day(daysSince1970: 0)
    inMonth = .none
    weekend = .none
    today = .none
    selectable = .none
    selected = .none
  }

  /// The state flags of a cell that the compact layout carries (in-month, weekend, today,
  /// selectable, selected); empty past the last cell.
  public func flags(at index: Int) -> CellFlags {
    guard index >= 0 && index < cellCount else { return [] }
    var flags: CellFlags = []
    if inMonth.contains(index) { flags.insert(.inMonth) }
    if weekend.contains(index) { flags.insert(.weekend) }
    if today.contains(index) { flags.insert(.today) }
    if selectable.contains(index) { flags.insert(.selectable) }
    if selected.contains(index) { flags.insert(.selected) }
    return flags
  }

  public static func == (lhs: CompactGridCells, rhs: CompactGridCells) -> Bool {
    guard
      lhs.storedCellCount == rhs.storedCellCount && lhs.firstDay == rhs.firstDay
        && lhs.inMonth == rhs.inMonth && lhs.weekend == rhs.weekend && lhs.today == rhs.today
        && lhs.selectable == rhs.selectable && lhs.selected == rhs.selected
    else { return false }
    return lhs.dayNumbers == rhs.dayNumbers
  }
}

extension CompactGridCells {
  /// The 42 day-of-month bytes of a compact grid, stored inline (no allocation), indexed 0..<42.
  ///
  /// A fixed-size collection of its own because `InlineArray` needs iOS 26 / macOS 26 and the
  /// package supports iOS 16 / macOS 13: the bytes are a 42-element tuple, so the value has
  /// `InlineArray<42, UInt8>`'s layout (42 contiguous bytes, readable with
  /// `withUnsafeBytes(of:)`).
  public struct DayNumbers: Sendable, Equatable, RandomAccessCollection, MutableCollection {
    public typealias Element = UInt8
    public typealias Index = Int
    public typealias Indices = Range<Int>

    @usableFromInline var bytes:
      (
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
        UInt8, UInt8, UInt8
      )

    /// 42 zeros.
    public init() {
      bytes = (
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
      )
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { 42 }
    @inlinable public var indices: Range<Int> { 0..<42 }

    /// The day number of cell `position` (0...41); a position outside traps, as an array's does.
    @inlinable
    public subscript(position: Int) -> UInt8 {
      get {
        precondition(position >= 0 && position < 42, "cell index out of range")
        return withUnsafeBytes(of: bytes) { $0[position] }
      }
      set {
        precondition(position >= 0 && position < 42, "cell index out of range")
        withUnsafeMutableBytes(of: &bytes) { $0[position] = newValue }
      }
    }

    /// Byte-wise equality.
    @inlinable
    public static func == (lhs: DayNumbers, rhs: DayNumbers) -> Bool {
      lhs.elementsEqual(rhs)
    }
  }
}

extension MonthGrid {
  /// Writes every cell of the grid into `cells` in the compact layout, without producing
  /// ``GridCell`` values.
  ///
  /// ```swift
  /// var cells = CompactGridCells()
  /// for month in months {
  ///   calendar.grid(for: month, today: today).writeCells(into: &cells)
  ///   draw(cells)
  /// }
  /// ```
  ///
  /// - Complexity: O(1): one day number per cell and a few mask operations.
  public func writeCells(into cells: inout CompactGridCells) {
    cells.fill(from: layout)
  }
}

extension GridCalendar {
  /// Writes the cells of a month's bare grid (no selection, every cell selectable) straight into
  /// the compact layout: the fastest way to draw many months.
  ///
  /// The cells are exactly those of `grid(for: month, rows: rows, today: today)` written with
  /// ``MonthGrid/writeCells(into:)``.
  ///
  /// - Complexity: O(1) and no calendar calls.
  public func writeCells(
    for month: CalendarMonth, rows: RowPolicy = .variable, today: Day? = nil,
    into cells: inout CompactGridCells
  ) {
    cells.fill(
      from: MonthGrid.Layout(
        month: month, firstWeekday: weekRules.firstWeekday, weekend: weekRules.weekend,
        rows: rows, today: today))
  }
}

extension CompactGridCells {
  /// Fills every field from a grid's layout.
  mutating func fill(from layout: MonthGrid.Layout) {
    let count = layout.endIndex
    let leading = Int(layout.leading)
    let length = layout.month.length
    if layout.hasPlainDayNumbers {
      // Three runs of consecutive numbers: the previous month's last days, the month's, and
      // the next month's first days; no test per cell.
      let previousFirst = Int(layout.month.previousLastDayNumber) &- leading &+ 1
      for position in 0..<leading {
        dayNumbers[position] = UInt8(truncatingIfNeeded: previousFirst &+ position)
      }
      for day in 0..<length {
        dayNumbers[leading &+ day] = UInt8(truncatingIfNeeded: day &+ 1)
      }
      for position in (leading &+ length)..<count {
        dayNumbers[position] = UInt8(truncatingIfNeeded: position &- leading &- length &+ 1)
      }
    } else {
      for position in 0..<count {
        dayNumbers[position] = UInt8(
          truncatingIfNeeded: layout.dayNumber(atOffset: position &- leading))
      }
    }
    for position in count..<dayNumbers.endIndex { dayNumbers[position] = 0 }
    let all: UInt64 = (1 << UInt64(count)) &- 1
    storedCellCount = layout.cellCount
    firstDay = layout.firstDay
    inMonth = CellMask(rawValue: ((1 << UInt64(layout.month.length)) &- 1) << UInt64(leading))
    weekend = CellMask(rawValue: UInt64(layout.weekendColumns) &* CellMask.everyRow & all)
    today = CellMask(rawValue: layout.todayIndex >= 0 ? 1 << UInt64(layout.todayIndex) : 0)
    selectable = layout.selectable
    selected = layout.selected
  }
}
