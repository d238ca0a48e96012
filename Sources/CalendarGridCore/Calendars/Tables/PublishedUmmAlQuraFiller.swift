/// Umm al-Qura months from the published calendar of Saudi Arabia where it covers
/// (``PublishedUmmAlQuraTable``: AH 1343–1500), and from the data source's filler before and
/// after it.
///
/// ICU's own Umm al-Qura data (libicu 72 and Foundation's ICU agree) puts the start of a month
/// a day or two away from the published calendar in 64 of the years AH 1356–1500 (mostly before
/// 1420, when the official rules differed, and several years after 1452).
package struct PublishedUmmAlQuraFiller: PublishedTableFiller {
  package let identifier = CalendarIdentifier.islamicUmmAlQura
  package let base: any MonthTableFiller
  package let publishedDays: Range<Day>

  package init(base: any MonthTableFiller) {
    self.base = base
    let table = PublishedUmmAlQuraTable.self
    let last = table.newYearDays.count - 1
    let lastLength = Self.monthLengths(table.packedYears[last]).reduce(0, +)
    publishedDays =
      Day(
        daysSince1970: table.newYearDays[0])..<Day(daysSince1970: table.newYearDays[last])
      .advanced(by: lastLength)
  }

  /// The AH years the published table covers.
  package static var publishedYears: ClosedRange<Int> {
    PublishedUmmAlQuraTable
      .firstYear...(PublishedUmmAlQuraTable.firstYear
      + PublishedUmmAlQuraTable.newYearDays.count - 1)
  }

  /// The twelve month lengths of a packed year (2 bits a month, length minus 28).
  static func monthLengths(_ packed: UInt32) -> [Int] {
    (0..<12).map { 28 + Int(packed >> UInt32(2 * $0) & 3) }
  }

  package func yearIndex(containing day: Day) -> Int {
    Self.yearIndex(containing: day, newYearDays: newYearDays)
  }

  /// 1 Muharram of each published year.
  package var newYearDays: [Int32] { PublishedUmmAlQuraTable.newYearDays }

  package func publishedMonths(yearIndex index: Int) -> [MonthRecord] {
    let year = PublishedUmmAlQuraTable.firstYear + index
    var day = Day(daysSince1970: PublishedUmmAlQuraTable.newYearDays[index])
    var records: [MonthRecord] = []
    for (offset, length) in Self.monthLengths(PublishedUmmAlQuraTable.packedYears[index])
      .enumerated()
    {
      // ICU's Islamic calendars have one era (0) and number years from the Hijra.
      records.append(
        MonthRecord(
          firstDay: day, length: length, era: 0, eraYear: year, extendedYear: year,
          month: offset + 1, isLeapMonth: false))
      day = day.advanced(by: length)
    }
    return records
  }
}
