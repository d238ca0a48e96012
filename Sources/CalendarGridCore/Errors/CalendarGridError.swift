/// Everything the core refuses: input it cannot use, and months a calendar's filler cannot give.
///
/// Each case names the problem and the value that caused it; ``description`` is a sentence a
/// command-line tool can print as it is.
public enum CalendarGridError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The locale identifier is empty, too long, malformed, or not known to ICU.
  case unknownLocale(String, reason: String)
  /// The calendar name is not one of ``CalendarIdentifier``'s.
  case unknownCalendar(String)
  /// The year is outside the range the calendar supports.
  case yearOutOfRange(year: Int, calendar: CalendarIdentifier, supported: ClosedRange<Int>)
  /// The month number does not exist in that year of the calendar.
  case invalidMonth(year: Int, month: Int, isLeapMonth: Bool, calendar: CalendarIdentifier)
  /// The day of month does not exist in that month.
  case invalidDay(year: Int, month: Int, day: Int, calendar: CalendarIdentifier)
  /// The day lies outside the range of days CalendarGrid supports for the calendar.
  case dayOutOfRange(Day, calendar: CalendarIdentifier)
  /// Text that should have been a date, month, weekday or number could not be read.
  case malformed(String, expected: String)
  /// A range whose end precedes its start.
  case emptyRange(String)
  /// A count or other number outside its allowed range.
  case valueOutOfRange(name: String, value: Int, allowed: ClosedRange<Int>)
  /// A calendar's month filler (named by `filler`: `HebrewCalendarFiller`,
  /// `ICUMonthTableFiller`) gave months CalendarGrid cannot use: months that do not tile, years
  /// out of order, an implausible month, or too few months for the days asked.
  case fillerFailed(filler: String, calendar: CalendarIdentifier, problem: String)
  /// A calendar made without a data source (``GridCalendar/init(_:weekRules:cutover:)``) was
  /// asked for months around a day past the rules and tables the core ships; no supported day
  /// needs them, and a calendar made with a locale's data source has them.
  case monthsNeedDataSource(CalendarIdentifier, day: Day)
  /// The year is outside the years a computation (Easter, the solar terms) is defined or
  /// checked for.
  case yearOutsideComputation(year: Int, computation: String, supported: ClosedRange<Int>)
  /// The longitude, in whole degrees, is not one of the 24 solar terms' (0, 15, … 345).
  case notSolarTermLongitude(Int)

  public var description: String {
    switch self {
    case .unknownLocale(let identifier, let reason):
      return "unknown locale '\(identifier)': \(reason)"
    case .unknownCalendar(let name):
      let valid = CalendarIdentifier.allCases.map(\.rawValue).joined(separator: ", ")
      return "unknown calendar '\(name)'; valid calendars: \(valid)"
    case .yearOutOfRange(let year, let calendar, let supported):
      return
        "year \(year) is outside the years the \(calendar.rawValue) calendar supports (\(supported.lowerBound)...\(supported.upperBound))"
    case .invalidMonth(let year, let month, let leap, let calendar):
      return
        "\(leap ? "leap month" : "month") \(month) does not exist in year \(year) of the \(calendar.rawValue) calendar"
    case .invalidDay(let year, let month, let day, let calendar):
      return
        "day \(day) does not exist in month \(month) of year \(year) of the \(calendar.rawValue) calendar"
    case .dayOutOfRange(let day, let calendar):
      return "day \(day) is outside the range the \(calendar.rawValue) calendar supports"
    case .malformed(let text, let expected):
      return "cannot read '\(text)': expected \(expected)"
    case .emptyRange(let text):
      return "the range '\(text)' ends before it starts"
    case .valueOutOfRange(let name, let value, let allowed):
      return "\(name) \(value) is outside \(allowed.lowerBound)...\(allowed.upperBound)"
    case .fillerFailed(let filler, let calendar, let problem):
      return
        "the \(calendar.rawValue) calendar's month filler \(filler) gave months that cannot be used: \(problem)"
    case .monthsNeedDataSource(let calendar, let day):
      return
        "the \(calendar.rawValue) calendar's months around \(day) need a data source: make the calendar with a locale, GridCalendar(_:locale:) from CalendarGridSources"
    case .yearOutsideComputation(let year, let computation, let supported):
      return
        "\(computation) is computed for years \(supported.lowerBound)...\(supported.upperBound), not for year \(year)"
    case .notSolarTermLongitude(let degrees):
      return
        "solar longitude \(degrees)° is not a solar term's: expected a multiple of 15 from 0 to 345"
    }
  }
}
