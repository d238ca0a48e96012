import CalendarGridCore

#if ICU
  /// The libicu source: months, locale facts and names from the system ICU through `CICUShim`.
  package struct ICUDataProvider: CalendarDataProvider {
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

    package func names(locale: String, calendar: CalendarIdentifier) throws(CalendarGridError)
      -> (tables: NameTables, formatter: any DateTextFormatter)
    {
      func sundayFirst(_ symbols: [String]) -> [String] {
        // ICU's weekday symbol arrays have an empty slot 0; slot 1 is Sunday.
        symbols.count == 8 ? Array(symbols[1...7]) : symbols
      }
      // The table of this ICU's symbols, when it has the locale: no formatter is opened.
      if let set = ICUDateSymbols.symbolSet(locale: locale),
        let pattern = ICUTitlePatterns.pattern(locale: locale, skeleton: "yMMMM")
      {
        let weekdays: [WeekdayWidth: [String]] = [
          .wide: sundayFirst(set[.standaloneWeekdays]),
          .abbreviated: sundayFirst(set[.standaloneShortWeekdays]),
          .short: sundayFirst(set[.standaloneShorterWeekdays]),
          .narrow: sundayFirst(set[.standaloneNarrowWeekdays]),
        ]
        let tables = NameTables(
          weekdays: weekdays, monthNames: set[.standaloneMonths], eraNames: set[.eras],
          wideEraNames: set[.eraNames], titlePattern: pattern)
        return (tables, ICUDateTextFormatter(locale: locale, calendar: calendar))
      }
      let title = try ICUSharedTitleFormatters.formatter(locale: locale)
      // Read from the formatter of the weekday names' group, which is most often the title's;
      // one lock at a time (the two may be one lock).
      let weekdays = try ICUSharedTitleFormatters.formatter(weekdaysOf: locale).withLock {
        shared -> [WeekdayWidth: [String]] in
        let formatter = shared.formatter
        return [
          .wide: sundayFirst(formatter.symbols(.standaloneWeekdays)),
          .abbreviated: sundayFirst(formatter.symbols(.standaloneShortWeekdays)),
          .short: sundayFirst(formatter.symbols(.standaloneShorterWeekdays)),
          .narrow: sundayFirst(formatter.symbols(.standaloneNarrowWeekdays)),
        ]
      }
      let tables = title.withLock { shared in
        NameTables(
          weekdays: weekdays, monthNames: shared.standaloneMonths, eraNames: shared.eras,
          wideEraNames: shared.wideEras, titlePattern: shared.pattern)
      }
      return (tables, ICUDateTextFormatter(locale: locale, calendar: calendar, title: title))
    }
  }

  extension ICUDataProvider {
    /// The first locale whose titles for the calendar are alike (``ICUTitlePatterns/nameGroups``)
    /// and the locale and calendar with the same weekday names
    /// (``ICUTitlePatterns/weekdayGroups``): locales with both alike share name tables.
    package func namesIdentifier(_ locale: String) -> String {
      guard let titles = ICUTitlePatterns.namesLocale(of: locale),
        let weekdays = ICUTitlePatterns.weekdaysLocale(of: locale)
      else { return locale }
      return titles + " " + weekdays
    }

    package func dateTextFormatter(locale: String, calendar: CalendarIdentifier)
      throws(CalendarGridError) -> any DateTextFormatter
    {
      ICUDateTextFormatter(locale: locale, calendar: calendar)
    }
  }

  /// Titles from their pattern's parts, ICU's title and full-date formatters, and ICU's
  /// calendar to find a day ICU numbers like a table month. Each opens on first use.
  struct ICUDateTextFormatter: DateTextFormatter {
    let locale: String
    let calendarIdentifier: CalendarIdentifier
    /// The title formatter of the locale's names group (``ICUSharedTitleFormatters``), opened
    /// when a title needs ICU.
    private var sharedTitle: Lock<ICUSharedTitle>?
    /// The title pattern's parts and names (from the tables of this ICU, or from the group's
    /// formatter): `.some(nil)` when titles are ICU's.
    private var parts: PatternTitles??
    /// Titles with the era, for Gregorian years 0 and below (`June 1 BC`): without it year 0
    /// and year 1 would both be titled `1`.
    private var eraTitle: ICUDateFormatter?
    private var full: ICUDateFormatter?
    private var standaloneMonth: ICUDateFormatter?
    private var formatMonth: ICUDateFormatter?
    private var calendar: ICUCalendar?

    init(locale: String, calendar: CalendarIdentifier, title: Lock<ICUSharedTitle>? = nil) {
      self.locale = locale
      self.calendarIdentifier = calendar
      self.sharedTitle = title
    }

    /// The group's title formatter, opened on first use; nil when ICU cannot open it.
    mutating func title() -> Lock<ICUSharedTitle>? {
      if sharedTitle == nil {
        sharedTitle = try? ICUSharedTitleFormatters.formatter(locale: locale)
      }
      return sharedTitle
    }

    /// The title from the pattern's parts, for a month of this calendar; nil where ICU titles
    /// it (``PatternTitles/title(for:)``).
    mutating func patternTitle(for month: CalendarMonth) -> String? {
      guard month.calendar == calendarIdentifier else { return nil }
      if parts == nil {
        parts = .some(
          PatternTitles.shared(tablesOf: locale) ?? title()?.withLock { $0.parts })
      }
      return parts??.title(for: month)
    }

    /// A formatter kept in `slot`, opened on first use; nil when ICU cannot open it (the text
    /// is then empty, as when formatting fails).
    private func opened(
      _ slot: inout ICUDateFormatter?, _ open: () throws(CalendarGridError) -> ICUDateFormatter
    ) -> ICUDateFormatter? {
      if slot == nil { slot = try? open() }
      return slot
    }

    mutating func title(for month: CalendarMonth) -> String {
      patternTitle(for: month) ?? icuTitle(for: month)
    }

    /// The month's title formatted by ICU, whatever the pattern (what ``title(for:)`` gives
    /// where the title pattern cannot title the month by itself).
    mutating func icuTitle(for month: CalendarMonth) -> String {
      if namesShared(month) {
        return title()?.withLock {
          $0.title(for: month) { ICUNamedMonths.format(month, with: $0) }
        } ?? ""
      }
      if month.extendedYear <= 0, calendarIdentifier.isGregorianArithmetic {
        let day = namedDay(month)
        let locale = locale
        let eraTitle = opened(&eraTitle) { () throws(CalendarGridError) in
          try ICUDateFormatter(locale: locale, skeleton: "GyMMMM")
        }
        return (try? eraTitle?.format(day)) ?? ""
      }
      // The named day is found only when the group has not titled the month yet.
      guard let title = title() else { return "" }
      return title.withLock { shared in
        shared.title(for: month) { formatter in try? formatter.format(namedDay(month)) }
      } ?? ""
    }

    mutating func monthName(for month: CalendarMonth, standalone: Bool) -> String {
      let locale = locale
      let formatter =
        standalone
        ? opened(&standaloneMonth) { () throws(CalendarGridError) in
          try ICUDateFormatter(locale: locale, pattern: "LLLL")
        }
        : opened(&formatMonth) { () throws(CalendarGridError) in
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
      return opened(&full) { () throws(CalendarGridError) in
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

  /// Title formatters shared by the locales whose names are alike.
  ///
  /// Opening an ICU date formatter copies the locale's date symbols and makes a number format:
  /// about 250 µs, most of what names cost in a dump. Many locales name a calendar's months
  /// exactly as another does (`en_AU` and `en_NZ`, a region and its language); a table generated
  /// from this ICU (``ICUTitlePatterns/nameGroups``) names, for each locale and calendar, the
  /// first locale whose title pattern, date symbols, digits and month names are the same, and
  /// the locales of one group format titles with one formatter, under its lock. Other locale IDs
  /// (other keywords, another ICU) each have their own.
  enum ICUSharedTitleFormatters {
    /// Formatters by the ID they were opened for, the 128 used last (a formatter holds a copy
    /// of its locale's symbols, tens of KB).
    private static let formatters = Lock(
      RecentlyUsed<String, Lock<ICUSharedTitle>>(capacity: 128))

    /// The title formatter for a locale ID with `@calendar=`: its group's.
    static func formatter(locale: String) throws(CalendarGridError) -> Lock<ICUSharedTitle> {
      try opened(ICUTitlePatterns.namesLocale(of: locale) ?? locale)
    }

    /// A formatter whose standalone weekday names are the locale ID's: the formatter of its
    /// weekday group's locale and calendar, most often a names group's own.
    static func formatter(weekdaysOf locale: String) throws(CalendarGridError)
      -> Lock<ICUSharedTitle>
    {
      try opened(ICUTitlePatterns.weekdaysLocale(of: locale) ?? locale)
    }

    /// The digits of locale IDs without their calendar keyword (every calendar of a locale
    /// writes numbers alike), the 1,024 used last: a locale's groups ask once, not once for
    /// each of their calendars.
    private static let digitsByLocale = Lock(RecentlyUsed<String, [String]?>(capacity: 1_024))

    /// The locale's digits (``ICU/digits(_:)``) for an ID of a title group.
    static func digits(of id: String) -> [String]? {
      // Only an ID whose one keyword is the calendar shares its locale's entry.
      var key = id
      let utf8 = id.utf8
      if let at = utf8.firstIndex(of: UInt8(ascii: "@")),
        utf8[at...].starts(with: "@calendar=".utf8),
        !utf8[at...].contains(UInt8(ascii: ";"))
      {
        key = String(id[..<at])
      }
      if let known = digitsByLocale.withLock({ $0.value(for: key) }) { return known }
      let digits = ICU.digits(key)
      digitsByLocale.withLock { $0.insert(digits, for: key) }
      return digits
    }

    /// The formatter opened for exactly this ID, kept or opened now.
    private static func opened(_ id: String) throws(CalendarGridError) -> Lock<ICUSharedTitle> {
      if let shared = formatters.withLock({ $0.value(for: id) }) { return shared }
      let opened = Lock(
        ICUSharedTitle(try ICUDateFormatter(locale: id, skeleton: "yMMMM"), locale: id))
      return formatters.withLock { formatters in
        if let shared = formatters.value(for: id) { return shared }
        formatters.insert(opened, for: id)
        return opened
      }
    }
  }

  /// A title pattern read into parts, and the names its parts take.
  struct PatternTitles {
    let pattern: TitlePattern
    let names: TitlePattern.Names

    init(pattern: TitlePattern, names: TitlePattern.Names) {
      self.pattern = pattern
      self.names = names
    }

    /// From the tables of this ICU (``ICUDateSymbols``, ``ICUTitlePatterns``), for a locale ID
    /// with `@calendar=`; nil when they lack it or the pattern has fields the parts do not read.
    init?(tablesOf locale: String) {
      guard let set = ICUDateSymbols.symbolSet(locale: locale),
        let text = ICUTitlePatterns.pattern(locale: locale, skeleton: "yMMMM"),
        let pattern = TitlePattern(text)
      else { return nil }
      self.pattern = pattern
      self.names = TitlePattern.Names(
        formatMonths: set[.months], standaloneMonths: set[.standaloneMonths], eras: set[.eras],
        wideEras: set[.eraNames], cyclicYears: set[.cyclicYears],
        digits: ICUSharedTitleFormatters.digits(of: locale))
    }

    /// Pattern titles of the names groups used last (``ICUTitlePatterns/nameGroups``): the
    /// locales of a group have one pattern, the same symbols and digits, so a dump reads them
    /// once a group, not once a locale and calendar.
    private static let groups = Lock(RecentlyUsed<String, PatternTitles?>(capacity: 256))

    /// ``init(tablesOf:)`` for the locale's names group, kept or read now.
    static func shared(tablesOf locale: String) -> PatternTitles? {
      guard let group = ICUTitlePatterns.namesLocale(of: locale) else { return nil }
      if let known = groups.withLock({ $0.value(for: group) }) { return known }
      let made = PatternTitles(tablesOf: group)
      groups.withLock { $0.insert(made, for: group) }
      return made
    }

    /// The month's title as the pattern's parts joined; nil when ICU titles it: Chinese and
    /// Dangi leap months (ICU writes them with a pattern of the locale's), years 0 and below, and
    /// the Japanese months named by another era or by an era's first year.
    func title(for month: CalendarMonth) -> String? {
      // Joined each time: a memo under a lock shared by the workers cost nearly as much.
      guard month.extendedYear > 0, let fields = Self.fields(of: month) else { return nil }
      return pattern.title(fields, names: names)
    }

    /// The fields ICU formats for a month of its calendar, as the month tables number it.
    static func fields(of month: CalendarMonth) -> TitlePattern.Fields? {
      var fields = TitlePattern.Fields(
        month: month.month, monthName: month.month - 1, era: month.era, eraYear: month.eraYear)
      switch month.calendar {
      case .chinese, .dangi:
        guard !month.isLeapMonth else { return nil }
        // ICU's extended years count from 2637 BCE (Chinese) and 2333 BCE (Dangi).
        fields.relatedYear = month.extendedYear - (month.calendar == .chinese ? 2637 : 2333)
        fields.cyclicYear = month.eraYear - 1
      case .hebrew:
        // ICU's own rule: in a leap year Adar (month 7) is named Adar II, the 14th name; in
        // other years a numeric month counts Adar as 6.
        let isLeapYear = month.monthsInYear == 13
        if isLeapYear, month.month == 7 { fields.monthName = 13 }
        if !isLeapYear, month.month >= 7 { fields.month = month.month - 1 }
      // ICU names a month by its middle day, which may be in an era its first day is not,
      // and writes a Japanese era's first year as 元 in Japanese.
      case .japanese where month.startsJapaneseEraAfterFirstDay || month.eraYear == 1:
        return nil
      default:
        break
      }
      return fields
    }
  }

  /// A names group's title formatter and the titles it has formatted.
  ///
  /// The locales of a group title every month alike (that is what puts them in one group), so
  /// a month's title is formatted once for all of them.
  struct ICUSharedTitle {
    let formatter: ICUDateFormatter
    /// The formatter's pattern and its month and era names, read once: the name tables of the
    /// group's locales take them from here, and so do titles made from the pattern.
    let pattern: String
    let standaloneMonths: [String]
    let eras: [String]
    let wideEras: [String]
    private var titles: [CalendarMonth: String] = [:]
    /// The pattern read into parts, and the names they take, when the pattern has only fields
    /// ``TitlePattern`` reads: titles are then those parts joined, not formatted by ICU (nil:
    /// every title is ICU's).
    let parts: PatternTitles?
    /// Bounded: past `limit` months the memo starts over. 64 holds the span of a dump of a few
    /// years, where a group's locales meet the same months; in longer dumps a group's locales
    /// are hundreds of jobs apart, and a larger memo would hold megabytes for nothing.
    static var limit: Int { 64 }

    init(_ formatter: ICUDateFormatter, locale: String) {
      let pattern = formatter.pattern
      let standaloneMonths = formatter.symbols(.standaloneMonths)
      let eras = formatter.symbols(.eras)
      let wideEras = formatter.symbols(.eraNames)
      self.formatter = formatter
      self.pattern = pattern
      self.standaloneMonths = standaloneMonths
      self.eras = eras
      self.wideEras = wideEras
      parts = TitlePattern(pattern).map { parts in
        PatternTitles(
          pattern: parts,
          names: TitlePattern.Names(
            formatMonths: formatter.symbols(.months), standaloneMonths: standaloneMonths,
            eras: eras, wideEras: wideEras, cyclicYears: formatter.symbols(.cyclicYears),
            digits: ICUSharedTitleFormatters.digits(of: locale)))
      }
      // Room for the whole memo from the start: growing it rehashes every title it holds.
      titles.reserveCapacity(Self.limit)
    }

    /// The month's title: remembered, or formatted by `format` with the group's formatter and
    /// remembered. A failed format (nil) is not remembered.
    mutating func title(for month: CalendarMonth, format: (ICUDateFormatter) -> String?)
      -> String?
    {
      if let known = titles[month] { return known }
      guard let text = format(formatter) else { return nil }
      if titles.count >= Self.limit { titles.removeAll(keepingCapacity: true) }
      titles[month] = text
      return text
    }
  }
#endif
