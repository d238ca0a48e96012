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
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = Reference.exhaustive ? [] : ["--every", "25"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    var figures: [String: Int] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: " ")
      if parts.count == 2, let value = Int(parts[1]) { figures[String(parts[0])] = value }
    }
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
