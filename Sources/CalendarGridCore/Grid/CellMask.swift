/// A set of grid cells, bit `i` for cell `i` (at most 42 cells in a grid).
public struct CellMask: Hashable, Sendable {
  /// The cells as bits: bit `i` is cell `i`.
  public var rawValue: UInt64
  /// A set of cells from its bits.
  @inlinable public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// No cell.
  @inlinable public static var none: CellMask { CellMask(rawValue: 0) }
  /// All 42 cells of a six-row grid.
  @inlinable public static var all: CellMask { CellMask(rawValue: (1 << 42) - 1) }

  /// The cells `range.lowerBound ..< range.upperBound`.
  @inlinable
  public init(cells range: Range<Int>) {
    let low = max(0, min(range.lowerBound, 64))
    let high = max(low, min(range.upperBound, 64))
    let upper: UInt64 = high == 64 ? ~0 : (1 << UInt64(high)) &- 1
    let lower: UInt64 = low == 64 ? ~0 : (1 << UInt64(low)) &- 1
    rawValue = upper & ~lower
  }

  /// Whether cell `index` is in the set; false for an index outside 0 through 63.
  @inlinable
  public func contains(_ index: Int) -> Bool {
    UInt(bitPattern: index) < 64 && rawValue &>> UInt64(index) & 1 != 0
  }

  /// Adds cell `index` to the set; an index outside 0 through 63 changes nothing.
  @inlinable
  public mutating func insert(_ index: Int) {
    guard UInt(bitPattern: index) < 64 else { return }
    rawValue |= 1 &<< UInt64(index)
  }

  /// Removes cell `index` from the set; an index outside 0 through 63 changes nothing.
  @inlinable
  public mutating func remove(_ index: Int) {
    guard UInt(bitPattern: index) < 64 else { return }
    rawValue &= ~(1 &<< UInt64(index))
  }

  /// Bit `7k` for each row `k` of a six-row grid: a 7-bit column mask times this repeats the
  /// columns on every row (the copies cannot overlap).
  @usableFromInline static var everyRow: UInt64 { 0x8_1020_4081 }

  /// The number of cells in the set.
  @inlinable public var count: Int { rawValue.nonzeroBitCount }
  /// Whether the set has no cell.
  @inlinable public var isEmpty: Bool { rawValue == 0 }
}
