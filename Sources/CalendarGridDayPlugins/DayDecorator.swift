import CalendarGridCore
import CalendarGridSources

/// Decorates days in bulk: one call per grid (a ``CalendarGridCore/DaySpan`` of up to 64 days), adding
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
  /// The decorations added, in order; runs refer to them by position.
  private var decorations: [Decoration] = []
  private var runs: [DecorationRun] = []
  private var mask: UInt64 = 0

  init(span: DaySpan) {
    self.span = span
  }

  /// The grid's own decorations; nil when none were added.
  consuming func source() -> DecorationSource? {
    guard !runs.isEmpty else { return nil }
    return DecorationSource(decorations: decorations, runs: runs, mask: mask)
  }

  /// Adds a decoration to the day at `offset` from the span's first day; offsets outside the
  /// span are ignored.
  public mutating func add(_ decoration: Decoration, at offset: Int) {
    guard offset >= 0 && offset < span.count else { return }
    decorations.append(decoration)
    append(offset: offset, count: 1, start: decorations.count - 1)
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
    let start = decorations.count
    decorations += source[entries]
    append(offset: offset, count: entries.count, start: start)
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

  /// Appends a run, or lengthens the last when this one continues it (the three days of
  /// Seollal, a month of labels added day by day).
  private mutating func append(offset: Int, count: Int, start: Int) {
    let run = DecorationRun(offset: UInt8(offset), count: UInt8(count), start: start)
    mask |= DaySpan.bits(offset..<(offset + count))
    if !runs.isEmpty && runs[runs.count - 1].extend(with: run) { return }
    runs.append(run)
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
/// An immutable value: ``adding(_:)`` and ``adding(rule:)`` make a new one. Making it reads
/// each precomputed decorator's runs and tables once (shared, not copied) and sets a bit per
/// decorated day, so it is cheap enough to make per screen; grids built with it then ask no
/// precomputed decorator inside its runs' days.
public struct DayPlugins: Sendable {
  /// The decorators, in order.
  public let decorators: [any DayDecorator]
  /// The rules; a day is selectable when all allow it.
  public let rules: [any SelectableDayRule]

  /// How a grid gets a decorator's decorations.
  enum DecoratorCall: Sendable {
    /// Asked while the grid is built.
    case plain(any DayDecorator)
    /// Read from lane `lane` of the plan inside its runs' days, asked outside them.
    case precomputed(any PrecomputedDayDecorator, lane: Int)
  }

  /// The rules, when every one is a ``CalendarFreeRule`` (the built-in rules): grids then ask
  /// them with the grid's facts, without making a context.
  let calendarFreeRules: [any CalendarFreeRule]?
  let decoratorCalls: [DecoratorCall]
  /// The precomputed decorators' runs and tables; nil when there are none.
  let plan: DecoratorPlan?
  /// When every decorator is precomputed: the decorations every grid inside the plan's days
  /// shares.
  let sharedSource: DecorationSource?

  /// Resolves the plugins once: precomputed decorators are planned here, so each grid built with
  /// the value reads their decorations without asking them again.
  ///
  /// - Parameters:
  ///   - decorators: Applied in order; each day's decorations keep that order.
  ///   - rules: Every rule must allow a day for it to be selectable.
  public init(decorators: [any DayDecorator] = [], rules: [any SelectableDayRule] = []) {
    self.decorators = decorators
    self.rules = rules
    let free = rules.compactMap { $0 as? any CalendarFreeRule }
    calendarFreeRules = free.count == rules.count ? free : nil
    var precomputed: [any PrecomputedDayDecorator] = []
    decoratorCalls = decorators.map { decorator in
      guard let decorator = decorator as? any PrecomputedDayDecorator else {
        return .plain(decorator)
      }
      precomputed.append(decorator)
      return .precomputed(decorator, lane: precomputed.count - 1)
    }
    plan =
      precomputed.isEmpty
      ? nil : DecoratorPlan(precomputed.map { ($0.decorationTables, $0.dayRuns) })
    sharedSource =
      precomputed.count == decorators.count ? plan.map { DecorationSource(plan: $0) } : nil
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
