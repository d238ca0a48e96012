extension MonthSource {
  /// Answers `month(_:offsetBy:)` without walking when it can: throws at once when `count`
  /// exceeds the months the calendar has (no month is shorter than 21 days, the Gregorian
  /// October 1582), computes Gregorian offsets arithmetically, jumps in table calendars (see
  /// ``TableMonthSource/month(_:jumpingBy:)``), and returns nil when the caller should walk
  /// month by month.
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
    guard month.calendar == identifier else { return nil }
    if let gregorian = self as? GregorianMonthSource {
      return try gregorian.month(month, offsetBy: count)
    }
    if let table = self as? TableMonthSource {
      return try table.month(month, jumpingBy: count)
    }
    return nil
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

extension TableMonthSource {
  /// The month `count` months after `month` (which this source made), found without walking
  /// the months between; `count` must be bounded (see ``MonthSource/month(_:offsetByAtMost:)``).
  ///
  /// Calendars with the same number of months every year (Islamic, Persian, Indian, Coptic,
  /// Ethiopic, and the Gregorian-based Buddhist, ROC and Japanese) number months as
  /// `extendedYear * monthsInYear + ordinal`, so the target is one lookup by year and position.
  /// Chinese, Dangi and Hebrew months begin at (true or mean) new moons, so the months between
  /// two first days are their distance in mean lunations, rounded: a first day strays from the
  /// mean new moon by at most a few days, far less than half a lunation. The target is looked up
  /// near its estimated first day and corrected by that count.
  ///
  /// - Complexity: At most two table lookups (each may fill one chunk of 20 years) and a few
  ///   month steps, whatever `count` is.
  func month(_ month: CalendarMonth, jumpingBy count: Int) throws(CalendarGridError)
    -> CalendarMonth
  {
    let pastTheEnd = CalendarGridError.dayOutOfRange(
      count < 0
        ? supportedDays.lowerBound.advanced(by: -1) : supportedDays.upperBound.advanced(by: 1),
      calendar: identifier)
    if let lunation = identifier.meanLunation {
      let estimate = Double(month.firstDay.daysSince1970) + (Double(count) + 0.5) * lunation
      let days = supportedDays
      // The target's first day lies within a few days of the estimate; a target past the
      // supported days by more than a month does not exist.
      guard estimate >= Double(days.lowerBound.daysSince1970) - 40,
        estimate <= Double(days.upperBound.daysSince1970) + 40
      else { throw pastTheEnd }
      let clamped = min(
        max(estimate, Double(days.lowerBound.daysSince1970)), Double(days.upperBound.daysSince1970))
      var current = try self.month(containing: Day(daysSince1970: Int32(clamped)))
      let between = Int(
        (Double(month.firstDay.distance(to: current.firstDay)) / lunation).rounded())
      var remaining = count - between
      // Corrections are a step or two; each throws past the supported days.
      while remaining > 0 {
        current = try self.month(after: current)
        remaining -= 1
      }
      while remaining < 0 {
        current = try self.month(before: current)
        remaining += 1
      }
      return current
    }
    let perYear = month.monthsInYear
    let target = month.extendedYear * perYear + (month.ordinal - 1) + count
    let extendedYear = floorDiv(target, perYear)
    guard supportedYears.contains(extendedYear + identifier.inputYearOffset) else {
      throw pastTheEnd
    }
    let table = try tables.table(containingExtendedYear: extendedYear)
    guard
      let index = table.index(
        extendedYear: extendedYear, ordinal: target - extendedYear * perYear + 1),
      table.entries[index].monthsInYear == perYear
    else {
      throw .fillerFailed(
        filler: tables.filler.name, calendar: identifier,
        problem:
          "offsetting a month by \(count): extended year \(extendedYear) does not have \(perYear) months"
      )
    }
    let found = table.month(at: index)
    guard supportedDays.contains(found.firstDay), supportedDays.contains(found.lastDay) else {
      throw pastTheEnd
    }
    return found
  }
}

extension CalendarIdentifier {
  /// The mean length in days of the lunation a calendar's months follow, for calendars whose
  /// number of months changes from year to year; nil for calendars with a fixed number.
  var meanLunation: Double? {
    switch self {
    case .chinese, .dangi, .vietnamese: 29.530_588_853  // the mean synodic month
    case .hebrew: 29.530_594_136  // 29 days, 12 hours and 793 parts
    default: nil
    }
  }
}
