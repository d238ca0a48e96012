import CalendarGrid

/// Registers baselines (a), (b) and (c) for one calendar and locale, and the floor (d).
enum BaselineScenarios {
  /// The baselines of a calendar and locale: (c) always, (a) and (b) where Foundation has the
  /// calendar (gregorian, chinese). Each is checked cell by cell against the engine's grids (or,
  /// while the engine lacks the calendar, against (c)) before it is timed; the timed window is
  /// the first `baselineMonths` of the run.
  static func register(calendar: CalendarIdentifier, locale: String) -> [Scenario] {
    var list: [Scenario] = []
    func add(
      _ role: Role, _ summary: String,
      _ make: @escaping (BenchContext, Int) throws -> any GridProducer
    ) {
      list.append(
        Scenario(
          subsystem: "baseline", name: role.shortName, calendar: calendar.rawValue, locale: locale,
          role: role, summary: summary
        ) { context in
          let (reference, label) = try context.referenceOrICU(calendar: calendar, locale: locale)
          let verifiedMonths = context.verifiedMonths(for: calendar)
          let checked = try make(context, verifiedMonths)
          if label == "engine" {
            try verify(checked.collect(), against: reference, what: "baseline \(role.shortName)")
          } else if role != .icuDirect {
            // Without the engine, (a) and (b) are compared with (c), which is system ICU: a
            // difference is one between Foundation's and system ICU's data, not the engine's
            // fault, so the row is skipped rather than failed.
            do {
              try verify(
                checked.collect(), against: reference, what: "baseline \(role.shortName)",
                referenceName: "baseline (c)")
            } catch {
              throw Unavailable("engine lacks \(calendar.rawValue); \(error)")
            }
          }
          let timed =
            context.baselineMonths == verifiedMonths
            ? checked : try make(context, min(context.baselineMonths, verifiedMonths))
          return Prepared(
            workload: timed.workload(),
            verified: role == .icuDirect && label != "engine"
              ? "is the reference (engine lacks \(calendar.rawValue))"
              : "equal to \(label), \(verifiedMonths) grids")
        })
    }
    let start =
      calendar == .gregorian
      ? { (context: BenchContext) throws -> Day in
        try Day(year: context.gregorianStart.year, month: context.gregorianStart.month, day: 1)
      } : { (context: BenchContext) throws -> Day in try context.start(for: calendar) }
    if calendar == .gregorian || calendar == .chinese {
      add(.tutorialFoundation, "Calendar.date(from:) per cell, DateFormatter yyyyMMdd compares") {
        context, count in
        try TutorialFoundationBaseline(
          calendar, locale: locale, start: start(context), count: count, today: context.today,
          selected: context.selected)
      }
      add(.carefulFoundation, "date(byAdding:) per cell, isDate(_:inSameDayAs:)") {
        context, count in
        try CarefulFoundationBaseline(
          calendar, locale: locale, start: start(context), count: count, today: context.today,
          selected: context.selected)
      }
    }
    add(.icuDirect, "ucal_add + 2 ucal_get per cell (through the C shim)") { context, count in
      try ICUDirectBaseline(
        calendar, locale: locale, start: start(context), count: count, today: context.today,
        selected: context.selected)
    }
    return list
  }

  /// (d) The floor: the engine's Gregorian ko_KR grids copied from memory and read.
  static func floor() -> Scenario {
    Scenario(
      subsystem: "baseline", name: "(d)", calendar: "any", locale: "any", role: .floor,
      summary: "copy 42 ready cells (88-byte compact layout) + read"
    ) { context in
      let ready = try context.reference(calendar: .gregorian, locale: "ko_KR")
      let producer = CopyFloorProducer(ready: ready)
      try verify(producer.collect(), against: ready, what: "the floor's copies")
      return Prepared(workload: producer.workload(), verified: "copies equal the engine's grids")
    }
  }
}
