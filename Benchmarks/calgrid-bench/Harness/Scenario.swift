import CalendarGrid

/// What a row of the results is, and so which ratios it gets.
enum Role: String, Codable {
  /// The engine; reported against the floor and its group's baselines.
  case engine
  /// (a) The iOS-tutorial way: `Calendar.date(from:)` per cell, `DateFormatter` string compares.
  case tutorialFoundation = "baseline-a"
  /// (b) Careful Foundation: one start date, `date(byAdding:)` per cell, `isDate(_:inSameDayAs:)`.
  case carefulFoundation = "baseline-b"
  /// (c) ICU directly: `ucal_add`/`ucal_get` per cell.
  case icuDirect = "baseline-c"
  /// (d) The floor: copying 42 ready cells in the compact layout.
  case floor = "floor-d"
  /// (s) A user screen written with Foundation: the baseline of the `user/` screen scenarios
  /// (units are pages, not grids).
  case foundationScreen = "baseline-screen"
  /// The cost of filling a month table (units are tables, not grids).
  case tableFill = "table-fill"
  /// Making what grids are built with, such as a plugin set (units are those, not grids).
  case setup

  var isBaseline: Bool {
    self == .tutorialFoundation || self == .carefulFoundation || self == .icuDirect
      || self == .foundationScreen
  }

  var shortName: String {
    switch self {
    case .engine: "engine"
    case .tutorialFoundation: "(a)"
    case .carefulFoundation: "(b)"
    case .icuDirect: "(c)"
    case .floor: "(d)"
    case .foundationScreen: "(s)"
    case .tableFill: "fill"
    case .setup: "setup"
    }
  }
}

/// A scenario that cannot run in this build, with the reason (usually the engine's own error,
/// e.g. a calendar another branch adds). Reported and skipped; never a failure.
struct Unavailable: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// A baseline or engine path whose cells differ from the engine's reference: the run fails.
struct Mismatch: Error, CustomStringConvertible {
  var description: String
}

/// A ready-to-time scenario: the workload, and what was checked before timing.
struct Prepared {
  var workload: Workload
  /// What the cells were checked against before timing (empty when nothing needed checking).
  var verified: String
  /// For a scenario whose unit is a whole process: its runs, made and timed (wall and CPU
  /// clocks) in setup, which are reported instead of samples of `workload`.
  var processRuns: [ProcessRun] = []

  init(workload: Workload, verified: String) {
    self.workload = workload
    self.verified = verified
  }

  /// A scenario timed as whole processes; its workload makes nothing (and is not counted).
  init(processRuns: [ProcessRun], verified: String) {
    self.workload = Workload(unitsPerPass: 1, unit: "run") { 0 }
    self.verified = verified
    self.processRuns = processRuns
  }
}

/// A named, registered workload. `prepare` does all setup outside the timed closure and checks
/// the cells; it throws ``Unavailable`` or ``Mismatch``.
struct Scenario {
  /// The subsystem whose file registers it (`gregorian`, `icu`, `decorated`, ...).
  var subsystem: String
  /// The scenario's name within the subsystem (`bare/variable`).
  var name: String
  /// The calendar and locale whose baselines the ratios use.
  var calendar: String
  var locale: String
  var role: Role
  /// One line saying what is timed.
  var summary: String
  /// Whether `--filter` keeps the baselines of its calendar and locale beside it: false for a
  /// scenario that none of them measures the same work as.
  var keepsGroupBaselines = true
  var prepare: (BenchContext) throws -> Prepared

  var id: String { "\(subsystem)/\(name)/\(calendar)/\(locale)" }
}

/// Settings and shared state for preparing scenarios.
final class BenchContext {
  let months: Int
  /// How many months of a baseline's run are checked against the engine, and how many timed.
  let verifiedMonths: Int
  let baselineMonths: Int
  let plan: SamplingPlan
  let quick: Bool
  /// The day marked as today and the selected day in every grid that has them.
  let today: Day
  let selected: Day
  /// Gregorian runs start at this month; other calendars at the month containing ``icuStart``.
  let gregorianStart: (year: Int, month: Int)
  let icuStart: Day
  /// Engine reference cells, per "calendar/locale", computed once.
  private var references: [String: [CompactGridCells]] = [:]
  /// The timings of the single-core bulk path, for the scaling factor.
  var singleCoreNanoseconds: [String: Double] = [:]

  init(quick: Bool, months: Int, plan: SamplingPlan) throws {
    self.quick = quick
    self.months = months
    // Quick runs check the first 240 grids of each baseline (ICU's Chinese calendar takes
    // milliseconds a grid) and time 24; full runs check all of them and time 240.
    self.verifiedMonths = quick ? min(months, 240) : months
    self.baselineMonths = quick ? min(months, 24) : min(months, 240)
    self.plan = plan
    today = try Day(year: 2024, month: 3, day: 5)
    selected = try Day(year: 2024, month: 3, day: 12)
    gregorianStart = (1950, 1)
    // The ICU calendars start in 1902: inside every published lunar table, and before the
    // years where system ICU 72 and the published tables disagree (2017, 2027, 2030, 2045).
    icuStart = try Day(year: 1902, month: 1, day: 1)
  }

  /// Where a calendar's runs start: ``icuStart``, except for the calendars whose published
  /// corrections make the engine differ from system ICU and Foundation early on (README:
  /// "Where CalendarGrid differs"), which start in their longest window without a difference.
  func start(for calendar: CalendarIdentifier) throws -> Day {
    switch calendar {
    // HKO vs ICU 72: 1953–55 and 1987; HKO vs Foundation: 1914–1920.
    case .chinese: try Day(year: 1956, month: 6, day: 1)
    // The published Umm al-Qura table vs ICU's: AH 1343–1419 and from 1451; the first grid is
    // Safar 1420 (from 1999-05-17), so even its leading days are past 1419.
    case .islamicUmmAlQura: try Day(year: 1999, month: 6, day: 1)
    default: icuStart
    }
  }

  /// How many grids of a calendar's baselines are checked: the run, cut to the window in which
  /// the engine and the baselines' calendars agree.
  func verifiedMonths(for calendar: CalendarIdentifier) -> Int {
    switch calendar {
    case .chinese: min(verifiedMonths, 360)  // 1956-06 through 1986
    case .islamicUmmAlQura: min(verifiedMonths, 360)  // AH 1420-02 through 1450
    default: verifiedMonths
    }
  }

  /// The engine's cells (variable rows, today and the selected day marked) for a calendar and
  /// locale: the reference every baseline is checked against.
  func reference(calendar: CalendarIdentifier, locale: String) throws -> [CompactGridCells] {
    let key = "\(calendar.rawValue)/\(locale)"
    if let cached = references[key] { return cached }
    let producer = try EngineBulkProducer(
      context: self, calendar: calendar, locale: locale, rows: .variable, count: months)
    let cells = producer.collect()
    references[key] = cells
    return cells
  }

  /// The engine's reference cells, or while the engine lacks the calendar, baseline (c)'s, with
  /// a label saying which.
  func referenceOrICU(calendar: CalendarIdentifier, locale: String) throws -> (
    [CompactGridCells], String
  ) {
    do {
      return (try reference(calendar: calendar, locale: locale), "engine")
    } catch is CalendarGridError, is DataSourceError {
      let key = "icu:\(calendar.rawValue)/\(locale)"
      if let cached = references[key] { return (cached, "baseline (c)") }
      let cells = try ICUDirectBaseline(
        calendar, locale: locale, start: start(for: calendar),
        count: verifiedMonths(for: calendar), today: today,
        selected: selected
      ).collect()
      references[key] = cells
      return (cells, "baseline (c)")
    }
  }
}

/// Compares a producer's grids with a reference, grid by grid and cell by cell.
func verify(
  _ produced: [CompactGridCells], against reference: [CompactGridCells], what: String,
  referenceName: String = "the engine"
) throws(Mismatch) {
  guard produced.count <= reference.count else {
    throw Mismatch(
      description: "\(what): \(produced.count) grids, reference has \(reference.count)")
  }
  for (index, (mine, theirs)) in zip(produced, reference).enumerated() where mine != theirs {
    var difference = "grid \(index) (reference first day \(theirs.firstDay))"
    if mine.firstDay != theirs.firstDay || mine.cellCount != theirs.cellCount {
      difference += ": first day \(mine.firstDay) with \(mine.cellCount) cells"
      difference += " vs \(theirs.firstDay) with \(theirs.cellCount)"
    } else if let cell = (0..<42).first(where: {
      mine.dayNumbers[$0] != theirs.dayNumbers[$0] || mine.flags(at: $0) != theirs.flags(at: $0)
    }) {
      difference +=
        ": cell \(cell) has day \(mine.dayNumbers[cell]) flags \(mine.flags(at: cell).rawValue)"
      difference += " vs day \(theirs.dayNumbers[cell]) flags \(theirs.flags(at: cell).rawValue)"
    }
    throw Mismatch(description: "\(what) differs from \(referenceName) at \(difference)")
  }
}
