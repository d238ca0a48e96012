import CalendarGridCore
import Foundation

/// The Foundation source: months from `Calendar`, locale facts from `Locale`, names from
/// `DateFormatter`, `NumberFormatter` and the relative-date formatter.
///
/// Locale IDs are converted with `Locale.identifier(.icu, from:)`, so ``CalendarGridCore/GridLocale`` sees ICU
/// IDs as with the ICU source. A language Foundation has no locale for is reported as unknown:
/// Foundation itself would silently format it as root.
package struct FoundationDataProvider: CalendarNameProvider {
  package init() {}

  package var source: CalendarDataSource { .foundation }

  /// The locale ID and Foundation calendar that format a calendar's names and titles: the
  /// calendar that names it (``CalendarGridCore/CalendarIdentifier/namesCalendar``, whose ID
  /// ``CalendarNames`` already gives), or for Dangi where Foundation has none (iOS 16–25, macOS 13–15), the
  /// Chinese calendar. CLDR's root
  /// data makes Dangi's names and patterns an alias of Chinese's, and the locales that give
  /// Dangi its own (Korean) give it the same text; the two calendars share the 60-year cycle and
  /// the related Gregorian year, so a Chinese day with a Dangi month's year, month and leap flag
  /// is titled as that month.
  static func dangiFormatting(locale: String, calendar: CalendarIdentifier) -> (
    locale: String, calendar: Calendar.Identifier?
  ) {
    guard calendar == .dangi, calendar.foundationIdentifier == nil else {
      return (locale, calendar.namesCalendar.foundationIdentifier)
    }
    return (locale.replacingOccurrences(of: "calendar=dangi", with: "calendar=chinese"), .chinese)
  }

  package func monthFiller(for identifier: CalendarIdentifier) -> any MonthTableFiller {
    FoundationMonthTableFiller(identifier: identifier)
  }

  // MARK: Locales

  package func canonicalIdentifier(_ identifier: String) -> String? {
    // Foundation reads any text as some locale; reject malformed BCP 47 as ICU does: empty
    // subtags, subtags longer than 8, or a singleton (`-u`, `-x`) with nothing after it.
    if identifier.contains("-") && !identifier.contains("@") && !identifier.contains("_") {
      let subtags = identifier.split(separator: "-", omittingEmptySubsequences: false)
      guard subtags.allSatisfy({ (1...8).contains($0.count) }),
        let last = subtags.last, last.count > 1
      else { return nil }
    }
    let canonical = Locale.identifier(.icu, from: identifier)
    return canonical.isEmpty ? nil : canonical
  }

  private func components(_ locale: String) -> Locale.Language.Components {
    Locale.Components(identifier: locale).languageComponents
  }

  package func language(_ locale: String) -> String {
    components(locale).languageCode?.identifier ?? ""
  }

  package func script(_ locale: String) -> String {
    components(locale).script?.identifier ?? ""
  }

  package func region(_ locale: String) -> String {
    components(locale).region?.identifier ?? ""
  }

  package func addLikelySubtags(_ locale: String) -> String {
    let base = String(locale.split(separator: "@", maxSplits: 1).first ?? "")
    return Locale.identifier(.icu, from: Locale.Language(identifier: base).maximalIdentifier)
  }

  package func keyword(_ keyword: String, of locale: String) -> String? {
    guard let at = locale.firstIndex(of: "@") else { return nil }
    for pair in locale[locale.index(after: at)...].split(separator: ";") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      if parts.count == 2, parts[0].lowercased() == keyword.lowercased(), !parts[1].isEmpty {
        return String(parts[1])
      }
    }
    return nil
  }

  package func languageTag(_ locale: String) -> String {
    Locale.identifier(.bcp47, from: locale)
  }

  /// The languages of `Locale.availableIdentifiers`.
  private static let knownLanguages: Set<String> = Set(
    Locale.availableIdentifiers.compactMap {
      $0.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init)
    })

  package func hasData(_ locale: String) -> Bool {
    let language = language(locale)
    return language == "und" || language == "root" || Self.knownLanguages.contains(language)
  }

  package func isKnownRegion(_ code: String) -> Bool {
    // ISO's and CLDR's macro regions (419, 001); not the unknown region (ZZ) or withdrawn codes.
    !code.isEmpty && Locale.Region.isoRegions.contains(Locale.Region(code))
  }

  private static let numberingSystems = Set(
    Locale.NumberingSystem.availableNumberingSystems.map(\.identifier))

  package func isKnownNumberingSystem(_ name: String) -> Bool {
    Self.numberingSystems.contains(name)
  }

  package func preferredCalendar(_ locale: String) -> String? {
    CalendarIdentifier(foundation: Locale(identifier: locale).calendar.identifier)?.rawValue
  }

  package var defaultLocale: String { Locale.current.identifier }
  package var availableLocales: [String] { Locale.availableIdentifiers.sorted() }

  // MARK: Names

  static let gmt = TimeZone(secondsFromGMT: 0) ?? TimeZone.current

  /// A formatter for a locale ID with `@calendar=`. The calendar is taken from the locale's
  /// keyword, not set as a `Calendar`: Foundation on Linux formats `dangi` right only that way.
  static func formatter(locale: String) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: locale)
    formatter.timeZone = gmt
    return formatter
  }

  package func digits(locale: String) -> [String]? { Self.digits(locale: locale) }
  package func todayText(locale: String) -> String? { Self.today(locale: locale) }

  package func names(locale: String, calendar: CalendarIdentifier, namesIdentifier: String)
    throws(DataSourceError) -> (tables: NameTables, formatter: any DateTextFormatter)
  {
    let locale = Self.dangiFormatting(locale: locale, calendar: calendar).locale
    let title = Self.formatter(locale: locale)
    title.setLocalizedDateFormatFromTemplate("yMMMM")
    // CLDR's "short" weekday width has no DateFormatter property: format a Sunday-first week.
    let short = Self.formatter(locale: locale)
    short.dateFormat = "cccccc"
    let week = (0..<7).map { FoundationMonthTableFiller.noon(Day(daysSince1970: Int32(3 + $0))) }
    let tables = NameTables(
      weekdays: [
        .wide: Self.list(title.standaloneWeekdaySymbols),
        .abbreviated: Self.list(title.shortStandaloneWeekdaySymbols),
        .short: week.map { short.string(from: $0) },
        .narrow: Self.list(title.veryShortStandaloneWeekdaySymbols),
      ],
      monthNames: Self.list(title.standaloneMonthSymbols), eraNames: Self.list(title.eraSymbols),
      wideEraNames: Self.list(title.longEraSymbols), titlePattern: title.dateFormat ?? "")
    return (tables, Self.dateTextFormatter(locale: locale, calendar: calendar, title: title))
  }

  package func dateTextFormatter(
    locale: String, calendar: CalendarIdentifier, namesIdentifier: String
  ) throws(DataSourceError) -> any DateTextFormatter {
    let locale = Self.dangiFormatting(locale: locale, calendar: calendar).locale
    let title = Self.formatter(locale: locale)
    title.setLocalizedDateFormatFromTemplate("yMMMM")
    return Self.dateTextFormatter(locale: locale, calendar: calendar, title: title)
  }

  /// The formatter of a calendar's titles, given the title's (for a locale ID already read as
  /// ``dangiFormatting(locale:calendar:)`` gives it).
  private static func dateTextFormatter(
    locale: String, calendar: CalendarIdentifier, title: DateFormatter
  ) -> FoundationDateTextFormatter {
    let formattingCalendar = dangiFormatting(locale: locale, calendar: calendar).calendar
    var foundationCalendar: Calendar?
    if let identifier = formattingCalendar {
      var value = Calendar(identifier: identifier)
      value.timeZone = Self.gmt
      foundationCalendar = value
    }
    return FoundationDateTextFormatter(
      locale: locale, calendarIdentifier: calendar, title: title, calendar: foundationCalendar,
      filler: FoundationMonthTableFiller(identifier: calendar))
  }

  /// Symbol arrays are optional on Apple platforms and not on Linux.
  private static func list(_ symbols: [String]?) -> [String] { symbols ?? [] }

  /// The locale's word for today.
  static func today(locale: String) -> String? {
    #if canImport(Darwin)
      let formatter = RelativeDateTimeFormatter()
      formatter.locale = Locale(identifier: locale)
      formatter.dateTimeStyle = .named
      formatter.formattingContext = .middleOfSentence
      let text = formatter.localizedString(from: DateComponents(day: 0))
    #else
      var style = Date.RelativeFormatStyle(
        presentation: .named, unitsStyle: .wide, locale: Locale(identifier: locale),
        calendar: Calendar(identifier: .gregorian), capitalizationContext: .middleOfSentence)
      style.allowedFields = [.day]
      // Today relative to now: the word does not depend on the instant.
      let text = style.format(Date())
    #endif
    return text.isEmpty ? nil : text
  }

  /// The ten digits of the locale's numbering system, or nil when they are Latin.
  static func digits(locale: String) -> [String]? {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: locale)
    formatter.usesGroupingSeparator = false
    let digits = (0...9).map { formatter.string(from: NSNumber(value: $0)) ?? "" }
    guard digits.allSatisfy({ $0.count == 1 }),
      digits != ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]
    else { return nil }
    return digits
  }
}

/// Foundation's title and full-date formatters, and Foundation's calendar to find a day it
/// numbers like a table month.
struct FoundationDateTextFormatter: DateTextFormatter {
  /// The locale ID the formatters use (Dangi's read as Chinese where Foundation has no Dangi).
  let locale: String
  let calendarIdentifier: CalendarIdentifier
  let title: DateFormatter
  /// Titles with the era, for Gregorian years 0 and below (`June 1 BC`), as the ICU source
  /// titles them: without it year 0 and year 1 would both be titled `1`. Made on first use, as
  /// are the full-date and month-name formatters.
  private var eraTitle: DateFormatter?
  private var full: DateFormatter?
  private var standaloneMonth: DateFormatter?
  private var formatMonth: DateFormatter?
  let calendar: Calendar?
  let filler: FoundationMonthTableFiller

  init(
    locale: String, calendarIdentifier: CalendarIdentifier, title: DateFormatter,
    calendar: Calendar?, filler: FoundationMonthTableFiller
  ) {
    self.locale = locale
    self.calendarIdentifier = calendarIdentifier
    self.title = title
    self.calendar = calendar
    self.filler = filler
  }

  /// The formatter in `slot`, made and set up by `setUp` on first use.
  private func made(_ slot: inout DateFormatter?, _ setUp: (DateFormatter) -> Void)
    -> DateFormatter
  {
    if let formatter = slot { return formatter }
    let formatter = FoundationDataProvider.formatter(locale: locale)
    setUp(formatter)
    slot = formatter
    return formatter
  }

  mutating func title(for month: CalendarMonth) -> String {
    let date = FoundationMonthTableFiller.noon(namedDay(month))
    if month.extendedYear <= 0, calendarIdentifier.isGregorianArithmetic {
      let eraTitle = made(&eraTitle) { $0.setLocalizedDateFormatFromTemplate("GyMMMM") }
      return eraTitle.string(from: date)
    }
    return title.string(from: date)
  }

  mutating func monthName(for month: CalendarMonth, standalone: Bool) -> String {
    let formatter =
      standalone
      ? made(&standaloneMonth) { $0.dateFormat = "LLLL" }
      : made(&formatMonth) { $0.dateFormat = "MMMM" }
    return formatter.string(from: FoundationMonthTableFiller.noon(namedDay(month)))
  }

  private func namedDay(_ month: CalendarMonth) -> Day {
    Self.dayNamedLike(
      month,
      fields: { day in fields(of: day).map { ($0.year, $0.month, $0.isLeapMonth) } },
      year: { Int($0.extendedYear) })
  }

  mutating func fullDate(_ day: Day) -> String {
    fullFormatter().string(from: FoundationMonthTableFiller.noon(day))
  }

  private mutating func fullFormatter() -> DateFormatter {
    made(&full) {
      $0.dateStyle = .full
      $0.timeStyle = .none
    }
  }

  func fields(of day: Day) -> DayFields? {
    guard let calendar else { return nil }
    let date = FoundationMonthTableFiller.noon(day)
    // `.month` fills `isLeapMonth` (`Calendar.Component.isLeapMonth` is macOS 14 / iOS 17).
    let fields = calendar.dateComponents([.era, .year, .month, .day], from: date)
    guard let era = fields.era, let year = fields.year, let month = fields.month,
      let dayOfMonth = fields.day
    else { return nil }
    return DayFields(
      year: filler.extendedYear(era: era, year: year, firstDay: day), month: month,
      isLeapMonth: fields.isLeapMonth ?? false, dayOfMonth: dayOfMonth)
  }

  mutating func fullDate(_ other: Day, weekdayOf day: Day, dayNumberOf numbered: Day?)
    -> String
  {
    // Formatters set up for the full date and then given a pattern keep the numbering the
    // full date's data sets (`d=hanidays` for Chinese dates in Chinese).
    let locale = locale
    func formatter(_ pattern: String) -> DateFormatter {
      let formatter = FoundationDataProvider.formatter(locale: locale)
      formatter.dateStyle = .full
      formatter.timeStyle = .none
      formatter.dateFormat = pattern
      return formatter
    }
    let pattern = Self.replacingFields(in: fullFormatter().dateFormat ?? "") { run in
      guard let source = run.first == "d" ? numbered : day else { return nil }
      return formatter(run).string(from: FoundationMonthTableFiller.noon(source))
    }
    return formatter(pattern).string(from: FoundationMonthTableFiller.noon(other))
  }
}
