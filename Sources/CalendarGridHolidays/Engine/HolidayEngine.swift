import CalendarGridCore
import CalendarGridSources

/// One holiday as the engine computes it, before a language is chosen.
struct HolidayEntry: Sendable {
  var day: Day
  /// The holiday id, without the country.
  var id: String
  var names: [String: String]
  var category: HolidayCategory
  var dayOff: Bool
  /// The day an observed day stands for.
  var observedFor: Day?
  /// Whether the day is a rule-based or published day (not observed, not between holidays).
  var isBase: Bool
  /// The index of the rule in the data (nil for one-off and derived days).
  var rule: Int?
}

/// Evaluates a country's data for a year: rule days, one-off days, observed days, days between
/// holidays. One engine per country data and data source, shared by every ``HolidayCalendar``
/// made for them; its years are cached (see ``YearCache``).
final class HolidayEngine: Sendable {
  let data: HolidayCountryData
  /// The lunar calendars the rules use.
  let calendars: [CalendarIdentifier: GridCalendar]
  /// The announced starts of Islamic months, by ``monthKey(year:month:)``.
  let islamicMonthStarts: [Int: Day]
  let supportedYears: ClosedRange<Int>
  /// The first year the published lists of holidays older than their lists cover.
  let knownFrom: Int?
  /// What bounds ``supportedYears``, for the error.
  let limit: String
  /// The weekend kept now.
  let weekend: WeekdaySet
  /// The weekends kept before, each through its last day, in order.
  let earlierWeekends: [(until: Day, weekend: WeekdaySet)]
  let workdays: Set<Day>
  /// The one-off days by Gregorian year, as indices into `data.oneOff`.
  let oneOffs: [Int: [Int]]
  /// The days decided for a holiday in a year, replacing its rule's.
  let decidedDays: [HolidayCountryData.DecisionKey: [Day]]
  /// The observed days decided for a holiday's days of a year, replacing its observed rule's.
  let decidedObserved: [HolidayCountryData.DecisionKey: [Day]]
  /// The evaluated years, with the holidays already named per language asked.
  /// Each language's `observedName` split at `{name}` (nil: the pattern has no `{name}`, and is
  /// the name itself), so naming an observed day joins strings instead of searching one.
  let observedPatterns: [String: (before: String, after: String?)]
  private let cache = Lock(YearCache<CachedYear>())
  /// The rule-based and published days per year: evaluating a year needs its neighbours', so
  /// paging through years computes each year's rules once, not three times.
  private let baseCache = Lock(YearCache<[HolidayEntry]>())

  /// The years an engine keeps (in each of its two caches): a grid pages through a few years,
  /// a benchmark or a tool walks many, and each year is a few dozen entries, so 64 years hold
  /// every screen's working set in a few hundred kilobytes at most.
  static let cachedYears = 64

  private struct CachedYear {
    var entries: [HolidayEntry]
    var named: [String: Named] = [:]
  }

  /// A year's holidays named in one language, with their decorations (made once, so a grid
  /// copies them rather than allocating).
  struct Named {
    var holidays: [Holiday]
    var decorations: [Decoration]
    /// The holidays' days, sorted, for the search of a grid's span.
    var days: [Day]

    /// The index of the first holiday on or after `day`: a binary search.
    func firstIndex(onOrAfter day: Day) -> Int {
      var low = 0
      var high = days.count
      while low < high {
        let middle = (low + high) / 2
        if days[middle] < day { low = middle + 1 } else { high = middle }
      }
      return low
    }
  }

  /// See ``HolidayCalendar/knownFrom``: a list leaves a gap when its rule's years begin
  /// before its first listed day (or are open), so earlier years lack the holiday's days. The
  /// lists of one country come from one yearly source, so a list that starts later than
  /// another means a year that source gave the festival no day (India's Maha Shivaratri in
  /// 2021), not a year missing: the earliest start is the first year covered.
  static func knownFrom(_ rules: [HolidayRule]) -> Int? {
    var knownFrom: Int?
    for rule in rules where rule.regions == nil {
      guard case .published(let published) = rule.date,
        let first = published.dates.min()?.gregorian.year
      else { continue }
      if (rule.years?.from).map({ $0 < first }) ?? true {
        knownFrom = min(knownFrom ?? first, first)
      }
    }
    return knownFrom
  }

  init(data: HolidayCountryData, source: CalendarDataSource) throws(HolidayError) {
    if let problem = data.problems().first {
      throw .invalidData(country: data.country, field: problem.field, expected: problem.expected)
    }
    self.data = data
    weekend = WeekdaySet(data.weekend)
    earlierWeekends = data.earlierWeekends.map { ($0.until, WeekdaySet($0.weekend)) }
    workdays = Set(data.workdays.map(\.date))
    var oneOffs: [Int: [Int]] = [:]
    for (index, day) in data.oneOff.enumerated() {
      oneOffs[day.date.gregorian.year, default: []].append(index)
    }
    self.oneOffs = oneOffs
    var decidedDays: [HolidayCountryData.DecisionKey: [Day]] = [:]
    var decidedObserved: [HolidayCountryData.DecisionKey: [Day]] = [:]
    for decision in data.decisions {
      let key = HolidayCountryData.DecisionKey(id: decision.id, year: decision.year)
      decidedDays[key] = decision.dates
      decidedObserved[key] = decision.observed
    }
    self.decidedDays = decidedDays
    self.decidedObserved = decidedObserved
    knownFrom = Self.knownFrom(data.holidays)
    var patterns: [String: (before: String, after: String?)] = [:]
    for (language, pattern) in data.observedName {
      if let range = pattern.firstRange(of: "{name}") {
        patterns[language] = (
          String(pattern[..<range.lowerBound]), String(pattern[range.upperBound...])
        )
      } else {
        patterns[language] = (pattern, nil)
      }
    }
    observedPatterns = patterns

    // Every year needs its neighbours (observed days cross New Year), and a lunar date's
    // Gregorian year may lie one year off its calendar year: the ranges shrink by that margin.
    let days = Day.supportedGregorianYears
    var supported = (days.lowerBound + 2)...(days.upperBound - 2)
    var limit = "the days CalendarGrid supports"
    func narrow(_ range: ClosedRange<Int>, _ reason: String) {
      let lower = max(supported.lowerBound, range.lowerBound)
      let upper = min(supported.upperBound, range.upperBound)
      guard lower != supported.lowerBound || upper != supported.upperBound else { return }
      supported = lower...max(lower, upper)
      limit = reason
    }
    var calendars: [CalendarIdentifier: GridCalendar] = [:]
    func calendar(_ identifier: CalendarIdentifier) throws(HolidayError) -> GridCalendar {
      if let made = calendars[identifier] { return made }
      let locale =
        [
          "chinese": "zh_CN", "dangi": "ko_KR", "hebrew": "he_IL", "vietnamese": "vi_VN",
        ][identifier.rawValue] ?? "ar_SA"
      do {
        let made = try GridCalendar(identifier, locale: GridLocale(locale, source: source))
        calendars[identifier] = made
        return made
      } catch {
        throw .dataSource(error)
      }
    }
    for rule in data.holidays {
      switch rule.date {
      case .easter:
        let years = Easter.westernYears
        narrow(
          (years.lowerBound + 1)...(years.upperBound - 1),
          "Western Easter is computed for \(years.lowerBound)...\(years.upperBound)")
      case .orthodoxEaster:
        let years = Easter.orthodoxYears
        narrow(
          (years.lowerBound + 1)...(years.upperBound - 1),
          "Orthodox Easter is computed for \(years.lowerBound)...\(years.upperBound)")
      case .solarLongitude:
        let years = SolarTerms.supportedYears
        narrow(
          (years.lowerBound + 1)...(years.upperBound - 1),
          "the solar longitude is computed for \(years.lowerBound)...\(years.upperBound)")
      case .lunar(let lunar) where lunar.isIslamic:
        let calendar = try calendar(lunar.calendar)
        let years = calendar.supportedYears
        // An Islamic year is about 11 days shorter than a Gregorian one: its supported years
        // are turned into Gregorian ones through their first and last months.
        do {
          let first = try calendar.month(year: years.lowerBound, month: 1).firstDay
          let last = try calendar.month(year: years.upperBound, month: 12).lastDay
          narrow(
            (first.gregorian.year + 3)...(last.gregorian.year - 3),
            "the \(lunar.calendar.rawValue) calendar of the data source supports its years \(years.lowerBound)...\(years.upperBound)"
          )
        } catch {
          throw .calendar(error)
        }
      case .lunar(let lunar):
        let years = try calendar(lunar.calendar).supportedYears
        // Chinese, Dangi and Vietnamese years are numbered by their related Gregorian year; a
        // Hebrew year begins in the autumn of Gregorian year - 3761.
        let shift = lunar.calendar == .hebrew ? -3760 : 0
        narrow(
          (years.lowerBound + shift + 3)...(years.upperBound + shift - 3),
          "the \(lunar.calendar.rawValue) calendar of the data source supports its years \(years.lowerBound)...\(years.upperBound)"
        )
      default: break
      }
    }
    var starts: [Int: Day] = [:]
    if !data.islamicMonthStarts.isEmpty {
      // An announced start is checked against every Islamic calendar the rules name (Umm
      // al-Qura when none does): sighting and calculation differ by a day or two, so a start
      // further off is a typo in the year, the month or the day.
      var named = data.holidays.compactMap { rule -> CalendarIdentifier? in
        if case .lunar(let lunar) = rule.date, lunar.isIslamic { return lunar.calendar }
        return nil
      }
      if named.isEmpty { named = [.islamicUmmAlQura] }
      for identifier in Set(named).sorted(by: { $0.rawValue < $1.rawValue }) {
        let calendar = try calendar(identifier)
        for (index, start) in data.islamicMonthStarts.enumerated() {
          let field = "islamicMonthStarts[\(index)]"
          let calculated: Day
          do {
            calculated = try calendar.month(year: start.year, month: start.month).firstDay
          } catch {
            throw .invalidData(
              country: data.country, field: "\(field).month",
              expected:
                "a Hijri year the \(identifier.rawValue) calendar supports (\(calendar.supportedYears))"
            )
          }
          guard abs(calculated.distance(to: start.start)) <= IslamicMonthStart.tolerance else {
            throw .invalidData(
              country: data.country, field: "\(field).start",
              expected:
                "a day within \(IslamicMonthStart.tolerance) days of \(calculated), the start of \(start.year)-\(start.month) by the \(identifier.rawValue) calendar"
            )
          }
          starts[Self.monthKey(year: start.year, month: start.month)] = start.start
        }
      }
    }
    self.islamicMonthStarts = starts
    self.calendars = calendars
    self.supportedYears = supported
    self.limit = limit
  }

  /// The weekend kept on a day.
  func weekend(on day: Day) -> WeekdaySet {
    for earlier in earlierWeekends where day <= earlier.until { return earlier.weekend }
    return weekend
  }

  /// The key of a Hijri month in ``islamicMonthStarts``.
  static func monthKey(year: Int, month: Int) -> Int { year * 12 + month }

  /// The holidays of a Gregorian year, sorted by day.
  func year(_ year: Int) throws(HolidayError) -> [HolidayEntry] {
    guard supportedYears.contains(year) else {
      throw .yearOutOfRange(
        year: year, country: data.country, supported: supportedYears, limit: limit)
    }
    if let cached = cache.withLock({ $0.year(year) }) { return cached.entries }
    // Computed outside the lock: a year takes microseconds, and two tasks computing the same
    // year store equal values.
    let computed = try evaluate(year)
    cache.withLock { $0.store(CachedYear(entries: computed), forYear: year) }
    return computed
  }

  /// The holidays of a year named in `language`, made once per year and language while the
  /// year is cached.
  func holidays(_ year: Int, language: String) throws(HolidayError) -> Named {
    if let named = cache.withLock({ $0.year(year)?.named[language] }) { return named }
    let country = data.country
    let holidays = try self.year(year).map { entry in
      Holiday(
        day: entry.day, country: country, id: "\(country):\(entry.id)",
        name: entry.names[language] ?? entry.names["en"] ?? entry.names.values.first ?? entry.id,
        category: entry.category, isDayOff: entry.dayOff, observedFor: entry.observedFor)
    }
    let named = Named(
      holidays: holidays,
      decorations: holidays.map { holiday in
        .holiday(
          HolidayMark(
            name: holiday.name, isDayOff: holiday.isDayOff, country: holiday.country,
            id: holiday.id, observedFor: holiday.observedFor))
      }, days: holidays.map(\.day))
    cache.withLock { cache in
      if var cached = cache.year(year) {
        cached.named[language] = named
        cache.store(cached, forYear: year)
      }
    }
    return named
  }

  // MARK: Evaluation

  private func evaluate(_ year: Int) throws(HolidayError) -> [HolidayEntry] {
    var base: [HolidayEntry] = []
    for neighbour in (year - 1)...(year + 1) {
      if let cached = baseCache.withLock({ $0.year(neighbour) }) {
        base += cached
      } else {
        let computed = try baseDays(neighbour)
        baseCache.withLock { $0.store(computed, forYear: neighbour) }
        base += computed
      }
    }
    base.sort { $0.day < $1.day }
    var dayOffDays = Set<Day>()
    for entry in base where entry.dayOff { dayOffDays.insert(entry.day) }

    let observed = observedDays(base: base, dayOffDays: dayOffDays)
    var result = base.filter { $0.day.gregorian.year == year }
    result += observed.filter { $0.day.gregorian.year == year }
    result += betweenDays(year, base: base, taken: dayOffDays.union(observed.map(\.day)))
    return stableSorted(result)
  }

  /// Sorted by day, keeping the order of entries on one day.
  private func stableSorted(_ entries: [HolidayEntry]) -> [HolidayEntry] {
    entries.enumerated().sorted {
      $0.element.day != $1.element.day ? $0.element.day < $1.element.day : $0.offset < $1.offset
    }.map(\.element)
  }

}
