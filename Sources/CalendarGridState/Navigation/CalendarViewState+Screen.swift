import CalendarGridCore
import CalendarGridDayPlugins
import CalendarGridSources

/// What a tap on a day of a neighbouring month (a leading or trailing cell) does.
public enum AdjacentDayPolicy: String, Hashable, Sendable, CaseIterable, Codable {
  /// The day is shown and may be tapped like any other.
  case selectable
  /// The day is shown but cannot be tapped: its cell is not selectable and a tap on it is
  /// refused with ``SelectionRejection/adjacentDay(_:)``.
  case notSelectable
  /// A tap pages to the day's month, then selects the day there.
  case pagesToMonth
}

extension CalendarViewState {
  /// Creates the state of a calendar screen from everything that decides it.
  ///
  /// Every page (``grid``, ``page(for:)``) carries the plugins' decorations and is selectable
  /// only where the plugins' rules, the bounds and the adjacent-day policy all allow; a tap is
  /// refused on exactly the cells a page shows as not selectable, and the refusal says why.
  ///
  /// ```swift
  /// var state = try CalendarViewState(
  ///   calendar: calendar, today: today, selection: .single,
  ///   plugins: DayPlugins(decorators: [EventDots([today])], rules: [DisabledWeekdays.weekend]),
  ///   bounds: .monthsAroundToday(before: 3, after: 3), adjacentDays: .notSelectable)
  /// state.tap(Day(literal: "2024-03-05")).outcome   // .selected
  /// ```
  ///
  /// - Parameters:
  ///   - calendar: The calendar, locale and week rules.
  ///   - today: Today (the library never reads the clock: see ``CalendarGridCore/Day/today(in:now:)``).
  ///   - day: A day whose month to show first (default: today), clamped into the bounds.
  ///   - mode: How taps change the selection.
  ///   - plugins: Decorators and selectable-day rules (a closure is a rule: ``CalendarGridDayPlugins/DayPredicate``).
  ///   - bounds: How far the user may page; days outside them are not selectable.
  ///   - adjacentDays: What a tap on a leading or trailing day does.
  ///   - allowsUnselectableDaysInRange: Whether a range or week may include days the rules
  ///     refuse (its ends must be selectable regardless).
  ///   - rows: The pages' row policy (default ``CalendarGridCore/RowPolicy/fixed``).
  ///   - weekNumbers: Whether pages carry week-of-year numbers.
  /// - Throws: What ``MonthNavigator/init(calendar:today:showing:bounds:)`` throws.
  public init(
    calendar: GridCalendar, today: Day, showing day: Day? = nil, selection mode: Selection.Mode,
    plugins: DayPlugins = .none, bounds: MonthNavigator.Bounds = .unbounded,
    adjacentDays: AdjacentDayPolicy = .selectable, allowsUnselectableDaysInRange: Bool = false,
    rows: RowPolicy = .fixed, weekNumbers: Bool = false
  ) throws(NavigationError) {
    let navigator = try MonthNavigator(
      calendar: calendar, today: today, showing: day, bounds: bounds)
    self.init(
      navigator: navigator,
      selection: Selection(mode, allowsUnselectableDaysInRange: allowsUnselectableDaysInRange),
      plugins: plugins, adjacentDays: adjacentDays, rows: rows, weekNumbers: weekNumbers)
  }

  /// The month on screen.
  public var visibleMonth: CalendarMonth { navigator.visibleMonth }

  /// The grid of any month as this screen shows it: plugins, selection, bounds and the
  /// adjacent-day policy applied, today marked (for a list of months around the visible one).
  public func page(for month: CalendarMonth) -> MonthGrid {
    var page = calendar.grid(
      for: month, rows: rows, today: navigator.today, weekNumbers: weekNumbers, plugins: plugins)
    // The grid already applied the plugins' rules (the selection's are among them): only the
    // selection's marks are left to apply.
    var marks = selection
    marks.bound = nil
    page.applySelection(marks)
    var allowed = page.selectableCells.rawValue
    allowed &= DaySpan(first: page.firstDay, count: page.count).mask(for: navigator.allowedDays)
    if adjacentDays == .notSelectable { allowed &= page.monthCells.rawValue }
    page.selectableCells = CellMask(rawValue: allowed)
    return page
  }

  /// What the selection asks the plugins' rules with: the month on screen (so
  /// ``CalendarGridDayPlugins/MonthDaysOnly`` refuses the neighbouring months' days) and today.
  static func ruleContext(navigator: MonthNavigator, month: CalendarMonth) -> PluginContext {
    PluginContext(calendar: navigator.calendar, month: month, today: navigator.today)
  }

  /// Why the screen refuses a tap on `day` before the selection is asked, if it does.
  func refusal(of day: Day) -> SelectionRejection? {
    guard navigator.allowedDays.contains(day) else { return .outsideBounds(day) }
    if adjacentDays == .notSelectable && !visibleMonth.contains(day) {
      return .adjacentDay(day)
    }
    return nil
  }
}

extension MonthNavigator {
  /// The days the bounds and the calendar allow.
  var allowedDays: ClosedRange<Day> {
    let supported = calendar.source.supportedDays
    let low = Swift.max(supported.lowerBound, firstMonth?.firstDay ?? supported.lowerBound)
    let high = Swift.min(supported.upperBound, lastMonth?.lastDay ?? supported.upperBound)
    return low...Swift.max(low, high)
  }
}

extension CalendarViewState {
  /// What an app saves to restore a screen: the visible month, the selection and today. The
  /// calendar, plugins, bounds and policy are code, made again by the app.
  public struct Restoration: Equatable, Sendable, Codable {
    /// The month on screen.
    public var visibleMonth: CalendarMonth
    /// The selection (its days; the rules come from the screen's plugins).
    public var selection: Selection
    /// Today when the state was saved.
    public var today: Day

    /// A saved state from its parts.
    public init(visibleMonth: CalendarMonth, selection: Selection, today: Day) {
      self.visibleMonth = visibleMonth
      self.selection = selection
      self.today = today
    }
  }

  /// The part of the state to save.
  public var restoration: Restoration {
    Restoration(visibleMonth: visibleMonth, selection: selection, today: navigator.today)
  }

  /// Restores a saved selection and visible month into a screen made again by the app (today
  /// stays the screen's: a restored screen shows the current day).
  ///
  /// - Throws: ``NavigationError/restoredCalendarMismatch(saved:screen:)`` when the saved month
  ///   is of another calendar, ``NavigationError/restoredModeMismatch(saved:screen:)`` when the
  ///   saved selection is of another mode; nothing changes then. A month outside the bounds is
  ///   clamped into them, as paging would.
  @discardableResult
  public mutating func restore(_ saved: Restoration) throws(NavigationError) -> GridChangeSet {
    guard saved.visibleMonth.calendar == calendar.identifier else {
      throw .restoredCalendarMismatch(
        saved: saved.visibleMonth.calendar, screen: calendar.identifier)
    }
    guard saved.selection.mode == selection.mode else {
      throw .restoredModeMismatch(saved: saved.selection.mode, screen: selection.mode)
    }
    var restored = saved.selection
    restored.allowsUnselectableDaysInRange = selection.allowsUnselectableDaysInRange
    if !navigator.show(saved.visibleMonth.firstDay) {
      _ = navigator.show(
        saved.visibleMonth.firstDay < visibleMonth.firstDay
          ? navigator.allowedDays.lowerBound : navigator.allowedDays.upperBound)
    }
    return setSelection(restored)
  }
}

extension MonthNavigator: Equatable {
  public static func == (lhs: MonthNavigator, rhs: MonthNavigator) -> Bool {
    lhs.visibleMonth == rhs.visibleMonth && lhs.today == rhs.today && lhs.bounds == rhs.bounds
      && lhs.calendar == rhs.calendar
  }
}

extension CalendarViewState: Equatable {
  /// Equal when the screens show the same: the same navigator, selection, options and page.
  /// Plugins are code, compared through the page they produce (a change detection that skips
  /// redrawing an unchanged screen).
  public static func == (lhs: CalendarViewState, rhs: CalendarViewState) -> Bool {
    lhs.grid == rhs.grid && lhs.selection == rhs.selection && lhs.navigator == rhs.navigator
      && lhs.adjacentDays == rhs.adjacentDays && lhs.rows == rhs.rows
      && lhs.weekNumbers == rhs.weekNumbers
  }
}
