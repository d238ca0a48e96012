/// A calendar backend: answers which month contains a day and where a numbered month lies.
///
/// Backends are asked once per grid or navigation step, never per cell. ``GregorianMonthSource``
/// is pure integer arithmetic; the ICU calendars are served from precomputed month tables.
package protocol MonthSource: Sendable {
  var identifier: CalendarIdentifier { get }
  /// The years, in ``CalendarMonth/year`` numbering, this backend supports.
  var supportedYears: ClosedRange<Int> { get }
  /// The days this backend supports.
  var supportedDays: ClosedRange<Day> { get }
  func month(containing day: Day) throws(CalendarGridError) -> CalendarMonth
  func month(year: Int, month: Int, isLeapMonth: Bool) throws(CalendarGridError) -> CalendarMonth
  /// The first day of the calendar year that contains `day` (for week-of-year).
  func yearStart(containing day: Day) throws(CalendarGridError) -> Day
}

extension MonthSource {
  func month(after month: CalendarMonth) throws(CalendarGridError) -> CalendarMonth {
    try self.month(containing: month.lastDay.advanced(by: 1))
  }

  func month(before month: CalendarMonth) throws(CalendarGridError) -> CalendarMonth {
    try self.month(containing: month.firstDay.advanced(by: -1))
  }

  func checkSupported(_ day: Day) throws(CalendarGridError) {
    guard supportedDays.contains(day) else { throw .dayOutOfRange(day, calendar: identifier) }
  }
}
