/// The decorations of a grid's cells: plain, immutable data the grid owns.
///
/// A grid's decorations are resolved once, when it is built with its plugins, and kept cell by
/// cell (each cell's in decorator order), so a cell's decorations are found by two reads.
/// Reading, copying, comparing, hashing or sending a grid to another task never calls a
/// plugin. A bare grid holds nothing.
public struct GridDecorations: Hashable, Sendable {
  /// Nil for no decorations.
  @usableFromInline let storage: Storage?

  /// The decorations, cell after cell.
  @usableFromInline
  final class Storage: Sendable {
    /// Every decoration, cell after cell; a cell's in decorator order.
    let decorations: [Decoration]
    /// Cell `c`'s decorations are `decorations[starts[c]..<starts[c + 1]]`.
    let starts: [Int]
    /// The cells with at least one decoration.
    let cells: CellMask

    init(decorations: [Decoration], starts: [Int], cells: CellMask) {
      self.decorations = decorations
      self.starts = starts
      self.cells = cells
    }
  }

  /// No decorations.
  public static let none = GridDecorations(storage: nil)

  private init(storage: Storage?) {
    self.storage = storage
  }

  /// The decorations of a grid of `cellCount` cells from pairs in decorator order: each pair's
  /// decoration goes on its cell, a cell's in the order given. Pairs outside the cells are
  /// left out.
  ///
  /// - Complexity: O(pairs + cells).
  package init(_ pairs: [(cell: Int, decoration: Decoration)], cellCount: Int) {
    self.init(cells: pairs.map(\.cell), decorations: pairs.map(\.decoration), cellCount: cellCount)
  }

  /// The decorations of a grid of `cellCount` cells: `decorations[i]` goes on cell `cells[i]`,
  /// a cell's in the order given; entries outside the cells (or past the shorter array) are
  /// left out. Kept as two arrays, so that decorations already in cell order are taken as they
  /// are, without a copy of each.
  ///
  /// - Complexity: O(decorations + cells).
  package init(cells: [Int], decorations: [Decoration], cellCount: Int) {
    let cellCount = max(0, min(cellCount, 64))
    let count = min(cells.count, decorations.count)
    var starts = [Int](repeating: 0, count: cellCount + 1)
    var decorated = CellMask.none
    var sorted = true
    var previous = 0
    for index in 0..<count {
      let cell = cells[index]
      guard cell >= 0 && cell < cellCount else {
        sorted = false
        continue
      }
      starts[cell + 1] += 1
      decorated.insert(cell)
      sorted = sorted && cell >= previous
      previous = cell
    }
    guard !decorated.isEmpty else {
      self.init(storage: nil)
      return
    }
    for cell in 0..<cellCount { starts[cell + 1] += starts[cell] }
    let ordered: [Decoration]
    if sorted {
      ordered = count == decorations.count ? decorations : Array(decorations[..<count])
    } else {
      // Counting sort of the positions, then one copy of the decorations in that order.
      var next = starts
      var order = [Int](repeating: 0, count: starts[cellCount])
      for index in 0..<count where cells[index] >= 0 && cells[index] < cellCount {
        order[next[cells[index]]] = index
        next[cells[index]] += 1
      }
      ordered = order.map { decorations[$0] }
    }
    self.init(storage: Storage(decorations: ordered, starts: starts, cells: decorated))
  }

  /// Whether no cell is decorated.
  public var isEmpty: Bool { storage == nil }

  /// The number of decorations in the grid.
  public var count: Int { storage?.decorations.count ?? 0 }

  /// The decorated cells.
  public var cells: CellMask { storage?.cells ?? .none }

  /// The decorations of the cell at `index`, in decorator order; none for a cell outside the
  /// grid.
  /// - Complexity: O(1): a view of the grid's decorations, not a copy.
  public func at(_ index: Int) -> CellDecorations {
    guard let storage, storage.cells.contains(index) else { return [] }
    return CellDecorations(storage.decorations[storage.starts[index]..<storage.starts[index + 1]])
  }

  /// Calls `body` with the decorations of the cell at `index`, in decorator order, without
  /// building an array; never for an index outside the grid.
  public func forEach(at index: Int, _ body: (_ decoration: Decoration) throws -> Void) rethrows {
    guard let storage, storage.cells.contains(index) else { return }
    for position in storage.starts[index]..<storage.starts[index + 1] {
      try body(storage.decorations[position])
    }
  }

  /// Every decoration with its cell index, cell by cell, a cell's in decorator order.
  public var all: [(cell: Int, decoration: Decoration)] {
    var result: [(cell: Int, decoration: Decoration)] = []
    result.reserveCapacity(count)
    forEach { result.append(($0, $1)) }
    return result
  }

  /// Calls `body` with each decoration and its cell, cell by cell (a cell's in decorator
  /// order), without building an array.
  public func forEach(_ body: (_ cell: Int, _ decoration: Decoration) throws -> Void) rethrows {
    guard let storage else { return }
    var cells = storage.cells.rawValue
    while cells != 0 {
      let cell = cells.trailingZeroBitCount
      for position in storage.starts[cell]..<storage.starts[cell + 1] {
        try body(cell, storage.decorations[position])
      }
      cells &= cells &- 1
    }
  }

  /// Equal when every cell has the same decorations in the same order.
  public static func == (lhs: GridDecorations, rhs: GridDecorations) -> Bool {
    if lhs.storage === rhs.storage { return true }
    guard let left = lhs.storage, let right = rhs.storage else { return false }
    guard left.cells == right.cells, left.decorations == right.decorations else { return false }
    // The same decorations in cell order: equal when each cell has as many.
    var cells = left.cells.rawValue
    while cells != 0 {
      let cell = cells.trailingZeroBitCount
      if left.starts[cell + 1] - left.starts[cell] != right.starts[cell + 1] - right.starts[cell] {
        return false
      }
      cells &= cells &- 1
    }
    return true
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(cells.rawValue)
    hasher.combine(count)
  }
}

/// The decorations of one cell, in decorator order: a view of its grid's decorations, indexed
/// from 0, made without copying them.
///
/// ```swift
/// for decoration in grid.decorations(for: cell) { ... }
/// grid.decorations(at: 5) == [.holiday(name: "삼일절", isDayOff: true)]
/// ```
public struct CellDecorations: RandomAccessCollection, Hashable, Sendable,
  ExpressibleByArrayLiteral, CustomStringConvertible
{
  private let base: ArraySlice<Decoration>

  init(_ base: ArraySlice<Decoration>) {
    self.base = base
  }

  /// Decorations given as a list (for comparisons and tests).
  public init(arrayLiteral elements: Decoration...) {
    base = ArraySlice(elements)
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { base.count }

  /// The decoration at `position`, from 0; a position outside traps, as an array's does.
  public subscript(position: Int) -> Decoration {
    precondition(position >= 0 && position < base.count, "decoration index out of range")
    return base[base.startIndex + position]
  }

  /// The decorations as an array prints them.
  public var description: String { Array(base).description }

  public static func == (lhs: CellDecorations, rhs: CellDecorations) -> Bool {
    lhs.base.elementsEqual(rhs.base)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(base.count)
    for decoration in base { hasher.combine(decoration) }
  }
}
