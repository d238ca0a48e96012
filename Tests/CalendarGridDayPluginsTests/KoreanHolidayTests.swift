import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridSources

@Suite("Korean public holidays and lunar subtitles")
struct KoreanHolidayTests {
  struct Fixture: Decodable {
    struct Entry: Decodable, Hashable {
      var date: String
      var name: String
    }
    var source: String
    var holidays: [Entry]
  }

  static func fixture() throws -> Fixture {
    let url = try #require(
      CalendarTestSupport.fixture("kr_holidays"))
    return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
  }

  @Test(
    "2000-2040 agree with the holidays package, name by name",
    arguments: KoreanConfiguration.available)
  func againstIndependentList(_ configuration: KoreanConfiguration) throws {
    try configuration.run { source in try againstIndependentList(source: source) }
  }

  func againstIndependentList(source: CalendarDataSource) throws {
    let fixture = try Self.fixture()
    let holidays = try KoreanPublicHolidays(language: .english, source: source)
    var ours: Set<Fixture.Entry> = []
    for year in 2000...2040 {
      for holiday in try holidays.holidays(inYear: year) {
        ours.insert(Fixture.Entry(date: holiday.day.iso8601, name: holiday.englishName))
      }
    }
    let theirs = Set(fixture.holidays)
    let missing = theirs.subtracting(ours).sorted { $0.date < $1.date }
    let extra = ours.subtracting(theirs).sorted { $0.date < $1.date }
    #expect(missing.isEmpty, "missing: \(missing.prefix(20))")
    #expect(extra.isEmpty, "extra: \(extra.prefix(20))")
    // The statutory and substitute entries (all but the designated ones) are computed here,
    // not copied: count them so the comparison is not trivially the generated table.
    let computed = ours.filter { entry in
      !KoreanDesignatedHolidays.entries.contains {
        $0.date == entry.date && $0.english == entry.name
      }
    }
    #expect(computed.count > 700)
  }

  @Test(
    "Known dates: Seollal and Chuseok blocks, substitutes", arguments: KoreanConfiguration.available
  )
  func knownDates(_ configuration: KoreanConfiguration) throws {
    try configuration.run { source in try knownDates(source: source) }
  }

  func knownDates(source: CalendarDataSource) throws {
    let holidays = try KoreanPublicHolidays(source: source)
    let year2024 = try holidays.holidays(inYear: 2024)
    let names = Dictionary(grouping: year2024, by: \.day).mapValues { $0.map(\.koreanName) }
    #expect(names[day("2024-02-10")] == ["설날"])
    #expect(names[day("2024-02-12")] == ["대체공휴일(설날)"])
    #expect(names[day("2024-09-17")] == ["추석"])
    #expect(names[day("2024-05-15")] == ["부처님오신날"])
    #expect(names[day("2024-05-06")] == ["대체공휴일(어린이날)"])
    let year2025 = try holidays.holidays(inYear: 2025).filter { $0.day == day("2025-05-06") }
    #expect(year2025.count == 2 && year2025.allSatisfy { $0.isSubstitute })
    #expect(throws: CalendarGridError.self) { try holidays.holidays(inYear: 1999) }
  }

  @Test("As a decorator and a rule in a grid", arguments: KoreanConfiguration.available)
  func inGrid(_ configuration: KoreanConfiguration) throws {
    try configuration.run { source in try inGrid(source: source) }
  }

  func inGrid(source: CalendarDataSource) throws {
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("ko_KR", source: source))
    let holidays = try KoreanPublicHolidays(source: source)
    let grid = calendar.grid(
      for: try calendar.month(year: 2024, month: 9), rows: .fixed,
      plugins: DayPlugins(decorators: [holidays], rules: [holidays]))
    let marked = grid.enumerated().filter { !grid.decorations(at: $0.offset).isEmpty }.map(
      \.element.day)
    // 2024-10-01 was designated a one-off holiday (Armed Forces Day).
    #expect(
      marked == [
        day("2024-09-16"), day("2024-09-17"), day("2024-09-18"), day("2024-10-01"),
        day("2024-10-03"),
        day("2024-10-09"),
      ])
    #expect(grid.filter { !$0.isSelectable }.map(\.day) == marked)
  }

  @Test(
    "Lunar subtitles agree with Foundation's Chinese calendar and ICU's Dangi, 2024-2026",
    arguments: KoreanConfiguration.available)
  func lunarSubtitles(_ configuration: KoreanConfiguration) throws {
    try configuration.run { source in try lunarSubtitles(source: source) }
  }

  func lunarSubtitles(source: CalendarDataSource) throws {
    let dangi = try GridCalendar(.dangi, locale: GridLocale("ko_KR", source: source))
    let subtitle = try AlternateCalendarSubtitle(calendar: dangi)
    #expect(subtitle.label(for: day("2024-02-10")) == "1.1")
    #expect(subtitle.label(for: day("2023-03-22")) == "윤2.1")
    let chinese = try AlternateCalendarSubtitle(
      calendar: GridCalendar(.chinese, locale: GridLocale("zh_CN", source: source)))
    #expect(chinese.label(for: day("2023-03-22")) == "闰2.1")
    #expect(
      try AlternateCalendarSubtitle(calendar: dangi, style: .numericMonthOnFirstDay).label(
        for: day("2023-03-23")) == "2")
    let firstDays = try AlternateCalendarSubtitle(
      calendar: GridCalendar(.chinese, locale: GridLocale("zh_CN", source: source)),
      style: .numericMonthOnFirstDay)
    var reference = Foundation.Calendar(identifier: .chinese)
    reference.timeZone = TimeZone(identifier: "Asia/Shanghai")!
    let gregorian = try GridCalendar(.gregorian, locale: GridLocale("zh_CN", source: source))
    var month = try gregorian.month(year: 2024, month: 1)
    for _ in 0..<36 {
      let grid = gregorian.grid(for: month, plugins: DayPlugins(decorators: [chinese]))
      for (index, cell) in grid.enumerated() {
        // Noon in China's zone names the same lunar day as the whole civil day.
        let noon = Date(timeIntervalSince1970: Double(cell.day.daysSince1970) * 86_400 + 4 * 3600)
        let components = reference.dateComponents([.month, .day, .isLeapMonth], from: noon)
        let expected =
          "\(components.isLeapMonth == true ? "闰" : "")\(components.month!).\(components.day!)"
        #expect(Array(grid.decorations(at: index)) == [.subtitle(expected)], "\(cell.day)")
        // The month only on a month's first day: `闰2.1`, then `2`, `3`, ...
        #expect(
          firstDays.label(for: cell.day)
            == (components.day == 1 ? expected : "\(components.day!)"), "\(cell.day)")
      }
      month = try gregorian.month(after: month)
    }
    // Hebrew and Islamic dates by name.
    let hebrew = try AlternateCalendarSubtitle(
      calendar: GridCalendar(.hebrew, locale: GridLocale("en_US", source: source)), style: .named)
    #expect(hebrew.label(for: day("2024-10-03")) == "1 Tishri")
  }
}
