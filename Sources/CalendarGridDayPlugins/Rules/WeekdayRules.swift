import CalendarGridCore
import CalendarGridSources

/// Days whose weekday is not disabled: weekends (the locale's, from CLDR) or listed weekdays.
public struct DisabledWeekdays: SelectableDayRule, CalendarFreeRule, Hashable {
  /// The weekdays that cannot be selected; nil means the locale's weekend.
  public var weekdays: WeekdaySet?

  /// Disables the listed weekdays.
  public init(_ weekdays: WeekdaySet) { self.weekdays = weekdays }

  private init(localeWeekend: Void) { self.weekdays = nil }

  /// Disables the weekend of the grid's locale (Saturday–Sunday in Korea, Friday–Saturday in
  /// Egypt, Friday in Iran).
  public static let weekend = DisabledWeekdays(localeWeekend: ())

  public func selectableDays(in span: DaySpan, context: PluginContext) -> UInt64 {
    selectableDays(in: span, facts: GridFacts(context))
  }

  package func selectableDays(in span: DaySpan, facts: GridFacts) -> UInt64 {
    let disabled = weekdays ?? facts.weekend
    guard disabled.rawValue != 0 else { return span.allDays }
    // The allowed weekdays as 7 bits (bit 0 Sunday), turned so that bit 0 is the span's first
    // weekday, then repeated every 7 bits across the span.
    let allowed = UInt64(~disabled.rawValue & 0x7F)
    // 1970-01-01 was a Thursday (4, counting Sunday as 0); a floor modulo.
    let first = (Int(span.first.daysSince1970) % 7 + 11) % 7
    let week = (allowed >> UInt64(first) | allowed << UInt64(7 - first)) & 0x7F
    return week &* Self.everySeventhBit & span.allDays
  }

  /// Bits 0, 7, 14, …, 63: a 7-bit pattern times this repeats it across 64 bits.
  private static let everySeventhBit: UInt64 = 0x8102_0408_1020_4081
}
