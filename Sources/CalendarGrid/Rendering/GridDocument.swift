/// The JSON form of grids, as `calgrid --format json` writes it: `{"grids": [GRID, ...]}`.
///
/// The field names are an interface other tools read: keep them.
public struct GridDocument: Codable, Hashable, Sendable {
  public var grids: [Grid]

  public init(grids: [Grid]) { self.grids = grids }

  /// One month grid.
  public struct Grid: Codable, Hashable, Sendable {
    public var calendar: String
    public var locale: String
    /// 1 = Sunday … 7 = Saturday.
    public var firstWeekday: Int
    public var year: Int
    public var month: Int
    public var isLeapMonth: Bool
    public var monthLength: Int
    public var era: Int
    public var eraYear: Int
    public var ordinal: Int
    public var title: String
    public var weekdaySymbols: [String]
    public var rows: Int
    public var weeks: [[Cell]]
  }

  /// One cell.
  public struct Cell: Codable, Hashable, Sendable {
    /// ISO 8601 proleptic Gregorian date.
    public var date: String
    /// Day of month in the grid's calendar.
    public var day: Int
    public var inMonth: Bool
    /// 1 = Sunday … 7 = Saturday.
    public var weekday: Int
    public var isToday: Bool
    public var isWeekend: Bool
    public var isSelectable: Bool
    public var weekOfYear: Int?
    /// Whether the day is selected; present only when a selection was given.
    public var isSelected: Bool?
    /// `start`, `middle`, `end` or `single` (a one-day range) for days in a selected range or
    /// week; absent otherwise.
    public var rangePosition: String?
  }
}

extension GridDocument.Grid {
  /// The JSON form of a grid, with names for its title and weekday headers.
  public init(_ grid: MonthGrid, locale: GridLocale, names: CalendarNames) {
    let month = grid.month
    self.init(
      calendar: month.calendar.rawValue, locale: locale.identifier,
      firstWeekday: grid.firstWeekday.rawValue, year: Int(month.year), month: month.month,
      isLeapMonth: month.isLeapMonth, monthLength: month.length, era: Int(month.era),
      eraYear: Int(month.eraYear), ordinal: month.ordinal, title: names.title(for: month),
      weekdaySymbols: names.weekdaySymbols(.short, startingAt: grid.firstWeekday),
      rows: grid.rowCount,
      weeks: grid.weeks.map { week in
        week.map { cell in
          GridDocument.Cell(
            date: cell.day.iso8601, day: cell.dayOfMonth, inMonth: cell.isInMonth,
            weekday: cell.weekday.rawValue, isToday: cell.isToday, isWeekend: cell.isWeekend,
            isSelectable: cell.isSelectable, weekOfYear: cell.weekOfYear)
        }
      })
  }
}
