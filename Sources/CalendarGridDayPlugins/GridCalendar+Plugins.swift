import CalendarGridCore
import CalendarGridSources

extension GridCalendar {
  /// The grid of a month with plugins applied: each cell's decorations (decorators in order)
  /// and whether it can be selected (every rule must allow it).
  ///
  /// Each decorator and rule is asked once for the grid's whole span of days.
  public func grid(
    for month: CalendarMonth, rows: RowPolicy = .variable, today: Day? = nil,
    weekNumbers: Bool = false, plugins: DayPlugins
  ) -> MonthGrid {
    var grid = self.grid(for: month, rows: rows, today: today, weekNumbers: weekNumbers)
    apply(plugins, to: &grid, today: today)
    return consume grid
  }

  /// Applies plugins to a grid built earlier (for example after today changed).
  ///
  /// Every rule and decorator is asked here, once, for the grid's whole span of days; the grid
  /// then owns what it shows and never calls a plugin again.
  public func apply(_ plugins: DayPlugins, to grid: inout MonthGrid, today: Day? = nil) {
    let span = DaySpan(first: grid.firstDay, count: grid.count)
    if !plugins.rules.isEmpty {
      grid.selectableCells = CellMask(
        rawValue: selectableDays(in: span, plugins: plugins, month: grid.month, today: today))
    }
    guard !plugins.decorators.isEmpty else { return }
    let context = PluginContext(calendar: self, month: grid.month, today: today)
    var buffer = DecorationBuffer(span: span)
    for decorator in plugins.decorators {
      decorator.decorate(span, context: context, into: &buffer)
    }
    grid.decorations = buffer.decorations()
  }

  /// The days of `span` every rule of `plugins` allows.
  private func selectableDays(
    in span: DaySpan, plugins: DayPlugins, month: CalendarMonth, today: Day?
  ) -> UInt64 {
    var mask = span.allDays
    if let rules = plugins.calendarFreeRules {
      // Built-in rules need only the facts; a context, which holds the calendar, is made only
      // when some rule is not built in.
      let facts = GridFacts(weekend: weekRules.weekend, month: month, today: today)
      for rule in rules where mask != 0 { mask &= rule.selectableDays(in: span, facts: facts) }
    } else {
      let context = PluginContext(calendar: self, month: month, today: today)
      for rule in plugins.rules where mask != 0 {
        mask &= rule.selectableDays(in: span, context: context)
      }
    }
    return mask & span.allDays
  }

  /// Whether a day may be selected under `rules` (all must allow it).
  public func isSelectable(_ day: Day, rules: [any SelectableDayRule], today: Day? = nil) -> Bool {
    let context = PluginContext(calendar: self, month: try? month(containing: day), today: today)
    return rules.allSatisfy { $0.isSelectable(day, context: context) }
  }

  /// The day-of-month number of a day in this calendar, or nil outside the supported range.
  public func dayOfMonth(_ day: Day) -> Int? {
    guard let month = try? month(containing: day) else { return nil }
    return month.dayNumber(of: day)
  }
}
