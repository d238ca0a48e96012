import CalendarGridCore
import Foundation
import Testing

@testable import CalendarGridHolidays

/// A government's decision for one year (`decisions` of docs/holiday-data.md): the decided
/// days replace the rule's in that year only, observed days follow them, and bad decisions are
/// refused at their field.
@Suite("Decisions for one year")
struct HolidayDecisionTests {
  static let hijriNewYear = HolidayRule(
    id: "hijri-new-year", names: ["en": "Hijri New Year"],
    date: .lunar(LunarDate(calendar: .islamicUmmAlQura, month: 1, day: 1)))

  static func days(_ calendar: HolidayCalendar, _ year: Int) throws -> [String] {
    try calendar.holidays(inYear: year).map(\.day.description)
  }

  static func data(
    _ rules: [HolidayRule], decisions: [HolidayDecision], knownUntil: Int? = 2030
  ) -> HolidayCountryData {
    HolidayCountryData(
      country: "ZZ", languages: ["en"], knownUntil: knownUntil, holidays: rules,
      islamicMonthStarts: [], decisions: decisions)
  }

  @Test("A decision replaces the rule's days in its year only")
  func replacesOneYear() throws {
    // Umm al-Qura puts 1 Muharram 1445 on Wednesday 2023-07-19 and 1 Muharram 1446 on
    // 2024-07-07; the United Arab Emirates gave the 2023 holiday on Friday 21 July.
    let calendar = try HolidayCalendar(
      data: Self.data(
        [Self.hijriNewYear],
        decisions: [
          HolidayDecision(
            id: "hijri-new-year", year: 2023, dates: [Day(literal: "2023-07-21")],
            source: "FAHR circular of 12 July 2023")
        ]))
    #expect(try Self.days(calendar, 2023) == ["2023-07-21"])
    #expect(try Self.days(calendar, 2024) == ["2024-07-07"])
    #expect(try Self.days(calendar, 2022) == ["2022-07-30"])
    let holiday = try #require(try calendar.holidays(inYear: 2023).first)
    #expect(holiday.id == "ZZ:hijri-new-year" && holiday.name == "Hijri New Year")
    #expect(holiday.observedFor == nil)
  }

  @Test("Decided days take observed days; an empty decision gives none that year")
  func observedAndEmpty() throws {
    // 2025-06-01 and 2025-06-08 are Sundays: the rule's day is observed on the Monday.
    let rule = HolidayRule(
      id: "day", names: ["en": "Day"], date: .fixed(month: 6, day: 1),
      observed: ObservedRule(when: [.weekday(.sunday)], to: .next))
    let plain = try HolidayCalendar(data: Self.data([rule], decisions: []))
    #expect(try Self.days(plain, 2025) == ["2025-06-01", "2025-06-02"])
    let moved = try HolidayCalendar(
      data: Self.data(
        [rule],
        decisions: [
          HolidayDecision(
            id: "day", year: 2025, dates: [Day(literal: "2025-06-08")], source: "decree"),
          HolidayDecision(id: "day", year: 2026, dates: [], source: "decree"),
          HolidayDecision(
            id: "day", year: 2027,
            dates: [Day(literal: "2027-05-31"), Day(literal: "2027-06-01")], source: "decree"),
        ]))
    #expect(try Self.days(moved, 2025) == ["2025-06-08", "2025-06-09"])
    #expect(try Self.days(moved, 2026).isEmpty)
    #expect(try Self.days(moved, 2027) == ["2027-05-31", "2027-06-01"])
    #expect(try Self.days(moved, 2028) == ["2028-06-01"])
    // The decided days count for working days too.
    #expect(try !moved.isWorkingDay(Day(literal: "2025-06-09")))
    #expect(try moved.isWorkingDay(Day(literal: "2026-06-01")))
  }

  @Test("A decision fixes a year's observed days, across New Year too")
  func observedDecided() throws {
    // Thailand: New Year's Eve 2023 was a Sunday; its substitute by the rule is Tuesday
    // 2 January 2024 (1 January is a holiday), and the Cabinet's resolution of 24 October 2023
    // gave it on Friday 29 December 2023 instead.
    let eve = HolidayRule(
      id: "new-years-eve", names: ["en": "New Year's Eve"], date: .fixed(month: 12, day: 31),
      observed: ObservedRule(when: [.weekday(.saturday), .weekday(.sunday)], to: .next))
    let newYear = HolidayRule(
      id: "new-years-day", names: ["en": "New Year's Day"], date: .fixed(month: 1, day: 1),
      observed: ObservedRule(when: [.weekday(.saturday), .weekday(.sunday)], to: .next))
    let plain = try HolidayCalendar(data: Self.data([newYear, eve], decisions: []))
    #expect(try Self.days(plain, 2024).prefix(2) == ["2024-01-01", "2024-01-02"])
    let decided = try HolidayCalendar(
      data: Self.data(
        [newYear, eve],
        decisions: [
          HolidayDecision(
            id: "new-years-eve", year: 2023, observed: [Day(literal: "2023-12-29")],
            source: "Cabinet resolution of 24 October 2023"),
          // No substitute at all for New Year's Day 2028, a Saturday.
          HolidayDecision(id: "new-years-day", year: 2028, observed: [], source: "decree"),
        ]))
    #expect(try Self.days(decided, 2024).prefix(2) == ["2024-01-01", "2024-12-31"])
    let december = try decided.holidays(inYear: 2023).filter { $0.day.gregorian.month == 12 }
    #expect(december.map(\.day.description) == ["2023-12-29", "2023-12-31"])
    #expect(december.first?.observedFor == Day(literal: "2023-12-31"))
    #expect(december.first?.id == "ZZ:new-years-eve")
    #expect(try Self.days(decided, 2028).prefix(1) == ["2028-01-01"])
    #expect(try Self.days(plain, 2028).prefix(2) == ["2028-01-01", "2028-01-03"])
    // The holiday's own days stay the rule's.
    #expect(try Self.days(decided, 2027).prefix(1) == ["2027-01-01"])
  }

  @Test("A decision fixes the observed days of one member of a group")
  func observedInAGroup() throws {
    // Vietnam's Tết 2014: the second and third days fell on Saturday 1 and Sunday 2 February;
    // the Government Office's letter of 12 December 2013 gave their days in lieu on 4 and
    // 5 February, after the fourth day (3 February), where the rule would give one before Tết.
    func day(_ name: String, _ month: Int, _ day: Int) -> HolidayRule {
      HolidayRule(
        id: name, names: ["en": name], date: .fixed(month: month, day: day),
        observed: ObservedRule(
          when: [.weekday(.saturday), .weekday(.sunday)], to: .next,
          weekdayTo: [.saturday: .previous]), group: "tet")
    }
    let rules = [
      day("tet", 1, 31), day("tet-2", 2, 1), day("tet-3", 2, 2), day("tet-4", 2, 3),
    ]
    let plain = try HolidayCalendar(data: Self.data(rules, decisions: []))
    #expect(
      try Self.days(plain, 2014)
        == ["2014-01-30", "2014-01-31", "2014-02-01", "2014-02-02", "2014-02-03", "2014-02-04"])
    let decided = try HolidayCalendar(
      data: Self.data(
        rules,
        decisions: [
          HolidayDecision(
            id: "tet-2", year: 2014, observed: [Day(literal: "2014-02-04")], source: "letter"),
          HolidayDecision(
            id: "tet-3", year: 2014, observed: [Day(literal: "2014-02-05")], source: "letter"),
        ]))
    let holidays = try decided.holidays(inYear: 2014)
    #expect(
      holidays.map(\.day.description)
        == ["2014-01-31", "2014-02-01", "2014-02-02", "2014-02-03", "2014-02-04", "2014-02-05"])
    #expect(holidays[4].observedFor == Day(literal: "2014-02-01"))
    #expect(holidays[5].observedFor == Day(literal: "2014-02-02"))
  }

  @Test("A decision applies to the rule of its id that holds in its year")
  func sharedIDs() throws {
    // Two rules share an id: the decision for 2020 replaces the earlier rule's day only.
    let early = HolidayRule(
      id: "day", names: ["en": "Day"], date: .fixed(month: 3, day: 1),
      years: HolidayYears(nil, 2020))
    let late = HolidayRule(
      id: "day", names: ["en": "Day"], date: .fixed(month: 4, day: 1),
      years: HolidayYears(2021, nil))
    let calendar = try HolidayCalendar(
      data: Self.data(
        [early, late],
        decisions: [
          HolidayDecision(
            id: "day", year: 2020, dates: [Day(literal: "2020-03-02")], source: "decree")
        ]))
    #expect(try Self.days(calendar, 2020) == ["2020-03-02"])
    #expect(try Self.days(calendar, 2021) == ["2021-04-01"])
  }

  @Test("An app adds a decision to a built-in country")
  func addedToACountry() throws {
    // Egypt's Revolution Day is 23 July by rule; a company records its own year's decision.
    let base = try HolidayCalendar(country: "EG")
    let rule = try #require(base.data.holidays.first { $0.id == "july-23-revolution" })
    let ruled = try base.holidays(inYear: 2030).filter { $0.id == "EG:july-23-revolution" }
    #expect(!ruled.isEmpty)
    let day = Day(literal: "2030-07-25")
    var added = HolidayCountryData(country: "EG", languages: ["en"], knownUntil: 2030)
    added.decisions = [
      HolidayDecision(id: rule.id, year: 2030, dates: [day], source: "Cabinet decision")
    ]
    let decided = try HolidayCalendar(country: "EG", adding: added)
    #expect(
      try decided.holidays(inYear: 2030).filter { $0.id == "EG:july-23-revolution" }.map(\.day)
        == [day])
  }

  @Test("Bad decisions are refused at their field, in Swift and in JSON")
  func refused() throws {
    func field(_ decisions: [HolidayDecision], knownUntil: Int? = 2030) -> String? {
      HostileHolidayDataTests.outcome(
        Self.data([Self.hijriNewYear], decisions: decisions, knownUntil: knownUntil)
      ).field
    }
    func decision(
      _ id: String = "hijri-new-year", year: Int = 2023, dates: [Day]? = nil,
      observed: [Day]? = nil, source: String = "decree"
    ) -> HolidayDecision {
      HolidayDecision(id: id, year: year, dates: dates, observed: observed, source: source)
    }
    #expect(field([decision(dates: [])]) == nil)
    #expect(field([decision(observed: [])]) == nil)
    #expect(field([decision()]) == "decisions[0]")
    #expect(
      field([decision(dates: [], observed: [Day(literal: "2023-07-24")])])
        == "decisions[0].observed")
    #expect(field([decision(dates: [], observed: [])]) == nil)
    let day = Day(literal: "2023-07-21")
    #expect(field([decision(dates: [day], observed: [day])]) == "decisions[0].observed")
    #expect(
      field([decision(observed: [Day(literal: "2022-01-01"), Day(literal: "2024-12-31")])]) == nil)
    #expect(field([decision(observed: [Day(literal: "2025-01-01")])]) == "decisions[0].observed[0]")
    #expect(field([decision(observed: [Day(literal: "2021-12-31")])]) == "decisions[0].observed[0]")
    #expect(
      field([decision(observed: [Day(literal: "2023-01-01"), Day(literal: "2023-01-01")])])
        == "decisions[0].observed[1]")
    #expect(
      field([decision(observed: (0...31).map { Day(literal: "2023-07-01").advanced(by: $0) })])
        == "decisions[0].observed")
    #expect(field([decision("unknown", dates: [])]) == "decisions[0].id")
    #expect(field([decision(dates: [], source: "")]) == "decisions[0].source")
    #expect(field([decision(dates: []), decision(observed: [])]) == "decisions[1]")
    #expect(field([decision(dates: [Day(literal: "2024-07-07")])]) == "decisions[0].dates[0]")
    #expect(
      field([decision(dates: [Day(literal: "2023-07-21"), Day(literal: "2023-07-21")])])
        == "decisions[0].dates[1]")
    #expect(
      field([decision(dates: (0...31).map { Day(literal: "2023-07-01").advanced(by: $0) })])
        == "decisions[0].dates")
    for year in [Int.min, Int.max, 1_000_001] {
      #expect(field([decision(year: year, dates: [])]) == "decisions[0].year", "\(year)")
    }
    #expect(field([decision(dates: [Day(daysSince1970: .max)])]) == "decisions[0].dates[0]")
    #expect(field([decision(dates: [])], knownUntil: nil) == "knownUntil")
    #expect(field([decision(dates: [])], knownUntil: 2022) == "knownUntil")
    // A rule that does not apply in the year, or one given for regions only.
    let bounded = HolidayRule(
      id: "day", names: ["en": "Day"], date: .fixed(month: 1, day: 1),
      years: HolidayYears(2024, nil))
    let regional = HolidayRule(
      id: "regional", names: ["en": "Day"], date: .fixed(month: 1, day: 2), regions: ["X"])
    for id in ["day", "regional"] {
      let outcome = HostileHolidayDataTests.outcome(
        Self.data([bounded, regional], decisions: [decision(id, dates: [])]))
      #expect(outcome.field == "decisions[0].id", "\(id)")
    }
    // JSON: the keys are exact and the dates are days.
    let good = HostileHolidayDataTests.json(
      rule: #""date": {"fixed": [1, 1]}"#,
      top:
        #", "knownUntil": 2030, "decisions": [{"id": "day", "year": 2023, "dates": ["2023-01-02"], "source": "a"}]"#
    )
    guard case .accepted(let calendar) = HostileHolidayDataTests.outcome(json: good) else {
      Issue.record("a valid decision was refused")
      return
    }
    #expect(try Self.days(calendar, 2023) == ["2023-01-02"])
    let extra = HostileHolidayDataTests.json(
      rule: #""date": {"fixed": [1, 1]}"#,
      top:
        #", "knownUntil": 2030, "decisions": [{"id": "day", "year": 2023, "dates": [], "source": "a", "move": 1}]"#
    )
    #expect(
      HostileHolidayDataTests.refused(
        HostileHolidayDataTests.outcome(json: extra), at: "decisions[0].move"))
    let badDay = HostileHolidayDataTests.json(
      rule: #""date": {"fixed": [1, 1]}"#,
      top:
        #", "knownUntil": 2030, "decisions": [{"id": "day", "year": 2023, "dates": ["2023-13-01"], "source": "a"}]"#
    )
    #expect(
      HostileHolidayDataTests.refused(
        HostileHolidayDataTests.outcome(json: badDay), at: "decisions[0].dates[0]"))
  }

  @Test("Decisions survive a JSON round trip")
  func roundTrip() throws {
    let data = Self.data(
      [Self.hijriNewYear],
      decisions: [
        HolidayDecision(
          id: "hijri-new-year", year: 2023, dates: [Day(literal: "2023-07-21")], source: "FAHR")
      ])
    let decoded = try JSONDecoder().decode(
      HolidayCountryData.self, from: try JSONEncoder().encode(data))
    #expect(decoded == data)
    #expect(decoded.decisions.count == 1)
  }
}
