/// Conversions between day counts and Gregorian or Julian year/month/day, in integer arithmetic.
///
/// The Gregorian conversions are Howard Hinnant's `days_from_civil` and `civil_from_days`
/// ("chrono-Compatible Low-Level Date Algorithms", 2013): shift the year to start in March so the
/// leap day comes last, split it into 400-year eras of 146,097 days, and map the day of the
/// shifted year to a month with `(153 * m + 2) / 5`. The Julian ones use the same shape with
/// 4-year cycles of 1,461 days. Every division is a floor division, so negative years work.
@usableFromInline
package enum GregorianArithmetic {
  /// Day 0 of the March-based Gregorian era arithmetic (0000-03-01) is 719,468 days before
  /// 1970-01-01.
  @usableFromInline static let daysFrom0000March1To1970: Int = 719_468

  @inlinable
  static func floorDivide(_ a: Int, _ b: Int) -> Int {
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date. `month` is 1...12; `day` may run past
  /// the month's end (it is added as a count).
  @inlinable
  package static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = floorDivide(y, 400)
    let yearOfEra = y - era * 400
    let shiftedMonth = month > 2 ? month - 3 : month + 9
    let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - daysFrom0000March1To1970
  }

  /// The proleptic Gregorian date of a day count.
  @inlinable
  static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + daysFrom0000March1To1970
    let era = floorDivide(z, 146_097)
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// 0000-03-01 in the Julian calendar is 719,470 days before 1970-01-01 (two days before the
  /// Gregorian one: the calendars were two days apart then).
  @usableFromInline static let julianDaysFrom0000March1To1970: Int = 719_470

  /// Days since 1970-01-01 of a Julian calendar date (years astronomical: 1 BC is year 0).
  @inlinable
  static func daysFromJulian(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let cycle = floorDivide(y, 4)
    let yearOfCycle = y - cycle * 4
    let shiftedMonth = month > 2 ? month - 3 : month + 9
    let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
    return cycle * 1461 + yearOfCycle * 365 + dayOfYear - julianDaysFrom0000March1To1970
  }

  /// The Julian calendar date of a day count.
  @inlinable
  static func julianFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + julianDaysFrom0000March1To1970
    let cycle = floorDivide(z, 1461)
    let dayOfCycle = z - cycle * 1461
    let yearOfCycle = min(dayOfCycle / 365, 3)
    let dayOfYear = dayOfCycle - yearOfCycle * 365
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    return (cycle * 4 + yearOfCycle + (month <= 2 ? 1 : 0), month, day)
  }

  @inlinable
  static func isLeapYear(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  @inlinable
  static func isJulianLeapYear(_ year: Int) -> Bool { year % 4 == 0 }

  @inlinable
  static func monthLength(year: Int, month: Int, leap: Bool) -> Int {
    // Bit-packed lengths, 2 bits a month over 28: Jan 3, Feb 0, Mar 3, Apr 2, ...
    let packed = 0b11_10_11_10_11_11_10_11_10_11_00_11
    let length = 28 + (packed >> (2 * (month - 1))) & 0b11
    return month == 2 && leap ? 29 : length
  }
}

extension Day {
  /// Creates a day from a proleptic Gregorian date (ISO 8601's calendar; years are astronomical,
  /// so 1 BC is year 0).
  ///
  /// - Throws: ``CalendarGridError/invalidMonth(year:month:isLeapMonth:calendar:)``,
  ///   ``CalendarGridError/invalidDay(year:month:day:calendar:)`` or
  ///   ``CalendarGridError/yearOutOfRange(year:calendar:supported:)``.
  public init(year: Int, month: Int, day: Int) throws(CalendarGridError) {
    guard Day.supportedGregorianYears.contains(year) else {
      throw .yearOutOfRange(
        year: year, calendar: .gregorian, supported: Day.supportedGregorianYears)
    }
    guard (1...12).contains(month) else {
      throw .invalidMonth(year: year, month: month, isLeapMonth: false, calendar: .gregorian)
    }
    let length = GregorianArithmetic.monthLength(
      year: year, month: month, leap: GregorianArithmetic.isLeapYear(year))
    guard (1...length).contains(day) else {
      throw .invalidDay(year: year, month: month, day: day, calendar: .gregorian)
    }
    self.init(
      daysSince1970: Int32(GregorianArithmetic.daysFromCivil(year: year, month: month, day: day)))
  }

  /// The proleptic Gregorian year, month and day.
  @inlinable
  public var gregorian: (year: Int, month: Int, day: Int) {
    GregorianArithmetic.civilFromDays(Int(daysSince1970))
  }

  /// The Julian calendar year, month and day (astronomical years).
  public var julian: (year: Int, month: Int, day: Int) {
    GregorianArithmetic.julianFromDays(Int(daysSince1970))
  }

  /// Reads an ISO 8601 calendar date, `YYYY-MM-DD` (proleptic Gregorian; a sign and more digits
  /// for years outside 0...9999).
  public init(iso8601 text: String) throws(CalendarGridError) {
    let expected = "an ISO 8601 date such as 2024-03-05"
    guard text.utf8.count <= 20 else {
      throw .malformed(String(text.prefix(24)), expected: expected)
    }
    var body = Substring(text)
    var sign = 1
    if let first = body.first, first == "-" || first == "+" {
      sign = first == "-" ? -1 : 1
      body = body.dropFirst()
    }
    let parts = body.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count >= 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { throw .malformed(text, expected: expected) }
    try self.init(year: sign * year, month: month, day: day)
  }

  /// The ISO 8601 calendar date, `YYYY-MM-DD`.
  public var iso8601: String {
    let (year, month, day) = gregorian
    func pad(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    let yearText =
      year < 0 ? "-" + pad(-year, 4) : (year > 9999 ? "+" + String(year) : pad(year, 4))
    return "\(yearText)-\(pad(month, 2))-\(pad(day, 2))"
  }
}
