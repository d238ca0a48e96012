/// Days whose weekday is not disabled: weekends (the locale's, from CLDR) or listed weekdays.
public struct DisabledWeekdays: SelectableDayRule, Hashable {
  /// The weekdays that cannot be selected; nil means the locale's weekend.
  public var weekdays: WeekdaySet?

  /// Disables the listed weekdays.
  public init(_ weekdays: WeekdaySet) { self.weekdays = weekdays }

  private init(localeWeekend: Void) { self.weekdays = nil }

  /// Disables the weekend of the grid's locale (Saturday–Sunday in Korea, Friday–Saturday in
  /// Egypt, Friday in Iran).
  public static let weekend = DisabledWeekdays(localeWeekend: ())

  public func selectableDays(in span: DaySpan, context: PluginContext) -> UInt64 {
    let disabled = weekdays ?? context.calendar.weekRules.weekend
    guard disabled.rawValue != 0 else { return span.allDays }
    // One bit pattern per week, repeated: the weekday of offset i is first.weekday + i.
    var week: UInt64 = 0
    let firstWeekday = span.first.weekday
    for offset in 0..<7 where !disabled.contains(firstWeekday.advanced(by: offset)) {
      week |= 1 << UInt64(offset)
    }
    var mask: UInt64 = 0
    for shift in stride(from: 0, to: span.count, by: 7) { mask |= week << UInt64(shift) }
    return mask & span.allDays
  }
}
