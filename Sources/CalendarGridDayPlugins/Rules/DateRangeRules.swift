import CalendarGridCore
import CalendarGridSources

/// Days inside an available range, as apps limit how far back (or ahead) a user may pick.
///
/// Both ends are inclusive: `AvailableDateRange(from: 2024-01-01)` allows 2024-01-01 itself.
/// A nil end is unbounded.
public struct AvailableDateRange: SelectableDayRule, CalendarFreeRule, Hashable {
  /// The first available day, or nil for no lower bound.
  public var from: Day?
  /// The last available day, or nil for no upper bound.
  public var until: Day?

  /// Days from `from` through `until`, both inclusive.
  public init(from: Day? = nil, until: Day? = nil) {
    self.from = from
    self.until = until
  }

  public func selectableDays(in span: DaySpan, context: PluginContext) -> UInt64 {
    selectableDays(in: span, facts: GridFacts(context))
  }

  package func selectableDays(in span: DaySpan, facts: GridFacts) -> UInt64 {
    let lower = from ?? Day.supportedRange.lowerBound
    let upper = until ?? Day.supportedRange.upperBound
    guard lower <= upper else { return 0 }
    return span.mask(for: lower...upper)
  }
}

/// No days before today (today itself is selectable). Without a today in the context, every
/// day is selectable: the rule cannot guess a clock.
public struct NoDaysBeforeToday: SelectableDayRule, CalendarFreeRule, Hashable {
  /// The rule; it reads today from the grid.
  public init() {}

  public func selectableDays(in span: DaySpan, context: PluginContext) -> UInt64 {
    selectableDays(in: span, facts: GridFacts(context))
  }

  package func selectableDays(in span: DaySpan, facts: GridFacts) -> UInt64 {
    guard let today = facts.today else { return span.allDays }
    guard today <= Day.supportedRange.upperBound else { return 0 }
    return span.mask(for: today...Day.supportedRange.upperBound)
  }
}

/// At most `months` months from today: up to and including the day with today's day number
/// that many months later (clamped to that month's last day), in the grid's calendar.
/// Days before today are not restricted by this rule (combine with ``NoDaysBeforeToday``).
public struct MonthsFromToday: SelectableDayRule, Hashable {
  /// How many months ahead of today days stay selectable.
  public var months: Int

  /// At most `months` months ahead; negative counts are 0.
  public init(_ months: Int) { self.months = max(0, months) }

  /// The last allowed day for a today in a calendar.
  public func lastDay(today: Day, calendar: GridCalendar) -> Day? {
    guard let current = try? calendar.month(containing: today),
      let target = try? calendar.month(current, offsetBy: months)
    else { return nil }
    let number = current.dayNumber(of: today)
    return target.day(numbered: min(number, target.lastDayNumber)) ?? target.lastDay
  }

  public func selectableDays(in span: DaySpan, context: PluginContext) -> UInt64 {
    guard let today = context.today else { return span.allDays }
    guard let last = lastDay(today: today, calendar: context.calendar) else { return span.allDays }
    guard last >= Day.supportedRange.lowerBound else { return 0 }
    return span.mask(for: Day.supportedRange.lowerBound...last)
  }
}

/// The days of the month a grid shows, not its leading and trailing days from the adjacent
/// months (set `adjacentDaysSelectable` to allow them). Outside a month grid it allows all days.
public struct MonthDaysOnly: SelectableDayRule, CalendarFreeRule, Hashable {
  /// Whether the leading and trailing days of the adjacent months are selectable too.
  public var adjacentDaysSelectable: Bool

  /// The rule; adjacent-month days are not selectable unless asked.
  public init(adjacentDaysSelectable: Bool = false) {
    self.adjacentDaysSelectable = adjacentDaysSelectable
  }

  public func selectableDays(in span: DaySpan, context: PluginContext) -> UInt64 {
    selectableDays(in: span, facts: GridFacts(context))
  }

  package func selectableDays(in span: DaySpan, facts: GridFacts) -> UInt64 {
    guard !adjacentDaysSelectable, let month = facts.month else { return span.allDays }
    return span.mask(for: month.days)
  }
}
