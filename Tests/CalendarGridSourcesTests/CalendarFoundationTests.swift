import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridSources

/// Every month of Gregorian 1900–2100 in every calendar, compared with Foundation's
/// `Calendar(identifier:)` (which bundles its own ICU, 74+, with its own data), and samples out
/// to each calendar's limits. Each month where they differ is listed below with its reason, so
/// a new difference fails. Each test runs per data source: with the ICU source the list is as
/// below; with the Foundation source only the corrections remain (the published tables and the
/// Hebrew rules), not the months where libicu 72 and Foundation's ICU disagree.
@Suite("Calendars against Foundation")
struct CalendarFoundationTests {
  static let calendars = CalendarIdentifier.allCases
  /// Foundation has no Vietnamese calendar: within its table's years (1900–2100) its oracle is
  /// lunar-vn (the core's VietnameseCalendarTests); outside them its months are the Chinese
  /// calendar's, which the samples compare with Foundation's Chinese calendar.
  static let windowCalendars = calendars.filter { $0 != .vietnamese }

  @Test("Every month of 1900–2100", arguments: windowCalendars, CalendarDataSource.allAvailable)
  func window(_ identifier: CalendarIdentifier, _ source: CalendarDataSource) throws {
    let calendar = try GridCalendar(identifier, locale: GridLocale("en_US", source: source))
    let foundation = CalendarTestSupport.foundationCalendar(identifier)
    var month = try calendar.month(containing: try Day(year: 1900, month: 1, day: 1))
    let end = try Day(year: 2100, month: 12, day: 31)
    var differences: [String: String] = [:]
    var count = 0
    // More than the 13 months a year of the 202 years of a calendar that overlap 1900–2100.
    var bound = LoopBound(14 * 202, "months of \(identifier) 1900–2100")
    while month.firstDay <= end, bound.next() {
      let problems = CalendarTestSupport.foundationDifferences(month, foundation)
      if !problems.isEmpty {
        differences[CalendarTestSupport.name(month)] = problems.joined(separator: ", ")
      }
      let next = try calendar.month(after: month)
      try #require(next.firstDay > month.firstDay, "the month after \(month)")
      month = next
      count += 1
    }
    #expect(count > 2400)
    if identifier == .islamicUmmAlQura {
      // The published Umm al-Qura calendar, which Foundation's ICU data does not follow either.
      let corrected = differences.keys.filter(CalendarTestSupport.isUmmAlQuraCorrection)
      #expect(corrected.count > 500, "\(corrected.count) corrected months")
      for key in corrected { differences[key] = nil }
    }
    let expected = Self.expectedDifferences(source).filter {
      $0.key.hasPrefix(identifier.rawValue + " ")
    }
    let unexpected = differences.filter { expected[$0.key] == nil }.sorted { $0.key < $1.key }
    let missing = expected.keys.filter { differences[$0] == nil && Self.inWindow($0) }.sorted()
    #expect(unexpected.isEmpty, "new differences from Foundation: \(unexpected)")
    #expect(missing.isEmpty, "listed differences that no longer occur: \(missing)")
  }

  static func inWindow(_ key: String) -> Bool {
    guard let yearText = key.split(separator: " ").last?.split(separator: "-").first,
      let year = Int(yearText)
    else { return false }
    return !outsideWindowKeys.contains(key) && year > -10_000
  }

  @Test("Samples out to the stated limits", arguments: calendars, CalendarDataSource.allAvailable)
  func limits(_ identifier: CalendarIdentifier, _ source: CalendarDataSource) throws {
    let calendar = try GridCalendar(identifier, locale: GridLocale("en_US", source: source))
    let foundation = CalendarTestSupport.foundationCalendar(identifier)
    let supported = calendar.source.supportedDays
    let gregorianLimits = try Day(year: 1, month: 1, day: 1)...Day(year: 9999, month: 12, day: 31)
    var samples = try [2, 600, 1000, 1582, 1583, 1700, 1899, 2101, 2500, 3000, 5000, 8000, 9998]
      .map { try Day(year: $0, month: 6, day: 15) }
    if CalendarTestSupport.exhaustive {
      // CALGRID_EXHAUSTIVE=1: a month every 25 Gregorian years across the whole range.
      samples += try stride(from: 2, through: 9998, by: 25).map {
        try Day(year: $0, month: 2, day: 1)
      }
    }
    if !identifier.isGregorianArithmetic {
      samples += [supported.lowerBound, supported.upperBound]
      #expect(supported.lowerBound >= gregorianLimits.lowerBound)
      #expect(supported.upperBound <= gregorianLimits.upperBound)
      // Just past the limits: a typed error, never a wrong month.
      #expect(throws: CalendarGridError.self) {
        try calendar.month(containing: supported.lowerBound.advanced(by: -1))
      }
      #expect(throws: CalendarGridError.self) {
        try calendar.month(containing: supported.upperBound.advanced(by: 1))
      }
      #expect(throws: CalendarGridError.self) {
        try calendar.month(year: calendar.supportedYears.upperBound + 1, month: 1)
      }
      #expect(throws: CalendarGridError.self) {
        try calendar.month(year: calendar.supportedYears.lowerBound - 1, month: 1)
      }
    }
    var differences: [String: String] = [:]
    for day in samples {
      let month = try calendar.month(containing: day)
      // The same month found again by its own numbering.
      let again = try calendar.month(
        year: Int(month.year), month: month.month, isLeapMonth: month.isLeapMonth)
      #expect(again == month, "\(CalendarTestSupport.name(month))")
      let problems = CalendarTestSupport.foundationDifferences(month, foundation)
      if !problems.isEmpty {
        differences[CalendarTestSupport.name(month)] = problems.joined(separator: ", ")
      }
    }
    let unexpected = differences.filter { Self.expectedDifferences(source)[$0.key] == nil }
      .sorted { $0.key < $1.key }
    #expect(unexpected.isEmpty, "new differences from Foundation: \(unexpected)")
  }

  /// Months listed here that lie outside 1900–2100 (checked by the limits samples only).
  static let outsideWindowKeys: Set<String> = [
    "hebrew 7237-05", "hebrew 7562-05", "chinese 3301-12",
  ]

  /// The differences expected with a source: all of them with ICU; with Foundation, only those
  /// that CalendarGrid's corrections make.
  static func expectedDifferences(_ source: CalendarDataSource) -> [String: String] {
    source == .icu
      ? expectedDifferences
      // Chinese, Dangi and the astronomical Islamic months come from the shipped tables
      // (libicu 72's) with either source, so their differences from Foundation's ICU are the
      // same with both.
      : expectedDifferences.filter {
        !$0.value.contains("libicu 72 and Foundation's ICU") || $0.key.hasPrefix("chinese ")
          || $0.key.hasPrefix("dangi ") || $0.key.hasPrefix("islamic ")
          || $0.key.hasPrefix("islamic-rgsa ")
      }
      .merging(foundationSourceDifferences) { first, _ in first }
  }

  /// Differences only the Foundation source's table shows (with ICU's table this month starts
  /// elsewhere, so the month named here is not compared).
  static let foundationSourceDifferences: [String: String] = [
    "dangi 2096-11":
      "Foundation's ICU numbers the month's last day 0, so its range of days is empty; the table has its 30 days"
  ]

  /// Every month where CalendarGrid (ICU source) and Foundation differ, with the reason.
  static let expectedDifferences: [String: String] = [
    // Found by the CALGRID_EXHAUSTIVE=1 samples only.
    "hebrew 7237-05": "Hebrew rules: Tevet has 29 days; Foundation's ICU ends Tevet a day later",
    "hebrew 7562-05": "Hebrew rules: Tevet has 29 days; Foundation's ICU ends Tevet a day later",
    "chinese 3301-12": "libicu 72 and Foundation's ICU place the new year of 3302 a month apart",
    "chinese 1914-09":
      "HKO published table; Foundation's ICU computes the new moon on the other side of midnight",
    "chinese 1914-10":
      "HKO published table; Foundation's ICU computes the new moon on the other side of midnight",
    "chinese 1915-12":
      "HKO published table; Foundation's ICU computes the new moon on the other side of midnight",
    "chinese 1916-01":
      "HKO published table; Foundation's ICU computes the new moon on the other side of midnight",
    "chinese 1920-09":
      "HKO published table; Foundation's ICU computes the new moon on the other side of midnight",
    "chinese 1920-10":
      "HKO published table; Foundation's ICU computes the new moon on the other side of midnight",
    "chinese 2057-08":
      "HKO published table; Foundation's ICU reports a day 0 and an empty month here",
    "chinese 2057-09":
      "HKO published table; Foundation's ICU reports a day 0 and an empty month here",
    "chinese 2097-06":
      "HKO published table; Foundation's ICU reports a day 0 and an empty month here",
    "chinese 2097-07":
      "HKO published table; Foundation's ICU reports a day 0 and an empty month here",
    "dangi 2051-06":
      "past KASI's table: libicu 72 and Foundation's ICU compute these new moons differently",
    "dangi 2051-07":
      "past KASI's table: libicu 72 and Foundation's ICU compute these new moons differently",
    "dangi 2051-09":
      "past KASI's table: libicu 72 and Foundation's ICU compute these new moons differently",
    "dangi 2051-10":
      "past KASI's table: libicu 72 and Foundation's ICU compute these new moons differently",
    "dangi 2096-11":
      "past KASI's table: libicu 72 and Foundation's ICU compute these new moons differently",
    "hebrew 5806-02":
      "Hebrew rules: Heshvan 5806 has 29 days; Foundation's ICU gives 30 (as libicu 72 does)",
    "hebrew 5806-03":
      "Hebrew rules: Heshvan 5806 has 29 days; Foundation's ICU gives 30 (as libicu 72 does)",
    "hebrew 5806-04":
      "Hebrew rules: Heshvan 5806 has 29 days; Foundation's ICU gives 30 (as libicu 72 does)",
    "hebrew 5806-05":
      "Hebrew rules: Heshvan 5806 has 29 days; Foundation's ICU gives 30 (as libicu 72 does)",
    "hebrew 5806-06":
      "Hebrew rules: Heshvan 5806 has 29 days; Foundation's ICU gives 30 (as libicu 72 does)",
    "hebrew 5806-07":
      "Hebrew rules: Heshvan 5806 has 29 days; Foundation's ICU gives 30 (as libicu 72 does)",
    "hebrew 5806-08":
      "Hebrew rules: Heshvan 5806 has 29 days; Foundation's ICU gives 30 (as libicu 72 does)",
    "hebrew 5806-09":
      "Hebrew rules: Heshvan 5806 has 29 days; Foundation's ICU gives 30 (as libicu 72 does)",
    "hebrew 5806-10":
      "Hebrew rules: Heshvan 5806 has 29 days; Foundation's ICU gives 30 (as libicu 72 does)",
    "hebrew 5806-11":
      "Hebrew rules: Heshvan 5806 has 29 days; Foundation's ICU gives 30 (as libicu 72 does)",
    "hebrew 5806-12":
      "Hebrew rules: Heshvan 5806 has 29 days; Foundation's ICU gives 30 (as libicu 72 does)",
    "hebrew 5806-13":
      "Hebrew rules: Heshvan 5806 has 29 days; Foundation's ICU gives 30 (as libicu 72 does)",
    "hebrew 5807-01":
      "Hebrew rules: Heshvan 5806 has 29 days; Foundation's ICU gives 30 (as libicu 72 does)",
    "hebrew 5807-02":
      "Hebrew rules: Heshvan 5806 has 29 days; Foundation's ICU gives 30 (as libicu 72 does)",
    "islamic 1360-10":
      "astronomical Islamic calendar: libicu 72 and Foundation's ICU compute these new moons differently",
    "islamic 1360-11":
      "astronomical Islamic calendar: libicu 72 and Foundation's ICU compute these new moons differently",
    "islamic 1376-09":
      "astronomical Islamic calendar: libicu 72 and Foundation's ICU compute these new moons differently",
    "islamic 1376-10":
      "astronomical Islamic calendar: libicu 72 and Foundation's ICU compute these new moons differently",
    "islamic 1448-10":
      "astronomical Islamic calendar: libicu 72 and Foundation's ICU compute these new moons differently",
    "islamic 1448-11":
      "astronomical Islamic calendar: libicu 72 and Foundation's ICU compute these new moons differently",
    "islamic 1510-07":
      "astronomical Islamic calendar: libicu 72 and Foundation's ICU compute these new moons differently",
    "islamic 1510-08":
      "astronomical Islamic calendar: libicu 72 and Foundation's ICU compute these new moons differently",
    "islamic 1518-01":
      "astronomical Islamic calendar: libicu 72 and Foundation's ICU compute these new moons differently",
    "islamic 1518-02":
      "astronomical Islamic calendar: libicu 72 and Foundation's ICU compute these new moons differently",
    "islamic-rgsa 1360-10":
      "astronomical Islamic calendar: libicu 72 and Foundation's ICU compute these new moons differently",
    "islamic-rgsa 1360-11":
      "astronomical Islamic calendar: libicu 72 and Foundation's ICU compute these new moons differently",
    "islamic-rgsa 1376-09":
      "astronomical Islamic calendar: libicu 72 and Foundation's ICU compute these new moons differently",
    "islamic-rgsa 1376-10":
      "astronomical Islamic calendar: libicu 72 and Foundation's ICU compute these new moons differently",
    "islamic-rgsa 1448-10":
      "astronomical Islamic calendar: libicu 72 and Foundation's ICU compute these new moons differently",
    "islamic-rgsa 1448-11":
      "astronomical Islamic calendar: libicu 72 and Foundation's ICU compute these new moons differently",
    "islamic-rgsa 1510-07":
      "astronomical Islamic calendar: libicu 72 and Foundation's ICU compute these new moons differently",
    "islamic-rgsa 1510-08":
      "astronomical Islamic calendar: libicu 72 and Foundation's ICU compute these new moons differently",
    "islamic-rgsa 1518-01":
      "astronomical Islamic calendar: libicu 72 and Foundation's ICU compute these new moons differently",
    "islamic-rgsa 1518-02":
      "astronomical Islamic calendar: libicu 72 and Foundation's ICU compute these new moons differently",
  ]
}
