import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridSources
@testable import CalendarGridState

private func isoDay(_ text: String) throws -> Day { try Day(iso8601: text) }

@Suite("Date picker model")
struct PickerTests {
  let calendar: GridCalendar

  init() throws {
    calendar = try GridCalendar(.gregorian, locale: GridLocale("en_US"))
  }

  @Test("At 2024-01-31, February gives 29 days and the 29th; then 2023 gives 28 and the 28th")
  func januaryThirtyFirst() throws {
    var picker = try DatePickerModel(
      calendar: calendar, years: 1970...2024, selecting: try isoDay("2024-01-31"))
    #expect(picker.year == 2024 && picker.month?.month == 1 && picker.dayNumbers.count == 31)
    try picker.selectMonth(ordinal: 2)
    #expect(picker.dayNumbers == Array(1...29))
    #expect(picker.day == (try isoDay("2024-02-29")))
    try picker.selectYear(2023)
    #expect(picker.month?.month == 2)
    #expect(picker.dayNumbers == Array(1...28))
    #expect(picker.day == (try isoDay("2023-02-28")))
    // Back to a 31-day month: the 28th is kept (it exists), not the earlier 31st.
    try picker.selectMonth(ordinal: 3)
    #expect(picker.day == (try isoDay("2023-03-28")))
  }

  @Test("With the reset policy a missing day is cleared, never left pointing elsewhere")
  func resetPolicy() throws {
    var picker = try DatePickerModel(
      calendar: calendar, years: 1970...2024, selecting: try isoDay("2024-01-31"),
      missingValuePolicy: .reset)
    try picker.selectMonth(ordinal: 2)
    #expect(picker.day == nil)
    #expect(picker.month?.month == 2 && picker.dayNumbers.count == 29)
    #expect(
      throws: DatePickerError.dayNotListed(number: 30, month: try #require(picker.month))
    ) {
      try picker.selectDay(number: 30)
    }
    try picker.selectDay(number: 29)
    try picker.selectYear(2023)
    #expect(picker.day == nil)
    try picker.selectDay(number: 28)
    try picker.selectYear(2020)
    #expect(picker.day == (try isoDay("2020-02-28")))
  }

  @Test("The year list has its range and order; other years are refused")
  func yearList() throws {
    var picker = try DatePickerModel(
      calendar: calendar, years: 1970...2024, selecting: try isoDay("2000-06-15"))
    #expect(picker.years.count == 55)
    #expect(picker.years.first == 2024 && picker.years.last == 1970)
    let ascending = try DatePickerModel(
      calendar: calendar, years: 1970...2024, order: .ascending, selecting: try isoDay("2000-06-15")
    )
    #expect(ascending.years == Array(1970...2024))
    #expect(
      throws: DatePickerError.yearNotListed(1969, listed: 1970...2024)
    ) {
      try picker.selectYear(1969)
    }
    #expect(picker.year == 2000)
    #expect(throws: DatePickerError.yearNotListed(1969, listed: 1970...2024)) {
      try DatePickerModel(
        calendar: calendar, years: 1970...2024, selecting: try isoDay("1969-12-31"))
    }
    let beyond = #expect(throws: DatePickerError.self) {
      try DatePickerModel(
        calendar: calendar, years: 0...2_000_000, selecting: try isoDay("2000-01-01"))
    }
    guard case .calendar(.yearOutOfRange(2_000_000, .gregorian, _)) = beyond else {
      Issue.record(
        "a year past the calendar is the calendar's error: \(String(describing: beyond))")
      return
    }
    let other = try calendar.month(year: 1999, month: 3)
    #expect(
      throws: DatePickerError.monthNotListed(
        month: 3, isLeapMonth: false, ordinal: nil, year: 2000, monthCount: 12)
    ) {
      try picker.selectMonth(other)
    }
    #expect(
      throws: DatePickerError.monthNotListed(
        month: 13, isLeapMonth: false, ordinal: 13, year: 2000, monthCount: 12)
    ) { try picker.selectMonth(ordinal: 13) }
    #expect(throws: DatePickerError.self) { try picker.selectMonth(ordinal: 0) }
    #expect(
      DatePickerError.monthNotListed(
        month: 13, isLeapMonth: false, ordinal: 13, year: 2000, monthCount: 12
      ).description == "month 13 by position is not one of year 2000's 12 months")
  }

  @Test("Enabled in order: year, then month, then day")
  func enablingInOrder() throws {
    var picker = try DatePickerModel.enablingInOrder(calendar: calendar, years: 1970...2024)
    #expect(picker.year == nil && picker.month == nil && picker.day == nil)
    #expect(!picker.isMonthColumnEnabled && !picker.isDayColumnEnabled)
    #expect(picker.months.isEmpty && picker.days.isEmpty)
    #expect(throws: DatePickerError.chosenOutOfOrder(.month, requires: .year)) {
      try picker.selectMonth(ordinal: 1)
    }
    #expect(throws: DatePickerError.chosenOutOfOrder(.day, requires: .month)) {
      try picker.selectDay(number: 1)
    }
    try picker.selectYear(2024)
    #expect(picker.isMonthColumnEnabled && !picker.isDayColumnEnabled)
    #expect(picker.months.map(\.month) == Array(1...12))
    try picker.selectMonth(ordinal: 2)
    #expect(picker.isDayColumnEnabled && picker.day == nil && picker.dayNumbers.count == 29)
    try picker.selectDay(number: 29)
    try picker.selectYear(2023)
    #expect(picker.day == (try isoDay("2023-02-28")))
    #expect(
      DatePickerError.chosenOutOfOrder(.month, requires: .year).description
        == "cannot choose the month before the year: choose the year first")
  }

  @Test("October 1582 lists the days 1–4 and 15–31; a missing number clamps to the 31st")
  func cutoverMonth() throws {
    let september = try calendar.month(year: 1582, month: 9)
    var picker = try DatePickerModel(
      calendar: calendar, years: 1500...1600, selecting: try #require(september.day(numbered: 10)))
    try picker.selectMonth(ordinal: 10)
    #expect(picker.dayNumbers == Array(1...4) + Array(15...31))
    #expect(picker.day == picker.month?.lastDay)
    try picker.selectDay(number: 15)
    #expect(picker.day == (try isoDay("1582-10-15")))
    #expect(throws: DatePickerError.self) { try picker.selectDay(number: 10) }
  }

  @Test("Random year, month and day changes keep the state consistent and match Foundation")
  func randomWalk() throws {
    var foundation = Calendar(identifier: .gregorian)
    let utc = TimeZone(identifier: "UTC")!
    foundation.timeZone = utc
    var random = SplitMix64(state: 7)
    let exhaustive = ProcessInfo.processInfo.environment["CALGRID_EXHAUSTIVE"] == "1"
    for policy in [DatePickerModel.MissingValuePolicy.clamp, .reset] {
      var picker = try DatePickerModel(
        calendar: calendar, years: 1900...2100, selecting: try isoDay("2000-01-31"),
        missingValuePolicy: policy)
      for _ in 0..<(exhaustive ? 20_000 : 1_500) {
        let oldNumber = picker.day.flatMap { day in picker.month.map { $0.dayNumber(of: day) } }
        switch Int.random(in: 0..<3, using: &random) {
        case 0: try picker.selectYear(Int.random(in: 1900...2100, using: &random))
        case 1: try picker.selectMonth(ordinal: Int.random(in: 1...12, using: &random))
        default:
          if let month = picker.month {
            try picker.selectDay(number: Int.random(in: 1...month.length, using: &random))
            continue
          }
        }
        let month = try #require(picker.month)
        let year = try #require(picker.year)
        #expect(Int(month.year) == year && picker.months.contains(month))
        // Foundation's length of the same month.
        let start = try #require(
          foundation.date(from: DateComponents(year: year, month: month.month, day: 1)))
        let length = try #require(foundation.range(of: .day, in: .month, for: start)).count
        #expect(picker.dayNumbers == Array(1...length))
        #expect(Day(containing: start, in: utc) == month.firstDay)
        if let oldNumber {
          let expected: Int? = oldNumber <= length ? oldNumber : (policy == .clamp ? length : nil)
          #expect(picker.day.map { month.dayNumber(of: $0) } == expected)
        } else {
          #expect(picker.day == nil)
        }
        if let day = picker.day { #expect(month.contains(day)) }
        if picker.day == nil { try picker.selectDay(number: 1) }
      }
    }
  }
}
