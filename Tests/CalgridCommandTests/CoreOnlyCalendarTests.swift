import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridSources

/// Calendars made from week rules alone (`GridCalendar(_:weekRules:)`, CalendarGridCore with no
/// data source): their grids against Foundation's `Calendar`, against the calendars a locale's
/// data source makes, and their typed errors.
@Suite("Calendars from CalendarGridCore alone")
struct CoreOnlyCalendarTests {
  static let mondayFirst = WeekRules(
    validFirstWeekday: .monday, minimumDays: 4, weekend: [.saturday, .sunday])
  static let sundayFirst = WeekRules(
    validFirstWeekday: .sunday, minimumDays: 1, weekend: [.saturday, .sunday])

  /// Every Gregorian month of 1900–2100, Monday-first (ISO's four days) and Sunday-first (one
  /// day), against Foundation: the weekday of the first, the length, the leading days, the first
  /// cell and the week of the year of the first day.
  @Test(
    "Gregorian grids from week rules alone agree with Foundation, 1900–2100",
    arguments: [(mondayFirst, 2), (sundayFirst, 1)])
  func gregorianAgreesWithFoundation(rules: WeekRules, foundationFirstWeekday: Int) throws {
    let calendar = try GridCalendar(.gregorian, weekRules: rules)
    let foundation = Reference.calendar(
      .gregorian, firstWeekday: foundationFirstWeekday,
      minimumDays: rules.minimumDaysInFirstWeek)
    var failures = FailureLog()
    var months = 0
    for year in 1900...2100 {
      for number in 1...12 where !failures.isFull {
        months += 1
        let date = try #require(
          foundation.date(from: DateComponents(year: year, month: number, day: 1)))
        let weekday = foundation.component(.weekday, from: date)
        let length = try #require(foundation.range(of: .day, in: .month, for: date)).count
        let leading = (weekday - foundationFirstWeekday + 7) % 7
        let month = try calendar.month(year: year, month: number)
        let grid = calendar.grid(for: month, weekNumbers: true)
        let label = "\(year)-\(number)"
        failures.check(month.firstDay == Reference.day(date), "\(label): first \(month.firstDay)")
        failures.check(
          grid.firstDay.weekday.rawValue == foundationFirstWeekday,
          "\(label): the grid starts on \(grid.firstDay.weekday)")
        failures.check(month.length == length, "\(label): \(month.length) days, not \(length)")
        failures.check(
          grid.leadingDayCount == leading,
          "\(label): \(grid.leadingDayCount) leading, not \(leading)")
        failures.check(
          grid.firstDay == Reference.day(date).advanced(by: -leading),
          "\(label): first cell \(grid.firstDay)")
        failures.check(
          grid.rowCount == (leading + length + 6) / 7, "\(label): \(grid.rowCount) rows")
        let week = foundation.component(.weekOfYear, from: date)
        let ours = try calendar.weekOfYear(month.firstDay)
        failures.check(ours == week, "\(label): week \(ours), Foundation's \(week)")
      }
    }
    #expect(months == 201 * 12)
    failures.expectNone()
  }

  /// Twelve steps forward from each January of 1990–2030 land on the next January, and the
  /// offset by twelve is the same month (published: 2026-02 begins on a Sunday).
  @Test("Paging forward twelve months from week rules alone")
  func paging() throws {
    let calendar = try GridCalendar(.gregorian, weekRules: Self.mondayFirst)
    let february = try calendar.month(year: 2026, month: 2)
    #expect(february.firstDay == Day(literal: "2026-02-01"))
    #expect(calendar.grid(for: february).rowCount == 5)
    let sunday = try GridCalendar(.gregorian, weekRules: Self.sundayFirst)
    #expect(sunday.grid(for: february).rowCount == 4)
    for year in 1990...2030 {
      var month = try calendar.month(year: year, month: 1)
      let start = month
      for _ in 0..<12 { month = try calendar.month(after: month) }
      #expect(month.firstDay == (try Day(year: year + 1, month: 1, day: 1)))
      #expect(try calendar.month(start, offsetBy: 12) == month)
    }
  }

  /// Every calendar from week rules alone gives the months and grids (with week numbers) the
  /// data-source path gives for a locale with the same week rules, over the default window.
  @Test(
    "Calendars from week rules alone equal those of a locale with the same rules",
    arguments: CalendarIdentifier.allCases)
  func equalsDataSourcePath(identifier: CalendarIdentifier) throws {
    let locale = try GridLocale("de_DE")
    let fromLocale = try GridCalendar(identifier, locale: locale)
    let alone = try GridCalendar(identifier, weekRules: fromLocale.weekRules)
    #expect(try alone.weekRules == WeekRules(region: "DE"))
    #expect(alone.supportedYears == fromLocale.supportedYears)
    let first = try fromLocale.month(containing: Day(literal: "1900-01-01"))
    var expected = first
    var actual = try alone.month(containing: Day(literal: "1900-01-01"))
    var failures = FailureLog()
    // Coptic and Ethiopic have 13 months a year: 201 years hold about 2,610 months.
    var bound = LoopBound(2800, "months of \(identifier) 1900–2100")
    while expected.firstDay < Day(literal: "2100-12-01"), !failures.isFull, bound.next() {
      failures.check(actual == expected, "\(identifier): \(actual) is not \(expected)")
      failures.check(
        alone.grid(for: actual, weekNumbers: true)
          == fromLocale.grid(for: expected, weekNumbers: true),
        "\(identifier): the grids of \(expected) differ")
      expected = try fromLocale.month(after: expected)
      actual = try alone.month(after: actual)
    }
    failures.expectNone()
    #expect(bound.steps > 2400)
  }

  /// The months at both ends of every calendar's supported days, where a table fill reaches
  /// furthest: the core's tables alone cover them (nothing asks for a data source).
  @Test(
    "Every calendar's supported ends need no data source", arguments: CalendarIdentifier.allCases)
  func supportedEnds(identifier: CalendarIdentifier) throws {
    let calendar = try GridCalendar(identifier, weekRules: Self.mondayFirst)
    let days = calendar.source.supportedDays
    #expect(try calendar.month(containing: days.lowerBound).firstDay == days.lowerBound)
    #expect(try calendar.month(containing: days.upperBound).lastDay == days.upperBound)
    let years = calendar.supportedYears
    #expect(try calendar.month(year: years.lowerBound, month: 1).ordinal == 1)
    let last = try calendar.month(containing: days.upperBound)
    #expect(last.year == years.upperBound && last.ordinal == last.monthsInYear)
  }

  /// A calendar from week rules alone equals one made for the root locale with its rules, and
  /// its locale is the root locale as the default source reads it.
  @Test("A calendar from week rules alone has the root locale and the default source")
  func rootLocale() throws {
    let root = try GridLocale("root")
    #expect(GridLocale.root == root)
    // The root locale's rules are its likely region's (US, Sunday first).
    #expect(try root.weekRules == WeekRules(region: "US"))
    let alone = try GridCalendar(.gregorian, weekRules: root.weekRules)
    #expect(alone.locale == root)
    #expect(alone.dataSource == .default)
    #expect(alone == (try GridCalendar(.gregorian, locale: root)))
    // Other rules make another calendar.
    #expect(alone != (try GridCalendar(.gregorian, weekRules: Self.mondayFirst)))
  }

  /// A Chinese leap month from the core's shipped tables: 2023's leap second month, 2023-03-22
  /// through 2023-04-19, and Hebrew 5784's Adar I (Hong Kong Observatory; the Hebrew calendar's
  /// published 5784, a leap year beginning 2023-09-16).
  @Test("Lunisolar months from week rules alone match published dates")
  func publishedLeapMonths() throws {
    let chinese = try GridCalendar(.chinese, weekRules: Self.mondayFirst)
    let leap = try chinese.month(year: 2023, month: 2, isLeapMonth: true)
    #expect(leap.firstDay == Day(literal: "2023-03-22") && leap.length == 29)
    #expect(try chinese.months(inYearOf: leap).count == 13)
    let hebrew = try GridCalendar(.hebrew, weekRules: Self.sundayFirst)
    let tishri = try hebrew.month(year: 5784, month: 1)
    #expect(tishri.firstDay == Day(literal: "2023-09-16") && tishri.monthsInYear == 13)
    let adarI = try hebrew.month(year: 5784, month: 6)
    #expect(adarI.firstDay == Day(literal: "2024-02-10") && adarI.length == 30)
  }

  // MARK: Errors

  /// 1 and 7 are the edges of the allowed minimum days; each value beyond them throws the typed
  /// error naming it.
  @Test(
    "Week rules refuse minimum days outside 1...7",
    arguments: [0, 8, -1, 100, Int.min, Int.max])
  func invalidMinimumDays(value: Int) {
    #expect(
      throws: CalendarGridError.valueOutOfRange(
        name: "minimum days in the first week", value: value, allowed: 1...7)
    ) {
      try WeekRules(firstWeekday: .monday, minimumDaysInFirstWeek: value, weekend: [])
    }
  }

  @Test("Week rules keep what they are given, 1 through 7 days", arguments: 1...7)
  func validMinimumDays(value: Int) throws {
    let rules = try WeekRules(
      firstWeekday: .thursday, minimumDaysInFirstWeek: value, weekend: [.friday])
    #expect(rules.minimumDaysInFirstWeek == value)
    #expect(rules.firstWeekday == .thursday && rules.weekend == [.friday])
  }

  /// The months past the shipped tables are the one thing the core cannot give alone: the
  /// source filler of a calendar without a data source throws the typed error naming the
  /// calendar and the day, and the message says how to get a data source.
  @Test(
    "Months past the shipped tables throw the typed error", arguments: CalendarIdentifier.allCases)
  func noSourceFiller(identifier: CalendarIdentifier) {
    let day = Day(literal: "1000-01-01")
    let filler = MonthTableRegistry.sourceFiller(for: identifier, provider: nil)
    #expect(throws: CalendarGridError.monthsNeedDataSource(identifier, day: day)) {
      try filler.months(containing: day, count: 1)
    }
    let message = CalendarGridError.monthsNeedDataSource(identifier, day: day).description
    #expect(message.contains(identifier.rawValue) && message.contains("GridCalendar(_:locale:)"))
  }

  /// The core imports no Foundation (which would bring ICU along on Linux): only the C library,
  /// for the lock's mutex. CI checks the linked libraries of a client (`ldd`).
  @Test("CalendarGridCore imports only the C library")
  func coreImports() throws {
    let imported = Set(try ModuleLayoutTests.imports(of: "CalendarGridCore").map(\.module))
    #expect(imported.isSubset(of: ["Darwin", "Glibc", "Musl"]), "\(imported)")
  }

  // MARK: Documentation

  /// The "Using Core alone" snippet type-checks as a client of CalendarGridCore alone writes it:
  /// with its own `import CalendarGridCore` and nothing else (the suite that compiles every
  /// article adds the umbrella and Foundation).
  @Test("The article's Core-alone snippet compiles with CalendarGridCore alone")
  func coreAloneSnippet() throws {
    let article = DocumentationSnippetTests.packageRoot.appendingPathComponent(
      "Sources/CalendarGrid/CalendarGrid.docc/CalendarGridCore.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    let snippets = DocumentationSnippetTests.snippets(in: text, file: "CalendarGridCore.md")
    let snippet = try #require(snippets.first { $0.code.hasPrefix("import CalendarGridCore\n") })
    let imports = snippet.code.split(separator: "\n").filter { $0.hasPrefix("import ") }
    #expect(imports == ["import CalendarGridCore"])
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("calgrid-core-snippet-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let main = folder.appendingPathComponent("main.swift")
    try Data(snippet.code.utf8).write(to: main)
    let modules = DocumentationSnippetTests.buildFolder.appendingPathComponent("Modules")
    let result = try DocumentationSnippetTests.run(
      DocumentationSnippetTests.swiftc,
      ["-typecheck", "-swift-version", "6", "-I", modules.path, main.path])
    #expect(result.status == 0, "\(snippet) does not compile:\n\(result.output)")
  }
}

extension WeekRules {
  /// Rules the tests know to be valid, without `try` at every static.
  fileprivate init(validFirstWeekday: Weekday, minimumDays: Int, weekend: WeekdaySet) {
    do {
      try self.init(
        firstWeekday: validFirstWeekday, minimumDaysInFirstWeek: minimumDays, weekend: weekend)
    } catch {
      preconditionFailure("\(error)")
    }
  }
}

/// The core's lock on the C library's mutex (it replaced `NSLock` so that the core imports no
/// Foundation): exclusive access under contention, values and typed errors through `withLock`,
/// and mutexes destroyed cleanly.
@Suite("The core's pthread lock")
struct CoreLockTests {
  /// Four threads each read the value, sleep, and write it back plus one: without the mutex a
  /// thread that sleeps between its read and its write lets another write in between, and that
  /// increment is lost.
  @Test("Reads and writes of four threads under the lock are never interleaved")
  func contention() {
    let counter = Lock(0)
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<250 {
        counter.withLock { value in
          let read = value
          usleep(20)
          value = read + 1
        }
      }
    }
    #expect(counter.withLock { $0 } == 1000)
  }

  @Test("withLock returns the closure's value, keeps its changes and passes its typed error on")
  func valuesAndErrors() {
    let lock = Lock([1, 2])
    #expect(lock.withLock { $0.count } == 2)
    lock.withLock { $0.append(3) }
    #expect(lock.withLock { $0 } == [1, 2, 3])
    #expect(throws: CalendarGridError.emptyRange("3...1")) {
      try lock.withLock { (_: inout [Int]) throws(CalendarGridError) -> Int in
        throw .emptyRange("3...1")
      }
    }
    // The lock is free again after the throw.
    #expect(lock.withLock { $0.count } == 3)
  }

  @Test("Many locks are made and destroyed, each its own mutex")
  func lifetimes() {
    var total = 0
    for index in 0..<1000 {
      let lock = Lock(index)
      total += lock.withLock { $0 }
    }
    #expect(total == 999 * 1000 / 2)
  }
}
