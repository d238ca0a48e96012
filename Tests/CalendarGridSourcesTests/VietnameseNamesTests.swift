import CalendarGridSourcesTestSupport
import Testing

@testable import CalendarGridCore
@testable import CalendarGridSources

/// Vietnamese months are named by the data source's Chinese calendar (neither ICU nor
/// Foundation has a Vietnamese one): every month of 1900–2100 is titled as the Chinese month
/// of the same year, number and leap flag, with CLDR's leap mark (`bis` in English) on exactly
/// the leap months, except where the source's Chinese calendar has no such leap month.
@Suite("Vietnamese names")
struct VietnameseNamesTests {
  /// The leap months no Chinese calendar of these years has (the Hong Kong Observatory's and
  /// ICU's have leap 7th 1938 and leap 10th 1984): their titles name the month without the
  /// leap mark.
  static let unmarkedLeapMonths: Set<String> = ["1938-08", "1985-02"]
  /// Foundation's own ICU (74 and later) follows the Hong Kong Observatory where libicu 72
  /// computes its own leap months, so with it three more are unmarked: China's leap months of
  /// those years are the 2nd of 1917, the 5th of 1922 and the 6th of 1987.
  static let unmarkedWithFoundation = unmarkedLeapMonths.union(["1917-03", "1922-06", "1987-07"])

  @Test(
    "Titles of 1900–2100: the leap mark on exactly the leap months",
    arguments: CalendarDataSource.allAvailable)
  func titles(_ source: CalendarDataSource) throws {
    let locale = try GridLocale("en_US", source: source)
    let calendar = try GridCalendar(.vietnamese, locale: locale)
    let names = try CalendarNames(for: calendar)
    var month = try calendar.month(containing: Day(year: 1900, month: 2, day: 1))
    let end = try Day(year: 2100, month: 12, day: 31)
    var unmarked: Set<String> = []
    var count = 0
    // 13 months a year are more than 201 years hold.
    for _ in 0..<(13 * 201) where month.firstDay <= end {
      let title = names.title(for: month)
      let key = "\(month.year)-\(month.month < 10 ? "0" : "")\(month.month)"
      #expect(title.contains(String(month.year)), "\(key): \(title)")
      if month.isLeapMonth != title.contains("bis") {
        unmarked.insert(key)
      }
      month = try calendar.month(after: month)
      count += 1
    }
    #expect(count > 2_480)
    #expect(unmarked.isSuperset(of: Self.unmarkedLeapMonths))
    if source == .icu {
      #expect(unmarked == Self.unmarkedLeapMonths)
    } else {
      #expect(unmarked.isSubset(of: Self.unmarkedWithFoundation))
    }
    // Tết 2030, a day before China's, is titled as China's first month.
    let tet = try calendar.month(year: 2030, month: 1, isLeapMonth: false)
    #expect(names.title(for: tet) == "First Month 2030(geng-xu)")
  }
}
