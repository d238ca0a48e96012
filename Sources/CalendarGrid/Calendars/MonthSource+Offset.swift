extension MonthSource {
  /// Answers `month(_:offsetBy:)` without walking when it can: throws at once when `count`
  /// exceeds the months the calendar has (no month is shorter than 21 days, the Gregorian
  /// October 1582), computes Gregorian offsets arithmetically, and returns nil when the caller
  /// should walk month by month.
  ///
  /// Keeps hostile counts (`Int.min`, `Int.max`) from trapping on negation or looping for long.
  func month(_ month: CalendarMonth, offsetByAtMost count: Int) throws(CalendarGridError)
    -> CalendarMonth?
  {
    let days = supportedDays
    let maximumMonths = days.lowerBound.distance(to: days.upperBound) / 21 + 1
    guard count.magnitude <= UInt(maximumMonths) else {
      throw .dayOutOfRange(
        count < 0 ? days.lowerBound.advanced(by: -1) : days.upperBound.advanced(by: 1),
        calendar: identifier)
    }
    guard month.calendar == identifier, let gregorian = self as? GregorianMonthSource else {
      return nil
    }
    return try gregorian.month(month, offsetBy: count)
  }
}

extension GregorianMonthSource {
  /// The month `count` months after `month` (which this source made), by arithmetic on
  /// `year * 12 + month`; `count` must be bounded (see ``MonthSource/month(_:offsetByAtMost:)``).
  func month(_ month: CalendarMonth, offsetBy count: Int) throws(CalendarGridError)
    -> CalendarMonth
  {
    let index = Int(month.year) * 12 + (month.month - 1) + count
    let year = floorDiv(index, 12)
    guard supportedYears.contains(year) else {
      let days = supportedDays
      throw .dayOutOfRange(
        count < 0 ? days.lowerBound.advanced(by: -1) : days.upperBound.advanced(by: 1),
        calendar: identifier)
    }
    return try self.month(year: year, month: index - year * 12 + 1, isLeapMonth: false)
  }
}
