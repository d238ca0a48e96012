/// The decorations of a grid's cells, kept sorted by cell in one contiguous array (one
/// allocation per decorated grid, none for a bare one).
public struct GridDecorations: Hashable, Sendable {
  @usableFromInline var entries: ContiguousArray<DecorationEntry>

  /// No decorations.
  public static let none = GridDecorations(entries: [])

  init(entries: ContiguousArray<DecorationEntry>) { self.entries = entries }

  /// Sorts entries by cell, keeping each cell's decorations in the order they were added.
  init(collecting unsorted: ContiguousArray<DecorationEntry>) {
    guard unsorted.count > 1 else {
      self.entries = unsorted
      return
    }
    var counts = [Int](repeating: 0, count: 65)
    for entry in unsorted { counts[Int(entry.offset) + 1] += 1 }
    for index in 1..<counts.count { counts[index] += counts[index - 1] }
    var sorted = ContiguousArray<DecorationEntry?>(repeating: nil, count: unsorted.count)
    for entry in unsorted {
      sorted[counts[Int(entry.offset)]] = entry
      counts[Int(entry.offset)] += 1
    }
    self.entries = ContiguousArray(sorted.lazy.compactMap { $0 })
  }

  /// Whether no cell is decorated.
  public var isEmpty: Bool { entries.isEmpty }

  /// The number of decorations in the grid.
  public var count: Int { entries.count }

  /// The decorations of the cell at `index`, in decorator order.
  public func at(_ index: Int) -> [Decoration] {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if Int(entries[middle].offset) < index { low = middle + 1 } else { high = middle }
    }
    var result: [Decoration] = []
    while low < entries.count && Int(entries[low].offset) == index {
      result.append(entries[low].decoration)
      low += 1
    }
    return result
  }

  /// Every decoration with its cell index.
  public var all: [(cell: Int, decoration: Decoration)] {
    entries.map { (Int($0.offset), $0.decoration) }
  }

  /// A mask of the decorated cells.
  var cellMask: CellMask {
    var mask = CellMask.none
    for entry in entries { mask.insert(Int(entry.offset)) }
    return mask
  }
}
