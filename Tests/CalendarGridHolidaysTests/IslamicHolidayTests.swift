import CalendarGridCore
import Foundation
import Testing

@testable import CalendarGridHolidays

/// Islamic dates, announced month starts and published dates (the format of
/// docs/holiday-data.md), checked against the published Umm al-Qura calendar, days announced
/// in Saudi Arabia, and Foundation's arithmetic Islamic calendars.
@Suite("Islamic dates and published dates")
struct IslamicHolidayTests {
  static func calendar(
    _ rules: [HolidayRule], knownUntil: Int? = nil, starts: [IslamicMonthStart] = []
  ) throws -> HolidayCalendar {
    try HolidayCalendar(
      data: HolidayCountryData(
        country: "ZZ", languages: ["en"], knownUntil: knownUntil, holidays: rules,
        islamicMonthStarts: starts))
  }

  static func rule(
    _ calendar: CalendarIdentifier, month: Int, day: Int, offset: Int = 0, id: String = "day"
  ) -> HolidayRule {
    HolidayRule(
      id: id, names: ["en": "Day"],
      date: .lunar(LunarDate(calendar: calendar, month: month, day: day, offset: offset)))
  }

  static func days(_ calendar: HolidayCalendar, _ year: Int) throws -> [String] {
    try calendar.holidays(inYear: year).map(\.day.description)
  }

  @Test("Umm al-Qura dates are the published calendar's (Eid al-Fitr, Eid al-Adha, Ramadan)")
  func ummAlQura() throws {
    // The Umm al-Qura calendar as published by the Saudi authorities: 1 Ramadan 1445 was
    // 2024-03-11, 1 Shawwal 1445 2024-04-10, 10 Dhu al-Hijjah 1445 2024-06-16; 1 Shawwal 1446
    // 2025-03-30 and 10 Dhu al-Hijjah 1446 2025-06-06.
    let fitr = try Self.calendar([Self.rule(.islamicUmmAlQura, month: 10, day: 1)])
    let adha = try Self.calendar([Self.rule(.islamicUmmAlQura, month: 12, day: 10)])
    let ramadan = try Self.calendar([Self.rule(.islamicUmmAlQura, month: 9, day: 1)])
    #expect(try Self.days(fitr, 2024) == ["2024-04-10"])
    #expect(try Self.days(fitr, 2025) == ["2025-03-30"])
    #expect(try Self.days(adha, 2024) == ["2024-06-16"])
    #expect(try Self.days(adha, 2025) == ["2025-06-06"])
    #expect(try Self.days(ramadan, 2024) == ["2024-03-11"])
    // An offset counts from the date: Saudi Eid al-Fitr leave begins the day after 29 Ramadan.
    let afterTwentyNinth = try Self.calendar([
      Self.rule(.islamicUmmAlQura, month: 9, day: 29, offset: 1)
    ])
    // Ramadan 1445 had 30 days (2024-03-11...2024-04-09): the day after the 29th is the 30th.
    #expect(try Self.days(afterTwentyNinth, 2024) == ["2024-04-09"])
    #expect(fitr.supportedYears.contains(1990) && fitr.supportedYears.contains(2060))
    // The supported ends answer.
    _ = try fitr.holidays(inYear: fitr.supportedYears.lowerBound)
    _ = try fitr.holidays(inYear: fitr.supportedYears.upperBound)
  }

  @Test("An Islamic date that falls twice in one Gregorian year is given twice")
  func twiceInAYear() throws {
    // 1 Muharram 1429 was 2008-01-10 and 1 Muharram 1430 2008-12-29; 1 Shawwal 1420 was
    // 2000-01-08 and 1 Shawwal 1421 2000-12-27 (Umm al-Qura).
    let newYear = try Self.calendar([Self.rule(.islamicUmmAlQura, month: 1, day: 1)])
    #expect(try Self.days(newYear, 2008) == ["2008-01-10", "2008-12-29"])
    #expect(try Self.days(newYear, 2009) == ["2009-12-18"])
    let fitr = try Self.calendar([Self.rule(.islamicUmmAlQura, month: 10, day: 1)])
    #expect(try Self.days(fitr, 2000) == ["2000-01-08", "2000-12-27"])
  }

  @Test("A group that falls twice in one Gregorian year is substituted after each occurrence")
  func groupTwiceInAYear() throws {
    // Umm al-Qura: 1 Shawwal 1420 was Saturday 2000-01-08, 1 Shawwal 1421 Wednesday 2000-12-27.
    // Two days of Eid in a group whose Saturday is made up after the group's last day: the
    // January occurrence ends on Sunday 01-09, so its substitute is Monday 01-10, not a day
    // after the December occurrence.
    let observed = ObservedRule(when: [.weekday(.saturday)], to: .next)
    var first = Self.rule(.islamicUmmAlQura, month: 10, day: 1, id: "eid")
    var second = Self.rule(.islamicUmmAlQura, month: 10, day: 2, id: "eid-2")
    first.observed = observed
    first.group = "eid"
    second.observed = observed
    second.group = "eid"
    let calendar = try Self.calendar([first, second])
    let holidays = try calendar.holidays(inYear: 2000)
    #expect(
      holidays.map { "\($0.day)\($0.isObserved ? " observed" : "")" } == [
        "2000-01-08", "2000-01-09", "2000-01-10 observed", "2000-12-27", "2000-12-28",
      ])
    #expect(holidays.first { $0.isObserved }?.observedFor == Day(literal: "2000-01-08"))
  }

  @Test(
    "Civil and tabular Islamic dates agree with Foundation's calendars, 1990-2060",
    arguments: [
      (CalendarIdentifier.islamicCivil, Calendar.Identifier.islamicCivil),
      (.islamicTabular, .islamicTabular),
    ])
  func arithmetic(_ identifier: CalendarIdentifier, _ foundation: Calendar.Identifier) throws {
    var islamic = Calendar(identifier: foundation)
    islamic.timeZone = try #require(TimeZone(identifier: "UTC"))
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = islamic.timeZone
    let rules = [(9, 1), (10, 1), (12, 10), (1, 1), (3, 12)]
    for (month, day) in rules {
      let holidays = try Self.calendar([Self.rule(identifier, month: month, day: day)])
      var expected: [Int: [String]] = [:]
      // AH 1410 began in 1989 and AH 1483 ends in 2061: every such date of 1990-2060.
      for year in 1410...1483 {
        let date = try #require(
          islamic.date(from: DateComponents(year: year, month: month, day: day)))
        let parts = gregorian.dateComponents([.year, .month, .day], from: date)
        let text = String(
          format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
        expected[parts.year ?? 0, default: []].append(text)
      }
      for year in 1990...2060 {
        #expect(
          try Self.days(holidays, year) == expected[year] ?? [],
          "\(identifier.rawValue) \(month)-\(day) in \(year)")
      }
    }
  }

  @Test("An announced month start moves the month's days; the month lasts to the next start")
  func announcedStart() throws {
    // Umm al-Qura begins Dhu al-Hijjah 1436 on 2015-09-14 (Arafah 09-22, Eid al-Adha 09-23);
    // Saudi Arabia's Supreme Court announced the month from sighting as beginning on
    // 2015-09-15, and Eid al-Adha was kept on 2015-09-24.
    let sighted = IslamicMonthStart(
      year: 1436, month: 12, start: Day(literal: "2015-09-15"),
      source: "Saudi Supreme Court, sighting of the crescent of Dhu al-Hijjah 1436")
    let rules = [
      Self.rule(.islamicUmmAlQura, month: 12, day: 10, id: "eid-al-adha"),
      Self.rule(.islamicUmmAlQura, month: 12, day: 9, id: "arafah"),
      Self.rule(.islamicUmmAlQura, month: 12, day: 30, id: "last-day"),
      Self.rule(.islamicUmmAlQura, month: 12, day: 10, offset: 3, id: "third-day-after"),
    ]
    let calculated = try Self.calendar(rules)
    let announced = try Self.calendar(rules, knownUntil: 2015, starts: [sighted])
    func ids(_ calendar: HolidayCalendar) throws -> [String] {
      try calendar.holidays(inYear: 2015).map { "\($0.day) \($0.id)" }
    }
    #expect(
      try ids(calculated) == [
        "2015-09-22 ZZ:arafah", "2015-09-23 ZZ:eid-al-adha", "2015-09-26 ZZ:third-day-after",
        "2015-10-13 ZZ:last-day",
      ])
    // Umm al-Qura begins Muharram 1437 on 2015-10-14: from the announced 09-15 the month has
    // 29 days, and has no 30th.
    #expect(
      try ids(announced) == [
        "2015-09-23 ZZ:arafah", "2015-09-24 ZZ:eid-al-adha", "2015-09-27 ZZ:third-day-after",
      ])
    // Other years keep the calculated days.
    #expect(try Self.days(announced, 2016) == (try Self.days(calculated, 2016)))
    // A start names a Hijri month, whichever Islamic calendar the rule computes.
    let civil = try Self.calendar(
      [Self.rule(.islamicCivil, month: 12, day: 10)], knownUntil: 2015, starts: [sighted])
    #expect(try Self.days(civil, 2015) == ["2015-09-24"])
  }

  @Test("Saudi National Day: on a Friday made up on the Thursday, on a Saturday on the Sunday")
  func saudiSubstitutes() throws {
    // National Day fell on Friday 2022-09-23 (the holiday was given on Thursday 2022-09-22) and
    // on Saturday 2023-09-23 (given on Sunday 2023-09-24).
    let saudi = try HolidayCalendar(country: "SA")
    func national(_ year: Int) throws -> [String] {
      try saudi.holidays(inYear: year).filter { $0.id == "SA:national-day" }.map(\.day.description)
    }
    #expect(try national(2022) == ["2022-09-22", "2022-09-23"])
    #expect(try national(2023) == ["2023-09-23", "2023-09-24"])
    #expect(try national(2024) == ["2024-09-23"])
    // The same rule through JSON: a weekday's direction, and one that is not a weekday.
    let rule = #"""
      {"id": "day", "names": {"en": "Day"}, "date": {"fixed": [9, 23]},
       "observed": {"when": ["friday", "saturday"], "to": "next", "weekdayTo": {"friday": "previous"}}}
      """#
    let decoded = try JSONDecoder().decode(HolidayRule.self, from: Data(rule.utf8))
    #expect(decoded.observed?.weekdayTo == [.friday: .previous])
    #expect(
      try JSONDecoder().decode(HolidayRule.self, from: JSONEncoder().encode(decoded)) == decoded)
    for bad in [#"{"fri": "previous"}"#, #"{"friday": "back"}"#] {
      let document = rule.replacingOccurrences(of: #"{"friday": "previous"}"#, with: bad)
      #expect(throws: DecodingError.self) {
        try JSONDecoder().decode(HolidayRule.self, from: Data(document.utf8))
      }
    }
  }

  @Test("A group's Saturday made up before the group, its Sunday after (Vietnam's Tết, 2024)")
  func groupBothWays() throws {
    // Tết 2024: the lunar New Year was Saturday 2024-02-10 (the Chinese calendar's too); the
    // holidays ran from the eve, Friday 02-09, to 4 Tết, Tuesday 02-13, and the Prime Minister
    // made the Saturday up on Thursday 02-08 and the Sunday on Wednesday 02-14.
    let observed = ObservedRule(
      when: [.weekday(.saturday), .weekday(.sunday)], to: .next, weekdayTo: [.saturday: .previous])
    // The eve (1 Tết less a day), then 1 to 4 Tết.
    let dates = [(1, -1), (1, 0), (2, 0), (3, 0), (4, 0)]
    let rules = dates.enumerated().map { index, date in
      HolidayRule(
        id: index == 1 ? "tet" : "tet-\(index)", names: ["en": "Tết"],
        date: .lunar(LunarDate(calendar: .chinese, month: 1, day: date.0, offset: date.1)),
        observed: observed, group: "tet")
    }
    let calendar = try Self.calendar(rules)
    let days = try calendar.holidays(inYear: 2024).filter { $0.day.gregorian.month == 2 }
    #expect(
      days.filter { !$0.isObserved }.map(\.day.description) == [
        "2024-02-09", "2024-02-10", "2024-02-11", "2024-02-12", "2024-02-13",
      ])
    #expect(days.filter(\.isObserved).map(\.day.description) == ["2024-02-08", "2024-02-14"])
  }

  @Test("A weekend that changed: Saudi Arabia's Thursday-Friday until 2013-06-28")
  func earlierWeekend() throws {
    let saudi = try HolidayCalendar(country: "SA")
    // Thursday 2012-01-05 was a weekend day, Thursday 2014-01-02 a working day; Saturday
    // 2012-01-07 a working day, Saturday 2014-01-04 a weekend day.
    #expect(try !saudi.isWorkingDay(Day(literal: "2012-01-05")))
    #expect(try saudi.isWorkingDay(Day(literal: "2014-01-02")))
    #expect(try saudi.isWorkingDay(Day(literal: "2012-01-07")))
    #expect(try !saudi.isWorkingDay(Day(literal: "2014-01-04")))
    // Sunday 2013-06-23 to Sunday 2013-07-07 (no holiday): Sunday to Wednesday work, Thursday
    // 27 and Friday 28 June off on the old weekend, Saturday 29 June off on the new one, then
    // Sunday to Thursday work and Friday-Saturday off: 4 + 5 = 9 working days.
    #expect(
      try saudi.workingDays(from: Day(literal: "2013-06-23"), to: Day(literal: "2013-07-07")) == 9)
    #expect(
      try saudi.workingDays(from: Day(literal: "2013-07-07"), to: Day(literal: "2013-06-23")) == -9)
    #expect(
      try saudi.nextWorkingDay(after: Day(literal: "2013-06-26")) == Day(literal: "2013-06-30"))
    // National Day on Friday 2011-09-23, on the old weekend, was made up on Saturday 09-24.
    #expect(
      try saudi.holidays(inYear: 2011).filter { $0.id == "SA:national-day" }.map(\.day.description)
        == ["2011-09-23", "2011-09-24"])
  }

  @Test("Published dates: the days listed, none in a year without any; strict past knownUntil")
  func published() throws {
    let diwali = HolidayRule(
      id: "diwali", names: ["en": "Diwali"],
      date: .published(
        PublishedDates(
          source: "Ministry of Personnel notification",
          dates: [Day(literal: "2024-11-01"), Day(literal: "2025-10-20")])))
    let calendar = try Self.calendar([diwali], knownUntil: 2025)
    #expect(try Self.days(calendar, 2024) == ["2024-11-01"])
    #expect(try Self.days(calendar, 2025) == ["2025-10-20"])
    #expect(try Self.days(calendar, 2023).isEmpty)
    #expect(try Self.days(calendar, 2026).isEmpty)
    #expect(throws: HolidayError.self) { try calendar.holidays(inYear: 2026, strict: true) }
    // A move applies to a published day as to any other: 2025-10-20 is a Monday.
    var moved = diwali
    moved.move = [.monday: -3]
    #expect(try Self.days(Self.calendar([moved], knownUntil: 2025), 2025) == ["2025-10-17"])
  }

  @Test("The new shapes survive JSON both ways")
  func json() throws {
    let document = #"""
      {"country": "ZZ", "languages": ["en"], "knownUntil": 2025,
       "islamicMonthStarts": [{"month": "1436-12", "start": "2015-09-15", "source": "court"}],
       "holidays": [
         {"id": "eid", "names": {"en": "Eid"},
          "date": {"lunar": {"calendar": "islamic-umalqura", "month": 12, "day": 10}}},
         {"id": "civil", "names": {"en": "Civil"},
          "date": {"lunar": {"calendar": "islamic-civil", "month": 10, "day": 1}}},
         {"id": "tabular", "names": {"en": "Tabular"},
          "date": {"lunar": {"calendar": "islamic-tbla", "month": 1, "day": 1}}},
         {"id": "vesak", "names": {"en": "Vesak"},
          "date": {"published": {"source": "gazette", "dates": ["2024-05-22", "2025-05-12"]}}}]}
      """#
    let data = try JSONDecoder().decode(HolidayCountryData.self, from: Data(document.utf8))
    #expect(
      data.islamicMonthStarts == [
        IslamicMonthStart(year: 1436, month: 12, start: Day(literal: "2015-09-15"), source: "court")
      ])
    #expect(
      data.holidays.map(\.date).last
        == .published(
          PublishedDates(
            source: "gazette", dates: [Day(literal: "2024-05-22"), Day(literal: "2025-05-12")])))
    let again = try JSONDecoder().decode(
      HolidayCountryData.self, from: JSONEncoder().encode(data))
    #expect(again == data)
    let calendar = try HolidayCalendar(data: data)
    #expect(try Self.days(calendar, 2015).contains("2015-09-24"))
  }
}
