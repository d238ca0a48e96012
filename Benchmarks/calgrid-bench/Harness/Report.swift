import Foundation

/// One row of the results.
struct RowResult: Codable {
  enum Status: String, Codable { case measured, unavailable, mismatch, failed }

  var id: String
  var subsystem: String
  var name: String
  var calendar: String
  var locale: String
  var role: Role
  var summary: String
  var status: Status
  var message: String?
  var verified: String?
  var measured: Measured?
  var ratios: Ratios?
  /// The runs of a scenario timed as whole processes, with their CPU times.
  var processRuns: [ProcessRun] = []
}

/// A row's median against the floor and its group's baselines.
struct Ratios: Codable {
  /// This row's time per grid divided by the floor's (1 is the floor itself; lower is better).
  var timesFloor: Double?
  /// How many times faster than baselines (a), (b) and (c) of the same calendar and locale.
  var fasterThanA: Double?
  var fasterThanB: Double?
  var fasterThanC: Double?
}

/// A target from the issue, with the figure from this run. Reported, never enforced.
struct TargetReport: Codable {
  var target: String
  var figure: String
  var met: Bool?
}

/// The whole run, as `--json` writes it.
struct RunReport: Codable {
  var tool = "calgrid-bench"
  var environment: RunEnvironment
  var quick: Bool
  var months: Int
  var baselineCheckedMonths: Int
  var baselineTimedMonths: Int
  var plan: SamplingPlan
  var rows: [RowResult]
  /// Ratios from alternating samples of two scenarios.
  var paired: [PairedMeasurement]
  var targets: [TargetReport]
  var failures: [String]
}

enum Report {
  /// Fills in every measured row's ratios.
  static func computeRatios(_ rows: inout [RowResult]) {
    func median(_ row: RowResult?) -> Double? {
      guard let row, row.status == .measured else { return nil }
      return row.measured?.statistics.median
    }
    let floor = median(rows.first { $0.role == .floor })
    // The floor and baselines (a)-(c) make grids: rows in other units (pages, picker choices,
    // process runs) are compared with their own baselines instead (`UserScenarios.pairs`).
    for index in rows.indices
    where rows[index].status == .measured && rows[index].role != .tableFill
      && rows[index].role != .setup && rows[index].measured?.unit == "grid"
    {
      let row = rows[index]
      guard let mine = median(row) else { continue }
      func baseline(_ role: Role) -> Double? {
        guard row.role != role else { return nil }
        return median(
          rows.first { $0.role == role && $0.calendar == row.calendar && $0.locale == row.locale }
        ).map { $0 / mine }
      }
      rows[index].ratios = Ratios(
        timesFloor: floor.map { mine / $0 }, fasterThanA: baseline(.tutorialFoundation),
        fasterThanB: baseline(.carefulFoundation), fasterThanC: baseline(.icuDirect))
    }
  }

  /// The issue's targets with this run's figures.
  static func targets(_ rows: [RowResult], paired: [PairedMeasurement]) -> [TargetReport] {
    func row(_ id: String) -> RowResult? { rows.first { $0.id == id && $0.status == .measured } }
    func median(_ id: String) -> Double? { row(id)?.measured?.statistics.median }
    var targets: [TargetReport] = []
    for locale in GregorianScenarios.locales {
      let bare = row("gregorian/bulk/variable/gregorian/\(locale)")
      let toFloor = bare?.ratios?.timesFloor
      targets.append(
        TargetReport(
          target: "Gregorian bare grid (bulk, variable, \(locale)) within 2x of the copy floor",
          figure: toFloor.map { format($0, digits: 2) + "x floor" } ?? "n/a",
          met: toFloor.map { $0 <= 2 }))
      let a = bare?.ratios?.fasterThanA
      let b = bare?.ratios?.fasterThanB
      targets.append(
        TargetReport(
          target: ">= 2,000x faster than baselines (a) and (b) (\(locale))",
          figure:
            "(a) \(a.map { format($0, digits: 0) } ?? "n/a")x, (b) \(b.map { format($0, digits: 0) } ?? "n/a")x",
          met: a.flatMap { a in b.map { a >= 2000 && $0 >= 2000 } }))
    }
    for family in ICUCalendarScenarios.families {
      let warm = median("icu/warm/variable/\(family.rawValue)/ko_KR")
      let gregorian = median("gregorian/bulk/variable/gregorian/ko_KR")
      let ratio = warm.flatMap { warm in gregorian.map { warm / $0 } }
      targets.append(
        TargetReport(
          target: "\(family.rawValue) warm within 1.5x of Gregorian (ko_KR)",
          figure: ratio.map { format($0, digits: 2) + "x Gregorian" } ?? "n/a (unavailable)",
          met: ratio.map { $0 <= 1.5 }))
    }
    let bare = median("gregorian/bulk/variable/gregorian/ko_KR")
    for name in ["plugins", "stand-in"] {
      let id = "decorated/\(name)/gregorian/ko_KR"
      let decorated = median(id)
      let ratio = decorated.flatMap { decorated in bare.map { decorated / $0 } }
      var figure = ratio.map { format($0, digits: 2) + "x bare" } ?? "n/a (unavailable)"
      var met = ratio.map { $0 <= 5 }
      // Alternating samples put both under the same load; their ratio decides when measured.
      if let pair = paired.first(where: { $0.compared == id }) {
        let statistics = pair.ratio
        figure =
          "\(format(statistics.median, digits: 2))x bare in \(pair.ratios.count) paired samples "
          + "(\(format(statistics.minimum, digits: 2))-\(format(statistics.maximum, digits: 2))x); "
          + "separate medians \(ratio.map { format($0, digits: 2) + "x" } ?? "n/a")"
        met = statistics.median <= 5
      }
      targets.append(
        TargetReport(
          target: "decorated (\(name)) within 5x of bare", figure: figure,
          met: name == "plugins" ? met : nil))
    }
    // Every cell of a bare grid read through the subscript (issue 17): as a ForEach and its
    // cell view read it (the issue's measure), and, stricter, every field of every cell.
    for (name, what, limit) in [
      ("foreach", "every cell read as a ForEach reads it", 3.0),
      ("cells", "every field of every cell read", 3.0),
    ] {
      let id = "gregorian/\(name)/variable/gregorian/ko_KR"
      let separate = median(id).flatMap { cells in bare.map { cells / $0 } }
      var figure = separate.map { format($0, digits: 2) + "x bare" } ?? "n/a (unavailable)"
      var met = separate.map { $0 <= limit }
      if let pair = paired.first(where: { $0.compared == id }) {
        let statistics = pair.ratio
        figure =
          "\(format(statistics.median, digits: 2))x bulk in \(pair.ratios.count) paired samples "
          + "(\(format(statistics.minimum, digits: 2))-\(format(statistics.maximum, digits: 2))x)"
        met = statistics.median <= limit
      }
      // The same reader over cells stored in setup: how much of the read is the reader's own.
      if name == "foreach",
        let floor = paired.first(where: {
          $0.compared == "gregorian/foreach-floor/variable/gregorian/ko_KR"
        })
      {
        figure +=
          "; the reader alone on stored cells \(format(floor.ratio.median, digits: 2))x bulk"
      }
      targets.append(
        TargetReport(
          target: "\(what) (\(name), variable, ko_KR) within 3x of the bulk path",
          figure: figure, met: met))
    }
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let one = median("all-cores/1-task/gregorian/ko_KR")
    let all = median("all-cores/\(cores)-tasks/gregorian/ko_KR")
    let scaling = one.flatMap { one in all.map { one / $0 } }
    targets.append(
      TargetReport(
        target: ">= 1.8x throughput on 2 cores (\(cores) cores here)",
        figure: scaling.map { format($0, digits: 2) + "x" } ?? "n/a",
        met: cores >= 2 ? scaling.map { $0 >= 1.8 } : nil))
    return targets + UserScenarios.targets(rows, paired: paired)
  }

  static func format(_ value: Double, digits: Int) -> String {
    String(format: "%.\(digits)f", value)
  }

  /// A time in nanoseconds with a sensible unit.
  static func time(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<10: format(nanoseconds, digits: 2) + " ns"
    case ..<1_000: format(nanoseconds, digits: 1) + " ns"
    case ..<1_000_000: format(nanoseconds / 1_000, digits: 2) + " us"
    default: format(nanoseconds / 1_000_000, digits: 2) + " ms"
    }
  }

  static func rate(_ perSecond: Double) -> String {
    switch perSecond {
    case 1e9...: format(perSecond / 1e9, digits: 2) + "G"
    case 1e6...: format(perSecond / 1e6, digits: 2) + "M"
    case 1e3...: format(perSecond / 1e3, digits: 1) + "k"
    default: format(perSecond, digits: 1)
    }
  }

  static func ratio(_ value: Double?) -> String {
    guard let value else { return "" }
    return value >= 100 ? format(value, digits: 0) + "x" : format(value, digits: 2) + "x"
  }

  static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let count = text.count
    guard count < width else { return text }
    let spaces = String(repeating: " ", count: width - count)
    return right ? spaces + text : text + spaces
  }

  /// The table printed on stdout.
  static func table(_ report: RunReport) -> String {
    let headers = [
      "scenario", "calendar", "locale", "who", "median/unit", "min", "p90", "MAD%", "units/s",
      "x floor", "vs (a)", "vs (b)", "vs (c)",
    ]
    let widths = [24, 17, 6, 6, 11, 10, 10, 5, 8, 8, 8, 8, 8]
    var lines: [String] = []
    lines.append(
      zip(headers, widths).enumerated().map { index, pair in
        pad(pair.0, pair.1, right: index >= 4)
      }.joined(separator: " "))
    lines.append(String(repeating: "-", count: widths.reduce(0, +) + widths.count - 1))
    for row in report.rows {
      let name = "\(row.subsystem)/\(row.name)"
      var cells = [name, row.calendar, row.locale, row.role.shortName]
      if let measured = row.measured, row.status == .measured {
        let stats = measured.statistics
        let unit = measured.unit == "grid" ? "" : "/\(measured.unit)"
        cells += [
          time(stats.median) + unit, time(stats.minimum), time(stats.p90),
          format(stats.median > 0 ? 100 * stats.mad / stats.median : 0, digits: 1),
          rate(stats.unitsPerSecond), ratio(row.ratios?.timesFloor),
          ratio(row.ratios?.fasterThanA), ratio(row.ratios?.fasterThanB),
          ratio(row.ratios?.fasterThanC),
        ]
        lines.append(
          zip(cells, widths).enumerated().map { index, pair in
            pad(pair.0, pair.1, right: index >= 4)
          }.joined(separator: " "))
      } else {
        let head = zip(cells, widths).map { pad($0, $1) }.joined(separator: " ")
        lines.append(head + " " + "\(row.status.rawValue): \(row.message ?? "")")
      }
    }
    lines.append("")
    lines.append("Targets (reported, not enforced):")
    for target in report.targets {
      let verdict = target.met.map { $0 ? "met" : "NOT met" } ?? "-"
      lines.append("  [\(pad(verdict, 7))] \(target.target): \(target.figure)")
    }
    let user = UserScenarios.section(report)
    if !user.isEmpty { lines += [""] + user }
    return lines.joined(separator: "\n")
  }
}
