import CalendarGridCore
import CalendarGridDayPlugins
import CalendarGridSources

/// A selection's rules with the calendar, month and today they are asked with: every check a
/// tap, a range or a page makes goes through here, 64 days per rule call.
struct BoundRules: Sendable {
  let rules: AllRules
  let context: PluginContext

  /// Whether every rule allows `day`.
  func contains(_ day: Day) -> Bool { rules.isSelectable(day, context: context) }

  /// The allowed days among `count` days from `first` (at most 64), bit `i` for
  /// `first.advanced(by: i)`.
  func mask(from first: Day, count: Int) -> UInt64 {
    let span = DaySpan(first: first, count: count)
    return rules.selectableDays(in: span, context: context) & span.allDays
  }

  /// The first day in `range` that some rule refuses, or nil when all are allowed.
  ///
  /// - Complexity: One rule call per 64 days of `range`.
  func firstUnselectableDay(in range: ClosedRange<Day>) -> Day? {
    var start = range.lowerBound
    while true {
      let remaining = start.distance(to: range.upperBound)
      let span = DaySpan(first: start, count: min(64, remaining + 1))
      let missing = ~rules.selectableDays(in: span, context: context) & span.allDays
      if missing != 0 { return start.advanced(by: missing.trailingZeroBitCount) }
      if remaining < 64 { return nil }
      start = start.advanced(by: 64)
    }
  }
}
