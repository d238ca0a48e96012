import CalendarGridCore
import Foundation

extension Day {
  /// The day that contains `instant` on a wall clock in `timeZone`.
  ///
  /// Instants past either end of ``CalendarGridCore/Day/supportedRange`` give its first or last day; a NaN
  /// instant (which names no time at all) gives its first day.
  ///
  /// - Complexity: One time-zone offset lookup.
  public init(containing instant: Date, in timeZone: TimeZone) {
    let offset = timeZone.secondsFromGMT(for: instant)
    let local = instant.timeIntervalSince1970 + Double(offset)
    guard !local.isNaN else {
      self = Day.supportedRange.lowerBound
      return
    }
    let days = (local / 86_400).rounded(.down)
    let clamped = min(
      max(days, Double(Day.supportedRange.lowerBound.daysSince1970)),
      Double(Day.supportedRange.upperBound.daysSince1970))
    self.init(daysSince1970: Int32(clamped))
  }

  /// Today in `timeZone`, read from the given instant (the caller's clock: the core never reads
  /// the system clock by itself).
  public static func today(in timeZone: TimeZone, now: Date) -> Day {
    Day(containing: now, in: timeZone)
  }

  /// The first instant of this day on a wall clock in `timeZone`.
  ///
  /// Usually that is local midnight. Where a time-zone transition skips midnight (Sao Paulo on
  /// 2018-11-04 went from 00:00 straight to 01:00), the day starts at the transition, as
  /// Foundation's `Calendar.startOfDay(for:)` has it. Where midnight happens twice, the day starts
  /// at the first. A day that a zone skipped entirely (Pacific/Apia, 2011-12-30) has no instants:
  /// its start is the start of the next day.
  public func startInstant(in timeZone: TimeZone) -> Date {
    let localMidnight = Double(daysSince1970) * 86_400
    // Offsets in force a day either side bound every offset that can apply at midnight.
    let before = Double(
      timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: localMidnight - 86_400)))
    let after = Double(
      timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: localMidnight + 86_400)))
    func localTime(_ instant: Double) -> Double {
      instant + Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: instant)))
    }
    let candidates = [localMidnight - before, localMidnight - after].sorted()
    for candidate in candidates where localTime(candidate) == localMidnight {
      return Date(timeIntervalSince1970: candidate)
    }
    // Midnight does not exist: find the first instant whose wall-clock time is at or past it.
    // Between the two candidates the wall clock jumps forward once, so a bisection over whole
    // seconds finds the transition.
    var low = candidates[0] - 86_400
    var high = candidates[1] + 86_400
    while localTime(low) >= localMidnight { low -= 86_400 }
    while localTime(high) < localMidnight { high += 86_400 }
    while high - low > 1 {
      let middle = ((low + high) / 2).rounded(.down)
      if localTime(middle) >= localMidnight { high = middle } else { low = middle }
    }
    return Date(timeIntervalSince1970: high)
  }

  /// Creates a day from date components in their own calendar.
  ///
  /// Components without a calendar are read as proleptic Gregorian (ISO 8601's calendar, as
  /// ``dateComponents`` writes them). Components with one are read in it: Hebrew 5784-06-01 is
  /// 1 Adar I 5784, 2024-02-10 (not the Gregorian 5784-06-01); a Chinese leap month needs
  /// `isLeapMonth`; a Gregorian calendar is Julian before 1582-10-15, as Foundation's is; a
  /// Japanese year counts within `era` (the current era when none is given). The conversion is
  /// Foundation's, in GMT so that no time zone moves the day.
  ///
  /// - Throws: ``CalendarGridCore/CalendarGridError/malformed(_:expected:)`` when the year, month or day is
  ///   missing; ``CalendarGridCore/CalendarGridError/invalidDay(year:month:day:calendar:)`` when the date does
  ///   not exist in the calendar (Foundation would roll 2023-02-30 over to March; this refuses
  ///   it); the Gregorian checks of ``init(year:month:day:)`` without a calendar;
  ///   ``CalendarGridCore/CalendarGridError/dayOutOfRange(_:calendar:)`` past ``CalendarGridCore/Day/supportedRange``.
  ///   These are the core's errors, not ``CalendarGridSources/DataSourceError``: the conversion reads values and asks
  ///   no data source.
  public init(_ components: DateComponents) throws(CalendarGridError) {
    guard let year = components.year, let month = components.month, let day = components.day
    else {
      throw .malformed(
        String(describing: components), expected: "date components with year, month and day")
    }
    guard var calendar = components.calendar else {
      try self.init(year: year, month: month, day: day)
      return
    }
    let identifier = CalendarIdentifier(foundation: calendar.identifier)
    let invalid = CalendarGridError.invalidDay(
      year: year, month: month, day: day, calendar: identifier ?? .gregorian)
    // Foundation's arithmetic is only asked for years it can hold without overflow.
    guard abs(year) <= 1_000_000, (1...13).contains(month), (1...31).contains(day) else {
      throw invalid
    }
    calendar.timeZone = TimeZone(identifier: "GMT") ?? calendar.timeZone
    var asked = DateComponents()
    asked.era = components.era
    asked.year = year
    asked.month = month
    asked.day = day
    asked.isLeapMonth = components.isLeapMonth
    asked.hour = 12
    guard let date = calendar.date(from: asked) else { throw invalid }
    // Foundation rolls dates that do not exist over into the next month: read the date back.
    let read = calendar.dateComponents([.era, .year, .month, .day], from: date)
    let readLeap = calendar.dateComponents([.month], from: date).isLeapMonth ?? false
    guard read.year == year, read.month == month, read.day == day,
      components.era == nil || read.era == components.era,
      (components.isLeapMonth ?? false) == readLeap
    else { throw invalid }
    // Noon GMT: the day is the whole days since 1970 (no clamping, unlike init(containing:in:)).
    let days = (date.timeIntervalSince1970 / 86_400).rounded(.down)
    do {
      try self.init(checkedDaysSince1970: Int(days))
    } catch {
      throw .dayOutOfRange(
        Day(daysSince1970: days < 0 ? .min : .max), calendar: identifier ?? .gregorian)
    }
  }

  /// The proleptic Gregorian year, month, day and weekday (1 = Sunday) of this day.
  public var dateComponents: DateComponents {
    let (year, month, day) = gregorian
    return DateComponents(year: year, month: month, day: day, weekday: weekday.rawValue)
  }
}
