import CalendarGridCore
import CalendarGridSources

/// A decorator whose decorations depend only on the day, worked out once: a holiday list,
/// another calendar's dates, a fixed set of event days.
///
/// The decorator hands its decorations once, as ``CalendarGridCore/DayRuns`` (runs of ``CalendarGridCore/DecorationTable``
/// entries on consecutive days), when a ``DayPlugins`` is made. A grid inside the runs' days
/// does not ask the decorator at all: its decorated cells come from a bit per day that the
/// ``DayPlugins`` keeps (two word reads), its days' runs are found by a lookup in that plain
/// data when its decorations are read, and it keeps one reference shared by every grid of the
/// same ``DayPlugins``, so these decorators cost a grid no allocation and no copying. A grid
/// that reaches outside the runs' days asks ``forEachRun(in:_:)`` once, while it is built, and
/// keeps the decorations.
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
  /// The tables the runs refer to by position; read once, when a ``DayPlugins`` is made.
  var decorationTables: [DecorationTable] { get }

  /// The decorations of the days in ``CalendarGridCore/DayRuns/days``; read once, when a ``DayPlugins`` is made.
  var dayRuns: DayRuns { get }

  /// Calls `body` for each run of decorations on `span`'s days: entries `entries` of table
  /// `table` on consecutive days from `offset`. Grids ask it only for spans that reach outside
  /// ``dayRuns``' days, once, while they are built; the default hands the runs of ``dayRuns``.
  func forEachRun(
    in span: DaySpan, _ body: (_ table: Int, _ entries: Range<Int>, _ offset: Int) -> Void)
}

extension PrecomputedDayDecorator {
  public func forEachRun(in span: DaySpan, _ body: (Int, Range<Int>, Int) -> Void) {
    dayRuns.forEachRun(in: span) { run, offset in
      body(run.table, run.entry..<(run.entry + run.count), offset)
    }
  }

  /// Adds the runs to the buffer, for use outside a ``DayPlugins`` (in a ``DecoratorList``).
  public func decorate(_ span: DaySpan, context: PluginContext, into buffer: inout DecorationBuffer)
  {
    let tables = decorationTables
    forEachRun(in: span) { table, entries, offset in
      guard tables.indices.contains(table) else { return }
      buffer.add(tableEntries: entries, of: tables[table], at: offset)
    }
  }
}
