import CalendarGridCore

#if ICU
  /// The libicu source: months, locale facts and names from the system ICU through `CICUShim`.
  package struct ICUDataProvider: CalendarNameProvider {
    package init() {}

    package var source: CalendarDataSource { .icu }

    package func monthFiller(for identifier: CalendarIdentifier) -> any MonthTableFiller {
      ICUMonthTableFiller(identifier: identifier)
    }

    package func canonicalIdentifier(_ identifier: String) -> String? {
      ICU.canonicalLocale(identifier)
    }
    package func language(_ locale: String) -> String { ICU.language(locale) }
    package func script(_ locale: String) -> String { ICU.script(locale) }
    package func region(_ locale: String) -> String { ICU.region(locale) }
    package func addLikelySubtags(_ locale: String) -> String { ICU.addLikelySubtags(locale) }
    package func keyword(_ keyword: String, of locale: String) -> String? {
      ICU.keyword(keyword, of: locale)
    }
    package func languageTag(_ locale: String) -> String { ICU.languageTag(locale) }
    package func hasData(_ locale: String) -> Bool { ICU.hasData(locale) }
    package func isKnownRegion(_ code: String) -> Bool { ICU.isKnownRegion(code) }
    package func isKnownNumberingSystem(_ name: String) -> Bool {
      ICU.isKnownNumberingSystem(name)
    }
    package func preferredCalendar(_ locale: String) -> String? { ICU.defaultCalendar(locale) }
    package var defaultLocale: String { ICU.defaultLocale }
    package var availableLocales: [String] { ICU.availableLocales }

    package func digits(locale: String) -> [String]? { ICU.digits(locale) }
    package func todayText(locale: String) -> String? { ICU.relativeToday(locale) }

    package func names(locale: String, calendar: CalendarIdentifier, namesIdentifier: String)
      throws(DataSourceError) -> (tables: NameTables, formatter: any DateTextFormatter)
    {
      func sundayFirst(_ symbols: [String]) -> [String] {
        // ICU's weekday symbol arrays have an empty slot 0; slot 1 is Sunday.
        symbols.count == 8 ? Array(symbols[1...7]) : symbols
      }
      let shared = try ICUSharedNames.names(locale: locale, key: namesIdentifier)
      let tables = shared.withLock { names in
        let formatter = names.formatter
        return NameTables(
          weekdays: [
            .wide: sundayFirst(formatter.symbols(.standaloneWeekdays)),
            .abbreviated: sundayFirst(formatter.symbols(.standaloneShortWeekdays)),
            .short: sundayFirst(formatter.symbols(.standaloneShorterWeekdays)),
            .narrow: sundayFirst(formatter.symbols(.standaloneNarrowWeekdays)),
          ],
          monthNames: formatter.symbols(.standaloneMonths), eraNames: formatter.symbols(.eras),
          wideEraNames: formatter.symbols(.eraNames), titlePattern: names.pattern)
      }
      let formatter = ICUDateTextFormatter(
        locale: locale, calendar: calendar, namesIdentifier: namesIdentifier, shared: shared)
      return (tables, formatter)
    }
  }

  extension ICUDataProvider {
    /// The key under which locale IDs share names: the key of the symbols ICU names their
    /// titles and weekdays with (``ICU/namesSymbolsKey(_:)``) and their title pattern. IDs
    /// with equal keys get equal names from ICU's own formatters; an ID ICU gives no key is
    /// its own.
    package func namesIdentifier(_ locale: String) -> String {
      guard let symbols = ICU.namesSymbolsKey(locale),
        let pattern = try? ICUDateFormatter.bestPattern(locale: locale, skeleton: "yMMMM")
      else { return "=" + locale }
      return symbols + "\u{1F}" + pattern
    }

    /// The title pattern a names key (``namesIdentifier(_:)``) ends with; nil for an ID's own.
    static func titlePattern(ofNamesIdentifier key: String) -> String? {
      guard !key.hasPrefix("="), let separator = key.utf8.lastIndex(of: 0x1F) else { return nil }
      return String(key[key.utf8.index(after: separator)...])
    }

    package func dateTextFormatter(
      locale: String, calendar: CalendarIdentifier, namesIdentifier: String
    ) throws(DataSourceError) -> any DateTextFormatter {
      ICUDateTextFormatter(locale: locale, calendar: calendar, namesIdentifier: namesIdentifier)
    }
  }

  /// Titles from the title formatter the locale ID shares (``ICUSharedNames``), full dates and
  /// month names from ICU formatters of its own, and ICU's calendar to find a day ICU numbers
  /// like a table month. Each opens on first use.
  struct ICUDateTextFormatter: DateTextFormatter {
    let locale: String
    let calendarIdentifier: CalendarIdentifier
    /// The key of the shared names (``ICUDataProvider/namesIdentifier(_:)``).
    let namesIdentifier: String
    private var shared: Lock<ICUSharedNames>?
    /// Titles with the era, for Gregorian years 0 and below (`June 1 BC`): without it year 0
    /// and year 1 would both be titled `1`.
    private var eraTitle: ICUDateFormatter?
    private var full: ICUDateFormatter?
    private var standaloneMonth: ICUDateFormatter?
    private var formatMonth: ICUDateFormatter?
    private var calendar: ICUCalendar?

    init(
      locale: String, calendar: CalendarIdentifier, namesIdentifier: String,
      shared: Lock<ICUSharedNames>? = nil
    ) {
      self.locale = locale
      self.calendarIdentifier = calendar
      self.namesIdentifier = namesIdentifier
      self.shared = shared
    }

    /// The shared names, found on first use; nil when ICU cannot open their formatter.
    private mutating func sharedNames() -> Lock<ICUSharedNames>? {
      if shared == nil {
        shared = try? ICUSharedNames.names(locale: locale, key: namesIdentifier)
      }
      return shared
    }

    /// A formatter kept in `slot`, opened on first use; nil when ICU cannot open it (the text
    /// is then empty, as when formatting fails).
    private func opened(
      _ slot: inout ICUDateFormatter?, _ open: () throws(DataSourceError) -> ICUDateFormatter
    ) -> ICUDateFormatter? {
      if slot == nil { slot = try? open() }
      return slot
    }

    mutating func title(for month: CalendarMonth) -> String {
      if month.extendedYear <= 0, calendarIdentifier.isGregorianArithmetic {
        let day = namedDay(month)
        let locale = locale
        let eraTitle = opened(&eraTitle) { () throws(DataSourceError) in
          try ICUDateFormatter(locale: locale, skeleton: "GyMMMM")
        }
        return (try? eraTitle?.format(day)) ?? ""
      }
      guard let shared = sharedNames() else { return "" }
      if namesShared(month) {
        return shared.withLock {
          $0.title(for: month) { ICUNamedMonths.format(month, with: $0) }
        } ?? ""
      }
      // The named day is found only when the shared names have not titled the month yet.
      return shared.withLock { names in
        names.title(for: month) { formatter in try? formatter.format(namedDay(month)) }
      } ?? ""
    }

    mutating func monthName(for month: CalendarMonth, standalone: Bool) -> String {
      let locale = locale
      let formatter =
        standalone
        ? opened(&standaloneMonth) { () throws(DataSourceError) in
          try ICUDateFormatter(locale: locale, pattern: "LLLL")
        }
        : opened(&formatMonth) { () throws(DataSourceError) in
          try ICUDateFormatter(locale: locale, pattern: "MMMM")
        }
      guard let formatter else { return "" }
      if namesShared(month) { return ICUNamedMonths.format(month, with: formatter) ?? "" }
      return (try? formatter.format(namedDay(month))) ?? ""
    }

    /// Whether the month is named through ``ICUNamedMonths``: a month of this formatter's
    /// calendar that is not Gregorian arithmetic (those are named by their first day).
    private func namesShared(_ month: CalendarMonth) -> Bool {
      month.calendar == calendarIdentifier && !calendarIdentifier.isGregorianArithmetic
    }

    private mutating func namedDay(_ month: CalendarMonth) -> Day {
      Self.dayNamedLike(
        month,
        fields: { day in fields(of: day).map { ($0.year, $0.month, $0.isLeapMonth) } },
        year: { Int($0.extendedYear) })
    }

    mutating func fullDate(_ day: Day) -> String {
      (try? fullFormatter()?.format(day)) ?? ""
    }

    private mutating func fullFormatter() -> ICUDateFormatter? {
      let locale = locale
      return opened(&full) { () throws(DataSourceError) in
        try ICUDateFormatter(fullDateStyleFor: locale)
      }
    }

    mutating func fields(of day: Day) -> DayFields? {
      if calendar == nil { calendar = try? ICUCalendar(locale: locale) }
      guard let fields = try? calendar?.fields(of: day) else { return nil }
      return DayFields(
        year: Int(fields.extended_year), month: Int(fields.month) + 1,
        isLeapMonth: fields.is_leap_month != 0, dayOfMonth: Int(fields.day_of_month))
    }

    mutating func fullDate(_ other: Day, weekdayOf day: Day, dayNumberOf numbered: Day?)
      -> String
    {
      guard let full = fullFormatter() else { return "" }
      // Copies of the full-date formatter keep the numbering its pattern's data sets
      // (`d=hanidays` for Chinese dates in Chinese).
      let pattern = Self.replacingFields(in: full.pattern) { run in
        guard let source = run.first == "d" ? numbered : day else { return nil }
        return try? full.copy(pattern: run).format(source)
      }
      return (try? full.copy(pattern: pattern).format(other)) ?? ""
    }
  }
#endif
