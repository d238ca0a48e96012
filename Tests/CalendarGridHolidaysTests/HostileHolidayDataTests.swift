import CalendarGridCore
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridHolidays

/// App data at the edges, through the Swift initialisers and through JSON: each is refused with
/// a typed error naming the field and what was expected there, or answers as documented; none
/// traps and none hangs (the suite has a time limit, loops a ``LoopBound``).
@Suite("Hostile holiday data", .timeLimit(.minutes(2)))
struct HostileHolidayDataTests {
  /// What became of a data set: a calendar, or the field it was refused at (a path such as
  /// `holidays[0].date.month`) with the message.
  enum Outcome {
    case accepted(HolidayCalendar)
    case refused(field: String, message: String)

    var field: String? {
      if case .refused(let field, _) = self { return field }
      return nil
    }

    var calendar: HolidayCalendar? {
      if case .accepted(let calendar) = self { return calendar }
      return nil
    }
  }

  static func outcome(_ data: HolidayCountryData) -> Outcome {
    do {
      return .accepted(try HolidayCalendar(data: data))
    } catch {
      guard case .invalidData(_, let field, _) = error else {
        return .refused(field: "(not invalidData)", message: error.description)
      }
      return .refused(field: field, message: error.description)
    }
  }

  static func outcome(rules: [HolidayRule], weekend: [Weekday] = [.saturday, .sunday]) -> Outcome {
    outcome(HolidayCountryData(country: "ZZ", languages: ["en"], weekend: weekend, holidays: rules))
  }

  static func rule(
    _ date: HolidayDate, id: String = "day", years: HolidayYears? = nil,
    move: [Weekday: Int]? = nil, observed: ObservedRule? = nil
  ) -> HolidayRule {
    HolidayRule(
      id: id, names: ["en": "Day"], date: date, years: years, move: move, observed: observed)
  }

  /// The JSON path of a decoding error (`holidays[0].date.fixed`), as the engine names fields.
  static func path(_ error: DecodingError) -> String {
    let keys: [any CodingKey]
    switch error {
    case .keyNotFound(let key, let context): keys = context.codingPath + [key]
    case .dataCorrupted(let context), .typeMismatch(_, let context),
      .valueNotFound(_, let context):
      keys = context.codingPath
    @unknown default: keys = []
    }
    var path = ""
    for key in keys {
      if let index = key.intValue { path += "[\(index)]" } else { path += ".\(key.stringValue)" }
    }
    return path.hasPrefix(".") ? String(path.dropFirst()) : path
  }

  /// A JSON document decoded and made into a calendar: refused at decoding (the JSON path) or
  /// at the calendar (the field), or accepted.
  static func outcome(json: String) -> Outcome {
    let data: HolidayCountryData
    do {
      data = try JSONDecoder().decode(HolidayCountryData.self, from: Data(json.utf8))
    } catch let error as DecodingError {
      return .refused(field: path(error), message: "\(error)")
    } catch {
      return .refused(field: "(not a DecodingError)", message: "\(error)")
    }
    return outcome(data)
  }

  /// Whether the outcome is a refusal at `field`, or (for a decoding error inside an array) at
  /// an index of it.
  static func refused(_ outcome: Outcome, at field: String) -> Bool {
    guard let refused = outcome.field else { return false }
    return refused == field || refused.hasPrefix(field + "[")
  }

  /// A document with one holiday, `rule` being its JSON object's inside after `id` and `names`.
  static func json(rule: String, top: String = "") -> String {
    #"{"country": "ZZ", "languages": ["en"]\#(top), "holidays": [{"id": "day", "names": {"en": "Day"}, \#(rule)}]}"#
  }

  // MARK: Dates

  @Test("Months, days and n out of range are refused at their field, in Swift and in JSON")
  func datesOutOfRange() throws {
    let cases: [(HolidayDate, String)] = [
      (.fixed(month: 0, day: 1), "holidays[0].date.month"),
      (.fixed(month: 13, day: 1), "holidays[0].date.month"),
      (.fixed(month: .max, day: 1), "holidays[0].date.month"),
      (.fixed(month: .min, day: 1), "holidays[0].date.month"),
      (.fixed(month: 1, day: 0), "holidays[0].date.day"),
      (.fixed(month: 1, day: 32), "holidays[0].date.day"),
      (.weekdayOnOrAfter(month: 13, day: 1, weekday: .monday), "holidays[0].date.month"),
      (.weekdayOnOrBefore(month: 1, day: .max, weekday: .monday), "holidays[0].date.day"),
      (.nthWeekday(month: 1, weekday: .monday, n: 0), "holidays[0].date.n"),
      (.nthWeekday(month: 1, weekday: .monday, n: 6), "holidays[0].date.n"),
      (.nthWeekday(month: 1, weekday: .monday, n: -2), "holidays[0].date.n"),
      (.nthWeekday(month: 1, weekday: .monday, n: .min), "holidays[0].date.n"),
      (.nthWeekday(month: 0, weekday: .monday, n: 1), "holidays[0].date.month"),
      (.easter(.min), "holidays[0].date"),
      (.orthodoxEaster(.max), "holidays[0].date"),
      (.solarLongitude(degrees: -1, utcOffsetHours: 0), "holidays[0].date.solarLongitude.degrees"),
      (.solarLongitude(degrees: 360, utcOffsetHours: 0), "holidays[0].date.solarLongitude.degrees"),
      (
        .solarLongitude(degrees: .max, utcOffsetHours: 0), "holidays[0].date.solarLongitude.degrees"
      ),
      (.solarLongitude(degrees: 7, utcOffsetHours: 0), "holidays[0].date.solarLongitude.degrees"),
      (
        .solarLongitude(degrees: 0, utcOffsetHours: 100),
        "holidays[0].date.solarLongitude.utcOffsetHours"
      ),
      (
        .solarLongitude(degrees: 0, utcOffsetHours: .nan),
        "holidays[0].date.solarLongitude.utcOffsetHours"
      ),
    ]
    for (date, field) in cases {
      let outcome = Self.outcome(rules: [Self.rule(date)])
      #expect(outcome.field == field, "\(date)")
      if case .refused(_, let message) = outcome {
        #expect(message.contains("expected") && message.contains("ZZ"), "\(message)")
      }
      // The same through JSON: it decodes, and the calendar refuses it at the same field.
      if case .solarLongitude(_, let hours) = date, hours.isNaN { continue }
      let encoded = try String(decoding: JSONEncoder().encode(Self.rule(date)), as: UTF8.self)
      let document = #"{"country": "ZZ", "languages": ["en"], "holidays": [\#(encoded)]}"#
      #expect(Self.outcome(json: document).field == field, "\(document)")
    }
    // A pair of the wrong length is refused at its path.
    for fixed in ["[1, 2, 3]", "[1]", "[]", "1"] {
      let outcome = Self.outcome(json: Self.json(rule: #""date": {"fixed": \#(fixed)}"#))
      #expect(Self.refused(outcome, at: "holidays[0].date.fixed"), "\(fixed): \(outcome)")
    }
    // Numbers an Int cannot hold are refused while decoding; Foundation's JSONDecoder reports
    // them as data that is not valid JSON, without a path.
    for fixed in ["[1e30, 1]", "[9223372036854775808, 1]", "[1.5, 1]"] {
      let outcome = Self.outcome(json: Self.json(rule: #""date": {"fixed": \#(fixed)}"#))
      #expect(outcome.calendar == nil && outcome.field != "(not a DecodingError)", "\(fixed)")
    }
    // A date whose day does not exist in a year gives no day that year, as documented.
    let leapDay = try #require(Self.outcome(rules: [Self.rule(.fixed(month: 2, day: 29))]).calendar)
    #expect(try leapDay.holidays(inYear: 2023).isEmpty)
    #expect(try leapDay.holidays(inYear: 2024).map(\.day) == [Day(literal: "2024-02-29")])
    let fifth = try #require(
      Self.outcome(rules: [Self.rule(.nthWeekday(month: 2, weekday: .monday, n: 5))]).calendar)
    #expect(try fifth.holidays(inYear: 2023).isEmpty)
  }

  @Test(
    "Lunar dates: month 14, Chinese month 13, leap on Hebrew refused; Adar I only in leap years")
  func lunarDates() throws {
    let cases: [(LunarDate, String)] = [
      (LunarDate(calendar: .chinese, month: 14, day: 1), "holidays[0].date.lunar.month"),
      (LunarDate(calendar: .chinese, month: 13, day: 1), "holidays[0].date.lunar.month"),
      (LunarDate(calendar: .dangi, month: 0, day: 1), "holidays[0].date.lunar.month"),
      (LunarDate(calendar: .hebrew, month: 14, day: 1), "holidays[0].date.lunar.month"),
      (LunarDate(calendar: .hebrew, month: .max, day: 1), "holidays[0].date.lunar.month"),
      (LunarDate(calendar: .hebrew, month: 7, day: 1, leap: true), "holidays[0].date.lunar.leap"),
      (LunarDate(calendar: .chinese, month: 1, day: 31), "holidays[0].date.lunar.day"),
      (
        LunarDate(calendar: .chinese, month: 1, day: 1, offset: .min),
        "holidays[0].date.lunar.offset"
      ),
      (LunarDate(calendar: .gregorian, month: 1, day: 1), "holidays[0].date.lunar.calendar"),
    ]
    for (date, field) in cases {
      #expect(Self.outcome(rules: [Self.rule(.lunar(date))]).field == field, "\(date)")
    }
    #expect(
      Self.outcome(
        json: Self.json(rule: #""date": {"lunar": {"calendar": "julian", "month": 1, "day": 1}}"#)
      )
      .field == "holidays[0].date.lunar.calendar")
    // A Chinese leap month exists in some years only: the rule gives days in those years.
    let leap = try #require(
      Self.outcome(rules: [
        Self.rule(.lunar(LunarDate(calendar: .chinese, month: 6, day: 1, leap: true)))
      ])
      .calendar)
    // 2025 has a leap sixth month (闰六月, from 2025-07-25); 2024 has none.
    #expect(try leap.holidays(inYear: 2025).map(\.day) == [Day(literal: "2025-07-25")])
    #expect(try leap.holidays(inYear: 2024).isEmpty)
    // Hebrew month 6 (Adar I) exists only in leap years: 5784 is one (Adar I in February 2024),
    // 5785 is not (no Adar I in 2025).
    let adarI = try #require(
      Self.outcome(rules: [Self.rule(.lunar(LunarDate(calendar: .hebrew, month: 6, day: 1)))])
        .calendar)
    let days2024 = try adarI.holidays(inYear: 2024).map(\.day)
    #expect(days2024.count == 1 && days2024.allSatisfy { $0.gregorian.month == 2 })
    #expect(try adarI.holidays(inYear: 2025).isEmpty)
  }

  @Test("Islamic dates: a leap month, month 13, day 31 and calendars not computed are refused")
  func islamicDates() throws {
    let cases: [(LunarDate, String)] = [
      (
        LunarDate(calendar: .islamicUmmAlQura, month: 9, day: 1, leap: true),
        "holidays[0].date.lunar.leap"
      ),
      (LunarDate(calendar: .islamicCivil, month: 13, day: 1), "holidays[0].date.lunar.month"),
      (LunarDate(calendar: .islamicTabular, month: 0, day: 1), "holidays[0].date.lunar.month"),
      (LunarDate(calendar: .islamicUmmAlQura, month: 1, day: 31), "holidays[0].date.lunar.day"),
      // ICU's astronomical and Saudi sighting calendars are estimates: a rule names one of
      // the calculated calendars and gives announced days as month starts.
      (LunarDate(calendar: .islamic, month: 1, day: 1), "holidays[0].date.lunar.calendar"),
      (LunarDate(calendar: .islamicSaudi, month: 1, day: 1), "holidays[0].date.lunar.calendar"),
      (LunarDate(calendar: .persian, month: 1, day: 1), "holidays[0].date.lunar.calendar"),
    ]
    for (date, field) in cases {
      #expect(Self.outcome(rules: [Self.rule(.lunar(date))]).field == field, "\(date)")
    }
    #expect(
      Self.outcome(
        json: Self.json(
          rule: #""date": {"lunar": {"calendar": "islamic-rgsa", "month": 1, "day": 1}}"#)
      )
      .field == "holidays[0].date.lunar.calendar")
    #expect(
      Self.outcome(
        json: Self.json(
          rule:
            #""date": {"lunar": {"calendar": "islamic-civil", "month": 1, "day": 1, "leap": true}}"#
        )
      )
      .field == "holidays[0].date.lunar.leap")
  }

  static func starts(
    _ starts: [IslamicMonthStart], knownUntil: Int? = 2030,
    calendar: CalendarIdentifier = .islamicUmmAlQura
  ) -> Outcome {
    outcome(
      HolidayCountryData(
        country: "ZZ", languages: ["en"], knownUntil: knownUntil,
        holidays: [Self.rule(.lunar(LunarDate(calendar: calendar, month: 10, day: 1)))],
        islamicMonthStarts: starts))
  }

  @Test("Islamic month starts: far from the calculated start, twice, out of range, refused")
  func islamicMonthStarts() throws {
    func start(_ year: Int, _ month: Int, _ day: StaticString, source: String = "decree")
      -> IslamicMonthStart
    {
      IslamicMonthStart(year: year, month: month, start: Day(literal: day), source: source)
    }
    // Umm al-Qura begins Shawwal 1445 on 2024-04-10: three days either side is accepted.
    #expect(Self.starts([start(1445, 10, "2024-04-07")]).calendar != nil)
    #expect(Self.starts([start(1445, 10, "2024-04-13")]).calendar != nil)
    let far = Self.starts([start(1445, 10, "2024-04-14")])
    #expect(far.field == "islamicMonthStarts[0].start")
    if case .refused(_, let message) = far {
      #expect(message.contains("2024-04-10") && message.contains("islamic-umalqura"), "\(message)")
    }
    #expect(Self.starts([start(1445, 10, "2024-04-06")]).field == "islamicMonthStarts[0].start")
    // Checked against the calendar the rules name.
    #expect(
      Self.starts([start(1445, 10, "2024-04-14")], calendar: .islamicCivil).field
        == "islamicMonthStarts[0].start")
    #expect(
      Self.starts([start(1445, 10, "2024-04-10"), start(1445, 10, "2024-04-11")]).field
        == "islamicMonthStarts[1].month")
    for (year, month) in [(1445, 0), (1445, 13), (0, 1), (.min, 1), (.max, 12), (10_000, 1)] {
      let outcome = Self.starts([start(year, month, "2024-04-10")])
      #expect(outcome.field == "islamicMonthStarts[0].month", "\(year)-\(month)")
    }
    #expect(
      Self.starts([start(1445, 10, "2024-04-10", source: "")]).field
        == "islamicMonthStarts[0].source")
    // A year the calendar does not compute, with a start in range of the days.
    #expect(Self.starts([start(9_999, 1, "2024-04-10")]).field == "islamicMonthStarts[0].month")
    let outside = IslamicMonthStart(
      year: 1445, month: 10, start: Day(daysSince1970: .max), source: "decree")
    #expect(Self.starts([outside], knownUntil: nil).field == "islamicMonthStarts[0].start")
    // knownUntil covers the starts.
    #expect(Self.starts([start(1445, 10, "2024-04-10")], knownUntil: nil).field == "knownUntil")
    #expect(Self.starts([start(1445, 10, "2024-04-10")], knownUntil: 2023).field == "knownUntil")
    // JSON: the month is YYYY-MM; unknown keys are refused.
    for month in ["1445/10", "1445-1", "14450-10", "-445-10", "1445-10-01", "", "abcd-ef"] {
      let document = Self.json(
        rule: #""date": {"fixed": [1, 1]}"#,
        top:
          #", "knownUntil": 2030, "islamicMonthStarts": [{"month": "\#(month)", "start": "2024-04-10", "source": "a"}]"#
      )
      #expect(
        Self.refused(Self.outcome(json: document), at: "islamicMonthStarts[0].month"), "\(month)")
    }
    let extra = Self.json(
      rule: #""date": {"fixed": [1, 1]}"#,
      top:
        #", "knownUntil": 2030, "islamicMonthStarts": [{"month": "1445-10", "start": "2024-04-10", "source": "a", "end": 1}]"#
    )
    #expect(Self.refused(Self.outcome(json: extra), at: "islamicMonthStarts[0].end"))
  }

  @Test("Earlier weekends: out of order, of seven days, outside the days supported, refused")
  func earlierWeekends() throws {
    func outcome(_ weekends: [EarlierWeekend]) -> Outcome {
      Self.outcome(
        HolidayCountryData(
          country: "ZZ", languages: ["en"], islamicMonthStarts: [], earlierWeekends: weekends))
    }
    let first = EarlierWeekend(until: Day(literal: "2006-08-31"), weekend: [.thursday, .friday])
    let second = EarlierWeekend(until: Day(literal: "2021-12-31"), weekend: [.friday, .saturday])
    #expect(outcome([first, second]).calendar != nil)
    #expect(outcome([second, first]).field == "earlierWeekends[1].until")
    #expect(outcome([first, first]).field == "earlierWeekends[1].until")
    #expect(
      outcome([EarlierWeekend(until: first.until, weekend: Weekday.allCases)]).field
        == "earlierWeekends[0].weekend")
    #expect(
      outcome([EarlierWeekend(until: Day(daysSince1970: .max), weekend: [])]).field
        == "earlierWeekends[0].until")
    // A moved workday must be a weekend day of the weekend kept on its date.
    let workday = Self.outcome(
      HolidayCountryData(
        country: "ZZ", languages: ["en"],
        workdays: [MovedWorkday(date: Day(literal: "2005-01-06"), source: "a notice")],
        islamicMonthStarts: [], earlierWeekends: [first]))
    #expect(workday.calendar != nil)
    for (document, field) in [
      (
        #"{"country": "ZZ", "languages": ["en"], "earlierWeekends": [{"until": "2006-08-31", "weekend": ["thu"]}]}"#,
        "earlierWeekends[0].weekend"
      ),
      (
        #"{"country": "ZZ", "languages": ["en"], "earlierWeekends": [{"until": "2006-08-31", "weekend": [], "from": 1}]}"#,
        "earlierWeekends[0].from"
      ),
    ] {
      #expect(Self.outcome(json: document).field == field, "\(document)")
    }
  }

  @Test("Published dates: empty, twice, out of range, too many, no source, past knownUntil")
  func publishedDates() throws {
    func outcome(_ dates: [Day], source: String = "gazette", knownUntil: Int? = 2030) -> Outcome {
      Self.outcome(
        HolidayCountryData(
          country: "ZZ", languages: ["en"], knownUntil: knownUntil,
          holidays: [Self.rule(.published(PublishedDates(source: source, dates: dates)))]))
    }
    let day = Day(literal: "2024-11-01")
    #expect(outcome([day]).calendar != nil)
    #expect(outcome([]).field == "holidays[0].date.published.dates")
    #expect(outcome([day, day]).field == "holidays[0].date.published.dates[1]")
    #expect(outcome([day], source: "").field == "holidays[0].date.published.source")
    #expect(outcome([day], knownUntil: nil).field == "knownUntil")
    #expect(outcome([day], knownUntil: 2023).field == "knownUntil")
    #expect(
      outcome([day, Day(daysSince1970: .min)]).field == "holidays[0].date.published.dates[1]")
    let many = (0...PublishedDates.limit).map { day.advanced(by: $0) }
    #expect(outcome(Array(many.dropLast()), knownUntil: 2030).calendar != nil)
    #expect(outcome(many).field == "holidays[0].date.published.dates")
    // JSON: a list over the limit is refused before its days are read.
    let list = many.map { #""\#($0)""# }.joined(separator: ", ")
    let document = Self.json(
      rule: #""date": {"published": {"source": "g", "dates": [\#(list)]}}"#,
      top: #", "knownUntil": 2030"#)
    #expect(Self.refused(Self.outcome(json: document), at: "holidays[0].date.published.dates"))
    let unknown = Self.json(
      rule: #""date": {"published": {"source": "g", "dates": ["2024-11-01"], "year": 1}}"#,
      top: #", "knownUntil": 2030"#)
    #expect(Self.refused(Self.outcome(json: unknown), at: "holidays[0].date.published.year"))
    let noSource = Self.json(
      rule: #""date": {"published": {"dates": ["2024-11-01"]}}"#, top: #", "knownUntil": 2030"#)
    #expect(Self.refused(Self.outcome(json: noSource), at: "holidays[0].date.published.source"))
  }

  // MARK: Years, moves, observed days

  @Test("Years reversed are refused; the ends of Int are open ends")
  func years() throws {
    #expect(
      Self.outcome(rules: [Self.rule(.fixed(month: 1, day: 1), years: HolidayYears(2030, 2020))])
        .field == "holidays[0].years")
    #expect(
      Self.outcome(json: Self.json(rule: #""date": {"fixed": [1, 1]}, "years": [2030, 2020]"#))
        .field == "holidays[0].years")
    let observed = ObservedRule(when: [.weekday(.sunday)], to: .next, years: HolidayYears(5, -5))
    #expect(
      Self.outcome(rules: [Self.rule(.fixed(month: 1, day: 1), observed: observed)]).field
        == "holidays[0].observed.years")
    var between = HolidayCountryData(country: "ZZ", languages: ["en"])
    between.betweenHolidays = BetweenHolidaysRule(
      id: "between", names: ["en": "Between"], years: HolidayYears(.max, .min))
    #expect(Self.outcome(between).field == "betweenHolidays.years")
    let always = try #require(
      Self.outcome(rules: [Self.rule(.fixed(month: 1, day: 1), years: HolidayYears(.min, .max))])
        .calendar)
    #expect(try always.holidays(inYear: 2024).count == 1)
    #expect(try always.holidays(inYear: always.supportedYears.upperBound).count == 1)
    #expect(
      Self.outcome(
        json: Self.json(rule: #""date": {"fixed": [1, 1]}, "years": [-9223372036854775809, 1]"#)
      ).calendar == nil)
    for years in ["[2020]", "[1, 2, 3]", "[]", "2020"] {
      let outcome = Self.outcome(
        json: Self.json(rule: #""date": {"fixed": [1, 1]}, "years": \#(years)"#))
      #expect(Self.refused(outcome, at: "holidays[0].years"), "\(years): \(outcome)")
    }
  }

  @Test("Moves of Int.max days are refused at the weekday; a move of 7 is accepted")
  func moves() throws {
    for days in [Int.max, Int.min, 8, -8] {
      #expect(
        Self.outcome(rules: [Self.rule(.fixed(month: 1, day: 1), move: [.sunday: days])]).field
          == "holidays[0].move.sunday", "\(days)")
    }
    #expect(
      Self.outcome(
        json: Self.json(
          rule: #""date": {"fixed": [1, 1]}, "move": {"sunday": 9223372036854775807}"#)
      )
      .field == "holidays[0].move.sunday")
    #expect(
      Self.outcome(json: Self.json(rule: #""date": {"fixed": [1, 1]}, "move": {"caturday": 1}"#))
        .field == "holidays[0].move")
    // 2023-01-01 is a Sunday: moved a week on, the holiday is the 8th.
    let week = try #require(
      Self.outcome(rules: [Self.rule(.fixed(month: 1, day: 1), move: [.sunday: 7])]).calendar)
    #expect(try week.holidays(inYear: 2023).map(\.day) == [Day(literal: "2023-01-08")])
  }

  /// A weekend of six days and every Wednesday a holiday: no day is ever free.
  static func noFreeDay(observed: ObservedRule?) -> HolidayCountryData {
    var rules = (1...12).flatMap { month in
      (1...5).map { n in
        HolidayRule(
          id: "wednesday-\(month)-\(n)", names: ["en": "Wednesday"],
          date: .nthWeekday(month: month, weekday: .wednesday, n: n))
      }
    }
    rules.append(Self.rule(.fixed(month: 1, day: 1), id: "new-year", observed: observed))
    return HolidayCountryData(
      country: "ZZ", languages: ["en"], weekend: Weekday.allCases.filter { $0 != .wednesday },
      holidays: rules)
  }

  @Test("Observed days with nothing free: bounded, no observed day; seven-day weekends refused")
  func observedWithNothingFree() throws {
    var allWeek = HolidayCountryData(
      country: "ZZ", languages: ["en"], weekend: Weekday.allCases,
      holidays: [
        Self.rule(
          .fixed(month: 1, day: 1),
          observed: ObservedRule(when: Weekday.allCases.map { .weekday($0) }, to: .next))
      ])
    #expect(Self.outcome(allWeek).field == "weekend")
    allWeek.weekend = []
    #expect(Self.outcome(allWeek).calendar != nil)
    #expect(
      Self.outcome(
        json:
          #"{"country": "ZZ", "languages": ["en"], "weekend": ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]}"#
      )
      .field == "weekend")
    for direction in [ObservedRule.Direction.next, .previous, .nearestWeekday] {
      let observed = ObservedRule(
        when: Weekday.allCases.map { .weekday($0) } + [.holiday], to: direction)
      let calendar = try HolidayCalendar(data: Self.noFreeDay(observed: observed))
      let holidays = try calendar.holidays(inYear: 2025)
      // 2025-01-01 is a Wednesday: the search for a free day passes over 366 days and stops,
      // and the holiday gives no observed day (ObservedRule's documentation).
      if direction != .nearestWeekday { #expect(holidays.allSatisfy { !$0.isObserved }) }
      #expect(holidays.filter { $0.id == "ZZ:new-year" && !$0.isObserved }.count == 1)
      // Working days: none, so each walk stops with a typed error.
      let start = Day(literal: "2025-03-01")
      #expect(try !calendar.isWorkingDay(start))
      #expect(throws: HolidayError.noWorkingDay(after: start, searchedDays: 366)) {
        try calendar.nextWorkingDay(after: start)
      }
      #expect(throws: HolidayError.self) { try calendar.addingWorkingDays(1, to: start) }
      #expect(throws: HolidayError.self) { try calendar.addingWorkingDays(-1_000_000, to: start) }
      #expect(
        try calendar.workingDays(from: Day(literal: "2024-01-01"), to: Day(literal: "2027-01-01"))
          == 0)
    }
  }

  @Test("Days between holidays on every day: each day once")
  func betweenEveryDay() throws {
    // Every odd day of every month is a holiday: each even day lies between two.
    let rules = (1...12).flatMap { month in
      stride(from: 1, through: 31, by: 2).map { day in
        HolidayRule(
          id: "odd-\(month)-\(day)", names: ["en": "Odd"], date: .fixed(month: month, day: day))
      }
    }
    var data = HolidayCountryData(country: "ZZ", languages: ["en"], holidays: rules)
    data.betweenHolidays = BetweenHolidaysRule(id: "between", names: ["en": "Between"])
    let calendar = try HolidayCalendar(data: data)
    for year in [2023, 2024] {
      let days = try calendar.holidays(inYear: year).map(\.day)
      let first = try Day(year: year, month: 1, day: 1)
      let length = first.distance(to: try Day(year: year + 1, month: 1, day: 1))
      #expect(days.count == length, "\(year)")
      #expect(days == (0..<length).map { first.advanced(by: $0) }, "\(year)")
    }
    #expect(
      try calendar.workingDays(from: Day(literal: "2024-01-01"), to: Day(literal: "2025-01-01"))
        == 0)
  }

  @Test("Days that cross New Year are given in the year they fall in; the supported ends answer")
  func acrossNewYear() throws {
    let rules = [
      // The Monday on or after 29 December: 2026's is 2027-01-04, 2027's is 2028-01-03.
      Self.rule(.weekdayOnOrAfter(month: 12, day: 29, weekday: .monday), id: "after"),
      // The Friday on or before 2 January: 2027's is 2027-01-01, 2028's is 2027-12-31.
      Self.rule(.weekdayOnOrBefore(month: 1, day: 2, weekday: .friday), id: "before"),
      // 200 days before Easter: 2024-10-02 for Easter 2025 (20 April).
      Self.rule(.easter(-200), id: "easter"),
    ]
    let calendar = try HolidayCalendar(
      data: HolidayCountryData(country: "ZZ", languages: ["en"], holidays: rules))
    func days(_ year: Int, _ id: String) throws -> [Day] {
      try calendar.holidays(inYear: year).filter { $0.id == "ZZ:\(id)" }.map(\.day)
    }
    #expect(try days(2025, "after") == [Day(literal: "2025-12-29")])
    #expect(try days(2026, "after").isEmpty)
    #expect(try days(2027, "after") == [Day(literal: "2027-01-04")])
    #expect(try days(2028, "after") == [Day(literal: "2028-01-03")])
    #expect(try days(2027, "before") == [Day(literal: "2027-01-01"), Day(literal: "2027-12-31")])
    #expect(try days(2028, "before") == [Day(literal: "2028-12-29")])
    #expect(try days(2024, "easter") == [Day(literal: "2024-10-02")])
    #expect(try days(2025, "easter").count == 1)
    // A moving or crossing rule at the ends of the computation's years: every supported year
    // answers (the neighbour outside Easter's years gives nothing).
    let moving = try HolidayCalendar(
      data: HolidayCountryData(
        country: "ZZ", languages: ["en"],
        holidays: [
          Self.rule(.easter(0), id: "easter", move: [.sunday: 1]),
          Self.rule(
            .solarLongitude(degrees: 0, utcOffsetHours: 9), id: "equinox", move: [.sunday: 1]),
        ]))
    for year in [moving.supportedYears.lowerBound, moving.supportedYears.upperBound] {
      let holidays = try moving.holidays(inYear: year)
      #expect(holidays.count == 2, "\(year)")
    }
  }

  // MARK: Published days, ids, names

  @Test("Ten thousand one-off days: every one given once, on its day")
  func tenThousandOneOffs() throws {
    let first = Day(literal: "2000-01-01")
    let days = (0..<10_000).map {
      OneOffHoliday(
        date: first.advanced(by: $0), id: "day", names: ["en": "Day"], source: "a decree")
    }
    let calendar = try HolidayCalendar(
      data: HolidayCountryData(country: "ZZ", languages: ["en"], oneOff: days))
    #expect(try calendar.holidays(inYear: 2010).count == 365)
    let end = first.advanced(by: 10_000)
    #expect(try calendar.holidays(in: first...end.advanced(by: -1)).count == 10_000)
    #expect(try calendar.workingDays(from: first, to: end) == 0)
    #expect(throws: HolidayError.noWorkingDay(after: first, searchedDays: 366)) {
      try calendar.nextWorkingDay(after: first)
    }
    #expect(try calendar.nextWorkingDay(after: end.advanced(by: -1)) == end)
    // Ten thousand on one day, with distinct ids.
    let oneDay = (0..<10_000).map {
      OneOffHoliday(date: first, id: "day-\($0)", names: ["en": "Day"], source: "a decree")
    }
    let crowded = try HolidayCalendar(
      data: HolidayCountryData(country: "ZZ", languages: ["en"], oneOff: oneDay))
    #expect(try crowded.holidays(on: first).count == 10_000)
    // The same day and id twice is refused at the second.
    let twice = HolidayCountryData(
      country: "ZZ", languages: ["en"], oneOff: [days[5], days[0], days[5]])
    #expect(Self.outcome(twice).field == "oneOff[2]")
  }

  @Test("Ten thousand rules that trigger observed days on one day in one group")
  func tenThousandRules() throws {
    let rules = (0..<10_000).map { index in
      HolidayRule(
        id: "rule-\(index)", names: ["en": "Rule"], date: .fixed(month: 1, day: 1),
        observed: ObservedRule(when: [.holiday], to: .next), group: "crowd")
    }
    let calendar = try HolidayCalendar(
      data: HolidayCountryData(country: "ZZ", languages: ["en"], holidays: rules))
    let holidays = try calendar.holidays(inYear: 2024)
    #expect(holidays.filter { !$0.isObserved }.count == 10_000)
  }

  @Test("Duplicate ids: overlapping years refused, a law's change of rule accepted")
  func duplicateIDs() throws {
    let overlapping = [
      Self.rule(.fixed(month: 1, day: 1), id: "new-year"),
      Self.rule(.fixed(month: 1, day: 2), id: "new-year", years: HolidayYears(2020, nil)),
    ]
    #expect(Self.outcome(rules: overlapping).field == "holidays[1].years")
    let json =
      #"{"country": "ZZ", "languages": ["en"], "holidays": [{"id": "a", "names": {"en": "A"}, "date": {"fixed": [1, 1]}}, {"id": "a", "names": {"en": "A"}, "date": {"fixed": [1, 1]}}]}"#
    #expect(Self.outcome(json: json).field == "holidays[1].years")
    let changed = try #require(
      Self.outcome(rules: [
        Self.rule(.fixed(month: 1, day: 1), id: "new-year", years: HolidayYears(nil, 2019)),
        Self.rule(.fixed(month: 1, day: 2), id: "new-year", years: HolidayYears(2020, nil)),
      ]).calendar)
    #expect(try changed.holidays(inYear: 2019).map(\.day) == [Day(literal: "2019-01-01")])
    #expect(try changed.holidays(inYear: 2020).map(\.day) == [Day(literal: "2020-01-02")])
    // An app's rule with a built-in id and overlapping years is refused too.
    #expect(throws: HolidayError.self) {
      try HolidayCalendar(
        country: "US", adding: [Self.rule(.fixed(month: 7, day: 5), id: "independence-day")])
    }
    // Ids that are not kebab-case, empty or huge.
    for id in ["", "New Year", "día", String(repeating: "a", count: 101)] {
      #expect(
        Self.outcome(rules: [Self.rule(.fixed(month: 1, day: 1), id: id)]).field
          == "holidays[0].id", "\(id.prefix(10))")
    }
  }

  @Test("Names: empty, unlisted languages, huge; a language without names gives English")
  func names() throws {
    var empty = Self.rule(.fixed(month: 1, day: 1))
    empty.names = [:]
    #expect(Self.outcome(rules: [empty]).field == "holidays[0].names")
    #expect(
      Self.outcome(
        json: Self.json(rule: #""date": {"fixed": [1, 1]}"#).replacingOccurrences(
          of: #"{"en": "Day"}"#, with: "{}")
      ).field == "holidays[0].names")
    var unlisted = Self.rule(.fixed(month: 1, day: 1))
    unlisted.names["xx"] = "Xx"
    #expect(Self.outcome(rules: [unlisted]).field == "holidays[0].names.xx")
    // Listed, the language is used when asked for; a language with no names gives English.
    let listed = try HolidayCalendar(
      data: HolidayCountryData(country: "ZZ", languages: ["en", "xx"], holidays: [unlisted]),
      language: "xx")
    #expect(try listed.holidays(inYear: 2024).map(\.name) == ["Xx"])
    let japan = try HolidayCalendar(country: "JP", language: "xx")
    #expect(try japan.holidays(on: Day(literal: "2024-01-01")).map(\.name) == ["New Year's Day"])
    // An app's rule in a further language, added to a country, brings its language along.
    let added = try HolidayCalendar(
      country: "US",
      adding: [
        HolidayRule(
          id: "company-day", names: ["en": "Company Day", "de": "Firmentag"],
          date: .fixed(month: 6, day: 1))
      ], language: "de")
    #expect(try added.holidays(on: Day(literal: "2024-06-01")).map(\.name) == ["Firmentag"])
    #expect(
      throws: HolidayError.invalidData(
        country: "JP", field: "country", expected: "US, the country added to")
    ) {
      try HolidayCalendar(
        country: "US", adding: HolidayCountryData(country: "JP", languages: ["en"]))
    }
  }

  @Test("A 10 MB string: refused as an id, a name or an observed-day name")
  func hugeStrings() throws {
    let huge = String(repeating: "a", count: 10 * 1024 * 1024)
    #expect(
      Self.outcome(rules: [Self.rule(.fixed(month: 1, day: 1), id: huge)]).field == "holidays[0].id"
    )
    var named = Self.rule(.fixed(month: 1, day: 1))
    named.names["en"] = huge
    #expect(Self.outcome(rules: [named]).field == "holidays[0].names.en")
    let pattern = HolidayCountryData(
      country: "ZZ", languages: ["en"], observedName: ["en": huge + "{name}"],
      holidays: [Self.rule(.fixed(month: 1, day: 1))])
    #expect(Self.outcome(pattern).field == "observedName.en")
    // Through JSON: the document decodes (10 MB) and the calendar refuses it.
    let document = Self.json(rule: #""date": {"fixed": [1, 1]}"#).replacingOccurrences(
      of: #""Day""#, with: "\"\(huge)\"")
    #expect(Self.outcome(json: document).field == "holidays[0].names.en")
    // The law's text is not shown in grids: a long one is kept as given.
    let legal = HolidayCountryData(country: "ZZ", legalBasis: huge, languages: ["en"])
    #expect(Self.outcome(legal).calendar?.data.legalBasis.utf8.count == huge.utf8.count)
  }

  // MARK: JSON shapes

  @Test("Unknown keys, unknown enum values and wrong types are refused at their path")
  func unknownKeysAndValues() throws {
    let cases: [(String, String)] = [
      (#"{"country": "ZZ", "languages": ["en"], "colour": 1}"#, "colour"),
      (Self.json(rule: #""date": {"fixed": [1, 1]}, "dayof": false"#), "holidays[0].dayof"),
      (
        Self.json(
          rule: #""date": {"nthWeekday": {"month": 1, "weekday": "monday", "n": 1, "nn": 2}}"#),
        "holidays[0].date.nthWeekday.nn"
      ),
      (Self.json(rule: #""date": {"fixed": [1, 1], "easter": 1}"#), "holidays[0].date"),
      (Self.json(rule: #""date": {"someday": 1}"#), "holidays[0].date.someday"),
      (Self.json(rule: #""date": {}"#), "holidays[0].date"),
      (
        Self.json(rule: #""date": {"fixed": [1, 1]}, "category": "holiday""#),
        "holidays[0].category"
      ),
      (
        Self.json(
          rule: #""date": {"fixed": [1, 1]}, "observed": {"when": ["sunday"], "to": "sideways"}"#),
        "holidays[0].observed.to"
      ),
      (
        Self.json(
          rule:
            #""date": {"fixed": [1, 1]}, "observed": {"when": ["sunday"], "to": "next", "skip": ["weekends"]}"#
        ),
        "holidays[0].observed.skip[0]"
      ),
      (
        Self.json(
          rule: #""date": {"fixed": [1, 1]}, "observed": {"when": ["caturday"], "to": "next"}"#),
        "holidays[0].observed.when"
      ),
      (
        Self.json(
          rule: #""date": {"fixed": [1, 1]}, "observed": {"when": [], "to": "next", "extra": 1}"#),
        "holidays[0].observed.extra"
      ),
      (
        Self.json(
          rule: #""date": {"lunar": {"calendar": "chinese", "month": 1, "day": 1, "leep": true}}"#),
        "holidays[0].date.lunar.leep"
      ),
      (Self.json(rule: #""date": {"fixed": ["1", 1]}"#), "holidays[0].date.fixed[0]"),
      (Self.json(rule: #""date": {"fixed": [1, 1]}, "dayOff": "no""#), "holidays[0].dayOff"),
      (#"{"country": "ZZ", "languages": ["en"], "weekend": ["funday"]}"#, "weekend"),
      (#"{"country": "ZZ", "languages": "en"}"#, "languages"),
      (#"{"country": "ZZ"}"#, "languages"),
      (#"{"country": "Z", "languages": ["en"]}"#, "country"),
      (#"{"country": "ZZ", "languages": ["fr"]}"#, "languages"),
      (
        #"{"country": "ZZ", "languages": ["en"], "oneOff": [{"date": "2024-02-30", "id": "a", "names": {"en": "A"}, "source": "s"}]}"#,
        "oneOff[0].date"
      ),
      (
        #"{"country": "ZZ", "languages": ["en"], "oneOff": [{"date": "+2000000-01-01", "id": "a", "names": {"en": "A"}, "source": "s"}]}"#,
        "oneOff[0].date"
      ),
      (
        #"{"country": "ZZ", "languages": ["en"], "oneOff": [{"date": "2024-01-01", "id": "a", "names": {"en": "A"}, "source": ""}]}"#,
        "oneOff[0].source"
      ),
      (
        #"{"country": "ZZ", "languages": ["en"], "workdays": [{"date": "2024-01-03", "source": "s"}]}"#,
        "workdays[0].date"
      ),
      (
        #"{"country": "ZZ", "languages": ["en"], "betweenHolidays": {"id": "b", "names": {"en": "B"}, "except": ["someday"]}}"#,
        "betweenHolidays.except"
      ),
    ]
    for (json, field) in cases {
      let outcome = Self.outcome(json: json)
      #expect(Self.refused(outcome, at: field), "\(json): \(outcome)")
    }
    // An unknown key names itself and what was expected.
    guard case .refused(_, let message) = Self.outcome(json: cases[0].0) else {
      Issue.record("accepted an unknown key")
      return
    }
    #expect(message.contains("unknown key 'colour'") && message.contains("holidays"))
  }

  @Test("Deeply nested junk and junk documents end in a decoding error")
  func nestedJunk() throws {
    var bound = LoopBound(10, "nesting depths")
    for depth in [10, 1_000, 100_000] where bound.next() {
      let junk = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
      for document in [
        #"{"country": "ZZ", "languages": ["en"], "junk": \#(junk)}"#,
        #"{"country": "ZZ", "languages": ["en"], "holidays": \#(junk)}"#,
        #"{"country": "ZZ", "languages": ["en"], "holidays": [{"id": "a", "names": {"en": \#(junk)}, "date": {"fixed": [1, 1]}}]}"#,
        String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth),
      ] {
        #expect(Self.outcome(json: document).calendar == nil, "depth \(depth)")
      }
    }
    for document in [
      "", "null", "[]", "1", "\"ZZ\"", "{", "{\"country\": \"ZZ\", \"languages\": [\"en\"]",
      "\u{0}",
    ] {
      #expect(Self.outcome(json: document).calendar == nil, "\(document)")
    }
  }

  // MARK: Working days at the extremes

  @Test("Working days at the extremes: typed errors or answers, at once")
  func workingDayExtremes() throws {
    let us = try HolidayCalendar(country: "US")
    let limit = HolidayCalendar.workingDayCountLimit
    let start = Day(literal: "2024-01-01")
    for count in [Int.max, Int.min, limit + 1, -limit - 1] {
      #expect(throws: HolidayError.countOutOfRange(count, allowed: -limit...limit)) {
        try us.addingWorkingDays(count, to: start)
      }
    }
    // The largest count walks about 4,000 years and answers.
    let far = try us.addingWorkingDays(limit, to: start)
    #expect((5_000...7_000).contains(far.gregorian.year))
    #expect(try us.isWorkingDay(far))
    // In Japan the same walk leaves the years the solar longitude is computed for.
    let japan = try HolidayCalendar(country: "JP")
    let error = #expect(throws: HolidayError.self) {
      try japan.addingWorkingDays(limit, to: start)
    }
    guard case .yearOutOfRange(let year, "JP", let supported, _) = error else {
      Issue.record("\(String(describing: error))")
      return
    }
    #expect(year == supported.upperBound + 1)
    let dayMin = Day(daysSince1970: .min)
    let dayMax = Day(daysSince1970: .max)
    #expect(throws: HolidayError.self) { try us.workingDays(from: dayMin, to: dayMax) }
    #expect(throws: HolidayError.self) { try us.workingDays(from: dayMax, to: dayMin) }
    let first = try Day(year: us.supportedYears.lowerBound, month: 1, day: 1)
    let last = try Day(year: us.supportedYears.upperBound, month: 12, day: 31)
    #expect(
      throws: HolidayError.spanOutOfRange(
        from: first, to: last, maximumDays: HolidayCalendar.spanLimit)
    ) { try us.workingDays(from: first, to: last) }
    #expect(
      throws: HolidayError.spanOutOfRange(
        from: first, to: last, maximumDays: HolidayCalendar.spanLimit)
    ) { try us.workingDays(from: last, to: first) }
    // The longest span answers: about 250 working days a year.
    let end = start.advanced(by: HolidayCalendar.spanLimit)
    let count = try us.workingDays(from: start, to: end)
    #expect((240 * 4_000...262 * 4_200).contains(count))
    #expect(try us.workingDays(from: end, to: start) == -count)
    #expect(throws: HolidayError.self) { try us.workingDays(from: start, to: end.advanced(by: 1)) }
    #expect(throws: HolidayError.self) { try us.holidays(in: first...last) }
    #expect(throws: HolidayError.self) { try us.holidays(in: dayMin...dayMax) }
    #expect(throws: HolidayError.self) { try us.nextWorkingDay(after: dayMax) }
    #expect(throws: HolidayError.self) { try us.nextWorkingDay(after: last) }
  }
}
