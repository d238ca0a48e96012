import Testing

@testable import CalendarGridCore
@testable import CalendarGridSources

/// Month titles made from their pattern's parts (``TitlePattern``) instead of by a formatter.
@Suite("Titles from their pattern's parts")
struct TitlePatternTests {
  @Test("patterns are read into literal text and the title fields, quotes as CLDR writes them")
  func parsing() throws {
    let korean = try #require(TitlePattern("y년 MMMM"))
    #expect(korean.parts == [.year(minimumDigits: 1), .text("년 "), .monthName(standalone: false)])
    let basque = try #require(TitlePattern("G. 'aroko' y('e')'ko' MMMM"))
    #expect(
      basque.parts == [
        .era(wide: false), .text(". aroko "), .year(minimumDigits: 1), .text("(e)ko "),
        .monthName(standalone: false),
      ])
    let japanese = try #require(TitlePattern("GGGGy年M月"))
    #expect(
      japanese.parts == [
        .era(wide: true), .year(minimumDigits: 1), .text("年"), .monthNumber(minimumDigits: 1),
        .text("月"),
      ])
    // `''` is a quote, outside quoted text and inside it.
    #expect(
      TitlePattern("LLLL ''y")?.parts == [
        .monthName(standalone: true), .text(" '"), .year(minimumDigits: 1),
      ])
    #expect(
      TitlePattern("'o''clock' MM")?.parts == [.text("o'clock "), .monthNumber(minimumDigits: 2)])
    // Chinese and Dangi titles: the related Gregorian year and the cyclic year's name.
    #expect(
      TitlePattern("r년(U년) MMMM")?.parts == [
        .relatedYear(minimumDigits: 1), .text("년("), .cyclicYear, .text("년) "),
        .monthName(standalone: false),
      ])
    // Fields a title pattern may have but that are left to the formatter, and broken quotes.
    for pattern in [
      "UUUU MMMM", "LLLL y. GGGGG", "MMM y", "yy MMMM", "yyyy MMMM", "MMMM d", "'y MMMM",
    ] {
      #expect(TitlePattern(pattern) == nil, "\(pattern)")
    }
  }

  @Test("a title joins the parts: names by month and era number, numbers in the locale's digits")
  func joining() throws {
    let names = TitlePattern.Names(
      formatMonths: ["jan", "feb"], standaloneMonths: ["Jan", "Feb"], eras: ["BC", "AD"],
      wideEras: ["Before Christ", "Anno Domini"],
      digits: ["٠", "١", "٢", "٣", "٤", "٥", "٦", "٧", "٨", "٩"])
    let pattern = try #require(TitlePattern("LLLL MMMM MM y G GGGG"))
    #expect(
      pattern.title(month: 2, era: 1, eraYear: 2024, names: names)
        == "Feb feb ٠٢ ٢٠٢٤ AD Anno Domini")
    var latin = names
    latin.digits = nil
    #expect(
      pattern.title(month: 1, era: 0, eraYear: 7, names: latin) == "Jan jan 01 7 BC Before Christ")
    // What the names lack, and years the pattern cannot title, are left to the formatter.
    #expect(pattern.title(month: 3, era: 1, eraYear: 2024, names: names) == nil)
    #expect(pattern.title(month: 1, era: 2, eraYear: 2024, names: names) == nil)
    #expect(pattern.title(month: 1, era: 1, eraYear: 0, names: names) == nil)
    #expect(pattern.title(month: 0, era: 1, eraYear: 1, names: names) == nil)
    // The month's name by its own index (Hebrew Adar II is the 14th name, shown for month 7),
    // the cyclic year by its index, and the related year in the locale's digits.
    var lunar = latin
    lunar.cyclicYears = ["jia-zi", "yi-chou"]
    let cyclic = try #require(TitlePattern("r(U) MMMM M"))
    #expect(
      cyclic.title(
        TitlePattern.Fields(
          month: 7, monthName: 1, era: 78, eraYear: 2, relatedYear: 1985, cyclicYear: 1),
        names: lunar) == "1985(yi-chou) feb 7")
    #expect(
      cyclic.title(
        TitlePattern.Fields(month: 1, monthName: 0, era: 78, eraYear: 3, cyclicYear: 2),
        names: lunar) == nil)
    #expect(
      cyclic.title(
        TitlePattern.Fields(month: 1, monthName: 0, era: 78, eraYear: 1, relatedYear: 1984),
        names: lunar) == nil)
  }

  #if ICU
    @Test(
      "the table of this ICU's date symbols: every locale, calendar and kind as a formatter reads them"
    )
    func symbolsTable() throws {
      guard ICUDateSymbols.isRunningICU else {
        // Another ICU: the table must not be used at all.
        #expect(ICUDateSymbols.symbols(.months, locale: "en_US@calendar=gregorian") == nil)
        return
      }
      let kinds: [ICUDateFormatter.SymbolKind] = [
        .months, .standaloneMonths, .eras, .eraNames, .standaloneWeekdays,
        .standaloneShortWeekdays, .standaloneShorterWeekdays, .standaloneNarrowWeekdays,
        .cyclicYears,
      ]
      var compared = 0
      for locale in ["root"] + ICU.availableLocales {
        for calendar in CalendarIdentifier.allCases {
          let id = "\(locale)@calendar=\(calendar.rawValue)"
          // A formatter opened for the ID itself, not a group's.
          let formatter = try ICUDateFormatter(locale: id, pattern: "y")
          for kind in kinds {
            let fromTable = ICUDateSymbols.symbols(kind, locale: id)
            #expect(fromTable == formatter.symbols(kind), "\(id) \(kind)")
            compared += 1
          }
        }
      }
      #expect(kinds.count == ICUDateSymbols.kinds.count)
      #expect(
        compared == (ICU.availableLocales.count + 1) * CalendarIdentifier.allCases.count
          * kinds.count)
      // IDs with other keywords, and locales the table lacks, are left to a formatter.
      #expect(
        ICUDateSymbols.symbols(.months, locale: "ar_EG@calendar=gregorian;numbers=latn") == nil)
      #expect(ICUDateSymbols.symbols(.months, locale: "xx_YY@calendar=gregorian") == nil)
      #expect(ICUDateSymbols.list(Int.max) == nil)
      #expect(ICUDateSymbols.list(-1) == nil)
      #expect(ICUDateSymbols.listNumber(set: Int.max, column: 0) == nil)
      #expect(ICUDateSymbols.listNumber(set: 0, column: ICUDateSymbols.kinds.count) == nil)
    }

    /// Months in every calendar around the era changes of the Japanese and Republic of China
    /// calendars, Chinese and Dangi leap months, Hebrew leap and common years, the far ends of a
    /// dump's span, and a whole year.
    static let days: [Day] = {
      let dates = [
        (1900, 1, 15), (1912, 1, 15), (1926, 12, 20), (1926, 12, 28), (1989, 1, 5), (1989, 1, 20),
        (2019, 4, 15), (2019, 5, 15), (2049, 12, 15), (2100, 6, 15),
        // Chinese and Dangi leap months (2020 leap 4, 2023 leap 2, 2025 leap 6), and the
        // Hebrew non-leap year 5785 (Adar, Nisan) beside the leap year 5784 below.
        (2020, 6, 1), (2023, 4, 1), (2025, 8, 1), (2025, 3, 15), (2025, 4, 15),
      ]
      let fixed = dates.compactMap { try? Day(year: $0.0, month: $0.1, day: $0.2) }
      let year = (1...12).compactMap { try? Day(year: 2024, month: $0, day: 10) }
      return fixed + year
    }()

    @Test(
      "every locale ICU lists, in every calendar whose titles come from the pattern: the same titles as ICU's formatter"
    )
    func sameAsICU() throws {
      var compared = 0
      var fromPattern = 0
      for identifier in try GridLocale.availableIdentifiers(source: .icu) {
        guard let locale = try? GridLocale(identifier, source: .icu) else { continue }
        for calendar in CalendarIdentifier.allCases {
          let tables = try GridCalendar(calendar, locale: locale, source: .icu)
          let id = locale.icuIdentifier(calendar: calendar)
          var formatter = ICUDateTextFormatter(locale: id, calendar: calendar)
          var seen: Set<CalendarMonth> = []
          for day in Self.days {
            let month = try tables.month(containing: day)
            guard seen.insert(month).inserted else { continue }
            let title = formatter.title(for: month)
            let icu = formatter.icuTitle(for: month)
            #expect(title == icu, "\(id) \(month.extendedYear)-\(month.month)")
            compared += 1
            if formatter.patternTitle(for: month) != nil { fromPattern += 1 }
          }
        }
      }
      // Every locale's calendars were compared, and most titles came from the pattern.
      #expect(compared > 200_000)
      #expect(fromPattern > compared / 2)
    }
  #endif
}
