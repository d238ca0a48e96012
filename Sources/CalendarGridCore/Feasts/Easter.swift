/// Easter Sunday by the computus: the Western churches' Gregorian rules and the Orthodox
/// churches' Julian ones, as a ``Day``.
///
/// Both are integer arithmetic from Jean Meeus, *Astronomical Algorithms* (2nd ed., 1998),
/// chapter 8 "Date of Easter": the Gregorian one is the anonymous algorithm Meeus gives (from
/// *Butcher's Ecclesiastical Calendar*, 1876), the Julian one his three-line Julian computus.
/// Neither looks at the sky: the churches' tables use a mean Moon and a fixed equinox on
/// March 21, so these are the published dates, not astronomical full moons.
///
/// ```swift
/// try Easter.western(year: 2024)   // 2024-03-31
/// try Easter.orthodox(year: 2024)  // 2024-05-05 (April 22 in the Julian calendar)
/// ```
///
/// A rule such as "Good Friday is Easter − 2" is `try Easter.western(year: y).advanced(by: -2)`.
public enum Easter {
  /// The years ``western(year:)`` computes: from 1583, the first whole year of the Gregorian
  /// calendar, through the last year ``Day`` supports.
  public static let westernYears: ClosedRange<Int> = 1583...Day.supportedGregorianYears.upperBound

  /// The years ``orthodox(year:)`` computes: from 1583 (the same first year as
  /// ``westernYears``, so that both feasts are defined together) through the last Julian year
  /// whose latest possible Easter, April 25 in the Julian calendar, is still a ``Day`` in
  /// ``Day/supportedRange`` once converted to the Gregorian calendar.
  public static let orthodoxYears: ClosedRange<Int> = 1583...999_980

  /// Western Easter Sunday (Catholic and Protestant churches) of a Gregorian year.
  ///
  /// The anonymous Gregorian algorithm (Meeus, *Astronomical Algorithms*, ch. 8): the golden
  /// number, the century's solar and lunar corrections and the epact give the Paschal full moon,
  /// and the Sunday after it is Easter, between March 22 and April 25.
  ///
  /// - Throws: ``CalendarGridError/yearOutsideComputation(year:computation:supported:)`` for a
  ///   year outside ``westernYears``.
  /// - Complexity: O(1).
  public static func western(year: Int) throws(CalendarGridError) -> Day {
    guard westernYears.contains(year) else {
      throw .yearOutsideComputation(
        year: year, computation: "Western Easter", supported: westernYears)
    }
    let (month, day) = gregorianComputus(year)
    return Day(
      daysSince1970: Int32(GregorianArithmetic.daysFromCivil(year: year, month: month, day: day)))
  }

  /// Orthodox Easter Sunday (Eastern Orthodox churches) of a year, as the Gregorian ``Day`` it
  /// falls on.
  ///
  /// The Julian computus (Meeus, *Astronomical Algorithms*, ch. 8) gives a date between March 22
  /// and April 25 of the Julian calendar; the day is that Julian date, so in the Gregorian
  /// calendar it moves later as the calendars drift apart (April 4 to May 8 in 1900–2099).
  ///
  /// - Throws: ``CalendarGridError/yearOutsideComputation(year:computation:supported:)`` for a
  ///   year outside ``orthodoxYears``.
  /// - Complexity: O(1).
  public static func orthodox(year: Int) throws(CalendarGridError) -> Day {
    guard orthodoxYears.contains(year) else {
      throw .yearOutsideComputation(
        year: year, computation: "Orthodox Easter", supported: orthodoxYears)
    }
    let (month, day) = julianComputus(year)
    return Day(
      daysSince1970: Int32(GregorianArithmetic.daysFromJulian(year: year, month: month, day: day)))
  }

  /// Month and day of Gregorian Easter for a positive year (Meeus ch. 8, the table's letters).
  static func gregorianComputus(_ year: Int) -> (month: Int, day: Int) {
    let a = year % 19  // the golden number, less one
    let (b, c) = year.quotientAndRemainder(dividingBy: 100)
    let (d, e) = b.quotientAndRemainder(dividingBy: 4)
    let f = (b + 8) / 25
    let g = (b - f + 1) / 3
    let h = (19 * a + b - d - g + 15) % 30  // days from March 21 to the Paschal full moon
    let (i, k) = c.quotientAndRemainder(dividingBy: 4)
    let l = (32 + 2 * e + 2 * i - h - k) % 7  // days from that full moon to the Sunday
    let m = (a + 11 * h + 22 * l) / 451  // the exceptions of April 25 and 26
    let sum = h + l - 7 * m + 114
    return (sum / 31, sum % 31 + 1)
  }

  /// Month and day, in the Julian calendar, of Julian Easter for a positive year (Meeus ch. 8).
  static func julianComputus(_ year: Int) -> (month: Int, day: Int) {
    let a = year % 4
    let b = year % 7
    let c = year % 19
    let d = (19 * c + 15) % 30
    let e = (2 * a + 4 * b - d + 34) % 7
    let sum = d + e + 114
    return (sum / 31, sum % 31 + 1)
  }
}
