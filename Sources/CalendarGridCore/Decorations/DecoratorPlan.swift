/// The precomputed decorators of a ``CalendarGridDayPlugins/DayPlugins``, as plain data: their runs, their tables'
/// decorations in one array, and a bit per day for the days they decorate.
///
/// A plan holds no decorator: it is made from what each decorator handed once
/// (``CalendarGridDayPlugins/PrecomputedDayDecorator/decorationTables`` and ``CalendarGridDayPlugins/PrecomputedDayDecorator/dayRuns``), and
/// reading it never calls plugin code. A grid whose days every lane describes reads its
/// decorations from the plan its plugins share, so it costs no allocation.
@usableFromInline
package final class DecoratorPlan: Sendable {
  /// Where one precomputed decorator's runs, buckets and tables sit in the plan's arrays:
  /// plain numbers, so reading a lane copies no array.
  package struct Lane: Sendable {
    /// The days the runs describe, half open, days since 1970.
    let low: Int
    let end: Int
    /// The first day of the lane's bucket 0 (see ``DayRuns``).
    let base: Int
    /// The lane's runs are `runs[runStart..<runEnd]`, its buckets `buckets[bucketStart..<bucketEnd]`.
    let runStart: Int
    let runEnd: Int
    let bucketStart: Int
    let bucketEnd: Int
    /// The lane's tables are `tableStarts[tableBase..<tableBase + tableCount]`.
    let tableBase: Int
    let tableCount: Int
    /// Whether the runs decorate every day they describe (a label under each day).
    let decoratesEveryDay: Bool

    /// Whether the runs describe every day of `span`.
    @inline(__always)
    package func covers(_ span: DaySpan) -> Bool { DayRuns.covers(span, low: low, end: end) }
  }

  /// One lane per precomputed decorator, in list order.
  package let lanes: [Lane]
  /// Every lane's runs, validated against its tables, lane after lane.
  private let runs: [DayRuns.Packed]
  /// Every lane's buckets, lane after lane (each lane's count from its own first run).
  private let buckets: [Int32]
  /// Where each table's decorations start in ``decorations``, lane after lane.
  private let tableStarts: [Int]
  /// How many decorations each table has, in the order of ``tableStarts``.
  private let tableCounts: [Int]
  /// Every table's decorations, one table after the other.
  package let decorations: [Decoration]
  /// The days every lane describes, half open: a span inside reads the plan alone.
  private let coveredLow: Int
  private let coveredEnd: Int
  /// Whether some lane labels every day it describes.
  private let decoratesEveryCoveredDay: Bool
  /// Bit `d` of the words (from word 1; words 0 and last are zero padding) is set when a lane
  /// decorates day `bitsBase + d`; empty when the runs spread over too many days for it.
  private let dayBits: [UInt64]
  private let bitsBase: Int
  /// The most days the bits cover: 2^20 days (about 2,870 years) is 128 KiB.
  static let maximumBitDays = 1 << 20

  /// A plan of precomputed decorators' runs and tables, one lane per decorator in list order.
  package init(_ decorators: [(decorationTables: [DecorationTable], dayRuns: DayRuns)]) {
    var decorations: [Decoration] = []
    var lanes: [Lane] = []
    var runs: [DayRuns.Packed] = []
    var buckets: [Int32] = []
    var tableStarts: [Int] = []
    var tableCounts: [Int] = []
    for decorator in decorators {
      let tables = decorator.decorationTables
      let counts = tables.map(\.count)
      let dayRuns = decorator.dayRuns.validated(tableCounts: counts)
      lanes.append(
        Lane(
          low: dayRuns.low, end: dayRuns.end, base: dayRuns.base, runStart: runs.count,
          runEnd: runs.count + dayRuns.runs.count, bucketStart: buckets.count,
          bucketEnd: buckets.count + dayRuns.buckets.count, tableBase: tableStarts.count,
          tableCount: tables.count, decoratesEveryDay: Self.decoratesEveryDay(dayRuns)))
      runs += dayRuns.runs
      buckets += dayRuns.buckets
      for table in tables {
        tableStarts.append(decorations.count)
        decorations += table.decorations
      }
      tableCounts += counts
    }
    self.lanes = lanes
    self.runs = runs
    self.buckets = buckets
    self.tableStarts = tableStarts
    self.tableCounts = tableCounts
    self.decorations = decorations
    coveredLow = lanes.map(\.low).max() ?? 0
    coveredEnd = lanes.map(\.end).min() ?? 0
    decoratesEveryCoveredDay = lanes.contains(where: \.decoratesEveryDay)
    (dayBits, bitsBase) = Self.dayBits(
      of: lanes.filter { !$0.decoratesEveryDay }.flatMap { runs[$0.runStart..<$0.runEnd] })
  }

  /// Where table `table` of lane `lane` sits in ``decorations``; nil for no such table.
  package func table(_ table: Int, ofLane lane: Int) -> (start: Int, count: Int)? {
    let lane = lanes[lane]
    guard table >= 0 && table < lane.tableCount else { return nil }
    return (tableStarts[lane.tableBase + table], tableCounts[lane.tableBase + table])
  }

  private static func decoratesEveryDay(_ dayRuns: DayRuns) -> Bool {
    var reached = dayRuns.low
    for run in dayRuns.runs where Int(run.start) <= reached {
      reached = max(reached, Int(run.start) + Int(run.count))
    }
    return dayRuns.low < dayRuns.end && reached >= dayRuns.end
  }

  /// The bits of the days `runs` decorate, with the day of the first word's bit 0 after the
  /// padding; no words when there are no runs or they spread over too many days.
  private static func dayBits(of runs: [DayRuns.Packed]) -> ([UInt64], Int) {
    guard let first = runs.map({ Int($0.start) }).min(),
      let last = runs.map({ Int($0.start) + Int($0.count) }).max(),
      last - first <= maximumBitDays
    else { return ([], 0) }
    let base = first & ~63
    var words = [UInt64](repeating: 0, count: (last - base) / 64 + 3)
    for run in runs {
      for day in Int(run.start)..<(Int(run.start) + Int(run.count)) {
        let bit = day - base + 64
        words[bit >> 6] |= 1 << UInt64(bit & 63)
      }
    }
    return (words, base)
  }

  /// Whether every lane describes every day of `span`: the plan alone then has its
  /// decorations.
  @inline(__always)
  package func covers(_ span: DaySpan) -> Bool {
    DayRuns.covers(span, low: coveredLow, end: coveredEnd)
  }

  /// The days of `span` the lanes decorate; none when the plan does not cover the span.
  @inline(__always)
  package func decoratedDays(in span: DaySpan) -> UInt64 {
    guard covers(span) else { return 0 }
    if decoratesEveryCoveredDay { return span.allDays }
    if !dayBits.isEmpty { return bits(from: Int(span.first.daysSince1970)) & span.allDays }
    return decoratedDaysByScan(in: span)
  }

  /// ``decoratedDays(in:)`` from the runs, when the runs spread too far for the bits.
  @inline(never)
  private func decoratedDaysByScan(in span: DaySpan) -> UInt64 {
    var mask: UInt64 = 0
    forEachRun(in: span) { _, offset, count in mask |= DaySpan.bits(offset..<(offset + count)) }
    return mask & span.allDays
  }

  /// The 64 day bits from `day` on.
  @inline(__always)
  private func bits(from day: Int) -> UInt64 {
    // Word 0 is padding: a day up to 64 before the first decorated one reads zeros there.
    let bit = day &- bitsBase &+ 64
    guard bit >= 0 && bit < (dayBits.count &- 1) &* 64 else { return 0 }
    let word = bit >> 6
    let shift = UInt64(bit & 63)
    let low = dayBits[word] >> shift
    return shift == 0 ? low : low | dayBits[word &+ 1] << (64 &- shift)
  }

  /// Calls `body` with the runs of every lane for `span`, in list order, clipped to the span:
  /// `count` decorations from `start` of ``decorations`` on the days from `offset`. Nothing
  /// when the plan does not cover the span.
  @inline(__always)
  func forEachRun(
    in span: DaySpan, _ body: (_ start: Int, _ offset: Int, _ count: Int) -> Void
  ) {
    guard covers(span) else { return }
    for lane in lanes.indices { forEachRun(lane: lane, in: span, body) }
  }

  /// The runs of one lane for `span` (which the lane must cover), as ``forEachRun(in:_:)``.
  @inline(__always)
  package func forEachRun(
    lane index: Int, in span: DaySpan, _ body: (_ start: Int, _ offset: Int, _ count: Int) -> Void
  ) {
    // Through buffer pointers: the arrays are the plan's, alive as long as it is, and copying
    // them per lane would retain and release each.
    let lane = lanes[index]
    runs.withUnsafeBufferPointer { runs in
      buckets.withUnsafeBufferPointer { buckets in
        // Made so in init; checked, so a mistake traps instead of reading past the arrays.
        precondition(
          0 <= lane.runStart && lane.runStart <= lane.runEnd && lane.runEnd <= runs.count
            && 0 <= lane.bucketStart && lane.bucketStart <= lane.bucketEnd
            && lane.bucketEnd <= buckets.count, "lane outside the plan")
        DayRuns.forEachRun(
          in: span, runs: UnsafeBufferPointer(rebasing: runs[lane.runStart..<lane.runEnd]),
          buckets: UnsafeBufferPointer(rebasing: buckets[lane.bucketStart..<lane.bucketEnd]),
          base: lane.base
        ) { run, offset in
          // Validated when the plan was made: every run names entries its table has.
          let table = lane.tableBase &+ Int(run.table)
          body(tableStarts[table] &+ Int(run.entry), offset, Int(run.count))
        }
      }
    }
  }
}
