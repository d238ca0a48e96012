import CalendarGridCore
import Testing

@testable import CalendarGridHolidays

/// Working days against a straightforward reference: each day of 2023-2025 looked up in the
/// year's holiday list and the country's weekend, one by one.
@Suite("Working days")
struct WorkingDayTests {
  /// Whether `day` is a working day, from the holiday list alone.
  static func reference(_ calendar: HolidayCalendar, _ day: Day) throws -> Bool {
    let off = try calendar.holidays(inYear: day.gregorian.year).contains {
      $0.day == day && $0.isDayOff
    }
    if off { return false }
    if calendar.data.workdays.contains(where: { $0.date == day }) { return true }
    return !calendar.data.weekend.contains(day.weekday)
  }

  static let moved = HolidayCountryData(
    country: "ZZ", languages: ["en"],
    holidays: [
      HolidayRule(id: "spring", names: ["en": "Spring"], date: .fixed(month: 2, day: 5)),
      HolidayRule(
        id: "summer", names: ["en": "Summer"], date: .fixed(month: 7, day: 1),
        observed: ObservedRule(when: [.weekday(.saturday), .weekday(.sunday)], to: .next)),
    ],
    workdays: [
      MovedWorkday(date: Day(literal: "2024-02-03"), source: "a notice"),
      MovedWorkday(date: Day(literal: "2025-02-08"), source: "a notice"),
    ])

  static func calendars() throws -> [HolidayCalendar] {
    [
      try HolidayCalendar(country: "KR"), try HolidayCalendar(country: "JP"),
      try HolidayCalendar(country: "US"), try HolidayCalendar(data: moved),
    ]
  }

  @Test("Every day of 2023-2025 as the reference says; counts, next and adding")
  func againstReference() throws {
    let first = Day(literal: "2023-01-01")
    let end = Day(literal: "2026-01-01")
    for calendar in try Self.calendars() {
      var working: [Day] = []
      var day = first
      while day < end {
        let expected = try Self.reference(calendar, day)
        #expect(try calendar.isWorkingDay(day) == expected, "\(calendar.country) \(day)")
        if expected { working.append(day) }
        day = day.advanced(by: 1)
      }
      #expect(try calendar.workingDays(from: first, to: end) == working.count)
      #expect(try calendar.workingDays(from: end, to: first) == -working.count)
      // Counts over ranges that start and end mid-week, mid-year.
      for (a, b) in [(17, 400), (100, 101), (360, 730), (5, 1090)] {
        let expected = working.filter { $0 >= first.advanced(by: a) && $0 < first.advanced(by: b) }
        #expect(
          try calendar.workingDays(from: first.advanced(by: a), to: first.advanced(by: b))
            == expected.count, "\(calendar.country) \(a)..<\(b)")
      }
      // The next working day and adding working days walk the same list.
      for index in stride(from: 0, to: working.count - 30, by: 37) {
        let start = working[index]
        #expect(try calendar.nextWorkingDay(after: start) == working[index + 1])
        #expect(try calendar.addingWorkingDays(20, to: start) == working[index + 20])
        #expect(try calendar.addingWorkingDays(-20, to: working[index + 20]) == start)
        #expect(try calendar.addingWorkingDays(0, to: start) == start)
      }
    }
  }

  @Test("Known days: a moved workday, a substitute, the limits")
  func knownDays() throws {
    let korea = try HolidayCalendar(country: "KR")
    // Friday 2024-02-09 (Seollal's eve) to the Tuesday after the substitute Monday.
    #expect(
      try korea.nextWorkingDay(after: Day(literal: "2024-02-08")) == Day(literal: "2024-02-13"))
    let moved = try HolidayCalendar(data: Self.moved)
    #expect(try moved.isWorkingDay(Day(literal: "2024-02-03")))
    #expect(try !moved.isWorkingDay(Day(literal: "2024-02-04")))
    #expect(throws: HolidayError.countOutOfRange(2_000_000, allowed: -1_000_000...1_000_000)) {
      try korea.addingWorkingDays(2_000_000, to: Day(literal: "2024-01-01"))
    }
    var allWeek = Self.moved
    allWeek.weekend = Weekday.allCases
    #expect(throws: HolidayError.self) { try HolidayCalendar(data: allWeek) }
  }
}
