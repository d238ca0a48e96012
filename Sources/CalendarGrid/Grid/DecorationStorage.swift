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
  /// The plugin set's precomputed decorators, read when the grid's decorations are; nil when
  /// every decoration is in the runs.
  var plan: DecoratorPlan? { didSet { planCall = plan.map(Unmanaged.passUnretained) } }
  /// The plan unretained, for calls while `plan` keeps it alive.
  var planCall: Unmanaged<DecoratorPlan>?

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

  /// The table of a slot, unretained: the header keeps it alive.
  func tableCall(slot: UInt8) -> Unmanaged<DecorationTable> {
    switch slot {
    case 0: Unmanaged.passUnretained(table0.unsafelyUnwrapped)
    case 1: Unmanaged.passUnretained(table1.unsafelyUnwrapped)
    case Self.ownTable: Unmanaged.passUnretained(extras.unsafelyUnwrapped.ownTable)
    default: Unmanaged.passUnretained(extras.unsafelyUnwrapped.tables[Int(slot) - 2])
    }
  }
}

/// Tables past a grid's first two, and decorations added one by one (not from a table).
@usableFromInline
final class DecorationExtras: @unchecked Sendable {
  // Written only while a `DecorationBuffer` fills the storage that holds it (see
  // `DecorationStorage`).
  var tables: [DecorationTable] = []
  var own: [Decoration] = []
  /// The decorations added one by one as a table, which runs refer to like any other; made
  /// when the grid takes the storage.
  private(set) var ownTable = DecorationTable([])

  func freeze() {
    if ownTable.count != own.count { ownTable = DecorationTable(own) }
  }
}

/// A run ready to read: cells `offset..<offset + count` show the entries from `first` of
/// `table`, which the storage or its plan keeps alive.
@usableFromInline
struct ResolvedDecorationRun {
  @usableFromInline let table: Unmanaged<DecorationTable>
  @usableFromInline let first: Int32
  @usableFromInline let offset: UInt8
  @usableFromInline let count: UInt8

  @usableFromInline
  init(table: Unmanaged<DecorationTable>, first: Int32, offset: UInt8, count: UInt8) {
    self.table = table
    self.first = first
    self.offset = offset
    self.count = count
  }
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

  static func make(capacity: Int = initialCapacity, plan: DecoratorPlan? = nil)
    -> DecorationStorage
  {
    // The capacity asked for, not the allocation's (which asks the allocator).
    let buffer = create(minimumCapacity: capacity) { _ in
      var header = DecorationHeader()
      header.capacity = capacity
      header.plan = plan
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

  /// Makes the decorations kept one by one readable, once they are all added.
  func freeze() {
    withUnsafeMutablePointerToHeader { $0.pointee.extras?.freeze() }
  }

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

  /// Calls `body` with each decoration and its cell, in decorator order: a decorator's runs in
  /// the order it added them (a precomputed decorator's as it reads them for `span`), each
  /// run's cells in order.
  ///
  /// The runs are resolved out of line, a few at a time; only the loop over their cells is
  /// inlined, so that `body` is inlined into it.
  @inlinable
  func forEach(
    span: DaySpan, _ body: (_ cell: Int, _ decoration: Decoration) throws -> Void
  ) rethrows {
    try withUnsafeTemporaryAllocation(of: ResolvedDecorationRun.self, capacity: 16) { runs in
      var skip = 0
      while true {
        let (written, total) = resolveRuns(span: span, skipping: skip, into: runs)
        for index in 0..<written {
          let run = runs[index]
          // This storage (or its plan) keeps the table alive.
          // Cells as UInt8 offsets: the compiler then knows a cell is small and not negative.
          try run.table._withUnsafeGuaranteedRef {
            try $0.decorations.withUnsafeBufferPointer { decorations in
              let first = Int(run.first)
              for k in 0..<Int(run.count) {
                try body(Int(run.offset) &+ k, decorations[first &+ k])
              }
            }
          }
        }
        skip += written
        if written < runs.count || skip >= total { return }
      }
    }
  }

  /// Calls `body` with the decorations of one cell, in decorator order.
  func forEach(
    at cell: Int, span: DaySpan, _ body: (_ decoration: Decoration) throws -> Void
  ) rethrows {
    guard cell >= 0 && cell < span.count else { return }
    try forEach(span: span) { at, decoration in
      if at == cell { try body(decoration) }
    }
  }

  /// Writes the runs of the decorations, in order and clipped, after skipping the first `skip`;
  /// returns how many it wrote and how many there are in all.
  @usableFromInline
  func resolveRuns(
    span: DaySpan, skipping skip: Int,
    into buffer: UnsafeMutableBufferPointer<ResolvedDecorationRun>
  ) -> (written: Int, total: Int) {
    // A grid of precomputed decorators only (the common case) reads straight from the plan.
    if skip == 0,
      let written = withUnsafeMutablePointerToHeader({ header in
        header.pointee.runCount == 0
          ? header.pointee.planCall?._withUnsafeGuaranteedRef {
            $0.resolveRuns(span: span, into: buffer)
          } : nil
      })
    {
      return (written, written)
    }
    // Counted through a pointer: a closure that captured the counts as variables would box
    // them and check exclusive access on every run.
    var counts = (written: 0, total: 0)
    return withUnsafeMutablePointer(to: &counts) { counts in
      func put(_ table: Unmanaged<DecorationTable>, _ first: Int, _ offset: Int, _ count: Int) {
        counts.pointee.total += 1
        let written = counts.pointee.written
        guard counts.pointee.total > skip && written < buffer.count else { return }
        buffer[written] = ResolvedDecorationRun(
          table: table, first: Int32(truncatingIfNeeded: first),
          offset: UInt8(truncatingIfNeeded: offset), count: UInt8(truncatingIfNeeded: count))
        counts.pointee.written = written + 1
      }
      withUnsafeMutablePointers { header, runs in
        let runCount = header.pointee.runCount
        func own(_ run: DecorationRun) {
          put(
            header.pointee.tableCall(slot: run.table), Int(run.firstIndex), Int(run.offset),
            Int(run.count))
        }
        guard let planCall = header.pointee.planCall else {
          for index in 0..<runCount { own(runs[index]) }
          return
        }
        // The header's `plan` keeps the plan alive.
        planCall._withUnsafeGuaranteedRef { plan in
          var next = 0
          for position in 0..<plan.decoratorCount {
            if plan.isPrecomputed(position) {
              plan.forEachRun(position: position, span: span, put)
            } else {
              let order = UInt8(truncatingIfNeeded: position)
              while next < runCount && runs[next].order == order {
                own(runs[next])
                next += 1
              }
            }
          }
        }
      }
      return counts.pointee
    }
  }

  /// The cells of the storage's own runs.
  var ownMask: UInt64 { withUnsafeMutablePointerToHeader { $0.pointee.mask } }

  /// The plan, when the storage has one.
  var plan: DecoratorPlan? { withUnsafeMutablePointerToHeader { $0.pointee.plan } }

  /// The cells the storage decorates in a grid of `span`: its own runs' and those the plan's
  /// precomputed decorators report.
  @inline(__always)
  func mask(span: DaySpan) -> UInt64 {
    withUnsafeMutablePointerToHeader { header in
      var mask = header.pointee.mask
      if let plan = header.pointee.planCall {
        mask |= plan._withUnsafeGuaranteedRef { $0.decoratedDays(in: span) }
      }
      return mask & span.allDays
    }
  }
}
