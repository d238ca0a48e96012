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
    // Fields a title pattern may have but that are left to the formatter, and broken quotes.
    for pattern in [
      "r(U) MMMM", "LLLL y. GGGGG", "MMM y", "yy MMMM", "yyyy MMMM", "MMMM d", "'y MMMM",
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
      #expect(compared == (ICU.availableLocales.count + 1) * CalendarIdentifier.allCases.count * 8)
      // IDs with other keywords, and locales the table lacks, are left to a formatter.
      #expect(
        ICUDateSymbols.symbols(.months, locale: "ar_EG@calendar=gregorian;numbers=latn") == nil)
      #expect(ICUDateSymbols.symbols(.months, locale: "xx_YY@calendar=gregorian") == nil)
      #expect(ICUDateSymbols.list(Int.max) == nil)
    }

    /// Months in every calendar around the era changes of the Japanese and Republic of China
    /// calendars, the far ends of a dump's span, and a whole year.
    static let days: [Day] = {
      let dates = [
        (1900, 1, 15), (1912, 1, 15), (1926, 12, 20), (1926, 12, 28), (1989, 1, 5), (1989, 1, 20),
        (2019, 4, 15), (2019, 5, 15), (2049, 12, 15), (2100, 6, 15),
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
