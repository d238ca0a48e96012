import CalendarGridCore
import CalendarGridSources

// The date rules: the days each rule and published list gives in a Gregorian year.
extension HolidayEngine {
  /// The rule-based and published days of a year, in rule order; a holiday decided for the
  /// year has the decided days instead of its rule's.
  func baseDays(_ year: Int) throws(HolidayError) -> [HolidayEntry] {
    var entries: [HolidayEntry] = []
    do {
      for (index, rule) in data.holidays.enumerated() where rule.regions == nil {
        guard rule.years?.contains(year) ?? true else { continue }
        let ruleDays: [Day]
        if let decided = decidedDays[.init(id: rule.id, year: year)] {
          ruleDays = decided
        } else {
          ruleDays = try days(of: rule, in: year)
        }
        for day in ruleDays {
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
  func days(of rule: HolidayRule, in year: Int) throws(CalendarGridError) -> [Day] {
    var found: [Day] = []
    if case .lunar(let lunar) = rule.date {
      found = try lunarDays(lunar, aroundYear: year)
    } else if case .published(let published) = rule.date {
      // The neighbouring years' days too, for a move that carries one across New Year.
      found = published.dates.filter { abs($0.gregorian.year - year) <= 1 }
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
  static func mayCrossNewYear(_ rule: HolidayRule) -> Bool {
    if rule.move != nil { return true }
    switch rule.date {
    case .weekdayOnOrAfter, .weekdayOnOrBefore, .easter, .orthodoxEaster: return true
    case .fixed, .nthWeekday, .solarLongitude, .lunar, .published: return false
    }
  }

  /// The day of a rule that is not lunar, in a year; nil when the date does not exist in it.
  func gregorianRuleDay(_ date: HolidayDate, year: Int) throws(CalendarGridError) -> Day? {
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
    case .lunar, .published:
      return nil
    }
  }

  /// Every day of a lunar date (plus its offset) from the calendar years around a Gregorian
  /// year; the caller keeps those inside the year. An Islamic month with an announced start
  /// counts its days from that start.
  func lunarDays(_ lunar: LunarDate, aroundYear year: Int) throws(CalendarGridError)
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
      let day: Day
      if lunar.isIslamic,
        let start = islamicMonthStarts[Self.monthKey(year: calendarYear, month: lunar.month)]
      {
        // The month lasts until the next one begins, announced or calculated.
        let next = try calendar.month(after: month)
        let nextStart =
          islamicMonthStarts[Self.monthKey(year: next.year, month: next.month)] ?? next.firstDay
        guard lunar.day <= start.distance(to: nextStart) else { continue }
        day = start.advanced(by: lunar.day - 1)
      } else {
        guard let calculated = month.day(numbered: lunar.day) else { continue }
        day = calculated
      }
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
}
