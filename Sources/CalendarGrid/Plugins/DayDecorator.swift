/// Decorates days in bulk: one call per grid (a ``DaySpan`` of up to 64 days), adding
/// decorations to a buffer by day offset.
///
/// ```swift
/// struct Paydays: DayDecorator {
///   func decorate(_ span: DaySpan, context: PluginContext, into buffer: inout DecorationBuffer) {
///     for offset in 0..<span.count
///     where context.calendar.dayOfMonth(span.first.advanced(by: offset)) == 25 {
///       buffer.add(.badge("$"), at: offset)
///     }
///   }
/// }
/// ```
public protocol DayDecorator: Sendable {
  /// Adds this decorator's decorations for the days of `span`.
  func decorate(_ span: DaySpan, context: PluginContext, into buffer: inout DecorationBuffer)
}

/// Decorations collected for a span, in the order decorators added them.
public struct DecorationBuffer: Sendable {
  @usableFromInline var entries: ContiguousArray<DecorationEntry> = []
  @usableFromInline var layers: ContiguousArray<LabelLayer> = []
  /// The position of the decorator now adding, which orders each day's decorations.
  @usableFromInline var order: UInt8 = 0
  /// The span being decorated.
  public let span: DaySpan

  init(span: DaySpan) { self.span = span }

  /// Moves on to the next decorator in the list.
  mutating func nextDecorator() { order &+= 1 }

  /// Adds a decoration to the day at `offset` from the span's first day; offsets outside the
  /// span are ignored.
  @inlinable
  public mutating func add(_ decoration: Decoration, at offset: Int) {
    guard offset >= 0 && offset < span.count else { return }
    entries.append(DecorationEntry(offset: UInt8(offset), order: order, decoration: decoration))
  }

  /// Adds the label at `index` of a label table to the day at `offset` (as a subtitle or badge,
  /// per the table's kind). The grid keeps two bytes for it instead of a string, so a decorator
  /// that labels every day (lunar dates) costs little; the text is read when the cell is.
  @inlinable
  public mutating func add(label index: Int, of table: LabelTable, at offset: Int) {
    guard offset >= 0 && offset < span.count, index >= 0 && index < table.labels.count else {
      return
    }
    if layers.isEmpty || layers[layers.count - 1].order != order
      || layers[layers.count - 1].table !== table
    {
      layers.append(LabelLayer(table: table, order: order, count: span.count))
    }
    layers[layers.count - 1].indices[offset] = UInt16(index)
  }

  /// Adds consecutive labels of a table to consecutive days: label `firstIndex + k` to the day
  /// at `offset + k`, for `count` days (a month's dates in another calendar). Days past the span
  /// and indices past the table are left out.
  public mutating func add(
    labelsFrom firstIndex: Int, of table: LabelTable, at offset: Int, count: Int
  ) {
    let start = max(offset, 0, offset - firstIndex)
    let end = min(offset + count, span.count, offset + table.labels.count - firstIndex)
    guard start < end else { return }
    if layers.isEmpty || layers[layers.count - 1].order != order
      || layers[layers.count - 1].table !== table
    {
      layers.append(LabelLayer(table: table, order: order, count: span.count))
    }
    layers[layers.count - 1].indices.withUnsafeMutableBufferPointer { indices in
      for position in start..<end { indices[position] = UInt16(firstIndex + position - offset) }
    }
  }

  /// Adds a decoration to a day, if the span contains it.
  @inlinable
  public mutating func add(_ decoration: Decoration, to day: Day) {
    add(decoration, at: span.first.distance(to: day))
  }
}

/// A decoration, the day offset it belongs to and the position of the decorator that added it.
public struct DecorationEntry: Hashable, Sendable {
  public let offset: UInt8
  public let order: UInt8
  public let decoration: Decoration
  @inlinable init(offset: UInt8, order: UInt8, decoration: Decoration) {
    self.offset = offset
    self.order = order
    self.decoration = decoration
  }
}

/// Labels a decorator makes once and shows on many days (lunar dates, Hebrew dates): grids
/// refer to them by index.
public final class LabelTable: Hashable, Sendable {
  /// What a label becomes when a cell is read.
  public enum Kind: Hashable, Sendable { case subtitle, badge }

  public let labels: [String]
  public let kind: Kind

  public init(_ labels: [String], kind: Kind = .subtitle) {
    self.labels = labels
    self.kind = kind
  }

  /// The decoration of the label at `index`.
  @inlinable
  public func decoration(_ index: Int) -> Decoration {
    kind == .subtitle ? .subtitle(labels[index]) : .badge(labels[index])
  }

  public static func == (lhs: LabelTable, rhs: LabelTable) -> Bool {
    lhs === rhs || (lhs.kind == rhs.kind && lhs.labels == rhs.labels)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(labels.count)
  }
}

/// One decorator's labels over a span: an index per day into a ``LabelTable`` (`.max`: none).
public struct LabelLayer: Hashable, Sendable {
  public let table: LabelTable
  public let order: UInt8
  @usableFromInline var indices: [UInt16]

  @usableFromInline init(table: LabelTable, order: UInt8, count: Int) {
    self.table = table
    self.order = order
    self.indices = [UInt16](repeating: .max, count: count)
  }

  /// The label index of the day at `offset`, or nil.
  @inlinable
  public func index(at offset: Int) -> Int? {
    offset >= 0 && offset < indices.count && indices[offset] != .max ? Int(indices[offset]) : nil
  }
}

/// Several decorators applied in order: each day's decorations come in the order of the list.
public struct DecoratorList: DayDecorator {
  public var decorators: [any DayDecorator]
  public init(_ decorators: [any DayDecorator]) { self.decorators = decorators }

  public func decorate(_ span: DaySpan, context: PluginContext, into buffer: inout DecorationBuffer)
  {
    for (position, decorator) in decorators.enumerated() {
      if position > 0 { buffer.nextDecorator() }
      decorator.decorate(span, context: context, into: &buffer)
    }
  }
}

/// The plugins a grid is built with: decorators in order, and rules that must all allow a day
/// for it to be selectable.
public struct DayPlugins: Sendable {
  public var decorators: [any DayDecorator]
  public var rules: [any SelectableDayRule]

  public init(decorators: [any DayDecorator] = [], rules: [any SelectableDayRule] = []) {
    self.decorators = decorators
    self.rules = rules
  }

  /// No plugins.
  public static let none = DayPlugins()
}
