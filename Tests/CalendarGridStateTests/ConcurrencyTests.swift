import CalendarGridHolidays
import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridSources
@testable import CalendarGridState

/// Many tasks building the same grids at once, from cold month tables: every calendar, chunks
/// outside the window, plugins with shared caches, selection, navigation, the picker and
/// names. Every task must get exactly what one task alone gets.
///
/// Cold tables come from a fresh ``MonthTableRegistry`` that the calendars are made with, so the
/// test does not depend on which suites ran before it in the process.
@Suite("Concurrency: many tasks, cold tables, identical results")
struct ConcurrencyTests {
  static let taskCount = 64
  /// Each task covers this many calendars, starting at its own: 6 (each calendar is built by 21
  /// or 22 tasks, 3 or 4 of them starting on it cold at once), every calendar with
  /// `CALGRID_EXHAUSTIVE=1`.
  static let calendarsPerTask = Reference.exhaustive ? calendars.count : 6
  static let calendars = CalendarIdentifier.allCases
  /// A small window keeps the cold fill cheap; the probes reach outside it into chunks.
  static let window = 2000...2030

  static let locales: [CalendarIdentifier: String] = [
    .gregorian: "en_US", .iso8601: "de_DE", .buddhist: "th_TH", .japanese: "ja_JP",
    .roc: "zh_TW", .chinese: "zh_CN", .dangi: "ko_KR", .vietnamese: "vi_VN", .hebrew: "he_IL",
    .islamic: "ar_EG", .islamicCivil: "ar_SA", .islamicTabular: "ar", .islamicUmmAlQura: "ar_SA",
    .islamicSaudi: "ar_SA", .persian: "fa_IR", .indian: "hi_IN", .coptic: "ar_EG",
    .ethiopic: "am_ET", .ethiopicAmeteAlem: "am_ET",
  ]

  /// Plugins shared by every task: their caches (Korean holiday years) start empty.
  struct Shared: Sendable {
    let holidays: HolidayCalendar
    let subtitle: AlternateCalendarSubtitle
    let names: [CalendarIdentifier: CalendarNames]
  }

  static func makeShared() throws -> Shared {
    let korean = try GridLocale("ko_KR")
    var names: [CalendarIdentifier: CalendarNames] = [:]
    for identifier in calendars {
      names[identifier] = try CalendarNames(
        locale: GridLocale(locales[identifier]!), calendar: identifier)
    }
    return Shared(
      holidays: try HolidayCalendar(country: "KR", language: "ko"),
      subtitle: try AlternateCalendarSubtitle(calendar: GridCalendar(.hebrew, locale: korean)),
      names: names)
  }

  static func describe(_ grid: MonthGrid) -> String {
    let weeks = (0..<grid.rowCount).map { grid.weekOfYear(row: $0) ?? 0 }
    let decorations = grid.indices.map { grid.decorations(at: $0).count }
    return
      "\(grid.month.firstDay) \(grid.month.length) \(grid.firstDay) \(grid.rowCount) "
      + "\(grid.selectableCells.rawValue) \(grid.selectedCells.rawValue) "
      + "\(grid.rangeStartCells.rawValue) \(grid.rangeMiddleCells.rawValue) "
      + "\(grid.rangeEndCells.rawValue) \(grid.decoratedCells.rawValue) \(weeks) \(decorations) "
      + grid.map { "\($0.dayOfMonth)" }.joined(separator: ",")
  }

  /// What one task computes for one calendar, as text to compare.
  static func workload(
    _ identifier: CalendarIdentifier, shared: Shared, tables: MonthTableRegistry
  ) throws -> [String] {
    let locale = try GridLocale(locales[identifier]!)
    let calendar = try GridCalendar(identifier, locale: locale, tables: tables)
    let days = calendar.source.supportedDays
    let today = try Day(year: 2024, month: 3, day: 5)
    let probes = try [
      today, Day(year: 1500, month: 6, day: 15), Day(year: 2600, month: 1, day: 1),
      Day(year: 8000, month: 6, day: 1), days.lowerBound, days.upperBound,
    ].filter { days.contains($0) }
    let own = try CalendarNames(for: calendar)
    let plugins = DayPlugins(
      decorators: [shared.holidays, shared.subtitle, EventDots([today, today.advanced(by: 3)])],
      rules: [NoDaysBeforeToday(), MonthsFromToday(3), DisabledWeekdays.weekend, shared.holidays])
    var result: [String] = []
    for probe in probes {
      let month = try calendar.month(containing: probe)
      var selection = Selection(.range)
      selection.select(probe)
      selection.select(probe.advanced(by: 10))
      let grid = calendar.grid(
        for: month, rows: .fixed, today: today, weekNumbers: true, plugins: plugins
      ).applyingSelection(selection)
      result.append(describe(grid))
      result.append(own.title(for: month))
      result.append(shared.names[identifier]!.title(for: month))
      result.append(shared.names[identifier]!.spokenLabel(for: probe, isToday: probe == today))
      if let next = try? calendar.month(after: month) {
        result.append("\(next.firstDay) \(next.month) \(next.isLeapMonth)")
      }
    }
    result += try calendar.yearGrids(containing: calendar.month(containing: today)).map(
      describe)
    var navigator = try MonthNavigator(
      calendar: calendar, today: today, bounds: .monthsAroundToday(before: 3, after: 3))
    for step in 0..<10 {
      if step < 5 { navigator.moveForward() } else { navigator.moveBackward() }
      result.append("\(navigator.visibleMonth.firstDay) \(navigator.canMoveForward)")
    }
    let year = Int(try calendar.month(containing: today).year)
    var picker = try DatePickerModel(
      calendar: calendar, years: (year - 5)...(year + 5), selecting: today)
    try picker.selectYear(year + 1)
    try picker.selectMonth(ordinal: 2)
    result.append("\(picker.day as Any) \(picker.months.count) \(picker.dayNumbers.count)")
    return result
  }

  @Test("64 tasks build every calendar's grids from cold tables and agree with one task")
  func manyTasks() async throws {
    let shared = try Self.makeShared()
    // The reference: one task, its own cold tables.
    let alone = MonthTableRegistry(window: Self.window)
    let reference = try Dictionary(
      uniqueKeysWithValues: Self.calendars.map {
        ($0, try Self.workload($0, shared: shared, tables: alone))
      })
    let cold = MonthTableRegistry(window: Self.window)
    #expect(cold.filledCalendars.isEmpty)
    let results = try await withThrowingTaskGroup(of: [CalendarIdentifier: [String]].self) {
      group in
      for task in 0..<Self.taskCount {
        group.addTask {
          // Each task starts at another calendar, so cold fills of different calendars and
          // of the same calendar overlap.
          var results: [CalendarIdentifier: [String]] = [:]
          for index in 0..<Self.calendarsPerTask {
            let identifier = Self.calendars[(task + index) % Self.calendars.count]
            results[identifier] = try Self.workload(identifier, shared: shared, tables: cold)
          }
          return results
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == Self.taskCount)
    #expect(Set(cold.filledCalendars).count == Self.calendars.count - 2)
    var builds = 0
    for result in results {
      for (identifier, value) in result {
        #expect(value == reference[identifier], "\(identifier)")
        builds += 1
      }
    }
    #expect(builds == Self.taskCount * Self.calendarsPerTask)
  }

  @Test("Chunks outside the window, filled and evicted by many tasks at once")
  func chunkChurn() async throws {
    let cold = MonthTableRegistry(window: Self.window)
    let identifiers: [CalendarIdentifier] = [.persian, .hebrew, .islamicCivil, .coptic]
    // More distinct chunks than a calendar keeps, so tasks evict each other's chunks.
    let starts = try stride(from: 1100, through: 9900, by: 400).map {
      try Day(year: $0, month: 3, day: 1)
    }
    @Sendable func months(_ calendar: GridCalendar) throws -> [Day] {
      try starts.map { try calendar.month(containing: $0).firstDay }
    }
    let alone = MonthTableRegistry(window: Self.window)
    let expected = try identifiers.map {
      try months(GridCalendar($0, locale: GridLocale("en_US"), tables: alone))
    }
    let results = try await withThrowingTaskGroup(of: (Int, [Day]).self) { group in
      for task in 0..<Self.taskCount {
        group.addTask {
          let index = task % identifiers.count
          let calendar = try GridCalendar(
            identifiers[index], locale: GridLocale("en_US"), tables: cold)
          return (index, try months(calendar))
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == Self.taskCount)
    for (index, days) in results { #expect(days == expected[index]) }
    let tables =
      try GridCalendar(.persian, locale: GridLocale("en_US"), tables: cold).source
      as? TableMonthSource
    #expect((tables?.tables.chunkCount ?? 99) <= MonthTables.maximumChunks)
  }
}
