import CalendarGridCore

/// A run of at most 64 consecutive days: the unit in which plugins are asked, so a whole grid
/// (at most 42 days) is one call and answers fit in one 64-bit mask.
public struct DaySpan: Hashable, Sendable {
  /// The first day.
  public let first: Day
  /// The number of days, 1 through 64.
  public let count: Int

  /// The most days one span holds.
  public static let maximumCount = 64

  /// Creates a span; `count` is clamped to 1...64.
  @inlinable
  public init(first: Day, count: Int) {
    self.first = first
    self.count = min(max(count, 1), Self.maximumCount)
  }

  /// The last day.
  @inlinable public var last: Day { first.advanced(by: count - 1) }

  /// The days as a range.
  @inlinable public var days: ClosedRange<Day> { first...last }

  /// A mask with a bit for every day of the span.
  @inlinable @inline(__always)
  public var allDays: UInt64 { count == 64 ? ~0 : (1 << UInt64(count)) &- 1 }

  /// The bits for the days of `range` that fall in the span (bit i = `first + i`).
  @inlinable
  public func mask(for range: ClosedRange<Day>) -> UInt64 {
    let low = max(0, first.distance(to: range.lowerBound))
    let high = min(count - 1, first.distance(to: range.upperBound))
    guard low <= high else { return 0 }
    let upper: UInt64 = high == 63 ? ~0 : (1 << UInt64(high + 1)) - 1
    return upper & ~((1 << UInt64(low)) - 1)
  }

  /// The spans that cover a range of days, in order.
  ///
  /// - Complexity: O(days in `range` / 64); the result holds that many spans.
  public static func covering(_ range: ClosedRange<Day>) -> [DaySpan] {
    var spans: [DaySpan] = []
    var start = range.lowerBound
    while true {
      let span = DaySpan(first: start, count: start.distance(to: range.upperBound) + 1)
      spans.append(span)
      // Stop at the range's end itself: past `Int32.max` the next start would not move.
      guard span.last < range.upperBound else { break }
      start = span.last.advanced(by: 1)
    }
    return spans
  }
}
