import CalendarGridHolidays
import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridSources
@testable import CalendarGridState

/// The same user stories (grids, plugins, selection, the picker) run against every data source
/// this build has, and the sources' answers compared with each other: grids, plugins and the
/// selection model must not depend on which source filled a table.
@Suite("Grids, plugins and selection per data source")
struct SourceParityTests {
  @Test("Korean holidays, lunar subtitles and rules", arguments: KoreanConfiguration.available)
  func plugins(_ configuration: KoreanConfiguration) throws {
    try configuration.run { source in try plugins(source: source) }
  }

  func plugins(source: CalendarDataSource) throws {
    let locale = try GridLocale("ko_KR", source: source)
    let calendar = try GridCalendar(.gregorian, locale: locale)
    let holidays = try HolidayCalendar(country: "KR", language: "ko", source: source)
    let lunar = try AlternateCalendarSubtitle(calendar: GridCalendar(.dangi, locale: locale))
    let plugins = DayPlugins(
      decorators: [holidays, lunar], rules: [holidays, DisabledWeekdays.weekend])
    let grid = calendar.grid(
      for: try calendar.month(year: 2024, month: 2), rows: .fixed, plugins: plugins)
    let seollal = try #require(grid.index(of: day("2024-02-10")))
    #expect(
      Array(grid.decorations(at: seollal)) == [
        .holiday(HolidayMark(name: "설날", isDayOff: true, country: "KR", id: "KR:seollal")),
        .subtitle("1.1"),
      ])
    #expect(!grid[seollal].isSelectable)
    #expect(
      grid.decorations(at: try #require(grid.index(of: day("2024-02-12")))).first
        == .holiday(
          HolidayMark(
            name: "대체공휴일(설날)", isDayOff: true, country: "KR", id: "KR:seollal",
            observedFor: day("2024-02-11"))))
    // Not selectable: 12 weekend days, and the weekday holidays 02-09, 02-12 and 03-01.
    #expect(grid.filter(\.isSelectable).count == 42 - 12 - 3)
  }

  @Test(
    "A range across a month boundary and a Dangi leap-month picker",
    arguments: KoreanConfiguration.available)
  func selectionAndPicker(_ configuration: KoreanConfiguration) throws {
    try configuration.run { source in try selectionAndPicker(source: source) }
  }

  func selectionAndPicker(source: CalendarDataSource) throws {
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("en_US", source: source))
    var selection = Selection(.range)
    selection.select(day("2024-01-28"))
    selection.select(day("2024-02-03"))
    let january = calendar.grid(for: try calendar.month(year: 2024, month: 1), selection: selection)
    let february = calendar.grid(
      for: try calendar.month(year: 2024, month: 2), selection: selection)
    #expect(january.filter(\.isSelected).map(\.day).first == day("2024-01-28"))
    #expect(february.filter(\.isSelected).map(\.day).last == day("2024-02-03"))
    let dangi = try GridCalendar(.dangi, locale: GridLocale("ko_KR", source: source))
    let months = try dangi.months(inYearOf: dangi.month(year: 2020, month: 1))
    #expect(months.count == 13)
    #expect(
      months[4].isLeapMonth && months[4].month == 4 && months[4].firstDay == day("2020-05-23"))
  }

  #if ICU
    @Test("Both sources give the same grids, decorations included, in every table calendar")
    func sameGrids() throws {
      for identifier in CalendarIdentifier.allCases {
        var grids: [[MonthGrid]] = []
        for source in CalendarDataSource.allAvailable {
          let calendar = try GridCalendar(identifier, locale: GridLocale("ko_KR", source: source))
          var month = try calendar.month(containing: day("2024-01-01"))
          var list: [MonthGrid] = []
          for _ in 0..<26 {
            list.append(calendar.grid(for: month, rows: .fixed, today: day("2024-03-05")))
            month = try calendar.month(after: month)
          }
          grids.append(list)
        }
        #expect(grids.count == 2)
        // Grids compare cells and months (numbering included); names are not part of a grid.
        #expect(grids[0] == grids[1], "\(identifier)")
      }
    }
  #endif
}

#if ICU
  /// Names come from each source's own CLDR data (libicu 72: CLDR 42; Foundation's ICU: newer,
  /// with Apple's changes), so they may differ; every difference is listed here with the reason,
  /// and a new one fails.
  @Suite("Names per data source")
  struct NamesParityTests {
    static let cases: [(String, CalendarIdentifier)] = [
      ("ko_KR", .gregorian), ("ko_KR", .dangi), ("en_US", .gregorian), ("de_DE", .gregorian),
      ("fr_FR", .gregorian), ("ar_SA", .islamicUmmAlQura), ("he_IL", .hebrew), ("fa_IR", .persian),
      ("ja_JP", .japanese), ("th_TH", .buddhist), ("zh_TW", .roc), ("zh_CN", .chinese),
      ("ar_EG", .gregorian), ("hi_IN", .indian), ("root", .gregorian), ("und", .hebrew),
    ]

    /// Index 0–11: the titles of the twelve months from January 2024; 12–15: weekday symbols
    /// (wide, abbreviated, short, narrow); 16: the digits.
    static let expectedDifferences: [String: String] = {
      var list: [String: String] = [:]
      func add(_ prefix: String, _ indices: some Sequence<Int>, _ reason: String) {
        for index in indices { list["\(prefix) #\(index)"] = reason }
      }
      add(
        "ar_SA islamic-umalqura", 0...11, "the newer CLDR puts a comma after an Islamic month name")
      add(
        "ar_SA islamic-umalqura", 13...14,
        "the newer CLDR writes Arabic weekday names without the article and hamza")
      add(
        "ar_EG gregorian", 13...14,
        "the newer CLDR writes Arabic weekday names without the article and hamza")
      add(
        "he_IL hebrew", [5, 10],
        "the two CLDRs spell Sivan and Heshvan differently (סיון/סיוון, חשון/חשוון)")
      add(
        "hi_IN indian", 0...11, "the newer CLDR puts the Saka era after the month in Hindi titles")
      add("zh_CN chinese", [11], "Foundation's data names the 11th lunar month 冬月, libicu 72's 十一月")
      add("zh_TW roc", 0...11, "the two CLDRs differ in the space after 民國")
      return list
    }()

    @Test("Titles of 2024 and weekday symbols, ICU against Foundation")
    func names() throws {
      var differences: [String: String] = [:]
      for (identifier, calendarIdentifier) in Self.cases {
        var texts: [[String]] = []
        for source in CalendarDataSource.allAvailable {
          let locale = try GridLocale(identifier, source: source)
          let calendar = try GridCalendar(calendarIdentifier, locale: locale)
          let names = try CalendarNames(for: calendar)
          var month = try calendar.month(containing: day("2024-01-15"))
          var list: [String] = []
          for _ in 0..<12 {
            list.append(names.title(for: month))
            month = try calendar.month(after: month)
          }
          for width in WeekdayWidth.allCases {
            list.append(names.weekdaySymbols(width, startingAt: .sunday).joined(separator: " "))
          }
          list.append((0...9).map { names.number($0) }.joined())
          texts.append(list)
        }
        for (index, (icu, foundation)) in zip(texts[0], texts[1]).enumerated()
        where icu != foundation {
          differences["\(identifier) \(calendarIdentifier.rawValue) #\(index)"] =
            "\(icu) | \(foundation)"
        }
      }
      let unexpected = differences.filter { Self.expectedDifferences[$0.key] == nil }
      let gone = Self.expectedDifferences.keys.filter { differences[$0] == nil }
      #expect(unexpected.isEmpty, "\(unexpected.sorted { $0.key < $1.key })")
      #expect(gone.isEmpty, "listed differences that no longer occur: \(gone.sorted())")
    }
  }
#endif
