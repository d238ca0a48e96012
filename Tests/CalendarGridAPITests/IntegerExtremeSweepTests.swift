import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridRendering
@testable import CalendarGridSources
@testable import CalendarGridState

/// Every public initialiser, method and subscript that takes an integer or a ``Day``, called at
/// the ends of its types: each answers as its documentation says (throws a typed error,
/// saturates, clamps, returns nil or nothing) and none traps, except the subscripts documented
/// to trap outside their indices, which are called at their first and last index.
///
/// Run it in a release build (`swift test -c release --filter IntegerExtremeSweep`): a trap there
/// is a crash of the test process. `Scripts/check/check_integer_api_coverage.py` fails when a
/// public API taking an integer or a day is missing from ``table``, so a new one is covered by
/// default.
@Suite("Integer extreme sweep")
struct IntegerExtremeSweepTests {
  /// One API by the name the symbol graph gives it (its path components joined by dots) and a
  /// check that calls it at the extremes.
  struct Entry: Sendable, CustomTestStringConvertible {
    let name: String
    let check: @Sendable (Fixture) throws -> Void
    init(_ name: String, _ check: @escaping @Sendable (Fixture) throws -> Void) {
      self.name = name
      self.check = check
    }
    var testDescription: String { name }
  }

  /// The values each integer argument takes.
  static let ints = [Int.min, Int.min + 1, -1, 0, 1, Int(Int32.max) + 1, Int.max]
  /// The days each day argument takes: the ends of `Int32`, of the supported range, and 1970.
  static let days = [
    Day(daysSince1970: .min), Day(daysSince1970: .min + 1), Day.supportedRange.lowerBound,
    Day(daysSince1970: -1), Day(daysSince1970: 0), Day.supportedRange.upperBound,
    Day(daysSince1970: .max - 1), Day(daysSince1970: .max),
  ]

  /// What the checks work on: a Gregorian calendar in en_US, March 2024 and its grids.
  struct Fixture: Sendable {
    let calendar: GridCalendar
    let month: CalendarMonth
    let grid: MonthGrid
    let decorated: MonthGrid
    let names: CalendarNames
    let today: Day

    init() throws {
      calendar = try GridCalendar(.gregorian, locale: GridLocale("en_US"))
      today = try Day(year: 2024, month: 3, day: 5)
      month = try calendar.month(containing: today)
      grid = calendar.grid(for: month, today: today)
      decorated = calendar.grid(
        for: month, today: today,
        plugins: DayPlugins(decorators: [EventDots([today, today.advanced(by: 1)])]))
      names = try CalendarNames(for: calendar)
    }
  }

  /// Whether a call threw a ``CalendarGridError`` or returned: nothing else may happen.
  static func typed<T, E: Error>(_ body: () throws(E) -> T) -> T? {
    do { return try body() } catch { return nil }
  }

  static let table: [Entry] = core + grid + plugins + state + rendering + feasts + holidays

  /// The ends of the days as ranges: around each end of `Int32` and of the supported days.
  static let dayRanges: [ClosedRange<Day>] = [
    days[0]...days[0].advanced(by: 200), days[2]...days[2].advanced(by: 200),
    days[5].advanced(by: -200)...days[5], days[7].advanced(by: -200)...days[7], days[7]...days[7],
  ]

  /// The number of decorations a buffer holds.
  static func count(_ buffer: consuming DecorationBuffer) -> Int {
    var count = 0
    buffer.decorations().forEach { _, _ in count += 1 }
    return count
  }

  @Test(
    "Every API answers as documented at the ends of its integer and day arguments", arguments: table
  )
  func sweep(entry: Entry) throws {
    try entry.check(try Fixture())
  }

  @Test("The table names each API once")
  func namesAreUnique() {
    #expect(Set(Self.table.map(\.name)).count == Self.table.count)
  }
}
