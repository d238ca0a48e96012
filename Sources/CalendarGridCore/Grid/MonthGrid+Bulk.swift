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
  /// The number of cells the grid has (28 to 42).
  public var cellCount: Int { Int(storedCellCount) }
  @usableFromInline package var storedCellCount: UInt8
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

    /// Byte-wise equality, as six overlapping 8-byte words.
    @inlinable
    public static func == (lhs: DayNumbers, rhs: DayNumbers) -> Bool {
      withUnsafeBytes(of: lhs.bytes) { left in
        withUnsafeBytes(of: rhs.bytes) { right in
          func word(_ offset: Int) -> UInt64 {
            left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
              ^ right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          }
          return word(0) | word(8) | word(16) | word(24) | word(32) | word(34) == 0
        }
      }
    }
  }
}

extension MonthGrid {
  /// Writes every cell of the grid into `cells` in the compact layout, without producing
  /// ``GridCell`` values.
  ///
  /// The day numbers are three runs — the previous month's last days, the month's days, the next
  /// month's first days — copied as 8-byte words from a constant table; a month with skipped day
  /// numbers (October 1582 and its neighbours under the Julian cutover) takes a per-cell path.
  ///
  /// ```swift
  /// var cells = CompactGridCells()
  /// for month in months {
  ///   calendar.grid(for: month, today: today).writeCells(into: &cells)
  ///   draw(cells)
  /// }
  /// ```
  ///
  /// - Complexity: O(1): seven 8-byte loads and stores and a few mask operations.
  public func writeCells(into cells: inout CompactGridCells) {
    cells.fill(
      month: month, firstDay: firstDay, leading: Int(leading), count: endIndex,
      weekendColumns: weekendColumns, todayIndex: Int(todayIndex),
      selectable: selectableCells, selected: selectedCells)
  }
}

extension GridCalendar {
  /// Writes the cells of a month's bare grid (no selection, every cell selectable) straight into
  /// the compact layout, without making a ``MonthGrid``: the fastest way to draw many months.
  ///
  /// The cells are exactly those of `grid(for: month, rows: rows, today: today)` written with
  /// ``MonthGrid/writeCells(into:)``.
  ///
  /// - Complexity: O(1) and no calendar calls.
  public func writeCells(
    for month: CalendarMonth, rows: RowPolicy = .variable, today: Day? = nil,
    into cells: inout CompactGridCells
  ) {
    let firstWeekday = weekRules.firstWeekday
    let leading = month.firstDay.weekday.daysSince(firstWeekday)
    let count = rows == .fixed ? 42 : (leading + month.length + 6) / 7 * 7
    let firstDay = month.firstDay.advanced(by: -leading)
    let shift = UInt8(firstWeekday.rawValue - 1)
    let bits = weekRules.weekend.rawValue
    let todayOffset = today.map { firstDay.distance(to: $0) } ?? -1
    cells.fill(
      month: month, firstDay: firstDay, leading: leading, count: count,
      weekendColumns: ((bits >> shift) | (bits << (7 - shift))) & 0x7F,
      todayIndex: todayOffset >= 0 && todayOffset < count ? todayOffset : -1,
      selectable: CellMask(rawValue: (1 << UInt64(count)) &- 1), selected: .none)
  }
}

extension CompactGridCells {
  /// Bit `7k` set for each row k: multiplying a 7-bit column mask by it repeats the mask on every
  /// row (the 7-bit copies cannot overlap).
  static let everyRow: UInt64 = 1 | 1 << 7 | 1 << 14 | 1 << 21 | 1 << 28 | 1 << 35

  /// Fills every field from a grid's few numbers (`leading` 0...6, `count` 7...42).
  @inline(__always)
  mutating func fill(
    month: CalendarMonth, firstDay: Day, leading: Int, count: Int, weekendColumns: UInt8,
    todayIndex: Int, selectable: CellMask, selected: CellMask
  ) {
    let length = month.length
    let previousLast = Int(month.previousLastDayNumber)
    if Self.runsApply(
      leading: leading, length: length, previousLast: previousLast,
      gapFree: month.gap.after == 0 && month.nextGap.after == 0
        && Int(month.previousLength) >= leading && Int(month.nextLength) >= count - leading - length
    ) {
      writeRuns(leading: leading, length: length, previousLast: previousLast, count: count)
    } else {
      writeDayNumbersPerCell(month: month, leading: leading, count: count)
    }
    let all: UInt64 = (1 << UInt64(count)) &- 1
    storedCellCount = UInt8(count)
    self.firstDay = firstDay
    inMonth = CellMask(rawValue: ((1 << UInt64(length)) &- 1) << UInt64(leading))
    weekend = CellMask(rawValue: UInt64(weekendColumns) &* Self.everyRow & all)
    today = CellMask(rawValue: todayIndex >= 0 ? 1 << UInt64(todayIndex) : 0)
    self.selectable = selectable
    self.selected = selected
  }

  /// Whether the table path reproduces the per-cell numbering: no skipped numbers, lengths the
  /// table has, enough previous-month days for the leading cells, and a little-endian machine.
  @inline(__always)
  static func runsApply(leading: Int, length: Int, previousLast: Int, gapFree: Bool) -> Bool {
    #if _endian(little)
      gapFree && (1...31).contains(length) && (leading...31).contains(previousLast)
        && previousLast >= 1
    #else
      false
    #endif
  }

  /// Day-number runs, one 64-byte row per month length L (1...31), row L at byte `64 * (L - 1)`:
  ///
  /// | bytes  | content                                                                 |
  /// |--------|-------------------------------------------------------------------------|
  /// | 0...5  | 0 (room for up to six leading cells before the month)                   |
  /// | 6...   | 1, 2, ..., L (the month), then 1, 2, ... up to byte 63 (the next month) |
  ///
  /// Worked example: a month of L = 30 days with 3 leading cells reads its 42 cells from row 30
  /// at byte 6 - 3 = 3: `0 0 0 1 2 ... 30 1 2 ... 9`; its leading cells are then taken from the
  /// previous month's row p at byte 6 + p - 3 (`p-2 p-1 p`). Every byte is below 64, so the table
  /// is an ASCII string literal: a constant in the binary, read without any initialization.
  static var dayRuns: StaticString {
    """
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\
    \u{A}\u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\
    \u{1A}\u{1B}\u{1C}\u{1D}\u{1E}\u{1F}\u{20}\u{21}\u{22}\u{23}\u{24}\u{25}\u{26}\u{27}\u{28}\u{29}\
    \u{2A}\u{2B}\u{2C}\u{2D}\u{2E}\u{2F}\u{30}\u{31}\u{32}\u{33}\u{34}\u{35}\u{36}\u{37}\u{38}\u{39}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{2}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\
    \u{9}\u{A}\u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\
    \u{19}\u{1A}\u{1B}\u{1C}\u{1D}\u{1E}\u{1F}\u{20}\u{21}\u{22}\u{23}\u{24}\u{25}\u{26}\u{27}\u{28}\
    \u{29}\u{2A}\u{2B}\u{2C}\u{2D}\u{2E}\u{2F}\u{30}\u{31}\u{32}\u{33}\u{34}\u{35}\u{36}\u{37}\u{38}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{2}\u{3}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\
    \u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\
    \u{18}\u{19}\u{1A}\u{1B}\u{1C}\u{1D}\u{1E}\u{1F}\u{20}\u{21}\u{22}\u{23}\u{24}\u{25}\u{26}\u{27}\
    \u{28}\u{29}\u{2A}\u{2B}\u{2C}\u{2D}\u{2E}\u{2F}\u{30}\u{31}\u{32}\u{33}\u{34}\u{35}\u{36}\u{37}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{2}\u{3}\u{4}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\
    \u{7}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\
    \u{17}\u{18}\u{19}\u{1A}\u{1B}\u{1C}\u{1D}\u{1E}\u{1F}\u{20}\u{21}\u{22}\u{23}\u{24}\u{25}\u{26}\
    \u{27}\u{28}\u{29}\u{2A}\u{2B}\u{2C}\u{2D}\u{2E}\u{2F}\u{30}\u{31}\u{32}\u{33}\u{34}\u{35}\u{36}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{1}\u{2}\u{3}\u{4}\u{5}\
    \u{6}\u{7}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\
    \u{16}\u{17}\u{18}\u{19}\u{1A}\u{1B}\u{1C}\u{1D}\u{1E}\u{1F}\u{20}\u{21}\u{22}\u{23}\u{24}\u{25}\
    \u{26}\u{27}\u{28}\u{29}\u{2A}\u{2B}\u{2C}\u{2D}\u{2E}\u{2F}\u{30}\u{31}\u{32}\u{33}\u{34}\u{35}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{1}\u{2}\u{3}\u{4}\
    \u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\
    \u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\u{1B}\u{1C}\u{1D}\u{1E}\u{1F}\u{20}\u{21}\u{22}\u{23}\u{24}\
    \u{25}\u{26}\u{27}\u{28}\u{29}\u{2A}\u{2B}\u{2C}\u{2D}\u{2E}\u{2F}\u{30}\u{31}\u{32}\u{33}\u{34}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{1}\u{2}\u{3}\
    \u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\
    \u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\u{1B}\u{1C}\u{1D}\u{1E}\u{1F}\u{20}\u{21}\u{22}\u{23}\
    \u{24}\u{25}\u{26}\u{27}\u{28}\u{29}\u{2A}\u{2B}\u{2C}\u{2D}\u{2E}\u{2F}\u{30}\u{31}\u{32}\u{33}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{1}\u{2}\
    \u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\
    \u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\u{1B}\u{1C}\u{1D}\u{1E}\u{1F}\u{20}\u{21}\u{22}\
    \u{23}\u{24}\u{25}\u{26}\u{27}\u{28}\u{29}\u{2A}\u{2B}\u{2C}\u{2D}\u{2E}\u{2F}\u{30}\u{31}\u{32}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{1}\
    \u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\
    \u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\u{1B}\u{1C}\u{1D}\u{1E}\u{1F}\u{20}\u{21}\
    \u{22}\u{23}\u{24}\u{25}\u{26}\u{27}\u{28}\u{29}\u{2A}\u{2B}\u{2C}\u{2D}\u{2E}\u{2F}\u{30}\u{31}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\
    \u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\
    \u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\u{1B}\u{1C}\u{1D}\u{1E}\u{1F}\u{20}\
    \u{21}\u{22}\u{23}\u{24}\u{25}\u{26}\u{27}\u{28}\u{29}\u{2A}\u{2B}\u{2C}\u{2D}\u{2E}\u{2F}\u{30}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\
    \u{B}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{E}\u{F}\
    \u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\u{1B}\u{1C}\u{1D}\u{1E}\u{1F}\
    \u{20}\u{21}\u{22}\u{23}\u{24}\u{25}\u{26}\u{27}\u{28}\u{29}\u{2A}\u{2B}\u{2C}\u{2D}\u{2E}\u{2F}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\
    \u{B}\u{C}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{E}\
    \u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\u{1B}\u{1C}\u{1D}\u{1E}\
    \u{1F}\u{20}\u{21}\u{22}\u{23}\u{24}\u{25}\u{26}\u{27}\u{28}\u{29}\u{2A}\u{2B}\u{2C}\u{2D}\u{2E}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\
    \u{B}\u{C}\u{D}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\
    \u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\u{1B}\u{1C}\u{1D}\
    \u{1E}\u{1F}\u{20}\u{21}\u{22}\u{23}\u{24}\u{25}\u{26}\u{27}\u{28}\u{29}\u{2A}\u{2B}\u{2C}\u{2D}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\
    \u{B}\u{C}\u{D}\u{E}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\u{B}\u{C}\
    \u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\u{1B}\u{1C}\
    \u{1D}\u{1E}\u{1F}\u{20}\u{21}\u{22}\u{23}\u{24}\u{25}\u{26}\u{27}\u{28}\u{29}\u{2A}\u{2B}\u{2C}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\
    \u{B}\u{C}\u{D}\u{E}\u{F}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\u{B}\
    \u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\u{1B}\
    \u{1C}\u{1D}\u{1E}\u{1F}\u{20}\u{21}\u{22}\u{23}\u{24}\u{25}\u{26}\u{27}\u{28}\u{29}\u{2A}\u{2B}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\
    \u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\
    \u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\
    \u{1B}\u{1C}\u{1D}\u{1E}\u{1F}\u{20}\u{21}\u{22}\u{23}\u{24}\u{25}\u{26}\u{27}\u{28}\u{29}\u{2A}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\
    \u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\
    \u{A}\u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\
    \u{1A}\u{1B}\u{1C}\u{1D}\u{1E}\u{1F}\u{20}\u{21}\u{22}\u{23}\u{24}\u{25}\u{26}\u{27}\u{28}\u{29}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\
    \u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\
    \u{9}\u{A}\u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\
    \u{19}\u{1A}\u{1B}\u{1C}\u{1D}\u{1E}\u{1F}\u{20}\u{21}\u{22}\u{23}\u{24}\u{25}\u{26}\u{27}\u{28}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\
    \u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\
    \u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\
    \u{18}\u{19}\u{1A}\u{1B}\u{1C}\u{1D}\u{1E}\u{1F}\u{20}\u{21}\u{22}\u{23}\u{24}\u{25}\u{26}\u{27}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\
    \u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\
    \u{7}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\
    \u{17}\u{18}\u{19}\u{1A}\u{1B}\u{1C}\u{1D}\u{1E}\u{1F}\u{20}\u{21}\u{22}\u{23}\u{24}\u{25}\u{26}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\
    \u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{1}\u{2}\u{3}\u{4}\u{5}\
    \u{6}\u{7}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\
    \u{16}\u{17}\u{18}\u{19}\u{1A}\u{1B}\u{1C}\u{1D}\u{1E}\u{1F}\u{20}\u{21}\u{22}\u{23}\u{24}\u{25}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\
    \u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{1}\u{2}\u{3}\u{4}\
    \u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\
    \u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\u{1B}\u{1C}\u{1D}\u{1E}\u{1F}\u{20}\u{21}\u{22}\u{23}\u{24}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\
    \u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{1}\u{2}\u{3}\
    \u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\
    \u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\u{1B}\u{1C}\u{1D}\u{1E}\u{1F}\u{20}\u{21}\u{22}\u{23}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\
    \u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{1}\u{2}\
    \u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\
    \u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\u{1B}\u{1C}\u{1D}\u{1E}\u{1F}\u{20}\u{21}\u{22}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\
    \u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1}\
    \u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\
    \u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\u{1B}\u{1C}\u{1D}\u{1E}\u{1F}\u{20}\u{21}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\
    \u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\
    \u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\
    \u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\u{1B}\u{1C}\u{1D}\u{1E}\u{1F}\u{20}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\
    \u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\
    \u{1B}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{E}\u{F}\
    \u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\u{1B}\u{1C}\u{1D}\u{1E}\u{1F}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\
    \u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\
    \u{1B}\u{1C}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{E}\
    \u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\u{1B}\u{1C}\u{1D}\u{1E}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\
    \u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\
    \u{1B}\u{1C}\u{1D}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\
    \u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\u{1B}\u{1C}\u{1D}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\
    \u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\
    \u{1B}\u{1C}\u{1D}\u{1E}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\u{B}\u{C}\
    \u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\u{1B}\u{1C}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\
    \u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\
    \u{1B}\u{1C}\u{1D}\u{1E}\u{1F}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\u{B}\
    \u{C}\u{D}\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\u{1B}
    """
  }

  /// A mask of the low `count` bytes of a word (none for `count <= 0`, all for `count >= 8`).
  @inline(__always)
  static func lowBytes(_ count: Int) -> UInt64 {
    (1 << UInt64(8 * Swift.min(Swift.max(count, 0), 8))) &- 1
  }

  /// Copies the 42 day numbers as six overlapping 8-byte words from the month's row of
  /// ``dayRuns``, blends in the previous month's last days, and clears the cells past `count`.
  @inline(__always)
  mutating func writeRuns(leading: Int, length: Int, previousLast: Int, count: Int) {
    let runs = UnsafeRawPointer(Self.dayRuns.utf8Start)
    let row = runs + 64 * (length - 1) + 6 - leading
    let lead = (runs + 64 * (previousLast - 1) + 6 + previousLast - leading)
      .loadUnaligned(as: UInt64.self)
    withUnsafeMutableBytes(of: &dayNumbers.bytes) { cells in
      @inline(__always) func copy(_ offset: Int) {
        let word = row.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        cells.storeBytes(
          of: word & Self.lowBytes(count - offset), toByteOffset: offset, as: UInt64.self)
      }
      // Cells 34...41 overlap the word at 32 with equal values.
      copy(0)
      copy(8)
      copy(16)
      copy(24)
      copy(32)
      copy(34)
      let first = cells.load(fromByteOffset: 0, as: UInt64.self)
      let leadMask = Self.lowBytes(leading)
      cells.storeBytes(of: lead & leadMask | first & ~leadMask, toByteOffset: 0, as: UInt64.self)
    }
  }

  /// The general path, for months whose day numbers skip (the Julian–Gregorian cutover) or whose
  /// neighbours are too short for the table.
  mutating func writeDayNumbersPerCell(month: CalendarMonth, leading: Int, count: Int) {
    for position in 0..<42 {
      let number = position < count ? month.dayNumber(atOffset: position - leading) : 0
      dayNumbers[position] = UInt8(truncatingIfNeeded: number)
    }
  }
}
