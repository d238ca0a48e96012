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
  /// The span being decorated.
  public let span: DaySpan

  init(span: DaySpan) { self.span = span }

  /// Adds a decoration to the day at `offset` from the span's first day; offsets outside the
  /// span are ignored.
  @inlinable
  public mutating func add(_ decoration: Decoration, at offset: Int) {
    guard offset >= 0 && offset < span.count else { return }
    entries.append(DecorationEntry(offset: UInt8(offset), decoration: decoration))
  }

  /// Adds a decoration to a day, if the span contains it.
  @inlinable
  public mutating func add(_ decoration: Decoration, to day: Day) {
    add(decoration, at: span.first.distance(to: day))
  }
}

/// A decoration and the day offset it belongs to.
public struct DecorationEntry: Hashable, Sendable {
  public let offset: UInt8
  public let decoration: Decoration
  @inlinable init(offset: UInt8, decoration: Decoration) {
    self.offset = offset
    self.decoration = decoration
  }
}

/// Several decorators applied in order: each day's decorations come in the order of the list.
public struct DecoratorList: DayDecorator {
  public var decorators: [any DayDecorator]
  public init(_ decorators: [any DayDecorator]) { self.decorators = decorators }

  public func decorate(_ span: DaySpan, context: PluginContext, into buffer: inout DecorationBuffer)
  {
    for decorator in decorators { decorator.decorate(span, context: context, into: &buffer) }
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
