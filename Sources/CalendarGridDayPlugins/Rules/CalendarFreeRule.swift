import CalendarGridCore
import CalendarGridSources

/// What a rule may know of a grid without its calendar.
package struct GridFacts {
  /// The weekend of the grid's week rules.
  let weekend: WeekdaySet
  /// The month the grid shows, when the days are asked for a month grid.
  let month: CalendarMonth?
  /// Today, when the caller gave one.
  let today: Day?

  init(weekend: WeekdaySet, month: CalendarMonth?, today: Day?) {
    self.weekend = weekend
    self.month = month
    self.today = today
  }

  init(_ context: PluginContext) {
    self.init(
      weekend: context.calendar.weekRules.weekend, month: context.month, today: context.today)
  }
}

/// A rule that needs no more of a grid than its ``GridFacts``: ``DayPlugins`` asks it without
/// making a ``PluginContext``, which would retain and release the calendar for every grid. The
/// built-in rules are such rules, except ``MonthsFromToday`` (it counts months in the calendar)
/// and the combinators; their ``SelectableDayRule/selectableDays(in:context:)`` asks this with
/// the context's facts, so both give the same days.
package protocol CalendarFreeRule: SelectableDayRule {
  func selectableDays(in span: DaySpan, facts: GridFacts) -> UInt64
}
