import CalendarGridCore
import CalendarGridDayPlugins
import CalendarGridSources

/// `Codable` conformances for the values an app restores a calendar screen from.
///
/// Each decodes through the same checked initializers that code uses, so JSON that is corrupt
/// or hostile (unknown calendars, locales or modes, days out of range, a selection its own mode
/// could not hold) fails with `DecodingError.dataCorrupted`, whose description carries the
/// ``CalendarGridCore/CalendarGridError`` sentence, and never builds a value the library could not have made.

/// Turns a library error met while decoding into the decoding error `Codable` callers expect.
func corrupted<Key: CodingKey>(
  _ error: some Error & CustomStringConvertible, forKey key: Key,
  in container: KeyedDecodingContainer<Key>
) -> DecodingError {
  DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.description)
}

extension GridLocale: Codable {
  private enum CodingKeys: String, CodingKey { case identifier, dataSource }

  /// Encodes the canonical identifier and the data source that read it.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(identifier, forKey: .identifier)
    try container.encode(dataSource, forKey: .dataSource)
  }

  /// Reads the locale again, as ``init(_:source:)`` does.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let identifier = try container.decode(String.self, forKey: .identifier)
    let source = try container.decodeIfPresent(CalendarDataSource.self, forKey: .dataSource)
    do {
      self = try GridLocale(identifier, source: source ?? .default)
    } catch {
      throw corrupted(error, forKey: .identifier, in: container)
    }
  }
}

extension CalendarMonth: Codable {
  private enum CodingKeys: String, CodingKey {
    case calendar, firstDay, year, month, isLeapMonth
  }

  /// Encodes the calendar and the first day (the month's identity), with the year, month number
  /// and leap flag for people reading the JSON.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(calendar, forKey: .calendar)
    try container.encode(firstDay, forKey: .firstDay)
    try container.encode(year, forKey: .year)
    try container.encode(month, forKey: .month)
    try container.encode(isLeapMonth, forKey: .isLeapMonth)
  }

  /// Finds the month again in its calendar (default data source; `gregorian` and `iso8601`
  /// with the Julian calendar before 1582-10-15, as ``CalendarGridCore/GridCalendar`` has by default). The JSON's
  /// first day must start a month and its year, month and leap flag must be that month's.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let identifier = try container.decode(CalendarIdentifier.self, forKey: .calendar)
    let firstDay = try container.decode(Day.self, forKey: .firstDay)
    let found: CalendarMonth
    do throws(DataSourceError) {
      let provider = try CalendarDataSource.default.provider
      found = try DataSourceError.carryingCore { () throws(CalendarGridError) in
        try CalendarBackends.source(for: identifier, cutover: .julianUntil1582, provider: provider)
          .month(containing: firstDay)
      }
    } catch {
      throw corrupted(error, forKey: .firstDay, in: container)
    }
    guard found.firstDay == firstDay else {
      throw DecodingError.dataCorruptedError(
        forKey: .firstDay, in: container,
        debugDescription:
          "\(firstDay) does not start a month of the \(identifier.rawValue) calendar (\(found.firstDay) does)"
      )
    }
    let year = try container.decodeIfPresent(Int.self, forKey: .year)
    let month = try container.decodeIfPresent(Int.self, forKey: .month)
    let leap = try container.decodeIfPresent(Bool.self, forKey: .isLeapMonth)
    guard year ?? found.year == found.year, month ?? found.month == found.month,
      leap ?? found.isLeapMonth == found.isLeapMonth
    else {
      throw DecodingError.dataCorruptedError(
        forKey: .year, in: container,
        debugDescription:
          "the month starting \(firstDay) is year \(found.year) month \(found.month)\(found.isLeapMonth ? " (leap)" : ""), not what the JSON says"
      )
    }
    self = found
  }
}

extension Selection: Codable {
  private enum CodingKeys: String, CodingKey {
    case mode, allowsUnselectableDaysInRange, days, rangeStart, rangeEnd
  }

  /// Encodes the mode, the option and the selected days. The ``rules`` are code,
  /// not data: they are not encoded, and a decoded selection allows every day until given some
  /// (a ``CalendarViewState`` applies its plugins' rules to the selection it restores).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(mode, forKey: .mode)
    try container.encode(allowsUnselectableDaysInRange, forKey: .allowsUnselectableDaysInRange)
    try container.encode(storedDays, forKey: .days)
    try container.encodeIfPresent(lower, forKey: .rangeStart)
    try container.encodeIfPresent(upper, forKey: .rangeEnd)
  }

  /// Decodes a selection its mode could hold: ascending days without duplicates, at most one in
  /// single mode and at most the maximum in multiple mode; a range only in range and week mode,
  /// its end not before its start, and in week mode exactly one week from the first weekday.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let mode = try container.decode(Mode.self, forKey: .mode)
    let allows =
      try container.decodeIfPresent(Bool.self, forKey: .allowsUnselectableDaysInRange) ?? false
    let days = try container.decodeIfPresent([Day].self, forKey: .days) ?? []
    let lower = try container.decodeIfPresent(Day.self, forKey: .rangeStart)
    let upper = try container.decodeIfPresent(Day.self, forKey: .rangeEnd)
    func refuse(_ key: CodingKeys, _ reason: String) -> DecodingError {
      DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: reason)
    }
    guard zip(days, days.dropFirst()).allSatisfy({ $0 < $1 }) else {
      throw refuse(.days, "the days must be ascending, each once")
    }
    switch mode {
    case .single:
      guard days.count <= 1 else { throw refuse(.days, "a single selection holds one day") }
    case .multiple(let maximumCount):
      if let maximumCount {
        guard maximumCount >= 0 else {
          throw refuse(.mode, "a maximum count of \(maximumCount) is negative")
        }
        guard days.count <= maximumCount else {
          throw refuse(.days, "\(days.count) days exceed the maximum count \(maximumCount)")
        }
      }
    case .range, .week:
      guard days.isEmpty else { throw refuse(.days, "a range or week selection holds no days") }
    }
    switch mode {
    case .single, .multiple:
      guard lower == nil, upper == nil else {
        throw refuse(.rangeStart, "only range and week selections hold a range")
      }
    case .range:
      guard upper == nil || lower != nil else {
        throw refuse(.rangeEnd, "a range end without a start")
      }
      if let lower, let upper, upper < lower {
        throw refuse(.rangeEnd, "the range ends (\(upper)) before it starts (\(lower))")
      }
    case .week(let firstWeekday):
      if lower != nil || upper != nil {
        guard let lower, let upper, lower.weekday == firstWeekday,
          lower.distance(to: upper) == 6
        else {
          throw refuse(.rangeEnd, "a week selection is seven days from \(firstWeekday)")
        }
      }
    }
    self.init(mode, allowsUnselectableDaysInRange: allows)
    self.storedDays = days
    self.lower = lower
    self.upper = upper
  }
}
