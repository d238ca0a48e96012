import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridSources
@testable import CalendarGridState

private func isoDay(_ text: String) throws -> Day { try Day(iso8601: text) }

@Suite("Selection modes")
struct SelectionTests {
  let calendar: GridCalendar

  init() throws {
    calendar = try GridCalendar(.gregorian, locale: GridLocale("en_US"))
  }

  /// A selection whose days must pass `isSelectable`, asked in the Gregorian calendar.
  func selection(
    _ mode: Selection.Mode, allowing isSelectable: @escaping @Sendable (Day) -> Bool,
    allowsUnselectableDaysInRange: Bool = false
  ) -> Selection {
    Selection(
      mode, rules: [DayPredicate(isSelectable)], in: PluginContext(calendar: calendar),
      allowsUnselectableDaysInRange: allowsUnselectableDaysInRange)
  }

  @Test("Single: select in March, page to May, select there; March no longer shows a selection")
  func singleAcrossMonths() throws {
    var selection = Selection(.single)
    let march = try calendar.month(year: 2024, month: 3)
    let may = try calendar.month(year: 2024, month: 5)
    #expect(selection.select(try isoDay("2024-03-05")) == .selected)
    var marchGrid = calendar.grid(for: march, selection: selection)
    #expect(marchGrid.filter(\.isSelected).map(\.day) == [try isoDay("2024-03-05")])

    // Page to May (March's cells are gone) and select there.
    #expect(calendar.grid(for: may, selection: selection).filter(\.isSelected).isEmpty)
    #expect(selection.select(try isoDay("2024-05-20")) == .selected)
    let mayGrid = calendar.grid(for: may, selection: selection)
    #expect(mayGrid.filter(\.isSelected).map(\.day) == [try isoDay("2024-05-20")])

    // Back in March nothing is selected any more.
    marchGrid = calendar.grid(for: march, selection: selection)
    #expect(marchGrid.selectedCells.isEmpty)
    #expect(marchGrid.allSatisfy { !$0.isSelected && $0.rangePosition == nil })
    #expect(selection.days == [try isoDay("2024-05-20")])
    // Tapping the selected day again changes nothing.
    #expect(selection.select(try isoDay("2024-05-20")) == .unchanged)
  }

  @Test("Multiple: toggles, keeps days sorted, honours the maximum count")
  func multiple() throws {
    var selection = Selection(.multiple(maximumCount: 3))
    let days = try ["2024-03-09", "2024-03-01", "2024-04-15"].map(isoDay)
    for day in days { #expect(selection.select(day) == .selected) }
    #expect(selection.days == days.sorted())
    #expect(selection.select(try isoDay("2024-03-02")) == .rejected(.maximumCountReached(3)))
    #expect(selection.select(try isoDay("2024-03-09")) == .deselected)
    #expect(selection.select(try isoDay("2024-03-02")) == .selected)
    #expect(selection.days == (try ["2024-03-01", "2024-03-02", "2024-04-15"].map(isoDay)))
    #expect(selection.contains(try isoDay("2024-03-02")))
    #expect(!selection.contains(try isoDay("2024-03-09")))
    #expect(selection.deselect(try isoDay("2024-04-15")))
    #expect(!selection.deselect(try isoDay("2024-04-15")))
    var unlimited = Selection(.multiple)
    for offset in 0..<100 { unlimited.select(try isoDay("2024-01-01").advanced(by: offset * 3)) }
    #expect(unlimited.days.count == 100)
  }

  @Test("Multiple with a zero or negative maximum selects nothing and does not trap")
  func degenerateMaximum() throws {
    for maximum in [0, -5] {
      var selection = Selection(.multiple(maximumCount: maximum))
      #expect(selection.select(try isoDay("2024-03-01")) == .rejected(.maximumCountReached(0)))
      #expect(selection.isEmpty)
    }
  }

  @Test("Range: the first tap starts, the second ends in either order, the third starts anew")
  func rangeTaps() throws {
    var selection = Selection(.range)
    #expect(selection.select(try isoDay("2024-02-03")) == .rangeStarted)
    #expect(selection.pendingRangeStart == (try isoDay("2024-02-03")))
    #expect(selection.range == nil)
    #expect(selection.rangePosition(of: try isoDay("2024-02-03")) == .start)
    let expected = try isoDay("2024-01-28")...isoDay("2024-02-03")
    #expect(selection.select(try isoDay("2024-01-28")) == .rangeCompleted(expected))
    #expect(selection.range == expected)
    #expect(selection.rangePosition(of: try isoDay("2024-01-28")) == .start)
    #expect(selection.rangePosition(of: try isoDay("2024-01-31")) == .middle)
    #expect(selection.rangePosition(of: try isoDay("2024-02-03")) == .end)
    #expect(selection.rangePosition(of: try isoDay("2024-02-04")) == nil)
    #expect(selection.select(try isoDay("2024-03-10")) == .rangeStarted)
    #expect(selection.range == nil)
    #expect(!selection.contains(try isoDay("2024-01-30")))
    // Tapping the start again makes a one-day range.
    let one = try isoDay("2024-03-10")...isoDay("2024-03-10")
    #expect(selection.select(try isoDay("2024-03-10")) == .rangeCompleted(one))
    #expect(selection.rangePosition(of: try isoDay("2024-03-10")) == .single)
  }

  @Test("Unselectable days cannot be selected in any mode")
  func unselectableDays() throws {
    let today = try isoDay("2024-03-05")
    let past = try isoDay("2024-03-01")
    for mode in [Selection.Mode.single, .multiple, .range, .week(firstWeekday: .sunday)] {
      var selection = selection(mode, allowing: { $0 >= today })
      #expect(selection.select(past) == .rejected(.unselectableDay(past)))
      #expect(selection.isEmpty)
    }
  }

  @Test("A range may not span an unselectable day unless configured to")
  func rangeOverUnselectableDay() throws {
    let holiday = try isoDay("2024-03-15")
    var strict = selection(.range, allowing: { $0 != holiday })
    strict.select(try isoDay("2024-03-10"))
    #expect(strict.select(try isoDay("2024-03-20")) == .rejected(.includesUnselectableDay(holiday)))
    // The started range is kept, waiting for another end.
    #expect(strict.pendingRangeStart == (try isoDay("2024-03-10")))
    #expect(
      strict.select(try isoDay("2024-03-14"))
        == .rangeCompleted(try isoDay("2024-03-10")...isoDay("2024-03-14")))
    #expect(
      strict.selectRange(try isoDay("2024-03-01")...isoDay("2024-04-01"))
        == .rejected(.includesUnselectableDay(holiday)))

    var lenient = selection(
      .range, allowing: { $0 != holiday }, allowsUnselectableDaysInRange: true)
    lenient.select(try isoDay("2024-03-20"))
    #expect(
      lenient.select(try isoDay("2024-03-10"))
        == .rangeCompleted(try isoDay("2024-03-10")...isoDay("2024-03-20")))
    #expect(lenient.contains(holiday))
    // Its ends must still be selectable.
    #expect(
      lenient.selectRange(try holiday...isoDay("2024-03-20"))
        == .rejected(.unselectableDay(holiday)))
    #expect(
      Selection(.single).selectRangeOutcome(try isoDay("2024-03-01")...isoDay("2024-03-02"))
        == .rejected(.notARangeSelection))
  }

  @Test(
    "A long range under a rule checks every day, 64 at a time",
    arguments: [0, 63, 64, 65, 500, 4000])
  func longRangeRule(blockedOffset: Int) throws {
    let start = try isoDay("2020-01-01")
    let blocked = start.advanced(by: blockedOffset)
    let bulkCalls = Counter()
    let rule = CountingRule(blocked: blocked, calls: bulkCalls)
    let context = PluginContext(calendar: calendar)
    let end = start.advanced(by: 5000)
    var strict = Selection(.range, rules: [rule], in: context)
    #expect(
      strict.selectRange(start.advanced(by: -1)...end)
        == .rejected(.includesUnselectableDay(blocked)))
    // One rule call per 64 days up to the blocked one, and the ends' two single-day calls.
    #expect(bulkCalls.value == (blockedOffset + 1) / 64 + 1 + 2)
    var before = Selection(.range, rules: [rule], in: context)
    if blockedOffset > 0 {
      let range = start...start.advanced(by: blockedOffset - 1)
      #expect(before.selectRange(range) == .rangeCompleted(range))
    }
    // The closure form agrees.
    var plain = selection(.range, allowing: { $0 != blocked })
    #expect(
      plain.selectRange(start.advanced(by: -1)...end)
        == .rejected(.includesUnselectableDay(blocked)))
    var open = Selection(.range)
    #expect(open.selectRange(start...end) == .rangeCompleted(start...end))
  }

  @Test("Rules combine: within a window and not on weekends")
  func ruleIntersection() throws {
    let open = try isoDay("2024-03-04")
    let close = try isoDay("2024-03-22")
    let rules: [any SelectableDayRule] = [
      AvailableDateRange(from: open, until: close),
      DayPredicate { ![Weekday.saturday, .sunday].contains($0.weekday) },
    ]
    let selection = Selection(.multiple, rules: rules, in: PluginContext(calendar: calendar))
    let first = try isoDay("2024-02-25")
    let grid = calendar.grid(for: try calendar.month(year: 2024, month: 3), selection: selection)
    #expect(grid.firstDay == first)
    for offset in 0..<42 {
      let candidate = first.advanced(by: offset)
      let expected =
        candidate >= open && candidate <= close
        && candidate.weekday != .saturday && candidate.weekday != .sunday
      #expect(selection.isSelectable(candidate) == expected)
      #expect(grid.selectableCells.contains(offset) == expected, "\(candidate)")
    }
  }

  @Test(
    "Week mode selects the whole week per the calendar's first weekday",
    arguments: ["en_US", "de_DE", "ar_EG"])
  func weekMode(locale: String) throws {
    let calendar = try GridCalendar(.gregorian, locale: GridLocale(locale))
    var selection = Selection.week(in: calendar)
    let tapped = try isoDay("2024-03-06")  // a Wednesday
    #expect(selection.select(tapped) == .selected)
    let week = try #require(selection.range)
    #expect(week.count == 7)
    #expect(week.contains(tapped))
    #expect(week.lowerBound.weekday == calendar.weekRules.firstWeekday)
    // Foundation's week of the same day, with the same first weekday, agrees.
    var foundation = Calendar(identifier: .gregorian)
    foundation.timeZone = TimeZone(identifier: "UTC")!
    foundation.firstWeekday = calendar.weekRules.firstWeekday.rawValue
    let interval = try #require(
      foundation.dateInterval(of: .weekOfYear, for: tapped.startInstant(in: foundation.timeZone)))
    #expect(Day(containing: interval.start, in: foundation.timeZone) == week.lowerBound)
    #expect(selection.select(week.upperBound) == .unchanged)
    #expect(selection.rangePosition(of: week.lowerBound) == .start)
    #expect(selection.rangePosition(of: week.upperBound) == .end)
  }

  @Test("Week mode refuses a week with an unselectable day unless configured to")
  func weekWithUnselectableDay() throws {
    let blocked = try isoDay("2024-03-08")
    var strict = selection(.week(firstWeekday: .monday), allowing: { $0 != blocked })
    #expect(strict.select(try isoDay("2024-03-05")) == .rejected(.includesUnselectableDay(blocked)))
    var lenient = selection(
      .week(firstWeekday: .monday), allowing: { $0 != blocked },
      allowsUnselectableDaysInRange: true)
    #expect(lenient.select(try isoDay("2024-03-05")) == .selected)
    #expect(lenient.range == (try isoDay("2024-03-04")...isoDay("2024-03-10")))
  }

  @Test("Selections compare by mode and days, and clear")
  func equality() throws {
    var a = Selection(.range)
    var b = selection(.range, allowing: { _ in true })
    #expect(a == b)
    a.select(try isoDay("2024-03-01"))
    #expect(a != b)
    b.select(try isoDay("2024-03-01"))
    #expect(a == b)
    a.clear()
    #expect(a.isEmpty)
    #expect(Selection(.single) != Selection(.multiple))
  }
}

/// A thread-safe counter for closures that must be `Sendable`.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  func increment() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}

extension Selection {
  /// `selectRange` on a copy, for expressions.
  func selectRangeOutcome(_ range: ClosedRange<Day>) -> SelectionOutcome {
    var copy = self
    return copy.selectRange(range)
  }
}

/// A rule that refuses one day and counts its calls, to show how often a selection asks.
private struct CountingRule: SelectableDayRule {
  let blocked: Day
  let calls: Counter

  func selectableDays(in span: DaySpan, context: PluginContext) -> UInt64 {
    calls.increment()
    var bits: UInt64 = 0
    for offset in 0..<span.count where span.first.advanced(by: offset) != blocked {
      bits |= 1 << UInt64(offset)
    }
    return bits
  }
}
