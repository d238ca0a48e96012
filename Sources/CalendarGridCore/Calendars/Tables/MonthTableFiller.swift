/// One month as a table filler reports it: the facts ICU's month fields give, before
/// CalendarGrid derives positions in the year.
package struct MonthRecord: Hashable, Sendable {
  /// The first day of the month.
  package var firstDay: Day
  /// The number of days in the month.
  package var length: Int
  /// ICU's ERA field on the first day.
  package var era: Int
  /// ICU's YEAR field on the first day (the year within the era).
  package var eraYear: Int
  /// ICU's EXTENDED_YEAR field.
  package var extendedYear: Int
  /// ICU's MONTH field plus one (1...13).
  package var month: Int
  /// ICU's IS_LEAP_MONTH field.
  package var isLeapMonth: Bool
  /// The day-of-month number of the first day (1, except across a Julian–Gregorian cutover).
  package var firstDayNumber: Int
  /// The day-of-month number of the last day.
  package var lastDayNumber: Int

  package init(
    firstDay: Day, length: Int, era: Int, eraYear: Int, extendedYear: Int, month: Int,
    isLeapMonth: Bool, firstDayNumber: Int = 1, lastDayNumber: Int? = nil
  ) {
    self.firstDay = firstDay
    self.length = length
    self.era = era
    self.eraYear = eraYear
    self.extendedYear = extendedYear
    self.month = month
    self.isLeapMonth = isLeapMonth
    self.firstDayNumber = firstDayNumber
    self.lastDayNumber = lastDayNumber ?? length
  }

  /// The day after the month.
  package var endDay: Day { firstDay.advanced(by: length) }
}

/// Where a month table's facts come from: the one seam between the tables and a calendar
/// implementation.
///
/// A filler is asked rarely (once per calendar for the default window, then once per chunk of
/// years outside it) and for many months at a time, never per grid. The ICU filler asks libicu
/// through one C call, ``FoundationMonthTableFiller`` through Foundation's `Calendar`; the
/// published-table and Hebrew fillers compute months in Swift and apply to both sources.
package protocol MonthTableFiller: Sendable {
  /// The calendar whose months this filler reports.
  var identifier: CalendarIdentifier { get }
  /// Reports `count` consecutive months, the first being the month that contains `day`.
  func months(containing day: Day, count: Int) throws(CalendarGridError) -> [MonthRecord]
  /// The filler's name, as ``CalendarGridError/fillerFailed(filler:calendar:problem:)`` reports
  /// it when its months cannot be used.
  var name: String { get }
}

extension MonthTableFiller {
  /// The type's name (`HebrewCalendarFiller`): each filler is one type, so it names the code
  /// that gave the months.
  package var name: String { String(describing: Self.self) }
}
