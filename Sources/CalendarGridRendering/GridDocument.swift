import CalendarGridCore
import CalendarGridDayPlugins
import CalendarGridSources
import CalendarGridState

/// The JSON form of grids, as `calgrid --format json` writes it: `{"grids": [GRID, ...]}`.
///
/// The field names are an interface other tools read: keep them.
public struct GridDocument: Codable, Hashable, Sendable {
  /// The grids, in the order they were asked for.
  public var grids: [Grid]

  /// A document of the given grids.
  public init(grids: [Grid]) { self.grids = grids }

  /// One month grid.
  public struct Grid: Codable, Hashable, Sendable {
    /// The calendar's ICU name (`gregorian`, `dangi`).
    public var calendar: String
    /// The locale's ICU identifier.
    public var locale: String
    /// 1 = Sunday … 7 = Saturday.
    public var firstWeekday: Int
    /// The year in the calendar's own numbering (extended year).
    public var year: Int
    /// The month number, 1-based, as ICU numbers it.
    public var month: Int
    /// Whether the month is a Chinese or Dangi leap month.
    public var isLeapMonth: Bool
    /// The number of days in the month.
    public var monthLength: Int
    /// The era number, as ICU numbers eras.
    public var era: Int
    /// The year within the era.
    public var eraYear: Int
    /// The position of the month in its year, 1-based.
    public var ordinal: Int
    /// The month's title as the locale writes it.
    public var title: String
    /// The weekday headers, from the grid's first weekday on.
    public var weekdaySymbols: [String]
    /// The number of weeks.
    public var rows: Int
    /// The weeks, each exactly seven cells.
    public var weeks: [[Cell]]
  }

  /// One cell.
  public struct Cell: Codable, Hashable, Sendable {
    /// ISO 8601 proleptic Gregorian date.
    public var date: String
    /// Day of month in the grid's calendar.
    public var day: Int
    /// Whether the day belongs to the grid's month (not a leading or trailing day).
    public var inMonth: Bool
    /// 1 = Sunday … 7 = Saturday.
    public var weekday: Int
    /// Whether the day is the `--today` day.
    public var isToday: Bool
    /// Whether the day falls on the locale's weekend.
    public var isWeekend: Bool
    /// Whether every selectable-day rule allows the day.
    public var isSelectable: Bool
    /// The week-of-year number of the day's row, with `--week-numbers`.
    public var weekOfYear: Int?
    /// Whether the day is selected; present only when a selection was given.
    public var isSelected: Bool?
    /// `start`, `middle`, `end` or `single` (a one-day range) for days in a selected range or
    /// week; absent otherwise.
    public var rangePosition: String?
    /// The cell's decorations, in decorator order.
    public var decorations: [DecorationObject]
  }

  /// A decoration as a flat JSON object: `{"kind": "holiday", "name": "설날", "isDayOff": true}`.
  public struct DecorationObject: Codable, Hashable, Sendable {
    /// `holiday`, `dot`, `subtitle`, `badge`, `image` or an app's own kind.
    public var kind: String
    /// The decoration's fields besides its kind, as text.
    public var fields: [String: String]

    /// The JSON object of a decoration.
    public init(_ decoration: Decoration) {
      self.kind = decoration.kind
      self.fields = decoration.fields
    }

    struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(kind, forKey: Key(stringValue: "kind"))
      for (name, value) in fields where name != "kind" {
        // Booleans are JSON booleans; everything else is text.
        if value == "true" || value == "false" {
          try container.encode(value == "true", forKey: Key(stringValue: name))
        } else {
          try container.encode(value, forKey: Key(stringValue: name))
        }
      }
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      kind = try container.decode(String.self, forKey: Key(stringValue: "kind"))
      var fields: [String: String] = [:]
      for key in container.allKeys where key.stringValue != "kind" {
        if let flag = try? container.decode(Bool.self, forKey: key) {
          fields[key.stringValue] = flag ? "true" : "false"
        } else {
          fields[key.stringValue] = try container.decode(String.self, forKey: key)
        }
      }
      self.fields = fields
    }
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
            isSelectable: cell.isSelectable, weekOfYear: cell.weekOfYear,
            decorations: grid.decorations(at: cell.row * 7 + cell.column).map(
              GridDocument.DecorationObject.init))
        }
      })
  }
}
