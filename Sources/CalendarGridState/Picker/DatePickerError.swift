import CalendarGridCore
import CalendarGridSources

/// What a ``DatePickerModel`` refuses: a column chosen before the one it depends on, a value its
/// columns do not list, or a year or day its calendar does not support.
///
/// ``description`` is a sentence a tool can print as it is.
public enum DatePickerError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A column of a picker.
  public enum Column: String, Hashable, Sendable {
    /// The year column.
    case year
    /// The month column.
    case month
    /// The day column.
    case day
  }

  /// A picker that enables its columns in order (``DatePickerModel/enablingInOrder(calendar:years:order:missingValuePolicy:)``)
  /// was given `column` before `requires` was chosen.
  case chosenOutOfOrder(Column, requires: Column)
  /// The year is not one of the picker's years (``DatePickerModel/yearRange``).
  case yearNotListed(Int, listed: ClosedRange<Int>)
  /// The month is not one of the chosen year's months (``DatePickerModel/months``); `ordinal` is
  /// its position when it was chosen by position.
  case monthNotListed(month: Int, isLeapMonth: Bool, ordinal: Int?, year: Int, monthCount: Int)
  /// The day number is not one of the chosen month's.
  case dayNotListed(number: Int, month: CalendarMonth)
  /// The calendar refused a year or a day (``CalendarGridCore/CalendarGridError``).
  case calendar(CalendarGridError)
  /// The data source could not give the calendar's month names
  /// (``CalendarGridSources/CalendarNames/init(for:)``; the error it threw).
  case names(DataSourceError)

  public var description: String {
    switch self {
    case .chosenOutOfOrder(let column, let requires):
      return
        "cannot choose the \(column.rawValue) before the \(requires.rawValue): choose the \(requires.rawValue) first"
    case .yearNotListed(let year, let listed):
      return
        "year \(year) is not one of the picker's years (\(listed.lowerBound)...\(listed.upperBound))"
    case .monthNotListed(let month, let isLeapMonth, let ordinal, let year, let monthCount):
      let what =
        ordinal.map { "month \($0) by position" }
        ?? "\(isLeapMonth ? "leap month" : "month") \(month)"
      return "\(what) is not one of year \(year)'s \(monthCount) months"
    case .dayNotListed(let number, let month):
      return
        "day \(number) is not one of the \(month.length) days of month \(month.month) of year \(month.year) of the \(month.calendar.rawValue) calendar"
    case .calendar(let error):
      return error.description
    case .names(let error):
      return error.description
    }
  }
}
