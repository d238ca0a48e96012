import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridSources

/// Precomputed decorators that answer differently outside their precomputed days, mixed with
/// decorators that cover every day: the plan may read its runs only where every decorator's
/// runs cover the grid, and must ask each decorator itself elsewhere.
@Suite("Decorators outside their precomputed days")
struct DecoratorWindowTests {
  /// Precomputed for Gregorian 2000 (a badge "in" on every day); outside it, asked per span,
  /// it puts a badge "out" on odd days only, so a plan that reads its runs there shows nothing.
  struct Windowed: PrecomputedDayDecorator {
    static let window = day("2000-01-01")...day("2000-12-31")
    let decorationTables = [
      DecorationTable(Array(repeating: .badge("in"), count: 64)),
      DecorationTable(Array(repeating: .badge("out"), count: 64)),
    ]
    let dayRuns: DayRuns = {
      var runs: [DayRuns.Run] = []
      var first = Windowed.window.lowerBound
      while first <= Windowed.window.upperBound {
        let count = min(64, first.distance(to: Windowed.window.upperBound) + 1)
        runs.append(DayRuns.Run(first: first, count: count, table: 0, entry: 0))
        first = first.advanced(by: count)
      }
      return DayRuns(runs, covering: Windowed.window)
    }()

    func forEachRun(in span: DaySpan, _ body: (Int, Range<Int>, Int) -> Void) {
      if dayRuns.covers(span) {
        dayRuns.forEachRun(in: span) { run, offset in
          body(run.table, run.entry..<(run.entry + run.count), offset)
        }
        return
      }
      for offset in 0..<span.count {
        let day = span.first.advanced(by: offset)
        if Windowed.window.contains(day) {
          body(0, 0..<1, offset)
        } else if day.daysSince1970 % 2 != 0 {
          body(1, 0..<1, offset)
        }
      }
    }

    /// What it decorates a day with, written independently of its runs.
    static func expected(_ day: Day) -> [Decoration] {
      if window.contains(day) { return [.badge("in")] }
      return day.daysSince1970 % 2 != 0 ? [.badge("out")] : []
    }
  }

  static let events = [day("1999-12-30"), day("2000-06-15"), day("1850-03-10")]

  static func expected(_ day: Day, windowedFirst: Bool) -> [Decoration] {
    let dots: [Decoration] =
      events.contains(day) ? [.dot(color: .accent, size: .small)] : []
    return windowedFirst ? Windowed.expected(day) + dots : dots + Windowed.expected(day)
  }

  @Test(
    "Each cell has exactly the decorations each decorator gives its day, in order",
    arguments: [false, true])
  func mixed(windowedFirst: Bool) throws {
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("en_US"))
    let dots = EventDots(Self.events)
    let decorators: [any DayDecorator] =
      windowedFirst ? [Windowed(), dots] : [dots, Windowed()]
    let plugins = DayPlugins(decorators: decorators)
    // Before, across both edges of, inside and after the window; far outside too.
    let months = [
      (1850, 3), (1999, 6), (1999, 12), (2000, 1), (2000, 6), (2000, 12), (2001, 1), (2150, 7),
    ]
    var decoratedCells = 0
    for (year, number) in months {
      let month = try calendar.month(year: year, month: number)
      for rows in RowPolicy.allCases {
        let grid = calendar.grid(for: month, rows: rows, plugins: plugins)
        for (index, cell) in grid.enumerated() {
          let expected = Self.expected(cell.day, windowedFirst: windowedFirst)
          #expect(Array(grid.decorations(at: index)) == expected, "\(cell.day)")
          #expect(grid.decoratedCells.contains(index) == !expected.isEmpty, "\(cell.day)")
          if !expected.isEmpty { decoratedCells += 1 }
        }
      }
    }
    #expect(decoratedCells > 300)
  }

  /// Foundation's Chinese date of a day, as the numeric subtitle writes it (`闰` marks a leap
  /// month in a Chinese locale).
  static func chineseLabel(_ day: Day) -> String {
    let chinese = Reference.calendar(.chinese)
    let parts = chinese.dateComponents([.month, .day], from: Reference.date(day))
    return "\(parts.isLeapMonth == true ? "闰" : "")\(parts.month!).\(parts.day!)"
  }

  @Test(
    "Lunar subtitles mixed with event dots, inside and outside the precomputed 1900–2100",
    arguments: [(1850, 3), (1899, 12), (1900, 1), (2024, 2), (2100, 12), (2101, 1), (2300, 5)])
  func lunarSubtitles(year: Int, month number: Int) throws {
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("zh_CN"))
    let subtitle = try AlternateCalendarSubtitle(
      calendar: GridCalendar(.chinese, locale: GridLocale("zh_CN")))
    let month = try calendar.month(year: year, month: number)
    let event = month.firstDay.advanced(by: 9)
    for decorators in [[EventDots([event]), subtitle], [subtitle, EventDots([event])]]
      as [[any DayDecorator]]
    {
      let grid = calendar.grid(
        for: month, rows: .fixed, plugins: DayPlugins(decorators: decorators))
      var subtitled = 0
      for (index, cell) in grid.enumerated() {
        let decorations = grid.decorations(at: index)
        let subtitles = decorations.compactMap { decoration -> String? in
          if case .subtitle(let text) = decoration { return text }
          return nil
        }
        #expect(subtitles == [Self.chineseLabel(cell.day)], "\(cell.day)")
        #expect(decorations.count == (cell.day == event ? 2 : 1), "\(cell.day)")
        if !subtitles.isEmpty { subtitled += 1 }
      }
      #expect(subtitled == 42)
    }
  }
}
