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
  @inline(__always)
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
  @inlinable @inline(__always) var mask: UInt64 {
    let bits: UInt64 = count >= 64 ? ~0 : (1 << UInt64(count)) &- 1
    return bits << UInt64(offset)
  }
}

/// What a grid's decorations hold besides the runs: the number of runs and the room for them,
/// the mask of decorated cells, and the tables the runs refer to.
@usableFromInline
struct DecorationHeader: Sendable {
  /// The slot of the decorations added one by one (``DecorationExtras/own``).
  @usableFromInline static let ownTable: UInt8 = .max

  @usableFromInline var runCount = 0
  var capacity = 0
  @usableFromInline var mask: UInt64 = 0
  var tableCount = 0
  /// The first two tables, inline: a grid rarely refers to more.
  @usableFromInline var table0: DecorationTable?
  @usableFromInline var table1: DecorationTable?
  /// More tables and decorations added one by one, when there are any.
  @usableFromInline var extras: DecorationExtras?

  /// The slot of `table`, added when it is new; nil when 255 tables are in use.
  @inline(__always)
  mutating func slot(of table: DecorationTable) -> UInt8? {
    if table0 === table { return 0 }
    if table1 === table { return 1 }
    return slowSlot(of: table)
  }

  private mutating func slowSlot(of table: DecorationTable) -> UInt8? {
    if let index = extras?.tables.firstIndex(where: { $0 === table }) { return UInt8(index + 2) }
    guard tableCount < Int(Self.ownTable) else { return nil }  // 255 is `own`
    switch tableCount {
    case 0: table0 = table
    case 1: table1 = table
    default: makeExtras().tables.append(table)
    }
    tableCount += 1
    return UInt8(tableCount - 1)
  }

  /// Keeps a decoration added one by one; returns its index in slot ``ownTable``.
  mutating func keep(_ decoration: Decoration) -> Int {
    let extras = makeExtras()
    extras.own.append(decoration)
    return extras.own.count - 1
  }

  private mutating func makeExtras() -> DecorationExtras {
    if let extras { return extras }
    let made = DecorationExtras()
    extras = made
    return made
  }

  /// Calls `body` with the decorations of a slot's table, in place.
  @inlinable @inline(__always)
  func withDecorations<Result>(
    slot: UInt8, _ body: (UnsafeBufferPointer<Decoration>) throws -> Result
  ) rethrows -> Result {
    switch slot {
    case 0: try table0.unsafelyUnwrapped.decorations.withUnsafeBufferPointer(body)
    case 1: try table1.unsafelyUnwrapped.decorations.withUnsafeBufferPointer(body)
    case Self.ownTable: try extras.unsafelyUnwrapped.own.withUnsafeBufferPointer(body)
    default:
      try extras.unsafelyUnwrapped.tables[Int(slot) - 2].decorations.withUnsafeBufferPointer(body)
    }
  }
}

/// Tables past a grid's first two, and decorations added one by one (not from a table).
@usableFromInline
final class DecorationExtras: @unchecked Sendable {
  // Written only while a `DecorationBuffer` fills the storage that holds it (see
  // `DecorationStorage`).
  @usableFromInline var tables: [DecorationTable] = []
  @usableFromInline var own: ContiguousArray<Decoration> = []
}

/// One allocation per decorated grid: the header and the runs, in the order decorators added
/// them. A ``DecorationBuffer`` makes it when the first decoration is added and fills it in
/// place; the grid then keeps it.
///
/// The storage is written only while the buffer that made it holds the only reference, and
/// never after a grid holds it; that is why sharing it between tasks is safe.
@usableFromInline
final class DecorationStorage: ManagedBuffer<DecorationHeader, DecorationRun> {
  /// Room for the runs of a typical grid: a month's holidays and three months of lunar dates.
  static let initialCapacity = 16

  static func make(capacity: Int = initialCapacity) -> DecorationStorage {
    // The capacity asked for, not the allocation's (which asks the allocator).
    let buffer = create(minimumCapacity: capacity) { _ in
      var header = DecorationHeader()
      header.capacity = capacity
      return header
    }
    return unsafeDowncast(buffer, to: DecorationStorage.self)
  }

  /// Appends a run of entries of `table` (nil: of the decorations kept one by one), or
  /// lengthens the last run when this one continues it (the three days of Seollal, a month of
  /// lunar dates added day by day).
  @inline(__always)
  func append(
    offset: Int, count: Int, order: UInt8, table: DecorationTable?, firstIndex: Int
  ) -> AppendResult {
    withUnsafeMutablePointers { header, runs in
      let runCount = header.pointee.runCount
      guard runCount < header.pointee.capacity else { return .full }
      let slot: UInt8
      if let table {
        guard let found = header.pointee.slot(of: table) else { return .outOfTables }
        slot = found
      } else {
        slot = DecorationHeader.ownTable
      }
      let run = DecorationRun(
        offset: UInt8(offset), count: UInt8(count), order: order, table: slot,
        firstIndex: UInt32(firstIndex))
      header.pointee.mask |= run.mask
      if runCount > 0 && runs[runCount - 1].extend(with: run) { return .added }
      runs[runCount] = run
      header.pointee.runCount = runCount + 1
      return .added
    }
  }

  enum AppendResult { case added, full, outOfTables }

  /// Keeps a decoration added one by one; returns its index.
  func keep(_ decoration: Decoration) -> Int {
    withUnsafeMutablePointerToHeader { $0.pointee.keep(decoration) }
  }

  /// A copy with twice the room for runs; the tables move to the copy.
  func grown() -> DecorationStorage {
    let copy = DecorationStorage.make(
      capacity: 2 * withUnsafeMutablePointerToHeader { $0.pointee.capacity })
    withUnsafeMutablePointers { header, source in
      copy.withUnsafeMutablePointers { copiedHeader, target in
        let room = copiedHeader.pointee.capacity
        swap(&copiedHeader.pointee, &header.pointee)
        copiedHeader.pointee.capacity = room
        target.initialize(from: source, count: copiedHeader.pointee.runCount)
      }
    }
    return copy
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
