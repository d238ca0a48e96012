import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridSources
@testable import CalendarGridState

@Suite("Codable state: round trips, and hostile JSON refused with typed errors")
struct StateCodingTests {
  func roundTrip<T: Codable & Equatable>(_ value: T) throws -> T {
    let data = try JSONEncoder().encode(value)
    return try JSONDecoder().decode(T.self, from: data)
  }

  func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(json.utf8))
  }

  @Test("CalendarMonth round-trips in every calendar, leap months included")
  func months() throws {
    for identifier in CalendarIdentifier.allCases {
      let calendar = try GridCalendar(identifier, locale: GridLocale("en_US"))
      var month = try calendar.month(containing: day("2023-01-01"))
      for _ in 0..<30 {
        #expect(try roundTrip(month) == month)
        month = try calendar.month(after: month)
      }
    }
    let dangi = try GridCalendar(.dangi, locale: GridLocale("ko_KR"))
    let leap = try dangi.month(year: 2023, month: 2, isLeapMonth: true)
    #expect(try roundTrip(leap) == leap)
  }

  @Test("GridLocale and Selection round-trip in every mode")
  func localesAndSelections() throws {
    for identifier in ["ko_KR", "de_DE", "en-US-u-fw-mon", "he_IL@calendar=hebrew"] {
      let locale = try GridLocale(identifier)
      #expect(try roundTrip(locale) == locale)
    }
    var single = Selection(.single)
    single.select(day("2024-03-05"))
    var multiple = Selection(.multiple(maximumCount: 3))
    for text in ["2024-03-05", "2024-01-02", "2024-05-06"] { multiple.select(day(text)) }
    var range = Selection(.range, allowsUnselectableDaysInRange: true)
    range.select(day("2024-03-05"))
    let pending = range
    range.select(day("2024-02-05"))
    var week = Selection(.week(firstWeekday: .monday))
    week.select(day("2024-03-07"))
    for selection in [single, multiple, range, pending, week, Selection(.multiple)] {
      let decoded = try roundTrip(selection)
      #expect(decoded == selection)
      #expect(decoded.days == selection.days && decoded.range == selection.range)
      #expect(decoded.pendingRangeStart == selection.pendingRangeStart)
    }
  }

  @Test("Hostile JSON is refused with DecodingError, never trapping or building a bad value")
  func hostile() throws {
    let badMonths = [
      #"{"calendar":"klingon","firstDay":"2024-03-01"}"#,
      #"{"calendar":"gregorian","firstDay":"2024-03-02"}"#,  // not a month's first day
      #"{"calendar":"gregorian","firstDay":"2024-03-01","year":2023,"month":3}"#,
      #"{"calendar":"gregorian","firstDay":"2024-03-01","month":4}"#,
      #"{"calendar":"dangi","firstDay":"2023-03-22","isLeapMonth":false}"#,  // leap 2nd month
      #"{"calendar":"hebrew","firstDay":"+99999999-01-01"}"#,
      #"{"calendar":"chinese","firstDay":"1200-01-01"}"#,
      #"{"calendar":"gregorian"}"#, #"[]"#, #"{"calendar":7,"firstDay":"2024-03-01"}"#,
    ]
    for json in badMonths {
      #expect(throws: DecodingError.self, "\(json)") { try decode(CalendarMonth.self, json) }
    }
    let badLocales = [
      #"{"identifier":""}"#, #"{"identifier":"xx_YY@calendar=nope"}"#,
      #"{"identifier":"\#(String(repeating: "a", count: 10_000))"}"#,
      #"{"identifier":"ko_KR","dataSource":"nonsense"}"#,
    ]
    for json in badLocales {
      #expect(throws: DecodingError.self, "\(json.prefix(60))") {
        try decode(GridLocale.self, json)
      }
    }
    let badSelections = [
      #"{"mode":{"single":{}},"days":["2024-03-05","2024-03-06"]}"#,
      #"{"mode":{"multiple":{"maximumCount":1}},"days":["2024-03-05","2024-03-06"]}"#,
      #"{"mode":{"multiple":{"maximumCount":-1}},"days":[]}"#,
      #"{"mode":{"multiple":{}},"days":["2024-03-06","2024-03-05"]}"#,
      #"{"mode":{"multiple":{}},"days":["2024-03-05","2024-03-05"]}"#,
      #"{"mode":{"range":{}},"rangeStart":"2024-03-05","rangeEnd":"2024-03-01"}"#,
      #"{"mode":{"range":{}},"rangeEnd":"2024-03-01"}"#,
      #"{"mode":{"range":{}},"days":["2024-03-01"]}"#,
      #"{"mode":{"single":{}},"rangeStart":"2024-03-05"}"#,
      #"{"mode":{"week":{"firstWeekday":2}},"rangeStart":"2024-03-05","rangeEnd":"2024-03-11"}"#,
      #"{"mode":{"week":{"firstWeekday":9}}}"#,
      #"{"mode":{"teleport":{}}}"#,
      #"{"mode":{"single":{}},"days":["2024-02-30"]}"#,
      #"{"mode":{"single":{}},"days":["+3000000-01-01"]}"#,
    ]
    for json in badSelections {
      #expect(throws: DecodingError.self, "\(json)") { try decode(Selection.self, json) }
    }
    // A week that is one: accepted.
    let week = try decode(
      Selection.self,
      #"{"mode":{"week":{"firstWeekday":2}},"rangeStart":"2024-03-04","rangeEnd":"2024-03-10"}"#)
    #expect(week.range == day("2024-03-04")...day("2024-03-10"))
  }

  @Test("A selection limit of 0 refuses every tap, saying why")
  func limitOfZero() {
    var selection = Selection(.multiple(maximumCount: 0))
    #expect(selection.select(day("2024-03-05")) == .rejected(.maximumCountReached(0)))
    #expect(selection.isEmpty)
  }
}

@Suite("Day from date components in their own calendar")
struct DayComponentsTests {
  func components(_ identifier: Calendar.Identifier, _ year: Int, _ month: Int, _ day: Int)
    -> DateComponents
  {
    DateComponents(calendar: Calendar(identifier: identifier), year: year, month: month, day: day)
  }

  @Test("Hebrew 5784-06-01 is 1 Adar I 5784, 2024-02-10, not the Gregorian 5784-06-01")
  func hebrew() throws {
    #expect(try Day(components(.hebrew, 5784, 6, 1)) == day("2024-02-10"))
    #expect(try Day(components(.hebrew, 5785, 1, 1)) == day("2024-10-03"))  // Rosh Hashanah
    // Adar I exists only in leap years; 5785 is not one.
    #expect(throws: CalendarGridError.self) { try Day(components(.hebrew, 5785, 6, 1)) }
  }

  @Test(
    "Non-Gregorian components agree with the library's ICU calendars month by month",
    .enabled(if: CalendarDataSource.icu.isAvailable, "needs the ICU trait"))
  func againstICU() throws {
    let pairs: [(Calendar.Identifier, CalendarIdentifier)] = [
      (.hebrew, .hebrew), (.islamicUmmAlQura, .islamicUmmAlQura), (.persian, .persian),
      (.coptic, .coptic), (.buddhist, .buddhist), (.chinese, .chinese),
    ]
    for (foundation, identifier) in pairs {
      let calendar = try GridCalendar(identifier, locale: GridLocale("en_US"), source: .icu)
      var month = try calendar.month(containing: day("2020-01-01"))
      for _ in 0..<40 {
        var parts = DateComponents(
          calendar: Calendar(identifier: foundation), month: month.month, day: 1)
        // Foundation's Chinese year is the cycle year with the cycle as era; ICU's extended year
        // gives both.
        if identifier == .chinese {
          parts.era = (month.extendedYear - 1) / 60 + 1
          parts.year = (month.extendedYear - 1) % 60 + 1
          parts.isLeapMonth = month.isLeapMonth
        } else {
          parts.year = month.eraYear
        }
        #expect(try Day(parts) == month.firstDay, "\(identifier) \(month.year)-\(month.month)")
        month = try calendar.month(after: month)
      }
    }
  }

  @Test("Gregorian components: with and without a calendar, and dates that do not exist")
  func gregorian() throws {
    #expect(try Day(DateComponents(year: 2024, month: 3, day: 5)) == day("2024-03-05"))
    #expect(try Day(components(.gregorian, 2024, 3, 5)) == day("2024-03-05"))
    #expect(try Day(components(.iso8601, 2024, 2, 29)) == day("2024-02-29"))
    // Foundation's Gregorian calendar is Julian before the reform.
    // (10 days behind by then: Julian 1500 had a 29 February.)
    #expect(try Day(components(.gregorian, 1500, 3, 1)) == day("1500-03-11"))
    let julian = try GridCalendar(.gregorian, locale: GridLocale("en_US"))
    #expect(
      try Day(components(.gregorian, 1500, 3, 1)) == julian.month(year: 1500, month: 3).firstDay)
    for bad in [(2023, 2, 29), (2024, 2, 30), (2024, 13, 1), (2024, 0, 1), (Int.max, 1, 1)] {
      #expect(throws: CalendarGridError.self) {
        try Day(components(.gregorian, bad.0, bad.1, bad.2))
      }
      #expect(throws: CalendarGridError.self) {
        try Day(DateComponents(year: bad.0, month: bad.1, day: bad.2))
      }
    }
    #expect(throws: CalendarGridError.self) { try Day(DateComponents(year: 2024, month: 3)) }
  }
}
