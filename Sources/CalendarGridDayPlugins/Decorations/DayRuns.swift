import CalendarGridCore

/// Decorations of days as runs of table entries on consecutive days, sorted, with an index:
/// the runs of any span are found by one lookup and a short scan.
public struct DayRuns: Sendable {
  /// Entries `entry..<entry + count` of table `table` on the days from `first`.
  public struct Run: Hashable, Sendable {
    /// The first day of the run.
    public var first: Day
    /// The number of consecutive days (and entries).
    public var count: Int
    /// The index of the table in the decorator's `decorationTables`.
    public var table: Int
    /// The entry of the table on the first day; each next day takes the next entry.
    public var entry: Int

    /// A run of `count` entries from `entry` of table `table`, on the days from `first`.
    public init(first: Day, count: Int, table: Int, entry: Int) {
      self.first = first
      self.count = count
      self.table = table
      self.entry = entry
    }
  }

  /// A run as stored: 16 bytes, days since 1970.
  struct Packed {
    var start: Int32
    var count: Int32
    var table: Int32
    var entry: Int32
  }

  /// The days the runs describe (the decorator has nothing else to say about them); nil for
  /// none.
  public let days: ClosedRange<Day>?
  /// `days` as days since 1970, half open (empty for none).
  let low: Int
  let end: Int

  /// Runs that describe no days: grids ask the decorator's ``PrecomputedDayDecorator/forEachRun(in:_:)``.
  public static let none = DayRuns([], covering: nil)
  let runs: [Packed]
  /// `buckets[b]`: the first run a scan from day `base + 32 b` must look at.
  let buckets: [Int32]
  let base: Int

  /// Runs over `days`; runs (or their parts) outside `days`, with no days or with negative
  /// positions are left out.
  ///
  /// Where runs overlap, a day shows their decorations in the order of the runs' first days,
  /// runs that start on the same day in the order given.
  public init(_ runs: [Run], covering days: ClosedRange<Day>? = Day.supportedRange) {
    let low = Int(days?.lowerBound.daysSince1970 ?? 0)
    let high = Int(days?.upperBound.daysSince1970 ?? -1)
    var packed: [Packed] = []
    packed.reserveCapacity(runs.count)
    // The bounds are checked before any sum, so no count, entry or table an app decodes can
    // overflow the arithmetic below.
    for run in runs
    where run.count > 0 && run.count <= Int(Int32.max) && run.table >= 0
      && run.table <= Int(Int32.max) && run.entry >= 0 && run.entry <= Int(Int32.max) - run.count
    {
      let start = max(Int(run.first.daysSince1970), low)
      let end = min(Int(run.first.daysSince1970) + run.count - 1, high)
      guard start <= end else { continue }
      packed.append(
        Packed(
          start: Int32(start), count: Int32(end - start + 1), table: Int32(run.table),
          entry: Int32(run.entry + start - Int(run.first.daysSince1970))))
    }
    // Stable: runs of one day keep their order.
    packed = packed.enumerated().sorted {
      ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
    }.map(\.element)
    self.init(days: days, low: low, end: high + 1, sorted: packed)
  }

  private init(days: ClosedRange<Day>?, low: Int, end: Int, sorted packed: [Packed]) {
    self.days = days
    self.low = low
    self.end = end
    self.runs = packed
    // `buckets[b]` is the first run from which on a scan must look at day `base + 32 b`: every
    // run before it ends by then. So a span's scan starts at its bucket, without a search.
    base = Int(packed.first?.start ?? 0)
    var buckets: [Int32] = []
    var next = 0
    var endSoFar = Int.min
    let lastEnd = packed.reduce(base) { max($0, Int($1.start) + Int($1.count)) }
    var bucketDay = base
    while bucketDay <= lastEnd {
      while next < packed.count
        && max(endSoFar, Int(packed[next].start) + Int(packed[next].count)) <= bucketDay
      {
        endSoFar = max(endSoFar, Int(packed[next].start) + Int(packed[next].count))
        next += 1
      }
      buckets.append(Int32(next))
      bucketDay += 32
    }
    self.buckets = buckets
  }

  /// Whether the runs describe every day of `span`.
  public func covers(_ span: DaySpan) -> Bool { Self.covers(span, low: low, end: end) }

  /// Whether `low..<end` (days since 1970) holds every day of `span`.
  @inline(__always)
  static func covers(_ span: DaySpan, low: Int, end: Int) -> Bool {
    let first = Int(span.first.daysSince1970)
    return first >= low && first &+ span.count <= end
  }

  /// The same runs with the parts that name no entry of `tableCounts` (a table per position)
  /// left out: a plan reads them without checking.
  func validated(tableCounts: [Int]) -> DayRuns {
    func isValid(_ run: Packed) -> Bool {
      Int(run.table) < tableCounts.count
        && Int(run.entry) + Int(run.count) <= tableCounts[Int(run.table)]
    }
    if runs.allSatisfy(isValid) { return self }
    let kept = runs.compactMap { run -> Packed? in
      guard Int(run.table) < tableCounts.count else { return nil }
      var run = run
      run.count = Int32(min(Int(run.count), tableCounts[Int(run.table)] - Int(run.entry)))
      return run.count > 0 ? run : nil
    }
    return DayRuns(days: days, low: low, end: end, sorted: kept)
  }

  /// Calls `body` with each run overlapping `span` (clipped to it) and the offset of its first
  /// day there, in order.
  public func forEachRun(in span: DaySpan, _ body: (_ run: Run, _ offset: Int) -> Void) {
    forEachPacked(in: span) { run, offset in
      body(
        Run(
          first: span.first.advanced(by: offset), count: Int(run.count), table: Int(run.table),
          entry: Int(run.entry)), offset)
    }
  }

  /// The runs overlapping `span`, clipped to it: `run.start` is replaced by the offset.
  @inline(__always)
  func forEachPacked(in span: DaySpan, _ body: (_ run: Packed, _ offset: Int) -> Void) {
    runs.withUnsafeBufferPointer { runs in
      buckets.withUnsafeBufferPointer { buckets in
        Self.forEachRun(in: span, runs: runs, buckets: buckets, base: base, body)
      }
    }
  }

  /// The scan behind both: from the span's bucket, each run that overlaps the span, clipped.
  @inline(__always)
  static func forEachRun(
    in span: DaySpan, runs: UnsafeBufferPointer<Packed>, buckets: UnsafeBufferPointer<Int32>,
    base: Int, _ body: (_ run: Packed, _ offset: Int) -> Void
  ) {
    // Days since 1970 fit in 32 bits and spans hold at most 64 days: no sum here overflows.
    let first = Int(span.first.daysSince1970)
    let end = first &+ span.count
    let bucket = (first &- base) >> 5
    guard bucket < buckets.count else { return }
    var index = bucket < 0 ? 0 : Int(buckets[bucket])
    while index < runs.count {
      var run = runs[index]
      let start = Int(run.start)
      if start >= end { return }
      let runEnd = start &+ Int(run.count)
      if runEnd > first {
        let clippedStart = max(start, first)
        run.entry &+= Int32(truncatingIfNeeded: clippedStart &- start)
        run.count = Int32(truncatingIfNeeded: min(runEnd, end) &- clippedStart)
        body(run, clippedStart &- first)
      }
      index &+= 1
    }
  }
}

extension DaySpan {
  /// The mask of offsets `cells` (inside 0..<64).
  @inlinable @inline(__always)
  package static func bits(_ cells: Range<Int>) -> UInt64 {
    let upper: UInt64 = cells.upperBound >= 64 ? ~0 : (1 << UInt64(cells.upperBound)) &- 1
    return upper & ~((1 << UInt64(cells.lowerBound)) &- 1)
  }
}
