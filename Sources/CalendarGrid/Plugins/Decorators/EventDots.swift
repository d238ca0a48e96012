/// A dot under each day that has events, as event calendars draw them.
///
/// Days are kept sorted; a grid asks one binary search.
public struct EventDots: DayDecorator, Hashable {
  public let color: DecorationColor
  public let size: DotSize
  private let days: DaySetRule

  public init(_ days: some Sequence<Day>, color: DecorationColor = .accent, size: DotSize = .small)
  {
    self.color = color
    self.size = size
    self.days = DaySetRule(days, mode: .allowOnly)
  }

  public func decorate(_ span: DaySpan, context: PluginContext, into buffer: inout DecorationBuffer)
  {
    var members = days.members(in: span)
    while members != 0 {
      let offset = members.trailingZeroBitCount
      buffer.add(.dot(color: color, size: size), at: offset)
      members &= members - 1
    }
  }
}

/// Fixed decorations on given days (a badge on a birthday, an image on a trip).
public struct DayDecorations: DayDecorator, Hashable {
  private let byDay: [Day: [Decoration]]

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
