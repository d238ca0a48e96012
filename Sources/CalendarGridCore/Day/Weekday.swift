/// A day of the week, numbered as ICU, Foundation and the JSON output number them:
/// 1 = Sunday … 7 = Saturday.
public enum Weekday: Int, CaseIterable, Hashable, Sendable, Codable, Comparable {
  /// Sunday (1) through Saturday (7).
  case sunday = 1, monday, tuesday, wednesday, thursday, friday, saturday

  @inlinable @inline(__always)
  init(unchecked number: Int) {
    self = Weekday(rawValue: number)!
  }

  /// The weekday `count` days after this one (negative counts go back).
  @inlinable
  public func advanced(by count: Int) -> Weekday {
    let index = (rawValue - 1 + count % 7 + 7) % 7
    return Weekday(unchecked: index + 1)
  }

  /// The number of days from `start` forward to this weekday (0 through 6).
  @inlinable
  public func daysSince(_ start: Weekday) -> Int {
    (rawValue - start.rawValue + 7) % 7
  }

  /// The English three-letter name used on command lines and in `-u-fw-` keywords: `sun` … `sat`.
  public var shortName: String {
    ["sun", "mon", "tue", "wed", "thu", "fri", "sat"][rawValue - 1]
  }

  /// Reads `sun`…`sat`, full English names, or `1`…`7`, case-insensitively.
  public init(parsing text: String) throws(CalendarGridError) {
    let lower = text.lowercased()
    if let number = Int(lower), let weekday = Weekday(rawValue: number) {
      self = weekday
      return
    }
    let full = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
    for (index, name) in full.enumerated() where lower == name || lower == String(name.prefix(3)) {
      self = Weekday(unchecked: index + 1)
      return
    }
    throw .malformed(text, expected: "a weekday: sun, mon, tue, wed, thu, fri or sat")
  }

  public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A set of weekdays, such as a locale's weekend, stored as seven bits (bit `weekday - 1`).
public struct WeekdaySet: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  /// A set from its bits, bit `weekday - 1`; the eighth bit names no weekday and is dropped.
  public init(rawValue: UInt8) { self.rawValue = rawValue & 0x7F }

  /// The set of the given weekdays.
  public init(_ weekdays: some Sequence<Weekday>) {
    var bits: UInt8 = 0
    for weekday in weekdays { bits |= 1 << UInt8(weekday.rawValue - 1) }
    self.init(rawValue: bits)
  }

  /// The days from `start` through `end`, wrapping past Saturday (CLDR's weekendStart/End).
  public init(from start: Weekday, through end: Weekday) {
    var days: [Weekday] = [start]
    var current = start
    // A week at most: `end` is six steps away or fewer.
    for _ in 1..<7 where current != end {
      current = current.advanced(by: 1)
      days.append(current)
    }
    self.init(days)
  }

  /// Whether the set holds `weekday`.
  @inlinable
  public func contains(_ weekday: Weekday) -> Bool {
    rawValue & (1 << UInt8(weekday.rawValue - 1)) != 0
  }

  /// The members in Sunday-first order.
  public var weekdays: [Weekday] { Weekday.allCases.filter(contains) }
}
