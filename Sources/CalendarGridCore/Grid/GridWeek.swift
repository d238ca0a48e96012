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

  // The grid is kept as its cells' source and its decorations, not as a `MonthGrid`: a week is
  // made from the grid's fields instead of a whole-grid copy through its value witness, and
  // its iterator holds only the plain-bytes source, so the compiler sees that every week of a
  // grid reads the same numbers. (The week itself is still copied out of line.)
  @usableFromInline let cells: MonthGrid.CellSource
  @usableFromInline let decorations: DecorationReference
  /// The row, 0-based.
  public let row: Int

  @inlinable
  init(cells: MonthGrid.CellSource, decorations: DecorationReference, row: Int) {
    self.cells = cells
    self.decorations = decorations
    self.row = row
  }

  /// The grid the row belongs to.
  public var grid: MonthGrid { MonthGrid(cells: cells, decorations: decorations) }

  public var id: ID { ID(month: cells.month.firstDay, row: row) }
  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int { 7 }

  // Guaranteed inlining where the compiler has it (SE-0496), as for the grid's own subscript: a
  // call per cell would cost more than the cell.
  #if compiler(>=6.3)
    /// The cell in a column, 0-based from the first weekday.
    ///
    /// Inlined into the caller with the grid's cell, as ``MonthGrid/subscript(_:)`` is.
    @inlinable
    public subscript(column: Int) -> GridCell { @inline(always) get { cell(atColumn: column) } }
  #else
    /// The cell in a column, 0-based from the first weekday.
    ///
    /// Inlined into the caller with the grid's cell, as ``MonthGrid/subscript(_:)`` is.
    @inlinable
    public subscript(column: Int) -> GridCell { @inline(__always) get { cell(atColumn: column) } }
  #endif

  @inlinable @inline(__always)
  func cell(atColumn column: Int) -> GridCell {
    precondition(column >= 0 && column < 7, "column out of range")
    return cells.cell(at: row &* 7 &+ column)
  }

  /// The first day of the row.
  public var firstDay: Day { cells.firstDay.advanced(by: row * 7) }
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

  /// The decorations of the cell in a column, in decorator order.
  public func decorations(at column: Int) -> [Decoration] {
    guard column >= 0 && column < 7 else { return [] }
    return grid.decorations(at: row * 7 + column)
  }
}

extension GridWeek {
  /// The week's cells in column order.
  ///
  /// An iterator of its own, with the cell inlined into the loop: through the standard
  /// `IndexingIterator`, each cell was a call to the week's subscript.
  public struct Iterator: IteratorProtocol, Sendable {
    @usableFromInline let cells: MonthGrid.CellSource
    @usableFromInline var position: Int
    @usableFromInline let end: Int

    @inlinable
    init(cells: MonthGrid.CellSource, row: Int) {
      self.cells = cells
      position = row &* 7
      end = position &+ 7
    }

    #if compiler(>=6.3)
      @inlinable @inline(always)
      public mutating func next() -> GridCell? { advance() }
    #else
      @inlinable @inline(__always)
      public mutating func next() -> GridCell? { advance() }
    #endif

    @inlinable @inline(__always)
    mutating func advance() -> GridCell? {
      guard position < end else { return nil }
      defer { position &+= 1 }
      return cells.cellInWeekOrder(at: position)
    }
  }

  @inlinable
  public func makeIterator() -> Iterator { Iterator(cells: cells, row: row) }
}

extension MonthGrid {
  /// The grid's decorations' reference, retained by the call.
  ///
  /// A week made inline from a grid retains this reference, the grid's only one, and the
  /// optimizer then retains the whole grid instead: an out-of-line copy of it through its value
  /// witness for every week. Returned from a call, the reference is retained alone (week by week,
  /// 3,315 instructions a grid through the copies, 3,071 through the call).
  @usableFromInline @inline(never)
  func retainedDecorations() -> DecorationReference { storedDecorations }

  /// The week in a row, its decorations' reference taken from ``retainedDecorations()``: what
  /// the weeks' subscript and iterator both return.
  @inlinable @inline(__always)
  func week(inRow row: Int) -> GridWeek {
    GridWeek(cells: cellSource, decorations: retainedDecorations(), row: row)
  }

  /// The rows of a grid (``MonthGrid/weeks``): a collection of ``GridWeek`` values indexed from
  /// 0, made on access from the grid it holds, so listing a grid's weeks allocates nothing.
  public struct Weeks: RandomAccessCollection, Hashable, Sendable {
    /// The grid whose rows these are.
    public let grid: MonthGrid

    @inlinable
    init(grid: MonthGrid) { self.grid = grid }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { grid.rowCount }

    // Guaranteed inlining, as for the grid's subscript: a SwiftUI `ForEach(grid.weeks)` reads
    // the weeks through it, and out of line each week was a call that copied the grid's fields.
    #if compiler(>=6.3)
      /// The week in a row, 0-based; a row outside traps, as an array's index does.
      @inlinable
      public subscript(row: Int) -> GridWeek {
        @inline(always) get { week(atRow: row) }
      }
    #else
      /// The week in a row, 0-based; a row outside traps, as an array's index does.
      @inlinable
      public subscript(row: Int) -> GridWeek {
        @inline(__always) get { week(atRow: row) }
      }
    #endif

    @inlinable @inline(__always)
    func week(atRow row: Int) -> GridWeek {
      precondition(row >= 0 && row < endIndex, "row out of range")
      return grid.week(inRow: row)
    }

    /// The weeks in row order.
    public struct Iterator: IteratorProtocol, Sendable {
      @usableFromInline let grid: MonthGrid
      @usableFromInline var row: Int

      @inlinable
      init(grid: MonthGrid) {
        self.grid = grid
        row = 0
      }

      @inlinable
      public mutating func next() -> GridWeek? {
        guard row < grid.rowCount else { return nil }
        defer { row &+= 1 }
        return grid.week(inRow: row)
      }
    }

    @inlinable
    public func makeIterator() -> Iterator { Iterator(grid: grid) }
  }
}
