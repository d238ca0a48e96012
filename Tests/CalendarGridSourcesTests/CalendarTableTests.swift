import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridSources

/// The month tables' own invariants: months tile, years hold 12 or 13 months in order, leap
/// months are addressed and walked in order, input numbering, chunks outside the window, typed
/// errors, concurrency, and names. Each test runs once per data source of the build.
@Suite("Calendar month tables")
struct CalendarTableTests {
  static let tableCalendars = CalendarIdentifier.allCases.filter { !$0.isGregorianArithmetic }

  @Test(
    "Months tile and years are numbered in order",
    arguments: tableCalendars, CalendarDataSource.allAvailable)
  func invariants(_ identifier: CalendarIdentifier, _ source: CalendarDataSource) throws {
    let tables = try MonthTableRegistry.shared.tables(for: identifier, source: source)
    let window = tables.window
    #expect(MonthTable.bytesPerMonth == 24)
    for index in window.entries.indices.dropFirst() {
      let previous = window.month(at: index - 1)
      let month = window.month(at: index)
      #expect(month.firstDay == previous.lastDay.advanced(by: 1))
      if month.ordinal == 1 {
        #expect(previous.ordinal == previous.monthsInYear)
        #expect(month.year == previous.year + 1)
      } else {
        #expect(month.ordinal == previous.ordinal + 1 && month.year == previous.year)
      }
      #expect((12...13).contains(month.monthsInYear))
    }
  }

  @Test(
    "Input numbering: the year of a known day in each calendar",
    arguments: CalendarDataSource.allAvailable)
  func inputYears(_ source: CalendarDataSource) throws {
    let day = try Day(iso8601: "2024-03-05")
    let expected: [CalendarIdentifier: (year: Int, month: Int)] = [
      .buddhist: (2567, 3), .japanese: (2024, 3), .roc: (113, 3), .chinese: (2024, 1),
      .dangi: (2024, 1), .vietnamese: (2024, 1), .hebrew: (5784, 6), .islamicUmmAlQura: (1445, 8),
      .persian: (1402, 12),
      .indian: (1945, 12), .coptic: (1740, 6), .ethiopic: (2016, 6),
      .ethiopicAmeteAlem: (7516, 6),
    ]
    for (identifier, numbering) in expected {
      let calendar = try GridCalendar(identifier, locale: GridLocale("en_US", source: source))
      let month = try calendar.month(containing: day)
      #expect(Int(month.year) == numbering.year && month.month == numbering.month, "\(identifier)")
    }
    let roc = try GridCalendar(.roc, locale: GridLocale("zh_TW", source: source))
    #expect(try roc.month(containing: Day(iso8601: "1911-06-01")).year == 0)
    #expect(try roc.month(year: -1, month: 6).firstDay == Day(iso8601: "1910-06-01"))
  }

  @Test(
    "Dangi leap month 4 of 2020 and Hebrew Adar I and II of 5784",
    arguments: KoreanConfiguration.available)
  func leapMonths(_ configuration: KoreanConfiguration) throws {
    try configuration.run { source in try leapMonths(source: source) }
  }

  func leapMonths(source: CalendarDataSource) throws {
    let dangi = try GridCalendar(.dangi, locale: GridLocale("ko_KR", source: source))
    let leap = try dangi.month(year: 2020, month: 4, isLeapMonth: true)
    #expect(leap.firstDay == (try Day(iso8601: "2020-05-23")) && leap.isLeapMonth)
    #expect(leap.ordinal == 5 && leap.monthsInYear == 13)
    #expect(try dangi.month(before: leap) == dangi.month(year: 2020, month: 4))
    #expect(try dangi.month(after: leap) == dangi.month(year: 2020, month: 5))
    #expect(throws: CalendarGridError.self) {
      try dangi.month(year: 2021, month: 4, isLeapMonth: true)
    }
    let names = try CalendarNames(for: dangi)
    #expect(names.title(for: leap).contains("윤4월"), "\(names.title(for: leap))")

    let hebrew = try GridCalendar(.hebrew, locale: GridLocale("he_IL", source: source))
    let adarI = try hebrew.month(year: 5784, month: 6)
    #expect(adarI.firstDay == (try Day(iso8601: "2024-02-10")) && adarI.length == 30)
    let adarII = try hebrew.month(after: adarI)
    #expect(adarII.month == 7 && adarII.ordinal == 7 && adarII.monthsInYear == 13)
    #expect(throws: CalendarGridError.self) { try hebrew.month(year: 5785, month: 6) }
    #expect(try hebrew.months(inYearOf: adarI).map(\.month) == Array(1...13))
    #expect(try hebrew.month(year: 5785, month: 7).ordinal == 6)
    #expect(try hebrew.month(adarI, offsetBy: 13) == hebrew.month(year: 5785, month: 7))
  }

  @Test(
    "Chunks outside the window agree with the window where they overlap",
    arguments: CalendarDataSource.allAvailable)
  func chunks(_ source: CalendarDataSource) throws {
    let tables = try MonthTableRegistry.shared.tables(for: .chinese, source: source)
    let before = tables.window.firstDay.advanced(by: -1)
    let chunk = try tables.table(containing: before)
    #expect(chunk !== tables.window)
    // A table holds its first day and the day before its end, and neither day around it.
    for table in [tables.window, chunk] {
      #expect(table.contains(table.firstDay) && table.contains(table.endDay.advanced(by: -1)))
      #expect(!table.contains(table.firstDay.advanced(by: -1)) && !table.contains(table.endDay))
    }
    // The chunk's months that the window also holds are identical.
    let months = TableMonthSource(tables: tables)
    var month = try months.month(containing: before)
    for _ in 0..<24 {
      month = try months.month(after: month)
      if tables.window.contains(month.firstDay) && chunk.contains(month.firstDay) {
        #expect(chunk.month(at: chunk.index(containing: month.firstDay)) == month)
      }
    }
    #expect(tables.chunkCount <= MonthTables.maximumChunks)
    let far = try months.month(year: 5000, month: 1, isLeapMonth: false)
    #expect(far.year == 5000 && far.ordinal == 1)
  }

  @Test(
    "October 1582 skips ten day numbers in the Gregorian-based table calendars, as Foundation's",
    arguments: [
      (CalendarIdentifier.buddhist, Foundation.Calendar.Identifier.buddhist),
      (.japanese, .japanese), (.roc, .republicOfChina),
    ])
  func reformMonthDayNumbers(
    identifier: CalendarIdentifier, foundation: Foundation.Calendar.Identifier
  ) throws {
    let reference = Reference.calendar(foundation)
    let calendar = try GridCalendar(identifier, locale: GridLocale("en_US"))
    // 1582-10-15, the first Gregorian day: its month's numbers run 1-4 then 15-31.
    let month = try calendar.month(containing: Day(daysSince1970: -141_427))
    #expect(month.length == 21)
    let grid = calendar.grid(for: month)
    for cell in grid where cell.isInMonth {
      let expected = reference.component(.day, from: Reference.date(cell.day))
      #expect(cell.dayOfMonth == expected, "\(identifier) \(cell.day)")
    }
  }

  @Test("Bad input gets typed errors", arguments: CalendarDataSource.allAvailable)
  func errors(_ source: CalendarDataSource) throws {
    let hebrew = try GridCalendar(.hebrew, locale: GridLocale("en_US", source: source))
    #expect(throws: CalendarGridError.self) { try hebrew.month(year: 5784, month: 14) }
    #expect(throws: CalendarGridError.self) { try hebrew.month(year: 5784, month: 0) }
    #expect(throws: CalendarGridError.self) { try hebrew.month(year: 99_999, month: 1) }
    #expect(throws: CalendarGridError.self) {
      try hebrew.month(containing: Day(daysSince1970: 2_000_000_000))
    }
    #expect(throws: CalendarGridError.self) { try MonthTables.setWindow(0...100) }
    #expect(throws: CalendarGridError.self) { try MonthTables.setWindow(1000...3000) }
    let persian = try GridCalendar(.persian, locale: GridLocale("fa_IR", source: source))
    #expect(throws: CalendarGridError.self) { try persian.month(year: 1402, month: 13) }
    #expect(throws: CalendarGridError.self) {
      try persian.month(year: 1402, month: 3, isLeapMonth: true)
    }
  }

  @Test(
    "Locale keywords and defaults choose the calendar", arguments: CalendarDataSource.allAvailable)
  func localeCalendars(_ source: CalendarDataSource) throws {
    #expect(
      try GridCalendar(locale: GridLocale("ko_KR@calendar=dangi", source: source)).identifier
        == .dangi)
    #expect(
      try GridCalendar(locale: GridLocale("he-IL-u-ca-hebrew", source: source)).identifier
        == .hebrew)
    #expect(try GridCalendar(locale: GridLocale("th_TH", source: source)).identifier == .buddhist)
    #expect(try GridCalendar(locale: GridLocale("fa_IR", source: source)).identifier == .persian)
    #expect(throws: DataSourceError.core(.unknownCalendar("lunar"))) {
      try GridCalendar(calendar: "lunar", locale: "en_US")
    }
  }

  @Test("Many tasks share one registry safely", arguments: CalendarDataSource.allAvailable)
  func concurrency(_ source: CalendarDataSource) async throws {
    let far = try Day(iso8601: "2600-01-01")
    @Sendable func nextMonthStart(_ index: Int, _ tables: MonthTableRegistry) throws -> Day {
      let identifier = CalendarTableTests.tableCalendars[
        index % CalendarTableTests.tableCalendars.count]
      let calendar = try GridCalendar(
        identifier, locale: GridLocale("en_US", source: source), tables: tables)
      // Outside the window too, so chunks are filled concurrently.
      return try calendar.month(after: calendar.month(containing: far)).firstDay
    }
    // What one task alone gets, from its own cold registry.
    let alone = MonthTableRegistry(window: 2000...2030)
    let expected = try (0..<32).map { try nextMonthStart($0, alone) }
    let cold = MonthTableRegistry(window: 2000...2030)
    let results = try await withThrowingTaskGroup(of: (Int, Day).self) { group in
      for index in 0..<32 {
        group.addTask { (index, try nextMonthStart(index, cold)) }
      }
      return try await group.reduce(into: [Int: Day]()) { $0[$1.0] = $1.1 }
    }
    #expect(results.count == 32)
    for index in 0..<32 {
      #expect(results[index] == expected[index], "task \(index)")
      // The month after the one containing the day starts after it, within 60 days.
      let start = try #require(results[index])
      #expect(start > far && far.distance(to: start) <= 60, "task \(index): \(start)")
    }
    #expect(Set(cold.filledCalendars).count == Set(CalendarTableTests.tableCalendars).count)
  }

  @Test("Titles, names and spoken labels", arguments: KoreanConfiguration.available)
  func names(_ configuration: KoreanConfiguration) throws {
    try configuration.run { source in try names(source: source) }
  }

  func names(source: CalendarDataSource) throws {
    let hebrew = try GridCalendar(.hebrew, locale: GridLocale("he_IL", source: source))
    let hebrewNames = try CalendarNames(for: hebrew)
    #expect(hebrewNames.title(for: try hebrew.month(year: 5784, month: 6)).contains("אדר א׳"))
    #expect(hebrewNames.title(for: try hebrew.month(year: 5806, month: 3)).contains("כסלו"))
    let dangi = try GridCalendar(.dangi, locale: GridLocale("ko_KR", source: source))
    let dangiNames = try CalendarNames(for: dangi)
    #expect(dangiNames.title(for: try dangi.month(year: 2017, month: 2)).contains("2월"))
    let chinese = try GridCalendar(.chinese, locale: GridLocale("zh_CN", source: source))
    #expect(
      try CalendarNames(for: chinese).title(for: chinese.month(year: 2027, month: 1)).contains("正月")
    )
    let islamic = try GridCalendar(.islamicUmmAlQura, locale: GridLocale("ar_SA", source: source))
    let islamicNames = try CalendarNames(for: islamic)
    #expect(islamicNames.title(for: try islamic.month(year: 1445, month: 9)).contains("رمضان"))
    #expect(islamicNames.number(1445) == "١٤٤٥")
    let english = try CalendarNames(
      locale: GridLocale("en_US", source: source), calendar: .gregorian)
    let label = english.spokenLabel(
      for: try Day(iso8601: "2024-03-11"), isToday: true, isSelected: true,
      alternate: "1 Ramadan 1445")
    #expect(label == "Monday, March 11, 2024, today, selected, 1 Ramadan 1445")
    let korean = try CalendarNames(
      locale: GridLocale("ko_KR", source: source), calendar: .gregorian)
    #expect(korean.spokenLabel(for: try Day(iso8601: "2024-03-11"), isToday: true).hasSuffix("오늘"))
    #expect(english.weekdaySymbols(.wide, startingAt: .monday).first == "Monday")
    #expect(hebrewNames.eraNames.count >= 1)
  }
}

@Suite("Grids around months shorter than a week")
struct ShortMonthGridTests {
  @Test(
    "Coptic and Ethiopic grids number the cells two months away, against Foundation",
    arguments: [CalendarIdentifier.coptic, .ethiopic])
  func epagomenalNeighbours(identifier: CalendarIdentifier) throws {
    let foundationIdentifier: Foundation.Calendar.Identifier =
      identifier == .coptic ? .coptic : .ethiopicAmeteMihret
    var reference = Foundation.Calendar(identifier: foundationIdentifier)
    reference.timeZone = TimeZone(identifier: "GMT")!
    for firstWeekday in Weekday.allCases {
      let calendar = try GridCalendar(
        identifier, locale: GridLocale("en_US"), firstWeekday: firstWeekday)
      var month = try calendar.month(containing: Day(year: 2020, month: 1, day: 1))
      for _ in 0..<40 {
        let grid = calendar.grid(for: month, rows: .fixed)
        var compact = CompactGridCells()
        grid.writeCells(into: &compact)
        for (index, cell) in grid.enumerated() {
          let date = Date(timeIntervalSince1970: Double(cell.day.daysSince1970) * 86_400)
          let expected = reference.component(.day, from: date)
          if cell.dayOfMonth != expected || Int(compact.dayNumbers[index]) != expected {
            Issue.record(
              "\(identifier) \(month.year)-\(month.month) cell \(index): \(cell.dayOfMonth), compact \(compact.dayNumbers[index]), Foundation \(expected)"
            )
          }
        }
        month = try calendar.month(after: month)
      }
    }
  }

  @Test(
    "A day number at any offset returns, far outside a grid's days too",
    arguments: [CalendarIdentifier.gregorian, .coptic, .buddhist])
  func dayNumberAtAnyOffset(identifier: CalendarIdentifier) throws {
    let calendar = try GridCalendar(identifier, locale: GridLocale("en_US"))
    // Around the 1582 reform in the Gregorian-based calendars; a Coptic year's 13th month.
    var month = try calendar.month(containing: Day(daysSince1970: -141_500))
    if identifier == .coptic {
      month = try calendar.month(containing: Day(year: 2020, month: 9, day: 1))
    }
    for _ in 0..<4 {
      // Offsets are clamped before any sum, so none overflows (a trap would end the run).
      #expect(month.dayNumber(atOffset: .max) == month.dayNumber(atOffset: 128))
      #expect(month.dayNumber(atOffset: .min) == month.dayNumber(atOffset: -64))
      #expect(month.dayNumber(atOffset: 0) == 1)
      month = try calendar.month(after: month)
    }
  }
}
