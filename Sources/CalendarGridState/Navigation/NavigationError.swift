import CalendarGridCore

/// What a ``MonthNavigator`` or a ``CalendarViewState`` refuses: a day its calendar cannot show,
/// bounds around today that are negative or too wide, or a saved screen of another calendar or
/// selection mode.
///
/// ``description`` is a sentence a tool can print as it is.
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Which side of today a ``MonthNavigator/Bounds/monthsAroundToday(before:after:)`` count is.
  public enum Side: String, Hashable, Sendable {
    /// Months before today's.
    case before
    /// Months after today's.
    case after
  }

  /// The calendar refused today, the day to show, or a bound (the error it threw).
  case calendar(CalendarGridError)
  /// A count of months around today outside `allowed`.
  case monthsAroundTodayOutOfRange(Side, months: Int, allowed: ClosedRange<Int>)
  /// A saved screen (``CalendarViewState/Restoration``) shows a month of another calendar.
  case restoredCalendarMismatch(saved: CalendarIdentifier, screen: CalendarIdentifier)
  /// A saved screen holds a selection of another mode than the screen's.
  case restoredModeMismatch(saved: Selection.Mode, screen: Selection.Mode)

  public var description: String {
    switch self {
    case .calendar(let error):
      return error.description
    case .monthsAroundTodayOutOfRange(let side, let months, let allowed):
      return
        "\(months) months \(side.rawValue) today is outside \(allowed.lowerBound)...\(allowed.upperBound)"
    case .restoredCalendarMismatch(let saved, let screen):
      return
        "the saved month is of the \(saved.rawValue) calendar; expected a month of the screen's \(screen.rawValue) calendar"
    case .restoredModeMismatch(let saved, let screen):
      return
        "the saved selection is in mode \(saved); expected the screen's mode \(screen)"
    }
  }
}
