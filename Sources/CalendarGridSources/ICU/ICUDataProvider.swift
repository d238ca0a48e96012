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

    package func nameTables(locale: String, calendar: CalendarIdentifier)
      throws(CalendarGridError) -> NameTables
    {
      let title = try ICUDateFormatter(locale: locale, skeleton: "yMMMM")
      func sundayFirst(_ symbols: [String]) -> [String] {
        // ICU's weekday symbol arrays have an empty slot 0; slot 1 is Sunday.
        symbols.count == 8 ? Array(symbols[1...7]) : symbols
      }
      return NameTables(
        weekdays: [
          .wide: sundayFirst(title.symbols(.standaloneWeekdays)),
          .abbreviated: sundayFirst(title.symbols(.standaloneShortWeekdays)),
          .short: sundayFirst(title.symbols(.standaloneShorterWeekdays)),
          .narrow: sundayFirst(title.symbols(.standaloneNarrowWeekdays)),
        ],
        monthNames: title.symbols(.standaloneMonths), eraNames: title.symbols(.eras),
        wideEraNames: title.symbols(.eraNames), todayText: ICU.relativeToday(locale),
        digits: ICU.digits(locale), titlePattern: title.pattern)
    }

    package func dateTextFormatter(locale: String, calendar: CalendarIdentifier)
      throws(CalendarGridError) -> any DateTextFormatter
    {
      ICUDateTextFormatter(
        title: try ICUDateFormatter(locale: locale, skeleton: "yMMMM"),
        eraTitle: calendar.isGregorianArithmetic
          ? try ICUDateFormatter(locale: locale, skeleton: "GyMMMM") : nil,
        full: try ICUDateFormatter(fullDateStyleFor: locale),
        standaloneMonth: try ICUDateFormatter(locale: locale, pattern: "LLLL"),
        formatMonth: try ICUDateFormatter(locale: locale, pattern: "MMMM"),
        calendar: try ICUCalendar(locale: locale))
    }
  }

  /// ICU's title and full-date formatters, and ICU's calendar to find a day ICU numbers like a
  /// table month.
  struct ICUDateTextFormatter: DateTextFormatter {
    let title: ICUDateFormatter
    /// Titles with the era, for Gregorian years 0 and below (`June 1 BC`): without it year 0
    /// and year 1 would both be titled `1`.
    let eraTitle: ICUDateFormatter?
    let full: ICUDateFormatter
    let standaloneMonth: ICUDateFormatter
    let formatMonth: ICUDateFormatter
    let calendar: ICUCalendar

    func title(for month: CalendarMonth) -> String {
      let day = namedDay(month)
      if month.extendedYear <= 0, let eraTitle { return (try? eraTitle.format(day)) ?? "" }
      return (try? title.format(day)) ?? ""
    }

    func monthName(for month: CalendarMonth, standalone: Bool) -> String {
      (try? (standalone ? standaloneMonth : formatMonth).format(namedDay(month))) ?? ""
    }

    private func namedDay(_ month: CalendarMonth) -> Day {
      Self.dayNamedLike(
        month,
        fields: { day in
          guard let fields = try? calendar.fields(of: day) else { return nil }
          return (Int(fields.extended_year), Int(fields.month) + 1, fields.is_leap_month != 0)
        }, year: { Int($0.extendedYear) })
    }

    func fullDate(_ day: Day) -> String { (try? full.format(day)) ?? "" }
  }
#endif
