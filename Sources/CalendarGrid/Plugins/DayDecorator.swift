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
/// Decorations from a ``DecorationTable`` cost eight bytes per run of consecutive entries. The
/// buffer keeps the runs of a typical grid inline, so decorating allocates nothing; a grid then
/// keeps one allocation of exactly the runs it has.
public struct DecorationBuffer: Sendable {
  /// The span being decorated.
  public let span: DaySpan
  /// The position of the decorator now adding, which orders each day's decorations.
  var order: UInt8 = 0
  var header = DecorationHeader()
  /// The first runs; runs past them go to `spilled`.
  var inlineRuns: InlineRuns = (
    .empty, .empty, .empty, .empty, .empty, .empty, .empty, .empty,
    .empty, .empty, .empty, .empty, .empty, .empty, .empty, .empty
  )
  var spilled: [DecorationRun] = []

  typealias InlineRuns = (
    DecorationRun, DecorationRun, DecorationRun, DecorationRun,
    DecorationRun, DecorationRun, DecorationRun, DecorationRun,
    DecorationRun, DecorationRun, DecorationRun, DecorationRun,
    DecorationRun, DecorationRun, DecorationRun, DecorationRun
  )
  static let inlineCapacity = 16

  init(span: DaySpan) { self.span = span }

  /// Moves on to the next decorator in the list.
  mutating func nextDecorator() { order &+= 1 }

  /// Moves the decorations collected into storage for a grid to keep; the buffer is empty
  /// after.
  mutating func takeDecorations() -> GridDecorations {
    let count = header.runCount
    guard count > 0 else { return .none }
    let storage = DecorationStorage.make(capacity: count)
    withUnsafeMutableBytes(of: &inlineRuns) { bytes in
      let runs = bytes.bindMemory(to: DecorationRun.self)
      storage.withUnsafeMutablePointers { storedHeader, stored in
        // Swapped, not copied: no retain and release per table.
        swap(&storedHeader.pointee.table0, &header.table0)
        swap(&storedHeader.pointee.table1, &header.table1)
        swap(&storedHeader.pointee.table2, &header.table2)
        swap(&storedHeader.pointee.table3, &header.table3)
        swap(&storedHeader.pointee.moreTables, &header.moreTables)
        swap(&storedHeader.pointee.own, &header.own)
        storedHeader.pointee.tableCount = header.tableCount
        storedHeader.pointee.runCount = count
        storedHeader.pointee.mask = header.mask
        let inlineCount = min(count, Self.inlineCapacity)
        stored.initialize(from: runs.baseAddress!, count: inlineCount)
        spilled.withUnsafeBufferPointer { spilled in
          (stored + inlineCount).initialize(from: spilled.baseAddress!, count: spilled.count)
        }
      }
    }
    return GridDecorations(storage: storage)
  }

  /// Adds a decoration to the day at `offset` from the span's first day; offsets outside the
  /// span are ignored.
  public mutating func add(_ decoration: Decoration, at offset: Int) {
    guard offset >= 0 && offset < span.count else { return }
    header.own.append(decoration)
    append(
      DecorationRun(
        offset: UInt8(offset), count: 1, order: order, table: DecorationHeader.ownTable,
        firstIndex: UInt32(header.own.count - 1)))
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
    guard let slot = header.slot(of: table) else {
      // Past 254 tables in one grid: keep the decorations one by one.
      for position in start..<end {
        add(table[indices.lowerBound + position - offset], at: position)
      }
      return
    }
    append(
      DecorationRun(
        offset: UInt8(start), count: UInt8(end - start), order: order, table: slot,
        firstIndex: UInt32(indices.lowerBound + start - offset)))
  }

  /// Appends a run, or lengthens the last one when `run` continues it (the three days of
  /// Seollal, a month of lunar dates added day by day).
  private mutating func append(_ run: DecorationRun) {
    header.mask |= run.mask
    let count = header.runCount
    if count > 0 && count <= Self.inlineCapacity {
      let extended = withUnsafeMutableBytes(of: &inlineRuns) { bytes in
        bytes.bindMemory(to: DecorationRun.self)[count - 1].extend(with: run)
      }
      if extended { return }
    } else if count > Self.inlineCapacity, spilled[spilled.count - 1].extend(with: run) {
      return
    }
    if count < Self.inlineCapacity {
      withUnsafeMutableBytes(of: &inlineRuns) { bytes in
        bytes.bindMemory(to: DecorationRun.self)[count] = run
      }
    } else {
      spilled.append(run)
    }
    header.runCount = count + 1
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
  /// The decorators, in order.
  public var decorators: [any DayDecorator] {
    get { decoratorBoxes.map(\.plugin) }
    set { decoratorBoxes = newValue.map(PluginBox.init) }
  }
  /// The rules; a day is selectable when all allow it.
  public var rules: [any SelectableDayRule] {
    get { ruleBoxes.map(\.plugin) }
    set { ruleBoxes = newValue.map(PluginBox.init) }
  }

  // Each plugin sits in a box of its own: a plugin read from a box's constant is called in
  // place, where one read from an array element is copied first (retains, and for a large
  // plugin a heap box) on every grid.
  private(set) var decoratorBoxes: [PluginBox<any DayDecorator>]
  private(set) var ruleBoxes: [PluginBox<any SelectableDayRule>]

  public init(decorators: [any DayDecorator] = [], rules: [any SelectableDayRule] = []) {
    self.decoratorBoxes = decorators.map(PluginBox.init)
    self.ruleBoxes = rules.map(PluginBox.init)
  }

  /// No plugins.
  public static let none = DayPlugins()
}

/// A plugin behind a reference.
final class PluginBox<Plugin: Sendable>: Sendable {
  let plugin: Plugin
  init(_ plugin: Plugin) { self.plugin = plugin }
}
