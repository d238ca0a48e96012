import CalendarGridCore
import CalendarGridSources

/// Days a closure allows: a rule written in one line, asked day by day.
///
/// ```swift
/// let today = try Day(year: 2024, month: 3, day: 5)
/// let rules: [any SelectableDayRule] = [
///   DayPredicate { $0 >= today }, DayPredicate { $0.weekday != .sunday },
/// ]
/// ```
///
/// A rule that can answer for a span of days faster than day by day implements
/// ``SelectableDayRule`` itself.
public struct DayPredicate: SelectableDayRule, CalendarFreeRule {
  /// Whether a day may be selected.
  public let isSelectable: @Sendable (Day) -> Bool

  /// The days for which `isSelectable` returns true.
  public init(_ isSelectable: @escaping @Sendable (Day) -> Bool) {
    self.isSelectable = isSelectable
  }

  public func selectableDays(in span: DaySpan, context: PluginContext) -> UInt64 {
    selectableDays(in: span)
  }

  package func selectableDays(in span: DaySpan, facts: GridFacts) -> UInt64 {
    selectableDays(in: span)
  }

  private func selectableDays(in span: DaySpan) -> UInt64 {
    var bits: UInt64 = 0
    for offset in 0..<span.count where isSelectable(span.first.advanced(by: offset)) {
      bits |= 1 << UInt64(offset)
    }
    return bits
  }
}
