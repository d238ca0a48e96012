import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridSources

@Suite("month(_:offsetBy:) jumps, and agrees with a month-by-month walk")
struct MonthOffsetTests {
  /// Calendars and a locale each (the offsets do not depend on the locale).
  static let calendars: [CalendarIdentifier] = CalendarIdentifier.allCases

  @Test("Offsets up to ±240 months from several starts equal the walk", arguments: calendars)
  func smallOffsetsMatchTheWalk(identifier: CalendarIdentifier) throws {
    let calendar = try GridCalendar(identifier, locale: GridLocale("en_US"))
    for start in ["1950-06-15", "2023-12-31", "2024-03-10", "2077-09-01"] {
      let origin = try calendar.month(containing: day(start))
      // Walk forward and backward with month(after:) and month(before:), which do not jump.
      var forward = origin
      var backward = origin
      for step in 1...240 {
        forward = try calendar.month(after: forward)
        backward = try calendar.month(before: backward)
        #expect(try calendar.month(origin, offsetBy: step) == forward, "\(start) +\(step)")
        #expect(try calendar.month(origin, offsetBy: -step) == backward, "\(start) -\(step)")
      }
      #expect(try calendar.month(origin, offsetBy: 0) == origin)
    }
  }

  @Test(
    "A walk of 2,400 months through chunks outside the window agrees",
    arguments: [
      CalendarIdentifier.chinese, .dangi, .hebrew, .islamicUmmAlQura, .persian, .coptic,
    ])
  func longWalkOutsideTheWindow(identifier: CalendarIdentifier) throws {
    let calendar = try GridCalendar(identifier, locale: GridLocale("en_US"))
    let origin = try calendar.month(containing: day("1700-01-01"))
    var walked = origin
    for step in 1...2_400 {
      walked = try calendar.month(after: walked)
      if step % 97 == 0 || step == 2_400 {
        #expect(try calendar.month(origin, offsetBy: step) == walked, "+\(step)")
        #expect(try calendar.month(walked, offsetBy: -step) == origin, "-\(step)")
      }
    }
  }

  @Test("100,000 months: composes, returns, and lands in the expected year", arguments: calendars)
  func largeOffset(identifier: CalendarIdentifier) throws {
    let calendar = try GridCalendar(identifier, locale: GridLocale("en_US"))
    let origin = try calendar.month(containing: day("1000-01-01"))
    let far = try calendar.month(origin, offsetBy: 100_000)
    #expect(try calendar.month(far, offsetBy: -100_000) == origin)
    let half = try calendar.month(origin, offsetBy: 50_000)
    #expect(try calendar.month(half, offsetBy: 50_000) == far)
    #expect(try calendar.month(far, offsetBy: -1) == (try calendar.month(before: far)))
    if origin.monthsInYear == far.monthsInYear, identifier.meanLunation == nil {
      // A fixed number of months a year: the year moves by exactly count / monthsInYear.
      let perYear = origin.monthsInYear
      #expect(
        far.extendedYear * perYear + far.ordinal == origin.extendedYear * perYear
          + origin.ordinal + 100_000)
    } else {
      // Months that follow the moon: the days between are 100,000 lunations, within days.
      let days = Double(origin.firstDay.distance(to: far.firstDay))
      #expect(abs(days - 100_000 * 29.530_59) < 5)
    }
  }

  @Test("Offsets past the supported days throw, hostile counts included", arguments: calendars)
  func pastTheEnds(identifier: CalendarIdentifier) throws {
    let calendar = try GridCalendar(identifier, locale: GridLocale("en_US"))
    let origin = try calendar.month(containing: day("2024-03-10"))
    var hostile = [Int.min, Int.max, Int.min + 1, 100_000_000, -100_000_000]
    if identifier != .gregorian && identifier != .iso8601 { hostile += [130_000, -130_000] }
    for count in hostile {
      #expect(throws: CalendarGridError.self) { try calendar.month(origin, offsetBy: count) }
    }
    // The last supported month is reachable; one more is not. Count the months to it greedily
    // with jumps of 10^k (each size at most 9 times, so the loop is bounded).
    let last = try calendar.month(containing: calendar.source.supportedDays.upperBound)
    var months = 0
    var probe = origin
    for power in (0...7).reversed() {
      let step = Int(pow(10, Double(power)))
      for _ in 0..<10 {
        guard let next = try? calendar.month(probe, offsetBy: step), next <= last else { break }
        probe = next
        months += step
      }
    }
    #expect(probe == last)
    #expect(try calendar.month(origin, offsetBy: months) == last)
    #expect(throws: CalendarGridError.self) { try calendar.month(origin, offsetBy: months + 1) }
  }
}
