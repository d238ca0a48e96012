import CalendarGrid
import CalgridCommand
import Foundation

/// `calgrid dump --format jsonl`: the whole command in-process (planning, names, grids, JSON
/// lines), its output written to /dev/null as the executable writes standard output. A unit is one grid (one
/// line); the target is 100,000 lines a second.
enum StreamScenarios {
  static func register() -> [Scenario] {
    [
      // The pipeline's case: a few locales over many months.
      scenario(
        "jsonl", calendars: "gregorian", locales: 4, from: "1950-01", to: "2049-12",
        summary: "calgrid dump --format jsonl: 4 locales x 1200 Gregorian months"),
      scenario(
        "jsonl-calendars", calendars: "gregorian,hebrew,persian,coptic", locales: 2,
        from: "2000-01", to: "2049-12",
        summary: "calgrid dump --format jsonl: 2 locales x 4 calendars x 600 months"),
      // Calendars whose months cost ICU tens of microseconds to name, over a long span: each
      // locale names the same months again, which stay named only if they all stay kept.
      scenario(
        "jsonl-lunar", calendars: "chinese,dangi,islamic-umalqura,islamic", locales: 2,
        from: "1950-01", to: "2049-12",
        summary: "calgrid dump --format jsonl: 2 locales x 4 lunar calendars x 1200 months"),
      // Many locales over few months: each locale's names cost ICU milliseconds to make.
      scenario(
        "jsonl-locales", calendars: "gregorian", locales: 20, from: "2000-01", to: "2019-12",
        summary: "calgrid dump --format jsonl: 20 locales x 240 Gregorian months"),
    ]
  }

  private static func scenario(
    _ name: String, calendars: String, locales count: Int, from: String, to: String,
    summary: String
  ) -> Scenario {
    Scenario(
      subsystem: "stream", name: name, calendar: calendars.contains(",") ? "mixed" : calendars,
      locale: "\(count)-locales", role: .engine, summary: summary
    ) { _ in
      let locales = try GridLocale.availableIdentifiers().filter { !$0.contains("_") }
        .prefix(count)
      let arguments = [
        "dump", "--locales", locales.joined(separator: ","), "--calendars", calendars,
        "--from", from, "--to", to, "--format", "jsonl", "--today", "2024-03-05",
      ]
      let environment = Calgrid.Environment(
        now: Date(timeIntervalSince1970: 1_709_596_800), timeZone: TimeZone(identifier: "GMT")!,
        isTerminal: false)
      let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
      guard null >= 0 else { throw Unavailable("cannot open /dev/null") }
      // One checked run, into text: every line is a grid object, one a month and job.
      var text = ""
      var errors = ""
      let status = Calgrid.run(arguments, environment: environment, output: &text, errors: &errors)
      let lines = text.split(separator: "\n")
      guard status == 0, errors.isEmpty, !lines.isEmpty,
        lines.allSatisfy({ line in
          ((try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any])?["weeks"]
            is [Any]
        })
      else {
        throw Mismatch(description: "\(name): status \(status), \(errors.prefix(200))")
      }
      let grids = lines.count
      let bytes = text.utf8.count
      return Prepared(
        workload: Workload(unitsPerPass: grids, unit: "grid") {
          // As the executable runs it: standard output's descriptor (here /dev/null).
          var output = DescriptorOutput(descriptor: null)
          var errors = ""
          let status = Calgrid.run(
            arguments, environment: environment, output: &output, errors: &errors)
          return UInt64(status) &+ (output.failure == nil ? 1 : 0) &+ UInt64(errors.utf8.count)
        },
        verified: "\(grids) lines, each a JSON grid object (\(bytes / grids) bytes a line)")
    }
  }
}
