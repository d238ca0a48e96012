import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridSources

@Suite("Days and instants in time zones")
struct TimeZoneTests {
  func foundationStart(_ day: Day, _ zone: TimeZone) -> Date? {
    var calendar = Foundation.Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    return TimeZoneSweepTests.foundationStart(day, calendar)
  }

  @Test("Sao Paulo 2018-11-04 starts at 01:00, when the clock jumped past midnight")
  func skippedMidnight() throws {
    let zone = try #require(TimeZone(identifier: "America/Sao_Paulo"))
    let day = day("2018-11-04")
    let start = day.startInstant(in: zone)
    // 00:00 at UTC-3 would be 03:00 UTC; the transition happened then and the clock read 01:00.
    #expect(start == Date(timeIntervalSince1970: 1_541_300_400))
    #expect(start == foundationStart(day, zone))
    #expect(Day(containing: start, in: zone) == day)
    #expect(Day(containing: start.addingTimeInterval(-1), in: zone) == day.advanced(by: -1))
  }

  @Test(
    "Every day of the years with transitions agrees with Foundation's startOfDay",
    arguments: [
      ("America/Sao_Paulo", 2018), ("Asia/Tehran", 2022), ("Pacific/Apia", 2011),
      ("America/Havana", 2024), ("Asia/Beirut", 2023), ("America/Santiago", 2024),
      ("Europe/Berlin", 2024), ("America/New_York", 2024), ("Australia/Lord_Howe", 2024),
      ("Asia/Kolkata", 2024), ("America/Asuncion", 2020),
    ])
  func wholeYears(identifier: String, year: Int) throws {
    let zone = try #require(TimeZone(identifier: identifier))
    var current = try Day(year: year, month: 1, day: 1)
    let end = try Day(year: year, month: 12, day: 31)
    var bound = LoopBound(366, "days of \(year)")
    while current <= end, bound.next() {
      let start = current.startInstant(in: zone)
      if let expected = foundationStart(current, zone) {
        // Foundation cannot name a day a zone skipped (Apia 2011-12-30); its date(from:) moves
        // forward, as CalendarGrid's start of a skipped day does.
        #expect(start == expected, "\(identifier) \(current)")
      }
      let containing = Day(containing: start, in: zone)
      #expect(
        containing == current || (identifier == "Pacific/Apia" && current == day("2011-12-30")))
      #expect(Day(containing: start.addingTimeInterval(43_200), in: zone) >= current)
      current = current.advanced(by: 1)
    }
  }

  @Test("Apia skipped 2011-12-30: it has no instants, and its start is the next day's")
  func skippedDay() throws {
    let zone = try #require(TimeZone(identifier: "Pacific/Apia"))
    let skipped = day("2011-12-30")
    #expect(skipped.startInstant(in: zone) == skipped.advanced(by: 1).startInstant(in: zone))
    let lastBefore = skipped.startInstant(in: zone).addingTimeInterval(-1)
    #expect(Day(containing: lastBefore, in: zone) == day("2011-12-29"))
  }

  @Test("Today is read from the given clock instant")
  func today() throws {
    let instant = Date(timeIntervalSince1970: 1_709_650_800)  // 2024-03-05T15:00:00Z
    #expect(
      Day.today(in: try #require(TimeZone(identifier: "Asia/Seoul")), now: instant)
        == day("2024-03-06"))
    #expect(
      Day.today(in: try #require(TimeZone(identifier: "America/Los_Angeles")), now: instant)
        == day("2024-03-05"))
  }
}
