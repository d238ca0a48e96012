/// One week as a single row of seven cells, for a collapsed week view.
public struct WeekStrip: Hashable, Sendable, RandomAccessCollection {
  /// The month of the day the week was asked for; ``GridCell/isInMonth`` is relative to it.
  public let focusMonth: CalendarMonth
  /// The first day of the week.
  public let firstDay: Day
  /// The weekday of the first cell.
  public let firstWeekday: Weekday
  /// The weekend days of the calendar's week rules.
  public let weekend: WeekdaySet
  /// The week-of-year number of the week.
  public let weekOfYear: Int
  @usableFromInline let dayNumbers: [UInt8]
  @usableFromInline let todayIndex: Int

  init(
    focusMonth: CalendarMonth, firstDay: Day, firstWeekday: Weekday, weekend: WeekdaySet,
    dayNumbers: [UInt8], today: Day?, weekOfYear: Int
  ) {
    self.focusMonth = focusMonth
    self.firstDay = firstDay
    self.firstWeekday = firstWeekday
    self.weekend = weekend
    self.dayNumbers = dayNumbers
    self.weekOfYear = weekOfYear
    let offset = today.map { firstDay.distance(to: $0) } ?? -1
    self.todayIndex = (0..<7).contains(offset) ? offset : -1
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { 7 }

  /// The cell at a position, 0-based from the first weekday; a position outside `0..<7` traps,
  /// as an array's index does.
  public subscript(position: Int) -> GridCell {
    precondition(position >= 0 && position < 7, "cell index out of range")
    let day = firstDay.advanced(by: position)
    let weekday = firstWeekday.advanced(by: position)
    var flags: CellFlags = [.selectable]
    if focusMonth.contains(day) { flags.insert(.inMonth) }
    if weekend.contains(weekday) { flags.insert(.weekend) }
    if position == todayIndex { flags.insert(.today) }
    return GridCell(
      day: day, gridMonth: focusMonth.firstDay, dayOfMonth: Int(dayNumbers[position]),
      row: 0, column: position, weekday: weekday.rawValue, weekOfYear: weekOfYear, flags: flags)
  }
}
