import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridRendering
@testable import CalendarGridSources
@testable import CalendarGridState

/// Weekday rules far from 1970 and outside the month tables' window, checked against
/// Foundation's weekday of every day: the rule turns its weekday bits by the span's first
/// weekday, a floor modulo of the days since 1970 that a plain modulo gets wrong before 1970.
@Suite("Weekday rules before and after 1970 and the table window")
struct WeekdayRuleRangeTests {
  /// Years before 1970 (and before the Gregorian cutover), around it, inside the tables' window
  /// (1900–2100) and after it.
  static let years = [1, 1200, 1582, 1850, 1899, 1969, 1970, 2024, 2100, 2101, 2400, 9000]

  static let gregorian = Reference.calendar(.gregorian)

  /// Foundation's weekday of a day (Sunday 1), in GMT.
  static func foundationWeekday(_ day: Day) -> Weekday {
    Weekday(rawValue: gregorian.component(.weekday, from: Reference.date(day)))!
  }

  @Test(
    "Every weekday set's mask over spans starting on each weekday, in every year",
    arguments: years)
  func spans(year: Int) throws {
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("en_US"))
    let anchor = try Day(year: year, month: 3, day: 1)
    // Foundation's weekday of each day the spans reach.
    let weekdays = (0..<(6 + 64)).map { Self.foundationWeekday(anchor.advanced(by: $0)) }
    for raw in UInt8(1)..<128 {
      let disabled = WeekdaySet(rawValue: raw)
      let rule = DisabledWeekdays(disabled)
      for shift in 0..<7 {
        for count in [1, 7, 9, 42, 64] {
          let span = DaySpan(first: anchor.advanced(by: shift), count: count)
          let mask = rule.selectableDays(in: span, context: PluginContext(calendar: calendar))
          var expected: UInt64 = 0
          for offset in 0..<count where !disabled.contains(weekdays[shift + offset]) {
            expected |= 1 << UInt64(offset)
          }
          #expect(mask == expected, "weekdays \(raw) from \(span.first), \(count) days")
        }
      }
    }
  }

  @Test(
    "A locale's weekend is not selectable in grids of every first weekday",
    arguments: ["de_DE", "ar_SA", "he_IL", "en_IN"], years)
  func grids(locale identifier: String, year: Int) throws {
    let locale = try GridLocale(identifier)
    let weekend = locale.weekRules.weekend
    #expect(!weekend.weekdays.isEmpty)
    for firstWeekday in Weekday.allCases {
      let calendar = try GridCalendar(.gregorian, locale: locale, firstWeekday: firstWeekday)
      let plugins = DayPlugins(rules: [DisabledWeekdays.weekend])
      for month in [1, 3, 12] {
        let grid = calendar.grid(
          for: try calendar.month(year: year, month: month), rows: .fixed, plugins: plugins)
        #expect(grid.first?.weekday == firstWeekday)
        for cell in grid {
          let weekday = Self.foundationWeekday(cell.day)
          #expect(cell.weekday == weekday, "\(cell.day)")
          #expect(cell.isWeekend == weekend.contains(weekday), "\(identifier) \(cell.day)")
          #expect(
            cell.isSelectable == !weekend.contains(weekday),
            "\(identifier) first \(firstWeekday) \(cell.day)")
        }
      }
    }
  }

  @Test("calgrid marks the weekend of 1969-03 unselectable, Saturdays and Sundays only")
  func commandLine() throws {
    let run = try CalgridToolTests.run([
      "1969-03", "--locale", "de_DE", "--disable-weekdays", "weekend", "--format", "json",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let document = try JSONDecoder().decode(GridDocument.self, from: Data(run.stdout.utf8))
    let cells = try #require(document.grids.first).weeks.joined()
    #expect(cells.count >= 35)
    for cell in cells {
      let weekday = Self.foundationWeekday(try Day(iso8601: cell.date))
      let weekend = weekday == .saturday || weekday == .sunday
      #expect(cell.isSelectable == !weekend, "\(cell.date)")
    }
  }
}
