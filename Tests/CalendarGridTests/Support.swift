import Foundation

@testable import CalendarGrid

/// Helpers shared by the suites: Foundation calendars in GMT, so a `Day` is exactly a day of
/// Foundation time.
enum Reference {
  static let gmt = TimeZone(identifier: "GMT")!

  static func calendar(
    _ identifier: Foundation.Calendar.Identifier, firstWeekday: Int = 1, minimumDays: Int = 1
  ) -> Foundation.Calendar {
    var calendar = Foundation.Calendar(identifier: identifier)
    calendar.timeZone = gmt
    calendar.firstWeekday = firstWeekday
    calendar.minimumDaysInFirstWeek = minimumDays
    return calendar
  }

  static func date(_ day: Day) -> Date {
    Date(timeIntervalSince1970: Double(day.daysSince1970) * 86_400)
  }

  static func day(_ date: Date) -> Day {
    Day(daysSince1970: Int32((date.timeIntervalSince1970 / 86_400).rounded(.down)))
  }

  /// Whether exhaustive sweeps were asked for (`CALGRID_EXHAUSTIVE=1`).
  static var exhaustive: Bool { ProcessInfo.processInfo.environment["CALGRID_EXHAUSTIVE"] == "1" }
}

func day(_ text: String) -> Day { try! Day(iso8601: text) }
