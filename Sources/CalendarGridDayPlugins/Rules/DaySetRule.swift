import CalendarGridCore
import CalendarGridSources

/// An explicit set of days: only these are selectable (``Mode/allowOnly``, e.g. the days that
/// have a diary entry) or these are not (``Mode/disable``, e.g. booked days).
///
/// The days are kept sorted, so a grid asks one binary search and walks only the days inside
/// its span: fast for hundreds of thousands of days.
/// - Complexity: O(log n + k) per span, k the days inside it.
public struct DaySetRule: SelectableDayRule, CalendarFreeRule, Hashable {
  /// Whether the days are the only selectable ones or the unselectable ones.
  public enum Mode: Hashable, Sendable {
    /// Only the days are selectable.
    case allowOnly
    /// The days are not selectable.
    case disable
  }

  /// Whether the days are allowed or disabled.
  public let mode: Mode
  /// The days (days since 1970), sorted, each once.
  let sortedDays: [Int32]

  /// A rule over `days` (in any order, repeats ignored).
  public init(_ days: some Sequence<Day>, mode: Mode) {
    self.mode = mode
    self.sortedDays = Array(Set(days.map(\.daysSince1970))).sorted()
  }

  /// The number of days in the set.
  public var count: Int { sortedDays.count }

  /// Bits for the set's days inside a span.
  func members(in span: DaySpan) -> UInt64 {
    let first = span.first.daysSince1970
    var low = 0
    var high = sortedDays.count
    while low < high {
      let middle = (low + high) / 2
      if sortedDays[middle] < first { low = middle + 1 } else { high = middle }
    }
    var mask: UInt64 = 0
    let last = Int(first) + span.count - 1
    while low < sortedDays.count && Int(sortedDays[low]) <= last {
      mask |= 1 << UInt64(Int(sortedDays[low]) - Int(first))
      low += 1
    }
    return mask
  }

  public func selectableDays(in span: DaySpan, context: PluginContext) -> UInt64 {
    selectableDays(in: span, facts: GridFacts(context))
  }

  package func selectableDays(in span: DaySpan, facts: GridFacts) -> UInt64 {
    let members = members(in: span)
    return (mode == .allowOnly ? members : ~members) & span.allDays
  }
}
