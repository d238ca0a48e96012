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

    @Test("the table has every locale ICU lists, and each pattern is the generator's")
    func tableEqualsGenerator() throws {
      guard ICUTitlePatterns.isRunningICU else {
        // Another ICU: the table must not be used at all.
        #expect(
          ICUTitlePatterns.pattern(locale: "en_US@calendar=gregorian", skeleton: "yMMMM") == nil)
        return
      }
      let missing = (["root"] + ICU.availableLocales).filter { ICUTitlePatterns.rows[$0] == nil }
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
  }
#endif
