/// The widths of weekday symbols, as CLDR names them.
public enum WeekdayWidth: String, Hashable, Sendable, CaseIterable {
  /// `Tuesday`, `화요일`.
  case wide
  /// `Tue`, `화`.
  case abbreviated
  /// `Tu`, `화` (CLDR "short").
  case short
  /// `T`, `화`.
  case narrow
}
