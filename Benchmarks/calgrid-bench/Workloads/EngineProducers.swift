import CalendarGrid

/// Opens the engine for a calendar and locale and lists `count` consecutive months from the
/// context's start (1950-01 for Gregorian; the month containing `context.start(for:)` otherwise).
func engineMonths(
  context: BenchContext, calendar identifier: CalendarIdentifier, locale: String, count: Int
) throws -> (GridCalendar, [CalendarMonth]) {
  let calendar = try GridCalendar(identifier, locale: GridLocale(locale))
  var month =
    identifier == .gregorian
    ? try calendar.month(year: context.gregorianStart.year, month: context.gregorianStart.month)
    : try calendar.month(containing: context.start(for: identifier))
  var months = [month]
  months.reserveCapacity(count)
  for _ in 1..<count {
    month = try calendar.month(after: month)
    months.append(month)
  }
  return (calendar, months)
}

/// The engine's headline path: `grid(for:rows:today:)`, the selected day marked, and every cell
/// written in the compact layout with `writeCells(into:)`. Months are listed in setup.
struct EngineBulkProducer: GridProducer, Sendable {
  let calendar: GridCalendar
  let months: [CalendarMonth]
  let rows: RowPolicy
  let today: Day
  let selected: Day

  init(
    context: BenchContext, calendar identifier: CalendarIdentifier, locale: String,
    rows: RowPolicy, count: Int
  ) throws {
    (calendar, months) = try engineMonths(
      context: context, calendar: identifier, locale: locale, count: count)
    self.rows = rows
    today = context.today
    selected = context.selected
  }

  var gridCount: Int { months.count }

  @inline(__always)
  func produce<Sink: CellSink>(into sink: inout Sink) {
    var cells = CompactGridCells()
    for month in months {
      var grid = calendar.grid(for: month, rows: rows, today: today)
      if let index = grid.index(of: selected) {
        grid.selectedCells = CellMask(rawValue: 1 << UInt64(index))
      }
      grid.writeCells(into: &cells)
      sink.take(&cells)
    }
  }
}

/// The engine's direct bulk call: `writeCells(for:rows:today:into:)` writes the compact layout
/// without a `MonthGrid`; the selected day is then marked in the compact cells.
struct EngineDirectProducer: GridProducer, Sendable {
  let bulk: EngineBulkProducer

  var gridCount: Int { bulk.gridCount }

  @inline(__always)
  func produce<Sink: CellSink>(into sink: inout Sink) {
    var cells = CompactGridCells()
    for month in bulk.months {
      bulk.calendar.writeCells(for: month, rows: bulk.rows, today: bulk.today, into: &cells)
      cells.selected = .single(cells.firstDay.distance(to: bulk.selected), below: cells.cellCount)
      sink.take(&cells)
    }
  }
}

/// The same grids, navigating with `month(after:)` inside the timed pass (what scrolling does).
struct EngineNavigatingProducer: GridProducer, Sendable {
  let calendar: GridCalendar
  let first: CalendarMonth
  let count: Int
  let rows: RowPolicy
  let today: Day
  let selected: Day

  init(
    context: BenchContext, calendar identifier: CalendarIdentifier, locale: String,
    rows: RowPolicy, count: Int
  ) throws {
    let (calendar, months) = try engineMonths(
      context: context, calendar: identifier, locale: locale, count: count)
    self.calendar = calendar
    first = months[0]
    self.count = count
    self.rows = rows
    today = context.today
    selected = context.selected
  }

  var gridCount: Int { count }

  @inline(__always)
  func produce<Sink: CellSink>(into sink: inout Sink) {
    var cells = CompactGridCells()
    var month = first
    for index in 0..<count {
      if index > 0 {
        // The months were all made in setup, so this cannot fail here.
        guard let next = try? calendar.month(after: month) else { return }
        month = next
      }
      var grid = calendar.grid(for: month, rows: rows, today: today)
      if let index = grid.index(of: selected) {
        grid.selectedCells = CellMask(rawValue: 1 << UInt64(index))
      }
      grid.writeCells(into: &cells)
      sink.take(&cells)
    }
  }
}

extension CompactGridCells {
  /// Fills in what a reader gathered cell by cell: the cell count, the first day and the masks.
  @inline(__always)
  mutating func complete(
    count: Int, firstDay: Day, inMonth: UInt64, weekend: UInt64, today: UInt64,
    selectable: UInt64, selected: UInt64
  ) {
    cellCount = count
    self.firstDay = firstDay
    self.inMonth = CellMask(rawValue: inMonth)
    self.weekend = CellMask(rawValue: weekend)
    self.today = CellMask(rawValue: today)
    self.selectable = CellMask(rawValue: selectable)
    self.selected = CellMask(rawValue: selected)
  }
}

/// The full-cell path: every `GridCell` of every grid made by the subscript and read whole (day,
/// day number, weekday, row, column, week number, flags), its day number and flags written into
/// the compact layout so it can be checked like the others.
struct EngineCellsProducer: GridProducer, Sendable {
  let bulk: EngineBulkProducer

  var gridCount: Int { bulk.gridCount }

  @inline(__always)
  func produce<Sink: CellSink>(into sink: inout Sink) {
    var cells = CompactGridCells()
    for month in bulk.months {
      var grid = bulk.calendar.grid(for: month, rows: bulk.rows, today: bulk.today)
      if let index = grid.index(of: bulk.selected) {
        grid.selectedCells = CellMask(rawValue: 1 << UInt64(index))
      }
      var inMonth: UInt64 = 0
      var weekend: UInt64 = 0
      var today: UInt64 = 0
      var selectable: UInt64 = 0
      var selected: UInt64 = 0
      var extra: UInt64 = 0
      for index in 0..<42 {
        guard index < grid.count else {
          cells.dayNumbers[index] = 0
          continue
        }
        let cell = grid[index]
        cells.dayNumbers[index] = UInt8(truncatingIfNeeded: cell.dayOfMonth)
        let bit = UInt64(index)
        let flags = UInt64(cell.flags.rawValue)
        inMonth |= (flags & 1) << bit
        today |= (flags >> 1 & 1) << bit
        weekend |= (flags >> 2 & 1) << bit
        selectable |= (flags >> 3 & 1) << bit
        selected |= (flags >> 4 & 1) << bit
        extra &+=
          UInt64(UInt32(bitPattern: cell.day.daysSince1970)) ^ UInt64(cell.weekday.rawValue) << 32
          ^ UInt64(cell.row) << 40 ^ UInt64(cell.column) << 48 ^ UInt64(cell.weekOfYear ?? 0) << 56
          ^ flags << 20
      }
      cells.complete(
        count: grid.count, firstDay: grid.firstDay, inMonth: inMonth, weekend: weekend,
        today: today, selectable: selectable, selected: selected)
      sink.take(&cells)
      sink.mix(extra)
    }
  }
}

/// What a SwiftUI `ForEach` and its cell view read of each cell: its `id`, then what a cell
/// draws (day number, in month, today, weekend, selectable, selected), gathered into the compact
/// layout so that the result is checked equal to the bulk path.
struct ForEachCellReader {
  var inMonth: UInt64 = 0
  var weekend: UInt64 = 0
  var today: UInt64 = 0
  var selectable: UInt64 = 0
  var selected: UInt64 = 0
  var ids: UInt64 = 0

  @inline(__always)
  mutating func read(_ cell: GridCell, at index: Int, into cells: inout CompactGridCells) {
    let id = cell.id
    ids &+=
      UInt64(UInt32(bitPattern: id.day.daysSince1970))
      ^ UInt64(UInt32(bitPattern: id.month.daysSince1970)) << 32
    cells.dayNumbers[index] = UInt8(truncatingIfNeeded: cell.dayOfMonth)
    let bit = UInt64(index)
    if cell.isInMonth { inMonth |= 1 &<< bit }
    if cell.isToday { today |= 1 &<< bit }
    if cell.isWeekend { weekend |= 1 &<< bit }
    if cell.isSelectable { selectable |= 1 &<< bit }
    if cell.isSelected { selected |= 1 &<< bit }
  }

  /// Completes `cells` for a grid of `count` cells from `firstDay`, and hands it to `sink`.
  @inline(__always)
  func finish<Sink: CellSink>(
    _ cells: inout CompactGridCells, count: Int, firstDay: Day, into sink: inout Sink
  ) {
    cells.complete(
      count: count, firstDay: firstDay, inMonth: inMonth, weekend: weekend, today: today,
      selectable: selectable, selected: selected)
    sink.take(&cells)
    sink.mix(ids)
  }
}

/// The cells as a SwiftUI `ForEach` and its cell view read them, through the grid's subscript.
struct EngineForEachProducer: GridProducer, Sendable {
  let bulk: EngineBulkProducer

  var gridCount: Int { bulk.gridCount }

  @inline(__always)
  func produce<Sink: CellSink>(into sink: inout Sink) {
    var cells = CompactGridCells()
    for month in bulk.months {
      var grid = bulk.calendar.grid(for: month, rows: bulk.rows, today: bulk.today)
      if let index = grid.index(of: bulk.selected) {
        grid.selectedCells = CellMask(rawValue: 1 << UInt64(index))
      }
      var reader = ForEachCellReader()
      cells.dayNumbers = CompactGridCells.DayNumbers()
      for index in grid.indices {
        reader.read(grid[index], at: index, into: &cells)
      }
      reader.finish(&cells, count: grid.count, firstDay: grid.firstDay, into: &sink)
    }
  }
}

/// The floor under the `ForEach` read: the same reader over cells the engine made in setup and
/// stored, so nothing is computed but the reader's own work. What the `ForEach` read costs above
/// it is the grid's: making it and working out each cell.
struct StoredCellsReadProducer: GridProducer, Sendable {
  /// 42 slots a grid, the first `counts[grid]` of them its cells.
  let cells: [GridCell]
  let counts: [Int]
  let firstDays: [Day]

  init(bulk: EngineBulkProducer) {
    var cells: [GridCell] = []
    var counts: [Int] = []
    var firstDays: [Day] = []
    for month in bulk.months {
      var grid = bulk.calendar.grid(for: month, rows: bulk.rows, today: bulk.today)
      if let index = grid.index(of: bulk.selected) {
        grid.selectedCells = CellMask(rawValue: 1 << UInt64(index))
      }
      let start = cells.count
      cells += grid
      cells += repeatElement(grid[0], count: start + 42 - cells.count)
      counts.append(grid.count)
      firstDays.append(grid.firstDay)
    }
    self.cells = cells
    self.counts = counts
    self.firstDays = firstDays
  }

  var gridCount: Int { counts.count }

  @inline(__always)
  func produce<Sink: CellSink>(into sink: inout Sink) {
    var compact = CompactGridCells()
    cells.withUnsafeBufferPointer { cells in
      for grid in counts.indices {
        let start = grid &* 42
        var reader = ForEachCellReader()
        compact.dayNumbers = CompactGridCells.DayNumbers()
        for index in 0..<counts[grid] {
          reader.read(cells[start &+ index], at: index, into: &compact)
        }
        reader.finish(&compact, count: counts[grid], firstDay: firstDays[grid], into: &sink)
      }
    }
  }
}

/// The cells week by week as a `for` loop reads them: `for week in grid.weeks`, then each week's
/// cells through its iterator (their `id` and what a cell view draws), gathered into the compact
/// layout so that the result is checked equal to the bulk path.
struct EngineWeeksProducer: GridProducer, Sendable {
  let bulk: EngineBulkProducer

  var gridCount: Int { bulk.gridCount }

  @inline(__always)
  func produce<Sink: CellSink>(into sink: inout Sink) {
    var cells = CompactGridCells()
    for month in bulk.months {
      var grid = bulk.calendar.grid(for: month, rows: bulk.rows, today: bulk.today)
      if let index = grid.index(of: bulk.selected) {
        grid.selectedCells = CellMask(rawValue: 1 << UInt64(index))
      }
      var reader = ForEachCellReader()
      cells.dayNumbers = CompactGridCells.DayNumbers()
      var index = 0
      for week in grid.weeks {
        reader.ids &+= UInt64(truncatingIfNeeded: week.id.row)
        for cell in week {
          reader.read(cell, at: index, into: &cells)
          index &+= 1
        }
      }
      reader.finish(&cells, count: grid.count, firstDay: grid.firstDay, into: &sink)
    }
  }
}

/// The cells as the README's SwiftUI sketch reaches them: `ForEach(grid.weeks)`, then
/// `ForEach(week)`, which go by index through the weeks' and each week's subscripts; the week's
/// `id` and each cell read as the `ForEach` read does.
struct EngineIndexedWeeksProducer: GridProducer, Sendable {
  let bulk: EngineBulkProducer

  var gridCount: Int { bulk.gridCount }

  @inline(__always)
  func produce<Sink: CellSink>(into sink: inout Sink) {
    var cells = CompactGridCells()
    for month in bulk.months {
      var grid = bulk.calendar.grid(for: month, rows: bulk.rows, today: bulk.today)
      if let index = grid.index(of: bulk.selected) {
        grid.selectedCells = CellMask(rawValue: 1 << UInt64(index))
      }
      var reader = ForEachCellReader()
      cells.dayNumbers = CompactGridCells.DayNumbers()
      var index = 0
      let weeks = grid.weeks
      for row in weeks.indices {
        let week = weeks[row]
        reader.ids &+= UInt64(truncatingIfNeeded: week.id.row)
        for column in week.indices {
          reader.read(week[column], at: index, into: &cells)
          index &+= 1
        }
      }
      reader.finish(&cells, count: grid.count, firstDay: grid.firstDay, into: &sink)
    }
  }
}

/// (d) The floor: the engine's grids, made in setup, copied one by one into the caller's
/// compact layout and read; nothing is computed.
struct CopyFloorProducer: GridProducer {
  let ready: [CompactGridCells]
  let destination: UnsafeMutablePointer<CompactGridCells>

  init(ready: [CompactGridCells]) {
    self.ready = ready
    destination = .allocate(capacity: 1)
    destination.initialize(to: CompactGridCells())
  }

  var gridCount: Int { ready.count }

  @inline(__always)
  func produce<Sink: CellSink>(into sink: inout Sink) {
    for index in ready.indices {
      destination.pointee = ready[index]
      sink.take(&destination.pointee)
    }
    blackHole(UnsafeMutableRawPointer(destination))
  }
}
