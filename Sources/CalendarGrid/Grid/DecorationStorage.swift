/// Consecutive cells whose decorations are consecutive entries of one table: cell `offset + k`
/// shows entry `firstIndex + k` of table `table`, for `k` in `0..<count`. A single decoration is
/// a run of one.
@usableFromInline
struct DecorationRun: Hashable, Sendable {
  @usableFromInline var offset: UInt8
  @usableFromInline var count: UInt8
  /// The position of the decorator that added the run, which orders a cell's decorations.
  @usableFromInline var order: UInt8
  /// The slot of the table in the storage (``DecorationHeader/ownTable`` for the grid's own).
  @usableFromInline var table: UInt8
  @usableFromInline var firstIndex: UInt32

  /// A run of nothing, for filling inline storage.
  static let empty = DecorationRun(offset: 0, count: 0, order: 0, table: 0, firstIndex: 0)

  @usableFromInline
  init(offset: UInt8, count: UInt8, order: UInt8, table: UInt8, firstIndex: UInt32) {
    self.offset = offset
    self.count = count
    self.order = order
    self.table = table
    self.firstIndex = firstIndex
  }

  /// Lengthens this run by `next` when `next` continues it: same decorator and table, the
  /// following cells and the following entries. Returns whether it did.
  mutating func extend(with next: DecorationRun) -> Bool {
    guard
      table == next.table && order == next.order
        && Int(offset) + Int(count) == Int(next.offset)
        && Int(firstIndex) + Int(count) == Int(next.firstIndex)
    else { return false }
    count += next.count
    return true
  }

  /// The cells of the run as a mask.
  @inlinable var mask: UInt64 {
    let bits: UInt64 = count >= 64 ? ~0 : (1 << UInt64(count)) &- 1
    return bits << UInt64(offset)
  }
}

/// What a grid's decorations hold besides the runs: the tables the runs refer to, decorations
/// added one by one, and the mask of decorated cells.
@usableFromInline
struct DecorationHeader: Sendable {
  /// The slot that refers to ``own``.
  @usableFromInline static let ownTable: UInt8 = .max

  /// The first tables are kept inline (a grid rarely refers to more than two).
  @usableFromInline var table0: DecorationTable?
  @usableFromInline var table1: DecorationTable?
  @usableFromInline var table2: DecorationTable?
  @usableFromInline var table3: DecorationTable?
  @usableFromInline var moreTables: [DecorationTable] = []
  var tableCount = 0
  /// Decorations added one by one (not from a table), referred to by slot ``ownTable``.
  @usableFromInline var own: ContiguousArray<Decoration> = []
  @usableFromInline var runCount = 0
  @usableFromInline var mask: UInt64 = 0

  @inlinable
  func table(_ slot: UInt8) -> DecorationTable? {
    switch slot {
    case 0: table0
    case 1: table1
    case 2: table2
    case 3: table3
    default: Int(slot) - 4 < moreTables.count ? moreTables[Int(slot) - 4] : nil
    }
  }

  /// The slot of `table`, added when it is new; nil when 255 tables are in use.
  mutating func slot(of table: DecorationTable) -> UInt8? {
    if table0 === table { return 0 }
    if table1 === table { return 1 }
    if table2 === table { return 2 }
    if table3 === table { return 3 }
    if let index = moreTables.firstIndex(where: { $0 === table }) { return UInt8(index + 4) }
    guard tableCount < Int(Self.ownTable) else { return nil }  // 255 is `own`
    switch tableCount {
    case 0: table0 = table
    case 1: table1 = table
    case 2: table2 = table
    case 3: table3 = table
    default: moreTables.append(table)
    }
    tableCount += 1
    return UInt8(tableCount - 1)
  }

  /// The decoration `index` of the run's table.
  func decoration(slot: UInt8, index: Int) -> Decoration {
    slot == Self.ownTable ? own[index] : table(slot)![index]
  }

  /// Calls `body` with the decorations of a slot's table, in place.
  @inlinable @inline(__always)
  func withDecorations<Result>(
    slot: UInt8, _ body: (UnsafeBufferPointer<Decoration>) throws -> Result
  ) rethrows -> Result {
    switch slot {
    case Self.ownTable: try own.withUnsafeBufferPointer(body)
    case 0: try table0!.decorations.withUnsafeBufferPointer(body)
    case 1: try table1!.decorations.withUnsafeBufferPointer(body)
    default: try table(slot)!.decorations.withUnsafeBufferPointer(body)
    }
  }
}

/// One allocation per decorated grid: the header and the runs, in the order decorators added
/// them.
///
/// The storage is written once, by ``DecorationBuffer`` when it hands its decorations to a grid,
/// and never after; that is why sharing it between tasks is safe.
@usableFromInline
final class DecorationStorage: ManagedBuffer<DecorationHeader, DecorationRun> {
  static func make(capacity: Int) -> DecorationStorage {
    let buffer = create(minimumCapacity: capacity) { _ in DecorationHeader() }
    return unsafeDowncast(buffer, to: DecorationStorage.self)
  }

  /// Calls `body` with each decoration and its cell: runs in the order they were added, each
  /// run's cells in order.
  @inlinable
  func forEach(_ body: (_ cell: Int, _ decoration: Decoration) throws -> Void) rethrows {
    try withUnsafeMutablePointers { header, runs in
      for index in 0..<header.pointee.runCount {
        let run = runs[index]
        try header.pointee.withDecorations(slot: run.table) { decorations in
          let first = Int(run.firstIndex)
          for k in 0..<Int(run.count) { try body(Int(run.offset) + k, decorations[first + k]) }
        }
      }
    }
  }

  /// Calls `body` with the decorations of one cell, in decorator order.
  func forEach(at cell: Int, _ body: (_ decoration: Decoration) throws -> Void) rethrows {
    try withUnsafeMutablePointers { header, runs in
      guard cell >= 0 && cell < 64 && header.pointee.mask & (1 << UInt64(cell)) != 0 else {
        return
      }
      for index in 0..<header.pointee.runCount {
        let run = runs[index]
        let k = cell - Int(run.offset)
        if k >= 0 && k < Int(run.count) {
          try header.pointee.withDecorations(slot: run.table) { decorations in
            try body(decorations[Int(run.firstIndex) + k])
          }
        }
      }
    }
  }

  /// The number of decorations.
  var decorationCount: Int {
    withUnsafeMutablePointers { header, runs in
      (0..<header.pointee.runCount).reduce(0) { $0 + Int(runs[$1].count) }
    }
  }

  /// The mask of decorated cells.
  var mask: UInt64 { withUnsafeMutablePointerToHeader { $0.pointee.mask } }
}
