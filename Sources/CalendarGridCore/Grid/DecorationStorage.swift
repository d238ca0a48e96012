/// Consecutive cells showing consecutive decorations: cell `offset + k` shows decoration
/// `start + k` of its source's ``DecorationSource/decorations``, for `k` in `0..<count`.
package struct DecorationRun: Hashable, Sendable {
  package var offset: UInt8
  package var count: UInt8
  package var start: Int

  package init(offset: UInt8, count: UInt8, start: Int) {
    self.offset = offset
    self.count = count
    self.start = start
  }

  /// Lengthens this run by `next` when `next` continues it: the following cells and the
  /// following decorations. Returns whether it did.
  @inline(__always)
  package mutating func extend(with next: DecorationRun) -> Bool {
    guard Int(offset) + Int(count) == Int(next.offset) && start + Int(count) == next.start
    else { return false }
    count += next.count
    return true
  }
}

/// What a grid's decorations are read from: plain, immutable data, which no plugin can reach.
///
/// Either the plan its plugins share (every decorator precomputed and the grid inside their
/// runs' days: the runs are found by lookup when they are read), or the grid's own runs and
/// decorations, resolved when the grid was built.
@usableFromInline
package final class DecorationSource: Sendable {
  /// The decorations the runs refer to by position.
  @usableFromInline let decorations: [Decoration]
  /// The grid's own runs, in decorator order; empty when the plan has them.
  let runs: [DecorationRun]
  /// The cells of ``runs``.
  let ownMask: UInt64
  /// The shared plan of a grid of precomputed decorators inside their runs' days.
  let plan: DecoratorPlan?

  /// A grid's own decorations.
  package init(decorations: [Decoration], runs: [DecorationRun], mask: UInt64) {
    self.decorations = decorations
    self.runs = runs
    self.ownMask = mask
    self.plan = nil
  }

  /// The source every grid of `plan`'s decorators inside their runs' days shares.
  package init(plan: DecoratorPlan) {
    self.decorations = plan.decorations
    self.runs = []
    self.ownMask = 0
    self.plan = plan
  }

  /// Calls `body` with each decoration and its cell, in decorator order.
  ///
  /// The runs are found out of line, a few at a time; only the loop over their cells is
  /// inlined, so that `body` is inlined into it.
  @inlinable
  func forEach(
    span: DaySpan, _ body: (_ cell: Int, _ decoration: Decoration) throws -> Void
  ) rethrows {
    try decorations.withUnsafeBufferPointer { decorations in
      try withUnsafeTemporaryAllocation(of: DecorationSlice.self, capacity: 16) { slices in
        var skip = 0
        while true {
          let (written, next, total) = self.slices(span: span, skipping: skip, into: slices)
          for index in 0..<written {
            let slice = slices[index]
            let start = slice.start
            let count = Int(slice.count)
            // Every slice is inside the decorations (checked where it is made); checked again
            // here, once per run, so a mistake traps instead of reading past them.
            precondition(start >= 0 && count <= decorations.count &- start, "slice out of range")
            for k in 0..<count {
              try body(Int(slice.offset) &+ k, decorations[start &+ k])
            }
          }
          skip = next
          if skip >= total { return }
        }
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

  /// Writes the runs of the decorations, in order and clipped to the span, from the `skip`th
  /// on; returns how many it wrote, the position after the last one it looked at, and how many
  /// there are in all.
  @usableFromInline
  func slices(
    span: DaySpan, skipping skip: Int, into buffer: UnsafeMutableBufferPointer<DecorationSlice>
  ) -> (written: Int, next: Int, total: Int) {
    var written = 0
    var next = skip
    var total = 0
    let available = decorations.count
    func put(_ start: Int, _ offset: Int, _ count: Int) {
      let position = total
      total += 1
      guard position >= skip && written < buffer.count else { return }
      next = position + 1
      // Made from validated runs; a run outside the span or the decorations is left out
      // rather than handed on.
      guard offset >= 0, count > 0, offset <= span.count - count, start >= 0,
        start <= available - count
      else { return }
      buffer[written] = DecorationSlice(
        start: start, offset: UInt8(truncatingIfNeeded: offset),
        count: UInt8(truncatingIfNeeded: count))
      written += 1
    }
    if let plan {
      plan.forEachRun(in: span, put)
    } else {
      for run in runs { put(run.start, Int(run.offset), Int(run.count)) }
    }
    return (written, next, total)
  }

  /// The cells the source decorates in a grid of `span`.
  @inline(__always)
  package func mask(span: DaySpan) -> UInt64 {
    (plan?.decoratedDays(in: span) ?? ownMask) & span.allDays
  }
}

/// A run ready to read: cells `offset..<offset + count` show the decorations from `start`.
@usableFromInline
struct DecorationSlice {
  @usableFromInline let start: Int
  @usableFromInline let offset: UInt8
  @usableFromInline let count: UInt8

  @usableFromInline
  init(start: Int, offset: UInt8, count: UInt8) {
    self.start = start
    self.offset = offset
    self.count = count
  }
}

extension MonthGrid {
  /// Takes its decorations from a plan that covers its days, sharing `source` (the plan's source,
  /// which every grid of the same plugins shares) with no allocation. Returns false, changing
  /// nothing, when there is no plan or it does not cover the grid's days.
  ///
  /// Here rather than in the plugins' module so that the plan's lookups inline into it, and
  /// taking the optionals as they are stored so that the caller copies no reference.
  package mutating func shareDecorations(of plan: DecoratorPlan?, source: DecorationSource?) -> Bool
  {
    guard let plan, let source else { return false }
    let span = DaySpan(first: firstDay, count: count)
    guard plan.covers(span) else { return false }
    let cells = plan.decoratedDays(in: span)
    storedDecorations = DecorationReference(source: cells != 0 ? source : nil)
    layout.decorated = CellMask(rawValue: cells)
    return true
  }
}
