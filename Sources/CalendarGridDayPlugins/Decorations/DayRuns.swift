import CalendarGridCore

/// Decorations of days as runs of table entries on consecutive days, sorted, with an index:
/// the runs on any span are found by two binary searches and a walk that skips every run
/// ending before it. Memory and the time to build grow with the number of runs, never with
/// the days between them.
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
  /// The runs, sorted by first day (runs of one first day in the order given).
  let runs: [Packed]
  /// A complete binary tree over the sorted runs, for the runs that start before a span and
  /// reach into it: leaf `width + i` holds run `i`'s last day (days since 1970), node `n` the
  /// latest of its children `2n` and `2n + 1` (`Int32.min` where no run is), `width` being
  /// `latest.count / 2`. A span's search skips every subtree that ends before the span, so its
  /// cost follows the runs on the span, not the days the runs cover.
  let latest: [Int32]

  /// Runs over `days`; runs (or their parts) outside `days`, with no days or with negative
  /// positions are left out.
  ///
  /// Where runs overlap, a day shows their decorations in the order of the runs' first days,
  /// runs that start on the same day in the order given.
  ///
  /// - Complexity: O(n log n) for n runs, whatever days they cover; the runs on a span are
  ///   then found in O((k + 1) log n), k the runs on it.
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
    self.latest = Self.latestTree(packed)
  }

  /// The tree of ``latest`` over sorted runs: O(n) entries and steps for n runs.
  static func latestTree(_ runs: [Packed]) -> [Int32] {
    guard !runs.isEmpty else { return [] }
    var width = 1
    while width < runs.count { width <<= 1 }
    var latest = [Int32](repeating: .min, count: 2 * width)
    // A run's last day is inside the clipped days, so it fits an `Int32`.
    for (index, run) in runs.enumerated() { latest[width + index] = run.start + (run.count - 1) }
    for node in stride(from: width - 1, through: 1, by: -1) {
      latest[node] = max(latest[2 * node], latest[2 * node + 1])
    }
    return latest
  }

  /// Whether the runs describe every day of `span`.
  public func covers(_ span: DaySpan) -> Bool { Self.covers(span, low: low, end: end) }

  /// Whether `low..<end` (days since 1970) holds every day of `span`.
  @inline(__always)
  static func covers(_ span: DaySpan, low: Int, end: Int) -> Bool {
    let first = Int(span.first.daysSince1970)
    return first >= low && first &+ span.count <= end
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
  /// Returns how many entries of ``latest`` the search read: at most twice the tree's levels
  /// for each run that starts before the span and reaches into it, and for the search that
  /// finds no more.
  ///
  /// - Complexity: O((k + 1) log n) for n runs, k of them on the span.
  @discardableResult
  func forEachPacked(in span: DaySpan, _ body: (_ run: Packed, _ offset: Int) -> Void) -> Int {
    // Days since 1970 fit in 32 bits and spans hold at most 64 days: no sum here overflows.
    let first = Int(span.first.daysSince1970)
    let end = first &+ span.count
    // Runs before `starting` start before the span; those up to `after` start on it.
    let starting = firstRun(startingAtOrAfter: first)
    let after = firstRun(startingAtOrAfter: end)
    var read = 0
    var index = 0
    while index < starting,
      let found = nextRun(from: index, reaching: Int32(truncatingIfNeeded: first), read: &read),
      found < starting
    {
      var run = runs[found]
      let runEnd = Int(run.start) &+ Int(run.count)
      run.entry &+= Int32(truncatingIfNeeded: first &- Int(run.start))
      run.count = Int32(truncatingIfNeeded: min(runEnd, end) &- first)
      body(run, 0)
      index = found &+ 1
    }
    for index in starting..<after {
      var run = runs[index]
      run.count = Int32(
        truncatingIfNeeded: min(Int(run.start) &+ Int(run.count), end) &- Int(run.start))
      body(run, Int(run.start) &- first)
    }
    return read
  }

  /// The index of the first run that starts on or after `day` (days since 1970): a binary
  /// search.
  func firstRun(startingAtOrAfter day: Int) -> Int {
    var low = 0
    var high = runs.count
    while low < high {
      let middle = (low &+ high) >> 1
      if Int(runs[middle].start) < day { low = middle &+ 1 } else { high = middle }
    }
    return low
  }

  /// The first run from `index` on whose last day is `day` or later, through ``latest``: up
  /// from the run's leaf until a right sibling reaches `day`, then down to its leftmost leaf
  /// that does. Adds the entries read to `read`.
  func nextRun(from index: Int, reaching day: Int32, read: inout Int) -> Int? {
    let width = latest.count >> 1
    var node = width &+ index
    read &+= 1
    if latest[node] >= day { return index }
    // Every run in `node`'s subtree after `index` ends before `day`.
    while true {
      if node == 1 { return nil }
      if node & 1 == 0 {
        read &+= 1
        if latest[node &+ 1] >= day {
          node &+= 1
          break
        }
      }
      node >>= 1
    }
    while node < width {
      read &+= 1
      node = latest[2 &* node] >= day ? 2 &* node : 2 &* node &+ 1
    }
    return node &- width
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
