import CalendarGrid

/// Decorated grids: today, a range selection, two selectable-day rules and holiday marks.
///
/// The plugin protocol comes with the plugins branch; ``PluginDecorationHook`` is where the
/// real plugins (today, range selection, two selectable rules, Korean holidays, lunar
/// subtitles) are registered once it is merged. Until then a stand-in computes the same kinds of
/// masks in benchmark code, so the cost of writing them into a grid is known; it is labeled as
/// such and is not the plugin API.
enum DecoratedScenarios {
  static func register() -> [Scenario] {
    [
      Scenario(
        subsystem: "decorated", name: "plugins", calendar: "gregorian", locale: "ko_KR",
        role: .engine, summary: "the plugin API: today, range, 2 rules, KR holidays, lunar"
      ) { context in
        try PluginDecorationHook.prepare(context)
      },
      // Each plugin alone, to show where a decorated grid's time goes.
      part("none", "no plugins: today and the range selection only", []),
      part("rules", "two rules only (available range, no weekends)", [.rules]),
      part("holidays", "KR holidays only", [.holidays]),
      part("lunar", "Dangi lunar subtitles only", [.lunar]),
      Scenario(
        subsystem: "decorated", name: "make-plugins", calendar: "gregorian", locale: "ko_KR",
        role: .setup,
        summary:
          "DayPlugins of KR holidays, lunar subtitles, 200 event dots and 2 rules, per screen"
      ) { context in
        let producer = try PluginDecoratedProducer(context: context)
        let first = try Day(year: 2024, month: 1, day: 1)
        let dots = EventDots((0..<200).map { first.advanced(by: $0 * 3) })
        let decorators: [any DayDecorator] = [producer.holidays, producer.subtitle, dots]
        let rules = producer.plugins.rules
        let made = DayPlugins(decorators: decorators, rules: rules)
        guard made.decorators.count == 3 && made.rules.count == 2 else {
          throw Mismatch(description: "make-plugins: the plugin set lost a plugin")
        }
        return Prepared(
          workload: Workload(unitsPerPass: 100, unit: "plugin set") {
            var sum: UInt64 = 0
            for _ in 0..<100 {
              let plugins = DayPlugins(decorators: decorators, rules: rules)
              sum &+= UInt64(plugins.decorators.count &+ plugins.rules.count)
            }
            return sum
          }, verified: "")
      },
      Scenario(
        subsystem: "decorated", name: "stand-in", calendar: "gregorian", locale: "ko_KR",
        role: .engine,
        summary: "bench-computed masks: today, range, no Sundays, not before today, holidays"
      ) { context in
        let producer = try StandInDecoratedProducer(context: context)
        try producer.verifyMasks()
        return Prepared(
          workload: producer.workload(), verified: "masks equal a per-cell computation")
      },
    ]
  }

  private static func part(
    _ name: String, _ summary: String, _ parts: Set<PluginDecoratedProducer.Part>
  ) -> Scenario {
    Scenario(
      subsystem: "decorated", name: "part/\(name)", calendar: "gregorian", locale: "ko_KR",
      role: .engine, summary: summary
    ) { context in
      let producer = try PluginDecoratedProducer(context: context, parts: parts)
      try producer.verify()
      return Prepared(workload: producer.workload(), verified: "equal per-day answers")
    }
  }
}

/// The plugin scenario: today, a range selection, two selectable-day rules, Korean public
/// holidays and Dangi lunar subtitles, all through the public API.
enum PluginDecorationHook {
  static func prepare(_ context: BenchContext) throws -> Prepared {
    let producer = try PluginDecoratedProducer(context: context)
    try producer.verify()
    return Prepared(
      workload: producer.workload(),
      verified: "rules, holidays and subtitles equal per-day answers of the same plugins")
  }
}

/// Grids built with `grid(for:rows:today:plugins:)` and a range selection applied; each pass
/// reads the compact cells and every decoration's text length.
struct PluginDecoratedProducer: GridProducer {
  let bulk: EngineBulkProducer
  let plugins: DayPlugins
  let holidays: KoreanPublicHolidays
  let subtitle: AlternateCalendarSubtitle
  let selection: Selection

  /// The plugins a scenario uses.
  enum Part: Hashable { case rules, holidays, lunar }
  let parts: Set<Part>

  init(context: BenchContext, parts: Set<Part> = [.rules, .holidays, .lunar]) throws {
    bulk = try EngineBulkProducer(
      context: context, calendar: .gregorian, locale: "ko_KR", rows: .variable,
      count: context.months)
    holidays = try KoreanPublicHolidays()
    subtitle = try AlternateCalendarSubtitle(
      calendar: GridCalendar(.dangi, locale: GridLocale("ko_KR")))
    self.parts = parts
    var decorators: [any DayDecorator] = []
    if parts.contains(.holidays) { decorators.append(holidays) }
    if parts.contains(.lunar) { decorators.append(subtitle) }
    plugins = DayPlugins(
      decorators: decorators,
      rules: parts.contains(.rules)
        ? [
          AvailableDateRange(from: try Day(year: 1990, month: 6, day: 15)),
          DisabledWeekdays.weekend,
        ] : [])
    var selection = Selection(.range)
    selection.select(try Day(year: 2024, month: 2, day: 20))
    selection.select(try Day(year: 2024, month: 4, day: 10))
    self.selection = selection
  }

  var gridCount: Int { bulk.gridCount }

  @inline(__always)
  func decoratedGrid(_ month: CalendarMonth) -> MonthGrid {
    var grid = bulk.calendar.grid(for: month, rows: bulk.rows, today: bulk.today, plugins: plugins)
    grid.applySelection(selection)
    return grid
  }

  @inline(__always)
  func produce<Sink: CellSink>(into sink: inout Sink) {
    var cells = CompactGridCells()
    for month in bulk.months {
      let grid = decoratedGrid(month)
      grid.writeCells(into: &cells)
      sink.take(&cells)
      var read: UInt64 = grid.decoratedCells.rawValue ^ rotate(grid.rangeMiddleCells.rawValue, 27)
      // Every decoration is read, as a UI drawing the grid would.
      grid.decorations.forEach { cell, decoration in
        switch decoration {
        case .subtitle(let text): read &+= UInt64(text.utf8.count) << UInt64(cell % 32)
        case .holiday(let mark): read &+= UInt64(mark.name.utf8.count) &* 31
        default: read &+= 1
        }
      }
      sink.mix(read)
    }
  }

  /// Checks every cell against the plugins asked one day at a time.
  func verify() throws(Mismatch) {
    let context = { (month: CalendarMonth) in
      PluginContext(calendar: bulk.calendar, month: month, today: bulk.today)
    }
    for month in bulk.months.prefix(600) {
      let grid = decoratedGrid(month)
      for (index, cell) in grid.enumerated() {
        let selectable = plugins.rules.allSatisfy {
          $0.isSelectable(cell.day, context: context(month))
        }
        var expected: [Decoration] = []
        let year = cell.day.gregorian.year
        if parts.contains(.holidays), KoreanPublicHolidays.supportedYears.contains(year),
          let list = try? holidays.holidays(inYear: year)
        {
          expected += list.filter { $0.day == cell.day }.map {
            Decoration.holiday(name: $0.koreanName, isDayOff: true)
          }
        }
        if parts.contains(.lunar), let label = subtitle.label(for: cell.day) {
          expected.append(.subtitle(label))
        }
        guard cell.isSelectable == selectable, Array(grid.decorations(at: index)) == expected else {
          throw Mismatch(
            description: "plugin grid \(month.year)-\(month.month) cell \(index) (\(cell.day))")
        }
      }
    }
  }
}

/// Grids with masks a decorated calendar needs, computed per grid from plain data: a selected
/// range, a weekday rule (Sundays not selectable), a date rule (no day before today) and
/// holidays (a sorted list of fixed-date Korean holidays, found by binary search).
struct StandInDecoratedProducer: GridProducer {
  let bulk: EngineBulkProducer
  let range: ClosedRange<Day>
  let minimum: Day
  let holidays: [Day]
  let sundayColumns: UInt8

  init(context: BenchContext) throws {
    bulk = try EngineBulkProducer(
      context: context, calendar: .gregorian, locale: "ko_KR", rows: .variable,
      count: context.months)
    range = try Day(year: 2024, month: 2, day: 20)...Day(year: 2024, month: 4, day: 10)
    minimum = try Day(year: 1990, month: 6, day: 15)
    var days: [Day] = []
    for year in 1900...2100 {
      for (month, day) in [(1, 1), (3, 1), (5, 5), (6, 6), (8, 15), (10, 3), (10, 9), (12, 25)] {
        days.append(try Day(year: year, month: month, day: day))
      }
    }
    holidays = days.sorted()
    let column = Weekday.sunday.daysSince(bulk.calendar.weekRules.firstWeekday)
    sundayColumns = 1 << UInt8(column)
  }

  var gridCount: Int { bulk.gridCount }

  /// The decorated grid of one month.
  @inline(__always)
  func decoratedGrid(_ month: CalendarMonth) -> MonthGrid {
    var grid = bulk.calendar.grid(for: month, rows: bulk.rows, today: bulk.today)
    let count = grid.count
    let all: UInt64 = (1 << UInt64(count)) &- 1
    let first = grid.firstDay
    // The range, clamped to the grid.
    let low = first.distance(to: range.lowerBound)
    let high = first.distance(to: range.upperBound)
    if high >= 0 && low < count {
      let from = max(low, 0)
      let through = min(high, count - 1)
      let span = CellMask(cells: from..<(through + 1)).rawValue
      grid.selectedCells = CellMask(rawValue: span)
      grid.rangeStartCells = low >= 0 ? CellMask(rawValue: 1 << UInt64(low)) : .none
      grid.rangeEndCells = high < count ? CellMask(rawValue: 1 << UInt64(high)) : .none
      grid.rangeMiddleCells = CellMask(
        rawValue: span & ~grid.rangeStartCells.rawValue & ~grid.rangeEndCells.rawValue)
    }
    // Rule 1: no Sundays. Rule 2: nothing before `minimum`.
    let sundays = UInt64(sundayColumns) &* MonthGrid.everyRowMask & all
    let beforeMinimum = first.distance(to: minimum)
    let early: UInt64 =
      beforeMinimum <= 0 ? 0 : beforeMinimum >= count ? all : (1 << UInt64(beforeMinimum)) &- 1
    grid.selectableCells = CellMask(rawValue: all & ~sundays & ~early)
    // Holidays: the first on or after the grid's first day, then forward.
    var lower = 0
    var upper = holidays.count
    while lower < upper {
      let middle = (lower + upper) / 2
      if holidays[middle] < first { lower = middle + 1 } else { upper = middle }
    }
    var decorated: [(cell: Int, decoration: Decoration)] = []
    while lower < holidays.count {
      let offset = first.distance(to: holidays[lower])
      if offset >= count { break }
      decorated.append((offset, .dot(color: .red, size: .small)))
      lower += 1
    }
    grid.decorations = GridDecorations(decorated, cellCount: count)
    return grid
  }

  @inline(__always)
  func produce<Sink: CellSink>(into sink: inout Sink) {
    var cells = CompactGridCells()
    for month in bulk.months {
      let grid = decoratedGrid(month)
      grid.writeCells(into: &cells)
      sink.take(&cells)
      sink.mix(
        grid.decoratedCells.rawValue ^ rotate(grid.rangeStartCells.rawValue, 13)
          ^ rotate(grid.rangeMiddleCells.rawValue, 27) ^ rotate(grid.rangeEndCells.rawValue, 41))
    }
  }

  /// Checks every mask against a per-cell computation from the cells' days.
  func verifyMasks() throws(Mismatch) {
    let holidaySet = Set(holidays)
    for month in bulk.months {
      let grid = decoratedGrid(month)
      for cell in grid {
        let selectable = cell.weekday != .sunday && cell.day >= minimum
        let inRange = range.contains(cell.day)
        guard cell.isSelectable == selectable,
          cell.flags.contains(.selected) == inRange,
          cell.flags.contains(.rangeStart) == (cell.day == range.lowerBound),
          cell.flags.contains(.rangeEnd) == (cell.day == range.upperBound),
          cell.flags.contains(.rangeMiddle)
            == (inRange && cell.day != range.lowerBound && cell.day != range.upperBound),
          cell.flags.contains(.decorated) == holidaySet.contains(cell.day)
        else {
          throw Mismatch(description: "stand-in decoration masks wrong at \(cell.day)")
        }
      }
    }
  }
}

extension MonthGrid {
  /// Bit `7k` for each row k (a column mask times this repeats it on every row).
  static let everyRowMask: UInt64 = 1 | 1 << 7 | 1 << 14 | 1 << 21 | 1 << 28 | 1 << 35
}
