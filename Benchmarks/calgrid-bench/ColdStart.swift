import CalendarGrid
import Foundation

/// Cold first use of each calendar, in a process of its own: a calendar's month table (and the
/// locale's data) is filled once per process, so a first use can only be timed in a fresh one.
///
/// `calgrid-bench --cold-report` runs this same executable as `calgrid-bench --cold CALENDAR` for
/// every calendar, several times each, and reports the median first use and its ratio to the
/// Gregorian calendar's. The child times, in-process, the first `GridLocale("ko_KR")`, the first
/// `GridCalendar` of the calendar, the month containing 2024-03-01 and its grid: what an app's
/// first screen does. Process start-up is not timed (it is the same for every calendar).
enum ColdStart {
  /// Times one first use in this process and returns nanoseconds.
  static func firstUse(of name: String, source: CalendarDataSource) throws -> Int64 {
    let identifier = try CalendarIdentifier(parsing: name)
    let clock = ContinuousClock()
    let started = clock.now
    let locale = try GridLocale("ko_KR", source: source)
    let calendar = try GridCalendar(identifier, locale: locale)
    let month = try calendar.month(containing: Day(year: 2024, month: 3, day: 1))
    let grid = calendar.grid(for: month)
    let elapsed = clock.now - started
    // The grid is used, so the work cannot be dropped.
    guard grid.rowCount > 0 else { throw ColdStartError("an empty grid for \(name)") }
    let (seconds, attoseconds) = elapsed.components
    return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
  }

  /// One row of the report.
  struct Row {
    var calendar: String
    var medianNanoseconds: Int64
    var samples: [Int64]
  }

  /// Runs `--cold` children for every calendar and prints the report; returns false when a child
  /// failed.
  static func report(source: CalendarDataSource, runs: Int) -> Bool {
    guard let executable = Bundle.main.executableURL else {
      FileHandle.standardError.write(Data("calgrid-bench: error: no executable path\n".utf8))
      return false
    }
    var rows: [Row] = []
    var failed = false
    for identifier in CalendarIdentifier.allCases {
      var samples: [Int64] = []
      for _ in 0..<runs {
        switch child(executable, identifier.rawValue, source: source) {
        case .success(let nanoseconds): samples.append(nanoseconds)
        case .failure(let error):
          FileHandle.standardError.write(
            Data("calgrid-bench: error: --cold \(identifier.rawValue): \(error.message)\n".utf8))
          failed = true
        }
      }
      guard !samples.isEmpty else { continue }
      let sorted = samples.sorted()
      rows.append(
        Row(
          calendar: identifier.rawValue, medianNanoseconds: sorted[sorted.count / 2],
          samples: samples))
    }
    let gregorian = rows.first { $0.calendar == "gregorian" }?.medianNanoseconds ?? 0
    print(
      "Cold first use (\(source.rawValue) source, \(runs) fresh processes per calendar, median): "
        + "GridLocale(\"ko_KR\") + GridCalendar + month + grid")
    print(
      "\(Report.pad("calendar", 22)) \(Report.pad("first use", 11)) \(Report.pad("x gregorian", 12)) beyond gregorian"
    )
    for row in rows {
      let ratio = gregorian > 0 ? Double(row.medianNanoseconds) / Double(gregorian) : 0
      let beyond = Double(row.medianNanoseconds - gregorian) / 1e6
      print(
        "\(Report.pad(row.calendar, 22)) \(Report.pad(milliseconds(row.medianNanoseconds), 11)) "
          + "\(Report.pad(String(format: "%.2fx", ratio), 12)) \(String(format: "%+.2f ms", beyond))"
      )
    }
    return !failed
  }

  static func milliseconds(_ nanoseconds: Int64) -> String {
    String(format: "%.2f ms", Double(nanoseconds) / 1e6)
  }

  /// Runs `executable --cold NAME --source SOURCE` and reads the nanoseconds it prints.
  static func child(_ executable: URL, _ name: String, source: CalendarDataSource) -> Result<
    Int64, ColdStartError
  > {
    let process = Process()
    process.executableURL = executable
    process.arguments = ["--cold", name, "--source", source.rawValue]
    let output = Pipe()
    process.standardOutput = output
    do {
      try process.run()
    } catch {
      return .failure(ColdStartError("cannot start: \(error)"))
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard process.terminationStatus == 0, let nanoseconds = Int64(text) else {
      return .failure(
        ColdStartError("exit status \(process.terminationStatus), output '\(text.prefix(200))'"))
    }
    return .success(nanoseconds)
  }
}

struct ColdStartError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
