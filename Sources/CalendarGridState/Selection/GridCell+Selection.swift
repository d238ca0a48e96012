import CalendarGridCore
import CalendarGridDayPlugins
import CalendarGridSources

extension GridCell {
  /// Whether the day is selected (including every day of a selected range or week).
  @inlinable public var isSelected: Bool { flags.contains(.selected) }

  /// Where the day lies in a selected range or week, or nil when it is not in one.
  @inlinable
  public var rangePosition: RangePosition? {
    let start = flags.contains(.rangeStart)
    let end = flags.contains(.rangeEnd)
    if start && end { return .single }
    if start { return .start }
    if end { return .end }
    return flags.contains(.rangeMiddle) ? .middle : nil
  }
}
