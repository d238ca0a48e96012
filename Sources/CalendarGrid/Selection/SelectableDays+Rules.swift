extension SelectableDays {
  /// The days that every one of the plugin rules allows, asked in bulk (64 days per call) when
  /// a selection checks a range or a week.
  ///
  /// ```swift
  /// let rules: [any SelectableDayRule] = [NoDaysBeforeToday(), DisabledWeekdays.weekend]
  /// var selection = Selection(.range, selectableDays: SelectableDays(rules: rules, calendar: calendar, today: today))
  /// ```
  public init(rules: [any SelectableDayRule], calendar: GridCalendar, today: Day?) {
    let rule = AllRules(rules)
    self.init(
      isSelectable: { day in
        rule.isSelectable(day, context: PluginContext(calendar: calendar, today: today))
      },
      bulk: { first, count in
        rule.selectableDays(
          in: DaySpan(first: first, count: count),
          context: PluginContext(calendar: calendar, today: today))
      })
  }
}
