import CalendarGrid

/// The Gregorian engine: bare grids in the compact layout and as `GridCell`s, both row policies,
/// three locales with three different first weekdays, and navigation; with their baselines.
enum GregorianScenarios {
  /// Sunday-first, Monday-first and Saturday-first locales.
  static let locales = ["ko_KR", "de_DE", "ar_EG"]

  /// A read of every cell of bare grids, checked equal to the compact path.
  static func cellRead<Producer: GridProducer & Sendable>(
    _ name: String, locale: String, rows: RowPolicy, what: String, summary: String,
    _ reader: @escaping @Sendable (EngineBulkProducer) -> Producer
  ) -> Scenario {
    Scenario(
      subsystem: "gregorian", name: "\(name)/\(rows)", calendar: "gregorian", locale: locale,
      role: .engine, summary: summary
    ) { context in
      let bulk = try EngineBulkProducer(
        context: context, calendar: .gregorian, locale: locale, rows: rows,
        count: context.months)
      let producer = reader(bulk)
      try verify(producer.collect(), against: bulk.collect(), what: what)
      return Prepared(workload: producer.workload(), verified: "equal to the compact path")
    }
  }

  static func register() -> [Scenario] {
    var list: [Scenario] = []
    for locale in locales {
      for rows in RowPolicy.allCases {
        list.append(
          Scenario(
            subsystem: "gregorian", name: "bulk/\(rows)", calendar: "gregorian", locale: locale,
            role: .engine, summary: "grid(for:) + mark selected + writeCells(into:) + read"
          ) { context in
            let producer = try EngineBulkProducer(
              context: context, calendar: .gregorian, locale: locale, rows: rows,
              count: context.months)
            try verify(
              producer.collect(), against: EngineCellsProducer(bulk: producer).collect(),
              what: "the compact path")
            return Prepared(
              workload: producer.workload(), verified: "equal to the GridCell path")
          })
        list.append(
          Scenario(
            subsystem: "gregorian", name: "direct/\(rows)", calendar: "gregorian",
            locale: locale, role: .engine,
            summary: "calendar.writeCells(for:rows:today:into:) + mark selected + read"
          ) { context in
            let bulk = try EngineBulkProducer(
              context: context, calendar: .gregorian, locale: locale, rows: rows,
              count: context.months)
            let producer = EngineDirectProducer(bulk: bulk)
            try verify(producer.collect(), against: bulk.collect(), what: "the direct path")
            return Prepared(workload: producer.workload(), verified: "equal to the MonthGrid path")
          })
        list.append(
          Scenario(
            subsystem: "gregorian", name: "cells/\(rows)", calendar: "gregorian", locale: locale,
            role: .engine, summary: "grid(for:) + every GridCell made and read whole"
          ) { context in
            let bulk = try EngineBulkProducer(
              context: context, calendar: .gregorian, locale: locale, rows: rows,
              count: context.months)
            let producer = EngineCellsProducer(bulk: bulk)
            if rows == .variable {
              try verify(
                producer.collect(),
                against: context.reference(calendar: .gregorian, locale: locale),
                what: "the GridCell path")
            }
            return Prepared(
              workload: producer.workload(),
              verified: rows == .variable ? "equal to the engine reference" : "")
          })
        list.append(
          cellRead(
            "foreach", locale: locale, rows: rows, what: "the ForEach path",
            summary: "grid(for:) + every GridCell's id and what a cell view draws",
            EngineForEachProducer.init))
        list.append(
          cellRead(
            "foreach-floor", locale: locale, rows: rows, what: "the stored cells' read",
            summary: "the ForEach read over cells made in setup: the reader's own work",
            StoredCellsReadProducer.init))
        list.append(
          cellRead(
            "weeks", locale: locale, rows: rows, what: "the weeks path",
            summary: "grid(for:) + for week in grid.weeks, each cell as a ForEach reads it",
            EngineWeeksProducer.init))
        list.append(
          cellRead(
            "weeks-indexed", locale: locale, rows: rows, what: "the indexed weeks path",
            summary: "grid(for:) + grid.weeks[row][column], as SwiftUI's ForEach reaches them",
            EngineIndexedWeeksProducer.init))
      }
      list.append(
        Scenario(
          subsystem: "gregorian", name: "navigate+bulk", calendar: "gregorian", locale: locale,
          role: .engine, summary: "month(after:) in the timed loop + the bulk path"
        ) { context in
          let producer = try EngineNavigatingProducer(
            context: context, calendar: .gregorian, locale: locale, rows: .variable,
            count: context.months)
          try verify(
            producer.collect(), against: context.reference(calendar: .gregorian, locale: locale),
            what: "the navigating path")
          return Prepared(workload: producer.workload(), verified: "equal to the engine reference")
        })
      list += BaselineScenarios.register(calendar: .gregorian, locale: locale)
    }
    list.append(BaselineScenarios.floor())
    return list
  }
}
