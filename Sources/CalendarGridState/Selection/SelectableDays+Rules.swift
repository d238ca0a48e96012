import CalendarGridCore
import CalendarGridDayPlugins
import CalendarGridSources

extension SelectableDays {
  /// The days that every one of the plugin rules allows, asked in bulk (64 days per call) when
  /// a selection checks a range or a week. ``CalendarViewState`` makes this for its selection;
  /// a selection kept without a screen can use it directly.
  ///
  /// ```swift
  /// let rules: [any SelectableDayRule] = [NoDaysBeforeToday(), DisabledWeekdays.weekend]
  /// var selection = Selection(
  ///   .range, selectableDays: SelectableDays(rules: rules, calendar: calendar, today: today))
  /// ```
  ///
  /// - Parameters:
  ///   - rules: The rules; every one must allow a day.
  ///   - calendar: The calendar the rules are asked in.
  ///   - today: Today, for rules about today (nil: such rules allow every day).
  ///   - month: The month on screen, which rules about the shown month ask for
  ///     (``CalendarGridDayPlugins/MonthDaysOnly`` allows only its days); without one, such rules allow every day.
  public init(
    rules: [any SelectableDayRule], calendar: GridCalendar, today: Day?,
    month: CalendarMonth? = nil
  ) {
    let rule = AllRules(rules)
    let context = PluginContext(calendar: calendar, month: month, today: today)
    self.init(
      isSelectable: { day in rule.isSelectable(day, context: context) },
      bulk: { first, count in
        rule.selectableDays(in: DaySpan(first: first, count: count), context: context)
      })
  }
}

/// A closure is a rule: a `SelectableDays` goes into ``CalendarGridDayPlugins/DayPlugins`` like any other rule, so an
/// app has one way to decide selectable days.
extension SelectableDays: SelectableDayRule, CalendarFreeRule {
  public func selectableDays(in span: DaySpan, context: PluginContext) -> UInt64 {
    mask(from: span.first, count: span.count)
  }

  package func selectableDays(in span: DaySpan, facts: GridFacts) -> UInt64 {
    mask(from: span.first, count: span.count)
  }
}
