import CalendarGridTestSupport
import Testing

@testable import CalendarGridCore

@Suite("Easter: the Western and Orthodox computus")
struct EasterTests {
  /// The reference day of entry `index` of one of ``EasterReferenceTable``'s lists.
  private func reference(_ bytes: [UInt8], index: Int, year: Int) -> Day? {
    guard 2 * index + 1 < bytes.count else { return nil }
    let tens = Int(bytes[2 * index]) - 48
    let ones = Int(bytes[2 * index + 1]) - 48
    guard (0...9).contains(tens), (0...9).contains(ones) else { return nil }
    return try? Day(year: year, month: 3, day: 21).advanced(by: 10 * tens + ones)
  }

  @Test("Every year 1583-4099 agrees with python-dateutil, Western and Orthodox")
  func dateutilTable() throws {
    let years = EasterReferenceTable.firstYear...EasterReferenceTable.lastYear
    #expect(years.count == 2517)
    let westernTable = Array(EasterReferenceTable.western.description.utf8)
    let orthodoxTable = Array(EasterReferenceTable.orthodox.description.utf8)
    #expect(westernTable.count == 2 * years.count && orthodoxTable.count == 2 * years.count)
    var failures = FailureLog()
    for (index, year) in years.enumerated() where !failures.isFull {
      let western = reference(westernTable, index: index, year: year)
      let orthodox = reference(orthodoxTable, index: index, year: year)
      failures.check(western != nil && orthodox != nil, "\(year): no reference entry")
      let ours = (try? Easter.western(year: year), try? Easter.orthodox(year: year))
      failures.check(
        ours.0 == western,
        "Western \(year): \(String(describing: ours.0)), dateutil \(String(describing: western))")
      failures.check(
        ours.1 == orthodox,
        "Orthodox \(year): \(String(describing: ours.1)), dateutil \(String(describing: orthodox))")
    }
    failures.expectNone()
  }

  @Test(
    "Published Western dates (church calendars), the earliest (March 22) and latest (April 25) among them",
    arguments: [
      (1818, "1818-03-22"), (1943, "1943-04-25"), (2000, "2000-04-23"), (2008, "2008-03-23"),
      (2011, "2011-04-24"), (2019, "2019-04-21"), (2024, "2024-03-31"), (2025, "2025-04-20"),
      (2026, "2026-04-05"), (2038, "2038-04-25"), (2285, "2285-03-22"),
    ])
  func publishedWestern(year: Int, expected: String) throws {
    #expect(try Easter.western(year: year) == day(expected))
  }

  @Test(
    "Published Orthodox dates (Orthodox church calendars), on the Gregorian calendar",
    arguments: [
      (2010, "2010-04-04"), (2011, "2011-04-24"), (2021, "2021-05-02"), (2022, "2022-04-24"),
      (2023, "2023-04-16"), (2024, "2024-05-05"), (2025, "2025-04-20"), (2026, "2026-04-12"),
    ])
  func publishedOrthodox(year: Int, expected: String) throws {
    #expect(try Easter.orthodox(year: year) == day(expected))
  }

  @Test("Past the table: a Sunday, inside the computus' window, for sampled and last years")
  func sampledYears() throws {
    var random = SplitMix64(state: 43)
    var years = (0..<2_000).map { _ in Int.random(in: 4100...999_980, using: &random) }
    years += [999_980, 1_000_000]
    var failures = FailureLog()
    for year in years where !failures.isFull {
      let western = try Easter.western(year: year)
      let (y, m, d) = western.gregorian
      failures.check(western.weekday == .sunday, "Western \(year) \(western) not a Sunday")
      failures.check(
        y == year && (m == 3 && d >= 22 || m == 4 && d <= 25), "Western \(year): \(western)")
      guard Easter.orthodoxYears.contains(year) else { continue }
      let orthodox = try Easter.orthodox(year: year)
      let (jy, jm, jd) = orthodox.julian
      failures.check(orthodox.weekday == .sunday, "Orthodox \(year) \(orthodox) not a Sunday")
      failures.check(
        jy == year && (jm == 3 && jd >= 22 || jm == 4 && jd <= 25),
        "Orthodox \(year): Julian \(jy)-\(jm)-\(jd)")
      failures.check(Day.supportedRange.contains(orthodox), "Orthodox \(year) out of range")
    }
    failures.expectNone()
  }

  @Test("Years outside the ranges are refused with the year and the range, never a trap")
  func refusedYears() {
    let cases: [(Int, ClosedRange<Int>, (Int) throws(CalendarGridError) -> Day)] = [
      (1582, Easter.westernYears, Easter.western), (1_000_001, Easter.westernYears, Easter.western),
      (Int.min, Easter.westernYears, Easter.western),
      (Int.max, Easter.westernYears, Easter.western),
      (1582, Easter.orthodoxYears, Easter.orthodox),
      (999_981, Easter.orthodoxYears, Easter.orthodox),
      (Int.min, Easter.orthodoxYears, Easter.orthodox),
      (Int.max, Easter.orthodoxYears, Easter.orthodox),
    ]
    for (year, range, compute) in cases {
      let error = #expect(throws: CalendarGridError.self) { try compute(year) }
      if case .yearOutsideComputation(let named, _, let supported)? = error {
        #expect(named == year && supported == range)
      } else {
        Issue.record("year \(year): \(String(describing: error))")
      }
    }
    #expect(Easter.westernYears == 1583...1_000_000)
    #expect(Easter.orthodoxYears == 1583...999_980)
  }
}
