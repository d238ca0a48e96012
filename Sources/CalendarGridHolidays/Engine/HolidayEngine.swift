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
  /// The Chinese, Dangi and Hebrew calendars the rules use.
  private let calendars: [CalendarIdentifier: GridCalendar]
  let supportedYears: ClosedRange<Int>
  /// What bounds ``supportedYears``, for the error.
  let limit: String
  let weekend: WeekdaySet
  let workdays: Set<Day>
  /// The one-off days by Gregorian year, as indices into `data.oneOff`.
  private let oneOffs: [Int: [Int]]
  /// The evaluated years, with the holidays already named per language asked.
  /// Each language's `observedName` split at `{name}` (nil: the pattern has no `{name}`, and is
  /// the name itself), so naming an observed day joins strings instead of searching one.
  private let observedPatterns: [String: (before: String, after: String?)]
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

  init(data: HolidayCountryData, source: CalendarDataSource) throws(HolidayError) {
    if let problem = data.problems().first {
      throw .invalidData(country: data.country, field: problem.field, expected: problem.expected)
    }
    self.data = data
    weekend = WeekdaySet(data.weekend)
    workdays = Set(data.workdays.map(\.date))
    var oneOffs: [Int: [Int]] = [:]
    for (index, day) in data.oneOff.enumerated() {
      oneOffs[day.date.gregorian.year, default: []].append(index)
    }
    self.oneOffs = oneOffs
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
      case .lunar(let lunar):
        if calendars[lunar.calendar] == nil {
          let locale = ["chinese": "zh_CN", "dangi": "ko_KR"][lunar.calendar.rawValue] ?? "he_IL"
          do {
            calendars[lunar.calendar] = try GridCalendar(
              lunar.calendar, locale: GridLocale(locale, source: source))
          } catch {
            throw .dataSource(error)
          }
        }
        if let calendar = calendars[lunar.calendar] {
          let years = calendar.supportedYears
          // Chinese and Dangi years are numbered by their related Gregorian year; a Hebrew
          // year begins in the autumn of Gregorian year - 3761.
          let shift = lunar.calendar == .hebrew ? -3760 : 0
          narrow(
            (years.lowerBound + shift + 3)...(years.upperBound + shift - 3),
            "the \(lunar.calendar.rawValue) calendar of the data source supports its years \(years.lowerBound)...\(years.upperBound)"
          )
        }
      default: break
      }
    }
    self.calendars = calendars
    self.supportedYears = supported
    self.limit = limit
  }

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

  /// The rule-based and published days of a year, in rule order.
  private func baseDays(_ year: Int) throws(HolidayError) -> [HolidayEntry] {
    var entries: [HolidayEntry] = []
    do {
      for (index, rule) in data.holidays.enumerated() where rule.regions == nil {
        guard rule.years?.contains(year) ?? true else { continue }
        for day in try days(of: rule, in: year) {
          entries.append(
            HolidayEntry(
              day: day, id: rule.id, names: rule.names, category: rule.category,
              dayOff: rule.dayOff, observedFor: nil, isBase: true, rule: index))
        }
      }
    } catch {
      throw .calendar(error)
    }
    for index in oneOffs[year] ?? [] {
      let day = data.oneOff[index]
      entries.append(
        HolidayEntry(
          day: day.date, id: day.id, names: day.names, category: day.category,
          dayOff: day.dayOff, observedFor: nil, isBase: true, rule: nil))
    }
    return entries
  }

  /// The days a rule gives in a year (after any move), usually one.
  private func days(of rule: HolidayRule, in year: Int) throws(CalendarGridError) -> [Day] {
    var found: [Day] = []
    if case .lunar(let lunar) = rule.date {
      found = try lunarDays(lunar, aroundYear: year)
    } else {
      // A move, an Easter offset or a weekday on or after (before) a date may carry a day
      // across New Year, so such a rule looks at its neighbours too. A neighbour outside the
      // years its computation supports gives nothing to this year (the engine's years are
      // those of the computation less a year at each end).
      for candidate in Self.mayCrossNewYear(rule) ? (year - 1)...(year + 1) : year...year {
        do {
          if let day = try gregorianRuleDay(rule.date, year: candidate) { found.append(day) }
        } catch {
          if candidate == year { throw error }
        }
      }
    }
    if let move = rule.move {
      found = found.map { day in move[day.weekday].map { day.advanced(by: $0) } ?? day }
    }
    return found.filter { $0.gregorian.year == year }
  }

  /// Whether a rule that is not lunar may give a day in the Gregorian year before or after the
  /// one its date is computed for.
  private static func mayCrossNewYear(_ rule: HolidayRule) -> Bool {
    if rule.move != nil { return true }
    switch rule.date {
    case .weekdayOnOrAfter, .weekdayOnOrBefore, .easter, .orthodoxEaster: return true
    case .fixed, .nthWeekday, .solarLongitude, .lunar: return false
    }
  }

  /// The day of a rule that is not lunar, in a year; nil when the date does not exist in it.
  private func gregorianRuleDay(_ date: HolidayDate, year: Int) throws(CalendarGridError) -> Day? {
    func civil(_ month: Int, _ day: Int) throws(CalendarGridError) -> Day? {
      guard day >= 1 && day <= Self.monthLength(year: year, month: month) else { return nil }
      return try Day(year: year, month: month, day: day)
    }
    switch date {
    case .fixed(let month, let day):
      return try civil(month, day)
    case .nthWeekday(let month, let weekday, let n):
      if n > 0 {
        guard let first = try civil(month, 1) else { return nil }
        let day = first.advanced(by: weekday.daysSince(first.weekday) + 7 * (n - 1))
        return day.gregorian.month == month ? day : nil
      }
      guard let last = try civil(month, Self.monthLength(year: year, month: month)) else {
        return nil
      }
      return last.advanced(by: -last.weekday.daysSince(weekday))
    case .weekdayOnOrAfter(let month, let day, let weekday):
      guard let start = try civil(month, day) else { return nil }
      return start.advanced(by: weekday.daysSince(start.weekday))
    case .weekdayOnOrBefore(let month, let day, let weekday):
      guard let start = try civil(month, day) else { return nil }
      return start.advanced(by: -start.weekday.daysSince(weekday))
    case .easter(let offset):
      return try Easter.western(year: year).advanced(by: offset)
    case .orthodoxEaster(let offset):
      return try Easter.orthodox(year: year).advanced(by: offset)
    case .solarLongitude(let degrees, let hours):
      return try SolarTerms.day(
        ofLongitude: degrees, year: year, utcOffsetSeconds: Int((hours * 3600).rounded()))
    case .lunar:
      return nil
    }
  }

  /// Every day of a lunar date (plus its offset) from the calendar years around a Gregorian
  /// year; the caller keeps those inside the year.
  private func lunarDays(_ lunar: LunarDate, aroundYear year: Int) throws(CalendarGridError)
    -> [Day]
  {
    guard let calendar = calendars[lunar.calendar] else { return [] }
    let first = try calendar.month(containing: try Day(year: year, month: 1, day: 1)).year
    let last = try calendar.month(containing: try Day(year: year, month: 12, day: 31)).year
    var days: [Day] = []
    for calendarYear in (first - 1)...(last + 1) {
      let month: CalendarMonth
      do {
        month = try calendar.month(year: calendarYear, month: lunar.month, isLeapMonth: lunar.leap)
      } catch .invalidMonth {
        // A leap month, or Hebrew Adar I, exists only in some years.
        continue
      }
      guard let day = month.day(numbered: lunar.day) else { continue }
      days.append(day.advanced(by: lunar.offset))
    }
    return days
  }

  static func monthLength(year: Int, month: Int) -> Int {
    switch month {
    case 2:
      let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
      return leap ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  // MARK: Observed days

  /// The observed days the base days of three consecutive years give, in date order: a later
  /// holiday's observed day passes over earlier ones, and a day that triggers gives one
  /// observed day, whichever holidays on it trigger (Korea's Children's Day and Buddha's
  /// Birthday on 2025-05-05 share 2025-05-06).
  private func observedDays(base: [HolidayEntry], dayOffDays: Set<Day>) -> [HolidayEntry] {
    var used = Set<Day>()
    var byTrigger: [Day: Day] = [:]
    var result: [HolidayEntry] = []
    var doneGroups = Set<String>()
    let rules = data.holidays

    func applies(_ entry: HolidayEntry) -> ObservedRule? {
      guard let index = entry.rule, let observed = rules[index].observed,
        observed.years?.contains(entry.day.gregorian.year) ?? true
      else { return nil }
      return observed
    }
    // The day-off entries of each day, counted by id and group, so that "another day-off
    // holiday on the day" is a lookup, not a scan of every entry (10,000 rules on one day
    // would otherwise take 10,000 scans of 30,000 entries).
    var offCounts: [Day: OffCounts] = [:]
    for entry in base where entry.dayOff {
      offCounts[entry.day, default: OffCounts()].add(
        id: entry.id, group: entry.rule.flatMap { rules[$0].group })
    }
    func triggers(_ entry: HolidayEntry, _ observed: ObservedRule) -> Bool {
      let group = entry.rule.flatMap { rules[$0].group }
      return observed.when.contains { trigger in
        switch trigger {
        case .weekday(let weekday): return entry.day.weekday == weekday
        case .holiday:
          return offCounts[entry.day]?.hasOther(than: entry.id, group: group) ?? false
        }
      }
    }
    func isSkipped(_ day: Day, _ skip: Set<ObservedRule.Skip>) -> Bool {
      (skip.contains(.weekend) && weekend.contains(day.weekday))
        || (skip.contains(.holiday) && dayOffDays.contains(day))
        || (skip.contains(.observed) && used.contains(day))
    }
    func target(from day: Day, _ observed: ObservedRule, startAfter last: Day) -> Day? {
      var candidate: Day
      let step: Int
      switch observed.to {
      case .nearestWeekday:
        switch day.weekday {
        case .saturday: return day.advanced(by: -1)
        case .sunday: return day.advanced(by: 1)
        default: return last.advanced(by: 1)
        }
      case .next:
        candidate = last.advanced(by: 1)
        step = 1
      case .previous:
        candidate = day.advanced(by: -1)
        step = -1
      }
      // A year holds fewer than 366 days to pass over.
      for _ in 0..<366 {
        if !isSkipped(candidate, observed.skip) { return candidate }
        candidate = candidate.advanced(by: step)
      }
      return nil
    }
    func add(_ day: Day, for entry: HolidayEntry, named nameSource: HolidayEntry, trigger: Day) {
      used.insert(day)
      byTrigger[trigger] = day
      result.append(
        HolidayEntry(
          day: day, id: entry.id, names: observedNames(nameSource.names),
          category: entry.category, dayOff: entry.dayOff, observedFor: trigger, isBase: false,
          rule: nil))
    }

    for (position, entry) in base.enumerated() {
      guard let index = entry.rule else { continue }
      if let group = rules[index].group {
        let key = "\(group) \(entry.day.gregorian.year)"
        guard !doneGroups.contains(key) else { continue }
        doneGroups.insert(key)
        let members = base[position...].filter {
          $0.rule.flatMap { rules[$0].group } == group
            && $0.day.gregorian.year == entry.day.gregorian.year
        }
        let triggering = members.filter { member in
          applies(member).map { triggers(member, $0) } ?? false
        }
        guard let lastMember = members.last else { continue }
        let named = members.first { $0.id == group }
        for member in triggering {
          guard let observed = applies(member),
            let day = target(from: member.day, observed, startAfter: lastMember.day)
          else { continue }
          add(day, for: named ?? member, named: named ?? member, trigger: member.day)
        }
        continue
      }
      guard let observed = applies(entry), triggers(entry, observed) else { continue }
      if let shared = byTrigger[entry.day] {
        result.append(
          HolidayEntry(
            day: shared, id: entry.id, names: observedNames(entry.names),
            category: entry.category, dayOff: entry.dayOff, observedFor: entry.day,
            isBase: false, rule: nil))
        continue
      }
      if let day = target(from: entry.day, observed, startAfter: entry.day) {
        add(day, for: entry, named: entry, trigger: entry.day)
      }
    }
    return result
  }

  /// The names of an observed day, from the holiday's names and the country's `observedName`.
  private func observedNames(_ names: [String: String]) -> [String: String] {
    var result: [String: String] = [:]
    for (language, name) in names {
      let pattern = observedPatterns[language] ?? observedPatterns["en"] ?? ("", " (observed)")
      result[language] = pattern.after.map { pattern.before + name + $0 } ?? pattern.before
    }
    return result
  }

  // MARK: Days between holidays

  /// Days of `year` between two base day-off holidays that are holidays themselves.
  private func betweenDays(_ year: Int, base: [HolidayEntry], taken: Set<Day>) -> [HolidayEntry] {
    guard let rule = data.betweenHolidays, rule.years?.contains(year) ?? true else { return [] }
    let days = Set(base.filter { $0.dayOff }.map(\.day))
    var result: [HolidayEntry] = []
    for day in days.sorted() {
      let middle = day.advanced(by: 1)
      guard middle.gregorian.year == year, days.contains(day.advanced(by: 2)),
        !taken.contains(middle), !rule.except.contains(middle.weekday)
      else { continue }
      result.append(
        HolidayEntry(
          day: middle, id: rule.id, names: rule.names, category: .public, dayOff: true,
          observedFor: nil, isBase: false, rule: nil))
    }
    return result
  }
}

/// The day-off holidays of one day, counted by id and by group.
private struct OffCounts {
  private struct Key: Hashable {
    let id: String
    let group: String?
  }
  private var total = 0
  private var byID: [String: Int] = [:]
  private var byGroup: [String: Int] = [:]
  private var byBoth: [Key: Int] = [:]

  mutating func add(id: String, group: String?) {
    total += 1
    byID[id, default: 0] += 1
    if let group { byGroup[group, default: 0] += 1 }
    byBoth[Key(id: id, group: group), default: 0] += 1
  }

  /// Whether one holiday has another id and, when `group` is given, another group.
  func hasOther(than id: String, group: String?) -> Bool {
    guard let group else { return total - (byID[id] ?? 0) > 0 }
    // Those with the id or the group, counted once each.
    let excluded =
      (byID[id] ?? 0) + (byGroup[group] ?? 0) - (byBoth[Key(id: id, group: group)] ?? 0)
    return total - excluded > 0
  }
}

/// The last years computed, least recently used first out.
struct YearCache<Value> {
  private var years: [Int: Value] = [:]
  /// Years from least to most recently used.
  private var order: [Int] = []

  mutating func year(_ year: Int) -> Value? {
    guard let entries = years[year] else { return nil }
    if order.last != year, let index = order.firstIndex(of: year) {
      order.remove(at: index)
      order.append(year)
    }
    return entries
  }

  mutating func store(_ entries: Value, forYear year: Int) {
    if years.updateValue(entries, forKey: year) == nil {
      order.append(year)
      if order.count > HolidayEngine.cachedYears { years[order.removeFirst()] = nil }
    }
  }

  var count: Int { years.count }
}
