import CalendarGridCore
import CalendarGridSources

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
  ///
  /// A grid asks once, while it is built; the buffer lives only for this call (it cannot be
  /// copied or kept), and the grid keeps what was added.
  func decorate(_ span: DaySpan, context: PluginContext, into buffer: inout DecorationBuffer)
}

/// Decorations collected for a span while a grid is built, in the order decorators add them.
///
/// The buffer cannot be copied, kept or used after the call that received it (it is
/// `~Copyable`, lent `inout`, and only the engine makes one): what a decorator added is the
/// grid's from then on, and nothing a decorator does later changes a built grid.
///
/// Adding never fails: decorations at offsets outside the span, and table entries outside the
/// table, are left out; any number of decorations may go on one day, from any number of tables.
public struct DecorationBuffer: ~Copyable {
  /// The span being decorated.
  public let span: DaySpan
  /// What was added, in order: each decoration, and its day's offset in the span at the same
  /// position of ``cells`` (two arrays: decorations added in day order become the grid's
  /// without a copy).
  private var added: [Decoration] = []
  private var cells: [Int] = []

  init(span: DaySpan) {
    self.span = span
  }

  /// The decorations added, cell by cell, for a grid of the span's days.
  consuming func decorations() -> GridDecorations {
    GridDecorations(cells: cells, decorations: added, cellCount: span.count)
  }

  /// Adds a decoration to the day at `offset` from the span's first day; offsets outside the
  /// span are ignored.
  public mutating func add(_ decoration: Decoration, at offset: Int) {
    guard offset >= 0 && offset < span.count else { return }
    cells.append(offset)
    added.append(decoration)
  }

  /// Adds a decoration to a day, if the span contains it.
  public mutating func add(_ decoration: Decoration, to day: Day) {
    add(decoration, at: span.first.distance(to: day))
  }

  /// Adds entry `index` of a table to the day at `offset`; offsets outside the span and indices
  /// outside the table are ignored.
  public mutating func add(tableEntry index: Int, of table: DecorationTable, at offset: Int) {
    guard index >= 0 && index < table.count else { return }
    add(tableEntries: index..<(index + 1), of: table, at: offset)
  }

  /// Adds entry `index` of a table to a day, if the span contains it.
  public mutating func add(tableEntry index: Int, of table: DecorationTable, to day: Day) {
    add(tableEntry: index, of: table, at: span.first.distance(to: day))
  }

  /// Adds consecutive entries of a table to consecutive days: entry `indices.lowerBound + k` to
  /// the day at `offset + k` (a month's dates in another calendar). Days outside the span and
  /// indices outside the table are left out.
  public mutating func add(
    tableEntries indices: Range<Int>, of table: DecorationTable, at offset: Int
  ) {
    guard
      let (entries, day) = Self.clip(
        indices, at: offset, days: span.count, entries: table.count)
    else { return }
    add(entries, of: table.decorations, at: day)
  }

  /// Entries `entries` of `decorations` on the days from `offset`, already clipped.
  mutating func add(_ entries: Range<Int>, of source: [Decoration], at offset: Int) {
    if added.isEmpty { added.reserveCapacity(span.count) }
    if cells.isEmpty { cells.reserveCapacity(span.count) }
    for (day, entry) in entries.enumerated() {
      cells.append(offset + day)
      added.append(source[entry])
    }
  }

  /// The entries of `indices` (placed from day `offset` on) that fall on days `0..<days` and
  /// inside `0..<entries`, with the day of the first; nil for none. Widths and distances are
  /// counted as `UInt`, so the result is exact whatever the numbers (`Int.min..<Int.max`
  /// included) and nothing overflows.
  static func clip(_ indices: Range<Int>, at offset: Int, days: Int, entries: Int)
    -> (entries: Range<Int>, day: Int)?
  {
    guard offset < days && days > 0 && entries > 0 else { return nil }
    // upperBound - lowerBound, exact: it fits a UInt.
    let count = UInt(bitPattern: indices.upperBound &- indices.lowerBound)
    // Entries placed before day 0 are left out.
    let skipped = offset < 0 ? offset.magnitude : 0
    guard skipped < count else { return nil }
    // Below the range's upper bound, so it is an Int.
    var first = indices.lowerBound &+ Int(bitPattern: skipped)
    var day = offset < 0 ? 0 : offset
    var remaining = min(count - skipped, UInt(days - day))
    // Entries before the table's first are left out, with their days.
    if first < 0 {
      let lag = first.magnitude
      guard lag < remaining else { return nil }
      day += Int(lag)
      remaining -= lag
      first = 0
    }
    guard first < entries else { return nil }
    remaining = min(remaining, UInt(entries - first))
    return (first..<(first + Int(remaining)), day)
  }
}

/// Several decorators applied in order: each day's decorations come in the order of the list.
public struct DecoratorList: DayDecorator {
  /// The decorators, in the order their decorations appear on each day.
  public var decorators: [any DayDecorator]
  /// A list of decorators applied in the given order.
  public init(_ decorators: [any DayDecorator]) { self.decorators = decorators }

  public func decorate(_ span: DaySpan, context: PluginContext, into buffer: inout DecorationBuffer)
  {
    for decorator in decorators {
      decorator.decorate(span, context: context, into: &buffer)
    }
  }
}

/// The plugins a grid is built with: decorators in order, and rules that must all allow a day
/// for it to be selectable.
///
/// An immutable value: ``adding(_:)`` and ``adding(rule:)`` make a new one. Each decorator and
/// rule is asked once per grid, for the grid's whole span of days, while the grid is built.
public struct DayPlugins: Sendable {
  /// The decorators, in order.
  public let decorators: [any DayDecorator]
  /// The rules; a day is selectable when all allow it.
  public let rules: [any SelectableDayRule]

  /// The rules, when every one is a ``CalendarFreeRule`` (the built-in rules): grids then ask
  /// them with the grid's facts, without making a context.
  let calendarFreeRules: [any CalendarFreeRule]?

  /// Plugins applied to every grid built with them.
  ///
  /// - Parameters:
  ///   - decorators: Applied in order; each day's decorations keep that order.
  ///   - rules: Every rule must allow a day for it to be selectable.
  public init(decorators: [any DayDecorator] = [], rules: [any SelectableDayRule] = []) {
    self.decorators = decorators
    self.rules = rules
    let free = rules.compactMap { $0 as? any CalendarFreeRule }
    calendarFreeRules = free.count == rules.count ? free : nil
  }

  /// These plugins with `decorator` after the others.
  public func adding(_ decorator: some DayDecorator) -> DayPlugins {
    DayPlugins(decorators: decorators + [decorator], rules: rules)
  }

  /// These plugins with `rule` beside the others.
  public func adding(rule: some SelectableDayRule) -> DayPlugins {
    DayPlugins(decorators: decorators, rules: rules + [rule])
  }

  /// No plugins.
  public static let none = DayPlugins()
}
