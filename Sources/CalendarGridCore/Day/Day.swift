/// A calendar day, independent of any calendar system or time zone: a count of days since
/// 1970-01-01 (proleptic Gregorian).
///
/// Every calendar names the same `Day` differently (2024-02-10 is the first day of the first
/// month of the Dangi year 2024 and 1 Sha'ban 1445 in the Umm al-Qura calendar), so grids, tables,
/// selections and plugins all speak in `Day`s and convert only at the edges. A `Day` is also the
/// stable identity of a grid cell: the same day has the same identity in every render.
///
/// ```swift
/// let day = try Day(year: 2024, month: 3, day: 5)   // proleptic Gregorian
/// day.weekday                                       // .tuesday
/// day.advanced(by: 1).gregorian                     // (2024, 3, 6)
/// ```
public struct Day: Hashable, Comparable, Sendable, Strideable {
  /// Days since 1970-01-01; negative before it.
  public let daysSince1970: Int32

  /// Creates a day from a count of days since 1970-01-01.
  @inlinable
  public init(daysSince1970: Int32) {
    self.daysSince1970 = daysSince1970
  }

  /// Creates a day from a count of days since 1970-01-01, failing when it is outside
  /// ``Day/supportedRange``.
  public init(checkedDaysSince1970 days: Int) throws(CalendarGridError) {
    guard let value = Int32(exactly: days), Day.supportedRange.contains(Day(daysSince1970: value))
    else {
      throw .valueOutOfRange(
        name: "day count", value: days,
        allowed: Int(
          Day.supportedRange.lowerBound.daysSince1970)...Int(
            Day.supportedRange.upperBound.daysSince1970))
    }
    self.daysSince1970 = value
  }

  /// The days CalendarGrid can represent: proleptic Gregorian years -1,000,000 through
  /// 1,000,000, well inside `Int32` so that a grid's six weeks around any of them never overflow.
  public static let supportedRange: ClosedRange<Day> =
    Day(
      daysSince1970: Int32(GregorianArithmetic.daysFromCivil(year: -1_000_000, month: 1, day: 1)))...Day(
      daysSince1970: Int32(GregorianArithmetic.daysFromCivil(year: 1_000_000, month: 12, day: 31)))

  /// The proleptic Gregorian years that ``supportedRange`` covers.
  public static let supportedGregorianYears: ClosedRange<Int> = -1_000_000...1_000_000

  @inlinable
  public static func < (lhs: Day, rhs: Day) -> Bool { lhs.daysSince1970 < rhs.daysSince1970 }

  @inlinable
  public func distance(to other: Day) -> Int { Int(other.daysSince1970) - Int(daysSince1970) }

  /// The day `n` days later (earlier, for negative `n`).
  ///
  /// Saturates at the ends of `Int32` instead of trapping, so arithmetic on hostile day counts
  /// never crashes; such days lie outside ``supportedRange``, which every calendar rejects with
  /// a typed error.
  @inlinable
  public func advanced(by n: Int) -> Day {
    let (sum, overflow) = Int(daysSince1970).addingReportingOverflow(n)
    return Day(daysSince1970: overflow ? (n < 0 ? .min : .max) : Int32(clamping: sum))
  }

  /// The day of the week.
  ///
  /// 1970-01-01 was a Thursday; the rest is a floor modulo.
  @inlinable
  public var weekday: Weekday {
    let index = (Int(daysSince1970) + 4) % 7
    return Weekday(unchecked: (index < 0 ? index + 7 : index) + 1)
  }
}

extension Day: CustomStringConvertible {
  /// The ISO 8601 proleptic Gregorian date, `YYYY-MM-DD` (years outside 0...9999 get a sign and
  /// at least four digits, as ISO 8601's expanded form).
  public var description: String { iso8601 }
}

extension Day: Codable {
  /// Encodes as the ISO 8601 string, which is what other tools read.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(iso8601)
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      self = try Day(iso8601: text)
    } catch {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: error.description)
    }
  }
}
