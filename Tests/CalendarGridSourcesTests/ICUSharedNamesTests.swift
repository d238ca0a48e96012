#if ICU
  import Testing

  @testable import CalendarGridCore
  @testable import CalendarGridSources
  import CalendarGridTestSupport
  import CalendarGridSourcesTestSupport

  /// Locale IDs that ICU names alike share one title formatter (``ICUSharedNames``), under the
  /// names key the shim reads from ICU's resource fallback (`cg_names_symbols_key`,
  /// `cg_names_pattern_key`): these tests open ICU's own generator and formatter for each exact
  /// ID and compare what the names give.
  @Suite("Names shared by locale IDs that ICU names alike")
  struct ICUSharedNamesTests {
    /// Every 8th locale ICU lists, and root: about 100 locales, each with every calendar.
    static var sampledLocales: [String] {
      let locales = ["root"] + ICU.availableLocales
      return locales.enumerated().filter { $0.offset % 8 == 0 }.map(\.element)
    }

    /// The four standalone weekday lists a calendar's headers read, with the width names give
    /// them under.
    static let weekdayKinds: [(ICUDateFormatter.SymbolKind, WeekdayWidth)] = [
      (.standaloneWeekdays, .wide), (.standaloneShortWeekdays, .abbreviated),
      (.standaloneShorterWeekdays, .short), (.standaloneNarrowWeekdays, .narrow),
    ]

    /// ICU's own title pattern, formatter and calendar for exactly one locale ID: nothing
    /// shared, nothing cached.
    struct Direct {
      let pattern: String
      let title: ICUDateFormatter
      let calendar: ICUCalendar

      init(_ id: String) throws {
        pattern = try ICUDateFormatter.generatedPattern(locale: id, skeleton: "yMMMM")
        title = try ICUDateFormatter(locale: id, pattern: pattern)
        calendar = try ICUCalendar(locale: id)
      }

      /// ICU's title of a month: its formatter, for a day its calendar numbers like the month.
      func title(_ month: CalendarMonth) throws -> String {
        let day = ICUDateTextFormatter.dayNamedLike(
          month,
          fields: { day in
            (try? calendar.fields(of: day)).map {
              (Int($0.extended_year), Int($0.month) + 1, $0.is_leap_month != 0)
            }
          },
          year: { $0.extendedYear })
        return try title.format(day)
      }

      /// ICU's weekday names of a kind, Sunday first.
      func weekdays(_ kind: ICUDateFormatter.SymbolKind) -> [String] {
        Array(title.symbols(kind).dropFirst())
      }
    }

    @Test("every calendar of every 8th locale: titles and weekday names are the exact ID's own")
    func sampledLocalesNameAsTheirOwnFormatter() throws {
      var keys: [String: [String]] = [:]
      var compared = 0
      for locale in Self.sampledLocales {
        let gridLocale = try GridLocale(locale, source: .icu)
        for identifier in CalendarIdentifier.allCases {
          // ICU has no Vietnamese calendar: its names are the Chinese calendar's, ICU's own.
          let id = gridLocale.icuIdentifier(calendar: identifier.namesCalendar)
          let direct = try Direct(id)
          let names = try CalendarNames(locale: gridLocale, calendar: identifier, source: .icu)
          #expect(names.titlePattern == direct.pattern, "\(id)")
          for (kind, width) in Self.weekdayKinds {
            #expect(
              names.weekdaySymbols(width, startingAt: .sunday) == direct.weekdays(kind),
              "\(id) \(width)")
          }
          let calendar = try GridCalendar(identifier, locale: gridLocale, source: .icu)
          var month = try calendar.month(containing: Day(year: 2023, month: 1, day: 15))
          for _ in 0..<14 {
            #expect(names.title(for: month) == (try direct.title(month)), "\(id) \(month)")
            month = try calendar.month(after: month)
          }
          keys[ICUDataProvider().namesIdentifier(id), default: []].append(id)
          compared += 1
        }
      }
      #expect(compared == Self.sampledLocales.count * CalendarIdentifier.allCases.count)
      // The sample holds IDs that share names (of one language and calendar) and IDs that do
      // not (every calendar of a locale has its own key): a key that named too little would
      // give one of them another ID's names.
      let shared = keys.values.filter { $0.count > 1 }
      #expect(shared.count >= 50, "only \(shared.count) keys are shared in the sample")
      #expect(keys.count >= compared / 2, "\(keys.count) keys for \(compared) IDs")
      let sharedAcrossCalendars = shared.filter { ids in
        Set(ids.map { $0.split(separator: "=").last ?? "" }).count > 1
      }
      #expect(sharedAcrossCalendars.isEmpty, "\(sharedAcrossCalendars.first ?? [])")
    }

    @Test("locales that ICU names alike share one key; other calendars and numbering do not")
    func keysShareWhatICUNamesAlike() throws {
      let provider = ICUDataProvider()
      func key(_ locale: String, _ calendar: CalendarIdentifier) throws -> String {
        try provider.namesIdentifier(
          GridLocale(locale, source: .icu).icuIdentifier(calendar: calendar))
      }
      // `de_BE` and `de_DE` have no data of their own: every calendar is named from `de`.
      for calendar in CalendarIdentifier.allCases {
        #expect(try key("de_BE", calendar) == key("de_DE", calendar), "\(calendar)")
      }
      #expect(try key("en_NZ", .coptic) == key("en_IE", .coptic))
      #expect(try key("de_DE", .gregorian) != key("de_DE", .iso8601))
      #expect(try key("de_DE", .buddhist) != key("de_DE", .japanese))
      #expect(try key("de_DE", .chinese) != key("de_DE", .dangi))
      // Another numbering system is another key, though the names are the same bundles'.
      #expect(try key("ar_EG", .gregorian) != key("ar_EH", .gregorian))
      #expect(try key("en_US@numbers=arab", .gregorian) != key("en_US", .gregorian))
      // An ID ICU would name from the default locale or root alone shares with no other.
      #expect(provider.namesIdentifier("xx@calendar=gregorian") == "=xx@calendar=gregorian")
    }

    /// `ar_EH` writes Latin digits and `ar_EG` Arabic-Indic ones, and ICU finds every other
    /// name of theirs in `ar`: only the numbering system tells their titles apart.
    @Test(
      "locales of one language with other digits are titled with their own",
      arguments: [CalendarIdentifier.gregorian, .islamic, .persian])
    func otherDigitsOtherTitles(identifier: CalendarIdentifier) throws {
      for locale in ["ar_EG", "ar_EH", "ar_EG"] {
        let gridLocale = try GridLocale(locale, source: .icu)
        let id = gridLocale.icuIdentifier(calendar: identifier.namesCalendar)
        let direct = try Direct(id)
        let names = try CalendarNames(locale: gridLocale, calendar: identifier, source: .icu)
        let calendar = try GridCalendar(identifier, locale: gridLocale, source: .icu)
        let month = try calendar.month(containing: Day(year: 2024, month: 3, day: 1))
        #expect(names.title(for: month) == (try direct.title(month)), "\(id)")
      }
      #expect(
        try Direct("ar_EG@calendar=\(identifier.rawValue)").title.format(
          Day(year: 2024, month: 3, day: 1))
          != Direct("ar_EH@calendar=\(identifier.rawValue)").title.format(
            Day(year: 2024, month: 3, day: 1)))
    }

    /// Chinese 2023 and Dangi 2023 have a leap second month (2023-03-22 to 2023-04-19).
    @Test(
      "a leap month and the month it repeats, asked in either order, are titled as ICU does",
      arguments: [CalendarIdentifier.chinese, .dangi], [false, true])
    func leapMonthTitlesInEitherOrder(identifier: CalendarIdentifier, leapFirst: Bool) throws {
      // A keyword of its own for each case: the IDs share names with no other test's, so the
      // shared titles are empty when the case starts.
      let weekday =
        identifier == .chinese ? (leapFirst ? "tue" : "wed") : (leapFirst ? "thu" : "fri")
      let locale = try GridLocale(
        identifier == .chinese ? "zh@fw=\(weekday)" : "ko_KR@fw=\(weekday)", source: .icu)
      let id = locale.icuIdentifier(calendar: identifier.namesCalendar)
      #expect(id.contains("fw=\(weekday)"))
      let calendar = try GridCalendar(identifier, locale: locale, source: .icu)
      let regular = try calendar.month(containing: Day(year: 2023, month: 3, day: 1))
      let leap = try calendar.month(after: regular)
      #expect(!regular.isLeapMonth && leap.isLeapMonth && regular.month == leap.month)
      let direct = try Direct(id)
      #expect(try direct.title(regular) != direct.title(leap))
      let order = leapFirst ? [leap, regular, leap] : [regular, leap, regular]
      for month in order {
        // New names for each title: the second and third are read from the shared titles.
        let names = try CalendarNames(locale: locale, calendar: identifier, source: .icu)
        #expect(
          names.title(for: month) == (try direct.title(month)),
          "\(id) \(month.month)\(month.isLeapMonth ? "L" : "")")
      }
    }
  }
#endif
