extension MonthGrid {
  /// What a grid's cells are made from: every field of the grid but its decorations.
  ///
  /// Plain bytes, unlike the grid (which holds its decorations' reference): a value that holds
  /// one, such as a week's iterator, copies it without reference counting, and the compiler sees
  /// that every week's copy holds the same numbers.
  @usableFromInline
  struct CellSource: Sendable {
    @usableFromInline let month: CalendarMonth
    @usableFromInline let firstWeekday: Weekday
    @usableFromInline let weekend: WeekdaySet
    @usableFromInline let firstDay: Day
    @usableFromInline let leading: UInt8
    @usableFromInline let storedCellCount: UInt8
    @usableFromInline let weekendColumns: UInt8
    @usableFromInline let todayIndex: Int8
    @usableFromInline let packedWeekNumbers: UInt64
    @usableFromInline let storedSelectable: CellMask
    @usableFromInline let storedSelected: CellMask
    @usableFromInline let storedRangeStart: CellMask
    @usableFromInline let storedRangeMiddle: CellMask
    @usableFromInline let storedRangeEnd: CellMask
    @usableFromInline let storedDecorated: CellMask

    @inlinable
    init(
      month: CalendarMonth, firstWeekday: Weekday, weekend: WeekdaySet, firstDay: Day,
      leading: UInt8, storedCellCount: UInt8, weekendColumns: UInt8, todayIndex: Int8,
      packedWeekNumbers: UInt64,
      storedSelectable: CellMask, storedSelected: CellMask, storedRangeStart: CellMask,
      storedRangeMiddle: CellMask, storedRangeEnd: CellMask, storedDecorated: CellMask
    ) {
      self.month = month
      self.firstWeekday = firstWeekday
      self.weekend = weekend
      self.firstDay = firstDay
      self.leading = leading
      self.storedCellCount = storedCellCount
      self.weekendColumns = weekendColumns
      self.todayIndex = todayIndex
      self.packedWeekNumbers = packedWeekNumbers
      self.storedSelectable = storedSelectable
      self.storedSelected = storedSelected
      self.storedRangeStart = storedRangeStart
      self.storedRangeMiddle = storedRangeMiddle
      self.storedRangeEnd = storedRangeEnd
      self.storedDecorated = storedDecorated
    }

    @inlinable var endIndex: Int { Int(storedCellCount) }

    #if compiler(>=6.3)
      @inline(always)
    #else
      @inline(__always)
    #endif
    @inlinable
    func cell(at position: Int) -> GridCell { cell(at: position, numbering: .branching) }

    /// The cell at `position`, for a week's iterator: its cells come one after another, seven at
    /// a time, and the selecting numbering suits that loop better (week by week read 3,072
    /// instructions a grid with it, 3,490 with the branching one).
    #if compiler(>=6.3)
      @inline(always)
    #else
      @inline(__always)
    #endif
    @inlinable
    func cellInWeekOrder(at position: Int) -> GridCell { cell(at: position, numbering: .selecting) }

    /// How a cell's day number is worked out: the same numbers, two shapes of code, each the
    /// faster for one kind of caller's loop.
    @usableFromInline
    enum DayNumbering {
      /// The month's own days by one test and an add, the others on a branch that tests the
      /// grid once more: a loop over a grid's cells by index (`ForEach`, the subscripts).
      case branching
      /// Selects between per-grid constants, with no branch but the test for plain day
      /// numbers: a week's iterator.
      case selecting
    }

    #if compiler(>=6.3)
      @inline(always)
    #else
      @inline(__always)
    #endif
    @inlinable
    func cell(at position: Int, numbering: DayNumbering) -> GridCell {
      precondition(position >= 0 && position < endIndex, "cell index out of range")
      let offset = position &- Int(leading)
      let length = month.length
      let shift = UInt64(truncatingIfNeeded: position)
      // Masking shifts: the precondition keeps `position` below 42, and a caller that cannot see
      // that bound (a week's iterator, starting at its row) would otherwise test every shift for
      // 64 or more.
      @inline(__always) func bit(_ mask: CellMask, _ flag: CellFlags) -> UInt16 {
        UInt16(truncatingIfNeeded: mask.rawValue &>> shift & 1) &* flag.rawValue
      }
      @inline(__always) func bit(_ isSet: Bool, _ flag: CellFlags) -> UInt16 {
        UInt16(truncatingIfNeeded: isSet ? 1 : 0) &* flag.rawValue
      }
      // The day number, and whether the day is the month's own. In a grid with plain day
      // numbers, the month's own days take one test and an add, and the leading and trailing
      // days one select more. In the other grids (around a calendar reform, beside a month
      // shorter than a week) the plain length is 0, so every cell fails the first test and
      // takes the general numbers. Shaped so, a ForEach reader's loop keeps its accumulators in
      // registers; with the test for plain numbers ahead of two selects on every cell, it kept
      // two of them on the stack and took a tenth longer for as many instructions.
      let plainLength = hasPlainDayNumbers ? length : 0
      let dayNumber: Int
      let isInMonth: Bool
      if numbering == .selecting {
        isInMonth = UInt(bitPattern: offset) < UInt(length)
        dayNumber =
          _fastPath(hasPlainDayNumbers)
          ? plainDayNumber(atOffset: offset, length: length) : month.dayNumber(atOffset: offset)
      } else if UInt(bitPattern: offset) < UInt(plainLength) {
        dayNumber = offset &+ 1
        isInMonth = true
      } else if _fastPath(hasPlainDayNumbers) {
        dayNumber = offset &+ (offset < 0 ? Int(month.previousLastDayNumber) &+ 1 : 1 &- length)
        isInMonth = false
      } else {
        dayNumber = month.dayNumber(atOffset: offset)
        isInMonth = UInt(bitPattern: offset) < UInt(length)
      }
      // Each flag is its own bit ORed in (no select over the whole word), so that a caller that
      // tests one flag reads its condition directly.
      var flags =
        bit(storedSelectable, .selectable) | bit(storedSelected, .selected)
        | bit(isInMonth, .inMonth)
        | bit(Int(todayIndex) == position, .today)
      // The weekend columns repeated on every row (loop-invariant: hoisted out of a caller's
      // loop over the cells), so the flag needs no division by 7.
      let weekendCells = CellMask(rawValue: UInt64(weekendColumns) &* 0x8_1020_4081)
      flags |= bit(weekendCells, .weekend)
      // Ranges and decorations are absent from most grids: one test of the grid (hoisted out of a
      // caller's loop) skips their four masks.
      let rangesAndDecorations =
        storedRangeStart.rawValue | storedRangeMiddle.rawValue | storedRangeEnd.rawValue
        | storedDecorated.rawValue
      if rangesAndDecorations != 0 {
        flags |=
          bit(storedRangeStart, .rangeStart) | bit(storedRangeMiddle, .rangeMiddle)
          | bit(storedRangeEnd, .rangeEnd) | bit(storedDecorated, .decorated)
      }
      // `position / 7` as a multiply and a shift (exact for positions 0 through 89; a grid has
      // at most 42), written out: left as a division, it was compiled in two forms (one for the
      // week, one for the column) and worked out twice per cell.
      let row = (position &* 37) &>> 8
      let column = position &- row &* 7
      var weekday = Int(firstWeekday.rawValue) &+ column
      if weekday > 7 { weekday &-= 7 }
      let week = Int(
        truncatingIfNeeded: packedWeekNumbers &>> UInt64(truncatingIfNeeded: row &* 8) & 0xFF)
      // A grid's days lie inside `Day.supportedRange`, far from `Int32`'s ends: no clamping.
      return GridCell(
        day: Day(daysSince1970: firstDay.daysSince1970 &+ Int32(truncatingIfNeeded: position)),
        gridMonth: month.firstDay, dayOfMonth: dayNumber,
        row: row, column: column, weekday: weekday,
        weekOfYear: week == 0 ? nil : week, flags: CellFlags(rawValue: flags))
    }

    /// The day number `offset` days after the month's first day when ``hasPlainDayNumbers``: the
    /// general ``CalendarMonth/dayNumber(atOffset:)`` with two of its six jumps, as two selects
    /// between per-grid constants (hoisted out of a caller's loop) and an add.
    @inlinable @inline(__always)
    func plainDayNumber(atOffset offset: Int, length: Int) -> Int {
      var adjustment = 1
      if offset >= length { adjustment = 1 &- length }
      if offset < 0 { adjustment = Int(month.previousLastDayNumber) &+ 1 }
      return offset &+ adjustment
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
