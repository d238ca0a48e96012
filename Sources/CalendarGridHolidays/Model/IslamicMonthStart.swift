import CalendarGridCore

/// The day an Islamic month began in a country, by sighting or by its authority's
/// announcement, which may differ by a day or two from the calculated calendar.
///
/// An Islamic ``LunarDate`` rule whose month has such a start counts its day from it instead of
/// from the calculated one. In JSON (`islamicMonthStarts` of docs/holiday-data.md):
///
/// ```json
/// {"month": "1445-10", "start": "2024-04-10", "source": "Dar al-Ifta announcement"}
/// ```
public struct IslamicMonthStart: Hashable, Sendable {
  /// The Hijri year.
  public var year: Int
  /// The Hijri month, 1 (Muharram) ... 12 (Dhu al-Hijjah).
  public var month: Int
  /// The Gregorian day the month began.
  public var start: Day
  /// The announcement or decree that gives the start.
  public var source: String

  /// The start of Hijri `year`-`month` on `start`, as `source` announces it.
  public init(year: Int, month: Int, start: Day, source: String) {
    self.year = year
    self.month = month
    self.start = start
    self.source = source
  }

  /// The most days an announced start may lie from the calculated one: sighting and
  /// calculation differ by a day or two.
  public static let tolerance = 3
  /// The Hijri years a start may name (AH 1 ... 9999, the years any calendar data names).
  public static let years = 1...9_999
}

extension IslamicMonthStart: Codable {
  private enum Keys: String, CodingKey, CaseIterable { case month, start, source }

  public init(from decoder: any Decoder) throws {
    try refuseUnknownKeys(decoder, Keys.self)
    let c = try decoder.container(keyedBy: Keys.self)
    let text = try c.decode(String.self, forKey: .month)
    // "1445-10": a Hijri year of one to four digits, a two-digit month.
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, (1...4).contains(parts[0].count), parts[1].count == 2,
      parts.allSatisfy({ $0.utf8.allSatisfy { (48...57).contains($0) } }),
      let year = Int(parts[0]), let month = Int(parts[1])
    else {
      throw DecodingError.dataCorruptedError(
        forKey: .month, in: c,
        debugDescription: "expected a Hijri year and month as YYYY-MM, got '\(text.prefix(100))'")
    }
    self.init(
      year: year, month: month, start: try c.decode(Day.self, forKey: .start),
      source: try c.decode(String.self, forKey: .source))
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    let monthText = month < 10 ? "0\(month)" : "\(month)"
    try c.encode("\(year)-\(monthText)", forKey: .month)
    try c.encode(start, forKey: .start)
    try c.encode(source, forKey: .source)
  }
}
