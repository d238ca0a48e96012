import CalendarGridCore

/// Localized names for one locale and calendar, from the data source (ICU or Foundation): month
/// titles, weekday symbols in every width, month and era names, the locale's digits and spoken
/// day labels.
///
/// Names are data, made once and shared as month tables are: the symbols of a locale and
/// calendar, and the words and digits of a locale, are read from the source the first time any
/// names ask for them and kept process-wide (a bounded number of locales), so making names again
/// for a screen or a dump job costs a dictionary lookup. Titles and labels are formatted on
/// demand (a grid never formats text by itself) through formatters guarded by a lock, because
/// ICU and Foundation formatters are not thread-safe; each formatter opens on first use. The two
/// sources carry their own CLDR data, so names can differ between them (the tests list where).
public final class CalendarNames: Sendable {
  /// The locale whose language, script and digits the names use.
  public let locale: GridLocale
  /// The calendar system the months and eras are named in.
  public let calendar: CalendarIdentifier
  /// The source the names come from.
  public let dataSource: CalendarDataSource
  private let tables: NameTables
  private let words: SharedLocaleWords
  private let formatters: Lock<FormatterSlot>

  /// Month names (format, wide) in ICU's month order (index 0 = month 1).
  public var monthNames: [String] { tables.monthNames }
  /// Era names (abbreviated), indexed by ICU's era number.
  public var eraNames: [String] { tables.eraNames }
  /// Era names (wide: `Anno Domini`, `Reiwa`), indexed by ICU's era number.
  public var wideEraNames: [String] { tables.wideEraNames }
  /// The locale's word for today (`today`, `오늘`), from the source's relative-date data.
  public var todayText: String { words.todayText }
  /// The word spoken for a selected day (see ``spokenLabel(for:isToday:isSelected:alternate:)``).
  public var selectedText: String { words.selectedText }
  /// The ten digits of the locale's numbering system, when it is not Latin (`ar_EG`: ٠١٢٣…).
  public var digits: [String]? { words.digits }
  /// The date pattern of month titles (`y년 MMMM` for Korean Gregorian).
  public var titlePattern: String { tables.titlePattern }

  /// Reads the names for a locale and calendar from a data source.
  ///
  /// - Parameters:
  ///   - locale: The locale whose language, script and digits the names use.
  ///   - calendar: The calendar system the months and eras are named in.
  ///   - source: ICU or Foundation; nil uses the locale's (``CalendarGridCore/GridLocale/dataSource``).
  /// - Throws: ``DataSourceError/unavailable(_:reason:)`` for a source this build lacks;
  ///   ``DataSourceError/icu(operation:status:)`` when ICU cannot open the locale's formatters.
  public init(locale: GridLocale, calendar: CalendarIdentifier, source: CalendarDataSource? = nil)
    throws(DataSourceError)
  {
    let source = source ?? locale.dataSource
    let provider = try source.provider
    self.locale = locale
    self.calendar = calendar
    self.dataSource = source
    // A calendar the sources lack is named as the calendar that names it (Vietnamese as
    // Chinese); the months stay this calendar's, from its own tables.
    let id = locale.icuIdentifier(calendar: calendar.namesCalendar)
    // Locales named alike share one entry (ICU: `en_NZ` and `en_AU` for Gregorian); the
    // formatters stay the locale's own.
    let namesIdentifier = provider.namesIdentifier(id)
    let key = NameKey(source: source, locale: namesIdentifier)
    if let tables = NameKey.tables.withLock({ $0.value(for: key) }) {
      self.tables = tables
      formatters = Lock(
        .closed(provider, locale: id, calendar: calendar, namesIdentifier: namesIdentifier))
    } else {
      let (tables, formatter) = try provider.names(
        locale: id, calendar: calendar, namesIdentifier: namesIdentifier)
      NameKey.remember(tables, for: key)
      self.tables = tables
      formatters = Lock(.open(formatter))
    }
    words = SharedLocaleWords.words(for: locale, source: source, provider: provider)
  }

  /// The names for a calendar's locale, calendar system and data source.
  ///
  /// - Throws: As ``init(locale:calendar:source:)``.
  public convenience init(for calendar: GridCalendar) throws(DataSourceError) {
    try self.init(
      locale: calendar.locale, calendar: calendar.identifier, source: calendar.dataSource)
  }

  /// Weekday symbols of a width in column order, starting at `firstWeekday`.
  public func weekdaySymbols(_ width: WeekdayWidth = .short, startingAt firstWeekday: Weekday)
    -> [String]
  {
    let symbols = tables.weekdays[width] ?? []
    guard symbols.count == 7 else { return symbols }
    return (0..<7).map { symbols[firstWeekday.advanced(by: $0).rawValue - 1] }
  }

  /// The month's title as the source formats it for the locale (`2024년 3월`, `March 2024`,
  /// `2020년(경자년) 윤4월`, `אדר א׳ 5784`).
  ///
  /// Where CalendarGrid's month starts on another day than the source's (the published Chinese
  /// and Dangi tables, the Hebrew rules), the source would name the first day by the previous
  /// month; so the title is formatted for a day of the month that the source numbers with the
  /// month's own year, month and leap flag (the middle day, nearly always).
  public func title(for month: CalendarMonth) -> String {
    formatters.withLock { $0.withFormatter { $0.title(for: month) } ?? "" }
  }

  /// Which form of a month's name: alone, as a picker or header shows it, or as inside a date.
  public enum MonthNameForm: String, Hashable, Sendable, CaseIterable, Codable {
    /// The name alone (CLDR's stand-alone form, pattern `LLLL`): Russian `март`, a picker row.
    case standalone
    /// The name as inside a date (CLDR's format form, pattern `MMMM`): Russian `марта`.
    case format
  }

  /// The name of a month as the locale writes it, for pickers and headers: a Chinese or Dangi
  /// leap month with the locale's leap marker (`윤4월`), Hebrew Adar I and Adar II by their
  /// position in a leap year. The name is the data source's, formatted for a day the source
  /// numbers like the month (as ``title(for:)``).
  public func monthName(for month: CalendarMonth, form: MonthNameForm = .standalone) -> String {
    formatters.withLock {
      $0.withFormatter { $0.monthName(for: month, standalone: form == .standalone) } ?? ""
    }
  }

  /// The full localized date of a day, for accessibility labels (`Tuesday, March 5, 2024`).
  ///
  /// The day is named by CalendarGrid's month tables: in the months where the published lunar
  /// tables, the Hebrew rules or the published Umm al-Qura calendar correct the source, the
  /// date names the published month and day (as the source writes them), with the day's own
  /// weekday. A day outside ``CalendarGridCore/Day/supportedRange``, which no calendar has and
  /// not every data source can format (Foundation's formatter gives no text for days millions of
  /// years away), is named by its ISO 8601 date (``CalendarGridCore/Day/iso8601``).
  public func fullDate(_ day: Day) -> String {
    guard Day.supportedRange.contains(day) else { return day.iso8601 }
    let named = tableFields(of: day)
    return formatters.withLock {
      $0.withFormatter { formatter in
        named.map { formatter.fullDate(day, named: $0) } ?? formatter.fullDate(day)
      } ?? ""
    }
  }

  /// The numbers the month tables give a day, for calendars whose tables may correct the
  /// source; nil for the Gregorian-arithmetic calendars, which the source numbers as the
  /// tables do.
  private func tableFields(of day: Day) -> DayFields? {
    guard !calendar.isGregorianArithmetic,
      let tables = try? GridCalendar(calendar, locale: locale, source: dataSource),
      let month = try? tables.month(containing: day)
    else { return nil }
    return DayFields(day, in: month)
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

  /// A number written in the locale's digits.
  public func number(_ value: Int) -> String {
    if value >= 0, value < words.smallNumbers.count { return words.smallNumbers[value] }
    return words.numeral(value)
  }
}

/// Names' formatter: open, or not yet opened (names whose tables were shared open it on first
/// use; a source that cannot open it gives empty text, as a failed format does).
private enum FormatterSlot {
  case open(any DateTextFormatter)
  case closed(
    any CalendarNameProvider, locale: String, calendar: CalendarIdentifier,
    namesIdentifier: String)
  case failed

  mutating func withFormatter<Result>(_ body: (inout any DateTextFormatter) -> Result) -> Result? {
    if case .closed(let provider, let locale, let calendar, let namesIdentifier) = self {
      self =
        (try? provider.dateTextFormatter(
          locale: locale, calendar: calendar, namesIdentifier: namesIdentifier)).map(
          FormatterSlot.open) ?? .failed
    }
    guard case .open(var formatter) = self else { return nil }
    // The slot lets go of the formatter while `body` uses it, so that the formatter's storage
    // has one owner and changes in place: shared, it would be copied on every title.
    self = .failed
    let result = body(&formatter)
    self = .open(formatter)  // with the formatters it opened on the way
    return result
  }
}

/// The key of a locale ID's names in a source (``CalendarNameProvider/namesIdentifier(_:)``)
/// and the source: the key of shared name tables.
private struct NameKey: Hashable, Sendable {
  var source: CalendarDataSource
  var locale: String

  /// Name tables read so far: the 256 locales and calendars used last (names made before
  /// keep theirs), so a dump of every locale holds a few at a time.
  static let tables = Lock(RecentlyUsed<NameKey, NameTables>(capacity: 256))

  static func remember(_ tables: NameTables, for key: NameKey) {
    Self.tables.withLock { $0.insert(tables, for: key) }
  }
}

/// The words and digits of a locale, shared by the names of all its calendars.
private final class SharedLocaleWords: Sendable {
  let selectedText: String
  let digits: [String]?
  /// 0 through 99 in the locale's digits: every day number, week number and month number a
  /// grid shows, written once.
  let smallNumbers: [String]
  private let locale: String
  private let provider: any CalendarNameProvider
  /// The word for today, read from the source the first time a spoken label needs it: the
  /// source's relative-date formatter costs more than the rest of the locale's words, and
  /// text, JSON without today, HTML and SVG titles never use it.
  private let today = Lock<String?>(nil)

  init(locale: String, language: String, provider: any CalendarNameProvider) {
    self.locale = locale
    self.provider = provider
    selectedText = Self.selectedWords[language] ?? "selected"
    let digits = provider.digits(locale: locale)
    self.digits = digits
    smallNumbers = (0..<100).map { Self.numeral($0, digits: digits) }
  }

  /// The locale's word for today (`today` when the source has none).
  var todayText: String {
    today.withLock { today in
      if let today { return today }
      let text = provider.todayText(locale: locale) ?? "today"
      today = text
      return text
    }
  }

  func numeral(_ value: Int) -> String { Self.numeral(value, digits: digits) }

  static func numeral(_ value: Int, digits: [String]?) -> String {
    let text = String(value)
    guard let digits else { return text }
    return String(
      text.map { character -> String in
        guard let digit = character.wholeNumberValue else { return String(character) }
        return digits[digit]
      }.joined())
  }

  private struct Key: Hashable {
    var source: CalendarDataSource
    var locale: String
  }
  /// Words read so far. Bounded, as ``NameKey/tables``, but by more than the 805 locales ICU
  /// lists (a locale's words are a few KB): a dump of every locale checks each locale's names
  /// before it starts, and then reads each locale's words from here instead of again from ICU.
  private static let shared = Lock<[Key: SharedLocaleWords]>([:])
  static var limit: Int { 1024 }

  static func words(
    for locale: GridLocale, source: CalendarDataSource, provider: any CalendarNameProvider
  ) -> SharedLocaleWords {
    let key = Key(source: source, locale: locale.identifier)
    if let words = shared.withLock({ $0[key] }) { return words }
    let words = SharedLocaleWords(
      locale: locale.identifier, language: locale.language, provider: provider)
    shared.withLock {
      if $0.count >= limit { $0.removeAll(keepingCapacity: true) }
      $0[key] = words
    }
    return words
  }

  /// "Selected" in a few languages; neither ICU nor Foundation has such a word. Other languages get English.
  static let selectedWords: [String: String] = [
    "en": "selected", "de": "ausgewählt", "fr": "sélectionné", "es": "seleccionado",
    "it": "selezionato", "pt": "selecionado", "nl": "geselecteerd", "ko": "선택됨",
    "ja": "選択済み", "zh": "已选择", "he": "נבחר", "ar": "محدد", "fa": "انتخاب‌شده",
    "th": "เลือกแล้ว", "ru": "выбрано", "tr": "seçili", "hi": "चयनित",
  ]
}
