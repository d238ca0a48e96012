import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridSources

/// Properties of grids for random (calendar, locale, month) triples from a seeded generator:
/// consecutive days, the month's days once and in order, rows as the policy says, and the
/// month's start day and length as Foundation's `Calendar(identifier:)` has them (up to the
/// differences listed in ``CalendarFoundationTests/expectedDifferences``).
///
/// 400 triples always (mostly in 1900–2100, a fifth anywhere in the supported range); 5,000
/// anywhere with `CALGRID_EXHAUSTIVE=1`.
@Suite("Grid properties for random calendars, locales and months")
struct GridPropertyTests {
  static let locales = [
    "en_US", "ko_KR", "de_DE", "ar_SA", "ar_EG", "he_IL", "fa_IR", "am_ET", "ja_JP", "zh_CN",
    "th_TH", "hi_IN", "en_GB", "pt_BR", "en-US-u-fw-thu", "fr_FR@fw=sat", "ms_MY", "en_MV",
  ]

  struct Triple: CustomStringConvertible {
    var calendar: CalendarIdentifier
    var locale: String
    var day: Day
    var rows: RowPolicy
    var description: String { "\(calendar.rawValue) \(locale) \(day) \(rows)" }
  }

  static func triples(count: Int, seed: UInt64, windowShare: Double) throws -> [Triple] {
    var generator = SplitMix64(state: seed)
    let window =
      try Day(year: 1900, month: 1, day: 1)
      .daysSince1970...Day(
        year: 2100, month: 12, day: 31
      ).daysSince1970
    var result: [Triple] = []
    for _ in 0..<count {
      let identifier = CalendarIdentifier.allCases.randomElement(using: &generator)!
      let locale = locales.randomElement(using: &generator)!
      let inWindow = Double.random(in: 0..<1, using: &generator) < windowShare
      let range: ClosedRange<Int32>
      if inWindow {
        range = window
      } else {
        // Anywhere the calendar supports (the table calendars: Gregorian 0001–9999).
        let supported = try GridCalendar(identifier, locale: GridLocale("en_US")).source
          .supportedDays
        range = supported.lowerBound.daysSince1970...supported.upperBound.daysSince1970
      }
      result.append(
        Triple(
          calendar: identifier, locale: locale,
          day: Day(daysSince1970: Int32.random(in: range, using: &generator)),
          rows: Bool.random(using: &generator) ? .fixed : .variable))
    }
    return result
  }

  /// The properties of one triple's grid; returns the problems found.
  static func check(_ triple: Triple) throws -> [String] {
    let calendar = try GridCalendar(triple.calendar, locale: GridLocale(triple.locale))
    let month = try calendar.month(containing: triple.day)
    let grid = calendar.grid(for: month, rows: triple.rows, today: triple.day)
    var problems: [String] = []
    func require(_ condition: Bool, _ message: @autoclosure () -> String) {
      if !condition { problems.append(message()) }
    }
    // Rows: the policy's count, and whole weeks.
    let needed = (grid.leadingDayCount + month.length + 6) / 7
    require(grid.leadingDayCount < 7, "leading \(grid.leadingDayCount)")
    require(grid.count == grid.rowCount * 7, "\(grid.count) cells in \(grid.rowCount) rows")
    switch triple.rows {
    case .fixed: require(grid.rowCount == 6 && needed <= 6, "fixed: \(grid.rowCount) rows")
    case .variable:
      // 4...6 for months of 28 days or more; shorter months fit in fewer rows: the Gregorian
      // October 1582 (21 days) in 3 or 4, the Coptic and Ethiopic 13th month (5 or 6) in 1 or 2.
      let allowed = month.length >= 28 ? 4...6 : 1...4
      require(grid.rowCount == needed && allowed.contains(needed), "variable: \(grid.rowCount)")
    }
    // Consecutive days from the first weekday.
    require(grid.firstDay.weekday == calendar.weekRules.firstWeekday, "first weekday")
    for (index, cell) in grid.enumerated() {
      require(cell.day == grid.firstDay.advanced(by: index), "cell \(index) is \(cell.day)")
      require(cell.weekday == cell.day.weekday, "cell \(index) weekday")
      require(
        cell.row == index / 7 && cell.column == index % 7 && cell.index == index,
        "cell \(index) position")
    }
    // The month's days once, in order, numbered as the month numbers them; nothing else in it.
    let inMonth = grid.filter(\.isInMonth)
    require(inMonth.map(\.day) == Array(month.days), "month days \(inMonth.count)")
    require(
      inMonth.map(\.dayOfMonth) == month.days.map { month.dayNumber(of: $0) },
      "day numbers")
    require(inMonth.first?.dayOfMonth == 1, "first day number")
    require(inMonth.last?.dayOfMonth == month.lastDayNumber, "last day number")
    require(grid.todayCell?.day == triple.day, "today")
    // Leading and trailing days carry the numbers of the months they belong to (two months
    // away next to a 5- or 6-day Coptic or Ethiopic month).
    let outside = grid.filter { !$0.isInMonth }
    require(
      outside.allSatisfy { cell in
        (try? calendar.month(containing: cell.day).dayNumber(of: cell.day)) == cell.dayOfMonth
      }, "leading and trailing day numbers")
    let trailing = grid.suffix(grid.count - grid.leadingDayCount - month.length)
    if let first = trailing.first, let next = try? calendar.month(after: month) {
      require(next.firstDay == first.day, "next month starts after the grid's month")
    }
    // The month found again by its own numbering.
    let again = try calendar.month(
      year: Int(month.year), month: month.month, isLeapMonth: month.isLeapMonth)
    require(again == month, "round trip by number")
    // Foundation's start day and length, up to the listed differences. Foundation's calendars
    // are compared within Gregorian 0001–9999 (the table calendars' whole range): outside it,
    // its Gregorian calendar clamps to the Julian day epoch (4713 BC) and wraps far in the future.
    guard
      (try Day(year: 1, month: 1, day: 1)...Day(year: 9999, month: 12, day: 31)).contains(
        month.firstDay)
    else { return problems }
    let differences = CalendarTestSupport.foundationDifferences(
      month, CalendarTestSupport.foundationCalendar(triple.calendar))
    if !differences.isEmpty,
      CalendarFoundationTests.expectedDifferences[CalendarTestSupport.name(month)] == nil,
      !CalendarTestSupport.isUmmAlQuraCorrection(CalendarTestSupport.name(month))
    {
      problems.append("Foundation: \(CalendarTestSupport.name(month)) \(differences)")
    }
    return problems
  }

  @Test("Random triples: consecutive days, the month once and in order, rows, Foundation")
  func randomTriples() throws {
    let count = Reference.exhaustive ? 5000 : 400
    let triples = try Self.triples(
      count: count, seed: 0x6361_6C67_7269_64, windowShare: Reference.exhaustive ? 0 : 0.8)
    var failures: [String] = []
    for triple in triples {
      let problems = try Self.check(triple)
      if !problems.isEmpty { failures.append("\(triple): \(problems)") }
    }
    #expect(failures.isEmpty, "\(failures.count) of \(count): \(failures.prefix(10))")
    // Every calendar and every locale was drawn.
    #expect(Set(triples.map(\.calendar)).count == CalendarIdentifier.allCases.count)
    #expect(Set(triples.map(\.locale)).count == Self.locales.count)
  }
}
