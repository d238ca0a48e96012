/// One row of a ``MonthGrid``: seven cells, indexed 0 through 6 from the first weekday.
///
/// A week is `Identifiable` by its grid's month and its row, so the weeks of a scrolling list
/// of months have distinct ids even where two grids show the same days.
public struct GridWeek: RandomAccessCollection, Hashable, Sendable, Identifiable {
  /// A week's identity: the row of one month's grid.
  public struct ID: Hashable, Sendable, Codable {
    /// The first day of the month whose grid holds the row.
    public let month: Day
    /// The row, 0-based.
    public let row: Int
  }

  /// The grid the row belongs to.
  public let grid: MonthGrid
  /// The row, 0-based.
  public let row: Int

  @inlinable
  init(grid: MonthGrid, row: Int) {
    self.grid = grid
    self.row = row
  }

  public var id: ID { ID(month: grid.month.firstDay, row: row) }
  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int { 7 }

  /// The cell in a column, 0-based from the first weekday.
  ///
  /// Inlined into the caller with the grid's cell, as ``MonthGrid/subscript(_:)`` is.
  @inlinable
  public subscript(column: Int) -> GridCell {
    precondition(column >= 0 && column < 7, "column out of range")
    return grid[row * 7 + column]
  }

  /// The first day of the row.
  public var firstDay: Day { grid.firstDay.advanced(by: row * 7) }
  /// The days of the row.
  public var days: ClosedRange<Day> { firstDay...firstDay.advanced(by: 6) }
  /// The row's week-of-year number, when the grid was built with week numbers.
  public var weekOfYear: Int? { grid.weekOfYear(row: row) }

  /// The decorations of the cell in a column, in decorator order.
  public func decorations(at column: Int) -> [Decoration] {
    guard column >= 0 && column < 7 else { return [] }
    return grid.decorations(at: row * 7 + column)
  }
}
