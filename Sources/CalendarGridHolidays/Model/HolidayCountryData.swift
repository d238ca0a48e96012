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
  /// The last Gregorian year the published lists (``oneOff``, ``workdays``,
  /// ``islamicMonthStarts``, ``decisions`` and ``HolidayDate/published(_:)`` dates) cover; nil
  /// when the country has none.
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
  /// The days Islamic months began in the country by sighting or announcement, where they
  /// differ from the calendar a rule names.
  public var islamicMonthStarts: [IslamicMonthStart] = []
  /// The weekends the country kept before ``weekend``, each until its last day, in order.
  public var earlierWeekends: [EarlierWeekend] = []
  /// The years in which a decision gave a holiday other days than its rule.
  public var decisions: [HolidayDecision] = []

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

  /// A country's holiday data whose Islamic months began on announced days, whose weekend
  /// changed, or whose government decided a holiday's days for a year.
  public init(
    country: String, legalBasis: String = "", sources: [String] = [], languages: [String],
    weekend: [Weekday] = [.saturday, .sunday], knownUntil: Int? = nil,
    observedName: [String: String] = [:], holidays: [HolidayRule] = [],
    betweenHolidays: BetweenHolidaysRule? = nil, oneOff: [OneOffHoliday] = [],
    workdays: [MovedWorkday] = [], islamicMonthStarts: [IslamicMonthStart],
    earlierWeekends: [EarlierWeekend] = [], decisions: [HolidayDecision] = []
  ) {
    self.init(
      country: country, legalBasis: legalBasis, sources: sources, languages: languages,
      weekend: weekend, knownUntil: knownUntil, observedName: observedName, holidays: holidays,
      betweenHolidays: betweenHolidays, oneOff: oneOff, workdays: workdays)
    self.islamicMonthStarts = islamicMonthStarts
    self.earlierWeekends = earlierWeekends
    self.decisions = decisions
  }

  /// This data with an app's own data merged in: its rules, one-off days, workdays, month
  /// starts and decisions are added; a newer `knownUntil` and names of observed days in further
  /// languages are taken. The weekends stay this data's.
  public func merging(_ other: HolidayCountryData) -> HolidayCountryData {
    var merged = self
    merged.holidays += other.holidays
    merged.oneOff += other.oneOff
    merged.workdays += other.workdays
    merged.islamicMonthStarts += other.islamicMonthStarts
    merged.decisions += other.decisions
    if let until = other.knownUntil { merged.knownUntil = max(knownUntil ?? until, until) }
    merged.observedName.merge(other.observedName) { own, _ in own }
    for language in other.languages where !merged.languages.contains(language) {
      merged.languages.append(language)
    }
    if merged.betweenHolidays == nil { merged.betweenHolidays = other.betweenHolidays }
    return merged
  }

  /// The problems that make the data unusable, each as (field path, what was expected); empty
  /// when the data is valid. ``HolidayCalendar`` refuses data with a problem, naming the first
  /// in ``HolidayError/invalidData(country:field:expected:)``.
  ///
  /// Beyond the ranges docs/holiday-data.md gives for each field: every name is in a language
  /// of ``languages`` and at most ``nameLimit`` UTF-8 bytes, ids are at most ``idLimit``; rules
  /// that share an id have years that do not overlap; a Chinese or Dangi month is 1...12 (a
  /// leap month by `leap`), a Hebrew one 1...13 and never `leap`, an Islamic one 1...12 and
  /// never `leap`; one-off days, workdays, published dates and month starts lie in
  /// `Day.supportedRange`; no one-off day and id, published date or Islamic month is given
  /// twice; a rule publishes at most ``PublishedDates/limit`` dates; a decision names a rule
  /// that applies in its year, gives at most ``HolidayDecision/limit`` days, all in that year,
  /// and is the only one for its id and year; ``knownUntil`` is at least the last year of the
  /// published dates, month starts and decisions. ``HolidayCalendar`` also checks
  /// that each month start lies within ``IslamicMonthStart/tolerance`` days of the calculated
  /// one.
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
    for (language, pattern) in observedName.sorted(by: { $0.key < $1.key }) {
      check(
        pattern.utf8.count <= Self.nameLimit, "observedName.\(language)",
        "a name of at most \(Self.nameLimit) UTF-8 bytes")
    }
    func checkNames(_ names: [String: String], _ field: String) {
      check(names["en"].map { !$0.isEmpty } ?? false, "\(field).names", "an English name")
      for (language, name) in names.sorted(by: { $0.key < $1.key }) {
        check(
          languages.contains(language), "\(field).names.\(language)",
          "a language listed in languages (\(languages.joined(separator: ", ")))")
        check(
          name.utf8.count <= Self.nameLimit, "\(field).names.\(language)",
          "a name of at most \(Self.nameLimit) UTF-8 bytes")
      }
    }
    func checkID(_ id: String, _ field: String) {
      check(
        !id.isEmpty && id.utf8.count <= Self.idLimit
          && id.utf8.allSatisfy { Self.idBytes.contains($0) },
        "\(field).id", "a kebab-case id (a-z, 0-9, -) of 1 to \(Self.idLimit) characters")
    }
    func checkYears(_ years: HolidayYears?, _ field: String) {
      if let years, let from = years.from, let until = years.until {
        check(from <= until, "\(field).years", "[from, until] with from <= until")
      }
    }
    func checkDay(_ day: Day, _ field: String) {
      check(
        Day.supportedRange.contains(day), field,
        "a day in \(Day.supportedRange.lowerBound)...\(Day.supportedRange.upperBound)")
    }
    // The published lists must lie within knownUntil: a year past it is one the lists do not
    // cover, and a strict query for it throws rather than silently give no day.
    func checkKnownUntil(_ day: Day, _ field: String) {
      let year = day.gregorian.year
      check(
        knownUntil.map { $0 >= year } ?? false, "knownUntil",
        "a year no earlier than \(year), the last year \(field) lists")
    }
    func checkPublished(_ published: PublishedDates, _ field: String) {
      check(!published.source.isEmpty, "\(field).source", "the primary source of the dates")
      check(
        (1...PublishedDates.limit).contains(published.dates.count), "\(field).dates",
        "1 to \(PublishedDates.limit) dates")
      var seen = Set<Day>()
      for (index, day) in published.dates.prefix(PublishedDates.limit).enumerated() {
        checkDay(day, "\(field).dates[\(index)]")
        check(
          seen.insert(day).inserted, "\(field).dates[\(index)]", "a day not listed before (\(day))")
      }
      if let last = seen.max(), Day.supportedRange.contains(last) { checkKnownUntil(last, field) }
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
        check((-200...200).contains(offset), "\(field).date", "an offset of -200...200 days")
      case .lunar(let lunar):
        check(
          LunarDate.calendars.contains(lunar.calendar), "\(field).date.lunar.calendar",
          "one of \(LunarDate.calendars.map(\.rawValue).joined(separator: ", "))")
        // Hebrew months are numbered 1...13 with Adar I (6) in leap years only; Chinese, Dangi
        // and Vietnamese months 1...12, a leap month marked by `leap`; Islamic months 1...12,
        // with no leap month.
        let hebrew = lunar.calendar == .hebrew
        check(
          (1...(hebrew ? 13 : 12)).contains(lunar.month), "\(field).date.lunar.month",
          hebrew ? "a month 1...13" : "a month 1...12")
        check(
          !(hebrew && lunar.leap), "\(field).date.lunar.leap",
          "false: the Hebrew calendar's leap month is month 6 (Adar I)")
        check(
          !(lunar.isIslamic && lunar.leap), "\(field).date.lunar.leap",
          "false: the Islamic calendars have no leap month")
        check((1...30).contains(lunar.day), "\(field).date.lunar.day", "a day 1...30")
        check(
          (-200...200).contains(lunar.offset), "\(field).date.lunar.offset", "-200...200 days")
      case .solarLongitude(let degrees, let hours):
        check(
          degrees % 15 == 0 && (0..<360).contains(degrees), "\(field).date.solarLongitude.degrees",
          "a multiple of 15 in 0...345")
        check(abs(hours) <= 18, "\(field).date.solarLongitude.utcOffsetHours", "-18...18")
      case .published(let published):
        checkPublished(published, "\(field).date.published")
      }
      for (weekday, days) in rule.move ?? [:] {
        check((-7...7).contains(days), "\(field).move.\(weekday.name)", "-7...7 days")
      }
    }
    // Rules that share an id are one holiday whose rule the law changed: their years may not
    // overlap, or the holiday would be given twice.
    var byID: [String: [(index: Int, years: HolidayYears?)]] = [:]
    for (index, rule) in holidays.enumerated() where rule.regions == nil {
      byID[rule.id, default: []].append((index, rule.years))
    }
    for (id, rules) in byID.sorted(by: { $0.key < $1.key }) where rules.count > 1 {
      let spans = rules.map {
        (index: $0.index, from: $0.years?.from ?? .min, until: $0.years?.until ?? .max)
      }
      .sorted { $0.from < $1.from }
      for (earlier, later) in zip(spans, spans.dropFirst()) where later.from <= earlier.until {
        check(
          false, "holidays[\(later.index)].years",
          "years that do not overlap those of holidays[\(earlier.index)], which has the same id '\(id)'"
        )
      }
    }
    if let between = betweenHolidays {
      checkID(between.id, "betweenHolidays")
      checkNames(between.names, "betweenHolidays")
      checkYears(between.years, "betweenHolidays")
    }
    var published = Set<OneOffKey>()
    for (index, day) in oneOff.enumerated() {
      checkID(day.id, "oneOff[\(index)]")
      checkNames(day.names, "oneOff[\(index)]")
      checkDay(day.date, "oneOff[\(index)].date")
      check(!day.source.isEmpty, "oneOff[\(index)].source", "the decree or gazette")
      check(
        published.insert(OneOffKey(date: day.date, id: day.id)).inserted, "oneOff[\(index)]",
        "one entry per day and id (\(day.date) \(day.id) is given twice)")
    }
    var months = Set<Int>()
    for (index, start) in islamicMonthStarts.enumerated() {
      let field = "islamicMonthStarts[\(index)]"
      check(
        IslamicMonthStart.years.contains(start.year), "\(field).month",
        "a Hijri year \(IslamicMonthStart.years.lowerBound)...\(IslamicMonthStart.years.upperBound)"
      )
      check((1...12).contains(start.month), "\(field).month", "a Hijri month 1...12")
      check(!start.source.isEmpty, "\(field).source", "the announcement or decree")
      checkDay(start.start, "\(field).start")
      if IslamicMonthStart.years.contains(start.year), (1...12).contains(start.month) {
        check(
          months.insert(start.year * 12 + start.month).inserted, "\(field).month",
          "a month not given before (\(start.year)-\(start.month))")
      }
    }
    if let last = islamicMonthStarts.map(\.start).filter(Day.supportedRange.contains).max() {
      checkKnownUntil(last, "islamicMonthStarts")
    }
    var decided = Set<DecisionKey>()
    // The national rules' years by id, so that each decision is one lookup, not a scan of every
    // rule.
    var ruleYears: [String: [HolidayYears?]] = [:]
    for rule in holidays where rule.regions == nil {
      ruleYears[rule.id, default: []].append(rule.years)
    }
    for (index, decision) in decisions.enumerated() {
      let field = "decisions[\(index)]"
      check(
        ruleYears[decision.id]?.contains { $0?.contains(decision.year) ?? true } ?? false,
        "\(field).id", "the id of a rule that applies in \(decision.year)")
      check(
        Day.supportedGregorianYears.contains(decision.year), "\(field).year",
        "a year in \(Day.supportedGregorianYears.lowerBound)...\(Day.supportedGregorianYears.upperBound)"
      )
      check(!decision.source.isEmpty, "\(field).source", "the decree or announcement")
      check(
        decision.dates != nil || decision.observed != nil, field, "dates, observed days or both")
      if let dates = decision.dates, let observed = decision.observed {
        check(
          Set(dates).isDisjoint(with: observed), "\(field).observed",
          "days other than the holiday's own dates")
      }
      // Observed days stand for the holiday's days: a holiday not given has none.
      check(
        decision.dates != [] || (decision.observed ?? []).isEmpty, "\(field).observed",
        "no observed days for a holiday whose dates are empty")
      // Observed days may cross New Year (New Year's Eve's substitute in January). A year
      // outside the supported ones is refused above, and its neighbours could overflow.
      let supportedYear = Day.supportedGregorianYears.contains(decision.year)
      let lists =
        !supportedYear
        ? []
        : [
          ("dates", decision.dates, decision.year...decision.year),
          ("observed", decision.observed, (decision.year - 1)...(decision.year + 1)),
        ]
      for (key, days, years) in lists {
        guard let days else { continue }
        check(
          days.count <= HolidayDecision.limit, "\(field).\(key)",
          "at most \(HolidayDecision.limit) days")
        var seen = Set<Day>()
        for (dayIndex, day) in days.prefix(HolidayDecision.limit).enumerated() {
          check(
            Day.supportedRange.contains(day) && years.contains(day.gregorian.year),
            "\(field).\(key)[\(dayIndex)]",
            years.count == 1
              ? "a day of \(decision.year)"
              : "a day of \(years.lowerBound)...\(years.upperBound)")
          check(
            seen.insert(day).inserted, "\(field).\(key)[\(dayIndex)]",
            "a day not listed before (\(day))")
        }
      }
      check(
        decided.insert(DecisionKey(id: decision.id, year: decision.year)).inserted, field,
        "one decision per id and year (\(decision.id) in \(decision.year) is given twice)")
    }
    if let last = decisions.map(\.year).filter(Day.supportedGregorianYears.contains).max() {
      check(
        knownUntil.map { $0 >= last } ?? false, "knownUntil",
        "a year no earlier than \(last), the last year decisions lists")
    }
    var previous: Day?
    for (index, earlier) in earlierWeekends.enumerated() {
      let field = "earlierWeekends[\(index)]"
      checkDay(earlier.until, "\(field).until")
      check(Set(earlier.weekend).count < 7, "\(field).weekend", "fewer than seven weekdays")
      if let previous {
        check(
          previous < earlier.until, "\(field).until", "a day after \(previous), the one before it")
      }
      previous = earlier.until
    }
    for (index, day) in workdays.enumerated() {
      check(!day.source.isEmpty, "workdays[\(index)].source", "the decree or notice")
      checkDay(day.date, "workdays[\(index)].date")
      let kept = earlierWeekends.first { day.date <= $0.until }?.weekend ?? weekend
      check(kept.contains(day.date.weekday), "workdays[\(index)].date", "a weekend day")
    }
    return found
  }
}

extension HolidayCountryData {
  /// The longest id, in UTF-8 bytes: ids are keys, not text.
  public static let idLimit = 100
  /// The longest name (and ``observedName`` pattern), in UTF-8 bytes: a name is shown in a
  /// grid cell or a legend, and an observed day's name is made afresh for every year.
  public static let nameLimit = 1_000

  /// The bytes of a kebab-case id.
  private static let idBytes = Set(Array("abcdefghijklmnopqrstuvwxyz0123456789-".utf8))

  private struct OneOffKey: Hashable {
    let date: Day
    let id: String
  }

  struct DecisionKey: Hashable {
    let id: String
    let year: Int
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
