import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridSources

@Suite("Day arithmetic")
struct DayTests {
  @Test("Known days since 1970")
  func knownDays() throws {
    #expect(try Day(year: 1970, month: 1, day: 1).daysSince1970 == 0)
    #expect(try Day(year: 2000, month: 3, day: 1).daysSince1970 == 11_017)
    #expect(try Day(year: 1582, month: 10, day: 15).daysSince1970 == -141_427)
    #expect(try Day(year: 1969, month: 12, day: 31).daysSince1970 == -1)
    #expect(try Day(year: 1970, month: 1, day: 1).weekday == .thursday)
    #expect(try Day(year: 2024, month: 3, day: 5).weekday == .tuesday)
    #expect(try Day(year: 0, month: 3, day: 1).daysSince1970 == -719_468)
  }

  @Test("Gregorian conversion agrees with Foundation from the 1582 cutover to 9999")
  func gregorianAgainstFoundation() throws {
    // Foundation's gregorian and iso8601 calendars both switch to Julian before 1582-10-15.
    let reference = Reference.calendar(.gregorian)
    let step = Reference.exhaustive ? 1 : 37
    var checked = 0
    for days in stride(
      from: try Day(year: 1582, month: 10, day: 15).daysSince1970,
      through: try Day(year: 9999, month: 12, day: 31).daysSince1970, by: step)
    {
      let day = Day(daysSince1970: days)
      let components = reference.dateComponents(
        [.year, .month, .day, .weekday], from: Reference.date(day))
      let (year, month, dayOfMonth) = day.gregorian
      #expect(components.year == year && components.month == month && components.day == dayOfMonth)
      #expect(components.weekday == day.weekday.rawValue)
      #expect(try Day(year: year, month: month, day: dayOfMonth) == day)
      checked += 1
    }
    #expect(checked > 50_000)
  }

  // Reads libicu directly: only with the ICU trait.
  #if ICU
    @Test(
      "Proleptic Gregorian conversion agrees with ICU's proleptic calendar, years -9999 to 1582")
    func prolepticAgainstICU() throws {
      let icu = try ICUCalendar(locale: "en_US@calendar=gregorian")
      icu.makeProleptic()
      let start = GregorianArithmetic.daysFromCivil(year: -9999, month: 1, day: 1)
      let end = GregorianArithmetic.daysFromCivil(year: 1582, month: 10, day: 15)
      for days in stride(from: start, through: end, by: Reference.exhaustive ? 1 : 41) {
        let day = Day(daysSince1970: Int32(days))
        let fields = try icu.fields(of: day)
        // ICU numbers years by era: 1 BC is era 0, year 1 (astronomical year 0).
        let year = fields.era == 1 ? Int(fields.year) : 1 - Int(fields.year)
        let (y, m, d) = day.gregorian
        #expect(year == y && Int(fields.month) + 1 == m && Int(fields.day_of_month) == d)
      }
    }
  #endif

  @Test("Before the 1582 cutover February has Foundation's Julian length, every year from 1")
  func julianFebruaryLengths() throws {
    let reference = Reference.calendar(.gregorian)
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("en_US"))
    for year in 1...1582 {
      let february = try calendar.month(year: year, month: 2)
      let days = try #require(
        reference.range(of: .day, in: .month, for: Reference.date(february.firstDay)))
      #expect(february.length == days.count, "February \(year)")
    }
  }

  @Test("February 29 exists exactly in Foundation's leap years, century years included")
  func februaryTwentyNinth() throws {
    let reference = Reference.calendar(.gregorian)
    // Every century year from 1600 to 9900 (leap only when divisible by 400) and the years
    // around two of them.
    let years =
      Array(stride(from: 1600, through: 9900, by: 100)) + Array(1896...1904)
      + Array(1996...2004)
    for year in years {
      let february = try #require(
        reference.date(from: DateComponents(year: year, month: 2, day: 1)))
      let length = try #require(reference.range(of: .day, in: .month, for: february)).count
      let twentyNinth = try? Day(year: year, month: 2, day: 29)
      #expect(
        (twentyNinth != nil) == (length == 29), "\(year): Foundation's February has \(length) days")
      if let twentyNinth {
        #expect(twentyNinth.advanced(by: 1) == (try Day(year: year, month: 3, day: 1)))
      }
    }
  }

  @Test("Julian conversion agrees with Foundation's Gregorian calendar before the 1582 cutover")
  func julianAgainstFoundation() throws {
    let reference = Reference.calendar(.gregorian)
    let start = GregorianArithmetic.daysFromJulian(year: 1, month: 1, day: 1)
    let end = GregorianArithmetic.daysFromJulian(year: 1582, month: 10, day: 4)
    for days in stride(from: start, through: end, by: Reference.exhaustive ? 1 : 61) {
      let day = Day(daysSince1970: Int32(days))
      let components = reference.dateComponents([.year, .month, .day], from: Reference.date(day))
      let (year, month, dayOfMonth) = day.julian
      #expect(components.year == year && components.month == month && components.day == dayOfMonth)
      #expect(GregorianArithmetic.daysFromJulian(year: year, month: month, day: dayOfMonth) == days)
    }
    #expect(Day(daysSince1970: -141_428).julian == (1582, 10, 4))
  }

  @Test("Round trips at the edges of the supported range do not trap")
  func extremes() throws {
    for year in [-1_000_000, -999_999, -1, 0, 1, 999_999, 1_000_000] {
      for month in [1, 2, 12] {
        let day = try Day(year: year, month: month, day: 1)
        #expect(day.gregorian == (year, month, 1))
      }
    }
    #expect(throws: CalendarGridError.self) { try Day(year: 1_000_001, month: 1, day: 1) }
    #expect(throws: CalendarGridError.self) { try Day(year: Int.min, month: 1, day: 1) }
    #expect(throws: CalendarGridError.self) { try Day(year: Int.max, month: 1, day: 1) }
    #expect(throws: CalendarGridError.self) { try Day(checkedDaysSince1970: Int.max) }
  }

  @Test(
    "Invalid dates are typed errors",
    arguments: [
      (2023, 2, 29), (2024, 2, 30), (2024, 13, 1), (2024, 0, 1), (2024, 1, 0), (2024, 1, 32),
    ]
  )
  func invalidDates(year: Int, month: Int, day: Int) {
    #expect(throws: CalendarGridError.self) { try Day(year: year, month: month, day: day) }
  }

  @Test(
    "ISO 8601 text",
    arguments: [
      ("2024-03-05", "2024-03-05"), ("0000-01-01", "0000-01-01"), ("-0044-03-15", "-0044-03-15"),
      ("+12345-01-01", "+12345-01-01"),
    ])
  func iso8601(text: String, canonical: String) throws {
    #expect(try Day(iso8601: text).iso8601 == canonical)
  }

  @Test(
    "Malformed ISO 8601 text is rejected",
    arguments: [
      "", "2024", "2024-3-5", "2024-03-5", "2024/03/05", "2024-03-05T00:00", "２０２４-03-05",
      "2024-02-30", "abcd-ef-gh", String(repeating: "9", count: 40) + "-01-01",
    ])
  func malformed(text: String) {
    #expect(throws: CalendarGridError.self) { try Day(iso8601: text) }
  }

  @Test("DateComponents round trip")
  func dateComponents() throws {
    let day = try Day(year: 2024, month: 2, day: 29)
    let components = day.dateComponents
    #expect(components.year == 2024 && components.month == 2 && components.day == 29)
    #expect(components.weekday == 5)
    #expect(try Day(components) == day)
    #expect(throws: CalendarGridError.self) { try Day(DateComponents(year: 2024, month: 2)) }
    #expect(throws: CalendarGridError.self) {
      try Day(DateComponents(year: 2023, month: 2, day: 29))
    }
  }

  @Test("Weekday arithmetic")
  func weekdays() throws {
    #expect(Weekday.saturday.advanced(by: 1) == .sunday)
    #expect(Weekday.sunday.advanced(by: -1) == .saturday)
    #expect(Weekday.monday.daysSince(.saturday) == 2)
    #expect(try Weekday(parsing: "MON") == .monday)
    #expect(try Weekday(parsing: "7") == .saturday)
    #expect(throws: CalendarGridError.self) { try Weekday(parsing: "funday") }
    #expect(WeekdaySet(from: .friday, through: .saturday).weekdays == [.friday, .saturday])
    #expect(WeekdaySet(from: .saturday, through: .sunday).weekdays == [.sunday, .saturday])
  }
}

@Suite("Day literals in code")
struct DayLiteralTests {
  @Test("Day(literal:) reads ISO 8601 as Day(iso8601:) does, without try")
  func literal() throws {
    #expect(Day(literal: "2024-03-05") == (try Day(year: 2024, month: 3, day: 5)))
    #expect(Day(literal: "1970-01-01") == Day(daysSince1970: 0))
    #expect(Day(literal: "2024-02-29").weekday == .thursday)
    #expect(Day(literal: "-0001-12-31") == (try Day(iso8601: "-0001-12-31")))
  }
}
