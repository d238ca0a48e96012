import CalendarGridCore
import CalendarGridDayPlugins
import CalendarGridSources

/// Which days a user may select: the hook that selectable-day rules plug into.
///
/// A `SelectableDays` is a `Sendable` predicate over ``CalendarGridCore/Day``s, with an optional bulk form that
/// answers for a whole span of days at once (a grid asks for its 28–42 days in one call). Any
/// rule type can plug in through ``init(_:)`` with a closure, or through
/// ``init(isSelectable:bulk:)`` when it can answer a span faster than day by day.
///
/// ```swift
/// let today = try Day(year: 2024, month: 3, day: 5)
/// let futureOnly = SelectableDays { $0 >= today }
/// let weekdaysOnly = SelectableDays { ![.saturday, .sunday].contains($0.weekday) }
/// var selection = Selection(.single, selectableDays: futureOnly.intersection(weekdaysOnly))
/// ```
public struct SelectableDays: Sendable {
  @usableFromInline let predicate: (@Sendable (Day) -> Bool)?
  @usableFromInline let bulk: (@Sendable (Day, Int) -> UInt64)?

  /// Every day is selectable.
  public static let all = SelectableDays(predicate: nil, bulk: nil)

  private init(predicate: (@Sendable (Day) -> Bool)?, bulk: (@Sendable (Day, Int) -> UInt64)?) {
    self.predicate = predicate
    self.bulk = bulk
  }

  /// The days for which `isSelectable` returns true.
  public init(_ isSelectable: @escaping @Sendable (Day) -> Bool) {
    self.init(predicate: isSelectable, bulk: nil)
  }

  /// A rule that can also answer for a span of days at once.
  ///
  /// - Parameters:
  ///   - isSelectable: Whether one day is selectable.
  ///   - bulk: Given a first day and a count (at most 64), the selectable days as bits: bit `i`
  ///     set when `first.advanced(by: i)` is selectable. It must agree with `isSelectable`.
  public init(
    isSelectable: @escaping @Sendable (Day) -> Bool,
    bulk: @escaping @Sendable (_ first: Day, _ count: Int) -> UInt64
  ) {
    self.init(predicate: isSelectable, bulk: bulk)
  }

  /// The days inside `range` (for example a booking window).
  public static func within(_ range: ClosedRange<Day>) -> SelectableDays {
    SelectableDays(
      isSelectable: { range.contains($0) },
      bulk: { first, count in
        let low = max(0, first.distance(to: range.lowerBound))
        let high = min(count, first.distance(to: range.upperBound) + 1)
        return low < high ? CellMask(cells: low..<high).rawValue : 0
      })
  }

  /// The days both rules allow.
  public func intersection(_ other: SelectableDays) -> SelectableDays {
    guard let mine = predicate else { return other }
    guard let theirs = other.predicate else { return self }
    let first = self
    return SelectableDays(
      isSelectable: { mine($0) && theirs($0) },
      bulk: { day, count in
        first.mask(from: day, count: count) & other.mask(from: day, count: count)
      })
  }

  /// Whether every day is selectable (no rule was given), which lets grids skip the rule.
  @inlinable public var allowsEveryDay: Bool { predicate == nil }

  /// Whether a day is selectable.
  @inlinable
  public func contains(_ day: Day) -> Bool { predicate?(day) ?? true }

  /// The selectable days among `count` days from `first` (at most 64), as bits: bit `i` for
  /// `first.advanced(by: i)`.
  ///
  /// - Complexity: One bulk call when the rule has one, otherwise `count` predicate calls.
  public func mask(from first: Day, count: Int) -> UInt64 {
    let count = max(0, min(count, 64))
    let everything = CellMask(cells: 0..<count).rawValue
    guard let predicate else { return everything }
    if let bulk { return bulk(first, count) & everything }
    var bits: UInt64 = 0
    for offset in 0..<count where predicate(first.advanced(by: offset)) {
      bits |= 1 << UInt64(offset)
    }
    return bits
  }

  /// The first day in `range` that is not selectable, or nil when all are.
  ///
  /// - Complexity: O(days in `range`) predicate calls, 64 days per bulk call.
  public func firstUnselectableDay(in range: ClosedRange<Day>) -> Day? {
    guard predicate != nil else { return nil }
    var start = range.lowerBound
    while start <= range.upperBound {
      let count = min(64, start.distance(to: range.upperBound) + 1)
      let missing = ~mask(from: start, count: count) & CellMask(cells: 0..<count).rawValue
      if missing != 0 { return start.advanced(by: missing.trailingZeroBitCount) }
      if start.distance(to: range.upperBound) < 64 { break }
      start = start.advanced(by: 64)
    }
    return nil
  }
}
