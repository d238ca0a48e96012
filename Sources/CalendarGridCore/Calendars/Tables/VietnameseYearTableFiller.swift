/// Vietnamese months: the Chinese calendar's rules for the meridian of UTC+7, from the table the
/// package ships (``VietnameseLunarTables``, related Gregorian years 1900–2100, computed from the
/// JPL DE421 and PyEphem ephemerides by `Scripts/generate/generate_vietnamese_lunar_tables.py`).
///
/// Neither ICU nor Foundation has this calendar, so the months are the same with either data
/// source and without one. Outside the table's years the months are the Chinese calendar's
/// (``LunarYearTableFiller``, UTC+8): Vietnam followed China's calendar before its own, and no
/// ephemeris gives the day of a new moon centuries away to the minute that separates the two.
/// The two meet at a year boundary: Tết 1900 and the new year after 2100 fall on the same days
/// in both (the tests check this).
///
/// Before 1968 the table still uses UTC+7, as lunar-vn and python-holidays do; Vietnam's
/// calendars of those years were computed for UTC+8, and differ in the months that
/// `Data/calendars/vietnamese-differences.tsv` lists (`chinese` rows).
///
/// The era fields follow the Chinese calendar's: the extended year is the related Gregorian year
/// plus 2637, ERA the number of the 60-year cycle (the Vietnamese can chi, the Chinese ganzhi)
/// and YEAR the year in it.
package struct VietnameseYearTableFiller: PublishedTableFiller {
  package var identifier: CalendarIdentifier { .vietnamese }
  /// The Chinese calendar's months, before and after the table's years.
  package let base: any MonthTableFiller
  /// The days the table's years cover.
  package let publishedDays: Range<Day>
  private let years: StaticString = VietnameseLunarTables.years

  package init() {
    base = ChineseMonthsAsVietnamese()
    let last = VietnameseLunarTables.yearCount - 1
    let (_, lastLengths) = LunarYearTableFiller.decode(
      LunarYearTableFiller.word(years, index: last))
    publishedDays =
      LunarYearTableFiller.newYear(
        LunarYearTableFiller.word(years, index: 0), relatedYear: VietnameseLunarTables.firstYear)..<LunarYearTableFiller
      .newYear(
        LunarYearTableFiller.word(years, index: last), relatedYear: Self.relatedYear(index: last)
      ).advanced(by: lastLengths.reduce(0, +))
  }

  /// The related Gregorian years the table covers.
  package static var years: ClosedRange<Int> {
    VietnameseLunarTables
      .firstYear...(VietnameseLunarTables.firstYear
      + VietnameseLunarTables.yearCount - 1)
  }

  static func relatedYear(index: Int) -> Int { VietnameseLunarTables.firstYear + index }

  private func newYear(index: Int) -> Day {
    LunarYearTableFiller.newYear(
      LunarYearTableFiller.word(years, index: index), relatedYear: Self.relatedYear(index: index))
  }

  /// The index of the table's year that contains a day of ``publishedDays``: the year related to
  /// the day's Gregorian year, or the one before when the day precedes its new year.
  package func yearIndex(containing day: Day) -> Int {
    let gregorianYear = GregorianArithmetic.civilFromDays(Int(day.daysSince1970)).year
    var index = gregorianYear - VietnameseLunarTables.firstYear
    index = min(max(index, 0), VietnameseLunarTables.yearCount - 1)
    if index > 0, day < newYear(index: index) { index -= 1 }
    return index
  }

  /// The months of the table's year at `index`.
  package func publishedMonths(yearIndex index: Int) -> [MonthRecord] {
    let (leapAfter, lengths) = LunarYearTableFiller.decode(
      LunarYearTableFiller.word(years, index: index))
    return PublishedLunarFiller.months(
      of: identifier, relatedYear: Self.relatedYear(index: index), newYear: newYear(index: index),
      lengths: lengths, leapAfter: leapAfter)
  }
}

/// The Chinese calendar's shipped months (``LunarYearTableFiller``) reported as Vietnamese ones:
/// the two calendars number years, months and cycles alike, so the records need no change.
struct ChineseMonthsAsVietnamese: MonthTableFiller {
  private let chinese = LunarYearTableFiller(
    identifier: .chinese, base: NoSourceMonthFiller(identifier: .chinese))

  var identifier: CalendarIdentifier { .vietnamese }

  func months(containing day: Day, count: Int) throws(CalendarGridError) -> [MonthRecord] {
    try chinese.months(containing: day, count: count)
  }
}
