/// The state behind a month calendar screen: the visible month, the selection and the grid
/// that shows both, with the cells each change touched.
///
/// A SwiftUI view keeps one in `@State` and draws ``grid``; a UICollectionView applies each
/// returned ``GridChangeSet`` to its diffable data source.
///
/// ```swift
/// var state = try CalendarViewState(
///   navigator: MonthNavigator(calendar: calendar, today: today), selection: Selection(.single))
/// let (outcome, changes) = state.tap(try Day(year: 2024, month: 3, day: 5))
/// state.moveForward()            // the next month's grid, with the selection still marked
/// ```
public struct CalendarViewState: Sendable {
  /// The visible month and the paging bounds.
  public private(set) var navigator: MonthNavigator
  /// The selection.
  public private(set) var selection: Selection
  /// The row policy of ``grid``.
  public let rows: RowPolicy
  /// Whether ``grid`` carries week-of-year numbers.
  public let weekNumbers: Bool
  /// The visible month's grid, with today and the selection marked.
  public private(set) var grid: MonthGrid

  /// Creates the state of a screen.
  ///
  /// - Parameters:
  ///   - navigator: The visible month, today and the paging bounds.
  ///   - selection: The initial selection (often empty).
  ///   - rows: The grid's row policy (default: ``RowPolicy/fixed``, so pages keep their height).
  ///   - weekNumbers: Whether the grid carries week-of-year numbers.
  public init(
    navigator: MonthNavigator, selection: Selection, rows: RowPolicy = .fixed,
    weekNumbers: Bool = false
  ) {
    self.navigator = navigator
    self.selection = selection
    self.rows = rows
    self.weekNumbers = weekNumbers
    self.grid = navigator.calendar.grid(
      for: navigator.visibleMonth, rows: rows, today: navigator.today, weekNumbers: weekNumbers,
      selection: selection)
  }

  /// The calendar.
  public var calendar: GridCalendar { navigator.calendar }

  private mutating func rebuild() -> GridChangeSet {
    let old = grid
    grid = calendar.grid(
      for: navigator.visibleMonth, rows: rows, today: navigator.today, weekNumbers: weekNumbers,
      selection: selection)
    return GridChangeSet(from: old, to: grid)
  }

  /// Taps a day (it need not be in the visible month): the selection changes as its mode says.
  @discardableResult
  public mutating func tap(_ day: Day) -> (outcome: SelectionOutcome, changes: GridChangeSet) {
    let outcome = selection.select(day)
    return (outcome, outcome.changedSelection ? rebuild() : GridChangeSet())
  }

  /// Replaces the selection (for example with a value restored from storage or changed in
  /// code).
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
  public mutating func updateToday(_ day: Day) throws(CalendarGridError) -> GridChangeSet {
    try navigator.updateToday(day)
    return rebuild()
  }
}
