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
///
/// Decorations from a ``DecorationTable`` cost eight bytes per run of consecutive entries; the
/// buffer allocates once, when the first decoration is added, and a grid keeps that storage.
public struct DecorationBuffer: Sendable {
  // Owned by this buffer alone until a grid takes it.
  nonisolated(unsafe) var storage: DecorationStorage?
  /// The position of the decorator now adding, which orders each day's decorations.
  var order: UInt8 = 0
  /// The span being decorated.
  public let span: DaySpan

  /// Runs the first allocation has room for: a month's holidays and three months of lunar dates.
  static let initialCapacity = 16

  init(span: DaySpan) { self.span = span }

  /// Moves on to the next decorator in the list.
  mutating func nextDecorator() { order &+= 1 }

  /// The decorations collected, for a grid to keep.
  var decorations: GridDecorations { GridDecorations(storage: storage) }

  /// Adds a decoration to the day at `offset` from the span's first day; offsets outside the
  /// span are ignored.
  public mutating func add(_ decoration: Decoration, at offset: Int) {
    guard offset >= 0 && offset < span.count else { return }
    let storage = reserveRun()
    let index = storage.withUnsafeMutablePointerToHeader { header in
      header.pointee.own.append(decoration)
      return header.pointee.own.count - 1
    }
    storage.append(
      DecorationRun(
        offset: UInt8(offset), count: 1, order: order, table: DecorationHeader.ownTable,
        firstIndex: UInt32(index)))
  }

  /// Adds a decoration to a day, if the span contains it.
  public mutating func add(_ decoration: Decoration, to day: Day) {
    add(decoration, at: span.first.distance(to: day))
  }

  /// Adds entry `index` of a table to the day at `offset`; offsets outside the span and indices
  /// outside the table are ignored.
  public mutating func add(tableEntry index: Int, of table: DecorationTable, at offset: Int) {
    add(tableEntries: index..<(index + 1), of: table, at: offset)
  }

  /// Adds entry `index` of a table to a day, if the span contains it.
  public mutating func add(tableEntry index: Int, of table: DecorationTable, to day: Day) {
    add(tableEntries: index..<(index + 1), of: table, at: span.first.distance(to: day))
  }

  /// Adds consecutive entries of a table to consecutive days: entry `indices.lowerBound + k` to
  /// the day at `offset + k` (a month's dates in another calendar). Days outside the span and
  /// indices outside the table are left out.
  public mutating func add(
    tableEntries indices: Range<Int>, of table: DecorationTable, at offset: Int
  ) {
    // Clip to the days of the span and to the table's entries.
    let start = max(0, offset, offset - indices.lowerBound)
    let end = min(
      offset + indices.count, span.count, offset + table.count - indices.lowerBound)
    guard start < end else { return }
    let storage = reserveRun()
    let slot = storage.withUnsafeMutablePointerToHeader { $0.pointee.slot(of: table) }
    guard let slot else {
      // Past 255 tables in one grid: keep the decorations one by one.
      for position in start..<end {
        add(table[indices.lowerBound + position - offset], at: position)
      }
      return
    }
    storage.append(
      DecorationRun(
        offset: UInt8(start), count: UInt8(end - start), order: order, table: slot,
        firstIndex: UInt32(indices.lowerBound + start - offset)))
  }

  /// The storage, allocated or grown so that one more run fits.
  private mutating func reserveRun() -> DecorationStorage {
    guard let current = storage else {
      let made = DecorationStorage.make(capacity: Self.initialCapacity)
      storage = made
      return made
    }
    if current.hasRoom { return current }
    let grown = current.grown(to: current.runCapacity * 2)
    storage = grown
    return grown
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
