import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Synchronization
import Testing

@testable import CalendarGridCore
@testable import CalendarGridSources

/// Every zone in `TimeZone.knownTimeZoneIdentifiers`: the day containing an instant, the instant
/// a day starts and "today", checked against Foundation's `Calendar` in that zone.
///
/// Always on: every day of the leap year 2024, the days around every offset transition of
/// 1970–2037 (found with `nextDaylightSavingTimeTransition(after:)`), and whole years with
/// historic changes (Apia 2011, Sao Paulo 2018, Tehran 2022). With `CALGRID_EXHAUSTIVE=1`: every
/// day of every year 1900–2037 in which the zone changed its offset.
@Suite("Every time zone against Foundation")
struct TimeZoneSweepTests {
  static let zones = TimeZone.knownTimeZoneIdentifiers.sorted()
  static let checkedDays = Atomic<Int>(0)

  /// Whole years checked in every zone, beyond the transitions: a leap year, and the years of
  /// the examples.
  static let wholeYears = [2024]
  static let namedYears: [String: [Int]] = [
    "Pacific/Apia": [2011], "America/Sao_Paulo": [2018], "Asia/Tehran": [2022],
  ]

  /// The instants at which a zone's offset from GMT changes between two dates.
  static func transitions(_ zone: TimeZone, from: Date, to: Date) -> [Date] {
    var result: [Date] = []
    var cursor = from
    var bound = LoopBound(2000, "transitions of \(zone.identifier)")
    while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next < to,
      bound.next()
    {
      result.append(next)
      cursor = next
    }
    return result
  }

  /// The day Foundation says contains an instant, in a calendar set to the zone.
  static func foundationDay(_ instant: Date, _ calendar: Foundation.Calendar) -> Day? {
    let fields = calendar.dateComponents([.year, .month, .day, .era], from: instant)
    guard var year = fields.year, let month = fields.month, let day = fields.day else {
      return nil
    }
    if fields.era == 0 { year = 1 - year }
    // Foundation's Gregorian calendar is Julian before 1582; every day checked here is later.
    return try? Day(year: year, month: month, day: day)
  }

  /// Foundation's start of a day: `startOfDay(for:)` of the day's noon (or of the first instant
  /// Foundation finds for the day's date, when the zone skipped it).
  static func foundationStart(_ day: Day, _ calendar: Foundation.Calendar) -> Date? {
    let (year, month, dayOfMonth) = day.gregorian
    guard
      let noon = calendar.date(
        from: DateComponents(year: year, month: month, day: dayOfMonth, hour: 12))
    else { return nil }
    return calendar.startOfDay(for: noon)
  }

  /// Checks one day in one zone; returns the problems found.
  static func check(_ day: Day, _ zone: TimeZone, _ calendar: Foundation.Calendar) -> [String] {
    var problems: [String] = []
    let start = day.startInstant(in: zone)
    let containing = foundationDay(start, calendar)
    // A day the zone skipped entirely (Apia 2011-12-30) starts where the next day starts.
    let skipped = containing != day
    if skipped {
      if containing != day.advanced(by: 1) || day.advanced(by: 1).startInstant(in: zone) != start {
        problems.append("\(day): starts at \(start), which Foundation puts on \(containing as Any)")
      }
    } else if let expected = foundationStart(day, calendar), expected != start {
      problems.append("\(day): starts at \(start), Foundation's startOfDay \(expected)")
    }
    // The day containing the start, the instant before it, midday and the last second.
    let next = day.advanced(by: 1).startInstant(in: zone)
    for instant in [
      start, start.addingTimeInterval(-1), start.addingTimeInterval(43_200),
      next.addingTimeInterval(-1),
    ] {
      let ours = Day(containing: instant, in: zone)
      let theirs = foundationDay(instant, calendar)
      if ours != theirs {
        problems.append("\(day): instant \(instant) is \(ours), Foundation \(theirs as Any)")
      }
      if Day.today(in: zone, now: instant) != ours {
        problems.append("\(day): today(in:now: \(instant)) differs from Day(containing:)")
      }
    }
    return problems
  }

  @Test("Days, day starts and today in every zone", arguments: zones)
  func zone(_ identifier: String) throws {
    let zone = try #require(TimeZone(identifier: identifier))
    var calendar = Foundation.Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    var days: Set<Day> = []
    var years = Set(Self.wholeYears + (Self.namedYears[identifier] ?? []))
    let gmt = Reference.gmt
    let window =
      Reference.exhaustive
      ? (Date(timeIntervalSince1970: -2_208_988_800), Date(timeIntervalSince1970: 2_145_916_800))
      : (Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 2_145_916_800))
    for transition in Self.transitions(zone, from: window.0, to: window.1) {
      let local = Day(containing: transition, in: zone)
      for offset in -2...2 { days.insert(local.advanced(by: offset)) }
      if Reference.exhaustive { years.insert(Day(containing: transition, in: gmt).gregorian.year) }
    }
    for year in years {
      var day = try Day(year: year, month: 1, day: 1)
      let end = try Day(year: year, month: 12, day: 31)
      var bound = LoopBound(366, "days of \(year)")
      while day <= end, bound.next() {
        days.insert(day)
        day = day.advanced(by: 1)
      }
    }
    var problems: [String] = []
    for day in days.sorted() {
      problems += Self.check(day, zone, calendar)
      if problems.count > 10 { break }
    }
    Self.checkedDays.add(days.count, ordering: .relaxed)
    if ProcessInfo.processInfo.environment["CALGRID_REPORT"] == "1" {
      print("time zones: \(identifier) \(days.count) days")
    }
    #expect(problems.isEmpty, "\(identifier): \(problems.prefix(10))")
  }

  @Test("The historic examples: Apia skipped 2011-12-30, Sao Paulo and Tehran skipped midnight")
  func examples() throws {
    // The transitions the sweep visits are found: New York changed twice a year since 1970.
    let newYork = try #require(TimeZone(identifier: "America/New_York"))
    let from = Date(timeIntervalSince1970: 0)
    let to = Date(timeIntervalSince1970: 2_145_916_800)
    #expect(Self.transitions(newYork, from: from, to: to).count > 130)
    let apia = try #require(TimeZone(identifier: "Pacific/Apia"))
    let apiaDays = Self.transitions(apia, from: from, to: to).map { Day(containing: $0, in: apia) }
    #expect(apiaDays.contains(try Day(year: 2011, month: 12, day: 31)))
    let skipped = try Day(year: 2011, month: 12, day: 30)
    #expect(skipped.startInstant(in: apia) == skipped.advanced(by: 1).startInstant(in: apia))
    #expect(Day(containing: skipped.startInstant(in: apia), in: apia) == skipped.advanced(by: 1))
    let saoPaulo = try #require(TimeZone(identifier: "America/Sao_Paulo"))
    let dst2018 = try Day(year: 2018, month: 11, day: 4)
    // Midnight did not exist: the day began at 01:00 local, 03:00 UTC.
    #expect(dst2018.startInstant(in: saoPaulo) == Date(timeIntervalSince1970: 1_541_300_400))
    let tehran = try #require(TimeZone(identifier: "Asia/Tehran"))
    let dst2022 = try Day(year: 2022, month: 3, day: 22)
    // Iran's last DST began at midnight on 2022-03-22: the day began at 01:00 local.
    let start = dst2022.startInstant(in: tehran)
    #expect(tehran.secondsFromGMT(for: start) == 16_200)
    #expect(start == Date(timeIntervalSince1970: 1_647_894_600))
  }
}
