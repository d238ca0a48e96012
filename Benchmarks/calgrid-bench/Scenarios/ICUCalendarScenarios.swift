import CalendarGrid

/// The ICU calendar families served from month tables: warm (tables filled in setup), navigation,
/// and cold (the cost of filling a table), with baseline (c) and, for Chinese, (a) and (b).
enum ICUCalendarScenarios {
  static let families: [CalendarIdentifier] = [
    .dangi, .chinese, .hebrew, .islamicUmmAlQura, .persian, .japanese,
  ]

  /// Months in a 200-year table (1900–2100), the default window of the table registry.
  static let tableMonths = 2_412

  static func register() -> [Scenario] {
    var list: [Scenario] = []
    for family in families {
      for locale in GregorianScenarios.locales {
        list.append(
          Scenario(
            subsystem: "icu", name: "warm/variable", calendar: family.rawValue, locale: locale,
            role: .engine, summary: "table filled in setup; grid(for:) + writeCells(into:) + read"
          ) { context in
            let producer = try EngineBulkProducer(
              context: context, calendar: family, locale: locale, rows: .variable,
              count: context.months)
            let (reference, label) = try context.referenceOrICU(
              calendar: family, locale: locale)
            try verify(
              EngineCellsProducer(bulk: producer).collect(), against: reference,
              what: "the GridCell path")
            return Prepared(
              workload: producer.workload(), verified: "GridCell path equal to \(label)")
          })
        list += BaselineScenarios.register(calendar: family, locale: locale)
      }
      list.append(
        Scenario(
          subsystem: "icu", name: "navigate+bulk", calendar: family.rawValue, locale: "ko_KR",
          role: .engine, summary: "month(after:) in the timed loop + the bulk path"
        ) { context in
          let producer = try EngineNavigatingProducer(
            context: context, calendar: family, locale: "ko_KR", rows: .variable,
            count: context.months)
          try verify(
            producer.collect(), against: context.reference(calendar: family, locale: "ko_KR"),
            what: "the navigating path")
          return Prepared(workload: producer.workload(), verified: "equal to the engine reference")
        })
      list.append(
        Scenario(
          subsystem: "icu", name: "cold/engine", calendar: family.rawValue, locale: "ko_KR",
          role: .tableFill, summary: "a fresh engine table (registry reset) + its first month"
        ) { context in
          let locale = try GridLocale("ko_KR")
          let first = try ColdTableHook.calendarWithEmptyTable(family, locale: locale)
          let probe = try first.month(containing: context.start(for: family))
          let expected = probe.firstDay
          return Prepared(
            workload: Workload(unitsPerPass: 1, unit: "table") {
              guard
                let calendar = try? ColdTableHook.calendarWithEmptyTable(family, locale: locale),
                let month = try? calendar.month(containing: context.start(for: family))
              else { return 0 }
              return UInt64(UInt32(bitPattern: month.firstDay.daysSince1970))
            }, verified: "first month starts \(expected)")
        })
      list.append(
        Scenario(
          subsystem: "icu", name: "cold/icu-fill", calendar: family.rawValue, locale: "ko_KR",
          role: .tableFill,
          summary: "ucal_open + cg_calendar_fill_months of \(tableMonths) months (1900-2100)"
        ) { context in
          #if ICU
            let start = try Day(year: 1900, month: 1, day: 1)
            let identifier = "ko_KR@calendar=\(family.rawValue)"
            // One checked fill first: a failing fill must not be timed as a fast one.
            _ = try ShimCalendar(locale: identifier).months(startingAt: start, count: tableMonths)
            return Prepared(
              workload: Workload(unitsPerPass: 1, unit: "table") {
                guard let calendar = try? ShimCalendar(locale: identifier),
                  let records = try? calendar.months(startingAt: start, count: tableMonths)
                else { return 0 }
                var sum: UInt64 = 0
                for record in records {
                  sum &+=
                    UInt64(UInt32(bitPattern: record.first_day)) &* 31 &+ UInt64(record.length)
                }
                return sum
              }, verified: "")
          #else
            throw Unavailable("built without the ICU trait")
          #endif
        })
    }
    return list
  }
}

/// The one place the cold scenario creates an engine whose month table is not yet filled: a
/// table filled now and registered nowhere, the cost a calendar's first use pays.
enum ColdTableHook {
  static func calendarWithEmptyTable(_ identifier: CalendarIdentifier, locale: GridLocale) throws
    -> GridCalendar
  {
    // A fresh table, filled now and not registered: the cost every first use of a calendar pays.
    let tables = try CalendarTables(
      filler: MonthTableRegistry.filler(for: identifier, provider: locale.dataSource.provider),
      window: MonthTables.window)
    return GridCalendar(identifier, locale: locale, monthSource: TableMonthSource(tables: tables))
  }
}
