import CalendarGridCore
import CalendarGridDayPlugins
import CalendarGridSources

/// What a user has selected in a calendar, and the rules for changing it by tapping days.
///
/// A selection is a value of ``CalendarGridCore/Day``s, so it is independent of the calendar system and of which
/// month is on screen: selecting a day in May replaces a single selection made in March even
/// though March's cells are gone, and a range can start in January and end in February. Apply it
/// to a grid with ``CalendarGridCore/MonthGrid/applySelection(_:)`` or build the grid with
/// ``CalendarGridCore/GridCalendar/grid(for:rows:today:weekNumbers:selection:)`` to get cells flagged selected and
/// range start, middle and end.
///
/// ```swift
/// var selection = Selection(.range)
/// selection.select(try Day(year: 2024, month: 2, day: 3))    // .rangeStarted
/// selection.select(try Day(year: 2024, month: 1, day: 28))   // .rangeCompleted(2024-01-28...2024-02-03)
/// selection.select(try Day(year: 2024, month: 3, day: 1))    // .rangeStarted: a third tap starts anew
/// ```
///
/// Two selections are equal when they have the same mode, options and selected days; the
/// ``rules`` are code and are not compared.
public struct Selection: Sendable, Equatable {
  /// How taps change a selection.
  public enum Mode: Hashable, Sendable, Codable {
    /// One day; selecting another day, in any month, replaces it.
    case single
    /// Any number of days, toggled on and off; at most `maximumCount` when one is given.
    case multiple(maximumCount: Int?)
    /// A range of days: the first tap starts it, the second ends it (in either order, across
    /// months), a third starts a new one.
    case range
    /// The whole week containing the tapped day, with weeks starting on `firstWeekday` (use the
    /// calendar's: ``Selection/week(in:rules:today:allowsUnselectableDaysInRange:)``).
    case week(firstWeekday: Weekday)

    /// Any number of days, toggled on and off.
    public static var multiple: Mode { .multiple(maximumCount: nil) }
  }

  /// How taps change this selection.
  public let mode: Mode
  /// Whether a range (or a week) may include days that are not selectable; its two ends must be
  /// selectable regardless.
  public var allowsUnselectableDaysInRange: Bool

  /// The rules a day must pass to be selected, with what they are asked; nil: every day.
  var bound: BoundRules?
  /// Single and multiple modes: the selected days, ascending, without duplicates.
  @usableFromInline var storedDays: [Day] = []
  /// Range and week modes: the first day of the range, or the day a range was started on.
  @usableFromInline var lower: Day?
  /// Range and week modes: the last day of the range; nil while a range waits for its end.
  @usableFromInline var upper: Day?

  /// Creates an empty selection in which every day may be selected.
  ///
  /// - Parameters:
  ///   - mode: How taps change the selection.
  ///   - allowsUnselectableDaysInRange: Whether a range or week may include unselectable days.
  public init(_ mode: Mode, allowsUnselectableDaysInRange: Bool = false) {
    self.mode = mode
    self.allowsUnselectableDaysInRange = allowsUnselectableDaysInRange
  }

  /// Creates an empty selection whose days must pass `rules`, the same
  /// ``CalendarGridDayPlugins/SelectableDayRule``s a grid's plugins use.
  ///
  /// ```swift
  /// let context = PluginContext(calendar: calendar, today: today)
  /// var selection = Selection(
  ///   .range, rules: [NoDaysBeforeToday(), DisabledWeekdays.weekend], in: context)
  /// ```
  ///
  /// - Parameters:
  ///   - mode: How taps change the selection.
  ///   - rules: Every one must allow a day for it to be selected (none: every day).
  ///   - context: The calendar, today and month the rules are asked with.
  ///   - allowsUnselectableDaysInRange: Whether a range or week may include unselectable days.
  public init(
    _ mode: Mode, rules: [any SelectableDayRule], in context: PluginContext,
    allowsUnselectableDaysInRange: Bool = false
  ) {
    self.init(mode, allowsUnselectableDaysInRange: allowsUnselectableDaysInRange)
    setRules(rules, in: context)
  }

  /// An empty week selection whose weeks follow a calendar's week rules.
  ///
  /// - Parameters:
  ///   - calendar: The calendar whose first weekday starts the weeks, and the rules' calendar.
  ///   - rules: Every one must allow a day for it to be selected (none: every day).
  ///   - today: Today, for rules about today (nil: such rules allow every day).
  ///   - allowsUnselectableDaysInRange: Whether a week may include unselectable days.
  public static func week(
    in calendar: GridCalendar, rules: [any SelectableDayRule] = [], today: Day? = nil,
    allowsUnselectableDaysInRange: Bool = false
  ) -> Selection {
    Selection(
      .week(firstWeekday: calendar.weekRules.firstWeekday), rules: rules,
      in: PluginContext(calendar: calendar, today: today),
      allowsUnselectableDaysInRange: allowsUnselectableDaysInRange)
  }

  /// The rules a day must pass to be selected; empty when every day may be.
  public var rules: [any SelectableDayRule] { bound?.rules.rules ?? [] }

  /// The calendar, month and today the ``rules`` are asked with; nil without rules.
  public var ruleContext: PluginContext? { bound?.context }

  /// Replaces the rules a day must pass to be selected (none: every day). The days already
  /// selected stay selected.
  public mutating func setRules(_ rules: [any SelectableDayRule], in context: PluginContext) {
    bound = rules.isEmpty ? nil : BoundRules(rules: AllRules(rules), context: context)
  }

  /// Whether the rules allow `day` (every day without rules).
  public func isSelectable(_ day: Day) -> Bool { bound?.contains(day) ?? true }

  /// Whether two selections have the same mode, options and days (rules are not compared).
  public static func == (lhs: Selection, rhs: Selection) -> Bool {
    lhs.mode == rhs.mode && lhs.allowsUnselectableDaysInRange == rhs.allowsUnselectableDaysInRange
      && lhs.storedDays == rhs.storedDays && lhs.lower == rhs.lower && lhs.upper == rhs.upper
  }

  // MARK: Reading

  /// The individually selected days, ascending (single and multiple modes; empty otherwise).
  public var days: [Day] { storedDays }

  /// The selected range: a completed range in range mode, the week in week mode.
  public var range: ClosedRange<Day>? {
    guard let lower, let upper else { return nil }
    return lower...upper
  }

  /// The day a range was started on while it waits for its second tap.
  public var pendingRangeStart: Day? { upper == nil ? lower : nil }

  /// Whether nothing is selected.
  public var isEmpty: Bool { storedDays.isEmpty && lower == nil }

  /// Whether a day is selected (a pending range start counts).
  ///
  /// - Complexity: O(log n) in multiple mode, O(1) otherwise.
  public func contains(_ day: Day) -> Bool {
    if let lower { return day >= lower && day <= (upper ?? lower) }
    let index = Self.lowerBound(of: day, in: storedDays)
    return index < storedDays.count && storedDays[index] == day
  }

  /// Where a day lies in the selected range or week, or nil when it is outside it (and always
  /// nil in single and multiple modes). A pending range start is ``RangePosition/start``.
  public func rangePosition(of day: Day) -> RangePosition? {
    guard let lower else { return nil }
    guard let upper else { return day == lower ? .start : nil }
    guard day >= lower && day <= upper else { return nil }
    if lower == upper { return .single }
    if day == lower { return .start }
    return day == upper ? .end : .middle
  }

  // MARK: Changing

  /// Applies a tap on `day` as the mode says, and reports what happened.
  ///
  /// - Single: selects `day`, replacing any other day; tapping the selected day changes nothing.
  /// - Multiple: toggles `day`; refuses a new day when the maximum count is reached.
  /// - Range: starts a range, completes it (in either order; tapping the start again makes a
  ///   one-day range), or after a completed range starts anew. A range that would include an
  ///   unselectable day is refused unless ``allowsUnselectableDaysInRange``; the started range
  ///   is kept, waiting for another end.
  /// - Week: selects the week containing `day`, refused like a range when it includes an
  ///   unselectable day.
  ///
  /// An unselectable `day` is always refused. A refused tap leaves the selection unchanged.
  /// - Complexity: O(1) in single and week modes; O(n) in multiple mode; O(days in the range)
  ///   rule checks when completing a range under a selectability rule.
  @discardableResult
  public mutating func select(_ day: Day) -> SelectionOutcome {
    guard isSelectable(day) else { return .rejected(.unselectableDay(day)) }
    switch mode {
    case .single:
      if storedDays == [day] { return .unchanged }
      storedDays = [day]
      return .selected
    case .multiple(let maximumCount):
      let index = Self.lowerBound(of: day, in: storedDays)
      if index < storedDays.count && storedDays[index] == day {
        storedDays.remove(at: index)
        return .deselected
      }
      if let maximumCount, storedDays.count >= max(0, maximumCount) {
        return .rejected(.maximumCountReached(max(0, maximumCount)))
      }
      storedDays.insert(day, at: index)
      return .selected
    case .range:
      guard let start = lower, upper == nil else {
        lower = day
        upper = nil
        return .rangeStarted
      }
      return complete(min(start, day)...max(start, day))
    case .week(let firstWeekday):
      let first = day.advanced(by: -day.weekday.daysSince(firstWeekday))
      let week = first...first.advanced(by: 6)
      if range == week { return .unchanged }
      if !allowsUnselectableDaysInRange, let blocked = bound?.firstUnselectableDay(in: week) {
        return .rejected(.includesUnselectableDay(blocked))
      }
      lower = week.lowerBound
      upper = week.upperBound
      return .selected
    }
  }

  /// Selects a whole range at once (range mode only), checked as a tap on each end would be.
  @discardableResult
  public mutating func selectRange(_ days: ClosedRange<Day>) -> SelectionOutcome {
    guard mode == .range else { return .rejected(.notARangeSelection) }
    for end in [days.lowerBound, days.upperBound] where !isSelectable(end) {
      return .rejected(.unselectableDay(end))
    }
    return complete(days)
  }

  private mutating func complete(_ days: ClosedRange<Day>) -> SelectionOutcome {
    if !allowsUnselectableDaysInRange, let blocked = bound?.firstUnselectableDay(in: days) {
      return .rejected(.includesUnselectableDay(blocked))
    }
    lower = days.lowerBound
    upper = days.upperBound
    return .rangeCompleted(days)
  }

  /// Removes `day` from the selection: the day itself in single and multiple modes, the whole
  /// range or week when it contains `day`. Returns whether anything changed.
  @discardableResult
  public mutating func deselect(_ day: Day) -> Bool {
    if lower != nil {
      guard contains(day) else { return false }
      lower = nil
      upper = nil
      return true
    }
    let index = Self.lowerBound(of: day, in: storedDays)
    guard index < storedDays.count && storedDays[index] == day else { return false }
    storedDays.remove(at: index)
    return true
  }

  /// Removes everything from the selection.
  public mutating func clear() {
    storedDays = []
    lower = nil
    upper = nil
  }

  /// The index of the first element of `days` (ascending) that is not less than `day`.
  @usableFromInline
  static func lowerBound(of day: Day, in days: [Day]) -> Int {
    var low = 0
    var high = days.count
    while low < high {
      let middle = (low + high) / 2
      if days[middle] < day { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

/// What a tap did to a ``Selection``.
public enum SelectionOutcome: Hashable, Sendable {
  /// The day (or, in week mode, its week) was selected.
  case selected
  /// The day was deselected (multiple mode).
  case deselected
  /// A range was started on the day.
  case rangeStarted
  /// A range was completed; the payload is the whole range.
  case rangeCompleted(ClosedRange<Day>)
  /// The tap changed nothing (the day or week was already the selection).
  case unchanged
  /// The tap was refused and the selection left as it was.
  case rejected(SelectionRejection)

  /// Whether the selection changed.
  public var changedSelection: Bool {
    switch self {
    case .selected, .deselected, .rangeStarted, .rangeCompleted: return true
    case .unchanged, .rejected: return false
    }
  }
}

/// Why a ``Selection`` refused a tap.
public enum SelectionRejection: Hashable, Sendable {
  /// The day itself is not selectable.
  case unselectableDay(Day)
  /// The range or week would include this unselectable day (the first one).
  case includesUnselectableDay(Day)
  /// Multiple mode already holds its maximum number of days.
  case maximumCountReached(Int)
  /// ``Selection/selectRange(_:)`` was called on a selection not in range mode.
  case notARangeSelection
  /// A screen (``CalendarViewState``) refused the day: it lies outside the navigation bounds
  /// or the calendar's supported days.
  case outsideBounds(Day)
  /// A screen refused the day: it belongs to a neighbouring month and the screen's
  /// ``AdjacentDayPolicy`` is ``AdjacentDayPolicy/notSelectable``.
  case adjacentDay(Day)
}

/// Where a day lies in a selected range.
public enum RangePosition: String, Hashable, Sendable, Codable {
  /// The first day of a range of two or more days, or a range's start waiting for its end.
  case start
  /// A day strictly inside a range.
  case middle
  /// The last day of a range of two or more days.
  case end
  /// The only day of a one-day range (both its start and its end).
  case single
}
