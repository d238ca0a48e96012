import CalendarGrid
import Foundation

/// What users live, through the API as an app and the tool use it: a calendar screen's page,
/// paging through two years of them, filling a date picker's columns, the tool's bulk grid and
/// its one-year dump of every locale and calendar. The redesign is judged by these, in paired
/// runs of the old and the new binary, so each keeps its name and its unit.
///
/// The screen is a Korean one: Gregorian pages in `ko_KR` with Korean public holidays, the
/// Chinese lunar date under each day (Foundation's `DateFormatter` on Linux does not format in
/// the Dangi calendar, so the Foundation screen and the engine both use the Chinese one), two
/// selectable-day rules (the weekend disabled, a booking window) and a selected day.
enum UserScenarios {
  /// The screen scenarios' group: Gregorian pages with Chinese lunar subtitles. Their baselines
  /// are the Foundation screens of ``FoundationScreenBaseline``, not the grid baselines.
  static let screenCalendar = "gregorian+chinese"

  /// The pairs timed in alternating samples: the engine's scenario, then its baseline (whose
  /// ratio, baseline over engine, is how many times faster the engine is).
  static let pairs: [(engine: String, baseline: String)] = [
    ("user/screen-page/\(screenCalendar)/ko_KR", "baseline/screen-page/\(screenCalendar)/ko_KR"),
    ("user/paging-24/\(screenCalendar)/ko_KR", "baseline/paging-24/\(screenCalendar)/ko_KR"),
    ("user/bulk-grid/gregorian/ko_KR", "baseline/(a)/gregorian/ko_KR"),
  ]

  static func register() -> [Scenario] {
    var list = [
      Scenario(
        subsystem: "user", name: "screen-page", calendar: screenCalendar, locale: "ko_KR",
        role: .engine,
        summary: "state.page(for:) with holidays, lunar, 2 rules, a selection; every cell read"
      ) { context in
        let screen = try EngineScreen(ScreenSpec(context))
        return Prepared(
          workload: screen.pagesWorkload(), verified: "checked by its baseline (s)")
      },
      Scenario(
        subsystem: "user", name: "paging-24", calendar: screenCalendar, locale: "ko_KR",
        role: .engine, summary: "the same screen: moveForward() x24, each page's cells read"
      ) { context in
        let screen = try EngineScreen(ScreenSpec(context))
        return Prepared(
          workload: screen.pagingWorkload(), verified: "checked by its baseline (s)")
      },
      Scenario(
        subsystem: "user", name: "bulk-grid", calendar: "gregorian", locale: "ko_KR",
        role: .engine, summary: "the tool's path: grid(for:) + writeCells(into:) + read"
      ) { context in
        let producer = try EngineBulkProducer(
          context: context, calendar: .gregorian, locale: "ko_KR", rows: .variable,
          count: context.months)
        try verify(
          producer.collect(), against: context.reference(calendar: .gregorian, locale: "ko_KR"),
          what: "the bulk grid")
        return Prepared(workload: producer.workload(), verified: "equal to the engine reference")
      },
    ]
    for calendar in [CalendarIdentifier.gregorian, .dangi] {
      list.append(
        Scenario(
          subsystem: "user", name: "picker-columns", calendar: calendar.rawValue, locale: "ko_KR",
          role: .engine,
          summary: "DatePickerModel: a year, month or day chosen, then all 3 columns read",
          keepsGroupBaselines: false
        ) { _ in
          let picker = try PickerColumns(calendar)
          let checked = try picker.verify()
          return Prepared(workload: picker.workload(), verified: checked)
        })
    }
    list.append(
      Scenario(
        subsystem: "user", name: "dump-year", calendar: "all", locale: "all-locales",
        role: .engine,
        summary: "calgrid dump --all-locales --all-calendars --year 2024 --format text",
        keepsGroupBaselines: false
      ) { context in
        try DumpYear.run(runs: context.quick ? 1 : 2)
      })
    return list + FoundationScreenBaseline.register()
  }

  /// The issue's targets for the user scenarios, from the paired samples where they were taken.
  static func targets(_ rows: [RowResult], paired: [PairedMeasurement]) -> [TargetReport] {
    func comparison(_ index: Int) -> (figure: String, times: Double?) {
      let (engine, baseline) = pairs[index]
      return figure(rows, paired: paired, engine: engine, baseline: baseline)
    }
    let page = comparison(0)
    let paging = comparison(1)
    let bulk = comparison(2)
    return [
      TargetReport(
        target: "screen page (user/screen-page) >= 100x faster than the Foundation screen",
        figure: page.figure, met: page.times.map { $0 >= 100 }),
      TargetReport(
        target: "paging 24 pages (user/paging-24) against the Foundation screen's paging",
        figure: paging.figure, met: nil),
      TargetReport(
        target: "bare bulk grid (user/bulk-grid) >= 1,000x faster than baseline (a)",
        figure: bulk.figure, met: bulk.times.map { $0 >= 1_000 }),
    ]
  }

  /// How many times faster the engine's scenario is than its baseline: the median of the paired
  /// samples when they were taken, else the separate medians' ratio.
  static func figure(
    _ rows: [RowResult], paired: [PairedMeasurement], engine: String, baseline: String
  ) -> (figure: String, times: Double?) {
    func median(_ id: String) -> Double? {
      rows.first { $0.id == id && $0.status == .measured }?.measured?.statistics.median
    }
    let separate = median(engine).flatMap { engine in median(baseline).map { $0 / engine } }
    let separateText = separate.map { Report.format($0, digits: 0) + "x" } ?? "n/a"
    guard let pair = paired.first(where: { $0.base == engine && $0.compared == baseline }) else {
      return ("\(separateText) faster (separate medians)", separate)
    }
    let ratio = pair.ratio
    return (
      "\(Report.format(ratio.median, digits: 0))x faster in \(pair.ratios.count) paired samples "
        + "(\(Report.format(ratio.minimum, digits: 0))-\(Report.format(ratio.maximum, digits: 0))x); "
        + "separate medians \(separateText)",
      ratio.median
    )
  }

  /// The lines printed under the table: each user scenario beside its baseline, and the dump's
  /// wall and CPU seconds.
  static func section(_ report: RunReport) -> [String] {
    func row(_ id: String) -> RowResult? {
      report.rows.first { $0.id == id && $0.status == .measured }
    }
    func perUnit(_ row: RowResult?) -> String {
      guard let measured = row?.measured else { return "n/a" }
      return Report.time(measured.statistics.median) + "/\(measured.unit)"
    }
    var lines: [String] = []
    let measuredPairs = pairs.filter { row($0.engine) != nil }
    if !measuredPairs.isEmpty {
      lines.append(
        "User scenarios beside their baselines (this run; paired = alternating samples):")
      for (engine, baseline) in measuredPairs {
        let (figure, _) = figure(
          report.rows, paired: report.paired, engine: engine, baseline: baseline)
        lines.append(
          "  \(Report.pad(engine, 41)) \(Report.pad(perUnit(row(engine)), 14, right: true))"
            + "  vs \(Report.pad(baseline, 45)) \(Report.pad(perUnit(row(baseline)), 14, right: true))"
        )
        lines.append("      \(figure)")
      }
    }
    if let dump = report.rows.first(where: { $0.subsystem == "user" && $0.name == "dump-year" }),
      !dump.processRuns.isEmpty
    {
      let runs = dump.processRuns.map {
        String(
          format: "wall %.2f s, CPU %.2f s (user %.2f s, system %.2f s)", $0.wallSeconds,
          $0.userSeconds + $0.systemSeconds, $0.userSeconds, $0.systemSeconds)
      }
      lines.append(
        "user/dump-year (a fresh process per run, \(dump.verified ?? "")): "
          + runs.joined(separator: "; "))
    }
    return lines
  }
}
