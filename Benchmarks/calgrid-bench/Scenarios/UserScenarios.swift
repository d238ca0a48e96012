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

/// What the screen scenarios show, the same for the engine and its Foundation screen.
struct ScreenSpec {
  let today: Day
  let selected: Day
  /// The booking window: the second selectable-day rule.
  let window: ClosedRange<Day>
  /// `user/screen-page`'s pages: the months of 2024.
  let pageMonths: (year: Int, first: Int, count: Int)
  /// `user/paging-24` pages forward this many times from today's month.
  let pagingSteps: Int
  /// The months checked page by page against Foundation before anything is timed: years in
  /// which the published lunar tables and Foundation's ICU agree, inside the holidays' years.
  let checkedYears: ClosedRange<Int>

  init(_ context: BenchContext) throws {
    today = context.today
    selected = context.selected
    window = try Day(year: 2024, month: 1, day: 15)...Day(year: 2025, month: 6, day: 30)
    pageMonths = (2024, 1, 12)
    pagingSteps = 24
    checkedYears = 2020...2030
  }
}

/// What a cell view draws of a cell besides its text.
struct ScreenCellFlags: OptionSet, Hashable {
  let rawValue: UInt8
  static let inMonth = ScreenCellFlags(rawValue: 1 << 0)
  static let today = ScreenCellFlags(rawValue: 1 << 1)
  static let weekend = ScreenCellFlags(rawValue: 1 << 2)
  static let selectable = ScreenCellFlags(rawValue: 1 << 3)
  static let selected = ScreenCellFlags(rawValue: 1 << 4)
}

/// Receives a screen's pages cell by cell, as a cell view reads them: the day, its number and
/// flags, then its holiday names and its lunar subtitle (and the kind of any other decoration).
protocol ScreenReader {
  mutating func cell(day: Day, dayNumber: Int, flags: ScreenCellFlags)
  mutating func holiday(_ name: String)
  mutating func subtitle(_ text: String)
  mutating func other(_ kind: String)
  mutating func endPage()
}

/// The timed reader: folds every cell and every text's length into one word per page.
struct ScreenChecksum: ScreenReader {
  var sum: UInt64 = 0
  var word: UInt64 = 0

  @inline(__always)
  mutating func cell(day: Day, dayNumber: Int, flags: ScreenCellFlags) {
    word =
      rotate(word, 7) ^ UInt64(UInt32(bitPattern: day.daysSince1970))
      ^ UInt64(truncatingIfNeeded: dayNumber) << 32 ^ UInt64(flags.rawValue) << 40
  }
  @inline(__always)
  mutating func holiday(_ name: String) { word &+= UInt64(name.utf8.count) &* 31 }
  @inline(__always)
  mutating func subtitle(_ text: String) { word &+= UInt64(text.utf8.count) << 48 }
  @inline(__always)
  mutating func other(_ kind: String) { word &+= UInt64(kind.utf8.count) << 56 }
  @inline(__always)
  mutating func endPage() {
    sum &+= word
    word = 0
  }
}

/// The verification reader: keeps every cell of every page.
struct ScreenCollector: ScreenReader {
  struct Cell: Equatable {
    var day: Day
    var dayNumber: Int
    var flags: ScreenCellFlags
    /// `holiday:` and `subtitle:` texts, in the order they were read.
    var texts: [String]
  }
  var pages: [[Cell]] = []
  var page: [Cell] = []

  mutating func cell(day: Day, dayNumber: Int, flags: ScreenCellFlags) {
    page.append(Cell(day: day, dayNumber: dayNumber, flags: flags, texts: []))
  }
  mutating func holiday(_ name: String) { page[page.count - 1].texts.append("holiday:" + name) }
  mutating func subtitle(_ text: String) { page[page.count - 1].texts.append("subtitle:" + text) }
  mutating func other(_ kind: String) { page[page.count - 1].texts.append(kind + ":") }
  mutating func endPage() {
    pages.append(page)
    page = []
  }
}

/// Compares two screens' pages, cell by cell.
func verifyScreen(
  _ mine: [[ScreenCollector.Cell]], against reference: [[ScreenCollector.Cell]], what: String
) throws(Mismatch) {
  guard mine.count == reference.count else {
    throw Mismatch(description: "\(what): \(mine.count) pages, the engine made \(reference.count)")
  }
  for (index, (page, expected)) in zip(mine, reference).enumerated() where page != expected {
    guard page.count == expected.count else {
      throw Mismatch(
        description:
          "\(what): page \(index) has \(page.count) cells, the engine's \(expected.count)"
      )
    }
    for (cell, theirs) in zip(page, expected) where cell != theirs {
      throw Mismatch(
        description:
          "\(what) differs from the engine on page \(index) at \(theirs.day): day \(cell.day) "
          + "number \(cell.dayNumber) flags \(cell.flags.rawValue) \(cell.texts) vs day "
          + "\(theirs.day) number \(theirs.dayNumber) flags \(theirs.flags.rawValue) \(theirs.texts)"
      )
    }
  }
}

/// The engine's screen: a `CalendarViewState` with the plugins an app gives it, made in setup.
struct EngineScreen {
  let spec: ScreenSpec
  let state: CalendarViewState
  let pageMonths: [CalendarMonth]

  init(_ spec: ScreenSpec) throws {
    self.spec = spec
    let locale = try GridLocale("ko_KR")
    let calendar = try GridCalendar(.gregorian, locale: locale)
    let lunar = try AlternateCalendarSubtitle(calendar: GridCalendar(.chinese, locale: locale))
    var state = try CalendarViewState(
      calendar: calendar, today: spec.today, selection: .single,
      plugins: DayPlugins(
        decorators: [try KoreanPublicHolidays(), lunar],
        rules: [
          DisabledWeekdays.weekend,
          AvailableDateRange(from: spec.window.lowerBound, until: spec.window.upperBound),
        ]))
    let (outcome, _) = state.tap(spec.selected)
    guard outcome == .selected else {
      throw Mismatch(description: "screen: the tap on \(spec.selected) gave \(outcome)")
    }
    self.state = state
    var month = try calendar.month(year: spec.pageMonths.year, month: spec.pageMonths.first)
    var months = [month]
    for _ in 1..<spec.pageMonths.count {
      month = try calendar.month(after: month)
      months.append(month)
    }
    pageMonths = months
  }

  /// Every cell of a page as a SwiftUI `ForEach(page.indices)` and its cell view read it: the
  /// cell, its day number and flags, and its decorations looked up by cell.
  @inline(__always)
  static func read<Reader: ScreenReader>(_ page: MonthGrid, into reader: inout Reader) {
    for index in page.indices {
      let cell = page[index]
      var flags: ScreenCellFlags = []
      if cell.isInMonth { flags.insert(.inMonth) }
      if cell.isToday { flags.insert(.today) }
      if cell.isWeekend { flags.insert(.weekend) }
      if cell.isSelectable { flags.insert(.selectable) }
      if cell.isSelected { flags.insert(.selected) }
      reader.cell(day: cell.id.day, dayNumber: cell.dayOfMonth, flags: flags)
      for decoration in page.decorations(for: cell) {
        switch decoration {
        case .holiday(let name, _): reader.holiday(name)
        case .subtitle(let text): reader.subtitle(text)
        default: reader.other(decoration.kind)
        }
      }
    }
    reader.endPage()
  }

  /// The pages of ``pageMonths``.
  @inline(__always)
  func pages<Reader: ScreenReader>(into reader: inout Reader) {
    for month in pageMonths { Self.read(state.page(for: month), into: &reader) }
  }

  /// Paging: a copy of the state moved forward ``ScreenSpec/pagingSteps`` times, each page read.
  @inline(__always)
  func paging<Reader: ScreenReader>(into reader: inout Reader) {
    var state = state
    for _ in 0..<spec.pagingSteps {
      state.moveForward()
      Self.read(state.grid, into: &reader)
    }
  }

  /// The pages of every month of ``ScreenSpec/checkedYears``.
  func checkedPages() throws -> [[ScreenCollector.Cell]] {
    var reader = ScreenCollector()
    var month = try state.calendar.month(year: spec.checkedYears.lowerBound, month: 1)
    while month.year <= spec.checkedYears.upperBound {
      Self.read(state.page(for: month), into: &reader)
      month = try state.calendar.month(after: month)
    }
    return reader.pages
  }

  func pagesWorkload() -> Workload {
    Workload(unitsPerPass: pageMonths.count, unit: "page") {
      var reader = ScreenChecksum()
      pages(into: &reader)
      return reader.sum
    }
  }

  func pagingWorkload() -> Workload {
    Workload(unitsPerPass: spec.pagingSteps, unit: "page") {
      var reader = ScreenChecksum()
      paging(into: &reader)
      return reader.sum
    }
  }
}

/// `DatePickerModel` as a picker UI drives it: the user chooses a year, a month or a day, and
/// the three columns are read again (every year, the chosen year's months with their names,
/// the chosen month's day numbers). A unit is one choice.
struct PickerColumns {
  enum Step {
    case year(Int, months: Int)
    case month(ordinal: Int)
    case day(Int)
  }

  let calendar: GridCalendar
  let picker: DatePickerModel
  let steps: [Step]

  init(_ identifier: CalendarIdentifier) throws {
    let calendar = try GridCalendar(identifier, locale: GridLocale("ko_KR"))
    self.calendar = calendar
    /// The calendar's year that holds the middle of a Gregorian year.
    func year(_ gregorian: Int) throws -> Int {
      try calendar.month(containing: Day(year: gregorian, month: 7, day: 1)).year
    }
    let start: Day
    let steps: [Step]
    switch identifier {
    case .gregorian:
      start = try Day(year: 2024, month: 1, day: 31)
      steps = [
        .month(ordinal: 2), .year(2023, months: 12), .day(14), .year(2020, months: 12),
        .month(ordinal: 12), .day(31), .year(1999, months: 12), .month(ordinal: 6),
      ]
    default:
      // Lunisolar years with a leap month (13 in the month column): 2020 (leap 4th month),
      // 2023 (leap 2nd), 2025 (leap 6th); 2024 has none.
      start = try Day(year: 2024, month: 3, day: 12)
      steps = [
        .year(try year(2020), months: 13), .month(ordinal: 5), .day(15),
        .year(try year(2023), months: 13), .month(ordinal: 3), .year(try year(2025), months: 13),
        .month(ordinal: 7), .day(1), .year(try year(2024), months: 12),
      ]
    }
    self.steps = steps
    picker = try DatePickerModel(
      calendar: calendar, years: year(1950)...year(2030), selecting: start)
  }

  static func apply(_ step: Step, to picker: inout DatePickerModel) throws(CalendarGridError) {
    switch step {
    case .year(let year, _): try picker.selectYear(year)
    case .month(let ordinal): try picker.selectMonth(ordinal: ordinal)
    case .day(let number): try picker.selectDay(number: number)
    }
  }

  /// The three columns, read whole as a picker draws them.
  @inline(__always)
  static func readColumns(_ picker: DatePickerModel) -> UInt64 {
    var word: UInt64 = 0
    for year in picker.years { word = rotate(word, 3) ^ UInt64(truncatingIfNeeded: year) }
    let names = picker.monthNames()
    for (month, name) in zip(picker.months, names) {
      word &+=
        UInt64(truncatingIfNeeded: month.ordinal) ^ UInt64(name.utf8.count) << 8
        ^ (month.isLeapMonth ? 1 << 20 : 0)
    }
    for number in picker.dayNumbers { word = rotate(word, 1) &+ UInt64(truncatingIfNeeded: number) }
    if let day = picker.day { word ^= UInt64(UInt32(bitPattern: day.daysSince1970)) << 24 }
    return word
  }

  func workload() -> Workload {
    Workload(unitsPerPass: steps.count, unit: "choice") {
      var picker = picker
      var sum: UInt64 = 0
      for step in steps {
        // Every step succeeded in `verify()`; a failure here would change the checksum.
        do { try Self.apply(step, to: &picker) } catch { return 0 }
        sum &+= Self.readColumns(picker)
      }
      return sum
    }
  }

  /// Runs the steps once and checks the columns after each: a year step shows the months it
  /// should (13 in a leap year, a leap month named with the locale's mark), every month has a
  /// name, and the day column is the chosen month's day numbers, holding the chosen day.
  func verify() throws -> String {
    var picker = picker
    for step in steps {
      try Self.apply(step, to: &picker)
      let names = picker.monthNames()
      guard let month = picker.month, let day = picker.day, names.count == picker.months.count,
        names.allSatisfy({ !$0.isEmpty }), picker.dayNumbers == Array(1...month.length),
        month.contains(day), picker.years.count == picker.yearRange.count
      else {
        throw Mismatch(description: "picker \(calendar.identifier.rawValue): columns after \(step)")
      }
      if case .year(_, let count) = step {
        let leap = zip(picker.months, names).filter { $0.0.isLeapMonth }
        guard picker.months.count == count, leap.count == count - 12,
          leap.allSatisfy({ $0.1.contains("윤") })
        else {
          throw Mismatch(
            description: "picker \(calendar.identifier.rawValue): \(names) after \(step)")
        }
      }
    }
    return "columns after each of \(steps.count) choices (13 months in leap years)"
  }
}

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
