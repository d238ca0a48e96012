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
  /// Every rule and decorator is asked here, once, for the grid's whole span of days (a
  /// precomputed decorator inside its runs' days is read from the plugins' plan instead); the
  /// grid then owns what it shows and never calls a plugin again.
  public func apply(_ plugins: DayPlugins, to grid: inout MonthGrid, today: Day? = nil) {
    let span = DaySpan(first: grid.firstDay, count: grid.count)
    if !plugins.rules.isEmpty {
      grid.selectableCells = CellMask(
        rawValue: selectableDays(in: span, plugins: plugins, month: grid.month, today: today))
    }
    guard !plugins.decoratorCalls.isEmpty else { return }
    // Every decorator precomputed and the grid inside their runs' days (the common case): the
    // grid shares the plugins' plan, with no allocation and no decorator call.
    if grid.shareDecorations(of: plugins.plan, source: plugins.sharedSource) { return }
    let context = PluginContext(calendar: self, month: grid.month, today: today)
    var buffer = DecorationBuffer(span: span)
    for call in plugins.decoratorCalls {
      switch call {
      case .plain(let decorator):
        decorator.decorate(span, context: context, into: &buffer)
      case .precomputed(let decorator, let lane):
        // A plan exists whenever a decorator is precomputed.
        guard let plan = plugins.plan else { continue }
        add(decorator, lane: lane, of: plan, span: span, to: &buffer)
      }
    }
    let source = buffer.source()
    grid.decorations = GridDecorations(source: source, span: span)
    grid.decoratedCells = CellMask(rawValue: source?.mask(span: span) ?? 0)
  }

  /// The days of `span` every rule of `plugins` allows.
  private func selectableDays(
    in span: DaySpan, plugins: DayPlugins, month: CalendarMonth, today: Day?
  ) -> UInt64 {
    var mask = span.allDays
    // Asked in place (through buffer pointers): copying each rule out of its array would copy
    // the existential, with a retain and release, on every grid.
    if let rules = plugins.calendarFreeRules {
      // Built-in rules need only the facts; a context, which retains and releases the
      // calendar, is made only when some rule is not built in.
      let facts = GridFacts(weekend: weekRules.weekend, month: month, today: today)
      rules.withUnsafeBufferPointer { rules in
        for index in rules.indices where mask != 0 {
          mask &= rules[index].selectableDays(in: span, facts: facts)
        }
      }
    } else {
      let context = PluginContext(calendar: self, month: month, today: today)
      plugins.rules.withUnsafeBufferPointer { rules in
        for index in rules.indices where mask != 0 {
          mask &= rules[index].selectableDays(in: span, context: context)
        }
      }
    }
    return mask & span.allDays
  }

  /// Adds a precomputed decorator's decorations for `span` to `buffer`: from its lane of the
  /// plan when the lane covers the span, else from the decorator (clipped to its tables).
  private func add(
    _ decorator: any PrecomputedDayDecorator, lane: Int, of plan: DecoratorPlan, span: DaySpan,
    to buffer: inout DecorationBuffer
  ) {
    let decorations = plan.decorations
    if plan.lanes[lane].covers(span) {
      plan.forEachRun(lane: lane, in: span) { start, offset, count in
        buffer.add(start..<(start + count), of: decorations, at: offset)
      }
      return
    }
    decorator.forEachRun(in: span) { table, entries, offset in
      guard let (start, count) = plan.table(table, ofLane: lane),
        let (clipped, day) = DecorationBuffer.clip(
          entries, at: offset, days: span.count, entries: count)
      else { return }
      buffer.add(
        (start + clipped.lowerBound)..<(start + clipped.upperBound), of: decorations, at: day)
    }
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
