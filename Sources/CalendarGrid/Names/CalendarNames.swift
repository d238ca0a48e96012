
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
  /// Era names (wide: `Anno Domini`, `Reiwa`), indexed by ICU's era number.
  public let wideEraNames: [String]
  /// The locale's word for today (`today`, `오늘`), from ICU's relative-date data.
  public let todayText: String
  /// The word spoken for a selected day (see ``spokenLabel(for:isToday:isSelected:alternate:)``).
  public let selectedText: String
  /// The ten digits of the locale's numbering system, when it is not Latin (`ar_EG`: ٠١٢٣…).
  public let digits: [String]?
  /// The ICU pattern of month titles (`y년 MMMM` for Korean Gregorian).
  public let titlePattern: String
  private struct Formatters {
    let title: ICUDateFormatter
    let full: ICUDateFormatter
    /// ICU's calendar, to find a day ICU numbers like a table month (see ``title(for:)``).
    let calendar: ICUCalendar
  }
  private let formatters: Locked<Formatters>

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
    wideEraNames = title.symbols(.eraNames)
    todayText = ICU.relativeToday(id) ?? "today"
    selectedText = Self.selectedWords[locale.language] ?? Self.selectedWords["en"]!
    digits = ICU.digits(id)
    titlePattern = title.pattern
    formatters = Locked(
      Formatters(title: title, full: full, calendar: try ICUCalendar(locale: id)))
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

  /// The month's title as ICU formats it for the locale (`2024년 3월`, `March 2024`,
  /// `2020년(경자년) 윤4월`, `אדר א׳ 5784`).
  ///
  /// Where CalendarGrid's month starts on another day than system ICU's (the published Chinese
  /// and Dangi tables, the Hebrew rules), ICU would name the first day by the previous month; so
  /// the title is formatted for a day of the month that ICU numbers with the month's own year,
  /// month and leap flag (the middle day, nearly always).
  public func title(for month: CalendarMonth) -> String {
    formatters.withLock { formatters in
      let day = Self.dayNamedLike(month, in: formatters.calendar)
      return (try? formatters.title.format(day)) ?? ""
    }
  }

  /// A day that ICU numbers with `month`'s extended year, month and leap flag; the middle of the
  /// month when there is none (a leap month ICU places elsewhere).
  private static func dayNamedLike(_ month: CalendarMonth, in calendar: ICUCalendar) -> Day {
    guard !month.calendar.isGregorianArithmetic else { return month.firstDay }
    let middle = month.firstDay.advanced(by: month.length / 2)
    let offsets = [0] + (1...20).flatMap { [$0, -$0] }
    for offset in offsets {
      let day = middle.advanced(by: offset)
      guard let fields = try? calendar.fields(of: day) else { break }
      if Int(fields.extended_year) == Int(month.extendedYear), Int(fields.month) + 1 == month.month,
        (fields.is_leap_month != 0) == month.isLeapMonth
      {
        return day
      }
    }
    return middle
  }

  /// The full localized date of a day, for accessibility labels (`Tuesday, March 5, 2024`).
  ///
  /// The date is ICU's: in the few months where CalendarGrid corrects system ICU (see the README's
  /// list), the day and month named are ICU's, not the table's.
  public func fullDate(_ day: Day) -> String {
    formatters.withLock { (try? $0.full.format(day)) ?? "" }
  }

  /// A spoken label for a day, for accessibility: the full localized date, then the locale's
  /// "today" and "selected" when they apply, then an alternate-calendar date if one is shown.
  ///
  /// Made on demand for the cell a screen reader focuses, never for every cell of a grid.
  ///
  /// ```swift
  /// names.spokenLabel(for: day, isToday: true, alternate: "1 Ramadan 1445")
  /// // "Monday, March 11, 2024, today, 1 Ramadan 1445"
  /// ```
  public func spokenLabel(
    for day: Day, isToday: Bool = false, isSelected: Bool = false, alternate: String? = nil
  ) -> String {
    var parts = [fullDate(day)]
    if isToday { parts.append(todayText) }
    if isSelected { parts.append(selectedText) }
    if let alternate, !alternate.isEmpty { parts.append(alternate) }
    return parts.joined(separator: language == "ja" || language == "zh" ? "、" : ", ")
  }

  private var language: String { locale.language }

  /// "Selected" in a few languages; ICU has no such word. Other languages get English.
  static let selectedWords: [String: String] = [
    "en": "selected", "de": "ausgewählt", "fr": "sélectionné", "es": "seleccionado",
    "it": "selezionato", "pt": "selecionado", "nl": "geselecteerd", "ko": "선택됨",
    "ja": "選択済み", "zh": "已选择", "he": "נבחר", "ar": "محدد", "fa": "انتخاب‌شده",
    "th": "เลือกแล้ว", "ru": "выбрано", "tr": "seçili", "hi": "चयनित",
  ]

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
