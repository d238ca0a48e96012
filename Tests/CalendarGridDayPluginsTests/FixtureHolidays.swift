import CalendarGridCore
import CalendarGridDayPlugins
import CalendarGridSourcesTestSupport
import Foundation

/// Korea's public holidays of 2000-2040 as a precomputed decorator, read from the kr_holidays
/// fixture (the `holidays` package's list): a holiday list for the decorator tests that does not
/// lean on the holidays module, which comes after this one.
struct FixtureHolidays: PrecomputedDayDecorator {
  struct Entry: Decodable {
    var date: String
    var name: String
  }

  private struct Fixture: Decodable {
    var holidays: [Entry]
  }

  /// The holidays, sorted by day, with their days.
  let holidays: [(day: Day, name: String)]
  let decorationTables: [DecorationTable]
  let dayRuns: DayRuns

  init() throws {
    guard let url = CalendarTestSupport.fixture("kr_holidays") else {
      throw CalendarGridError.malformed("kr_holidays", expected: "the fixture file")
    }
    let entries = try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url)).holidays
    var holidays: [(day: Day, name: String)] = []
    for entry in entries { holidays.append((try Day(iso8601: entry.date), entry.name)) }
    self.holidays = holidays
    decorationTables = [DecorationTable(holidays.map { .holiday(name: $0.name, isDayOff: true) })]
    dayRuns = DayRuns(
      holidays.enumerated().map { index, holiday in
        DayRuns.Run(first: holiday.day, count: 1, table: 0, entry: index)
      })
  }

  /// The names of the holidays on a day.
  func names(on day: Day) -> [String] {
    holidays.filter { $0.day == day }.map(\.name)
  }
}
