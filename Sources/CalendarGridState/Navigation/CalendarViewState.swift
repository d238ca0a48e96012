import CalendarGridCore
import CalendarGridDayPlugins
import CalendarGridSources

/// The state behind a month calendar screen: the visible month, the selection, the day plugins
/// and the page (grid) that shows them, with the cells each change touched.
///
/// A SwiftUI view keeps one in `@State` and draws ``grid``; a UICollectionView applies each
/// returned ``GridChangeSet`` to its diffable data source. Every page carries the plugins'
/// decorations and is selectable only where the plugins' rules, the navigation bounds and the
/// ``AdjacentDayPolicy`` allow; ``tap(_:)`` refuses exactly the days a page shows as not
/// selectable, and its ``SelectionRejection`` says why.
///
/// ```swift
/// var state = try CalendarViewState(
///   calendar: calendar, today: today, selection: .single,
///   plugins: DayPlugins(rules: [DisabledWeekdays.weekend]), adjacentDays: .notSelectable)
/// let (outcome, changes) = state.tap(Day(literal: "2024-03-05"))
/// state.moveForward()            // the next month's page, with the selection still marked
/// ```
public struct CalendarViewState: Sendable {
  /// The visible month and the paging bounds.
  public internal(set) var navigator: MonthNavigator
  /// The selection; its ``Selection/rules`` are the plugins' rules, asked with the
  /// visible month.
  public private(set) var selection: Selection
  /// The decorators and selectable-day rules of every page.
  public let plugins: DayPlugins
  /// What a tap on a leading or trailing day does.
  public let adjacentDays: AdjacentDayPolicy
  /// The row policy of ``grid``.
  public let rows: RowPolicy
  /// Whether ``grid`` carries week-of-year numbers.
  public let weekNumbers: Bool
  /// The visible month's page: decorations, selectability, today and the selection marked.
  public private(set) var grid: MonthGrid

  /// Creates the state of a screen from a navigator and a selection.
  ///
  /// - Parameters:
  ///   - navigator: The visible month, today and the paging bounds.
  ///   - selection: The initial selection (often empty). Its ``Selection/rules`` are more
  ///     rules, added after the plugins' and asked with every page's month and today.
  ///   - plugins: Decorators and selectable-day rules of every page.
  ///   - adjacentDays: What a tap on a leading or trailing day does.
  ///   - rows: The grid's row policy (default: ``CalendarGridCore/RowPolicy/fixed``, so pages keep their height).
  ///   - weekNumbers: Whether the grid carries week-of-year numbers.
  public init(
    navigator: MonthNavigator, selection: Selection, plugins: DayPlugins = .none,
    adjacentDays: AdjacentDayPolicy = .selectable, rows: RowPolicy = .fixed,
    weekNumbers: Bool = false
  ) {
    var plugins = plugins
    if !selection.rules.isEmpty {
      plugins = DayPlugins(decorators: plugins.decorators, rules: plugins.rules + selection.rules)
    }
    self.navigator = navigator
    self.selection = selection
    self.plugins = plugins
    self.adjacentDays = adjacentDays
    self.rows = rows
    self.weekNumbers = weekNumbers
    self.grid = navigator.calendar.grid(for: navigator.visibleMonth, rows: rows)
    self.selection.setRules(
      plugins.rules, in: Self.ruleContext(navigator: navigator, month: navigator.visibleMonth))
    self.grid = page(for: navigator.visibleMonth)
  }

  /// The calendar.
  public var calendar: GridCalendar { navigator.calendar }

  private mutating func rebuild() -> GridChangeSet {
    let old = grid
    selection.setRules(
      plugins.rules, in: Self.ruleContext(navigator: navigator, month: navigator.visibleMonth))
    grid = page(for: navigator.visibleMonth)
    return GridChangeSet(from: old, to: grid)
  }

  /// Taps a day: refused outside the bounds (``SelectionRejection/outsideBounds(_:)``), on a
  /// neighbouring month's day when ``adjacentDays`` is ``AdjacentDayPolicy/notSelectable``
  /// (``SelectionRejection/adjacentDay(_:)``), and where the plugins' rules refuse it
  /// (``SelectionRejection/unselectableDay(_:)``); otherwise the selection changes as its mode
  /// says. With ``AdjacentDayPolicy/pagesToMonth``, a day outside the visible month first pages
  /// to its month. A refused tap changes nothing.
  @discardableResult
  public mutating func tap(_ day: Day) -> (outcome: SelectionOutcome, changes: GridChangeSet) {
    if let refusal = refusal(of: day) { return (.rejected(refusal), GridChangeSet()) }
    let old = grid
    let outcome: SelectionOutcome
    if adjacentDays == .pagesToMonth && !visibleMonth.contains(day) {
      let saved = (navigator, selection)
      guard navigator.show(day) else { return (.rejected(.outsideBounds(day)), GridChangeSet()) }
      selection.setRules(
        plugins.rules, in: Self.ruleContext(navigator: navigator, month: navigator.visibleMonth))
      outcome = selection.select(day)
      if case .rejected = outcome {
        (navigator, selection) = saved
        return (outcome, GridChangeSet())
      }
    } else {
      outcome = selection.select(day)
      guard outcome.changedSelection else { return (outcome, GridChangeSet()) }
    }
    _ = rebuild()
    return (outcome, GridChangeSet(from: old, to: grid))
  }

  /// Replaces the selection (for example with a value restored from storage or changed in
  /// code). Its days are kept as given; its ``Selection/rules`` become the screen's
  /// rules.
  @discardableResult
  public mutating func setSelection(_ newSelection: Selection) -> GridChangeSet {
    selection = newSelection
    return rebuild()
  }

  /// Changes the selection in place: `state.updateSelection { $0.clear() }`.
  @discardableResult
  public mutating func updateSelection(_ change: (inout Selection) -> Void) -> GridChangeSet {
    change(&selection)
    return rebuild()
  }

  /// Shows the next month; empty changes when the navigator cannot move forward.
  @discardableResult
  public mutating func moveForward() -> GridChangeSet {
    navigator.moveForward() ? rebuild() : GridChangeSet()
  }

  /// Shows the previous month; empty changes when the navigator cannot move backward.
  @discardableResult
  public mutating func moveBackward() -> GridChangeSet {
    navigator.moveBackward() ? rebuild() : GridChangeSet()
  }

  /// Shows the month containing `day`; empty changes when the bounds exclude it.
  @discardableResult
  public mutating func show(_ day: Day) -> GridChangeSet {
    navigator.show(day) ? rebuild() : GridChangeSet()
  }

  /// Shows the month containing today.
  @discardableResult
  public mutating func showToday() -> GridChangeSet {
    navigator.showToday() ? rebuild() : GridChangeSet()
  }

  /// Moves today (at midnight): the today marker moves and bounds around today follow.
  @discardableResult
  public mutating func updateToday(_ day: Day) throws(NavigationError) -> GridChangeSet {
    try navigator.updateToday(day)
    return rebuild()
  }
}
