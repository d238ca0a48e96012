import Synchronization

/// Localized names for one locale and calendar, from ICU: month titles, weekday symbols in
/// every width, month and era names, the locale's digits and spoken day labels.
///
/// Symbols are read once when the names are created; titles and labels are formatted on demand
/// (a grid never formats text by itself) through formatters guarded by a lock, because ICU
/// formatters are not thread-safe.
public final class CalendarNames: Sendable {
  public let locale: GridLocale
  public let calendar: CalendarIdentifier
  /// Weekday names Sunday-first, by width.
  private let weekdays: [WeekdayWidth: [String]]
  /// Month names (format, wide) in ICU's month order (index 0 = month 1).
  public let monthNames: [String]
  /// Era names (abbreviated), indexed by ICU's era number.
  public let eraNames: [String]
  /// The ten digits of the locale's numbering system, when it is not Latin (`ar_EG`: ٠١٢٣…).
  public let digits: [String]?
  /// The ICU pattern of month titles (`y년 MMMM` for Korean Gregorian).
  public let titlePattern: String
  private let titleFormatter: Mutex<ICUDateFormatter>
  private let fullFormatter: Mutex<ICUDateFormatter>

  /// Reads the names for a locale and calendar from ICU.
  public init(locale: GridLocale, calendar: CalendarIdentifier) throws(CalendarGridError) {
    self.locale = locale
    self.calendar = calendar
    let id = locale.icuIdentifier(calendar: calendar)
    let title = try ICUDateFormatter(locale: id, skeleton: "yMMMM")
    let full = try ICUDateFormatter(fullDateStyleFor: id)
    func sundayFirst(_ symbols: [String]) -> [String] {
      // ICU's weekday symbol arrays have an empty slot 0; slot 1 is Sunday.
      symbols.count == 8 ? Array(symbols[1...7]) : symbols
    }
    weekdays = [
      .wide: sundayFirst(title.symbols(.standaloneWeekdays)),
      .abbreviated: sundayFirst(title.symbols(.standaloneShortWeekdays)),
      .short: sundayFirst(title.symbols(.standaloneShorterWeekdays)),
      .narrow: sundayFirst(title.symbols(.standaloneNarrowWeekdays)),
    ]
    monthNames = title.symbols(.standaloneMonths)
    eraNames = title.symbols(.eras)
    digits = ICU.digits(id)
    titlePattern = title.pattern
    titleFormatter = Mutex(title)
    fullFormatter = Mutex(full)
  }

  /// The names for a calendar's locale and calendar system.
  public convenience init(for calendar: GridCalendar) throws(CalendarGridError) {
    try self.init(locale: calendar.locale, calendar: calendar.identifier)
  }

  /// Weekday symbols of a width in column order, starting at `firstWeekday`.
  public func weekdaySymbols(_ width: WeekdayWidth = .short, startingAt firstWeekday: Weekday)
    -> [String]
  {
    let symbols = weekdays[width] ?? []
    guard symbols.count == 7 else { return symbols }
    return (0..<7).map { symbols[firstWeekday.advanced(by: $0).rawValue - 1] }
  }

  /// The month's title as ICU formats it for the locale (`2024년 3월`, `March 2024`).
  public func title(for month: CalendarMonth) -> String {
    titleFormatter.withLock { (try? $0.format(month.firstDay)) ?? "" }
  }

  /// The full localized date of a day, for accessibility labels (`Tuesday, March 5, 2024`).
  public func fullDate(_ day: Day) -> String {
    fullFormatter.withLock { (try? $0.format(day)) ?? "" }
  }

  /// A number written in the locale's digits.
  public func number(_ value: Int) -> String {
    let text = String(value)
    guard let digits else { return text }
    return String(
      text.map { character -> String in
        guard let digit = character.wholeNumberValue else { return String(character) }
        return digits[digit]
      }.joined())
  }
}

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
