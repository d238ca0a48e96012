import Foundation
import Testing

@testable import CalendarGridCore

/// The Vietnamese calendar against an independent implementation (lunar-vn, Hồ Ngọc Đức's
/// algorithm: ``VietnameseReferenceTable``) month by month over 1900–2100, and against the
/// published Chinese calendar (the Hong Kong Observatory's, in the core's Chinese table), with
/// every difference taken from `Data/calendars/vietnamese-differences.tsv`, where each has its
/// reason: a listed difference that no longer occurs fails as well as an unlisted one.
@Suite("Vietnamese calendar")
struct VietnameseCalendarTests {
  /// A row of the differences file.
  struct Difference {
    var against: String
    var day: String
    var what: String
    var reason: String
  }

  static let differences: [Difference] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Data/calendars/vietnamese-differences.tsv")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").dropFirst().compactMap { line in
      guard !line.hasPrefix("#") else { return nil }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 4, fields[0] != "against" else { return nil }
      return Difference(against: fields[0], day: fields[1], what: fields[2], reason: fields[3])
    }
  }()

  static func source(_ identifier: CalendarIdentifier) throws -> any MonthSource {
    try CalendarBackends.source(for: identifier, cutover: .julianUntil1582, provider: nil)
  }

  /// Every month whose first day lies in `days`, in order.
  static func months(_ identifier: CalendarIdentifier, from first: Day, through last: Day) throws
    -> [CalendarMonth]
  {
    let source = try source(identifier)
    var month = try source.month(containing: first)
    if month.firstDay < first { month = try source.month(after: month) }
    var months: [CalendarMonth] = []
    // 2,500 months is more than two centuries hold.
    for _ in 0..<2_500 where month.firstDay <= last {
      months.append(month)
      month = try source.month(after: month)
    }
    return months
  }

  static func day(_ iso: String) throws -> Day {
    let parts = iso.split(separator: "-").compactMap { Int($0) }
    try #require(parts.count == 3, "an ISO date: \(iso)")
    return try Day(year: parts[0], month: parts[1], day: parts[2])
  }

  @Test("The differences file is read and every row gives a reason")
  func differencesFile() throws {
    let rows = Self.differences
    #expect(rows.count > 100)
    for row in rows {
      #expect(
        ["lunar-vn", "holidays", "chinese", "near-midnight", "ephemeris"].contains(row.against))
      #expect(row.reason.count > 20, "\(row.day): \(row.reason)")
    }
    // python-holidays' Vietnamese Tết agrees every year 1901-2099.
    #expect(!rows.contains { $0.against == "holidays" })
  }

  @Test("Month by month against lunar-vn 1900-2100: equal but for the listed months")
  func againstLunarVN() throws {
    let reference = VietnameseReferenceTable.months
    let first = try #require(reference.first)
    let last = try #require(reference.last)
    let ours = try Self.months(
      .vietnamese, from: Day(daysSince1970: first.first), through: Day(daysSince1970: last.first))
    let listed = Set(
      try Self.differences.filter { $0.against == "lunar-vn" }.map { try Self.day($0.day) })
    #expect(listed.count == 12)
    var theirs: [Day: (length: Int, year: Int, month: Int, leap: Bool)] = [:]
    for month in reference {
      theirs[Day(daysSince1970: month.first)] = (month.length, month.year, month.month, month.leap)
    }
    var seen = Set<Day>()
    var matched = 0
    for month in ours {
      seen.insert(month.firstDay)
      let other = theirs[month.firstDay]
      let same =
        other.map {
          $0.length == month.length && $0.year == month.year && $0.month == month.month
            && $0.leap == month.isLeapMonth
        } ?? false
      if same {
        matched += 1
        #expect(!listed.contains(month.firstDay), "listed but equal: \(month.firstDay)")
      } else {
        #expect(listed.contains(month.firstDay), "unlisted difference: \(month.firstDay)")
      }
    }
    for month in reference where !seen.contains(Day(daysSince1970: month.first)) {
      let start = Day(daysSince1970: month.first)
      #expect(listed.contains(start), "unlisted lunar-vn month: \(start)")
    }
    #expect(matched == reference.count - 8)
    #expect(ours.count == reference.count)
  }

  @Test("Against the Hong Kong Observatory's Chinese calendar: exactly the listed years differ")
  func againstChinese() throws {
    // The Chinese table's HKO years 1901-2099 run from 1901-02-19 to 2100-02-08.
    let from = try Day(year: 1901, month: 2, day: 19)
    let to = try Day(year: 2100, month: 1, day: 10)
    let vietnamese = try Self.months(.vietnamese, from: from, through: to)
    let chinese = try Self.months(.chinese, from: from, through: to)
    func key(_ month: CalendarMonth) -> String {
      "\(month.firstDay) \(month.length) \(month.year) \(month.month) \(month.isLeapMonth)"
    }
    let chineseKeys = Set(chinese.map(key))
    let differing = vietnamese.filter { !chineseKeys.contains(key($0)) }
    // Each row names the first differing month of a lunar year.
    let listed = try Self.differences.filter { $0.against == "chinese" }.map {
      try Self.day($0.day)
    }
    var firstOfYear: [Int: Day] = [:]
    for month in differing where firstOfYear[month.year] == nil {
      firstOfYear[month.year] = month.firstDay
    }
    #expect(Set(firstOfYear.values) == Set(listed))
    #expect(listed.count == firstOfYear.count)
    // The years the issue names, with Tết from the Vietnamese calendars published for them
    // (as python-holidays lists them) and China's from HKO.
    for (year, vietnamTet, chinaTet) in [
      (1985, "1985-01-21", "1985-02-20"), (2007, "2007-02-17", "2007-02-18"),
      (2030, "2030-02-02", "2030-02-03"),
    ] {
      let source = try Self.source(.vietnamese)
      let tet = try source.month(year: year, month: 1, isLeapMonth: false)
      #expect(tet.firstDay == (try Self.day(vietnamTet)))
      let china = try Self.source(.chinese).month(year: year, month: 1, isLeapMonth: false)
      #expect(china.firstDay == (try Self.day(chinaTet)))
    }
  }

  @Test("The table meets the Chinese months at its ends, and years tile with 12 or 13 months")
  func joinsAndYears() throws {
    let source = try Self.source(.vietnamese)
    let chinese = try Self.source(.chinese)
    // Tết 1900 (31 January) and the new year after 2100 are the same days in both calendars.
    for year in [1900, 2101] {
      let vietnamese = try source.month(year: year, month: 1, isLeapMonth: false)
      let china = try chinese.month(year: year, month: 1, isLeapMonth: false)
      #expect(vietnamese.firstDay == china.firstDay)
    }
    #expect(
      try source.month(year: 1900, month: 1, isLeapMonth: false).firstDay
        == (try Self.day("1900-01-31")))
    let months = try Self.months(
      .vietnamese, from: try Self.day("1899-01-01"), through: try Self.day("2102-12-31"))
    var previous: CalendarMonth?
    for month in months {
      #expect(month.length == 29 || month.length == 30)
      #expect(month.monthsInYear == 12 || month.monthsInYear == 13)
      if let previous {
        #expect(previous.lastDay.advanced(by: 1) == month.firstDay)
      }
      previous = month
    }
    // Leap month 2 of 1985 (Ất Sửu) follows month 2 and has 30 days (lunar-vn agrees).
    let leap = try source.month(year: 1985, month: 2, isLeapMonth: true)
    #expect(leap.firstDay == (try Self.day("1985-03-21")))
    #expect(leap.length == 30)
    #expect(leap.monthsInYear == 13)
  }
}
