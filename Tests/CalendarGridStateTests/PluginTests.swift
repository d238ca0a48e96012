import CalendarGridHolidays
import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridSources
@testable import CalendarGridState

@Suite("Day plugins: rules and decorators")
struct PluginTests {
  let calendar: GridCalendar
  init() throws { calendar = try GridCalendar(.gregorian, locale: GridLocale("ko_KR")) }

  func march2024(_ plugins: DayPlugins, today: Day? = nil) throws -> MonthGrid {
    calendar.grid(
      for: try calendar.month(year: 2024, month: 3), rows: .fixed, today: today, plugins: plugins)
  }

  func selectableDays(_ grid: MonthGrid) -> [Day] { grid.filter(\.isSelectable).map(\.day) }

  @Test("AvailableDateRange includes both ends")
  func availableRange() throws {
    let grid = try march2024(
      DayPlugins(rules: [AvailableDateRange(from: day("2024-03-10"), until: day("2024-03-12"))]))
    #expect(selectableDays(grid) == [day("2024-03-10"), day("2024-03-11"), day("2024-03-12")])
    let open = try march2024(DayPlugins(rules: [AvailableDateRange(from: day("2024-03-30"))]))
    #expect(selectableDays(open).first == day("2024-03-30"))
    #expect(selectableDays(open).last == open.lastDay)
    let empty = try march2024(
      DayPlugins(rules: [AvailableDateRange(from: day("2024-03-12"), until: day("2024-03-10"))]))
    #expect(selectableDays(empty).isEmpty)
  }

  @Test("No days before today; today itself is selectable; no today means no restriction")
  func noPast() throws {
    let grid = try march2024(DayPlugins(rules: [NoDaysBeforeToday()]), today: day("2024-03-15"))
    #expect(selectableDays(grid).first == day("2024-03-15"))
    let unrestricted = try march2024(DayPlugins(rules: [NoDaysBeforeToday()]))
    #expect(selectableDays(unrestricted).count == 42)
  }

  @Test("At most N months from today, clamped to the month's end")
  func monthsAhead() throws {
    let rule = MonthsFromToday(1)
    #expect(rule.lastDay(today: day("2024-01-31"), calendar: calendar) == day("2024-02-29"))
    #expect(rule.lastDay(today: day("2024-03-15"), calendar: calendar) == day("2024-04-15"))
    #expect(
      MonthsFromToday(3).lastDay(today: day("2024-11-30"), calendar: calendar) == day("2025-02-28"))
    let grid = calendar.grid(
      for: try calendar.month(year: 2024, month: 4), rows: .fixed, today: day("2024-03-15"),
      plugins: DayPlugins(rules: [rule]))
    #expect(selectableDays(grid).last == day("2024-04-15"))
  }

  @Test("Disabled weekdays: the locale's weekend or a list")
  func weekdays() throws {
    let korean = try march2024(DayPlugins(rules: [DisabledWeekdays.weekend]))
    #expect(
      korean.filter { !$0.isSelectable }.allSatisfy {
        $0.weekday == .saturday || $0.weekday == .sunday
      })
    #expect(korean.filter { !$0.isSelectable }.count == 12)
    let egypt = try GridCalendar(.gregorian, locale: GridLocale("ar_EG"))
    let grid = egypt.grid(
      for: try egypt.month(year: 2024, month: 3), rows: .fixed,
      plugins: DayPlugins(rules: [DisabledWeekdays.weekend]))
    #expect(
      grid.filter { !$0.isSelectable }.allSatisfy {
        $0.weekday == .friday || $0.weekday == .saturday
      })
    let listed = try march2024(DayPlugins(rules: [DisabledWeekdays([.wednesday])]))
    #expect(
      listed.filter { !$0.isSelectable }.map(\.weekday) == Array(repeating: .wednesday, count: 6))
  }

  @Test("Disabled weekdays: every weekday set, span start and length, day by day")
  func weekdayMasks() throws {
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("ko_KR"))
    let start = day("2024-03-03")  // a Sunday
    for raw in UInt8(0)..<128 {
      let disabled = WeekdaySet(rawValue: raw)
      let rule = DisabledWeekdays(disabled)
      for shift in 0..<7 {
        for count in [1, 6, 7, 8, 35, 42, 63, 64] {
          let span = DaySpan(first: start.advanced(by: shift), count: count)
          let mask = rule.selectableDays(in: span, context: PluginContext(calendar: calendar))
          var expected: UInt64 = 0
          for offset in 0..<count where !disabled.contains(span.first.advanced(by: offset).weekday)
          {
            expected |= 1 << UInt64(offset)
          }
          #expect(mask == expected, "weekdays \(raw), from \(span.first), \(count) days")
        }
      }
    }
  }

  @Test(
    "Built-in rules in a plugin set (asked without a context) give each day the answer they give with one",
    arguments: ["ko_KR", "ar_EG", "fa_IR", "en_US@fw=mon"])
  func calendarFreeRules(locale: String) throws {
    let engine = try GridCalendar(.gregorian, locale: GridLocale(locale))
    let today = day("2024-05-15")
    let builtIn: [any SelectableDayRule] = [
      DisabledWeekdays.weekend, DisabledWeekdays([.tuesday]), NoDaysBeforeToday(),
      AvailableDateRange(from: day("2024-02-10"), until: day("2024-11-20")), MonthDaysOnly(),
      DaySetRule((0..<200).map { day("2024-01-01").advanced(by: 3 * $0) }, mode: .disable),
      try HolidayCalendar(country: "KR", language: "ko"),
    ]
    // Each alone, all together, and all with one rule that needs the calendar (so that the set
    // is asked through a context).
    let sets = builtIn.map { [$0] } + [builtIn, builtIn + [MonthsFromToday(4)]]
    for rules in sets {
      let plugins = DayPlugins(rules: rules)
      var month = try engine.month(year: 2024, month: 1)
      for _ in 0..<14 {
        let grid = engine.grid(for: month, rows: .fixed, today: today, plugins: plugins)
        let context = PluginContext(calendar: engine, month: month, today: today)
        for cell in grid {
          let expected = rules.allSatisfy { $0.isSelectable(cell.day, context: context) }
          #expect(cell.isSelectable == expected, "\(rules.count) rules, \(cell.day)")
        }
        month = try engine.month(after: month)
      }
    }
  }

  @Test("An explicit set of 100,000 days answers per grid, both modes")
  func daySets() throws {
    let start = day("2000-01-01")
    // Every third day over ~820 years.
    let days = (0..<100_000).map { start.advanced(by: $0 * 3) }
    let allow = DaySetRule(days, mode: .allowOnly)
    #expect(allow.count == 100_000)
    let grid = try march2024(DayPlugins(rules: [allow]))
    let expected = grid.map(\.day).filter { start.distance(to: $0) % 3 == 0 }
    #expect(selectableDays(grid) == expected)
    let deny = try march2024(DayPlugins(rules: [DaySetRule(days, mode: .disable)]))
    #expect(Set(selectableDays(deny)).isDisjoint(with: expected))
    #expect(selectableDays(deny).count == 42 - expected.count)
  }

  @Test("Adjacent months' days are selectable unless configured")
  func adjacent() throws {
    let grid = try march2024(DayPlugins(rules: [MonthDaysOnly()]))
    #expect(grid.filter(\.isSelectable).allSatisfy { $0.isInMonth })
    #expect(grid.filter(\.isSelectable).count == 31)
    let allowing = try march2024(DayPlugins(rules: [MonthDaysOnly(adjacentDaysSelectable: true)]))
    #expect(allowing.allSatisfy { $0.isSelectable })
  }

  @Test("Rules compose with all, any and not")
  func composition() throws {
    let range = AvailableDateRange(from: day("2024-03-01"), until: day("2024-03-31"))
    let weekend = DisabledWeekdays.weekend
    let both = try march2024(DayPlugins(rules: [range.and(weekend)]))
    #expect(selectableDays(both).count == 21)
    let allOf = try march2024(DayPlugins(rules: [.all(range, weekend)]))
    #expect(selectableDays(allOf) == selectableDays(both))
    let either = try march2024(DayPlugins(rules: [.any(range, weekend)]))
    let expectedEither = try march2024(.none).filter {
      ($0.isInMonth) || !($0.weekday == .saturday || $0.weekday == .sunday)
    }.map(\.day)
    #expect(selectableDays(either) == expectedEither)
    let negated = try march2024(DayPlugins(rules: [.not(weekend)]))
    #expect(
      negated.filter(\.isSelectable).allSatisfy { $0.weekday == .saturday || $0.weekday == .sunday }
    )
    #expect(selectableDays(try march2024(DayPlugins(rules: [AnyRule([])]))).isEmpty)
    #expect(selectableDays(try march2024(DayPlugins(rules: [AllRules([])]))).count == 42)
    #expect(calendar.isSelectable(day("2024-03-09"), rules: [weekend]) == false)
    #expect(calendar.isSelectable(day("2024-03-08"), rules: [weekend]))
  }

  /// A plugin written the way an app writes one: paydays on the 25th, and a mood payload only
  /// the app knows.
  struct Payday: DayDecorator, SelectableDayRule {
    struct Mood: Hashable, Sendable { var emoji: String }
    func decorate(_ span: DaySpan, context: PluginContext, into buffer: inout DecorationBuffer) {
      for offset in 0..<span.count
      where context.calendar.dayOfMonth(span.first.advanced(by: offset)) == 25 {
        buffer.add(.badge("$"), at: offset)
        buffer.add(
          .custom(
            CustomDecoration(kind: "mood", payload: Mood(emoji: "🙂"), fields: ["emoji": "🙂"])),
          at: offset)
      }
    }
    func selectableDays(in span: DaySpan, context: PluginContext) -> UInt64 {
      var mask = span.allDays
      for offset in 0..<span.count
      where context.calendar.dayOfMonth(span.first.advanced(by: offset)) == 13 {
        mask &= ~(1 << UInt64(offset))
      }
      return mask
    }
  }

  @Test("An app-defined plugin, with decorators in order")
  func appPlugin() throws {
    let dots = EventDots([day("2024-03-25"), day("2024-03-05")], color: .red, size: .medium)
    let grid = try march2024(DayPlugins(decorators: [dots, Payday()], rules: [Payday()]))
    let index = try #require(grid.index(of: day("2024-03-25")))
    let decorations = grid.decorations(at: index)
    #expect(decorations.map(\.kind) == ["dot", "badge", "mood"])
    guard case .custom(let custom) = decorations[2] else { Issue.record("no custom"); return }
    #expect(custom.payload(as: Payday.Mood.self)?.emoji == "🙂")
    #expect(custom.payload(as: String.self) == nil)
    #expect(
      Array(grid.decorations(at: try #require(grid.index(of: day("2024-03-05"))))) == [
        .dot(color: .red, size: .medium)
      ])
    #expect(grid.filter { !$0.isSelectable }.map(\.dayOfMonth) == [13])
    #expect(grid.decoratedCells.count == 3)  // 2024-02-25 is in the grid's leading days too
    // Reversing the order reverses each day's decorations.
    let reversed = try march2024(DayPlugins(decorators: [Payday(), dots]))
    #expect(Array(reversed.decorations(at: index)).map(\.kind) == ["badge", "mood", "dot"])
  }

  /// An app's precomputed decorator, written as the README shows.
  struct FullMoons: PrecomputedDayDecorator {
    let decorationTables = [DecorationTable([.image(name: "moon.full")])]
    let dayRuns: DayRuns
    init(_ days: [Day]) {
      dayRuns = DayRuns(days.map { DayRuns.Run(first: $0, count: 1, table: 0, entry: 0) })
    }
  }

  @Test("An app-defined precomputed decorator, alone and among plain ones")
  func appPrecomputedDecorator() throws {
    let moons = FullMoons([
      day("2024-03-25"), day("2024-04-24"), day("2024-02-26"), day("2024-02-01"),
    ])
    let grid = try march2024(DayPlugins(decorators: [Payday(), moons]))
    let moonCells = grid.indices.filter {
      grid.decorations(at: $0).contains(.image(name: "moon.full"))
    }
    #expect(moonCells.map { grid[$0].day } == [day("2024-02-26"), day("2024-03-25")])
    // The payday badge comes first on the 25th: decorators keep their order.
    let index = try #require(grid.index(of: day("2024-03-25")))
    #expect(Array(grid.decorations(at: index)).map(\.kind) == ["badge", "mood", "image"])
    let alone = try march2024(DayPlugins(decorators: [moons]))
    #expect(alone.decoratedCells.count == 2)
    #expect(alone.decorations.all.map(\.cell) == moonCells)
  }

  /// Adds, from a seeded sequence, table runs (from six tables, past the two kept inline) and
  /// single decorations, more than the storage first has room for.
  struct ScrambledDecorator: DayDecorator {
    enum Operation {
      case single(offset: Int, Decoration)
      case run(offset: Int, table: DecorationTable, entries: Range<Int>)
    }

    let tables: [DecorationTable]
    let seed: UInt64
    let order: Int

    /// The same 40 operations for a span of `count` days, every time.
    func operations(count: Int) -> [Operation] {
      var state = seed
      func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
      }
      return (0..<40).map { _ in
        let offset = next(count)
        if next(4) == 0 { return .single(offset: offset, .badge("d\(order)-\(offset)")) }
        let table = tables[next(tables.count)]
        let first = next(table.count)
        return .run(offset: offset, table: table, entries: first..<(first + 1 + next(5)))
      }
    }

    /// What the operations add, day offset and decoration, in order: the model the grid is
    /// checked against (runs clipped to the span and to the table by hand).
    func additions(count: Int) -> [(Int, Decoration)] {
      additions(operations(count: count), count: count)
    }

    func additions(_ operations: [Operation], count: Int) -> [(Int, Decoration)] {
      operations.flatMap { operation -> [(Int, Decoration)] in
        switch operation {
        case .single(let offset, let decoration): return [(offset, decoration)]
        case .run(let offset, let table, let entries):
          return entries.enumerated().compactMap { k, entry in
            offset + k < count && entry < table.count ? (offset + k, table[entry]) : nil
          }
        }
      }
    }

    func decorate(_ span: DaySpan, context: PluginContext, into buffer: inout DecorationBuffer) {
      for operation in operations(count: span.count) {
        switch operation {
        case .single(let offset, let decoration): buffer.add(decoration, at: offset)
        case .run(let offset, let table, let entries):
          buffer.add(tableEntries: entries, of: table, at: offset)
        }
      }
    }
  }

  @Test("Many runs, many tables and single decorations keep each cell's order")
  func decorationStorage() throws {
    let tables = (0..<6).map { t in
      DecorationTable((0..<(10 + t)).map { Decoration.subtitle("t\(t)-\($0)") })
    }
    let decorators = (0..<3).map {
      ScrambledDecorator(tables: tables, seed: UInt64(7 + $0), order: $0)
    }
    let grid = try march2024(DayPlugins(decorators: decorators))
    var expected = [[Decoration]](repeating: [], count: grid.count)
    for decorator in decorators {
      for (offset, decoration) in decorator.additions(count: grid.count) {
        expected[offset].append(decoration)
      }
    }
    #expect(expected.reduce(0) { $0 + $1.count } > 64)
    for cell in 0..<grid.count {
      #expect(Array(grid.decorations(at: cell)) == expected[cell], "cell \(cell)")
      #expect(grid.decoratedCells.contains(cell) == !expected[cell].isEmpty)
    }
    #expect(grid.decorations.count == expected.reduce(0) { $0 + $1.count })
    var seen = [[Decoration]](repeating: [], count: grid.count)
    grid.decorations.forEach { cell, decoration in seen[cell].append(decoration) }
    #expect(seen == expected)
  }

  /// The scrambled operations as a precomputed decorator: runs only, the single decorations
  /// from a table of their own. With `grid` it hands them as ``DayRuns`` over that grid's days;
  /// without, grids ask `forEachRun`.
  struct ScrambledPrecomputed: PrecomputedDayDecorator {
    let scrambled: ScrambledDecorator
    let singles: DecorationTable
    let dayRuns: DayRuns

    init(tables: [DecorationTable], seed: UInt64, order: Int, grid: DaySpan?) {
      scrambled = ScrambledDecorator(tables: tables, seed: seed, order: order)
      singles = DecorationTable(
        scrambled.operations(count: 42).compactMap {
          if case .single(_, let decoration) = $0 { return decoration }
          return nil
        })
      guard let grid else {
        dayRuns = .none
        return
      }
      var runs: [DayRuns.Run] = []
      Self.forEachRun(scrambled, count: grid.count) { table, entries, offset in
        runs.append(
          DayRuns.Run(
            first: grid.first.advanced(by: offset), count: entries.count, table: table,
            entry: entries.lowerBound))
      }
      // A run no table has, and runs before and after the grid: all left out.
      runs.append(DayRuns.Run(first: grid.first, count: 3, table: tables.count + 1, entry: 0))
      runs.append(DayRuns.Run(first: grid.first.advanced(by: -5), count: 3, table: 0, entry: 0))
      runs.append(DayRuns.Run(first: grid.last.advanced(by: 1), count: 3, table: 0, entry: 0))
      dayRuns = DayRuns(runs, covering: grid.days)
    }

    var decorationTables: [DecorationTable] { scrambled.tables + [singles] }

    static func forEachRun(
      _ scrambled: ScrambledDecorator, count: Int, _ body: (Int, Range<Int>, Int) -> Void
    ) {
      var single = 0
      for operation in scrambled.operations(count: count) {
        switch operation {
        case .single(let offset, _):
          body(scrambled.tables.count, single..<(single + 1), offset)
          single += 1
        case .run(let offset, let table, let entries):
          body(scrambled.tables.firstIndex { $0 === table }!, entries, offset)
        }
      }
    }

    func forEachRun(in span: DaySpan, _ body: (Int, Range<Int>, Int) -> Void) {
      if dayRuns.covers(span) {
        dayRuns.forEachRun(in: span) { run, offset in
          body(run.table, run.entry..<(run.entry + run.count), offset)
        }
        return
      }
      Self.forEachRun(scrambled, count: span.count, body)
      // Runs a decorator may hand that name no table: left out.
      body(-1, 0..<1, 0)
      body(scrambled.tables.count + 1, 0..<1, 0)
    }
  }

  @Test(
    "Precomputed and plain decorators mixed keep each cell's order, read by cell and in bulk",
    arguments: [[true, false, true], [false, true, false], [true, true], [true]], [false, true])
  func precomputedDecorators(precomputed: [Bool], asDayRuns: Bool) throws {
    let tables = (0..<4).map { t in
      DecorationTable((0..<(12 + t)).map { Decoration.subtitle("p\(t)-\($0)") })
    }
    let bare = try march2024(.none)
    let span = DaySpan(first: bare.firstDay, count: bare.count)
    let decorators: [any DayDecorator] = precomputed.enumerated().map { order, isPrecomputed in
      isPrecomputed
        ? ScrambledPrecomputed(
          tables: tables, seed: UInt64(11 + order), order: order, grid: asDayRuns ? span : nil)
        : ScrambledDecorator(tables: tables, seed: UInt64(11 + order), order: order)
          as any DayDecorator
    }
    let grid = try march2024(DayPlugins(decorators: decorators))
    // The model: every decorator's operations in order; day runs in the order of their first
    // days.
    var expected = [[Decoration]](repeating: [], count: grid.count)
    for (order, isPrecomputed) in precomputed.enumerated() {
      let scrambled = ScrambledDecorator(tables: tables, seed: UInt64(11 + order), order: order)
      var operations = Array(scrambled.operations(count: grid.count).enumerated())
      if isPrecomputed && asDayRuns {
        func start(_ operation: ScrambledDecorator.Operation) -> Int {
          switch operation {
          case .single(let offset, _): offset
          case .run(let offset, _, _): offset
          }
        }
        operations.sort { (start($0.element), $0.offset) < (start($1.element), $1.offset) }
      }
      for (offset, decoration) in scrambled.additions(operations.map(\.element), count: grid.count)
      {
        expected[offset].append(decoration)
      }
    }
    for cell in 0..<grid.count {
      #expect(Array(grid.decorations(at: cell)) == expected[cell], "cell \(cell)")
      #expect(grid.decoratedCells.contains(cell) == !expected[cell].isEmpty, "cell \(cell)")
    }
    #expect(grid.decorations.cells == grid.decoratedCells)
    #expect(grid.decorations.count == expected.reduce(0) { $0 + $1.count })
    var seen = [[Decoration]](repeating: [], count: grid.count)
    grid.decorations.forEach { cell, decoration in seen[cell].append(decoration) }
    #expect(seen == expected)
    // The same decorators through a list (every run copied into the grid) give an equal grid.
    let listed = try march2024(DayPlugins(decorators: [DecoratorList(decorators)]))
    #expect(listed == grid)
  }

  @Test("Day runs found by their index equal a scan of every run, overlapping and long ones too")
  func dayRunsIndex() throws {
    var random = SplitMix64(state: 99)
    func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }
    let origin = day("2024-01-01")
    let runs = (0..<300).map { _ in
      DayRuns.Run(
        first: origin.advanced(by: next(2_000) - 200),
        count: next(8) == 0 ? 1 + next(120) : 1 + next(4),
        table: next(3), entry: next(50))
    }
    let covered = origin...origin.advanced(by: 1_500)
    let index = DayRuns(runs, covering: covered)
    // The model: runs clipped to the covered days, in the order of their first days (stable).
    let clipped = runs.enumerated().compactMap { order, run -> (Int, DayRuns.Run)? in
      let start = max(run.first, covered.lowerBound)
      let end = min(run.first.advanced(by: run.count - 1), covered.upperBound)
      guard start <= end else { return nil }
      return (
        order,
        DayRuns.Run(
          first: start, count: start.distance(to: end) + 1, table: run.table,
          entry: run.entry + run.first.distance(to: start))
      )
    }.sorted { ($0.1.first, $0.0) < ($1.1.first, $1.0) }.map(\.1)
    for start in stride(from: -300, through: 1_800, by: 7) {
      let span = DaySpan(first: origin.advanced(by: start), count: 28 + Int(start.magnitude % 37))
      var found: [DayRuns.Run] = []
      index.forEachRun(in: span) { run, offset in
        #expect(run.first == span.first.advanced(by: offset))
        found.append(run)
      }
      let expected = clipped.compactMap { run -> DayRuns.Run? in
        let start = max(run.first, span.first)
        let end = min(run.first.advanced(by: run.count - 1), span.last)
        guard start <= end else { return nil }
        return DayRuns.Run(
          first: start, count: start.distance(to: end) + 1, table: run.table,
          entry: run.entry + run.first.distance(to: start))
      }
      #expect(found == expected, "span from \(span.first)")
      #expect(
        index.covers(span) == (span.first >= covered.lowerBound && span.last <= covered.upperBound))
    }
  }

  /// Random day runs as a precomputed decorator.
  struct RandomRuns: PrecomputedDayDecorator {
    let decorationTables: [DecorationTable]
    let dayRuns: DayRuns
  }

  @Test("A plugin set's precomputed decorators give every grid the cells and decorations of a scan")
  func precomputedPlanAcrossMonths() throws {
    var random = SplitMix64(state: 2_024)
    func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }
    let origin = day("2021-01-01")
    let tables = (0..<2).map { t in
      DecorationTable((0..<40).map { Decoration.badge("r\(t)-\($0)") })
    }
    func runs(_ count: Int, spread: Int) -> [DayRuns.Run] {
      (0..<count).map { _ in
        DayRuns.Run(
          first: origin.advanced(by: next(spread)), count: 1 + next(next(6) == 0 ? 30 : 3),
          table: next(2), entry: next(10))
      }
    }
    // Sparse runs over every day; dense ones (more than a grid's buffer of runs in some
    // months) over some days only, so that grids at those edges ask the decorator.
    let sparse = RandomRuns(decorationTables: tables, dayRuns: DayRuns(runs(60, spread: 3_000)))
    let dense = RandomRuns(
      decorationTables: tables,
      dayRuns: DayRuns(
        runs(700, spread: 2_500), covering: day("2022-03-10")...day("2026-05-20")))
    // And runs too far apart for a bit per day (more than 2^20 days): the plan then scans.
    let farApart = RandomRuns(
      decorationTables: tables,
      dayRuns: DayRuns(
        runs(40, spread: 3_000) + [
          DayRuns.Run(first: day("0900-01-01"), count: 2, table: 0, entry: 0),
          DayRuns.Run(first: day("4900-01-01"), count: 2, table: 1, entry: 1),
        ]))
    var decoratedGrids = 0
    for (decorators, firstWeekday) in [
      ([sparse, dense] as [any DayDecorator], Weekday.sunday), ([sparse, dense], .wednesday),
      ([dense, farApart], .monday),
    ] {
      let planned = DayPlugins(decorators: decorators)
      // The same runs copied into each grid by the plain decorator path.
      let listed = DayPlugins(decorators: [DecoratorList(decorators)])
      let engine = try GridCalendar(
        .gregorian, locale: GridLocale("ko_KR"), firstWeekday: firstWeekday)
      for rows in [RowPolicy.variable, .fixed] {
        var month = try engine.month(year: 2020, month: 11)
        var bound = LoopBound(12 * 10, "months 2020-11 to 2029")
        while month.year < 2030, bound.next() {
          let grid = engine.grid(for: month, rows: rows, plugins: planned)
          // Read before the expected grid is, so that no read of it leaves its runs behind.
          let decorations = grid.decorations.all
          let expected = engine.grid(for: month, rows: rows, plugins: listed)
          #expect(grid.decoratedCells == expected.decoratedCells, "\(month)")
          #expect(decorations.elementsEqual(expected.decorations.all) { $0 == $1 }, "\(month)")
          #expect(grid.decorations.cells == grid.decoratedCells)
          if !grid.decoratedCells.isEmpty { decoratedGrids += 1 }
          month = try engine.month(after: month)
        }
      }
    }
    #expect(decoratedGrids > 100)
  }

  @Test("DaySpan masks and coverage")
  func spans() throws {
    let span = DaySpan(first: day("2024-03-01"), count: 64)
    #expect(span.allDays == ~0)
    #expect(span.mask(for: day("2024-02-01")...day("2024-03-01")) == 1)
    #expect(span.mask(for: day("2024-05-03")...day("2024-06-01")) == 1 << 63)
    #expect(span.mask(for: day("2025-01-01")...day("2025-01-02")) == 0)
    let spans = DaySpan.covering(day("2024-01-01")...day("2024-12-31"))
    #expect(spans.map(\.count).reduce(0, +) == 366)
    #expect(spans.count == 6)
  }
}

@Suite("Plugin rules in the selection model")
struct PluginSelectionTests {
  @Test("A range may not span a rule's unselectable day; single days obey the rules")
  func rulesInSelection() throws {
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("ko_KR"))
    let today = day("2024-03-05")
    let rules: [any SelectableDayRule] = [NoDaysBeforeToday(), DisabledWeekdays.weekend]
    let context = PluginContext(calendar: calendar, today: today)
    var single = Selection(.single, rules: rules, in: context)
    #expect(single.select(day("2024-03-04")) != .selected)  // before today
    #expect(single.select(day("2024-03-09")) != .selected)  // Saturday
    #expect(single.select(day("2024-03-08")) == .selected)
    var range = Selection(.range, rules: rules, in: context)
    _ = range.select(day("2024-03-06"))
    // The weekend of 03-09/10 lies between: the range is refused.
    #expect(
      range.select(day("2024-03-12")) != .rangeCompleted(day("2024-03-06")...day("2024-03-12")))
    let week = (0..<7).map { day("2024-03-04").advanced(by: $0) }
    #expect(week.map(range.isSelectable) == [false, true, true, true, true, false, false])
  }
}
