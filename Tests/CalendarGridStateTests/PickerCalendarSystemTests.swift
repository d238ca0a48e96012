import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridSources
@testable import CalendarGridState

/// Published new-year dates from `Fixtures/published_dates.json` (see its `source` field).
private func publishedDay(_ table: String, _ year: Int) throws -> Day {
  let url = try #require(
    CalendarTestSupport.fixture("published_dates"))
  let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
  let tables = try #require(object as? [String: Any])
  let dates = try #require(tables[table] as? [String: String])
  return try Day(iso8601: try #require(dates[String(year)]))
}

/// Pickers in calendars with 13-month years. These need the Hebrew and Dangi backends, which
/// another branch added.
@Suite("Date picker in other calendar systems")
struct PickerCalendarSystemTests {
  @Test(
    "Hebrew: 5784 is a leap year of 13 months; Adar I 30 becomes Adar 29 in 5785")
  func hebrewLeapYear() throws {
    let calendar = try GridCalendar(.hebrew, locale: GridLocale("he_IL"))
    // Rosh Hashanah 5784, 5785 and 5786 (pyluach): 383 days, then 355, so only 5784 is leap.
    let newYear5784 = try publishedDay("roshHashanah", 5784)
    let newYear5785 = try publishedDay("roshHashanah", 5785)
    let newYear5786 = try publishedDay("roshHashanah", 5786)
    #expect(newYear5784.distance(to: newYear5785) == 383)
    #expect(newYear5785.distance(to: newYear5786) == 355)

    var picker = try DatePickerModel(calendar: calendar, years: 5780...5790, selecting: newYear5784)
    #expect(picker.year == 5784)
    #expect(picker.months.count == 13)
    #expect(picker.months.first?.firstDay == newYear5784)
    #expect(picker.months.reduce(0) { $0 + $1.length } == 383)
    // Adar I is month 6, the 6th of the year, 30 days long.
    try picker.selectMonth(ordinal: 6)
    let adarI = try #require(picker.month)
    #expect(adarI.month == 6)
    #expect(adarI.length == 30)
    try picker.selectDay(number: 30)

    // 5785 has no Adar I: the month becomes Adar (7), which has 29 days, so the day clamps.
    try picker.selectYear(5785)
    #expect(picker.months.count == 12)
    #expect(picker.months.first?.firstDay == newYear5785)
    #expect(picker.months.reduce(0) { $0 + $1.length } == 355)
    #expect(!picker.months.contains { $0.month == 6 })
    let adar = try #require(picker.month)
    #expect(adar.month == 7 && adar.length == 29)
    #expect(picker.day == adar.lastDay)

    // Foundation's Hebrew calendar agrees on every month's start and length.
    var foundation = Calendar(identifier: .hebrew)
    let utc = TimeZone(identifier: "UTC")!
    foundation.timeZone = utc
    for year in [5784, 5785] {
      try picker.selectYear(year)
      for month in picker.months {
        let instant = month.firstDay.startInstant(in: utc)
        #expect(foundation.component(.day, from: instant) == 1)
        #expect(foundation.range(of: .day, in: .month, for: instant)?.count == month.length)
      }
    }

    // With the reset policy the missing month is cleared with its day.
    var resetting = try DatePickerModel(
      calendar: calendar, years: 5780...5790, selecting: adarI.firstDay, missingValuePolicy: .reset)
    try resetting.selectYear(5785)
    #expect(resetting.month == nil && resetting.day == nil)
  }

  @Test(
    "Dangi: 2020 has a leap 4th month where it falls; 2021 does not",
    arguments: KoreanConfiguration.available)
  func dangiLeapMonth(_ configuration: KoreanConfiguration) throws {
    try configuration.run { source in try dangiLeapMonth(source: source) }
  }

  func dangiLeapMonth(source: CalendarDataSource) throws {
    let calendar = try GridCalendar(.dangi, locale: GridLocale("ko_KR", source: source))
    // Seollal 2020 and 2021 (KASI): 384 days apart, a 13-month year.
    let seollal2020 = try publishedDay("seollal", 2020)
    let seollal2021 = try publishedDay("seollal", 2021)
    #expect(seollal2020.distance(to: seollal2021) == 384)

    var picker = try DatePickerModel(calendar: calendar, years: 2000...2030, selecting: seollal2020)
    #expect(picker.year == 2020)
    #expect(picker.months.count == 13)
    #expect(picker.months.first?.firstDay == seollal2020)
    #expect(picker.months.reduce(0) { $0 + $1.length } == 384)
    let leap = try #require(picker.months.first { $0.isLeapMonth })
    #expect(leap.month == 4 && leap.ordinal == 5)
    #expect(picker.months.map(\.month) == [1, 2, 3, 4, 4, 5, 6, 7, 8, 9, 10, 11, 12])

    // Month 4, its last day, then the leap 4th month: the day number is kept or clamped.
    try picker.selectMonth(ordinal: 4)
    let fourth = try #require(picker.month)
    try picker.selectDay(number: fourth.length)
    try picker.selectMonth(leap)
    #expect(picker.month == leap)
    let number = try #require(picker.day.map { leap.dayNumber(of: $0) })
    #expect(number == min(fourth.length, leap.length))

    // 2021 has no leap 4th month: the regular 4th month is chosen.
    try picker.selectYear(2021)
    #expect(picker.months.count == 12)
    #expect(picker.months.first?.firstDay == seollal2021)
    #expect(picker.month?.month == 4 && picker.month?.isLeapMonth == false)
    if let month = picker.month, let day = picker.day {
      #expect(month.dayNumber(of: day) == min(number, month.length))
    } else {
      Issue.record("the clamp policy must keep a month and a day")
    }
  }
}
