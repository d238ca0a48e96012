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
  public var dayNumbers: InlineArray<42, UInt8>
  /// The number of cells the grid has (28 to 42).
  public var cellCount: Int { Int(storedCellCount) }
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
    dayNumbers = InlineArray(repeating: 0)
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
    for index in 0..<42 where lhs.dayNumbers[index] != rhs.dayNumbers[index] { return false }
    return true
  }
}

extension MonthGrid {
  /// Bit `7k` set for each row k: multiplying a 7-bit column mask by it repeats the mask on every
  /// row (the 7-bit copies cannot overlap).
  @usableFromInline static let everyRow: UInt64 =
    1 | 1 << 7 | 1 << 14 | 1 << 21 | 1 << 28 | 1 << 35

  /// Writes every cell of the grid into `cells` in the compact layout, without producing
  /// ``GridCell`` values.
  ///
  /// The day numbers are three runs — the previous month's last days, the month's days, the next
  /// month's first days — written 16 cells at a time as vectors; a month with skipped day
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
  /// - Complexity: O(1): three 16-byte vector stores and a few mask operations.
  public func writeCells(into cells: inout CompactGridCells) {
    let count = endIndex
    let leading = Int(self.leading)
    let length = month.length
    if month.gap.after == 0 && month.nextGap.after == 0 {
      writeRuns(
        into: &cells.dayNumbers, leading: Int8(leading), length: Int8(length),
        previousLast: Int8(month.previousLastDayNumber), count: Int8(count))
    } else {
      writeDayNumbersPerCell(into: &cells.dayNumbers, count: count)
    }
    let all: UInt64 = (1 << UInt64(count)) &- 1
    cells.storedCellCount = UInt8(count)
    cells.firstDay = firstDay
    cells.inMonth = CellMask(rawValue: ((1 << UInt64(length)) &- 1) << UInt64(leading))
    cells.weekend = CellMask(rawValue: UInt64(weekendColumns) &* Self.everyRow & all)
    cells.today = CellMask(rawValue: todayIndex >= 0 ? 1 << UInt64(todayIndex) : 0)
    cells.selectable = selectableCells
    cells.selected = selectedCells
  }

  /// Lane indices 0...15.
  private static let lanes = SIMD16<Int8>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)

  /// The day numbers of cells `offset ..< offset + 16`: `index - leading + 1`, plus the previous
  /// month's length before the month, minus the month's length after it, 0 past the grid.
  @inline(__always)
  private func runs(
    at offset: Int8, leading: Int8, length: Int8, previousLast: Int8, count: Int8
  ) -> SIMD16<Int8> {
    let index = Self.lanes &+ SIMD16(repeating: offset)
    var numbers = index &- SIMD16(repeating: leading &- 1)
    numbers &+= SIMD16(repeating: previousLast).replacing(with: 0, where: index .>= leading)
    numbers &-= SIMD16(repeating: length).replacing(with: 0, where: index .< leading &+ length)
    return numbers.replacing(with: 0, where: index .>= count)
  }

  private func writeRuns(
    into dayNumbers: inout InlineArray<42, UInt8>, leading: Int8, length: Int8,
    previousLast: Int8, count: Int8
  ) {
    let first = runs(
      at: 0, leading: leading, length: length, previousLast: previousLast, count: count)
    let second = runs(
      at: 16, leading: leading, length: length, previousLast: previousLast, count: count)
    // The last 16 cells (26...41) overlap the second vector by six cells with equal values.
    let last = runs(
      at: 26, leading: leading, length: length, previousLast: previousLast, count: count)
    withUnsafeMutableBytes(of: &dayNumbers) { bytes in
      bytes.storeBytes(of: first, toByteOffset: 0, as: SIMD16<Int8>.self)
      bytes.storeBytes(of: second, toByteOffset: 16, as: SIMD16<Int8>.self)
      bytes.storeBytes(of: last, toByteOffset: 26, as: SIMD16<Int8>.self)
    }
  }

  /// The general path, for months whose day numbers skip (the Julian–Gregorian cutover).
  private func writeDayNumbersPerCell(into dayNumbers: inout InlineArray<42, UInt8>, count: Int) {
    let leading = Int(self.leading)
    let length = month.length
    for position in 0..<42 {
      let offset = position - leading
      let number: Int
      if position >= count {
        number = 0
      } else if offset < 0 {
        number = Int(month.previousLastDayNumber) + 1 + offset
      } else if offset < length {
        number = month.gap.number(forPosition: offset + 1)
      } else {
        number = month.nextGap.number(forPosition: offset - length + 1)
      }
      dayNumbers[position] = UInt8(truncatingIfNeeded: number)
    }
  }
}
