import CalendarGridCore
import CalendarGridSources

/// What a plugin knows about the grid it is asked for.
public struct PluginContext: Sendable {
  /// The engine: calendar system, locale and week rules.
  public let calendar: GridCalendar
  /// The month the grid shows, when the days are asked for a month grid.
  public let month: CalendarMonth?
  /// Today, when the caller gave one.
  public let today: Day?

  /// What a plugin is told about a grid: its calendar, and its month and today when known.
  public init(calendar: GridCalendar, month: CalendarMonth? = nil, today: Day? = nil) {
    self.calendar = calendar
    self.month = month
    self.today = today
  }
}
