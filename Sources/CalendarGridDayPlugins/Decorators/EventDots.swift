import CalendarGridCore
import CalendarGridSources

/// A dot under each day that has events, as event calendars draw them.
///
/// Days are kept sorted, as runs of consecutive event days, found by one lookup per grid.
public struct EventDots: PrecomputedDayDecorator, Hashable {
  /// The dots' color.
  public let color: DecorationColor
  /// The dots' size.
  public let size: DotSize
  private let days: DaySetRule
  /// The dot, once per day of a span, so that consecutive event days are one run.
  private let dots: DecorationTable
  public let dayRuns: DayRuns

  /// A dot on each of `days` (in any order, repeats ignored).
  public init(_ days: some Sequence<Day>, color: DecorationColor = .accent, size: DotSize = .small)
  {
    self.color = color
    self.size = size
    let set = DaySetRule(days, mode: .allowOnly)
    self.days = set
    let dots = DecorationTable(
      Array(repeating: .dot(color: color, size: size), count: DaySpan.maximumCount))
    self.dots = dots
    var runs: [DayRuns.Run] = []
    for day in set.sortedDays {
      if let last = runs.last, Int(last.first.daysSince1970) + last.count == Int(day),
        last.count < dots.count
      {
        runs[runs.count - 1].count += 1
      } else {
        runs.append(DayRuns.Run(first: Day(daysSince1970: day), count: 1, table: 0, entry: 0))
      }
    }
    self.dayRuns = DayRuns(runs)
  }

  public var decorationTables: [DecorationTable] { [dots] }

  public static func == (lhs: EventDots, rhs: EventDots) -> Bool {
    lhs.color == rhs.color && lhs.size == rhs.size && lhs.days == rhs.days
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(color)
    hasher.combine(size)
    hasher.combine(days)
  }
}

/// Fixed decorations on given days (a badge on a birthday, an image on a trip).
public struct DayDecorations: DayDecorator, Hashable {
  private let byDay: [Day: [Decoration]]

  /// The given decorations on each day, in the order given.
  public init(_ byDay: [Day: [Decoration]]) { self.byDay = byDay }

  public func decorate(_ span: DaySpan, context: PluginContext, into buffer: inout DecorationBuffer)
  {
    if byDay.count < span.count {
      for (day, decorations) in byDay where span.days.contains(day) {
        for decoration in decorations { buffer.add(decoration, to: day) }
      }
    } else {
      for offset in 0..<span.count {
        for decoration in byDay[span.first.advanced(by: offset)] ?? [] {
          buffer.add(decoration, at: offset)
        }
      }
    }
  }
}
