/// The Gregorian calendar (and ISO 8601's) in integer arithmetic: no tables, no ICU.
///
/// By default it follows ICU and Foundation: the Julian calendar until 1582-10-04 and the
/// Gregorian from the next day, 1582-10-15, so October 1582 has 21 days numbered 1–4 and 15–31.
/// ``Cutover/proleptic`` uses the Gregorian rules for all years, as ISO 8601 does.
package struct GregorianMonthSource: MonthSource {
  package let identifier: CalendarIdentifier
  package let cutover: GregorianCutover

  /// 1582-10-15, the first Gregorian day, as days since 1970.
  package static let cutoverDay = Day(daysSince1970: -141_427)

  package init(identifier: CalendarIdentifier, cutover: GregorianCutover) {
    self.identifier = identifier
    self.cutover = cutover
  }

  /// The years a ``Day`` can be made from (``Day/supportedGregorianYears``): one range, so the
  /// calendar accepts every year whose days can be named and its errors quote the same range as
  /// `Day(year:month:day:)`'s.
  package var supportedYears: ClosedRange<Int> { Day.supportedGregorianYears }

  package var supportedDays: ClosedRange<Day> {
    let years = Day.supportedGregorianYears
    let first =
      cutover == .proleptic
      ? GregorianArithmetic.daysFromCivil(year: years.lowerBound, month: 1, day: 1)
      : GregorianArithmetic.daysFromJulian(year: years.lowerBound, month: 1, day: 1)
    return Day(
      daysSince1970: Int32(first))...Day(
        daysSince1970: Int32(
          GregorianArithmetic.daysFromCivil(year: years.upperBound, month: 12, day: 31)))
  }

  @inline(__always)
  private func isJulian(_ day: Day) -> Bool {
    cutover == .julianUntil1582 && day < Self.cutoverDay
  }

  @inline(__always)
  private func isJulian(year: Int, month: Int) -> Bool {
    cutover == .julianUntil1582 && (year < 1582 || (year == 1582 && month <= 10))
  }

  private func length(year: Int, month: Int) -> Int {
    let leap =
      isJulian(year: year, month: month)
      ? GregorianArithmetic.isJulianLeapYear(year) : GregorianArithmetic.isLeapYear(year)
    return GregorianArithmetic.monthLength(year: year, month: month, leap: leap)
  }

  private func firstDay(year: Int, month: Int) -> Int {
    isJulian(year: year, month: month)
      ? GregorianArithmetic.daysFromJulian(year: year, month: month, day: 1)
      : GregorianArithmetic.daysFromCivil(year: year, month: month, day: 1)
  }

  private func isCutoverMonth(year: Int, month: Int) -> Bool {
    cutover == .julianUntil1582 && year == 1582 && month == 10
  }

  private static let cutoverGap = DayNumberGap(after: 4, length: 10)

  private func makeMonth(year: Int, month: Int) -> CalendarMonth {
    let (previousYear, previousMonth) = month == 1 ? (year - 1, 12) : (year, month - 1)
    let (nextYear, nextMonth) = month == 12 ? (year + 1, 1) : (year, month + 1)
    let cutoverMonth = isCutoverMonth(year: year, month: month)
    return CalendarMonth(
      calendar: identifier,
      firstDay: Day(daysSince1970: Int32(firstDay(year: year, month: month))),
      length: cutoverMonth ? 21 : length(year: year, month: month),
      month: month, ordinal: month, monthsInYear: 12, isLeapMonth: false,
      year: year, era: year > 0 ? 1 : 0, eraYear: year > 0 ? year : 1 - year, extendedYear: year,
      previousLastDayNumber: length(year: previousYear, month: previousMonth),
      previousLength: isCutoverMonth(year: previousYear, month: previousMonth)
        ? 21 : length(year: previousYear, month: previousMonth),
      nextLength: isCutoverMonth(year: nextYear, month: nextMonth)
        ? 21 : length(year: nextYear, month: nextMonth),
      gap: cutoverMonth ? Self.cutoverGap : .none,
      nextGap: isCutoverMonth(year: nextYear, month: nextMonth) ? Self.cutoverGap : .none)
  }

  package func month(containing day: Day) throws(CalendarGridError) -> CalendarMonth {
    try checkSupported(day)
    let (year, month, _) = isJulian(day) ? day.julian : day.gregorian
    return makeMonth(year: year, month: month)
  }

  package func month(year: Int, month: Int, isLeapMonth: Bool) throws(CalendarGridError)
    -> CalendarMonth
  {
    guard supportedYears.contains(year) else {
      throw .yearOutOfRange(year: year, calendar: identifier, supported: supportedYears)
    }
    guard (1...12).contains(month), !isLeapMonth else {
      throw .invalidMonth(year: year, month: month, isLeapMonth: isLeapMonth, calendar: identifier)
    }
    return makeMonth(year: year, month: month)
  }

  package func yearStart(containing day: Day) throws(CalendarGridError) -> Day {
    try checkSupported(day)
    let year = isJulian(day) ? day.julian.year : day.gregorian.year
    return Day(daysSince1970: Int32(firstDay(year: year, month: 1)))
  }
}

/// How the Gregorian calendar treats days before its introduction.
public enum GregorianCutover: Hashable, Sendable {
  /// Julian calendar until 1582-10-04, Gregorian from 1582-10-15: ICU's and Foundation's
  /// `gregorian` calendar.
  case julianUntil1582
  /// Gregorian rules for every year (ISO 8601's proleptic Gregorian calendar).
  case proleptic
}
