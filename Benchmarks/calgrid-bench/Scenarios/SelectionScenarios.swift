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

/// The registration point for the selection scenario.
enum SelectionHook {
  static func prepare(_ context: BenchContext) throws -> Prepared {
    throw Unavailable("no selection model in this build (hook: SelectionHook)")
  }
}
