import CalendarGridCore

// The JSON shapes of a country file's other entries and of the file itself
// (docs/holiday-data.md), refused as strictly as the rules' (HolidayRule+Codable.swift).

extension BetweenHolidaysRule: Codable {
  private enum Keys: String, CodingKey, CaseIterable { case id, names, years, except }

  public init(from decoder: any Decoder) throws {
    try refuseUnknownKeys(decoder, Keys.self)
    let c = try decoder.container(keyedBy: Keys.self)
    var except: [Weekday] = []
    for name in try c.decodeIfPresent([String].self, forKey: .except) ?? [] {
      except.append(try weekday(name, c, path: c.codingPath + [Keys.except]))
    }
    self.init(
      id: try c.decode(String.self, forKey: .id),
      names: try c.decode([String: String].self, forKey: .names),
      years: try c.decodeIfPresent(HolidayYears.self, forKey: .years), except: except)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    try c.encode(id, forKey: .id)
    try c.encode(names, forKey: .names)
    try c.encodeIfPresent(years, forKey: .years)
    try c.encode(except.map(\.name), forKey: .except)
  }
}

extension OneOffHoliday: Codable {
  private enum Keys: String, CodingKey, CaseIterable {
    case date, id, names, source, category, dayOff
  }

  public init(from decoder: any Decoder) throws {
    try refuseUnknownKeys(decoder, Keys.self)
    let c = try decoder.container(keyedBy: Keys.self)
    self.init(
      date: try c.decode(Day.self, forKey: .date), id: try c.decode(String.self, forKey: .id),
      names: try c.decode([String: String].self, forKey: .names),
      source: try c.decode(String.self, forKey: .source),
      category: try c.decodeIfPresent(HolidayCategory.self, forKey: .category) ?? .public,
      dayOff: try c.decodeIfPresent(Bool.self, forKey: .dayOff) ?? true)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    try c.encode(date, forKey: .date)
    try c.encode(id, forKey: .id)
    try c.encode(names, forKey: .names)
    try c.encode(source, forKey: .source)
    try c.encode(category, forKey: .category)
    try c.encode(dayOff, forKey: .dayOff)
  }
}

extension MovedWorkday: Codable {
  private enum Keys: String, CodingKey, CaseIterable { case date, source }

  public init(from decoder: any Decoder) throws {
    try refuseUnknownKeys(decoder, Keys.self)
    let c = try decoder.container(keyedBy: Keys.self)
    self.init(
      date: try c.decode(Day.self, forKey: .date),
      source: try c.decode(String.self, forKey: .source))
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    try c.encode(date, forKey: .date)
    try c.encode(source, forKey: .source)
  }
}

extension HolidayCountryData: Codable {
  private enum Keys: String, CodingKey, CaseIterable {
    case country, legalBasis, sources, languages, weekend, knownUntil, observedName, holidays
    case betweenHolidays, oneOff, workdays, islamicMonthStarts, earlierWeekends, decisions
  }

  public init(from decoder: any Decoder) throws {
    try refuseUnknownKeys(decoder, Keys.self)
    let c = try decoder.container(keyedBy: Keys.self)
    var weekend: [Weekday] = []
    for name in try c.decodeIfPresent([String].self, forKey: .weekend) ?? ["saturday", "sunday"] {
      weekend.append(try weekday(name, c, path: c.codingPath + [Keys.weekend]))
    }
    self.init(
      country: try c.decode(String.self, forKey: .country),
      legalBasis: try c.decodeIfPresent(String.self, forKey: .legalBasis) ?? "",
      sources: try c.decodeIfPresent([String].self, forKey: .sources) ?? [],
      languages: try c.decode([String].self, forKey: .languages), weekend: weekend,
      knownUntil: try c.decodeIfPresent(Int.self, forKey: .knownUntil),
      observedName: try c.decodeIfPresent([String: String].self, forKey: .observedName) ?? [:],
      holidays: try c.decodeIfPresent([HolidayRule].self, forKey: .holidays) ?? [],
      betweenHolidays: try c.decodeIfPresent(BetweenHolidaysRule.self, forKey: .betweenHolidays),
      oneOff: try c.decodeIfPresent([OneOffHoliday].self, forKey: .oneOff) ?? [],
      workdays: try c.decodeIfPresent([MovedWorkday].self, forKey: .workdays) ?? [],
      islamicMonthStarts: try c.decodeIfPresent(
        [IslamicMonthStart].self, forKey: .islamicMonthStarts) ?? [],
      earlierWeekends: try c.decodeIfPresent([EarlierWeekend].self, forKey: .earlierWeekends)
        ?? [],
      decisions: try c.decodeIfPresent([HolidayDecision].self, forKey: .decisions) ?? [])
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    try c.encode(country, forKey: .country)
    try c.encode(legalBasis, forKey: .legalBasis)
    try c.encode(sources, forKey: .sources)
    try c.encode(languages, forKey: .languages)
    try c.encode(weekend.map(\.name), forKey: .weekend)
    try c.encode(knownUntil, forKey: .knownUntil)
    try c.encode(observedName, forKey: .observedName)
    try c.encode(holidays, forKey: .holidays)
    try c.encode(betweenHolidays, forKey: .betweenHolidays)
    try c.encode(oneOff, forKey: .oneOff)
    try c.encode(workdays, forKey: .workdays)
    if !islamicMonthStarts.isEmpty {
      try c.encode(islamicMonthStarts, forKey: .islamicMonthStarts)
    }
    if !earlierWeekends.isEmpty { try c.encode(earlierWeekends, forKey: .earlierWeekends) }
    if !decisions.isEmpty { try c.encode(decisions, forKey: .decisions) }
  }
}
