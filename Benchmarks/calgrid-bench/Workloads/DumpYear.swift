import CalendarGrid
import Foundation

/// `calgrid dump --all-locales --all-calendars --year 2024 --format text`, each run in a fresh
/// process (this executable with `--dump-child`, which runs the command as `calgrid` does) into
/// a new folder under the temporary directory, timed by the wall clock and by the child's CPU
/// time. Nothing is deleted until every run is done, and on a disk each run starts after `sync`,
/// untimed (see ``DumpReport``: a run after a deletion, or with another's writes in flight,
/// meets a file system still busy with them).
enum DumpYear {
  static func run(runs: Int) throws -> Prepared {
    guard let executable = Bundle.main.executableURL else {
      throw Unavailable("no executable path for --dump-child")
    }
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calgrid-bench-dump-year-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: base) }
    let inMemory = DumpReport.isInMemory(base.path)
    var timings: [ProcessRun] = []
    var files: Int?
    for run in 0..<runs {
      let folder = base.appendingPathComponent("run-\(run)").path
      if !inMemory { sync() }
      let arguments = try DumpReport.arguments(format: "text", locales: nil, into: folder)
      guard let timing = DumpReport.timed(executable, ["--dump-child"] + arguments) else {
        throw Mismatch(description: "dump-year: calgrid dump failed in run \(run + 1)")
      }
      let written = try FileManager.default.subpathsOfDirectory(atPath: folder).count
      guard written > 0, files == nil || files == written else {
        throw Mismatch(description: "dump-year: run \(run + 1) wrote \(written) files")
      }
      files = written
      timings.append(
        ProcessRun(wallSeconds: timing.wall, userSeconds: timing.user, systemSeconds: timing.system)
      )
    }
    return Prepared(
      processRuns: timings,
      verified: "\(files ?? 0) files a run, \(inMemory ? "in memory" : "on disk")")
  }
}
