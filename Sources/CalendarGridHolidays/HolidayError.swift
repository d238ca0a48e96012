import CalendarGridCore
import CalendarGridSources

/// What can go wrong when holidays are asked for.
///
/// Each case carries the value that caused it; ``description`` is a sentence a command-line
/// tool prints as it is.
public enum HolidayError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No data for the country; `known` lists the codes there is data for.
  case unknownCountry(String, known: [String])
  /// The year is outside the years the country's holidays are computed for; `limit` names the
  /// calendar or computation that bounds them, with its own range.
  case yearOutOfRange(year: Int, country: String, supported: ClosedRange<Int>, limit: String)
  /// A strict query for a year past the last year of the country's published lists.
  case pastKnownUntil(year: Int, country: String, knownUntil: Int)
  /// A strict query for a year before the first year of a published list of a holiday that
  /// existed then (``HolidayCalendar/knownFrom``): its days that year are not in the data.
  case beforeKnownFrom(year: Int, country: String, knownFrom: Int)
  /// The holiday data cannot be used: the field (a path such as `holidays[3].date.month`) and
  /// what was expected there.
  case invalidData(country: String, field: String, expected: String)
  /// No working day within `searchedDays` days after (or before) `after`: the data leaves none.
  case noWorkingDay(after: Day, searchedDays: Int)
  /// A count of working days beyond what a query walks.
  case countOutOfRange(Int, allowed: ClosedRange<Int>)
  /// A range of days longer than a query computes holidays for (`maximumDays`,
  /// ``HolidayCalendar/spanLimit``).
  case spanOutOfRange(from: Day, to: Day, maximumDays: Int)
  /// A calendar (the Chinese, Dangi or Hebrew one of the data source) failed.
  case calendar(CalendarGridError)
  /// The data source could not make the Chinese, Dangi or Hebrew calendar a country's lunar
  /// holidays need (the error it threw).
  case dataSource(DataSourceError)

  public var description: String {
    switch self {
    case .unknownCountry(let code, let known):
      return
        "no holiday data for country '\(code)'; known countries: \(known.joined(separator: ", "))"
    case .yearOutOfRange(let year, let country, let supported, let limit):
      return
        "year \(year) is outside the years \(country)'s holidays are computed for (\(supported.lowerBound)...\(supported.upperBound)): \(limit)"
    case .pastKnownUntil(let year, let country, let knownUntil):
      return
        "\(country)'s published holidays are known until \(knownUntil); year \(year) would show only the rule-based days (ask without strict for those)"
    case .beforeKnownFrom(let year, let country, let knownFrom):
      return
        "\(country)'s published festival days are known from \(knownFrom); year \(year) would lack them (ask without strict for the other days)"
    case .invalidData(let country, let field, let expected):
      return "the holiday data of \(country) is invalid at \(field): expected \(expected)"
    case .noWorkingDay(let day, let searched):
      return
        "no working day within \(searched) days of \(day.iso8601): every day is a weekend day or a holiday"
    case .countOutOfRange(let count, let allowed):
      return
        "working-day count \(count) is outside \(allowed.lowerBound)...\(allowed.upperBound)"
    case .spanOutOfRange(let from, let to, let maximum):
      return
        "the range \(from.iso8601)...\(to.iso8601) is longer than the \(maximum) days holidays and working days are computed over at once"
    case .calendar(let error):
      return error.description
    case .dataSource(let error):
      return error.description
    }
  }
}
