import CalendarGridCore
import CalendarGridSources

/// A decorator whose decorations depend only on the day, worked out once: a holiday list,
/// another calendar's dates, a fixed set of event days.
///
/// The decorator keeps its decorations as ``DayRuns`` (runs of ``DecorationTable`` entries on
/// consecutive days, indexed by day), and a grid asks ``forEachRun(in:_:)`` for its span once,
/// while it is built: a lookup in the runs, not a computation per day.
///
/// ```swift
/// struct FullMoons: PrecomputedDayDecorator {
///   let decorationTables = [DecorationTable([.image(name: "moon.full")])]
///   let dayRuns: DayRuns
///   init(_ days: [Day]) {
///     dayRuns = DayRuns(days.map { DayRuns.Run(first: $0, count: 1, table: 0, entry: 0) })
///   }
/// }
/// ```
///
/// The decorations must not depend on the ``PluginContext`` (today, the month shown): a
/// decorator that needs it is a plain ``DayDecorator``.
public protocol PrecomputedDayDecorator: DayDecorator {
  /// The tables the runs refer to by position.
  var decorationTables: [DecorationTable] { get }

  /// The decorations of the days in ``DayRuns/days``.
  var dayRuns: DayRuns { get }

  /// Calls `body` for each run of decorations on `span`'s days: entries `entries` of table
  /// `table` on consecutive days from `offset`. A grid asks once, while it is built; the default
  /// hands the runs of ``dayRuns``.
  func forEachRun(
    in span: DaySpan, _ body: (_ table: Int, _ entries: Range<Int>, _ offset: Int) -> Void)
}

extension PrecomputedDayDecorator {
  public func forEachRun(in span: DaySpan, _ body: (Int, Range<Int>, Int) -> Void) {
    dayRuns.forEachRun(in: span) { run, offset in
      body(run.table, run.entry..<(run.entry + run.count), offset)
    }
  }

  /// Adds the runs of the span to the buffer.
  public func decorate(_ span: DaySpan, context: PluginContext, into buffer: inout DecorationBuffer)
  {
    let tables = decorationTables
    forEachRun(in: span) { table, entries, offset in
      guard tables.indices.contains(table) else { return }
      buffer.add(tableEntries: entries, of: tables[table], at: offset)
    }
  }
}
