import CalendarGrid

/// The Gregorian engine: bare grids in the compact layout and as `GridCell`s, both row policies,
/// three locales with three different first weekdays, and navigation; with their baselines.
enum GregorianScenarios {
  /// Sunday-first, Monday-first and Saturday-first locales.
  static let locales = ["ko_KR", "de_DE", "ar_EG"]

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
          Scenario(
            subsystem: "gregorian", name: "foreach/\(rows)", calendar: "gregorian",
            locale: locale, role: .engine,
            summary: "grid(for:) + every GridCell's id and what a cell view draws"
          ) { context in
            let bulk = try EngineBulkProducer(
              context: context, calendar: .gregorian, locale: locale, rows: rows,
              count: context.months)
            let producer = EngineForEachProducer(bulk: bulk)
            try verify(producer.collect(), against: bulk.collect(), what: "the ForEach path")
            return Prepared(workload: producer.workload(), verified: "equal to the compact path")
          })
        list.append(
          Scenario(
            subsystem: "gregorian", name: "weeks/\(rows)", calendar: "gregorian",
            locale: locale, role: .engine,
            summary: "grid(for:) + grid.weeks, each week's cells as a ForEach reads them"
          ) { context in
            let bulk = try EngineBulkProducer(
              context: context, calendar: .gregorian, locale: locale, rows: rows,
              count: context.months)
            let producer = EngineWeeksProducer(bulk: bulk)
            try verify(producer.collect(), against: bulk.collect(), what: "the weeks path")
            return Prepared(workload: producer.workload(), verified: "equal to the compact path")
          })
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
