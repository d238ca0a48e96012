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
/// first decoration allocates the storage the grid then keeps; a grid without decorations
/// allocates nothing.
public struct DecorationBuffer: Sendable {
  /// The span being decorated.
  public let span: DaySpan
  /// The position of the decorator now adding, which orders each day's decorations.
  var order: UInt8 = 0
  /// The plugin set's precomputed decorators, which the storage refers to.
  private let plan: DecoratorPlan?
  // Only this buffer refers to the storage until `takeDecorations` hands it to a grid.
  nonisolated(unsafe) var storage: DecorationStorage?

  init(span: DaySpan, plan: DecoratorPlan? = nil) {
    self.span = span
    self.plan = plan
  }

  /// Moves on to the next decorator in the list.
  mutating func nextDecorator() { order &+= 1 }

  /// Hands the decorations collected to a grid; the buffer is empty after.
  mutating func takeStorage() -> DecorationStorage? {
    defer { storage = nil }
    storage?.freeze()
    return storage
  }

  /// Adds a decoration to the day at `offset` from the span's first day; offsets outside the
  /// span are ignored.
  public mutating func add(_ decoration: Decoration, at offset: Int) {
    guard offset >= 0 && offset < span.count else { return }
    let index = storageForAdding().keep(decoration)
    _ = append(offset: offset, count: 1, table: nil, firstIndex: index)
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
    let end = min(offset + indices.count, span.count, offset + table.count - indices.lowerBound)
    guard start < end else { return }
    if !append(
      offset: start, count: end - start, table: table,
      firstIndex: indices.lowerBound + start - offset)
    {
      // Past 254 tables in one grid: keep the decorations one by one.
      for position in start..<end {
        add(table[indices.lowerBound + position - offset], at: position)
      }
    }
  }

  /// Appends a run, growing the storage when it is full; false when the table needs a 255th
  /// slot.
  @inline(__always)
  private mutating func append(
    offset: Int, count: Int, table: DecorationTable?, firstIndex: Int
  ) -> Bool {
    let order = order
    while true {
      // A guaranteed reference: the buffer keeps the storage alive, so no retain per run.
      let result = Unmanaged.passUnretained(storageForAdding())._withUnsafeGuaranteedRef {
        $0.append(offset: offset, count: count, order: order, table: table, firstIndex: firstIndex)
      }
      switch result {
      case .added: return true
      case .outOfTables: return false
      case .full: storage = storage.unsafelyUnwrapped.grown()
      }
    }
  }

  @inline(__always)
  private mutating func storageForAdding() -> DecorationStorage {
    if let storage { return storage }
    let made = DecorationStorage.make(plan: plan)
    storage = made
    return made
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
    get { decoratorBoxes.map(\.decorator) }
    set { decoratorBoxes = newValue.map(DecoratorBox.make) }
  }
  /// The rules; a day is selectable when all allow it.
  public var rules: [any SelectableDayRule] {
    get { ruleBoxes.map(\.rule) }
    set { ruleBoxes = newValue.map(RuleBox.make) }
  }

  // Each plugin sits in a box specialized for its type, called through the box's class: the
  // call then reaches the plugin directly, where a call through an existential retains and
  // releases its storage on every grid. The boxes are also kept unretained, for calls that
  // need no retain while these arrays keep the boxes alive.
  private var decoratorBoxes: [DecoratorBox] {
    didSet {
      (planStorage, plainDecoratorCalls) = Self.calls(for: decoratorBoxes)
    }
  }
  private var ruleBoxes: [RuleBox] {
    didSet {
      ruleCalls = ruleBoxes.map(Unmanaged.passUnretained)
      rulesAreCalendarFree = ruleBoxes.allSatisfy(\.isCalendarFree)
    }
  }
  private(set) var ruleCalls: [Unmanaged<RuleBox>]

  /// The days of `span` every rule allows, each rule asked through `ask`.
  @inline(__always)
  func selectableDays(in span: DaySpan, asking ask: (RuleBox) -> UInt64) -> UInt64 {
    var mask = span.allDays
    for call in ruleCalls where mask != 0 {
      mask &= call._withUnsafeGuaranteedRef(ask)
    }
    return mask & span.allDays
  }
  /// Whether every rule is a ``CalendarFreeRule``: grids then ask them without a context.
  private(set) var rulesAreCalendarFree: Bool
  /// When some decorators are precomputed: decorations without runs of their own, referring
  /// to the plan of where those decorators stand. Every grid of these plugins whose
  /// decorations all come from precomputed decorators shares it.
  nonisolated(unsafe) private(set) var planStorage: DecorationStorage?
  /// The decorators that are not precomputed, with their positions in the list.
  private(set) var plainDecoratorCalls: [(position: UInt8, call: Unmanaged<DecoratorBox>)]

  public init(decorators: [any DayDecorator] = [], rules: [any SelectableDayRule] = []) {
    let decoratorBoxes = decorators.map(DecoratorBox.make)
    let ruleBoxes = rules.map(RuleBox.make)
    self.decoratorBoxes = decoratorBoxes
    self.ruleBoxes = ruleBoxes
    self.ruleCalls = ruleBoxes.map(Unmanaged.passUnretained)
    self.rulesAreCalendarFree = ruleBoxes.allSatisfy(\.isCalendarFree)
    (planStorage, plainDecoratorCalls) = Self.calls(for: decoratorBoxes)
  }

  private static func calls(for boxes: [DecoratorBox]) -> (
    planStorage: DecorationStorage?, plain: [(position: UInt8, call: Unmanaged<DecoratorBox>)]
  ) {
    let precomputed = boxes.map(\.precomputed)
    let plain = boxes.indices.filter { precomputed[$0] == nil }.map {
      (position: UInt8(truncatingIfNeeded: $0), call: Unmanaged.passUnretained(boxes[$0]))
    }
    guard precomputed.contains(where: { $0 != nil }) else { return (nil, plain) }
    return (DecorationStorage.make(capacity: 0, plan: DecoratorPlan(boxes: precomputed)), plain)
  }

  /// No plugins.
  public static let none = DayPlugins()
}

/// A decorator behind a class, for calls without existential overhead.
class DecoratorBox: @unchecked Sendable {
  // Subclasses hold one immutable, Sendable decorator.
  var decorator: any DayDecorator { fatalError("overridden") }
  /// The decorator in a box for reading its decorations, when it is precomputed.
  var precomputed: PrecomputedDecoratorBox? { nil }
  func decorate(_ span: DaySpan, context: PluginContext, into buffer: inout DecorationBuffer) {
    fatalError("overridden")
  }

  static func make(_ decorator: any DayDecorator) -> DecoratorBox {
    func box<D: DayDecorator>(_ decorator: D) -> DecoratorBox { TypedDecoratorBox(decorator) }
    return box(decorator)
  }
}

final class TypedDecoratorBox<D: DayDecorator>: DecoratorBox, @unchecked Sendable {
  let typed: D
  let precomputedBox: PrecomputedDecoratorBox?
  init(_ decorator: D) {
    self.typed = decorator
    self.precomputedBox = PrecomputedDecoratorBox.make(decorator)
  }
  override var decorator: any DayDecorator { typed }
  override var precomputed: PrecomputedDecoratorBox? { precomputedBox }
  override func decorate(
    _ span: DaySpan, context: PluginContext, into buffer: inout DecorationBuffer
  ) {
    typed.decorate(span, context: context, into: &buffer)
  }
}

/// A rule behind a class, for calls without existential overhead.
class RuleBox: @unchecked Sendable {
  // Subclasses hold one immutable, Sendable rule.
  var rule: any SelectableDayRule { fatalError("overridden") }
  func selectableDays(in span: DaySpan, context: PluginContext) -> UInt64 {
    fatalError("overridden")
  }
  /// Whether the rule is a ``CalendarFreeRule``, asked through ``selectableDays(in:facts:)``.
  var isCalendarFree: Bool { false }
  func selectableDays(in span: DaySpan, facts: GridFacts) -> UInt64 { fatalError("overridden") }

  static func make(_ rule: any SelectableDayRule) -> RuleBox {
    func box<R: SelectableDayRule>(_ rule: R) -> RuleBox { TypedRuleBox(rule) }
    func freeBox<R: CalendarFreeRule>(_ rule: R) -> RuleBox { CalendarFreeRuleBox(rule) }
    if let free = rule as? any CalendarFreeRule { return freeBox(free) }
    return box(rule)
  }
}

class TypedRuleBox<R: SelectableDayRule>: RuleBox, @unchecked Sendable {
  let typed: R
  init(_ rule: R) { self.typed = rule }
  override var rule: any SelectableDayRule { typed }
  override func selectableDays(in span: DaySpan, context: PluginContext) -> UInt64 {
    typed.selectableDays(in: span, context: context)
  }
}

final class CalendarFreeRuleBox<R: CalendarFreeRule>: TypedRuleBox<R>, @unchecked Sendable {
  override var isCalendarFree: Bool { true }
  override func selectableDays(in span: DaySpan, facts: GridFacts) -> UInt64 {
    typed.selectableDays(in: span, facts: facts)
  }
}
