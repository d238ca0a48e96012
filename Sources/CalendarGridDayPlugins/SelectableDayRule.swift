import CalendarGridCore
import CalendarGridSources

/// Decides which days can be selected, in bulk: one call answers for up to 64 days.
///
/// A rule is a `Sendable` value. Rules compose with `.all(_:)`, `.any(_:)` and `.not(_:)`
/// (or the methods ``and(_:)``, ``or(_:)``, ``negated()``), and a grid built with rules asks
/// each rule once per grid, never once per cell.
///
/// ```swift
/// struct NoThirteenths: SelectableDayRule {
///   func selectableDays(in span: DaySpan, context: PluginContext) -> UInt64 {
///     var mask = span.allDays
///     for offset in 0..<span.count
///     where context.calendar.dayOfMonth(span.first.advanced(by: offset)) == 13 {
///       mask &= ~(1 << UInt64(offset))
///     }
///     return mask
///   }
/// }
/// ```
public protocol SelectableDayRule: Sendable {
  /// Bit `i` of the result is set when day `span.first + i` may be selected; bits past
  /// `span.count` are ignored.
  func selectableDays(in span: DaySpan, context: PluginContext) -> UInt64
}

extension SelectableDayRule {
  /// Whether a single day may be selected.
  public func isSelectable(_ day: Day, context: PluginContext) -> Bool {
    selectableDays(in: DaySpan(first: day, count: 1), context: context) & 1 != 0
  }

  /// Days selectable under this rule and `other`.
  public func and(_ other: some SelectableDayRule) -> AllRules { AllRules([self, other]) }
  /// Days selectable under this rule or `other`.
  public func or(_ other: some SelectableDayRule) -> AnyRule { AnyRule([self, other]) }
  /// Days this rule does not allow.
  public func negated() -> NotRule { NotRule(self) }
}

/// Days every one of the rules allows (all days when there are no rules).
public struct AllRules: SelectableDayRule {
  /// The rules, each of which must allow a day.
  public var rules: [any SelectableDayRule]
  /// Days every one of `rules` allows.
  public init(_ rules: [any SelectableDayRule]) { self.rules = rules }

  public func selectableDays(in span: DaySpan, context: PluginContext) -> UInt64 {
    var mask = span.allDays
    for rule in rules where mask != 0 { mask &= rule.selectableDays(in: span, context: context) }
    return mask & span.allDays
  }
}

/// Days at least one of the rules allows (no days when there are no rules).
public struct AnyRule: SelectableDayRule {
  /// The rules, one of which must allow a day.
  public var rules: [any SelectableDayRule]
  /// Days at least one of `rules` allows.
  public init(_ rules: [any SelectableDayRule]) { self.rules = rules }

  public func selectableDays(in span: DaySpan, context: PluginContext) -> UInt64 {
    var mask: UInt64 = 0
    for rule in rules where mask != span.allDays {
      mask |= rule.selectableDays(in: span, context: context)
    }
    return mask & span.allDays
  }
}

/// Days the rule does not allow.
public struct NotRule: SelectableDayRule {
  /// The rule whose days are refused.
  public var rule: any SelectableDayRule
  /// Days `rule` does not allow.
  public init(_ rule: any SelectableDayRule) { self.rule = rule }

  public func selectableDays(in span: DaySpan, context: PluginContext) -> UInt64 {
    ~rule.selectableDays(in: span, context: context) & span.allDays
  }
}

extension SelectableDayRule where Self == AllRules {
  /// Days every one of the rules allows: `.all(NoDaysBeforeToday(), DisabledWeekdays.weekend)`.
  public static func all(_ rules: any SelectableDayRule...) -> AllRules { AllRules(rules) }
}

extension SelectableDayRule where Self == AnyRule {
  /// Days at least one of the rules allows: `.any(range, DisabledWeekdays.weekend)`.
  public static func any(_ rules: any SelectableDayRule...) -> AnyRule { AnyRule(rules) }
}

extension SelectableDayRule where Self == NotRule {
  /// Days the rule does not allow: `.not(DisabledWeekdays.weekend)`.
  public static func not(_ rule: any SelectableDayRule) -> NotRule { NotRule(rule) }
}
