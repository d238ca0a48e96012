extension MonthGrid {
  /// Everything a grid's cells are made from: the month, where it starts in the grid, and the
  /// cells' state masks.
  ///
  /// The grid, its weeks and their iterators all read cells from this one value. It holds no
  /// reference, so copying it (as a week's iterator does for each week) costs no reference
  /// counting, and a new fact about cells is added here once.
  @usableFromInline
  struct Layout: Hashable, Sendable {
    @usableFromInline let month: CalendarMonth
    @usableFromInline let firstWeekday: Weekday
    @usableFromInline let weekend: WeekdaySet
    /// The day in the first cell.
    @usableFromInline let firstDay: Day
    /// The number of leading days from the previous month (0 through 6).
    @usableFromInline let leading: UInt8
    /// The number of cells, 7 times the rows: a loop over the indices and the cell's range
    /// check read the same number.
    @usableFromInline let cellCount: UInt8
    /// The weekend as columns, bit `c` for column `c`.
    @usableFromInline let weekendColumns: UInt8
    /// Today's cell, or -1.
    @usableFromInline let todayIndex: Int8
    /// Week-of-year numbers, 8 bits per row; 0 when the grid was built without them.
    @usableFromInline var packedWeekNumbers: UInt64
    @usableFromInline var selectable: CellMask
    @usableFromInline var selected: CellMask
    @usableFromInline var rangeStart: CellMask
    @usableFromInline var rangeMiddle: CellMask
    @usableFromInline var rangeEnd: CellMask
    @usableFromInline var decorated: CellMask

    @inlinable
    init(
      month: CalendarMonth, firstWeekday: Weekday, weekend: WeekdaySet, rows policy: RowPolicy,
      today: Day?
    ) {
      self.month = month
      self.firstWeekday = firstWeekday
      self.weekend = weekend
      let leading = month.firstDay.weekday.daysSince(firstWeekday)
      self.leading = UInt8(leading)
      let firstDay = month.firstDay.advanced(by: -leading)
      self.firstDay = firstDay
      let cellCount = policy == .fixed ? 42 : (leading + month.length + 6) / 7 * 7
      self.cellCount = UInt8(cellCount)
      // Weekend bits rotated so that bit c is column c.
      let shift = UInt8(firstWeekday.rawValue - 1)
      let bits = weekend.rawValue
      self.weekendColumns = ((bits >> shift) | (bits << (7 - shift))) & 0x7F
      let todayOffset = today.map { firstDay.distance(to: $0) } ?? -1
      self.todayIndex = todayOffset >= 0 && todayOffset < cellCount ? Int8(todayOffset) : -1
      self.packedWeekNumbers = 0
      self.selectable = CellMask(rawValue: (1 << UInt64(cellCount)) &- 1)
      self.selected = .none
      self.rangeStart = .none
      self.rangeMiddle = .none
      self.rangeEnd = .none
      self.decorated = .none
    }

    @inlinable var endIndex: Int { Int(cellCount) }

    /// The cell at `position`, made from the fields with a few integer operations.
    @inlinable @inline(__always)
    func cell(at position: Int) -> GridCell {
      precondition(position >= 0 && position < endIndex, "cell index out of range")
      let offset = position &- Int(leading)
      // Masking shifts: the precondition keeps `position` below 42, and a caller that cannot
      // see that bound (a week's iterator, starting at its row) would otherwise test every
      // shift for 64 or more.
      let shift = UInt64(truncatingIfNeeded: position)
      @inline(__always) func bit(_ mask: CellMask, _ flag: CellFlags) -> UInt16 {
        UInt16(truncatingIfNeeded: mask.rawValue &>> shift & 1) &* flag.rawValue
      }
      @inline(__always) func bit(_ isSet: Bool, _ flag: CellFlags) -> UInt16 {
        UInt16(truncatingIfNeeded: isSet ? 1 : 0) &* flag.rawValue
      }
      let isInMonth = UInt(bitPattern: offset) < UInt(month.length)
      // The weekend columns repeated on every row, so the flag needs no division by 7.
      let weekendCells = CellMask(rawValue: UInt64(weekendColumns) &* CellMask.everyRow)
      let flags =
        bit(selectable, .selectable) | bit(selected, .selected) | bit(isInMonth, .inMonth)
        | bit(Int(todayIndex) == position, .today) | bit(weekendCells, .weekend)
        | bit(rangeStart, .rangeStart) | bit(rangeMiddle, .rangeMiddle)
        | bit(rangeEnd, .rangeEnd) | bit(decorated, .decorated)
      // `position / 7` as a multiply and a shift, exact for positions 0 through 89 (a grid has
      // at most 42).
      let row = (position &* 37) &>> 8
      let column = position &- row &* 7
      var weekday = Int(firstWeekday.rawValue) &+ column
      if weekday > 7 { weekday &-= 7 }
      let week = Int(
        truncatingIfNeeded: packedWeekNumbers &>> UInt64(truncatingIfNeeded: row &* 8) & 0xFF)
      // A grid's days lie inside `Day.supportedRange`, far from `Int32`'s ends: no clamping.
      return GridCell(
        day: Day(daysSince1970: firstDay.daysSince1970 &+ Int32(truncatingIfNeeded: position)),
        gridMonth: month.firstDay, dayOfMonth: dayNumber(atOffset: offset),
        row: row, column: column, weekday: weekday,
        weekOfYear: week == 0 ? nil : week, flags: CellFlags(rawValue: flags))
    }

    /// The day number of the cell `offset` days after the month's first day.
    ///
    /// Most grids number their cells by the offset alone (``hasPlainDayNumbers``); the months
    /// around a calendar reform, whose numbers skip, take the month's general numbering.
    @inlinable @inline(__always)
    func dayNumber(atOffset offset: Int) -> Int {
      guard _fastPath(hasPlainDayNumbers) else { return month.dayNumber(atOffset: offset) }
      if offset < 0 { return offset &+ Int(month.previousLastDayNumber) &+ 1 }
      if offset >= month.length { return offset &- month.length &+ 1 }
      return offset &+ 1
    }

    /// Whether every cell's day number follows from its offset in the month alone: no skipped
    /// numbers in the month or the next, and the neighbouring months long enough for the leading
    /// and trailing cells (every month but those around a calendar reform).
    @inlinable
    var hasPlainDayNumbers: Bool {
      let length = month.length
      return month.gap.after | month.nextGap.after == 0 && Int(month.previousLength) >= Int(leading)
        && Int(month.nextLength) >= endIndex &- Int(leading) &- length
    }
  }
}
