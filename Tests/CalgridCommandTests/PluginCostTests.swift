import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridSources

/// The built-in plugins cost what a grid shows, not the span of the data given: decorations
/// far apart, and thousands of long runs over one another, are kept in storage that grows
/// with the number of runs, found per grid by a search whose work follows the runs on the
/// grid, and decorate every shown day exactly as a plain computation over the shown days says.
/// Nothing here is timed: the bounds are sizes and counts of steps, and peak memory of the
/// built `calgrid` measured in a process of its own.
@Suite("Plugin cost bounded by what is shown")
struct PluginCostTests {
  typealias Random = SplitMix64

  let gregorian: GridCalendar
  init() throws {
    gregorian = try GridCalendar(.gregorian, locale: GridLocale("en_US"))
  }

  /// How many levels the tree over `runs` has: the entries a search reads per run it finds,
  /// and for the search that finds no more, are bounded by twice this.
  static func levels(_ runs: DayRuns) -> Int {
    let width = runs.latest.count / 2
    return width <= 1 ? 1 : Int.bitWidth - (width - 1).leadingZeroBitCount + 1
  }

  @Test("Event dots at both ends of the supported days keep few runs and decorate only their days")
  func eventsAtTheEnds() throws {
    var random = Random(state: 45)
    let supported = Day.supportedRange
    // The last supported day is past the last month a calendar shows (Gregorian grids end in
    // December 999,999): a day of that month stands in for it.
    let nearEnd = supported.upperBound.advanced(by: -380)
    var days = [
      supported.lowerBound, supported.upperBound, nearEnd, day("2024-02-10"), day("2024-02-11"),
    ]
    // Days anywhere in the supported range, each far from the others.
    let width = UInt64(supported.upperBound.daysSince1970 - supported.lowerBound.daysSince1970)
    for _ in 0..<6 {
      days.append(supported.lowerBound.advanced(by: Int(random.next() % width)))
    }
    let dots = EventDots(days, color: .red, size: .small)
    // Consecutive days are one run; nothing is kept for the days between the runs.
    #expect(dots.dayRuns.runs.count == days.count - 1)
    #expect(dots.dayRuns.latest.count <= 4 * dots.dayRuns.runs.count)

    let set = Set(days)
    let plugins = DayPlugins(decorators: [dots])
    var shown = [
      try gregorian.month(containing: day("2024-02-01")),
      try gregorian.month(containing: supported.lowerBound),
      try gregorian.month(containing: nearEnd),
    ]
    for day in days.dropFirst(5) { shown.append(try gregorian.month(containing: day)) }
    var failures = FailureLog()
    var decoratedDays = 0
    for month in shown {
      let grid = gregorian.grid(for: month, rows: .fixed, plugins: plugins)
      #expect(grid.decorations.count <= grid.count, "\(month.firstDay)")
      for index in grid.indices {
        let expected: [Decoration] =
          set.contains(grid[index].day) ? [.dot(color: .red, size: .small)] : []
        failures.check(
          Array(grid.decorations(at: index)) == expected,
          "\(grid[index].day): \(Array(grid.decorations(at: index))), expected \(expected)")
        if !expected.isEmpty { decoratedDays += 1 }
      }
    }
    failures.expectNone()
    // Each of the days but the last supported one is shown (and decorated) in one of the grids.
    #expect(decoratedDays >= days.count - 1)
  }

  /// Runs from a seed: long runs over one another; the table and entry of each name it.
  static func longRuns(count: Int, seed: UInt64, around center: Day, spread: Int, length: Int)
    -> [DayRuns.Run]
  {
    var random = Random(state: seed)
    return (0..<count).map { index in
      let offset = Int(random.next() % UInt64(2 * spread)) - spread
      let first = center.advanced(by: offset)
      let count = 1 + Int(random.next() % UInt64(length))
      return DayRuns.Run(first: first, count: count, table: index % 3, entry: index)
    }
  }

  /// What a span shows of `runs`, computed plainly: every run clipped to `covering` and then
  /// to the span, in the order of their (clipped) first days, runs of one first day in the
  /// order given.
  static func expected(_ runs: [DayRuns.Run], covering: ClosedRange<Day>, span: DaySpan)
    -> [(run: DayRuns.Run, offset: Int)]
  {
    var found: [(start: Int, index: Int, run: DayRuns.Run, offset: Int)] = []
    for (index, run) in runs.enumerated() {
      let first = Int(run.first.daysSince1970)
      let kept = max(first, Int(covering.lowerBound.daysSince1970))
      let keptLast = min(first + run.count - 1, Int(covering.upperBound.daysSince1970))
      let shownFirst = max(kept, Int(span.first.daysSince1970))
      let shownLast = min(keptLast, Int(span.last.daysSince1970))
      guard kept <= keptLast, shownFirst <= shownLast else { continue }
      let clipped = DayRuns.Run(
        first: Day(daysSince1970: Int32(shownFirst)), count: shownLast - shownFirst + 1,
        table: run.table, entry: run.entry + shownFirst - first)
      found.append((kept, index, clipped, shownFirst - Int(span.first.daysSince1970)))
    }
    return found.sorted { ($0.start, $0.index) < ($1.start, $1.index) }.map { ($0.run, $0.offset) }
  }

  @Test(
    "4,000 long runs over one another: storage in proportion to the runs, spans answered exactly")
  func overlappingLongRuns() throws {
    let supported = Day.supportedRange
    let center = day("2024-01-01")
    // Up to two million days each, started within a million days of 2024: every span near
    // 2024 lies under hundreds of them.
    var runs = Self.longRuns(
      count: 4_000, seed: 4_000, around: center, spread: 1_000_000, length: 2_000_000)
    // Runs that end on the first day of the span from `center`, or the day before, and that
    // start on its last day, or the day after.
    for (first, count) in [(-100, 101), (-100, 100), (41, 5), (42, 5)] {
      runs.append(DayRuns.Run(first: center.advanced(by: first), count: count, table: 2, entry: 0))
    }
    // And runs past the supported ends, clipped to them.
    runs.append(
      DayRuns.Run(first: supported.lowerBound.advanced(by: -10), count: 30, table: 0, entry: 0))
    runs.append(
      DayRuns.Run(first: supported.upperBound.advanced(by: -5), count: 30, table: 1, entry: 0))
    let dayRuns = DayRuns(runs)
    #expect(dayRuns.runs.count == runs.count)
    // A complete binary tree over the runs: at most twice the next power of two.
    #expect(dayRuns.latest.count <= 4 * runs.count)
    let levels = Self.levels(dayRuns)
    #expect(levels <= 15)

    var random = Random(state: 7)
    var spans = [
      DaySpan(first: center, count: 42), DaySpan(first: supported.lowerBound, count: 64),
      DaySpan(first: supported.upperBound.advanced(by: -20), count: 21),
      DaySpan(first: center.advanced(by: 5_000_000), count: 64),
      DaySpan(first: center.advanced(by: -5_000_000), count: 64),
    ]
    for _ in 0..<40 {
      let offset = Int(random.next() % 6_000_000) - 3_000_000
      spans.append(DaySpan(first: center.advanced(by: offset), count: 1 + Int(random.next() % 64)))
    }
    var failures = FailureLog()
    var mostShown = 0
    for span in spans {
      var found: [(run: DayRuns.Run, offset: Int)] = []
      let visited = dayRuns.forEachPacked(in: span) { _, _ in }
      dayRuns.forEachRun(in: span) { found.append(($0, $1)) }
      let expected = Self.expected(runs, covering: supported, span: span)
      failures.check(
        found.map(\.run) == expected.map(\.run) && found.map(\.offset) == expected.map(\.offset),
        "\(span.first)+\(span.count): \(found.count) runs, expected \(expected.count)")
      // The search's work: the runs that start before the span and reach into it, each at
      // most a path up and down the tree, and one more for the search that finds no more;
      // never the runs that end before.
      let reaching = runs.filter { run in
        let kept = max(run.first, supported.lowerBound)
        let last = min(run.first.advanced(by: run.count - 1), supported.upperBound)
        return kept < span.first && last >= span.first
      }.count
      failures.check(
        visited <= 2 * (reaching + 1) * levels + 1,
        "\(span.first): read \(visited) tree entries for \(reaching) runs reaching in")
      mostShown = max(mostShown, expected.count)
    }
    failures.expectNone()
    // The spans near 2024 are under hundreds of runs; far ones under none.
    #expect(mostShown > 300)
  }

  /// Runs of a table's entries, as an app's precomputed decorator keeps them.
  struct TableRuns: PrecomputedDayDecorator {
    let decorationTables: [DecorationTable]
    let dayRuns: DayRuns
  }

  @Test("Grids under 4,000 runs over one another show exactly the runs on their days")
  func gridsUnderManyRuns() throws {
    let center = day("2024-01-01")
    let table = DecorationTable((0..<9_000).map { Decoration.subtitle("e\($0)") })
    // Entries up to 6,000, each run up to 3,000 days: every entry a run names is in the table.
    var random = Random(state: 11)
    let runs = (0..<4_000).map { _ in
      DayRuns.Run(
        first: center.advanced(by: Int(random.next() % 40_000) - 20_000),
        count: 1 + Int(random.next() % 3_000), table: 0, entry: Int(random.next() % 6_000))
    }
    let decorator = TableRuns(decorationTables: [table], dayRuns: DayRuns(runs))
    let plugins = DayPlugins(decorators: [decorator])
    var failures = FailureLog()
    for offset in stride(from: -21_000, through: 21_000, by: 6_000) {
      let month = try gregorian.month(containing: center.advanced(by: offset))
      let grid = gregorian.grid(for: month, rows: .fixed, plugins: plugins)
      var total = 0
      for index in grid.indices {
        let shown = grid[index].day
        // Every run on the day, in the order of their first days (then as given).
        let on = runs.enumerated().filter { _, run in
          run.first <= shown && shown.distance(to: run.first) > -run.count
        }.sorted { ($0.element.first, $0.offset) < ($1.element.first, $1.offset) }
        let expected = on.map { table[$0.element.entry + $0.element.first.distance(to: shown)] }
        total += expected.count
        failures.check(
          Array(grid.decorations(at: index)) == expected,
          "\(shown): \(grid.decorations(at: index).count) decorations, expected \(expected.count)")
      }
      // The grid holds what its cells show, and nothing else.
      failures.check(
        grid.decorations.count == total, "\(month.firstDay): \(grid.decorations.count)")
    }
    failures.expectNone()
  }

  @Test(
    "A grid with events a million years apart, and a dump with them, stay within the stated memory")
  func commandLineMemory() throws {
    let path = MemoryBoundTests.calgrid.path
    try #require(FileManager.default.isExecutableFile(atPath: path), "\(path)")
    let events = ["--events", "-1000000-01-01,+1000000-12-31,2024-02-10"]
    let plain = try MemoryBoundTests.peakMemory(path, ["2024-02", "--today", "2024-02-01"])
    let huge = try MemoryBoundTests.peakMemory(
      path, ["2024-02", "--today", "2024-02-01"] + events)
    // 100,000 days (every third day from 1900), in flags of 10,000: the help states about
    // 150 bytes a day.
    var many: [String] = []
    let start = day("1900-01-01")
    for flag in 0..<10 {
      let days = (0..<10_000).map { start.advanced(by: 3 * (flag * 10_000 + $0)).iso8601 }
      many += ["--events", days.joined(separator: ",")]
    }
    let manyDays = try MemoryBoundTests.peakMemory(
      path, ["2024-02", "--today", "2024-02-01"] + many)
    #expect(plain.status == 0 && huge.status == 0 && manyDays.status == 0)
    func dump(_ extra: [String]) throws -> (status: Int32, kb: Int) {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "calgrid-plugin-cost-\(UUID().uuidString)"
      ).path
      defer { try? FileManager.default.removeItem(atPath: folder) }
      return try MemoryBoundTests.peakMemory(
        path,
        [
          "dump", "--locales", "en_US,ko_KR", "--calendars", "gregorian,hebrew,dangi", "--year",
          "2024", "--today", "2024-01-01", "-j", "2", "--out", folder,
        ] + extra)
    }
    let plainDump = try dump([])
    let hugeDump = try dump(events)
    #expect(plainDump.status == 0 && hugeDump.status == 0)
    let sanitized = ["__asan_init", "__tsan_init"].contains { (name: String) in
      dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) != nil
    }
    guard !sanitized else { return }
    // The help's bounds: events cost what their days take, whatever the days between them.
    #expect(huge.kb - plain.kb <= 4 * 1024, "one grid: \(plain.kb) KB, \(huge.kb) KB with events")
    #expect(
      manyDays.kb - plain.kb <= 100_000 * 150 / 1024 + 2 * 1024,
      "one grid: \(plain.kb) KB, \(manyDays.kb) KB with 100,000 event days")
    #expect(
      hugeDump.kb - plainDump.kb <= 8 * 1024,
      "dump: \(plainDump.kb) KB, \(hugeDump.kb) KB with events")
  }
}
