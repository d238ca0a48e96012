import CalendarGridCore
import CalendarGridSources

/// A country's public holidays for any year the calendars support, from its law as data.
///
/// ```swift
/// let japan = try HolidayCalendar(country: "JP")
/// for holiday in try japan.holidays(inYear: 2031) { print(holiday.day, holiday.name) }
/// ```
///
/// Rule-based days (fixed dates, weekdays of a month, Easter, lunar dates, equinoxes, observed
/// days) have no end year. Days a government publishes one by one (temporary holidays, moved
/// workdays) are known up to ``knownUntil``; ``holidays(inYear:strict:)`` with `strict: true`
/// refuses later years instead of answering with the rule-based days alone.
///
/// Names come from ``language`` when it is given; otherwise a grid's language when the country
/// has names in it (``HolidayCountryData/languages``), else English.
///
/// Each country's engine keeps its last 64 computed years (least recently used out), shared by
/// every calendar made for the same country and data source.
public struct HolidayCalendar: Sendable {
  /// The country's ISO 3166-1 alpha-2 code.
  public var country: String { engine.data.country }
  /// The language of names, or nil to follow the grid (then English).
  public let language: String?
  let engine: HolidayEngine

  /// The countries with built-in data, sorted.
  public static var countries: [String] { HolidayCountryData.builtIn.keys.sorted() }

  /// The built-in data of a country.
  ///
  /// - Throws: ``HolidayError/unknownCountry(_:known:)``.
  public static func data(for country: String) throws(HolidayError) -> HolidayCountryData {
    guard let data = HolidayCountryData.builtIn[country.uppercased()] else {
      throw .unknownCountry(country, known: countries)
    }
    return data
  }

  /// The holidays of a country with built-in data.
  ///
  /// - Parameters:
  ///   - country: An ISO 3166-1 alpha-2 code (``countries``), in either case.
  ///   - language: The language of names (`ja`, `en`); nil follows the grid, else English. A
  ///     holiday with no name in the language is named in English.
  ///   - source: Where the Chinese, Dangi and Hebrew months come from.
  /// - Throws: ``HolidayError/unknownCountry(_:known:)``; ``HolidayError/calendar(_:)`` when the
  ///   source lacks a calendar the country needs.
  public init(country: String, language: String? = nil, source: CalendarDataSource = .default)
    throws(HolidayError)
  {
    let data = try Self.data(for: country)
    self.language = language
    self.engine = try Self.sharedEngine(data: data, source: source)
  }

  /// A country's holidays with an app's own rules added (a holiday declared next week). The
  /// languages of the rules' names are added to the country's ``HolidayCountryData/languages``.
  ///
  /// - Throws: ``HolidayError/invalidData(country:field:expected:)`` when a rule has a problem
  ///   (``HolidayCountryData/problems()``), such as an id the country already uses in the same
  ///   years.
  public init(
    country: String, adding rules: [HolidayRule], language: String? = nil,
    source: CalendarDataSource = .default
  ) throws(HolidayError) {
    let base = try Self.data(for: country)
    var languages = ["en"]
    for rule in rules {
      for language in rule.names.keys.sorted() where !languages.contains(language) {
        languages.append(language)
      }
    }
    try self.init(
      country: country,
      adding: HolidayCountryData(country: base.country, languages: languages, holidays: rules),
      language: language, source: source)
  }

  /// A country's holidays with an app's own data merged in (rules, one-off days, workdays).
  ///
  /// - Throws: ``HolidayError/invalidData(country:field:expected:)`` when `data` is for another
  ///   country, or the merged data has a problem (``HolidayCountryData/problems()``).
  public init(
    country: String, adding data: HolidayCountryData, language: String? = nil,
    source: CalendarDataSource = .default
  ) throws(HolidayError) {
    let base = try Self.data(for: country)
    guard data.country == base.country else {
      throw .invalidData(
        country: data.country, field: "country", expected: "\(base.country), the country added to")
    }
    let merged = base.merging(data)
    self.language = language
    self.engine = try HolidayEngine(data: merged, source: source)
  }

  /// Holidays from data of the app's own (a country without built-in data, a company's days).
  public init(
    data: HolidayCountryData, language: String? = nil, source: CalendarDataSource = .default
  )
    throws(HolidayError)
  {
    self.language = language
    self.engine = try HolidayEngine(data: data, source: source)
  }

  /// The data the holidays come from.
  public var data: HolidayCountryData { engine.data }

  /// The last year the published one-off days and workdays cover; nil when the country has none.
  public var knownUntil: Int? { engine.data.knownUntil }

  /// The first year whose days are all in the data: the first year the published lists
  /// (``HolidayDate/published(_:)``) cover, for holidays that existed before their lists begin
  /// (their rule's years start earlier, or are open). Nil when no list leaves such a gap.
  ///
  /// India's festivals are listed from 2018: a grid of 2015 shows Republic Day but not Diwali,
  /// and ``holidays(inYear:strict:)`` with `strict: true` refuses 2015.
  public var knownFrom: Int? { engine.knownFrom }

  /// The Gregorian years holidays are computed for: those of the calendars and computations
  /// the rules use, less a year at each end for the neighbouring years observed days need.
  public var supportedYears: ClosedRange<Int> { engine.supportedYears }

  /// The holidays of a Gregorian year in every category, sorted by day: the rule-based days
  /// always, and the published days where they are known.
  ///
  /// - Throws: ``HolidayError/yearOutOfRange(year:country:supported:limit:)`` outside
  ///   ``supportedYears``.
  /// - Complexity: microseconds for a year not yet computed, a lookup for a cached one.
  public func holidays(inYear year: Int) throws(HolidayError) -> [Holiday] {
    try holidays(inYear: year, language: language ?? "en")
  }

  /// The holidays of a year; with `strict`, a year past ``knownUntil`` throws
  /// ``HolidayError/pastKnownUntil(year:country:knownUntil:)`` and a year before ``knownFrom``
  /// ``HolidayError/beforeKnownFrom(year:country:knownFrom:)``, instead of giving the days the
  /// data has for it alone.
  public func holidays(inYear year: Int, strict: Bool) throws(HolidayError) -> [Holiday] {
    if strict, let knownUntil, year > knownUntil {
      throw .pastKnownUntil(year: year, country: country, knownUntil: knownUntil)
    }
    if strict, let knownFrom, year < knownFrom {
      throw .beforeKnownFrom(year: year, country: country, knownFrom: knownFrom)
    }
    return try holidays(inYear: year)
  }

  /// The holidays on the days of a range, sorted by day.
  ///
  /// - Throws: ``HolidayError/yearOutOfRange(year:country:supported:limit:)`` when the range
  ///   reaches outside ``supportedYears``; ``HolidayError/spanOutOfRange(from:to:maximumDays:)``
  ///   when it holds more than ``spanLimit`` days.
  public func holidays(in days: ClosedRange<Day>) throws(HolidayError) -> [Holiday] {
    let first = days.lowerBound.gregorian.year
    let last = days.upperBound.gregorian.year
    for year in [first, last] where !supportedYears.contains(year) {
      throw .yearOutOfRange(
        year: year, country: country, supported: supportedYears, limit: engine.limit)
    }
    guard days.lowerBound.distance(to: days.upperBound) < Self.spanLimit else {
      throw .spanOutOfRange(
        from: days.lowerBound, to: days.upperBound, maximumDays: Self.spanLimit)
    }
    var result: [Holiday] = []
    for year in first...last {
      result += try holidays(inYear: year).filter { days.contains($0.day) }
    }
    return result
  }

  /// The holidays of one day.
  public func holidays(on day: Day) throws(HolidayError) -> [Holiday] {
    try holidays(in: day...day)
  }

  /// The language names are given in for a grid of `locale`: ``language``, else the locale's
  /// when the country has names in it, else English.
  public func language(for locale: GridLocale?) -> String {
    if let language { return language }
    if let locale, engine.data.languages.contains(locale.language) { return locale.language }
    return "en"
  }

  /// The holidays of a year with names in `language`.
  func holidays(inYear year: Int, language: String) throws(HolidayError) -> [Holiday] {
    try engine.holidays(year, language: language).holidays
  }

  /// The engine for a built-in country and source, made once.
  private static let engines = Lock<[EngineKey: HolidayEngine]>([:])

  private struct EngineKey: Hashable {
    let country: String
    let source: CalendarDataSource
  }

  private static func sharedEngine(data: HolidayCountryData, source: CalendarDataSource)
    throws(HolidayError) -> HolidayEngine
  {
    let key = EngineKey(country: data.country, source: source)
    if let engine = engines.withLock({ $0[key] }) { return engine }
    let engine = try HolidayEngine(data: data, source: source)
    return engines.withLock { engines in
      if let existing = engines[key] { return existing }
      engines[key] = engine
      return engine
    }
  }
}
