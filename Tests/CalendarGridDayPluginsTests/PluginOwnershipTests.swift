import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridSources

/// Counts calls into plugin code, from any task.
final class CallCounter: Sendable {
  private let counts = Lock<[String: Int]>([:])
  func count(_ what: String) { counts.withLock { $0[what, default: 0] += 1 } }
  var all: [String: Int] { counts.withLock { $0 } }
  var total: Int { all.values.reduce(0, +) }
}

/// A plain decorator that counts its calls: a badge on every day numbered 5 (Gregorian).
struct CountingDecorator: DayDecorator {
  let counter: CallCounter
  func decorate(_ span: DaySpan, context: PluginContext, into buffer: inout DecorationBuffer) {
    counter.count("plain.decorate")
    for offset in 0..<span.count where span.first.advanced(by: offset).gregorian.day == 5 {
      buffer.add(.badge("5"), at: offset)
    }
  }
}

/// A precomputed decorator that counts every call into it, wrapping another.
struct CountingPrecomputed<Wrapped: PrecomputedDayDecorator>: PrecomputedDayDecorator {
  let wrapped: Wrapped
  let counter: CallCounter
  var decorationTables: [DecorationTable] {
    counter.count("precomputed.tables")
    return wrapped.decorationTables
  }
  var dayRuns: DayRuns {
    counter.count("precomputed.dayRuns")
    return wrapped.dayRuns
  }
  func forEachRun(in span: DaySpan, _ body: (Int, Range<Int>, Int) -> Void) {
    counter.count("precomputed.forEachRun")
    wrapped.forEachRun(in: span, body)
  }
  func decorate(_ span: DaySpan, context: PluginContext, into buffer: inout DecorationBuffer) {
    counter.count("precomputed.decorate")
    wrapped.decorate(span, context: context, into: &buffer)
  }
}

/// A rule that counts its calls: no day numbered 13.
struct CountingRule: SelectableDayRule {
  let counter: CallCounter
  func selectableDays(in span: DaySpan, context: PluginContext) -> UInt64 {
    counter.count("rule")
    var mask = span.allDays
    for offset in 0..<span.count where span.first.advanced(by: offset).gregorian.day == 13 {
      mask &= ~(1 << UInt64(offset))
    }
    return mask
  }
}

/// A rule that allows nothing, and sets bits past the span too.
struct NothingRule: SelectableDayRule {
  func selectableDays(in span: DaySpan, context: PluginContext) -> UInt64 { 0 }
}

/// A rule that allows every bit, even those past the span.
struct EveryBitRule: SelectableDayRule {
  func selectableDays(in span: DaySpan, context: PluginContext) -> UInt64 { ~0 }
}

/// Decorators that add what a test hands them, at the offsets it names.
struct ScriptedDecorator: DayDecorator {
  let script: @Sendable (inout DecorationBuffer) -> Void
  func decorate(_ span: DaySpan, context: PluginContext, into buffer: inout DecorationBuffer) {
    script(&buffer)
  }
}

/// One table of one subtitle on a given day, precomputed.
struct OneDayLabel: PrecomputedDayDecorator {
  let decorationTables: [DecorationTable]
  let dayRuns: DayRuns
  init(_ text: String, on day: Day) {
    decorationTables = [DecorationTable(subtitles: [text])]
    dayRuns = DayRuns([DayRuns.Run(first: day, count: 1, table: 0, entry: 0)])
  }
}

@Suite("Day plugins: resolved once, owned by the grid, bad input")
struct PluginOwnershipTests {
  let gregorian: GridCalendar
  let dangi: GridCalendar
  init() throws {
    gregorian = try GridCalendar(.gregorian, locale: GridLocale("ko_KR"))
    dangi = try GridCalendar(.dangi, locale: GridLocale("ko_KR"))
  }

  /// Everything a UI or a cache does with a built grid, none of which may call a plugin.
  func useEverything(_ grid: MonthGrid) async -> Int {
    var touched = 0
    for cell in grid { touched &+= cell.dayOfMonth }
    for index in grid.indices { touched &+= grid.decorations(at: index).count }
    touched &+= grid.decorations.count + grid.decorations.all.count
    touched &+= grid.decorations.cells.rawValue.nonzeroBitCount
    touched &+= grid.decoratedCells.rawValue.nonzeroBitCount
    var cells = CompactGridCells()
    grid.writeCells(into: &cells)
    let copy = grid
    touched &+= copy == grid ? 1 : 0
    touched &+= Set([grid, copy]).count
    var hasher = Hasher()
    grid.hash(into: &hasher)
    touched &+= hasher.finalize() & 1
    let decorations = grid.decorations
    touched &+= decorations == copy.decorations ? 1 : 0
    // Sent to another task and read there.
    touched &+= await Task.detached { grid.decorations.all.count + grid.count }.value
    return touched
  }

  @Test(
    "After a grid is built, reading, copying, comparing, hashing and sending it call no plugin",
    arguments: [(2024, 3), (2150, 3), (1880, 2)])
  func noPluginCallsAfterBuild(year: Int, month: Int) async throws {
    let counter = CallCounter()
    // Lunar labels: precomputed for 1900-2100 (the table window); 2150 and 1880 are outside.
    let lunar = try AlternateCalendarSubtitle(calendar: dangi)
    let labels = CountingPrecomputed(wrapped: lunar, counter: counter)
    let list = try FixtureHolidays()
    let holidays = CountingPrecomputed(wrapped: list, counter: counter)
    let plugins = DayPlugins(
      decorators: [labels, CountingDecorator(counter: counter), holidays],
      rules: [CountingRule(counter: counter), DisabledWeekdays.weekend])
    let precomputedOnly = DayPlugins(decorators: [labels, holidays])
    let shown = try gregorian.month(year: year, month: month)

    for plugins in [plugins, precomputedOnly] {
      let before = counter.all
      let grid = gregorian.grid(for: shown, rows: .fixed, plugins: plugins)
      let built = counter.all
      // Building asks each decorator and each rule once for the grid, for its whole span.
      let asked = built.merging(before) { now, earlier in now - earlier }
      let precomputed = plugins.decorators.filter { $0 is any PrecomputedDayDecorator }.count
      #expect(asked["precomputed.decorate", default: 0] == precomputed, "year \(year)")
      #expect(
        asked["plain.decorate", default: 0] == plugins.decorators.count - precomputed,
        "year \(year)")
      #expect(asked["rule", default: 0] == (plugins.rules.isEmpty ? 0 : 1), "year \(year)")

      _ = await useEverything(grid)
      #expect(counter.all == built, "a plugin was called after the grid was built (\(year))")

      // What the grid shows equals the plugins asked directly, day by day.
      for (index, cell) in grid.enumerated() {
        var expected: [Decoration] = []
        if let label = lunar.label(for: cell.day) { expected.append(.subtitle(label)) }
        if plugins.decorators.count == 3 && cell.day.gregorian.day == 5 {
          expected.append(.badge("5"))
        }
        expected += list.names(on: cell.day).map { Decoration.holiday(name: $0, isDayOff: true) }
        #expect(Array(grid.decorations(at: index)) == expected, "\(cell.day)")
        #expect(grid.decoratedCells.contains(index) == !expected.isEmpty, "\(cell.day)")
      }
    }
  }

  @Test("Making DayPlugins calls no plugin; adding makes a new value")
  func pluginsReadDecoratorsOnce() throws {
    let counter = CallCounter()
    let labels = CountingPrecomputed(
      wrapped: try AlternateCalendarSubtitle(calendar: dangi), counter: counter)
    let one = DayPlugins(decorators: [labels])
    #expect(counter.all.isEmpty)
    // Adding makes a new value; the first is unchanged.
    let two = one.adding(CountingDecorator(counter: counter)).adding(rule: NothingRule())
    #expect(one.decorators.count == 1 && one.rules.isEmpty)
    #expect(two.decorators.count == 2 && two.rules.count == 1)
    let grid = gregorian.grid(for: try gregorian.month(year: 2024, month: 5), plugins: two)
    #expect(grid.filter(\.isSelectable).isEmpty)
    #expect(grid.decorations(at: grid.leadingDayCount + 4).contains(.badge("5")))
  }

  // MARK: - Bad input

  @Test("Offsets outside the span and entries outside the table are left out, never a trap")
  func offsetsOutsideTheSpan() throws {
    let table = DecorationTable(subtitles: (0..<10).map { "e\($0)" })
    let decorator = ScriptedDecorator { buffer in
      let count = buffer.span.count
      for offset in [Int.min, Int.min + 1, -65, -1, count, count + 1, 64, Int.max - 1, Int.max] {
        buffer.add(.badge("out"), at: offset)
        buffer.add(tableEntry: 0, of: table, at: offset)
        buffer.add(tableEntries: 0..<10, of: table, at: offset)
      }
      for index in [Int.min, -1, 10, Int.max] {
        buffer.add(tableEntry: index, of: table, at: 0)
      }
      buffer.add(.badge("before"), to: buffer.span.first.advanced(by: -1))
      buffer.add(.badge("after"), to: buffer.span.last.advanced(by: 1))
      // Ranges at the extremes: only the entries that fall on the span's days and inside the
      // table remain.
      buffer.add(tableEntries: Int.min..<Int.max, of: table, at: 0)  // nothing: entry Int.min
      buffer.add(tableEntries: Int.min..<Int.max, of: table, at: Int.min)  // entries 0... at day 0
      buffer.add(tableEntries: -3..<4, of: table, at: 1)  // entries 0..<4 on days 4..<8
      buffer.add(tableEntries: 8..<20, of: table, at: count - 1)  // entry 8 on the last day
      buffer.add(tableEntries: 5..<5, of: table, at: 3)  // empty
    }
    let grid = gregorian.grid(
      for: try gregorian.month(year: 2024, month: 3), rows: .fixed,
      plugins: DayPlugins(decorators: [decorator]))
    let count = grid.count
    var expected = [[Decoration]](repeating: [], count: count)
    // In the order added: entries 0..<10 at offset -1 (entries 1...9 on days 0...8), then
    // Int.min..<Int.max at Int.min (entry k on day Int.min + (k - Int.min) = k), -3..<4 at 1
    // (entries 0..<4 on days 4..<8), 8..<20 on the last day (entry 8 only).
    for day in 0..<9 { expected[day].append(.subtitle("e\(day + 1)")) }
    for day in 0..<10 { expected[day].append(.subtitle("e\(day)")) }
    for k in 0..<4 { expected[4 + k].append(.subtitle("e\(k)")) }
    expected[count - 1].append(.subtitle("e8"))
    for cell in 0..<count {
      #expect(Array(grid.decorations(at: cell)) == expected[cell], "cell \(cell)")
    }
    #expect(grid.decorations.count == 24)
  }

  @Test("Thousands of decorations on one day keep their order")
  func thousandsOnOneDay() throws {
    let table = DecorationTable((0..<3_000).map { Decoration.badge("t\($0)") })
    let decorator = ScriptedDecorator { buffer in
      for k in 0..<3_000 { buffer.add(.badge("b\(k)"), at: 10) }
      for k in 0..<3_000 { buffer.add(tableEntry: k, of: table, at: 10) }
    }
    let grid = gregorian.grid(
      for: try gregorian.month(year: 2024, month: 3),
      plugins: DayPlugins(decorators: [decorator]))
    let expected =
      (0..<3_000).map { Decoration.badge("b\($0)") } + (0..<3_000).map { .badge("t\($0)") }
    #expect(Array(grid.decorations(at: 10)) == expected)
    #expect(grid.decoratedCells == CellMask(rawValue: 1 << 10))
    #expect(grid.decorations.count == 6_000)
    #expect(grid == grid && Set([grid]).count == 1)
  }

  @Test("More tables and decorators than the old 255-slot index: every decoration, in order")
  func manyTablesAndDecorators() throws {
    // 1,000 tables from one plain decorator, one entry each, spread over the days.
    let tables = (0..<1_000).map { DecorationTable(subtitles: ["table \($0)"]) }
    let plain = ScriptedDecorator { buffer in
      for (k, table) in tables.enumerated() { buffer.add(tableEntry: 0, of: table, at: k % 31) }
    }
    // 300 precomputed decorators, each with its own table, on consecutive days.
    let march = try gregorian.month(year: 2024, month: 3)
    let precomputed = (0..<300).map {
      OneDayLabel("decorator \($0)", on: march.firstDay.advanced(by: $0 % 31))
    }
    for decorators in [[plain] + precomputed, precomputed + [plain], precomputed]
      as [[any DayDecorator]]
    {
      let grid = gregorian.grid(for: march, plugins: DayPlugins(decorators: decorators))
      let leading = grid.leadingDayCount
      for cell in 0..<grid.count {
        var expected: [Decoration] = []
        for decorator in decorators {
          if decorator is ScriptedDecorator {
            // The plain decorator's offsets are the grid's cells.
            expected += stride(from: cell, to: cell < 31 ? 1_000 : 0, by: 31).map {
              .subtitle("table \($0)")
            }
          } else if let label = decorator as? OneDayLabel,
            label.dayRuns.runs.first.map({ Int($0.start) })
              == Int(march.firstDay.daysSince1970) + cell - leading
          {
            expected.append(label.decorationTables[0][0])
          }
        }
        #expect(Array(grid.decorations(at: cell)) == expected, "cell \(cell)")
      }
    }
  }

  @Test("A rule that allows nothing leaves no cell selectable; bits past the span are ignored")
  func ruleThatAllowsNothing() throws {
    let march = try gregorian.month(year: 2024, month: 3)
    for rules in [[NothingRule()], [EveryBitRule(), NothingRule()], [AnyRule([])]]
      as [[any SelectableDayRule]]
    {
      let grid = gregorian.grid(for: march, rows: .fixed, plugins: DayPlugins(rules: rules))
      #expect(grid.selectableCells == .none)
      #expect(grid.filter(\.isSelectable).isEmpty)
      #expect(!gregorian.isSelectable(march.firstDay, rules: rules))
    }
    let every = gregorian.grid(for: march, plugins: DayPlugins(rules: [EveryBitRule()]))
    #expect(every.selectableCells.rawValue == (1 << UInt64(every.count)) - 1)
  }
}

/// A decorator cannot keep or use its buffer after its call: such code does not compile.
///
/// Compiles small client files against the built `CalendarGrid` module with the toolchain's
/// `swiftc -emit-sil` (move-only checking runs on SIL, after type checking): one correct
/// decorator must compile, and each misuse must fail with the compiler's own diagnostic.
@Suite("DecorationBuffer misuse does not compile", .serialized)
struct DecorationBufferMisuseTests {
  /// The folder of the test binary, which holds `Modules/` of the build under test.
  static var buildFolder: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
  }

  static func swiftc() throws -> URL {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw CompileSetupError(message: "swiftc is not on PATH")
  }

  struct CompileSetupError: Error { let message: String }

  /// Compiles `source` against the module; the status and the diagnostics.
  static func compile(_ source: String) throws -> (status: Int32, output: String) {
    var folder = buildFolder
    // The bundle may sit one level deeper (CalendarGridPackageTests.xctest/...).
    for _ in 0..<3
    where !FileManager.default.fileExists(
      atPath: folder.appendingPathComponent("Modules/CalendarGrid.swiftmodule").path)
    {
      folder.deleteLastPathComponent()
    }
    let modules = folder.appendingPathComponent("Modules")
    guard
      FileManager.default.fileExists(
        atPath: modules.appendingPathComponent("CalendarGrid.swiftmodule").path)
    else {
      throw CompileSetupError(message: "no CalendarGrid.swiftmodule near \(buildFolder.path)")
    }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calgrid-misuse-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let file = scratch.appendingPathComponent("client.swift")
    try Data(source.utf8).write(to: file, options: .withoutOverwriting)
    var arguments = ["-emit-sil", "-o", "/dev/null", "-I", modules.path, file.path]
    let moduleMap = folder.appendingPathComponent("CICUShim.build/module.modulemap")
    if FileManager.default.fileExists(atPath: moduleMap.path) {
      arguments += ["-Xcc", "-fmodule-map-file=\(moduleMap.path)"]
    }
    let process = Process()
    process.executableURL = try swiftc()
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }

  static let prelude = """
    import CalendarGrid

    final class Keeper: @unchecked Sendable {
      var kept: DecorationBuffer?
      var later: (() -> Void)?
    }

    """

  @Test("A decorator that uses its buffer within its call compiles")
  func correctUseCompiles() throws {
    let result = try Self.compile(
      Self.prelude + """
        struct Paydays: DayDecorator {
          func decorate(_ span: DaySpan, context: PluginContext, into buffer: inout DecorationBuffer) {
            buffer.add(.badge("$"), at: 0)
            buffer.add(tableEntries: 0..<2, of: DecorationTable(subtitles: ["a", "b"]), at: 1)
          }
        }
        """)
    #expect(result.status == 0, "\(result.output)")
  }

  @Test(
    "Keeping, copying, capturing or making a buffer does not compile",
    arguments: [
      ("keeper.kept = consume buffer", "missing reinitialization of inout parameter 'buffer'"),
      ("keeper.kept = buffer", "is consuming"),
      ("let copy = buffer\n    _ = copy", "missing reinitialization of inout parameter 'buffer'"),
      (
        "Task { buffer.add(.badge(\"late\"), at: 0) }",
        "escaping closure captures 'inout' parameter"
      ),
      (
        "keeper.later = { buffer.add(.badge(\"late\"), at: 0) }",
        "escaping closure captures 'inout' parameter"
      ),
      (
        "var mine = DecorationBuffer(span: span)\n    swap(&mine, &buffer)",
        "initializer is inaccessible"
      ),
    ])
  func misuseDoesNotCompile(body: String, diagnostic: String) throws {
    let result = try Self.compile(
      Self.prelude + """
        struct Hoarder: DayDecorator {
          let keeper: Keeper
          func decorate(_ span: DaySpan, context: PluginContext, into buffer: inout DecorationBuffer) {
            \(body)
          }
        }
        """)
    #expect(result.status != 0)
    #expect(
      result.output.contains("error:") && result.output.contains(diagnostic), "\(result.output)")
  }
}
