import CalendarGrid

/// Where a pass's results go, so the optimizer cannot drop them: written once per sample, through
/// a function it cannot see into.
nonisolated(unsafe) private var blackHoleStorage: UInt64 = 0

/// Consumes a value the optimizer must treat as used.
@inline(never)
func blackHole(_ value: UInt64) {
  blackHoleStorage ^= value
}

/// Consumes a pointer, so stores through it cannot be proven dead.
@inline(never)
func blackHole(_ pointer: UnsafeMutableRawPointer) {
  blackHoleStorage ^= UInt64(UInt(bitPattern: pointer))
}

/// Mixes every byte of a compact grid into one word: five overlapping 8-byte loads cover the 42
/// day numbers, then the masks, the cell count and the first day. The terms are independent, so
/// the reads cost a few cycles per grid and never dominate what they check.
@inline(__always)
func checksum(_ cells: borrowing CompactGridCells) -> UInt64 {
  let days = withUnsafeBytes(of: cells.dayNumbers) { bytes -> UInt64 in
    let w0 = bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self)
    let w1 = bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
    let w2 = bytes.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
    let w3 = bytes.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
    let w4 = bytes.loadUnaligned(fromByteOffset: 34, as: UInt64.self)
    return (w0 ^ rotate(w1, 11)) &+ (w2 ^ rotate(w3, 23)) &+ rotate(w4, 37)
  }
  let masks =
    (cells.inMonth.rawValue ^ rotate(cells.weekend.rawValue, 5))
    &+ (rotate(cells.today.rawValue, 17) ^ rotate(cells.selectable.rawValue, 29))
    &+ (rotate(cells.selected.rawValue, 41)
      ^ (UInt64(cells.cellCount) | UInt64(UInt32(bitPattern: cells.firstDay.daysSince1970)) << 8))
  return days &+ rotate(masks, 3)
}

@inline(__always)
func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
  value << count | value >> (64 - count)
}

/// Receives each grid a producer makes, in the compact layout.
protocol CellSink {
  /// Takes one grid's cells.
  mutating func take(_ cells: inout CompactGridCells)
  /// Takes a word of extra state read from the cells (fields the compact layout does not carry).
  mutating func mix(_ value: UInt64)
}

/// The timed sink: folds every grid into a checksum.
struct ChecksumSink: CellSink {
  var sum: UInt64 = 0
  @inline(__always)
  mutating func take(_ cells: inout CompactGridCells) { sum &+= checksum(cells) }
  @inline(__always)
  mutating func mix(_ value: UInt64) { sum &+= value }
}

/// The verification sink: keeps every grid.
struct CollectSink: CellSink {
  var grids: [CompactGridCells] = []
  mutating func take(_ cells: inout CompactGridCells) { grids.append(cells) }
  mutating func mix(_ value: UInt64) {}
}

/// Something that makes a run of grids: the engine in one of its paths, a baseline or the floor.
protocol GridProducer {
  /// The number of grids one pass makes.
  var gridCount: Int { get }
  /// Makes every grid of the run once, handing each to `sink` after all its cells were produced.
  func produce<Sink: CellSink>(into sink: inout Sink)
}

extension GridProducer {
  /// One timed pass: the checksum of every cell of every grid.
  @inline(__always)
  func checksumPass() -> UInt64 {
    var sink = ChecksumSink()
    produce(into: &sink)
    return sink.sum
  }

  /// Every grid of a pass, for verification.
  func collect() -> [CompactGridCells] {
    var sink = CollectSink()
    sink.grids.reserveCapacity(gridCount)
    produce(into: &sink)
    return sink.grids
  }

  /// The timed workload of this producer.
  func workload(unit: String = "grid") -> Workload {
    Workload(unitsPerPass: gridCount, unit: unit) { self.checksumPass() }
  }
}
