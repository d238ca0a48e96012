import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridSources
@testable import CalendarGridState

private func isoDay(_ text: String) throws -> Day { try Day(iso8601: text) }

@Suite("Month navigator")
struct NavigatorTests {
  let calendar: GridCalendar

  init() throws {
    calendar = try GridCalendar(.gregorian, locale: GridLocale("en_US"))
  }

  private func ym(_ month: CalendarMonth) -> String { "\(month.year)-\(month.month)" }

  @Test("±3 months from a fixed today: six steps of paging and no further")
  func threeMonthsAroundToday() throws {
    var navigator = try MonthNavigator(
      calendar: calendar, today: try isoDay("2024-03-05"),
      bounds: .monthsAroundToday(before: 3, after: 3))
    #expect(ym(navigator.visibleMonth) == "2024-3")
    #expect(navigator.firstMonth.map(ym) == "2023-12")
    #expect(navigator.lastMonth.map(ym) == "2024-6")
    var seen: [String] = []
    // One step more than the bounds allow: a navigator that never stops fails here.
    var bound = LoopBound(4, "paging forward")
    while navigator.canMoveForward, bound.next() {
      #expect(navigator.moveForward() == true)
      seen.append(ym(navigator.visibleMonth))
    }
    #expect(seen == ["2024-4", "2024-5", "2024-6"])
    #expect(navigator.moveForward() == false)
    #expect(ym(navigator.visibleMonth) == "2024-6")
    #expect(navigator.show(try isoDay("2024-07-01")) == false)
    #expect(navigator.show(try isoDay("2024-06-30")) == true)
    seen = []
    bound = LoopBound(7, "paging backward")
    while navigator.canMoveBackward, bound.next() {
      #expect(navigator.moveBackward() == true)
      seen.append(ym(navigator.visibleMonth))
    }
    #expect(seen == ["2024-5", "2024-4", "2024-3", "2024-2", "2024-1", "2023-12"])
    #expect(navigator.moveBackward() == false)
    #expect(navigator.show(try isoDay("2023-11-30")) == false)
    #expect(navigator.showToday() == true)
    #expect(ym(navigator.visibleMonth) == "2024-3")
    #expect(navigator.canMoveForward && navigator.canMoveBackward)
  }

  @Test("Bounds around today cross year boundaries and move with today")
  func boundsFollowToday() throws {
    var navigator = try MonthNavigator(
      calendar: calendar, today: try isoDay("2024-11-15"), showing: try isoDay("2025-02-10"),
      bounds: .monthsAroundToday(before: 3, after: 3))
    #expect(navigator.firstMonth.map(ym) == "2024-8")
    #expect(navigator.lastMonth.map(ym) == "2025-2")
    #expect(ym(navigator.visibleMonth) == "2025-2")
    #expect(!navigator.canMoveForward)
    try navigator.updateToday(try isoDay("2024-12-01"))
    #expect(navigator.lastMonth.map(ym) == "2025-3")
    #expect(navigator.canMoveForward)
    #expect(ym(navigator.visibleMonth) == "2025-2")
    try navigator.updateToday(try isoDay("2025-09-01"))
    // February 2025 is now before the first allowed month, June 2025.
    #expect(ym(navigator.visibleMonth) == "2025-6")
  }

  @Test("Day bounds allow the months containing their ends; a first day outside is clamped")
  func dayBounds() throws {
    let bounds = try isoDay("2024-01-15")...isoDay("2024-04-10")
    var navigator = try MonthNavigator(
      calendar: calendar, today: try isoDay("2024-03-05"), showing: try isoDay("2023-06-01"),
      bounds: .days(bounds))
    #expect(ym(navigator.visibleMonth) == "2024-1")
    #expect(!navigator.canMoveBackward)
    #expect(navigator.allows(try isoDay("2024-01-01")))
    #expect(navigator.allows(try isoDay("2024-04-30")))
    #expect(!navigator.allows(try isoDay("2024-05-01")))
    #expect(navigator.show(try isoDay("2024-04-30")) == true)
    #expect(!navigator.canMoveForward)
    // A today outside day bounds: showing today is refused.
    let outside = try MonthNavigator(
      calendar: calendar, today: try isoDay("2025-01-01"), bounds: .days(bounds))
    var copy = outside
    #expect(copy.showToday() == false)
    #expect(ym(outside.visibleMonth) == "2024-4")
  }

  @Test("Bad bounds are typed errors", arguments: [(-1, 3), (3, -1), (12_001, 0)])
  func badBounds(before: Int, after: Int) throws {
    let today = try isoDay("2024-03-05")
    let error = #expect(throws: NavigationError.self) {
      try MonthNavigator(
        calendar: calendar, today: today, bounds: .monthsAroundToday(before: before, after: after))
    }
    let side: NavigationError.Side = before < 0 || before > 12_000 ? .before : .after
    let months = side == .before ? before : after
    #expect(error == .monthsAroundTodayOutOfRange(side, months: months, allowed: 0...12_000))
    #expect(error?.description.contains("\(months) months \(side.rawValue) today") == true)
  }

  @Test("At the end of the supported days, moving forward is disabled, not a crash")
  func calendarEnd() throws {
    let last = try Day(year: 1_000_000, month: 12, day: 15)
    var navigator = try MonthNavigator(calendar: calendar, today: last)
    #expect(!navigator.canMoveForward)
    #expect(navigator.moveForward() == false)
    #expect(navigator.canMoveBackward)
    #expect(navigator.show(Day(daysSince1970: Int32.max)) == false)
    let error = #expect(throws: NavigationError.self) {
      try MonthNavigator(
        calendar: calendar, today: last, bounds: .monthsAroundToday(before: 0, after: 1))
    }
    guard case .calendar = error else {
      Issue.record("expected the calendar's refusal, got \(String(describing: error))")
      return
    }
  }

  @Test("Paging visits the months Foundation's Gregorian calendar has, in order")
  func pagingMatchesFoundation() throws {
    var foundation = Calendar(identifier: .gregorian)
    let utc = TimeZone(identifier: "UTC")!
    foundation.timeZone = utc
    var navigator = try MonthNavigator(calendar: calendar, today: try isoDay("1990-01-10"))
    let count = ProcessInfo.processInfo.environment["CALGRID_EXHAUSTIVE"] == "1" ? 6000 : 600
    for _ in 0..<count {
      let month = navigator.visibleMonth
      let instant = month.firstDay.startInstant(in: utc)
      let interval = try #require(foundation.dateInterval(of: .month, for: instant))
      #expect(Day(containing: interval.start, in: utc) == month.firstDay)
      #expect(foundation.range(of: .day, in: .month, for: instant)?.count == month.length)
      #expect(navigator.moveForward() == true)
    }
    for _ in 0..<count { #expect(navigator.moveBackward() == true) }
    #expect(ym(navigator.visibleMonth) == "1990-1")
  }
}
