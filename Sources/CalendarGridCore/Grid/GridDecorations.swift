/// The decorations of a grid's cells, in decorator order.
///
/// A grid's decorations are resolved when it is built with its plugins, and the grid owns them
/// as plain, immutable data: reading, copying, comparing, hashing or sending a grid to another
/// task never calls a plugin. A bare grid holds nothing; a grid of precomputed decorators
/// inside their runs' days refers to the runs its ``CalendarGridDayPlugins/DayPlugins`` share (found by lookup when
/// read); any other decorated grid refers to runs and decorations of its own.
public struct GridDecorations: Hashable, Sendable {
  @usableFromInline let source: DecorationSource?
  /// The grid's days.
  @usableFromInline let span: DaySpan

  @inlinable package init(source: DecorationSource?, span: DaySpan) {
    self.source = source
    self.span = span
  }

  /// No decorations.
  public static let none = GridDecorations(
    source: nil, span: DaySpan(first: Day(daysSince1970: 0), count: 1))

  /// Whether no cell is decorated.
  public var isEmpty: Bool { cells.isEmpty }

  /// The number of decorations in the grid.
  public var count: Int {
    var count = 0
    forEach { _, _ in count += 1 }
    return count
  }

  /// The decorated cells.
  public var cells: CellMask { CellMask(rawValue: source?.mask(span: span) ?? 0) }

  /// The decorations of the cell at `index`, in decorator order.
  /// - Complexity: O(r), r the grid's runs (about one per holiday and one per month of labels).
  public func at(_ index: Int) -> [Decoration] {
    var found: [Decoration] = []
    forEach(at: index) { found.append($0) }
    return found
  }

  /// Calls `body` with the decorations of the cell at `index`, in decorator order, without
  /// building an array.
  public func forEach(at index: Int, _ body: (_ decoration: Decoration) throws -> Void) rethrows {
    try source?.forEach(at: index, span: span, body)
  }

  /// Every decoration with its cell index, in decorator order.
  public var all: [(cell: Int, decoration: Decoration)] {
    var result: [(cell: Int, decoration: Decoration)] = []
    forEach { result.append(($0, $1)) }
    return result
  }

  /// Calls `body` with each decoration and its cell, in decorator order (a decorator's runs in
  /// the order it gave them, a run's cells in order), without building an array.
  @inlinable
  public func forEach(_ body: (_ cell: Int, _ decoration: Decoration) throws -> Void) rethrows {
    try source?.forEach(span: span, body)
  }

  /// Equal when every cell has the same decorations in the same order.
  public static func == (lhs: GridDecorations, rhs: GridDecorations) -> Bool {
    if lhs.source === rhs.source && lhs.span == rhs.span { return true }
    guard lhs.cells == rhs.cells else { return false }
    var cells = lhs.cells.rawValue
    while cells != 0 {
      let cell = cells.trailingZeroBitCount
      if lhs.at(cell) != rhs.at(cell) { return false }
      cells &= cells - 1
    }
    return true
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(cells.rawValue)
    hasher.combine(count)
  }
}

/// What a grid keeps of its decorations: the source, which its span completes.
@usableFromInline
struct DecorationReference: Sendable {
  @usableFromInline let source: DecorationSource?
  @inlinable init(source: DecorationSource?) { self.source = source }
}
