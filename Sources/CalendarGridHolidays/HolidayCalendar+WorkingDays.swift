import CalendarGridCore

/// Working days: a day is a working day when it holds no day-off holiday (observed days
/// included) and is either not a weekend day or a moved workday (China's 调休). That one
/// day-off mask answers every question here.
extension HolidayCalendar {
  /// The largest count ``addingWorkingDays(_:to:)`` takes: about 4,000 years of working days.
  public static let workingDayCountLimit = 1_000_000

  /// The most days ``workingDays(from:to:)`` and ``holidays(in:)`` compute over at once: about
  /// 4,100 years, each year's holidays computed once (milliseconds in a release build).
  public static let spanLimit = 1_500_000

  /// Whether a day is a working day.
  ///
  /// - Throws: ``HolidayError/yearOutOfRange(year:country:supported:limit:)``.
  public func isWorkingDay(_ day: Day) throws(HolidayError) -> Bool {
    var mask = DayOffMask(engine: engine)
    return try mask.isWorking(day)
  }

  /// The first working day after `day`.
  ///
  /// - Throws: ``HolidayError/noWorkingDay(after:searchedDays:)`` when a year passes without
  ///   one; ``HolidayError/yearOutOfRange(year:country:supported:limit:)``.
  public func nextWorkingDay(after day: Day) throws(HolidayError) -> Day {
    var mask = DayOffMask(engine: engine)
    var candidate = day
    for _ in 0..<DayOffMask.longestGap {
      candidate = candidate.advanced(by: 1)
      if try mask.isWorking(candidate) { return candidate }
    }
    throw .noWorkingDay(after: day, searchedDays: DayOffMask.longestGap)
  }

  /// The day `count` working days after `day` (before it for a negative count); `day` itself
  /// for 0, working day or not. Adding 1 to a Friday before a Monday holiday gives Tuesday.
  ///
  /// A count beyond ``workingDayCountLimit`` (`Int.max`, `Int.min`) throws at once; within it
  /// the walk ends at the answer, at the end of ``supportedYears`` (a typed error) or after a
  /// year with no working day (a typed error).
  ///
  /// - Throws: ``HolidayError/countOutOfRange(_:allowed:)`` beyond
  ///   ``workingDayCountLimit``; ``HolidayError/noWorkingDay(after:searchedDays:)``;
  ///   ``HolidayError/yearOutOfRange(year:country:supported:limit:)``.
  /// - Complexity: O(|count|) days, each a lookup in a cached year.
  public func addingWorkingDays(_ count: Int, to day: Day) throws(HolidayError) -> Day {
    let limit = Self.workingDayCountLimit
    guard count >= -limit && count <= limit else {
      throw .countOutOfRange(count, allowed: -limit...limit)
    }
    var mask = DayOffMask(engine: engine)
    let step = count < 0 ? -1 : 1
    var remaining = count.magnitude
    var candidate = day
    var gap = 0
    while remaining > 0 {
      candidate = candidate.advanced(by: step)
      if try mask.isWorking(candidate) {
        remaining -= 1
        gap = 0
      } else {
        gap += 1
        guard gap < DayOffMask.longestGap else {
          throw .noWorkingDay(after: candidate, searchedDays: gap)
        }
      }
    }
    return candidate
  }

  /// The number of working days from `start` up to, not including, `end`; negative when `end`
  /// comes first (as `Calendar.dateComponents` counts days); 0 when they are the same day.
  ///
  /// Any two days give an answer or a typed error at once: a range reaching outside
  /// ``supportedYears`` (`Day(daysSince1970: .min)` to `.max`) throws before any year is
  /// computed, and so does one longer than ``spanLimit`` days.
  ///
  /// - Throws: ``HolidayError/yearOutOfRange(year:country:supported:limit:)``;
  ///   ``HolidayError/spanOutOfRange(from:to:maximumDays:)``.
  /// - Complexity: O(years in the range): weeks are counted, not walked.
  public func workingDays(from start: Day, to end: Day) throws(HolidayError) -> Int {
    if end < start { return -(try workingDays(from: end, to: start)) }
    guard start < end else { return 0 }
    let last = end.advanced(by: -1)
    for year in [start.gregorian.year, last.gregorian.year] where !supportedYears.contains(year) {
      throw .yearOutOfRange(
        year: year, country: country, supported: supportedYears, limit: engine.limit)
    }
    guard start.distance(to: end) <= Self.spanLimit else {
      throw .spanOutOfRange(from: start, to: end, maximumDays: Self.spanLimit)
    }
    var count = 0
    for year in start.gregorian.year...last.gregorian.year {
      let first = max(start, try Self.firstDay(of: year))
      let stop = min(end, try Self.firstDay(of: year + 1))
      // Each span of the year with one weekend is counted by whole weeks.
      var from = first
      for earlier in engine.earlierWeekends where earlier.until >= from && earlier.until < stop {
        let next = earlier.until.advanced(by: 1)
        count += Self.weekdays(from: from, to: next, excluding: earlier.weekend)
        from = next
      }
      count += Self.weekdays(from: from, to: stop, excluding: engine.weekend(on: from))
      var mask = DayOffMask(engine: engine)
      let off = try mask.dayOff(inYear: year)
      for day in off
      where day >= first && day < stop && !engine.weekend(on: day).contains(day.weekday) {
        count -= 1
      }
      for day in engine.workdays
      where day >= first && day < stop && engine.weekend(on: day).contains(day.weekday)
        && !off.contains(day)
      {
        count += 1
      }
    }
    return count
  }

  private static func firstDay(of year: Int) throws(HolidayError) -> Day {
    do {
      return try Day(year: year, month: 1, day: 1)
    } catch {
      throw .calendar(error)
    }
  }

  /// The days in `start..<end` whose weekday is not in `weekend`: whole weeks, then the rest.
  static func weekdays(from start: Day, to end: Day, excluding weekend: WeekdaySet) -> Int {
    let days = start.distance(to: end)
    guard days > 0 else { return 0 }
    let perWeek = 7 - weekend.weekdays.count
    var count = (days / 7) * perWeek
    var day = start.advanced(by: (days / 7) * 7)
    while day < end {
      if !weekend.contains(day.weekday) { count += 1 }
      day = day.advanced(by: 1)
    }
    return count
  }
}

/// The day-off holidays of the years a query touches, kept for the query's length.
struct DayOffMask {
  /// More days off in a row than any law gives: a longer run means the data leaves no working
  /// day, and the search stops.
  static let longestGap = 366

  let engine: HolidayEngine
  private var years: [Int: Set<Day>] = [:]

  init(engine: HolidayEngine) { self.engine = engine }

  mutating func dayOff(inYear year: Int) throws(HolidayError) -> Set<Day> {
    if let days = years[year] { return days }
    var days = Set<Day>()
    for entry in try engine.year(year) where entry.dayOff { days.insert(entry.day) }
    years[year] = days
    return days
  }

  mutating func isWorking(_ day: Day) throws(HolidayError) -> Bool {
    if try dayOff(inYear: day.gregorian.year).contains(day) { return false }
    return engine.workdays.contains(day) || !engine.weekend(on: day).contains(day.weekday)
  }
}
