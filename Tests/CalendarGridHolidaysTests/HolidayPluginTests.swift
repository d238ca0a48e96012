import CalendarGridCore
import CalendarGridDayPlugins
import CalendarGridSources
import CalendarGridSourcesTestSupport
import Testing

@testable import CalendarGridHolidays

@Suite("Holidays as a decorator and a rule")
struct HolidayPluginTests {
  @Test(
    "Korea in a grid: marks with country, id and observed day; unselectable",
    arguments: KoreanConfiguration.available)
  func korea(_ configuration: KoreanConfiguration) throws {
    try configuration.run { source in
      let calendar = try GridCalendar(.gregorian, locale: GridLocale("ko_KR", source: source))
      let holidays = try HolidayCalendar(country: "KR", source: source)
      let grid = calendar.grid(
        for: try calendar.month(year: 2024, month: 9), rows: .fixed,
        plugins: DayPlugins(decorators: [holidays], rules: [holidays]))
      let marked = grid.enumerated().filter { !grid.decorations(at: $0.offset).isEmpty }.map(
        \.element.day)
      // 2024-10-01 was designated a one-off holiday (Armed Forces Day).
      #expect(
        marked
          == ["2024-09-16", "2024-09-17", "2024-09-18", "2024-10-01", "2024-10-03", "2024-10-09"]
          .map { Day(literal: $0) })
      #expect(grid.filter { !$0.isSelectable }.map(\.day) == marked)
      let index = try #require(grid.firstIndex { $0.day == Day(literal: "2024-09-17") })
      #expect(
        Array(grid.decorations(at: grid.distance(from: grid.startIndex, to: index))) == [
          .holiday(
            HolidayMark(name: "추석", isDayOff: true, country: "KR", id: "KR:chuseok"))
        ])
      // February 2024: the substitute for Seollal carries the day it stands for.
      let february = calendar.grid(
        for: try calendar.month(year: 2024, month: 2), plugins: DayPlugins(decorators: [holidays]))
      let substitute = try #require(
        february.enumerated().first { $0.element.day == Day(literal: "2024-02-12") })
      #expect(
        Array(february.decorations(at: substitute.offset)) == [
          .holiday(
            HolidayMark(
              name: "대체공휴일(설날)", isDayOff: true, country: "KR", id: "KR:seollal",
              observedFor: Day(literal: "2024-02-11")))
        ])
    }
  }

  @Test("Names follow the grid's language when the country has it, else English")
  func languages() throws {
    let japan = try HolidayCalendar(country: "JP")
    func name(_ locale: String, _ holidays: HolidayCalendar) throws -> String? {
      let calendar = try GridCalendar(.gregorian, locale: GridLocale(locale))
      let grid = calendar.grid(
        for: try calendar.month(year: 2024, month: 1), plugins: DayPlugins(decorators: [holidays]))
      let first = try #require(
        grid.enumerated().first { $0.element.day == Day(literal: "2024-01-01") })
      guard case .holiday(let mark) = grid.decorations(at: first.offset).first else { return nil }
      return mark.name
    }
    #expect(try name("ja_JP", japan) == "元日")
    #expect(try name("en_US", japan) == "New Year's Day")
    #expect(try name("de_DE", japan) == "New Year's Day")
    #expect(try name("en_US", HolidayCalendar(country: "JP", language: "ja")) == "元日")
  }

  @Test("A moved workday is a mark of its own kind, and the JSON gains the new fields")
  func workday() throws {
    let data = HolidayCountryData(
      country: "ZZ", languages: ["en"],
      holidays: [
        HolidayRule(id: "spring", names: ["en": "Spring"], date: .fixed(month: 2, day: 5))
      ],
      workdays: [MovedWorkday(date: Day(literal: "2024-02-03"), source: "a notice")])
    let holidays = try HolidayCalendar(data: data)
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("en_US"))
    let grid = calendar.grid(
      for: try calendar.month(year: 2024, month: 2),
      plugins: DayPlugins(decorators: [holidays], rules: [holidays]))
    let saturday = try #require(
      grid.enumerated().first { $0.element.day == Day(literal: "2024-02-03") })
    let decoration = try #require(grid.decorations(at: saturday.offset).first)
    guard case .holiday(let mark) = decoration else {
      Issue.record("expected a holiday mark")
      return
    }
    #expect(mark.isWorkday && !mark.isDayOff)
    #expect(saturday.element.isSelectable)
    #expect(decoration.fields["isWorkday"] == "true")
    let monday = try #require(
      grid.enumerated().first { $0.element.day == Day(literal: "2024-02-05") })
    #expect(!monday.element.isSelectable)
    #expect(
      grid.decorations(at: monday.offset).first?.fields == [
        "name": "Spring", "isDayOff": "true", "country": "ZZ", "id": "ZZ:spring",
      ])
  }
}
