import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridRendering
@testable import CalendarGridSources
@testable import CalendarGridState

/// Bounded memory: months across every calendar's whole supported range keep the month tables
/// within their stated bound (``MonthTables``: about 165 KB per calendar) and the process's peak
/// resident memory within that bound plus a margin.
///
/// The sweep runs in `calgrid-memory`, a process of its own: peak RSS (`VmHWM`) is per process,
/// and the test suite's other suites, running in parallel, would move it. Always on: every
/// month of one chunk of days in 25 (about 20 chunks per calendar, more than the 16 a calendar
/// keeps); every month with `CALGRID_EXHAUSTIVE=1`.
@Suite("Bounded memory")
struct MemoryBoundTests {
  static var binary: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("calgrid-memory")
  }

  @Test("Peak resident memory over every calendar's whole range stays within the bound")
  func sweep() throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: Self.binary.path),
      "calgrid-memory is built with the package: \(Self.binary.path)")
    let (process, text, figures) = try Self.memoryTool(
      Reference.exhaustive ? [] : ["--every", "25"])
    #expect(process.terminationReason == .exit, "killed after 300 s (5 s normally): \(text)")
    #expect(process.terminationStatus == 0, "\(text)")
    let months = try #require(figures["months"])
    #expect(months > (Reference.exhaustive ? 1_500_000 : 60_000), "\(text)")
    // About 165 KB stated; a chunk of 13-month years is a little larger (169 KB measured).
    #expect(try #require(figures["max_calendar_table_kb"]) <= 172, "\(text)")
    let bound = try #require(figures["stated_bound_kb"]) + #require(figures["margin_kb"])
    // Under a sanitizer, resident memory is mostly the sanitizer's own.
    if figures["sanitized"] != 1 {
      #expect(try #require(figures["growth_kb"]) <= bound, "\(text)")
    }
  }

  /// Runs `calgrid-memory` (killed after 300 s) and reads the `name value` lines it prints.
  static func memoryTool(_ arguments: [String]) throws -> (
    process: Process, text: String, figures: [String: Int]
  ) {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = waitForOutput(of: process, from: output, killedAfter: 300)
    var figures: [String: Int] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: " ")
      if parts.count == 2, let value = Int(parts[1]) { figures[String(parts[0])] = value }
    }
    return (process, text, figures)
  }

  /// The built `calgrid`, beside the test bundle.
  static var calgrid: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("calgrid")
  }

  /// Runs a program through `calgrid-memory --peak-of` (a small process of its own: Linux
  /// carries the peak of whoever starts a program into the program's figure, and this suite's
  /// is large); returns its exit status and peak resident memory in KB.
  static func peakMemory(_ path: String, _ arguments: [String]) throws -> (status: Int32, kb: Int) {
    let (process, text, figures) = try memoryTool(["--peak-of", path] + arguments)
    try #require(process.terminationReason == .exit, "killed after 300 s: \(text)")
    try #require(process.terminationStatus == 0, "\(text)")
    return (Int32(try #require(figures["status"])), try #require(figures["peak_kb"]))
  }

  /// `calgrid dump --help` states the bound: about 60 MB, plus one job's grids and files per
  /// worker, plus about 2 KB a file; index.html is streamed. So a dump whose index.html holds
  /// 30 times more grids (240 months instead of 1 of the same 30 locale and calendar pairs:
  /// 7,440 grids, a 14.5 MB index.html) may grow by what two workers' jobs of 240 months and
  /// their waiting sections take, not by the page: at most 16 MB. With index.html assembled in
  /// memory (the code before streaming) the same pair of runs peaked at 37 and 82 MB, +45 MB;
  /// streamed, at 37 and 39 MB.
  @Test("An html dump's peak memory does not grow with index.html")
  func dumpMemory() throws {
    let path = Self.calgrid.path
    try #require(FileManager.default.isExecutableFile(atPath: path), "\(path)")
    func run(_ from: String, _ to: String) throws -> Int {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "calgrid-dump-memory-\(UUID().uuidString)"
      ).path
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let result = try Self.peakMemory(
        path,
        [
          "dump", "--locales", "en_US,de_DE,ko_KR,ar_SA,ja_JP,he_IL", "--calendars",
          "gregorian,hebrew,islamic-civil,coptic,persian", "--format", "html", "-j", "2",
          "--from", from, "--to", to, "--today", "2024-01-01", "--out", folder,
        ])
      #expect(result.status == 0, "calgrid dump --from \(from) --to \(to)")
      let attributes = try FileManager.default.attributesOfItem(atPath: folder + "/index.html")
      let size = try #require(attributes[.size] as? Int)
      #expect(size > (from == to ? 50_000 : 14_000_000), "index.html: \(size) bytes")
      return result.kb
    }
    let small = try run("2019-12", "2019-12")
    let large = try run("2000-01", "2019-12")
    // Under a sanitizer, resident memory is mostly the sanitizer's own.
    let sanitized = ["__asan_init", "__tsan_init"].contains { (name: String) in
      dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) != nil
    }
    guard !sanitized else { return }
    #expect(large - small <= 16 * 1024, "peak \(small) KB for 1 month, \(large) KB for 240")
    #expect(large <= 60 * 1024 + 2 * 8 * 1024, "peak \(large) KB")
  }

  @Test("A calendar keeps at most 16 chunks, and its table bytes stay near the stated 165 KB")
  func chunkBound() throws {
    let registry = MonthTableRegistry(window: 1900...2100)
    let tables = try registry.tables(for: .coptic)
    let source = TableMonthSource(tables: tables)
    var day = source.supportedDays.lowerBound
    var bound = LoopBound(
      source.supportedDays.lowerBound.distance(to: source.supportedDays.upperBound)
        / MonthTables.chunkDays + 1, "chunks of the Coptic source")
    while source.supportedDays.contains(day), bound.next() {
      _ = try source.month(containing: day)
      #expect(tables.chunkCount <= MonthTables.maximumChunks)
      day = day.advanced(by: MonthTables.chunkDays)
    }
    #expect(tables.chunkCount == MonthTables.maximumChunks)
    #expect(tables.tableBytes <= 172 * 1024, "\(tables.tableBytes) bytes")
    #expect(tables.tableBytes > 100 * 1024)
  }
}
