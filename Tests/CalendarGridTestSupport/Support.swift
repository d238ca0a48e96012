import Foundation
import Testing

@testable import CalendarGridCore

/// Helpers shared by the suites: Foundation calendars in GMT, so a `Day` is exactly a day of
/// Foundation time.
package enum Reference {
  package static let gmt = TimeZone(identifier: "GMT")!

  package static func calendar(
    _ identifier: Foundation.Calendar.Identifier, firstWeekday: Int = 1, minimumDays: Int = 1
  ) -> Foundation.Calendar {
    var calendar = Foundation.Calendar(identifier: identifier)
    calendar.timeZone = gmt
    calendar.firstWeekday = firstWeekday
    calendar.minimumDaysInFirstWeek = minimumDays
    return calendar
  }

  package static func date(_ day: Day) -> Date {
    Date(timeIntervalSince1970: Double(day.daysSince1970) * 86_400)
  }

  package static func day(_ date: Date) -> Day {
    Day(daysSince1970: Int32((date.timeIntervalSince1970 / 86_400).rounded(.down)))
  }

  /// Whether exhaustive sweeps were asked for (`CALGRID_EXHAUSTIVE=1`).
  package static var exhaustive: Bool {
    ProcessInfo.processInfo.environment["CALGRID_EXHAUSTIVE"] == "1"
  }
}

package func day(_ text: String) -> Day { try! Day(iso8601: text) }

/// The failures of a test that checks very many cases, kept up to a limit: once it is full the
/// test stops checking, so a planted bug that breaks every case fails the test at once instead
/// of recording millions of issues (which takes Swift Testing hours).
package struct FailureLog {
  package let limit: Int
  private(set) var messages: [String] = []

  package init(limit: Int = 20) { self.limit = limit }

  /// Whether the log holds its limit: the test should stop.
  package var isFull: Bool { messages.count >= limit }

  /// Keeps `message` when `condition` is false and the log is not full.
  package mutating func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition && !isFull { messages.append(message()) }
  }

  /// Records one issue listing every kept failure; none when there were none.
  package func expectNone(sourceLocation: SourceLocation = #_sourceLocation) {
    guard !messages.isEmpty else { return }
    let heading = "\(messages.count)\(isFull ? " (the first; checking stopped)" : "") failures"
    let text = ([heading] + messages).joined(separator: "\n")
    Issue.record("\(text)", sourceLocation: sourceLocation)
  }
}

/// The bound of a test loop that pages, walks or retries: a bug that stops the loop from
/// advancing (a month that follows itself, a navigator that never reaches its bound) fails the
/// test when the bound is reached instead of hanging the suite.
package struct LoopBound {
  package let limit: Int
  package let what: String
  package private(set) var steps = 0

  package init(_ limit: Int, _ what: String) {
    self.limit = limit
    self.what = what
  }

  /// Whether the loop may take another step; past the bound, records an issue and says no.
  package mutating func next(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    steps += 1
    guard steps > limit else { return true }
    if steps == limit + 1 {
      Issue.record("\(what): still going after \(limit) steps", sourceLocation: sourceLocation)
    }
    return false
  }
}

/// What a started process writes to `pipe`, once it exits; the process is killed after
/// `seconds`, so that a planted bug that makes it spin fails the test (killed by a signal)
/// instead of stalling the suite.
package func waitForOutput(of process: Process, from pipe: Pipe, killedAfter seconds: Double)
  -> String
{
  let watchdog = DispatchWorkItem { [pid = process.processIdentifier] in kill(pid, SIGKILL) }
  DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: watchdog)
  let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  watchdog.cancel()
  return text
}

/// SplitMix64: a tiny seeded generator, so sampled sweeps repeat exactly and a failure names a
/// case that reproduces.
package struct SplitMix64: RandomNumberGenerator {
  package var state: UInt64

  package init(state: UInt64) { self.state = state }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
