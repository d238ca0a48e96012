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

  @usableFromInline let layout: MonthGrid.Layout
  @usableFromInline let decorations: GridDecorations
  /// The row, 0-based.
  public let row: Int

  @inlinable
  init(layout: MonthGrid.Layout, decorations: GridDecorations, row: Int) {
    self.layout = layout
    self.decorations = decorations
    self.row = row
  }

  /// The grid the row belongs to.
  public var grid: MonthGrid { MonthGrid(layout: layout, decorations: decorations) }

  public var id: ID { ID(month: layout.month.firstDay, row: row) }
  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int { 7 }

  /// The cell in a column, 0-based from the first weekday; a column outside `0..<7` traps, as
  /// an array's index does.
  ///
  /// Inlined into the caller with the grid's cell, as ``MonthGrid/subscript(_:)`` is.
  @inlinable
  public subscript(column: Int) -> GridCell {
    @inline(__always) get {
      precondition(column >= 0 && column < 7, "column out of range")
      return layout.cell(at: row &* 7 &+ column)
    }
  }

  /// The first day of the row.
  public var firstDay: Day { layout.firstDay.advanced(by: row * 7) }
  /// The days of the row.
  public var days: ClosedRange<Day> { firstDay...firstDay.advanced(by: 6) }
  /// The row's week-of-year number, when the grid was built with week numbers.
  public var weekOfYear: Int? { grid.weekOfYear(row: row) }

  /// Equal when they are the same row of equal grids.
  public static func == (lhs: GridWeek, rhs: GridWeek) -> Bool {
    lhs.row == rhs.row && lhs.grid == rhs.grid
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(grid)
    hasher.combine(row)
  }

  /// The decorations of the cell in a column, in decorator order; none for a column outside
  /// `0..<7`.
  public func decorations(at column: Int) -> CellDecorations {
    guard column >= 0 && column < 7 else { return [] }
    return decorations.at(row * 7 + column)
  }
}

extension GridWeek {
  /// The week's cells in column order, each made inline from the layout.
  public struct Iterator: IteratorProtocol, Sendable {
    @usableFromInline let layout: MonthGrid.Layout
    @usableFromInline var position: Int
    @usableFromInline let end: Int

    @inlinable
    init(layout: MonthGrid.Layout, row: Int) {
      self.layout = layout
      position = row &* 7
      end = position &+ 7
    }

    @inlinable @inline(__always)
    public mutating func next() -> GridCell? {
      guard position < end else { return nil }
      defer { position &+= 1 }
      return layout.cell(at: position)
    }
  }

  @inlinable
  public func makeIterator() -> Iterator { Iterator(layout: layout, row: row) }
}

extension MonthGrid {
  /// The rows of a grid (``MonthGrid/weeks``): a collection of ``GridWeek`` values indexed from
  /// 0, made on access from the grid it holds, so listing a grid's weeks allocates nothing.
  public struct Weeks: RandomAccessCollection, Hashable, Sendable {
    /// The grid whose rows these are.
    public let grid: MonthGrid

    @inlinable
    init(grid: MonthGrid) { self.grid = grid }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { grid.rowCount }

    /// The week in a row, 0-based; a row outside traps, as an array's index does.
    @inlinable
    public subscript(row: Int) -> GridWeek {
      @inline(__always) get {
        precondition(row >= 0 && row < endIndex, "row out of range")
        return GridWeek(layout: grid.layout, decorations: grid.storedDecorations, row: row)
      }
    }
  }
}
