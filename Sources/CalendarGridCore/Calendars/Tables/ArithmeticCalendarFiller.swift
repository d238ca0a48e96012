/// The arithmetic calendars computed in Swift, month by month, with ICU's numbering of eras,
/// years and months: the tabular Islamic calendars (`islamic-civil`, `islamic-tbla`), Coptic,
/// Ethiopic (both eras), Persian, Indian (Saka), and the Gregorian-based Buddhist, ROC and
/// Japanese calendars (with ICU's Julian–Gregorian cutover of 1582-10-15; Japanese eras from
/// ``JapaneseEras``, ICU's era list).
///
/// Filling a table through ICU costs a few microseconds a month (several field computations
/// each), about 10 ms for the default window on the first use of a calendar; these rules fill it
/// in well under a millisecond, the same with either data source. The rules are ICU's own
/// (libicu 72: `islamcal.cpp`, `cecal.cpp`, `persncal.cpp`, `indiancal.cpp`, `buddhcal.cpp`,
/// `taiwncal.cpp`, `japancal.cpp`), and the tests compare every month of Gregorian years 1–9999
/// with libicu.
package struct ArithmeticCalendarFiller: MonthTableFiller {
  package let identifier: CalendarIdentifier

  /// The calendars these rules cover.
  package static let calendars: Set<CalendarIdentifier> = [
    .islamicCivil, .islamicTabular, .coptic, .ethiopic, .ethiopicAmeteAlem, .persian, .indian,
    .buddhist, .roc, .japanese,
  ]

  /// Nil for a calendar these rules do not cover.
  package init?(identifier: CalendarIdentifier) {
    guard Self.calendars.contains(identifier) else { return nil }
    self.identifier = identifier
  }

  /// ICU's Julian day of 1970-01-01.
  static let julianDayOf1970 = 2_440_588

  package func months(containing day: Day, count: Int) throws(CalendarGridError) -> [MonthRecord] {
    var result: [MonthRecord] = []
    result.reserveCapacity(count + 13)
    var year = yearContaining(Int(day.daysSince1970))
    // A year holds at most 13 months, so `count` months need at most count + 2 years.
    var bound = count + 2
    while result.count < count, bound > 0 {
      bound -= 1
      for record in months(ofYear: year) where record.endDay > day && result.count < count {
        result.append(record)
      }
      year += 1
    }
    return result
  }

  // MARK: - Years

  /// The extended year whose first day is on or before `days` and whose next year's is after it.
  func yearContaining(_ days: Int) -> Int {
    // An estimate from the mean year length, then exact steps (at most a few).
    let mean: Double
    let epoch: Int
    switch identifier {
    case .islamicCivil, .islamicTabular:
      mean = 10631.0 / 30
      epoch = firstDayOfYear(1)
    default:
      mean = 365.2425
      epoch = firstDayOfYear(1)
    }
    var year = 1 + Int((Double(days - epoch) / mean).rounded(.down))
    for _ in 0..<8 where firstDayOfYear(year) > days { year -= 1 }
    for _ in 0..<8 where firstDayOfYear(year + 1) <= days { year += 1 }
    return year
  }

  /// Days since 1970 of the first day of an extended year.
  func firstDayOfYear(_ year: Int) -> Int { monthStarts(ofYear: year)[0] }

  /// Days since 1970 of the first day of each month of an extended year, and of the next year.
  func monthStarts(ofYear year: Int) -> [Int] {
    let julian = Self.julianDayOf1970
    switch identifier {
    case .islamicCivil, .islamicTabular:
      // islamcal.cpp: monthStart = ceil(29.5 m) + (y - 1) 354 + floor((3 + 11 y) / 30), plus the
      // epoch (civil 1948440, astronomical 1948439) minus one: the day before the first day.
      let epoch = identifier == .islamicCivil ? 1_948_440 : 1_948_439
      func start(_ y: Int, _ m: Int) -> Int {
        (59 * m + 1) / 2 + (y - 1) * 354 + floorDiv(3 + 11 * y, 30) + epoch - julian
      }
      return (0..<12).map { start(year, $0) } + [start(year + 1, 0)]
    case .coptic, .ethiopic, .ethiopicAmeteAlem:
      // cecal.cpp: ceToJD = epoch + 365 y + floor(y / 4) + 30 m + date - 1.
      let epoch = identifier == .coptic ? 1_824_665 : 1_723_856
      func start(_ y: Int) -> Int { epoch + 365 * y + floorDiv(y, 4) - julian }
      let first = start(year)
      return (0..<13).map { first + 30 * $0 } + [start(year + 1)]
    case .persian:
      // persncal.cpp: PERSIAN_EPOCH 1948320 + 365 (y - 1) + floor((8 y + 21) / 33) is the first
      // day; months of 31 days (1–6), 30 (7–11), and the rest of the year.
      func start(_ y: Int) -> Int { 1_948_320 + 365 * (y - 1) + floorDiv(8 * y + 21, 33) - julian }
      let first = start(year)
      let cumulative = [0, 31, 62, 93, 124, 155, 186, 216, 246, 276, 306, 336]
      return cumulative.map { first + $0 } + [start(year + 1)]
    case .indian:
      // indiancal.cpp: Chaitra 1 is March 22 of Gregorian year y + 78 (March 21 in its leap
      // years, when Chaitra has 31 days); Vaisakha–Bhadra have 31 days, the rest 30.
      func start(_ y: Int) -> (first: Int, chaitra: Int) {
        let gregorian = y + 78
        let leap = GregorianArithmetic.isLeapYear(gregorian)
        return (
          GregorianArithmetic.daysFromCivil(year: gregorian, month: 3, day: leap ? 21 : 22),
          leap ? 31 : 30
        )
      }
      let (first, chaitra) = start(year)
      var starts = [first, first + chaitra]
      for month in 2..<12 { starts.append(starts[month - 1] + (month <= 6 ? 31 : 30)) }
      return starts + [start(year + 1).first]
    default:
      // buddhist, roc, japanese: Gregorian months from 1582-10-15, Julian months before.
      return (1...12).map { Self.firstDayOfGregorianMonth(year: year, month: $0) }
        + [Self.firstDayOfGregorianMonth(year: year + 1, month: 1)]
    }
  }

  /// 1582-10-15, the first Gregorian day of ICU's default cutover.
  static let cutover = -141_427

  /// The first day of a month of ICU's Gregorian calendar: Julian before the cutover; October
  /// 1582 starts on its Julian 1st (the cutover month has 21 days, numbered 1–4 and 15–31).
  static func firstDayOfGregorianMonth(year: Int, month: Int) -> Int {
    let gregorian = GregorianArithmetic.daysFromCivil(year: year, month: month, day: 1)
    if gregorian >= cutover { return gregorian }
    return GregorianArithmetic.daysFromJulian(year: year, month: month, day: 1)
  }

  // MARK: - Months

  /// The months of an extended year with ICU's fields.
  func months(ofYear year: Int) -> [MonthRecord] {
    let starts = monthStarts(ofYear: year)
    let yearEra = eraAndYear(extendedYear: year)
    return (0..<(starts.count - 1)).map { index in
      let first = starts[index]
      // Japanese eras begin on any day: a month's era is the one of its first day.
      let (era, eraYear) =
        identifier == .japanese ? Self.japaneseEra(day: first, year: year) : yearEra
      let length = starts[index + 1] - first
      var lastDayNumber = length
      if (identifier == .buddhist || identifier == .roc || identifier == .japanese)
        && first < Self.cutover
        && starts[index + 1] > Self.cutover
      {
        lastDayNumber = 31
      }
      return MonthRecord(
        firstDay: Day(daysSince1970: Int32(first)), length: length, era: era, eraYear: eraYear,
        extendedYear: year, month: index + 1, isLeapMonth: false,
        lastDayNumber: lastDayNumber)
    }
  }

  /// ICU's ERA and YEAR fields on a day of a Gregorian (Julian) year of the Japanese calendar.
  static func japaneseEra(day: Int, year: Int) -> (era: Int, year: Int) {
    // The last era starting on or before the day (era 0 before era 1).
    var low = 0
    var high = JapaneseEras.startDays.count
    while low < high {
      let middle = (low + high) / 2
      if Int(JapaneseEras.startDays[middle]) <= day { low = middle + 1 } else { high = middle }
    }
    return (low, year - Int(JapaneseEras.startYears[low]) + 1)
  }

  /// ICU's ERA and YEAR fields of an extended year (EXTENDED_YEAR is the year itself; for
  /// Buddhist and ROC it stays the Gregorian year, as ICU leaves it).
  func eraAndYear(extendedYear year: Int) -> (era: Int, year: Int) {
    switch identifier {
    case .coptic: year <= 0 ? (0, 1 - year) : (1, year)
    case .ethiopic: year <= 0 ? (0, year + 5500) : (1, year)
    case .ethiopicAmeteAlem: (0, year + 5500)
    case .buddhist: (0, year + 543)
    case .roc: year - 1911 > 0 ? (1, year - 1911) : (0, 1 - (year - 1911))
    default: (0, year)
    }
  }
}
