import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridHolidays

/// The extreme sweep's entries: public holidays and working days.
extension IntegerExtremeSweepTests {
  /// Whether a call threw a ``HolidayError`` or returned: nothing else may happen.
  static func holidayTyped<T>(_ body: () throws(HolidayError) -> T) -> T? {
    do { return try body() } catch { return nil }
  }

  static let holidays: [Entry] = [
    Entry("HolidayCalendar.holidays(inYear:)") { _ in
      let korea = try HolidayCalendar(country: "KR")
      for year in ints {
        if korea.supportedYears.contains(year) {
          #expect(try !korea.holidays(inYear: year).isEmpty)
        } else {
          #expect(throws: HolidayError.self) { try korea.holidays(inYear: year) }
        }
      }
    },
    Entry("HolidayCalendar.holidays(inYear:strict:)") { _ in
      let japan = try HolidayCalendar(country: "JP")
      for year in ints {
        let answer = holidayTyped { () throws(HolidayError) in
          try japan.holidays(inYear: year, strict: true)
        }
        #expect((answer != nil) == (year <= 2026 && japan.supportedYears.contains(year)))
      }
    },
    Entry("HolidayCalendar.holidays(in:)") { _ in
      let us = try HolidayCalendar(country: "US")
      for range in dayRanges {
        let inside =
          us.supportedYears.contains(range.lowerBound.gregorian.year)
          && us.supportedYears.contains(range.upperBound.gregorian.year)
        #expect(
          (holidayTyped { () throws(HolidayError) in try us.holidays(in: range) } != nil) == inside)
      }
    },
    Entry("HolidayCalendar.holidays(on:)") { _ in
      let us = try HolidayCalendar(country: "US")
      for day in days {
        let answer = holidayTyped { () throws(HolidayError) in try us.holidays(on: day) }
        #expect((answer != nil) == us.supportedYears.contains(day.gregorian.year))
      }
      #expect(try us.holidays(on: Day(daysSince1970: 0)).count == 1)
    },
    Entry("HolidayCalendar.isWorkingDay(_:)") { _ in
      let us = try HolidayCalendar(country: "US")
      for day in days {
        _ = holidayTyped { () throws(HolidayError) in try us.isWorkingDay(day) }
      }
      #expect(try !us.isWorkingDay(Day(daysSince1970: 0)))
    },
    Entry("HolidayCalendar.nextWorkingDay(after:)") { _ in
      let us = try HolidayCalendar(country: "US")
      for day in days {
        if let next = holidayTyped({ () throws(HolidayError) in try us.nextWorkingDay(after: day) })
        {
          #expect(next > day)
        }
      }
    },
    Entry("HolidayCalendar.addingWorkingDays(_:to:)") { _ in
      let us = try HolidayCalendar(country: "US")
      let start = Day(daysSince1970: 0)
      for count in ints where count.magnitude > UInt(HolidayCalendar.workingDayCountLimit) {
        #expect(throws: HolidayError.self) { try us.addingWorkingDays(count, to: start) }
      }
      for day in days {
        _ = holidayTyped { () throws(HolidayError) in try us.addingWorkingDays(1, to: day) }
        _ = holidayTyped { () throws(HolidayError) in try us.addingWorkingDays(-1, to: day) }
      }
      #expect(try us.addingWorkingDays(1, to: start) == Day(daysSince1970: 1))
    },
    Entry("HolidayCalendar.workingDays(from:to:)") { _ in
      let us = try HolidayCalendar(country: "US")
      func inside(_ day: Day) -> Bool { us.supportedYears.contains(day.gregorian.year) }
      // An empty range counts 0, whatever its day.
      for a in days {
        for b in days where a != b && (!inside(a) || !inside(b)) {
          #expect(throws: HolidayError.self) { try us.workingDays(from: a, to: b) }
        }
      }
      // 1969-12-31 (a Wednesday) to 1970-01-02: only the 31st works (New Year's Day is off).
      #expect(try us.workingDays(from: Day(daysSince1970: -1), to: Day(daysSince1970: 1)) == 1)
    },
    Entry("HolidayYears.init(_:_:)") { _ in
      for a in ints {
        for b in ints {
          let years = HolidayYears(a, b)
          #expect(years.contains(a) == (a <= b))
        }
      }
    },
    Entry("HolidayYears.contains(_:)") { _ in
      let open = HolidayYears(nil, nil)
      #expect(ints.allSatisfy { open.contains($0) })
    },
    Entry("LunarDate.init(calendar:month:day:leap:offset:)") { _ in
      for value in ints {
        let data = HolidayCountryData(
          country: "ZZ", languages: ["en"],
          holidays: [
            HolidayRule(
              id: "x", names: ["en": "X"],
              date: .lunar(LunarDate(calendar: .chinese, month: value, day: value, offset: value)))
          ])
        // Out-of-range numbers are invalid data, never a trap; 1, 1, +1 is a valid date.
        let made = holidayTyped { () throws(HolidayError) in try HolidayCalendar(data: data) }
        #expect((made != nil) == (value == 1))
      }
    },
    Entry("OneOffHoliday.init(date:id:names:source:category:dayOff:)") { _ in
      for day in days {
        let data = HolidayCountryData(
          country: "ZZ", languages: ["en"],
          oneOff: [OneOffHoliday(date: day, id: "x", names: ["en": "X"], source: "s")])
        let calendar = try HolidayCalendar(data: data)
        if let found = holidayTyped({ () throws(HolidayError) in try calendar.holidays(on: day) }) {
          #expect(found.count == 1)
        }
      }
    },
    Entry("MovedWorkday.init(date:source:)") { _ in
      for day in days where day.weekday == .saturday || day.weekday == .sunday {
        let data = HolidayCountryData(
          country: "ZZ", languages: ["en"], workdays: [MovedWorkday(date: day, source: "s")])
        let calendar = try HolidayCalendar(data: data)
        _ = holidayTyped { () throws(HolidayError) in try calendar.isWorkingDay(day) }
      }
    },
    Entry("Holiday.init(day:country:id:name:category:isDayOff:observedFor:)") { _ in
      for day in days {
        let holiday = Holiday(day: day, country: "ZZ", id: "ZZ:x", name: "X", observedFor: day)
        #expect(holiday.isObserved && holiday.description.hasPrefix(day.iso8601))
      }
    },
    Entry("HolidayRule.init(id:names:date:years:category:dayOff:move:observed:group:regions:)") {
      _ in
      for value in ints {
        let data = HolidayCountryData(
          country: "ZZ", languages: ["en"],
          holidays: [
            HolidayRule(
              id: "x", names: ["en": "X"], date: .fixed(month: 1, day: 1),
              years: HolidayYears(value, nil), move: [.saturday: value])
          ])
        if !(-7...7).contains(value) {
          #expect(throws: HolidayError.self) { try HolidayCalendar(data: data) }
        } else {
          let calendar = try HolidayCalendar(data: data)
          _ = holidayTyped { () throws(HolidayError) in try calendar.holidays(inYear: 2024) }
        }
      }
    },
    Entry(
      "HolidayCountryData.init(country:legalBasis:sources:languages:weekend:knownUntil:observedName:holidays:betweenHolidays:oneOff:workdays:)"
    ) { _ in
      for value in ints {
        let calendar = try HolidayCalendar(
          data: HolidayCountryData(country: "ZZ", languages: ["en"], knownUntil: value))
        let year = 2024
        let strict = holidayTyped { () throws(HolidayError) in
          try calendar.holidays(inYear: year, strict: true)
        }
        #expect((strict == nil) == (year > value))
      }
    },
  ]
}
