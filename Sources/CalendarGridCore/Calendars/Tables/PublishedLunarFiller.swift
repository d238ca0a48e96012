/// Chinese and Dangi months from the published tables where they cover (``PublishedLunarTables``:
/// KASI for Dangi lunar years 1900–2049, the Hong Kong Observatory for Chinese 1901–2099), and
/// from the data source's filler (ICU or Foundation) before and after them.
///
/// ICU 72's astronomical calculation differs from the published calendars in a few months (for
/// example Chinese New Year 2027 and 2030, Dangi 2017's second month), and people plan holidays
/// by the published dates. The published years begin and end on the same days as ICU's years,
/// so the two sources meet at a year boundary (the tests check this).
///
/// The era fields follow ICU's: the extended year is the related Gregorian year plus 2637
/// (Chinese) or 2333 (Dangi); ERA is the number of the 60-year cycle and YEAR the year in it,
/// both counted from the Chinese epoch (2024 is cycle 78, year 41, in both calendars).
package struct PublishedLunarFiller: PublishedTableFiller {
  package let identifier: CalendarIdentifier
  let table: PublishedLunarTables.Table
  /// The source's own months, before and after the published years.
  package let base: any MonthTableFiller
  /// The days the published table covers.
  package let publishedDays: Range<Day>

  /// Published months for `identifier` (chinese or dangi), and `base`'s months around them.
  package init(identifier: CalendarIdentifier, base: any MonthTableFiller) {
    precondition(identifier == .chinese || identifier == .dangi, "a lunisolar calendar")
    self.identifier = identifier
    self.table = identifier == .chinese ? PublishedLunarTables.chinese : PublishedLunarTables.korean
    self.base = base
    let lastIndex = table.newYearDays.count - 1
    let lastLength = Self.monthLengths(table.packedYears[lastIndex]).reduce(0, +)
    publishedDays =
      Day(
        daysSince1970: table.newYearDays[0])..<Day(daysSince1970: table.newYearDays[lastIndex])
      .advanced(by: lastLength)
  }

  /// The lunar years the published table covers, by related Gregorian year.
  package var publishedYears: ClosedRange<Int> {
    table.firstYear...(table.firstYear + table.newYearDays.count - 1)
  }

  /// The month lengths of a packed year, in calendar order (see ``PublishedLunarTables``).
  static func monthLengths(_ packed: UInt32) -> [Int] {
    let count = (packed >> 13) & 0xF == 0 ? 12 : 13
    return (0..<count).map { packed & (1 << UInt32($0)) != 0 ? 30 : 29 }
  }

  /// ICU's ERA and YEAR for a related Gregorian year: the 60-year cycle and the year in it.
  static func cycle(relatedYear: Int) -> (era: Int, year: Int) {
    let elapsed = relatedYear + 2636
    let (quotient, remainder) = elapsed.quotientAndRemainder(dividingBy: 60)
    return remainder < 0 ? (quotient, remainder + 61) : (quotient + 1, remainder + 1)
  }

  /// The months of the published lunar year at `index`.
  package func publishedMonths(yearIndex index: Int) -> [MonthRecord] {
    let packed = table.packedYears[index]
    return Self.months(
      of: identifier, relatedYear: table.firstYear + index,
      newYear: Day(daysSince1970: table.newYearDays[index]), lengths: Self.monthLengths(packed),
      leapAfter: Int((packed >> 13) & 0xF))
  }

  /// A lunisolar year's months, laid out from its New Year: the Chinese, Dangi and Vietnamese
  /// tables give the same facts (month lengths, and the month a leap month follows, 0 for none)
  /// however they pack them.
  static func months(
    of identifier: CalendarIdentifier, relatedYear related: Int, newYear: Day, lengths: [Int],
    leapAfter: Int
  ) -> [MonthRecord] {
    let (era, eraYear) = cycle(relatedYear: related)
    var day = newYear
    var records: [MonthRecord] = []
    records.reserveCapacity(lengths.count)
    for (position, length) in lengths.enumerated() {
      let isLeap = leapAfter != 0 && position == leapAfter
      let number = leapAfter != 0 && position >= leapAfter ? position : position + 1
      records.append(
        MonthRecord(
          firstDay: day, length: length, era: era, eraYear: eraYear,
          extendedYear: related - identifier.inputYearOffset, month: number, isLeapMonth: isLeap))
      day = day.advanced(by: length)
    }
    return records
  }

  package func yearIndex(containing day: Day) -> Int {
    Self.yearIndex(containing: day, newYearDays: newYearDays)
  }

  /// The first day of each published lunar year.
  package var newYearDays: [Int32] { table.newYearDays }
}
