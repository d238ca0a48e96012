/// The decorations of a grid's cells: entries in the order the decorators added them, and label
/// layers (an index per cell into a decorator's ``LabelTable``).
///
/// Nothing is sorted while a grid is built: decorations are appended, and a cell's decorations
/// are put in decorator order when the cell is read. A bare grid allocates nothing.
public struct GridDecorations: Hashable, Sendable {
  @usableFromInline var entries: ContiguousArray<DecorationEntry>
  @usableFromInline var layers: ContiguousArray<LabelLayer>

  /// No decorations.
  public static let none = GridDecorations(entries: [], layers: [])

  @inlinable
  init(entries: ContiguousArray<DecorationEntry>, layers: ContiguousArray<LabelLayer>) {
    self.entries = entries
    self.layers = layers
  }

  /// Whether no cell is decorated.
  public var isEmpty: Bool { entries.isEmpty && layers.isEmpty }

  /// The number of decorations in the grid.
  public var count: Int {
    layers.reduce(entries.count) { total, layer in
      total + layer.indices.reduce(0) { $0 + ($1 == .max ? 0 : 1) }
    }
  }

  /// The decorations of the cell at `index`, in decorator order.
  /// - Complexity: O(n), n the grid's entries, plus one look-up per label layer.
  public func at(_ index: Int) -> [Decoration] {
    var found: [(order: UInt8, decoration: Decoration)] = []
    for entry in entries where Int(entry.offset) == index {
      found.append((entry.order, entry.decoration))
    }
    for layer in layers {
      if let label = layer.index(at: index) {
        found.append((layer.order, layer.table.decoration(label)))
      }
    }
    if layers.isEmpty { return found.map(\.decoration) }
    // Stable: within one decorator, entries keep the order they were added in.
    return found.enumerated().sorted {
      ($0.element.order, $0.offset) < ($1.element.order, $1.offset)
    }.map(\.element.decoration)
  }

  /// Every decoration with its cell index: entries in the order they were added, then each label
  /// layer's labels by cell.
  public var all: [(cell: Int, decoration: Decoration)] {
    var result: [(cell: Int, decoration: Decoration)] = []
    forEach { result.append(($0, $1)) }
    return result
  }

  /// Calls `body` with each decoration and its cell (entries, then label layers), without
  /// building an array.
  @inlinable
  public func forEach(_ body: (_ cell: Int, _ decoration: Decoration) throws -> Void) rethrows {
    for entry in entries { try body(Int(entry.offset), entry.decoration) }
    for layer in layers {
      for (cell, label) in layer.indices.enumerated() where label != .max {
        try body(cell, layer.table.decoration(Int(label)))
      }
    }
  }

  /// Calls `body` with each decoration entry (not the label layers) and its cell.
  @inlinable
  public func forEachEntry(_ body: (_ cell: Int, _ decoration: Decoration) throws -> Void)
    rethrows
  {
    for entry in entries { try body(Int(entry.offset), entry.decoration) }
  }

  /// Calls `body` with each label: its cell, its table and its index, without making a string.
  @inlinable
  public func forEachLabel(_ body: (_ cell: Int, _ table: LabelTable, _ index: Int) throws -> Void)
    rethrows
  {
    for layer in layers {
      for (cell, label) in layer.indices.enumerated() where label != .max {
        try body(cell, layer.table, Int(label))
      }
    }
  }

  /// A mask of the decorated cells.
  var cellMask: CellMask {
    var mask: UInt64 = 0
    for index in entries.indices { mask |= 1 << UInt64(entries[index].offset) }
    for layer in layers {
      for (cell, label) in layer.indices.enumerated() where label != .max {
        mask |= 1 << UInt64(cell)
      }
    }
    return CellMask(rawValue: mask)
  }
}
