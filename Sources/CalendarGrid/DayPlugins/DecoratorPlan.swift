/// Where a ``DayPlugins``'s precomputed decorators stand among its decorators, with their runs
/// and tables: grids keep it and read their decorations through it.
///
/// Everything a grid reads is plain memory the plan owns (no arrays, no references to count):
/// a lane per precomputed decorator with its runs, and a bit per day for the days they
/// decorate, so a grid's decorated cells are two word reads.
final class DecoratorPlan: @unchecked Sendable {
  // Immutable after init; the buffers are freed with the plan, and the boxes hold immutable,
  // Sendable decorators.

  /// A precomputed decorator's runs and buckets (see ``DayRuns``), as the plan scans them.
  struct Lane {
    let runs: UnsafeMutableBufferPointer<DayRuns.Packed>
    let buckets: UnsafeMutableBufferPointer<Int32>
    /// The days the runs describe, half open, days since 1970.
    let low: Int
    let end: Int
    /// The first day of bucket 0.
    let base: Int
    /// The position of the decorator's first table among the plan's, and how many it has.
    let tableBase: Int
    let tableCount: Int
    /// Whether the runs decorate every day they describe (a label under each day).
    let decoratesEveryDay: Bool

    /// Whether the runs describe every day of `span`.
    @inline(__always)
    func covers(_ span: DaySpan) -> Bool { DayRuns.covers(span, low: low, end: end) }

    /// The runs overlapping `span`, clipped to it, with the offsets of their first days.
    @inline(__always)
    func forEachRun(in span: DaySpan, _ body: (_ run: DayRuns.Packed, _ offset: Int) -> Void) {
      DayRuns.forEachRun(
        in: span, runs: UnsafeBufferPointer(runs), buckets: UnsafeBufferPointer(buckets),
        base: base, body)
    }
  }

  /// One lane per precomputed decorator, in list order.
  private let lanes: UnsafeMutableBufferPointer<Lane>
  /// The precomputed decorators in lane order, asked for spans outside their runs' days.
  private let boxes: [PrecomputedDecoratorBox]
  /// Per position, the lane of the precomputed decorator there; -1 for a plain decorator,
  /// which adds its decorations to the grid's own runs.
  private let laneOfPosition: [Int]
  private let tables: [DecorationTable]
  // The same unretained (`tables` keeps them alive), for reads without reference counting.
  private let tableCalls: UnsafeMutableBufferPointer<Unmanaged<DecorationTable>>
  /// The number of decorators.
  let decoratorCount: Int
  /// The days every lane describes, half open: a span inside needs no decorator calls.
  private let coveredLow: Int
  private let coveredEnd: Int
  /// Whether some lane labels every day it describes.
  private let decoratesEveryCoveredDay: Bool
  /// Bit `d` of the words (from word 1; words 0 and last are zero padding) is set when a lane
  /// decorates day `bitsBase + d`; empty when the runs spread over too many days for it.
  private let dayBits: UnsafeMutableBufferPointer<UInt64>
  private let bitsBase: Int
  /// The most days the bits cover: 2^20 days (about 2,870 years) is 128 KiB.
  static let maximumBitDays = 1 << 20

  init(boxes positionBoxes: [PrecomputedDecoratorBox?]) {
    var tables: [DecorationTable] = []
    var lanes: [Lane] = []
    var boxes: [PrecomputedDecoratorBox] = []
    var laneOfPosition: [Int] = []
    for box in positionBoxes {
      guard let box else {
        laneOfPosition.append(-1)
        continue
      }
      let own = box.decorationTables
      let dayRuns = box.dayRuns.validated(tableCounts: own.map(\.count))
      laneOfPosition.append(lanes.count)
      lanes.append(Self.lane(dayRuns, tableBase: tables.count, tableCount: own.count))
      boxes.append(box)
      tables += own
    }
    self.lanes = .allocate(capacity: lanes.count)
    _ = self.lanes.initialize(from: lanes)
    self.boxes = boxes
    self.laneOfPosition = laneOfPosition
    self.tables = tables
    tableCalls = .allocate(capacity: tables.count)
    _ = tableCalls.initialize(from: tables.map(Unmanaged.passUnretained))
    decoratorCount = positionBoxes.count
    coveredLow = lanes.map(\.low).max() ?? 0
    coveredEnd = lanes.map(\.end).min() ?? 0
    decoratesEveryCoveredDay = lanes.contains(where: \.decoratesEveryDay)
    (dayBits, bitsBase) = Self.dayBits(of: lanes.filter { !$0.decoratesEveryDay })
  }

  deinit {
    for lane in lanes {
      lane.runs.deallocate()
      lane.buckets.deallocate()
    }
    lanes.deallocate()
    tableCalls.deallocate()
    dayBits.deallocate()
  }

  private static func lane(_ dayRuns: DayRuns, tableBase: Int, tableCount: Int) -> Lane {
    let runs = UnsafeMutableBufferPointer<DayRuns.Packed>.allocate(capacity: dayRuns.runs.count)
    _ = runs.initialize(from: dayRuns.runs)
    let buckets = UnsafeMutableBufferPointer<Int32>.allocate(capacity: dayRuns.buckets.count)
    _ = buckets.initialize(from: dayRuns.buckets)
    var reached = dayRuns.low
    for run in dayRuns.runs where Int(run.start) <= reached {
      reached = max(reached, Int(run.start) + Int(run.count))
    }
    return Lane(
      runs: runs, buckets: buckets, low: dayRuns.low, end: dayRuns.end, base: dayRuns.base,
      tableBase: tableBase, tableCount: tableCount,
      decoratesEveryDay: dayRuns.low < dayRuns.end && reached >= dayRuns.end)
  }

  /// The bits of the days `lanes` decorate, with the day of the first word's bit 0 after the
  /// padding; no words when there are no runs or they spread over too many days.
  private static func dayBits(of lanes: [Lane]) -> (UnsafeMutableBufferPointer<UInt64>, Int) {
    let runs = lanes.flatMap { $0.runs }
    guard let first = runs.map({ Int($0.start) }).min(),
      let last = runs.map({ Int($0.start) + Int($0.count) }).max(),
      last - first <= maximumBitDays
    else { return (.allocate(capacity: 0), 0) }
    let base = first & ~63
    let words = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: (last - base) / 64 + 3)
    words.initialize(repeating: 0)
    for run in runs {
      for day in Int(run.start)..<(Int(run.start) + Int(run.count)) {
        let bit = day - base + 64
        words[bit >> 6] |= 1 << UInt64(bit & 63)
      }
    }
    return (words, base)
  }

  /// Whether the decorator at `position` is precomputed.
  @inline(__always)
  func isPrecomputed(_ position: Int) -> Bool { laneOfPosition[position] >= 0 }

  /// The days of `span` that the precomputed decorators decorate.
  @inline(__always)
  func decoratedDays(in span: DaySpan) -> UInt64 {
    if DayRuns.covers(span, low: coveredLow, end: coveredEnd) {
      if decoratesEveryCoveredDay { return span.allDays }
      if !dayBits.isEmpty { return bits(from: Int(span.first.daysSince1970)) & span.allDays }
    }
    return decoratedDaysByScan(in: span)
  }

  /// ``decoratedDays(in:)`` from the runs, asking decorators for days outside theirs.
  @inline(never)
  private func decoratedDaysByScan(in span: DaySpan) -> UInt64 {
    var mask: UInt64 = 0
    forEachRun(in: span) { _, _, offset, count in mask |= DaySpan.bits(offset..<(offset + count)) }
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

  /// Calls `body` with the runs of the precomputed decorator at `position` for `span`,
  /// clipped to the span and the tables; the plan keeps the tables alive.
  @inline(__always)
  func forEachRun(
    position: Int, span: DaySpan,
    _ body: (_ table: Unmanaged<DecorationTable>, _ first: Int, _ offset: Int, _ count: Int) -> Void
  ) {
    let lane = laneOfPosition[position]
    if lane >= 0 { forEachRun(lane: lane, in: span, body) }
  }

  /// Writes the runs of every precomputed decorator for `span`, in list order, and returns
  /// how many; nil when they do not fit `buffer` or some decorator must be asked (the span
  /// reaches outside its runs' days). What a grid of precomputed decorators reads.
  @inline(__always)
  func resolveRuns(span: DaySpan, into buffer: UnsafeMutableBufferPointer<ResolvedDecorationRun>)
    -> Int?
  {
    guard DayRuns.covers(span, low: coveredLow, end: coveredEnd) else { return nil }
    var written = 0
    for lane in lanes {
      let tables = tableCalls.baseAddress.unsafelyUnwrapped + lane.tableBase
      lane.forEachRun(in: span) { run, offset in
        if written < buffer.count {
          buffer[written] = ResolvedDecorationRun(
            table: tables[Int(run.table)], first: run.entry,
            offset: UInt8(truncatingIfNeeded: offset), count: UInt8(truncatingIfNeeded: run.count))
        }
        written &+= 1
      }
    }
    return written <= buffer.count ? written : nil
  }

  /// Calls `body` with the runs of every precomputed decorator for `span`, in list order.
  @inline(__always)
  func forEachRun(
    in span: DaySpan,
    _ body: (_ table: Unmanaged<DecorationTable>, _ first: Int, _ offset: Int, _ count: Int) -> Void
  ) {
    for lane in lanes.indices { forEachRun(lane: lane, in: span, body) }
  }

  @inline(__always)
  private func forEachRun(
    lane index: Int, in span: DaySpan,
    _ body: (_ table: Unmanaged<DecorationTable>, _ first: Int, _ offset: Int, _ count: Int) -> Void
  ) {
    let lane = lanes[index]
    let base = lane.tableBase
    if lane.covers(span) {
      // Validated when the plan was made: every run names entries its table has.
      lane.forEachRun(in: span) { run, offset in
        body(tableCalls[base &+ Int(run.table)], Int(run.entry), offset, Int(run.count))
      }
      return
    }
    let limit = lane.tableCount
    boxes[index].forEachRun(in: span) { table, entries, offset in
      guard table >= 0 && table < limit else { return }
      let start = max(0, offset, offset - entries.lowerBound)
      let end = min(
        offset + entries.count, span.count,
        offset + tables[base + table].count - entries.lowerBound)
      guard start < end else { return }
      body(tableCalls[base + table], entries.lowerBound + start - offset, start, end - start)
    }
  }
}
