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
    let cellCount = max(0, min(cellCount, 64))
    var counts = [Int](repeating: 0, count: cellCount + 1)
    var cells = CellMask.none
    var filler: Decoration?
    for pair in pairs where pair.cell >= 0 && pair.cell < cellCount {
      counts[pair.cell + 1] += 1
      cells.insert(pair.cell)
      filler = filler ?? pair.decoration
    }
    guard let filler else {
      self.init(storage: nil)
      return
    }
    // Counting sort: `starts` from the counts, then each pair into the next slot of its cell.
    for cell in 0..<cellCount { counts[cell + 1] += counts[cell] }
    let starts = counts
    var next = counts
    // Every slot is written below; `filler` only sizes the array.
    var sorted = [Decoration](repeating: filler, count: starts[cellCount])
    for pair in pairs where pair.cell >= 0 && pair.cell < cellCount {
      sorted[next[pair.cell]] = pair.decoration
      next[pair.cell] += 1
    }
    self.init(
      storage: Storage(decorations: sorted, starts: starts, cells: cells))
  }

  /// Whether no cell is decorated.
  public var isEmpty: Bool { storage == nil }

  /// The number of decorations in the grid.
  public var count: Int { storage?.decorations.count ?? 0 }

  /// The decorated cells.
  public var cells: CellMask { storage?.cells ?? .none }

  /// The decorations of the cell at `index`, in decorator order; none for a cell outside the
  /// grid.
  /// - Complexity: O(1) to find them, and a copy of them.
  public func at(_ index: Int) -> [Decoration] {
    guard let storage, storage.cells.contains(index) else { return [] }
    return Array(storage.decorations[storage.starts[index]..<storage.starts[index + 1]])
  }

  /// Calls `body` with the decorations of the cell at `index`, in decorator order, without
  /// building an array.
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
