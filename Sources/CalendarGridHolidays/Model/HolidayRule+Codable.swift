import CalendarGridCore

// The JSON shapes of docs/holiday-data.md. Decoding refuses what the format does not allow (a
// date with no key or two, an unknown weekday, a key the format does not have, so that a typo
// such as `dayof` cannot silently leave a default) with the path of the field in the error.

/// Any key of a JSON object, to find the keys a shape does not have.
struct AnyKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

/// Throws when the object at `decoder` has a key `Keys` lacks.
func refuseUnknownKeys<Keys: CodingKey & CaseIterable>(
  _ decoder: any Decoder, _ keys: Keys.Type
) throws {
  try refuseUnknownKeys(decoder.container(keyedBy: AnyKey.self), keys)
}

func refuseUnknownKeys<Keys: CodingKey & CaseIterable>(
  _ container: KeyedDecodingContainer<AnyKey>, _ keys: Keys.Type
) throws {
  for key in container.allKeys where Keys(stringValue: key.stringValue) == nil {
    let known = Keys.allCases.map(\.stringValue).joined(separator: ", ")
    throw DecodingError.dataCorrupted(
      .init(
        codingPath: container.codingPath + [key],
        debugDescription: "unknown key '\(key.stringValue.prefix(100))'; expected one of \(known)"))
  }
}

func weekday(_ name: String, _ container: some Any, path: [any CodingKey]) throws
  -> Weekday
{
  guard let weekday = Weekday(name: name) else {
    throw DecodingError.dataCorrupted(
      .init(
        codingPath: path,
        debugDescription: "expected a lower-case English weekday name, got '\(name)'"))
  }
  return weekday
}

extension HolidayYears: Codable {
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let from = try container.decodeNil() ? nil : try container.decode(Int.self)
    let until = try container.decodeNil() ? nil : try container.decode(Int.self)
    guard container.isAtEnd else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected [from, until]: two years or nulls")
    }
    self.init(from, until)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    if let from { try container.encode(from) } else { try container.encodeNil() }
    if let until { try container.encode(until) } else { try container.encodeNil() }
  }
}

extension HolidayRule: Codable {
  private enum Keys: String, CodingKey, CaseIterable {
    case id, names, date, years, category, dayOff, move, observed, group, regions
  }

  public init(from decoder: any Decoder) throws {
    try refuseUnknownKeys(decoder, Keys.self)
    let c = try decoder.container(keyedBy: Keys.self)
    var move: [Weekday: Int]?
    if let raw = try c.decodeIfPresent([String: Int].self, forKey: .move) {
      move = [:]
      for (name, days) in raw {
        move?[try weekday(name, c, path: c.codingPath + [Keys.move])] = days
      }
    }
    self.init(
      id: try c.decode(String.self, forKey: .id),
      names: try c.decode([String: String].self, forKey: .names),
      date: try c.decode(HolidayDate.self, forKey: .date),
      years: try c.decodeIfPresent(HolidayYears.self, forKey: .years),
      category: try c.decodeIfPresent(HolidayCategory.self, forKey: .category) ?? .public,
      dayOff: try c.decodeIfPresent(Bool.self, forKey: .dayOff) ?? true,
      move: move,
      observed: try c.decodeIfPresent(ObservedRule.self, forKey: .observed),
      group: try c.decodeIfPresent(String.self, forKey: .group),
      regions: try c.decodeIfPresent([String].self, forKey: .regions))
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    try c.encode(id, forKey: .id)
    try c.encode(names, forKey: .names)
    try c.encode(date, forKey: .date)
    try c.encodeIfPresent(years, forKey: .years)
    if category != .public { try c.encode(category, forKey: .category) }
    if !dayOff { try c.encode(dayOff, forKey: .dayOff) }
    if let move {
      try c.encode(
        Dictionary(uniqueKeysWithValues: move.map { ($0.key.name, $0.value) }), forKey: .move)
    }
    try c.encodeIfPresent(observed, forKey: .observed)
    try c.encodeIfPresent(group, forKey: .group)
    try c.encodeIfPresent(regions, forKey: .regions)
  }
}

extension HolidayDate: Codable {
  private enum Keys: String, CodingKey, CaseIterable {
    case fixed, nthWeekday, weekdayOnOrAfter, weekdayOnOrBefore, easter, orthodoxEaster, lunar
    case solarLongitude, published
  }
  private enum Fields: String, CodingKey, CaseIterable {
    case month, day, weekday, n, degrees, utcOffsetHours
  }

  public init(from decoder: any Decoder) throws {
    try refuseUnknownKeys(decoder, Keys.self)
    let c = try decoder.container(keyedBy: Keys.self)
    guard c.allKeys.count == 1, let key = c.allKeys.first else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: c.codingPath,
          debugDescription:
            "expected exactly one of \(Keys.allCases.map(\.rawValue).joined(separator: ", "))"
        ))
    }
    if key != .fixed, key != .easter, key != .orthodoxEaster, key != .lunar, key != .published {
      // The fields each key takes are checked below; a field no key takes is refused here.
      try refuseUnknownKeys(c.nestedContainer(keyedBy: AnyKey.self, forKey: key), Fields.self)
    }
    switch key {
    case .fixed:
      var pair = try c.nestedUnkeyedContainer(forKey: .fixed)
      self = .fixed(month: try pair.decode(Int.self), day: try pair.decode(Int.self))
      guard pair.isAtEnd else {
        throw DecodingError.dataCorruptedError(
          in: pair, debugDescription: "expected [month, day]: two numbers")
      }
    case .nthWeekday:
      let f = try c.nestedContainer(keyedBy: Fields.self, forKey: key)
      self = .nthWeekday(
        month: try f.decode(Int.self, forKey: .month),
        weekday: try weekday(f.decode(String.self, forKey: .weekday), f, path: f.codingPath),
        n: try f.decode(Int.self, forKey: .n))
    case .weekdayOnOrAfter, .weekdayOnOrBefore:
      let f = try c.nestedContainer(keyedBy: Fields.self, forKey: key)
      let month = try f.decode(Int.self, forKey: .month)
      let day = try f.decode(Int.self, forKey: .day)
      let wd = try weekday(f.decode(String.self, forKey: .weekday), f, path: f.codingPath)
      self =
        key == .weekdayOnOrAfter
        ? .weekdayOnOrAfter(month: month, day: day, weekday: wd)
        : .weekdayOnOrBefore(month: month, day: day, weekday: wd)
    case .easter: self = .easter(try c.decode(Int.self, forKey: key))
    case .orthodoxEaster: self = .orthodoxEaster(try c.decode(Int.self, forKey: key))
    case .lunar: self = .lunar(try c.decode(LunarDate.self, forKey: key))
    case .solarLongitude:
      let f = try c.nestedContainer(keyedBy: Fields.self, forKey: key)
      self = .solarLongitude(
        degrees: try f.decode(Int.self, forKey: .degrees),
        utcOffsetHours: try f.decode(Double.self, forKey: .utcOffsetHours))
    case .published: self = .published(try c.decode(PublishedDates.self, forKey: key))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    switch self {
    case .fixed(let month, let day): try c.encode([month, day], forKey: .fixed)
    case .nthWeekday(let month, let wd, let n):
      var f = c.nestedContainer(keyedBy: Fields.self, forKey: .nthWeekday)
      try f.encode(month, forKey: .month)
      try f.encode(wd.name, forKey: .weekday)
      try f.encode(n, forKey: .n)
    case .weekdayOnOrAfter(let month, let day, let wd),
      .weekdayOnOrBefore(let month, let day, let wd):
      let key: Keys =
        if case .weekdayOnOrAfter = self { .weekdayOnOrAfter } else { .weekdayOnOrBefore }
      var f = c.nestedContainer(keyedBy: Fields.self, forKey: key)
      try f.encode(month, forKey: .month)
      try f.encode(day, forKey: .day)
      try f.encode(wd.name, forKey: .weekday)
    case .easter(let offset): try c.encode(offset, forKey: .easter)
    case .orthodoxEaster(let offset): try c.encode(offset, forKey: .orthodoxEaster)
    case .lunar(let lunar): try c.encode(lunar, forKey: .lunar)
    case .solarLongitude(let degrees, let hours):
      var f = c.nestedContainer(keyedBy: Fields.self, forKey: .solarLongitude)
      try f.encode(degrees, forKey: .degrees)
      try f.encode(hours, forKey: .utcOffsetHours)
    case .published(let published): try c.encode(published, forKey: .published)
    }
  }
}

extension LunarDate: Codable {
  private enum Keys: String, CodingKey, CaseIterable { case calendar, month, day, leap, offset }

  public init(from decoder: any Decoder) throws {
    try refuseUnknownKeys(decoder, Keys.self)
    let c = try decoder.container(keyedBy: Keys.self)
    let name = try c.decode(String.self, forKey: .calendar)
    guard let calendar = CalendarIdentifier(rawValue: name), LunarDate.calendars.contains(calendar)
    else {
      let known = LunarDate.calendars.map(\.rawValue).joined(separator: ", ")
      throw DecodingError.dataCorruptedError(
        forKey: .calendar, in: c,
        debugDescription: "expected one of \(known), got '\(name.prefix(100))'")
    }
    self.init(
      calendar: calendar, month: try c.decode(Int.self, forKey: .month),
      day: try c.decode(Int.self, forKey: .day),
      leap: try c.decodeIfPresent(Bool.self, forKey: .leap) ?? false,
      offset: try c.decodeIfPresent(Int.self, forKey: .offset) ?? 0)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    try c.encode(calendar.rawValue, forKey: .calendar)
    try c.encode(month, forKey: .month)
    try c.encode(day, forKey: .day)
    if leap { try c.encode(leap, forKey: .leap) }
    if offset != 0 { try c.encode(offset, forKey: .offset) }
  }
}

extension PublishedDates: Codable {
  private enum Keys: String, CodingKey, CaseIterable { case source, dates }

  public init(from decoder: any Decoder) throws {
    try refuseUnknownKeys(decoder, Keys.self)
    let c = try decoder.container(keyedBy: Keys.self)
    // Counted before the days are decoded, so a huge list is refused before it is read.
    var list = try c.nestedUnkeyedContainer(forKey: .dates)
    if let count = list.count, count > PublishedDates.limit {
      throw DecodingError.dataCorruptedError(
        in: list, debugDescription: "expected at most \(PublishedDates.limit) dates, got \(count)")
    }
    var dates: [Day] = []
    while !list.isAtEnd { dates.append(try list.decode(Day.self)) }
    self.init(source: try c.decode(String.self, forKey: .source), dates: dates)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    try c.encode(source, forKey: .source)
    try c.encode(dates, forKey: .dates)
  }
}

extension ObservedRule: Codable {
  private enum Keys: String, CodingKey, CaseIterable { case when, to, weekdayTo, skip, years }

  public init(from decoder: any Decoder) throws {
    try refuseUnknownKeys(decoder, Keys.self)
    let c = try decoder.container(keyedBy: Keys.self)
    var triggers: [Trigger] = []
    for name in try c.decode([String].self, forKey: .when) {
      triggers.append(
        name == "holiday"
          ? .holiday : .weekday(try weekday(name, c, path: c.codingPath + [Keys.when])))
    }
    var weekdayTo: [Weekday: Direction] = [:]
    for (name, direction) in try c.decodeIfPresent([String: Direction].self, forKey: .weekdayTo)
      ?? [:]
    {
      weekdayTo[try weekday(name, c, path: c.codingPath + [Keys.weekdayTo])] = direction
    }
    self.init(
      when: triggers, to: try c.decode(Direction.self, forKey: .to), weekdayTo: weekdayTo,
      skip: try c.decodeIfPresent(Set<Skip>.self, forKey: .skip) ?? Set(Skip.allCases),
      years: try c.decodeIfPresent(HolidayYears.self, forKey: .years))
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    try c.encode(
      when.map { trigger in
        switch trigger {
        case .holiday: "holiday"
        case .weekday(let wd): wd.name
        }
      }, forKey: .when)
    try c.encode(to, forKey: .to)
    if !weekdayTo.isEmpty {
      try c.encode(
        Dictionary(uniqueKeysWithValues: weekdayTo.map { ($0.key.name, $0.value) }),
        forKey: .weekdayTo)
    }
    try c.encode(Skip.allCases.filter(skip.contains), forKey: .skip)
    try c.encodeIfPresent(years, forKey: .years)
  }
}
