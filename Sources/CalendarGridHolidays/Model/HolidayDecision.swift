import CalendarGridCore

/// A government's decision for one year that gives a holiday other days than its rule: Egypt's
/// Cabinet moving Revolution Day to a Thursday, the United Arab Emirates giving the Hijri New
/// Year on a Friday. The law's rule stays; the decision replaces the days it computes in that
/// year only.
///
/// In JSON (`decisions` of docs/holiday-data.md):
///
/// ```json
/// {"id": "hijri-new-year", "year": 2023, "dates": ["2023-07-21"],
///  "source": "FAHR circular of 12 July 2023"}
/// ```
///
/// The decided days are the holiday's days that year, as if its rule had given them: observed
/// days and days between holidays follow from them. An empty list means the holiday was not
/// given that year.
public struct HolidayDecision: Hashable, Sendable {
  /// The id of the rule whose days are replaced; a rule of that id applies in ``year``.
  public var id: String
  /// The Gregorian year the decision is for.
  public var year: Int
  /// The holiday's days in ``year``, in that year; empty when it was not given.
  public var dates: [Day]
  /// The decree or announcement that decides it.
  public var source: String

  /// The days of holiday `id` in `year`, as `source` decides them.
  public init(id: String, year: Int, dates: [Day], source: String) {
    self.id = id
    self.year = year
    self.dates = dates
    self.source = source
  }

  /// The most days one decision gives: a holiday's days in a year are a few, and a longer list
  /// is a mistake (or hostile data).
  public static let limit = 31
}

extension HolidayDecision: Codable {
  private enum Keys: String, CodingKey, CaseIterable { case id, year, dates, source }

  public init(from decoder: any Decoder) throws {
    try refuseUnknownKeys(decoder, Keys.self)
    let c = try decoder.container(keyedBy: Keys.self)
    self.init(
      id: try c.decode(String.self, forKey: .id), year: try c.decode(Int.self, forKey: .year),
      dates: try c.decode([Day].self, forKey: .dates),
      source: try c.decode(String.self, forKey: .source))
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    try c.encode(id, forKey: .id)
    try c.encode(year, forKey: .year)
    try c.encode(dates, forKey: .dates)
    try c.encode(source, forKey: .source)
  }
}
