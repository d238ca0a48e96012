import CalendarGridCore

/// A country's holidays as its law gives them: rules over calendars, plus the days published
/// one by one. The `Codable` form is a `Data/holidays/<CC>.json` file (docs/holiday-data.md).
public struct HolidayCountryData: Hashable, Sendable {
  /// The ISO 3166-1 alpha-2 code (`JP`).
  public var country: String
  /// The law the holidays come from.
  public var legalBasis: String
  /// Where the law and the published lists are.
  public var sources: [String]
  /// The languages every name is given in, the country's own first; `en` is always present.
  public var languages: [String]
  /// The weekly days off.
  public var weekend: [Weekday]
  /// The last Gregorian year the published lists (``oneOff``, ``workdays``) cover; nil when the
  /// country has none.
  public var knownUntil: Int?
  /// Per language, the name of an observed day; `{name}` stands for the holiday's name.
  public var observedName: [String: String]
  /// The rule-based holidays.
  public var holidays: [HolidayRule]
  /// Days between two holidays that become holidays themselves.
  public var betweenHolidays: BetweenHolidaysRule?
  /// Days declared one by one.
  public var oneOff: [OneOffHoliday]
  /// Weekend days that are working days.
  public var workdays: [MovedWorkday]

  /// A country's holiday data.
  public init(
    country: String, legalBasis: String = "", sources: [String] = [], languages: [String],
    weekend: [Weekday] = [.saturday, .sunday], knownUntil: Int? = nil,
    observedName: [String: String] = [:], holidays: [HolidayRule] = [],
    betweenHolidays: BetweenHolidaysRule? = nil, oneOff: [OneOffHoliday] = [],
    workdays: [MovedWorkday] = []
  ) {
    self.country = country
    self.legalBasis = legalBasis
    self.sources = sources
    self.languages = languages
    self.weekend = weekend
    self.knownUntil = knownUntil
    self.observedName = observedName
    self.holidays = holidays
    self.betweenHolidays = betweenHolidays
    self.oneOff = oneOff
    self.workdays = workdays
  }

  /// This data with an app's own data merged in: its rules, one-off days and workdays are
  /// added; a newer `knownUntil` and names of observed days in further languages are taken.
  public func merging(_ other: HolidayCountryData) -> HolidayCountryData {
    var merged = self
    merged.holidays += other.holidays
    merged.oneOff += other.oneOff
    merged.workdays += other.workdays
    if let until = other.knownUntil { merged.knownUntil = max(knownUntil ?? until, until) }
    merged.observedName.merge(other.observedName) { own, _ in own }
    for language in other.languages where !merged.languages.contains(language) {
      merged.languages.append(language)
    }
    if merged.betweenHolidays == nil { merged.betweenHolidays = other.betweenHolidays }
    return merged
  }

  /// The problems that make the data unusable, each as (field path, what was expected); empty
  /// when the data is valid.
  public func problems() -> [(field: String, expected: String)] {
    // Ranges, not `abs`: a decoded `Int.min` must be reported, not trap.
    var found: [(String, String)] = []
    func check(_ ok: Bool, _ field: String, _ expected: String) {
      if !ok { found.append((field, expected)) }
    }
    check(
      country.count == 2 && country.allSatisfy { $0.isASCII && $0.isUppercase }, "country",
      "two upper-case letters (ISO 3166-1 alpha-2)")
    check(languages.contains("en"), "languages", "a list that contains en")
    check(Set(weekend).count < 7, "weekend", "fewer than seven weekdays")
    func checkNames(_ names: [String: String], _ field: String) {
      check(names["en"].map { !$0.isEmpty } ?? false, "\(field).names", "an English name")
    }
    func checkID(_ id: String, _ field: String) {
      check(
        !id.isEmpty
          && id.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" },
        "\(field).id", "a kebab-case id (a-z, 0-9, -)")
    }
    func checkYears(_ years: HolidayYears?, _ field: String) {
      if let years, let from = years.from, let until = years.until {
        check(from <= until, "\(field).years", "[from, until] with from <= until")
      }
    }
    for (index, rule) in holidays.enumerated() {
      let field = "holidays[\(index)]"
      checkID(rule.id, field)
      checkNames(rule.names, field)
      checkYears(rule.years, field)
      checkYears(rule.observed?.years, "\(field).observed")
      switch rule.date {
      case .fixed(let month, let day), .weekdayOnOrAfter(let month, let day, _),
        .weekdayOnOrBefore(let month, let day, _):
        check((1...12).contains(month), "\(field).date.month", "a month 1...12")
        check((1...31).contains(day), "\(field).date.day", "a day 1...31")
      case .nthWeekday(let month, _, let n):
        check((1...12).contains(month), "\(field).date.month", "a month 1...12")
        check((1...5).contains(n) || n == -1, "\(field).date.n", "1...5 or -1")
      case .easter(let offset), .orthodoxEaster(let offset):
        check((-200...200).contains(offset), "\(field).date", "an offset of at most 200 days")
      case .lunar(let lunar):
        check(
          [.chinese, .dangi, .hebrew].contains(lunar.calendar), "\(field).date.lunar.calendar",
          "chinese, dangi or hebrew")
        check((1...13).contains(lunar.month), "\(field).date.lunar.month", "a month 1...13")
        check((1...30).contains(lunar.day), "\(field).date.lunar.day", "a day 1...30")
        check((-200...200).contains(lunar.offset), "\(field).date.lunar.offset", "at most 200 days")
      case .solarLongitude(let degrees, let hours):
        check(
          degrees % 15 == 0 && (0..<360).contains(degrees), "\(field).date.solarLongitude.degrees",
          "a multiple of 15 in 0...345")
        check(abs(hours) <= 18, "\(field).date.solarLongitude.utcOffsetHours", "-18...18")
      }
      for (weekday, days) in rule.move ?? [:] {
        check((-7...7).contains(days), "\(field).move.\(weekday.name)", "-7...7 days")
      }
    }
    if let between = betweenHolidays {
      checkID(between.id, "betweenHolidays")
      checkNames(between.names, "betweenHolidays")
    }
    for (index, day) in oneOff.enumerated() {
      checkID(day.id, "oneOff[\(index)]")
      checkNames(day.names, "oneOff[\(index)]")
      check(!day.source.isEmpty, "oneOff[\(index)].source", "the decree or gazette")
    }
    for (index, day) in workdays.enumerated() {
      check(!day.source.isEmpty, "workdays[\(index)].source", "the decree or notice")
      check(weekend.contains(day.date.weekday), "workdays[\(index)].date", "a weekend day")
    }
    return found
  }
}

extension Weekday {
  /// The lower-case English name the data format uses (`saturday`).
  var name: String {
    ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"][rawValue - 1]
  }

  /// A weekday from its lower-case English name.
  init?(name: String) {
    guard let weekday = Weekday.allCases.first(where: { $0.name == name }) else { return nil }
    self = weekday
  }
}
