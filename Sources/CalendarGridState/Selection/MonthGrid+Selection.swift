import CalendarGridCore
import CalendarGridDayPlugins
import CalendarGridSources

extension MonthGrid {
  /// Marks a selection in the grid: sets ``selectedCells``, ``rangeStartCells``,
  /// ``rangeMiddleCells`` and ``rangeEndCells`` from it (replacing what they held), and removes
  /// the days its ``CalendarGridState/Selection/rules`` refuse from ``selectableCells``.
  ///
  /// Every cell that shows a selected day is marked, including leading and trailing days of
  /// the neighbouring months (check ``CalendarGridCore/GridCell/isInMonth`` to hide them), so a range from
  /// 2024-01-28 to 2024-02-03 is flagged in both the January and the February grid.
  ///
  /// - Complexity: O(1) mask arithmetic for ranges and weeks, O(log n + k) for n selected days
  ///   of which k are in the grid; plus one bulk rule call (or one call per cell) when the
  ///   selection has a selectability rule. No allocation.
  public mutating func applySelection(_ selection: Selection) {
    let count = endIndex
    let first = firstDay
    var selected: UInt64 = 0
    var start: UInt64 = 0
    var end: UInt64 = 0
    var middle: UInt64 = 0
    if let lower = selection.lower {
      let upper = selection.upper ?? lower
      let low = Swift.max(0, first.distance(to: lower))
      let high = Swift.min(count - 1, first.distance(to: upper))
      if low <= high { selected = CellMask(cells: low..<(high + 1)).rawValue }
      if let index = index(of: lower) { start = 1 << UInt64(index) }
      if let upper = selection.upper, let index = index(of: upper) { end = 1 << UInt64(index) }
      middle = selected & ~start & ~end
    } else {
      let days = selection.storedDays
      var position = Selection.lowerBound(of: first, in: days)
      while position < days.count, let index = index(of: days[position]) {
        selected |= 1 << UInt64(index)
        position += 1
      }
    }
    selectedCells = CellMask(rawValue: selected)
    rangeStartCells = CellMask(rawValue: start)
    rangeEndCells = CellMask(rawValue: end)
    rangeMiddleCells = CellMask(rawValue: middle)
    if let bound = selection.bound {
      selectableCells.rawValue &= bound.mask(from: first, count: count)
    }
  }

  /// The grid with a selection marked (see ``applySelection(_:)``).
  public func applyingSelection(_ selection: Selection) -> MonthGrid {
    var grid = self
    grid.applySelection(selection)
    return consume grid
  }
}
