#if ICU
  import Testing

  @testable import CalendarGridCore
  @testable import CalendarGridSources

  /// Month titles' patterns come from a table made from ICU's pattern generator
  /// (`Scripts/generate_title_patterns.py`) when the running ICU is the table's: these tests ask
  /// the generator itself and compare.
  @Suite("Title patterns from ICU's generator, as data")
  struct ICUTitlePatternTests {
    /// Every 8th locale of the table and root: about 100 locales, each with every calendar and
    /// skeleton (a generator opened per locale and calendar, about a millisecond each).
    static var sampledLocales: [String] {
      let locales = ["root"] + ICU.availableLocales
      return locales.enumerated().filter { $0.offset % 8 == 0 }.map(\.element)
    }

    /// The four standalone weekday lists a calendar's headers read.
    static let weekdayKinds: [ICUDateFormatter.SymbolKind] = [
      .standaloneWeekdays, .standaloneShortWeekdays, .standaloneShorterWeekdays,
      .standaloneNarrowWeekdays,
    ]

    @Test("the table has every locale ICU lists, and each pattern is the generator's")
    func tableEqualsGenerator() throws {
      guard ICUTitlePatterns.isRunningICU else {
        // Another ICU: the table must not be used at all.
        #expect(
          ICUTitlePatterns.pattern(locale: "en_US@calendar=gregorian", skeleton: "yMMMM") == nil)
        return
      }
      let missing = (["root"] + ICU.availableLocales).filter { !ICUTitlePatterns.rows.contains($0) }
      #expect(missing.isEmpty, "locales missing from the table: \(missing.prefix(10))")
      var compared = 0
      for locale in Self.sampledLocales {
        for calendar in CalendarIdentifier.allCases {
          let id = "\(locale)@calendar=\(calendar.rawValue)"
          for skeleton in ICUTitlePatterns.skeletons {
            let fromTable = ICUTitlePatterns.pattern(locale: id, skeleton: skeleton)
            let generated = try ICUDateFormatter.generatedPattern(locale: id, skeleton: skeleton)
            #expect(fromTable == generated, "\(id) \(skeleton)")
            compared += 1
          }
        }
      }
      #expect(compared >= 100 * CalendarIdentifier.allCases.count * 2)
    }

    @Test("known patterns: Korean Dangi, Japanese, English with its era, root")
    func knownPatterns() {
      guard ICUTitlePatterns.isRunningICU else { return }
      let cases: [(String, String, String)] = [
        ("ko_KR@calendar=dangi", "yMMMM", "r년(U년) MMMM"),
        ("ja_JP@calendar=japanese", "yMMMM", "Gy年M月"),
        ("en_US@calendar=gregorian", "GyMMMM", "MMMM y G"),
        ("root@calendar=gregorian", "yMMMM", "y MMMM"),
      ]
      for (id, skeleton, expected) in cases {
        #expect(ICUTitlePatterns.pattern(locale: id, skeleton: skeleton) == expected, "\(id)")
      }
    }

    @Test("a table line's numbers are read by column; a malformed table is not used at all")
    func hexRows() {
      let table = HexRows("root 0a0b\nen 1f00\n", numbers: 2, digits: 2)
      #expect(table.locales == ["root", "en"])
      #expect(table.number(0, of: "root") == 10)
      #expect(table.number(1, of: "root") == 11)
      #expect(table.number(0, of: "en") == 31)
      #expect(table.number(1, of: "en") == 0)
      #expect(table.numbers(of: "en") == [31, 0])
      #expect(table.number(2, of: "en") == nil)
      #expect(table.number(-1, of: "en") == nil)
      #expect(table.number(0, of: "fr") == nil)
      #expect(HexRows("ab 0a0b0c", numbers: 3, digits: 2).number(2, of: "ab") == 12)
      #expect(HexRows("ab 00a0b0", numbers: 2, digits: 3).numbers(of: "ab") == [10, 176])
      // A short line, a missing locale or an empty line: no line is used.
      for malformed in ["root 0a0b\nen 1f0", "root 0a0b\n 1f00", "root 0a0b\n\nen 1f00"] {
        let broken = HexRows(malformed, numbers: 2, digits: 2)
        #expect(broken.locales.isEmpty && !broken.contains("root"), "\(malformed)")
      }
      // A digit that is not hex: that number is unknown.
      #expect(HexRows("root 0a0g", numbers: 2, digits: 2).number(1, of: "root") == nil)
      #expect(HexRows("root 0a0g", numbers: 2, digits: 2).numbers(of: "root") == nil)
    }

    @Test("IDs the table does not cover go to the generator")
    func uncoveredIdentifiers() {
      for (id, skeleton) in [
        ("ar_EG@calendar=gregorian;numbers=latn", "yMMMM"),
        ("de_DE@calendar=gregorian;fw=mon", "yMMMM"),
        ("en_US", "yMMMM"),
        ("en_US@calendar=vietnamese", "yMMMM"),
        ("xx_YY@calendar=gregorian", "yMMMM"),
        ("en_US@calendar=gregorian", "yMMMMEEEEd"),
      ] {
        #expect(ICUTitlePatterns.pattern(locale: id, skeleton: skeleton) == nil, "\(id)")
      }
    }

    @Test("IDs the table does not cover have no names group")
    func uncoveredGroups() {
      for id in [
        "ar_EG@calendar=gregorian;numbers=latn", "en_US", "en_US@calendar=vietnamese",
        "xx_YY@calendar=gregorian",
      ] {
        #expect(ICUTitlePatterns.namesLocale(of: id) == nil, "\(id)")
        #expect(ICUTitlePatterns.weekdaysLocale(of: id) == nil, "\(id)")
      }
    }

    @Test("each weekday group is read from a locale and calendar of its own group")
    func weekdayGroupsAreWellFormed() throws {
      guard ICUTitlePatterns.isRunningICU else { return }
      let order = ICUTitlePatterns.weekdays.locales
      #expect(order == ICUTitlePatterns.rows.locales)
      var sources = Set<String>()
      var titleFirsts = 0
      for locale in order {
        for calendar in ICUTitlePatterns.calendars {
          let id = "\(locale)@calendar=\(calendar)"
          let source = try #require(ICUTitlePatterns.weekdaysLocale(of: id), "\(id)")
          // The pair weekdays are read from reads its own.
          #expect(ICUTitlePatterns.weekdaysLocale(of: source) == source, "\(id) -> \(source)")
          if sources.insert(source).inserted, ICUTitlePatterns.namesLocale(of: source) == source {
            titleFirsts += 1
          }
        }
      }
      // Few groups, and nearly all read from a formatter a names group opens anyway.
      #expect(sources.count < 400)
      #expect(titleFirsts * 10 >= sources.count * 9)
      #expect(
        ICUTitlePatterns.weekdaysLocale(of: "en_NZ@calendar=coptic") == "en@calendar=gregorian")
    }

    @Test("each names group starts at its first locale, and every locale has one")
    func groupsAreWellFormed() {
      guard ICUTitlePatterns.isRunningICU else {
        #expect(ICUTitlePatterns.namesLocale(of: "en_AU@calendar=gregorian") == nil)
        return
      }
      let groups = ICUTitlePatterns.groups
      let order = groups.locales
      #expect(order == ICUTitlePatterns.rows.locales)
      #expect(order.count >= 700)
      #expect(order.first == "root")
      for (number, locale) in order.enumerated() {
        guard let firsts = groups.numbers(of: locale) else {
          Issue.record("no groups for \(locale)")
          continue
        }
        #expect(firsts.count == ICUTitlePatterns.calendars.count)
        for (calendar, first) in firsts.enumerated() {
          // A group is named by its first locale, whose own group is itself.
          #expect(first <= number, "\(locale) \(calendar)")
          #expect(groups.number(calendar, of: order[first]) == first, "\(locale) \(calendar)")
        }
      }
      // Alike: a region and its parent locale (`en_NZ`, `en_001`, `en`); not alike: two
      // languages.
      #expect(
        ICUTitlePatterns.namesLocale(of: "en_NZ@calendar=gregorian") == "en@calendar=gregorian")
      #expect(
        ICUTitlePatterns.namesLocale(of: "de_DE@calendar=gregorian")
          != ICUTitlePatterns.namesLocale(of: "fr_FR@calendar=gregorian"))
      // Alike though their AM/PM markers and abbreviated months differ (`nachm.` and `PM`,
      // `Sept.` and `Sep.`): no name or title shows them.
      #expect(
        ICUTitlePatterns.namesLocale(of: "de_CH@calendar=gregorian") == "de@calendar=gregorian")
    }

    /// Noon of days that name months in every way a title can: Chinese and Dangi leap months,
    /// Hebrew Adar I and II, Japanese era changes, Islamic and Persian new years.
    static let namingDays: [Day] = [
      6_946, 6_947, 18_016, 18_031, 18_415, 19_448, 19_774, 19_773, 19_771, 19_803, 19_723,
      19_797, 20_301, 20_171, 21_000, -719_000, 47_482,
    ].map(Day.init(daysSince1970:))

    @Test("locales of one names group name every month as the locale's own formatter does")
    func groupsNameAlike() throws {
      guard ICUTitlePatterns.isRunningICU else { return }
      var compared = 0
      for locale in Self.sampledLocales.enumerated().filter({ $0.offset % 2 == 1 }).map(\.element) {
        for calendar in CalendarIdentifier.allCases {
          let id = "\(locale)@calendar=\(calendar.rawValue)"
          let shared = try #require(ICUTitlePatterns.namesLocale(of: id), "\(id)")
          guard shared != id else { continue }
          let pattern = try ICUDateFormatter.generatedPattern(locale: id, skeleton: "yMMMM")
          let own = try ICUDateFormatter(locale: id, pattern: pattern)
          let group = try ICUDateFormatter(locale: shared, pattern: pattern)
          #expect(
            try ICUDateFormatter.generatedPattern(locale: shared, skeleton: "yMMMM") == pattern,
            "\(id) ~ \(shared)")
          for kind in [ICUDateFormatter.SymbolKind.standaloneMonths, .eras, .eraNames, .months] {
            #expect(own.symbols(kind) == group.symbols(kind), "\(id) ~ \(shared) \(kind)")
          }
          for day in Self.namingDays {
            #expect(try own.format(day) == group.format(day), "\(id) ~ \(shared) \(day)")
          }
          compared += 1
        }
      }
      #expect(compared >= 300)
    }

    @Test("locales of one weekday group have the locale's own weekday names")
    func weekdayGroupsNameAlike() throws {
      guard ICUTitlePatterns.isRunningICU else { return }
      var compared = 0
      for locale in Self.sampledLocales {
        for calendar in CalendarIdentifier.allCases {
          let id = "\(locale)@calendar=\(calendar.rawValue)"
          let source = try #require(ICUTitlePatterns.weekdaysLocale(of: id), "\(id)")
          guard source != id else { continue }
          let own = try ICUDateFormatter(locale: id, pattern: "d")
          let group = try ICUDateFormatter(locale: source, pattern: "d")
          for kind in Self.weekdayKinds {
            #expect(own.symbols(kind) == group.symbols(kind), "\(id) ~ \(source) \(kind)")
          }
          compared += 1
        }
      }
      #expect(compared >= 300)
    }

    @Test("the weekday formatter a locale ID is given names its weekdays as the ID's own does")
    func weekdayFormatterIsTheWeekdayGroups() throws {
      guard ICUTitlePatterns.isRunningICU else { return }
      var compared = 0
      // IDs whose names group's formatter has other weekday names: the ones where reading
      // weekdays from the title's formatter instead of the weekday group's would be wrong.
      var titleGroupDiffers = 0
      for locale in Self.sampledLocales {
        for calendar in CalendarIdentifier.allCases {
          let id = "\(locale)@calendar=\(calendar.rawValue)"
          let own = try ICUDateFormatter(locale: id, pattern: "d")
          let given = try ICUSharedTitleFormatters.formatter(weekdaysOf: id)
          let title = try ICUSharedTitleFormatters.formatter(locale: id)
          for kind in Self.weekdayKinds {
            let expected = own.symbols(kind)
            #expect(given.withLock { $0.formatter.symbols(kind) } == expected, "\(id) \(kind)")
            if title.withLock({ $0.formatter.symbols(kind) }) != expected {
              titleGroupDiffers += 1
            }
          }
          compared += 1
        }
      }
      #expect(compared >= 300)
      #expect(titleGroupDiffers > 0, "no sampled ID tells the two formatters apart")
    }
  }
#endif
