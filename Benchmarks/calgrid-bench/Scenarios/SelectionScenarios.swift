import CalendarGrid

/// Select-and-rebuild: a selection change, then the visible grids rebuilt with the new state.
///
/// The selection model comes with the selection branch; ``SelectionHook`` is where its
/// scenario is registered once it is merged (e.g. select a day, extend to a range, rebuild the
/// 1,200 grids with the selection's masks, read them in the compact layout).
enum SelectionScenarios {
  static func register() -> [Scenario] {
    [
      Scenario(
        subsystem: "selection", name: "select+rebuild", calendar: "gregorian", locale: "ko_KR",
        role: .engine, summary: "select a range, rebuild and read every grid"
      ) { context in
        try SelectionHook.prepare(context)
      }
    ]
  }
}

/// Select-and-rebuild: per month, a tap that completes a range inside it (the selection is
/// copied from one with its start already tapped), then the month's grid rebuilt with the
/// selection's masks and read in the compact layout.
enum SelectionHook {
  static func prepare(_ context: BenchContext) throws -> Prepared {
    let producer = try SelectAndRebuildProducer(context: context)
    try producer.verify()
    return Prepared(
      workload: producer.workload(), verified: "range flags equal a per-cell computation")
  }
}

struct SelectAndRebuildProducer: GridProducer {
  let bulk: EngineBulkProducer

  init(context: BenchContext) throws {
    bulk = try EngineBulkProducer(
      context: context, calendar: .gregorian, locale: "ko_KR", rows: .variable,
      count: context.months)
  }

  var gridCount: Int { bulk.gridCount }

  @inline(__always)
  func rebuilt(_ month: CalendarMonth) -> MonthGrid {
    var selection = Selection(.range)
    selection.select(month.firstDay.advanced(by: 3))
    selection.select(month.firstDay.advanced(by: 17))
    return bulk.calendar.grid(for: month, rows: bulk.rows, today: bulk.today, selection: selection)
  }

  @inline(__always)
  func produce<Sink: CellSink>(into sink: inout Sink) {
    var cells = CompactGridCells()
    for month in bulk.months {
      let grid = rebuilt(month)
      grid.writeCells(into: &cells)
      sink.take(&cells)
      sink.mix(grid.rangeStartCells.rawValue ^ rotate(grid.rangeEndCells.rawValue, 21))
    }
  }

  func verify() throws(Mismatch) {
    for month in bulk.months {
      let grid = rebuilt(month)
      let start = month.firstDay.advanced(by: 3)
      let end = month.firstDay.advanced(by: 17)
      for cell in grid {
        let inRange = cell.day >= start && cell.day <= end
        guard cell.flags.contains(.selected) == inRange,
          cell.flags.contains(.rangeStart) == (cell.day == start),
          cell.flags.contains(.rangeEnd) == (cell.day == end)
        else {
          throw Mismatch(description: "select+rebuild \(month.year)-\(month.month) \(cell.day)")
        }
      }
    }
  }
}
