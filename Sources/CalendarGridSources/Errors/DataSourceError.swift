import CalendarGridCore

/// Everything that can go wrong when a data source (ICU or Foundation) is asked for locales,
/// calendars or names.
///
/// Each case names the problem and the value that caused it; ``description`` is a sentence a
/// command-line tool can print as it is. What the core refuses in a request (an unknown locale,
/// a calendar name, a day out of range) is carried unchanged by ``core(_:)``, whose description
/// is the core error's own.
public enum DataSourceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// ICU reported an error that CalendarGrid cannot recover from: the ICU call (`operation`,
  /// with the locale or pattern it was given) and ICU's status name (`U_ILLEGAL_ARGUMENT_ERROR`).
  case icu(operation: String, status: String)
  /// Foundation gave an answer CalendarGrid cannot use in `operation`.
  case foundation(operation: String, problem: String)
  /// The data source cannot be used in this build (``CalendarGridCore/CalendarDataSource/icu``
  /// without the `ICU` trait); `reason` names what it needs.
  case unavailable(CalendarDataSource, reason: String)
  /// The data source has no such calendar on this OS; `availableFrom` lists the OS releases that
  /// have it (Foundation has Dangi from iOS 26 / macOS 26).
  case calendarUnavailable(
    CalendarIdentifier, source: CalendarDataSource, availableFrom: [AppleOSRelease])
  /// The core refused what the data source was asked for (an unknown locale or calendar name,
  /// a day outside the supported range, months a filler could not give).
  case core(CalendarGridError)

  public var description: String {
    switch self {
    case .icu(let operation, let status):
      return "ICU failed in \(operation): \(status)"
    case .foundation(let operation, let problem):
      return "Foundation failed in \(operation): \(problem)"
    case .unavailable(let source, let reason):
      return "the \(source.rawValue) data source is unavailable: \(reason)"
    case .calendarUnavailable(let calendar, let source, let releases):
      let provider = source == .foundation ? "Foundation" : "ICU"
      let from =
        releases.isEmpty
        ? "no OS release has it"
        : "\(provider) has it from \(releases.map(\.description).joined(separator: ", "))"
      return
        "the \(calendar.rawValue) calendar is unavailable from the \(source.rawValue) data source on this OS: \(from)"
    case .core(let error):
      return error.description
    }
  }
}

extension DataSourceError {
  /// The error for a calendar this OS's Foundation lacks, naming the releases that have it.
  package static func foundationLacks(_ calendar: CalendarIdentifier) -> DataSourceError {
    .calendarUnavailable(
      calendar, source: .foundation,
      availableFrom: AppleOSRelease.foundationReleases(having: calendar) ?? [])
  }

  /// The result of a core call, with what the core refuses carried in ``core(_:)``.
  package static func carryingCore<Result>(
    _ body: () throws(CalendarGridError) -> Result
  ) throws(DataSourceError) -> Result {
    do {
      return try body()
    } catch {
      throw .core(error)
    }
  }

  /// The problem a month filler reports in ``CalendarGridCore/CalendarGridError/fillerFailed(filler:calendar:problem:)``
  /// for this source failure: the failed operation with ICU's status or Foundation's problem.
  package var fillerProblem: String {
    switch self {
    case .icu(let operation, let status): return "\(operation): \(status)"
    case .foundation(let operation, let problem): return "\(operation): \(problem)"
    default: return description
    }
  }
}
