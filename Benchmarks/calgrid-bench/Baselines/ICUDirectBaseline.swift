import CalendarGrid

#if ICU

  /// (c) ICU directly, per cell: the grid's first day set once, then for each cell `ucal_get` of
  /// the day of month and weekday and `ucal_add` of one day, through the C shim (`ShimCalendar`)
  /// wrapper. The first weekday and weekend are ICU's own week data for the locale; the months'
  /// first days and lengths come from ICU's month fill in setup, as the engine's months do.
  final class ICUDirectBaseline: GridProducer {
    let calendar: ShimCalendar
    let monthStarts: [(first: Day, length: Int)]
    let firstWeekday: Int
    let weekendMask: UInt8
    let today: Day
    let selected: Day

    init(
      _ identifier: CalendarIdentifier, locale: String, start: Day, count: Int, today: Day,
      selected: Day
    ) throws {
      let base = locale.split(separator: "@").first.map(String.init) ?? locale
      calendar = try ShimCalendar(locale: "\(base)@calendar=\(identifier.rawValue)")
      // Month starts found by walking the days with ucal_add/ucal_get in setup (a day whose day of
      // month is not one more than the day before's starts a month; that also holds across the
      // 1582 cutover). The shim's month fill is not used: it fails for chinese and dangi
      // (U_INTERNAL_PROGRAM_ERROR).
      calendar.set(start)
      var previous = calendar.dayOfMonth
      var starts: [Day] = []
      var day = start
      while starts.count <= count {
        day = day.advanced(by: 1)
        calendar.addDays(1)
        let number = calendar.dayOfMonth
        if number != previous + 1 { starts.append(day) }
        previous = number
        guard starts.count > 0 || start.distance(to: day) < 400 else {
          throw Unavailable("ICU reports no month start within 400 days of \(start)")
        }
      }
      // The run starts at the month containing `start`: step back to its first day.
      calendar.set(start)
      let first = start.advanced(by: 1 - calendar.dayOfMonth)
      let all = [first] + starts
      monthStarts = (0..<count).map { (all[$0], all[$0].distance(to: all[$0 + 1])) }
      let week = ShimCalendar.weekData(base)
      firstWeekday = week.firstWeekday
      weekendMask = week.weekendMask
      self.today = today
      self.selected = selected
    }

    var gridCount: Int { monthStarts.count }

    func produce<Sink: CellSink>(into sink: inout Sink) {
      var cells = CompactGridCells()
      for (first, length) in monthStarts {
        calendar.set(first)
        let leading = (calendar.weekday - firstWeekday + 7) % 7
        let count = (leading + length + 6) / 7 * 7
        let start = first.advanced(by: -leading)
        calendar.addDays(-leading)
        var weekend: UInt64 = 0
        for index in 0..<42 {
          guard index < count else {
            cells.dayNumbers[index] = 0
            continue
          }
          cells.dayNumbers[index] = UInt8(truncatingIfNeeded: calendar.dayOfMonth)
          if weekendMask >> UInt8(truncatingIfNeeded: calendar.weekday - 1) & 1 != 0 {
            weekend |= 1 << UInt64(index)
          }
          calendar.addDays(1)
        }
        let todayOffset = start.distance(to: today)
        let selectedOffset = start.distance(to: selected)
        cells.cellCount = count
        cells.firstDay = start
        cells.inMonth = CellMask(cells: leading..<(leading + length))
        cells.weekend = CellMask(rawValue: weekend)
        cells.today = .single(todayOffset, below: count)
        cells.selectable = CellMask(cells: 0..<count)
        cells.selected = .single(selectedOffset, below: count)
        sink.take(&cells)
      }
    }
  }

#else
  /// Without the `ICU` trait there is no libicu to call: the baseline reports itself unavailable.
  final class ICUDirectBaseline: GridProducer {
    init(
      _ identifier: CalendarIdentifier, locale: String, start: Day, count: Int, today: Day,
      selected: Day
    ) throws {
      throw Unavailable("built without the ICU trait")
    }
    var gridCount: Int { 0 }
    func produce<Sink: CellSink>(into sink: inout Sink) {}
    func collect() -> [CompactGridCells] { [] }
  }
#endif

extension CellMask {
  /// The one cell `offset` when it is in `0..<count`, else no cell.
  static func single(_ offset: Int, below count: Int) -> CellMask {
    offset >= 0 && offset < count ? CellMask(rawValue: 1 << UInt64(offset)) : .none
  }
}
