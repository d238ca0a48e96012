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
  public func apply(_ plugins: DayPlugins, to grid: inout MonthGrid, today: Day? = nil) {
    let span = DaySpan(first: grid.firstDay, count: grid.count)
    defer { withExtendedLifetime(plugins) {} }
    // `plugins` keeps the boxes alive for the whole call: each is called through a guaranteed
    // reference, without a retain and release.
    if !plugins.ruleCalls.isEmpty {
      // Built-in rules need only the facts; a context, which retains and releases the
      // calendar, is made only when some rule is not built in.
      let mask: UInt64
      if plugins.rulesAreCalendarFree {
        let facts = GridFacts(weekend: weekRules.weekend, month: grid.month, today: today)
        mask = plugins.selectableDays(in: span) { $0.selectableDays(in: span, facts: facts) }
      } else {
        let context = PluginContext(calendar: self, month: grid.month, today: today)
        mask = plugins.selectableDays(in: span) { $0.selectableDays(in: span, context: context) }
      }
      grid.selectableCells = CellMask(rawValue: mask)
    }
    guard plugins.planStorage != nil || !plugins.plainDecoratorCalls.isEmpty else { return }
    // Precomputed decorators are read when the grid's decorations are: the grid refers to them
    // through the storage its plugins share, or through its own when plain decorators add runs.
    let shared = plugins.planStorage
    var cells = shared?.mask(span: span) ?? 0
    var own: DecorationStorage? = nil
    if !plugins.plainDecoratorCalls.isEmpty {
      let context = PluginContext(calendar: self, month: grid.month, today: today)
      var buffer = DecorationBuffer(span: span, plan: shared?.plan)
      for (position, call) in plugins.plainDecoratorCalls {
        buffer.order = position
        call._withUnsafeGuaranteedRef { $0.decorate(span, context: context, into: &buffer) }
      }
      own = buffer.takeStorage()
      cells |= own?.ownMask ?? 0
    }
    grid.decorations = GridDecorations(storage: own ?? (cells != 0 ? shared : nil), span: span)
    grid.decoratedCells = CellMask(rawValue: cells & span.allDays)
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
