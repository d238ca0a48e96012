import CalendarGridCore

/// A weekend a country kept until a day, before the one it keeps now (Saudi Arabia: Thursday
/// and Friday until 2013-06-28).
///
/// In JSON (`earlierWeekends` of docs/holiday-data.md):
///
/// ```json
/// {"until": "2013-06-28", "weekend": ["thursday", "friday"]}
/// ```
public struct EarlierWeekend: Hashable, Sendable {
  /// The last day of this weekend.
  public var until: Day
  /// The weekly days off until then.
  public var weekend: [Weekday]

  /// The weekend kept through `until`.
  public init(until: Day, weekend: [Weekday]) {
    self.until = until
    self.weekend = weekend
  }
}

extension EarlierWeekend: Codable {
  private enum Keys: String, CodingKey, CaseIterable { case until, weekend }

  public init(from decoder: any Decoder) throws {
    try refuseUnknownKeys(decoder, Keys.self)
    let c = try decoder.container(keyedBy: Keys.self)
    var weekend: [Weekday] = []
    for name in try c.decode([String].self, forKey: .weekend) {
      guard let day = Weekday(name: name) else {
        throw DecodingError.dataCorruptedError(
          forKey: .weekend, in: c,
          debugDescription: "expected a lower-case English weekday name, got '\(name.prefix(100))'")
      }
      weekend.append(day)
    }
    self.init(until: try c.decode(Day.self, forKey: .until), weekend: weekend)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    try c.encode(until, forKey: .until)
    try c.encode(weekend.map(\.name), forKey: .weekend)
  }
}
