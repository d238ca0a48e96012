/// The Hebrew calendar computed from its rules in Swift: the molad of Tishri and the four
/// postponements (dehiyyot), as in Dershowitz and Reingold, *Calendrical Calculations*
/// (3rd ed., §8.3, `hebrew-calendar-elapsed-days` and `hebrew-year-length-correction`).
///
/// libicu 72 gets some years wrong (it makes Heshvan 5806 30 days, so Rosh Hashanah 5807 falls
/// on 2046-10-02 instead of 2046-10-01); these rules give the published dates. Months are
/// numbered as ICU numbers them: 1 Tishri … 5 Shevat, 6 Adar I (leap years only), 7 Adar (Adar II
/// in leap years), 8 Nisan … 13 Elul. The year is the Anno Mundi year; ICU's era is always 0.
package struct HebrewCalendarFiller: MonthTableFiller {
  package var identifier: CalendarIdentifier { .hebrew }

  package init() {}

  /// R.D. 1 (Monday, January 1, year 1, proleptic Gregorian) is day -719,162 since 1970; the
  /// Hebrew epoch, Tishri 1 of AM 1, is R.D. -1,373,427 (Julian -3761-10-07).
  static let epoch = -1_373_427 - 719_163

  /// Whether an Anno Mundi year has 13 months: years 3, 6, 8, 11, 14, 17 and 19 of the 19-year
  /// cycle.
  package static func isLeapYear(_ year: Int) -> Bool { floorMod(7 * year + 1, 19) < 7 }

  /// Days from the epoch to the molad of Tishri of `year`, after the first three postponements.
  static func elapsedDays(_ year: Int) -> Int {
    let monthsElapsed = floorDiv(235 * year - 234, 19)
    let partsElapsed = 12_084 + 13_753 * monthsElapsed
    let days = 29 * monthsElapsed + floorDiv(partsElapsed, 25_920)
    return floorMod(3 * (days + 1), 7) < 3 ? days + 1 : days
  }

  /// The fourth postponement: a year may not be 356 days long nor follow a 382-day year.
  static func yearLengthCorrection(_ year: Int) -> Int {
    let previous = elapsedDays(year - 1)
    let current = elapsedDays(year)
    let next = elapsedDays(year + 1)
    if next - current == 356 { return 2 }
    if current - previous == 382 { return 1 }
    return 0
  }

  /// Rosh Hashanah (Tishri 1) of a year, as days since 1970-01-01.
  package static func newYear(_ year: Int) -> Int {
    epoch + elapsedDays(year) + yearLengthCorrection(year)
  }

  /// The month lengths of a year in ICU's numbering (nil for Adar I in common years).
  package static func monthLengths(year: Int) -> [(month: Int, length: Int)] {
    let yearLength = newYear(year + 1) - newYear(year)
    // Deficient years (353, 383 days) shorten Kislev; complete years (355, 385) lengthen Heshvan.
    let heshvan = yearLength % 10 == 5 ? 30 : 29
    let kislev = yearLength % 10 == 3 ? 29 : 30
    var months = [(1, 30), (2, heshvan), (3, kislev), (4, 29), (5, 30)]
    if isLeapYear(year) { months.append((6, 30)) }
    months += [(7, 29), (8, 30), (9, 29), (10, 30), (11, 29), (12, 30), (13, 29)]
    return months.map { (month: $0.0, length: $0.1) }
  }

  /// The Hebrew year that contains a day (days since 1970).
  static func year(containing day: Int) -> Int {
    // The mean year is 365.2468 days; start from an estimate and correct it.
    var year = floorDiv((day - epoch) * 10_000, 3_652_468) + 1
    while newYear(year) > day { year -= 1 }
    while newYear(year + 1) <= day { year += 1 }
    return year
  }

  package func months(containing day: Day, count: Int) throws(CalendarGridError) -> [MonthRecord] {
    var year = Self.year(containing: Int(day.daysSince1970))
    var result: [MonthRecord] = []
    result.reserveCapacity(count)
    while result.count < count {
      var first = Self.newYear(year)
      for (month, length) in Self.monthLengths(year: year) {
        defer { first += length }
        guard first + length > Int(day.daysSince1970), result.count < count else { continue }
        result.append(
          MonthRecord(
            firstDay: Day(daysSince1970: Int32(first)), length: length, era: 0, eraYear: year,
            extendedYear: year, month: month, isLeapMonth: false))
      }
      year += 1
    }
    return result
  }
}

@inline(__always)
func floorDiv(_ a: Int, _ b: Int) -> Int {
  let (q, r) = a.quotientAndRemainder(dividingBy: b)
  return r != 0 && (r < 0) != (b < 0) ? q - 1 : q
}

@inline(__always)
func floorMod(_ a: Int, _ b: Int) -> Int { a - floorDiv(a, b) * b }
