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
/// {"id": "new-years-eve", "year": 2023, "observed": ["2023-12-29"],
///  "source": "Cabinet resolution of 24 October 2023"}
/// ```
///
/// The decided days are the holiday's days that year, as if its rule had given them: observed
/// days and days between holidays follow from them. An empty list means the holiday was not
/// given that year. A decision may instead (or also) fix the holiday's observed days that year:
/// Thailand's Cabinet gave the substitute for New Year's Eve 2023 on 29 December, not on
/// 2 January.
public struct HolidayDecision: Hashable, Sendable {
  /// The id of the rule whose days are replaced; a rule of that id applies in ``year``.
  public var id: String
  /// The Gregorian year the decision is for.
  public var year: Int
  /// The holiday's days in ``year``, all in that year; empty when it was not given, nil when
  /// its rule gives them.
  public var dates: [Day]?
  /// The observed (substitute) days of the holiday's days in ``year``, in that year or the
  /// next or the one before; empty when none was given, nil when the observed rule gives them.
  public var observed: [Day]?
  /// The decree or announcement that decides it.
  public var source: String

  /// The days of holiday `id` in `year`, or its observed days, or both, as `source` decides
  /// them; nil leaves them to the rules.
  public init(
    id: String, year: Int, dates: [Day]? = nil, observed: [Day]? = nil, source: String
  ) {
    self.id = id
    self.year = year
    self.dates = dates
    self.observed = observed
    self.source = source
  }

  /// The most days one decision gives, of the holiday or observed: a holiday's days in a year
  /// are a few, and a longer list is a mistake (or hostile data).
  public static let limit = 31
}

extension HolidayDecision: Codable {
  private enum Keys: String, CodingKey, CaseIterable { case id, year, dates, observed, source }

  public init(from decoder: any Decoder) throws {
    try refuseUnknownKeys(decoder, Keys.self)
    let c = try decoder.container(keyedBy: Keys.self)
    self.init(
      id: try c.decode(String.self, forKey: .id), year: try c.decode(Int.self, forKey: .year),
      dates: try c.decodeIfPresent([Day].self, forKey: .dates),
      observed: try c.decodeIfPresent([Day].self, forKey: .observed),
      source: try c.decode(String.self, forKey: .source))
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    try c.encode(id, forKey: .id)
    try c.encode(year, forKey: .year)
    try c.encodeIfPresent(dates, forKey: .dates)
    try c.encodeIfPresent(observed, forKey: .observed)
    try c.encode(source, forKey: .source)
  }
}
