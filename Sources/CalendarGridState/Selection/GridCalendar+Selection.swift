import CalendarGridCore
import CalendarGridDayPlugins
import CalendarGridSources

extension GridCalendar {
  /// The grid of a month with a selection marked: everything a UI draws, in one call.
  ///
  /// ```swift
  /// var selection = Selection(.single)
  /// selection.select(try Day(year: 2024, month: 3, day: 5))
  /// let grid = calendar.grid(for: march, rows: .fixed, today: today, selection: selection)
  /// grid.first { $0.isSelected }?.dayOfMonth   // 5
  /// ```
  /// - Complexity: That of ``grid(for:rows:today:weekNumbers:)`` plus
  ///   ``CalendarGridCore/MonthGrid/applySelection(_:)``.
  public func grid(
    for month: CalendarMonth, rows: RowPolicy = .variable, today: Day? = nil,
    weekNumbers: Bool = false, selection: Selection
  ) -> MonthGrid {
    var grid = grid(for: month, rows: rows, today: today, weekNumbers: weekNumbers)
    grid.applySelection(selection)
    return consume grid
  }
}
