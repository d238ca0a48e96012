import CalendarGridCore
import Foundation
import Testing

@testable import CalendarGridHolidays

@Suite("The holiday engine: rules, observed days, errors, data")
struct HolidayEngineTests {
  static var dataFolder: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Data/holidays")
  }

  @Test("Every data file decodes to the generated data", arguments: HolidayCalendar.countries)
  func generatedMatchesJSON(_ country: String) throws {
    let url = Self.dataFolder.appendingPathComponent("\(country).json")
    let decoded = try JSONDecoder().decode(HolidayCountryData.self, from: Data(contentsOf: url))
    #expect(decoded == (try HolidayCalendar.data(for: country)))
    // And the Codable form reads back what it writes.
    let again = try JSONDecoder().decode(
      HolidayCountryData.self, from: JSONEncoder().encode(decoded))
    #expect(again == decoded)
  }

  @Test("Japan: published days (Cabinet Office list 2019-2021), days between holidays")
  func japan() throws {
    let japan = try HolidayCalendar(country: "JP", language: "ja")
    func names(_ iso: String) throws -> [String] {
      try japan.holidays(on: Day(iso8601: iso)).map(\.name)
    }
    #expect(try names("2019-04-30") == ["国民の休日"])
    #expect(try names("2019-05-01") == ["天皇の即位の日"])
    #expect(try names("2019-05-02") == ["国民の休日"])
    #expect(try names("2019-05-06") == ["振替休日"])
    #expect(try names("2020-07-24") == ["スポーツの日"])
    #expect(try names("2021-08-09") == ["振替休日"])
    #expect(try names("2024-03-20") == ["春分の日"])
    #expect(try names("2024-09-22") == ["秋分の日"])
    #expect(try names("2024-09-23") == ["振替休日"])
    #expect(try names("2026-09-22") == ["国民の休日"])
    #expect(try names("2019-02-23").isEmpty)
    // The Cabinet Office's list of 2024 has 21 days.
    #expect(try japan.holidays(inYear: 2024).count == 21)
  }

  @Test("United States: an observed day in the year before its holiday")
  func unitedStates() throws {
    let us = try HolidayCalendar(country: "US")
    let last = try #require(try us.holidays(inYear: 2021).last)
    #expect(last.day == Day(literal: "2021-12-31"))
    #expect(last.observedFor == Day(literal: "2022-01-01"))
    #expect(last.name == "New Year's Day (observed)")
    #expect(last.id == "US:new-years-day")
    #expect(try us.holidays(inYear: 2022).first?.day == Day(literal: "2022-01-01"))
    // Thanksgiving 2024: the fourth Thursday, November 28.
    #expect(
      try us.holidays(inYear: 2024).first { $0.id == "US:thanksgiving-day" }?.day
        == Day(literal: "2024-11-28"))
  }

  @Test("Errors name the problem")
  func errors() throws {
    #expect {
      try HolidayCalendar(country: "XX")
    } throws: { error in
      guard case .unknownCountry("XX", let known) = error as? HolidayError else { return false }
      return known.contains("JP") && "\(error)".contains("KR")
    }
    let korea = try HolidayCalendar(country: "KR")
    let tooLate = korea.supportedYears.upperBound + 1
    #expect {
      try korea.holidays(inYear: tooLate)
    } throws: { error in
      guard case .yearOutOfRange(tooLate, "KR", _, let limit) = error as? HolidayError else {
        return false
      }
      return limit.contains("dangi") && !"\(error)".contains("gregorian")
    }
    #expect(throws: HolidayError.pastKnownUntil(year: 2027, country: "KR", knownUntil: 2026)) {
      try korea.holidays(inYear: 2027, strict: true)
    }
    #expect(try korea.holidays(inYear: 2026, strict: true).count > 15)
    #expect(try !korea.holidays(inYear: 2027).isEmpty)
    #expect(korea.knownFrom == nil)
    var bad = try HolidayCalendar.data(for: "US")
    bad.holidays[0].date = .fixed(month: 13, day: 1)
    #expect(
      throws: HolidayError.invalidData(
        country: "US", field: "holidays[0].date.month", expected: "a month 1...12")
    ) { try HolidayCalendar(data: bad) }
  }

  @Test("A year before the published festival lists is refused when strict, kept when not")
  func knownFrom() throws {
    // India's festivals come from the DoPT memoranda of 2018-2026 (Diwali 2018: 7 November).
    let india = try HolidayCalendar(country: "IN")
    #expect(india.knownFrom == 2018)
    #expect(throws: HolidayError.beforeKnownFrom(year: 2017, country: "IN", knownFrom: 2018)) {
      try india.holidays(inYear: 2017, strict: true)
    }
    let year2018 = try india.holidays(inYear: 2018, strict: true)
    #expect(year2018.contains { $0.day == Day(literal: "2018-11-07") })
    // Without strict, the rule-based days of 2017 are given (Republic Day).
    #expect(try india.holidays(inYear: 2017).map(\.day).contains(Day(literal: "2017-01-26")))

    // A list whose rule begins with it leaves no gap; one whose rule is older does.
    let listed = PublishedDates(
      source: "company notice 1", dates: [Day(literal: "2024-05-02"), Day(literal: "2025-05-02")])
    func company(from: Int?) throws -> HolidayCalendar {
      try HolidayCalendar(
        country: "US",
        adding: HolidayCountryData(
          country: "US", languages: ["en"], knownUntil: 2025,
          holidays: [
            HolidayRule(
              id: "company-day", names: ["en": "Company Day"], date: .published(listed),
              years: from.map { HolidayYears($0, nil) })
          ]))
    }
    #expect(try company(from: 2024).knownFrom == nil)
    #expect(try company(from: 2000).knownFrom == 2024)
    #expect(try company(from: nil).knownFrom == 2024)
  }

  @Test("An app's own days merge into a country")
  func adding() throws {
    let rule = HolidayRule(
      id: "company-day", names: ["en": "Company Day"], date: .fixed(month: 6, day: 1),
      years: HolidayYears(2025, nil),
      observed: ObservedRule(when: [.weekday(.sunday)], to: .next))
    let us = try HolidayCalendar(country: "US", adding: [rule])
    let days = try us.holidays(inYear: 2025).filter { $0.id == "US:company-day" }.map(\.day)
    // 2025-06-01 is a Sunday.
    #expect(days == [Day(literal: "2025-06-01"), Day(literal: "2025-06-02")])
    #expect(try us.holidays(inYear: 2024).filter { $0.id == "US:company-day" }.count == 0)
    // The rule format an app writes is the data files' format.
    let json = Data(
      #"{"id": "launch", "names": {"en": "Launch"}, "date": {"weekdayOnOrBefore": {"month": 5, "day": 24, "weekday": "monday"}}}"#
        .utf8)
    let decoded = try JSONDecoder().decode(HolidayRule.self, from: json)
    #expect(decoded.date == .weekdayOnOrBefore(month: 5, day: 24, weekday: .monday))
    let twoKeys = Data(#"{"fixed": [1, 1], "easter": 1}"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(HolidayDate.self, from: twoKeys)
    }
  }

  @Test("Rules over other calendars: Easter, Hebrew and Chinese dates, moves")
  func otherCalendars() throws {
    let data = HolidayCountryData(
      country: "ZZ", languages: ["en"],
      holidays: [
        HolidayRule(id: "good-friday", names: ["en": "Good Friday"], date: .easter(-2)),
        HolidayRule(id: "orthodox-easter", names: ["en": "Pascha"], date: .orthodoxEaster(0)),
        HolidayRule(
          id: "yom-kippur", names: ["en": "Yom Kippur"],
          date: .lunar(LunarDate(calendar: .hebrew, month: 1, day: 10))),
        HolidayRule(
          id: "spring-festival", names: ["en": "Spring Festival"],
          date: .lunar(LunarDate(calendar: .chinese, month: 1, day: 1))),
        HolidayRule(
          id: "qingming", names: ["en": "Qingming"],
          date: .solarLongitude(degrees: 15, utcOffsetHours: 8)),
        HolidayRule(
          id: "moved", names: ["en": "Moved"], date: .fixed(month: 12, day: 31),
          move: [.saturday: 2]),
      ])
    let calendar = try HolidayCalendar(data: data)
    func day(_ id: String, _ year: Int) throws -> [Day] {
      try calendar.holidays(inYear: year).filter { $0.id == "ZZ:\(id)" }.map(\.day)
    }
    // Published: Good Friday 2024-03-29, Orthodox Easter 2024-05-05, Yom Kippur 5785 on
    // 2024-10-12, Chinese New Year 2024-02-10, Qingming 2024-04-04 (HKO).
    #expect(try day("good-friday", 2024) == [Day(literal: "2024-03-29")])
    #expect(try day("orthodox-easter", 2024) == [Day(literal: "2024-05-05")])
    #expect(try day("yom-kippur", 2024) == [Day(literal: "2024-10-12")])
    #expect(try day("spring-festival", 2024) == [Day(literal: "2024-02-10")])
    #expect(try day("qingming", 2024) == [Day(literal: "2024-04-04")])
    // 2022-12-31 is a Saturday: moved into 2023, so 2022 has none and 2023 has two.
    #expect(try day("moved", 2022).isEmpty)
    #expect(try day("moved", 2023) == [Day(literal: "2023-01-02"), Day(literal: "2023-12-31")])
  }

  @Test("The cache keeps at most 64 years")
  func cacheBound() throws {
    var cache = YearCache<[Int]>()
    for year in 0..<100 { cache.store([], forYear: year) }
    #expect(cache.count == HolidayEngine.cachedYears)
    #expect(cache.year(35) == nil)
    #expect(cache.year(36) != nil)
    // Using a year keeps it: 36 survives the next store, 37 goes.
    cache.store([], forYear: 100)
    #expect(cache.year(36) != nil)
    #expect(cache.year(37) == nil)
  }
}
