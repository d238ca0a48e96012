/// One cell of a month or week grid: a day and everything a UI draws for it.
///
/// Cells are produced on access from the grid's few fields and bit masks, so a grid costs the
/// same to build whether or not every cell is read.
public struct GridCell: Hashable, Sendable, Identifiable {
  /// A cell's identity: the day it shows in the grid of one month.
  ///
  /// The same day shows in two grids of a scrolling multi-month list (March's trailing April
  /// days and April's own), so a list needs the grid's month in the identity; the ``day`` stays
  /// the identity of the day itself.
  public struct ID: Hashable, Sendable, Codable {
    /// The first day of the month whose grid shows the cell.
    public let month: Day
    /// The day the cell shows.
    public let day: Day

    /// The id of `day`'s cell in the grid of the month starting on `month`.
    @inlinable
    public init(month: Day, day: Day) {
      self.month = month
      self.day = day
    }
  }

  /// The day, the same in every grid that shows it.
  public let day: Day
  /// The first day of the month whose grid holds the cell (for a week grid, of its focus month).
  public let gridMonth: Day
  // A cell is 16 bytes (two registers): the small numbers are stored in a byte each and read
  // as `Int`. The grid works out a cell's row, column and weekday once when it makes the cell,
  // so reading them is a load, not a division by 7.
  @usableFromInline let storedDayOfMonth: UInt8
  @usableFromInline let storedRow: UInt8
  @usableFromInline let storedColumn: UInt8
  /// The weekday's raw value, converted when read so that a caller that never reads it does
  /// not pay the conversion's check.
  @usableFromInline let storedWeekday: UInt8
  /// 0 when the grid was built without week numbers (week-of-year numbers start at 1).
  @usableFromInline let storedWeekOfYear: UInt8
  /// The cell's state bits.
  public let flags: CellFlags

  /// The day-of-month number in the grid's calendar.
  @inlinable public var dayOfMonth: Int { Int(storedDayOfMonth) }
  /// The day of the week.
  @inlinable public var weekday: Weekday { Weekday(unchecked: Int(storedWeekday)) }
  /// The cell's row (0-based).
  @inlinable public var row: Int { Int(storedRow) }
  /// The cell's column (0-based, from the first weekday).
  @inlinable public var column: Int { Int(storedColumn) }
  /// The week-of-year number of the cell's row per the locale's rules, when the grid was built
  /// with week numbers.
  @inlinable public var weekOfYear: Int? {
    storedWeekOfYear == 0 ? nil : Int(storedWeekOfYear)
  }
  /// Unique across the grids of a multi-month list, stable across renders.
  @inlinable public var id: ID { ID(month: gridMonth, day: day) }
  /// Whether the day belongs to the grid's month (not a leading or trailing day).
  @inlinable public var isInMonth: Bool { flags.contains(.inMonth) }
  /// Whether the day is today.
  @inlinable public var isToday: Bool { flags.contains(.today) }
  /// Whether the day is a weekend day per the locale's rules.
  @inlinable public var isWeekend: Bool { flags.contains(.weekend) }
  /// Whether the day may be selected (all days are, unless selectable-day rules say otherwise).
  @inlinable public var isSelectable: Bool { flags.contains(.selectable) }
  /// The cell's position in its grid, row by row (what ``MonthGrid/subscript(_:)`` takes).
  @inlinable public var index: Int { Int(storedRow) &* 7 &+ Int(storedColumn) }

  /// A cell in `row` (0 through 5) and `column` (0 through 6) of a grid, on `weekday` (a raw
  /// value, 1 through 7); `dayOfMonth` 1 through 255 and `weekOfYear` 1 through 255 or nil, as
  /// every calendar's grid has them.
  @inlinable @inline(__always)
  init(
    day: Day, gridMonth: Day, dayOfMonth: Int, row: Int, column: Int, weekday: Int,
    weekOfYear: Int?, flags: CellFlags
  ) {
    self.day = day
    self.gridMonth = gridMonth
    self.storedDayOfMonth = UInt8(truncatingIfNeeded: dayOfMonth)
    self.storedRow = UInt8(truncatingIfNeeded: row)
    self.storedColumn = UInt8(truncatingIfNeeded: column)
    self.storedWeekday = UInt8(truncatingIfNeeded: weekday)
    self.storedWeekOfYear = UInt8(truncatingIfNeeded: weekOfYear ?? 0)
    self.flags = flags
  }
}

/// A cell's state, one bit each.
public struct CellFlags: OptionSet, Hashable, Sendable {
  public let rawValue: UInt16
  @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }

  /// The day belongs to the grid's month.
  @inlinable public static var inMonth: CellFlags { CellFlags(rawValue: 1 << 0) }
  /// The day is today.
  @inlinable public static var today: CellFlags { CellFlags(rawValue: 1 << 1) }
  /// The day falls on the weekend.
  @inlinable public static var weekend: CellFlags { CellFlags(rawValue: 1 << 2) }
  /// Every rule allows the day.
  @inlinable public static var selectable: CellFlags { CellFlags(rawValue: 1 << 3) }
  /// The day is selected.
  @inlinable public static var selected: CellFlags { CellFlags(rawValue: 1 << 4) }
  /// The day starts a selected range or week.
  @inlinable public static var rangeStart: CellFlags { CellFlags(rawValue: 1 << 5) }
  /// The day is inside a selected range or week.
  @inlinable public static var rangeMiddle: CellFlags { CellFlags(rawValue: 1 << 6) }
  /// The day ends a selected range or week.
  @inlinable public static var rangeEnd: CellFlags { CellFlags(rawValue: 1 << 7) }
  /// The day has at least one decoration.
  @inlinable public static var decorated: CellFlags { CellFlags(rawValue: 1 << 8) }
}

/// How many rows a month grid has.
public enum RowPolicy: String, Hashable, Sendable, CaseIterable, Codable {
  /// Only the weeks the month touches: 4 to 6 rows, as most hand-written calendars do.
  case variable
  /// Always 6 rows, as UICalendarView and FSCalendar do, so pages keep their height.
  case fixed
}
