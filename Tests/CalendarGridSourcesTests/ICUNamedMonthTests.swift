#if ICU
  import Foundation
  import Testing

  @testable import CalendarGridCore
  @testable import CalendarGridSources
  import CalendarGridTestSupport
  import CalendarGridSourcesTestSupport

  /// Titles and month names of non-Gregorian months are formatted from calendars shared by every
  /// locale (``ICUNamedMonths``): these tests format each month the way ICU does by itself,
  /// with a calendar and formatters of the locale's own, and compare.
  @Suite("Month names from calendars shared across locales")
  struct ICUNamedMonthTests {
    static let locales = [
      "ko_KR", "zh_TW", "ja_JP", "he_IL", "ar_SA", "fa_IR", "en_US", "ru_RU", "am_ET", "hi_IN",
    ]
    /// Every non-Gregorian calendar; the Vietnamese one, which ICU lacks, is compared with ICU
    /// naming its months as Chinese ones (``CalendarGridCore/CalendarIdentifier/namesCalendar``).
    static var calendars: [CalendarIdentifier] {
      CalendarIdentifier.allCases.filter { !$0.isGregorianArithmetic }
    }

    /// ICU alone: the locale's own calendar finds the day named like the month, and the
    /// locale's formatter formats it (ICU computes the fields in the formatter's calendar).
    struct Direct {
      let calendar: ICUCalendar
      let title: ICUDateFormatter
      let standalone: ICUDateFormatter
      let format: ICUDateFormatter

      init(_ id: String) throws {
        calendar = try ICUCalendar(locale: id)
        title = try ICUDateFormatter(
          locale: id, pattern: try ICUDateFormatter.generatedPattern(locale: id, skeleton: "yMMMM"))
        standalone = try ICUDateFormatter(locale: id, pattern: "LLLL")
        format = try ICUDateFormatter(locale: id, pattern: "MMMM")
      }

      func namedDay(_ month: CalendarMonth) -> Day {
        ICUDateTextFormatter.dayNamedLike(
          month,
          fields: { day in
            (try? calendar.fields(of: day)).map {
              (Int($0.extended_year), Int($0.month) + 1, $0.is_leap_month != 0)
            }
          },
          year: { $0.extendedYear })
      }
    }

    /// Gregorian 2019-01 through 2026-12 (Chinese and Dangi leap months in 2020, 2023 and
    /// 2025; Hebrew leap years 5779, 5782 and 5784; the Japanese Reiwa era from May 2019),
    /// every fourth month outside the lunisolar calendars.
    static func months(_ calendar: GridCalendar) throws -> [CalendarMonth] {
      var month = try calendar.month(containing: Day(year: 2019, month: 1, day: 15))
      let end = try Day(year: 2026, month: 12, day: 31)
      var months: [CalendarMonth] = []
      for index in 0..<200 where month.firstDay <= end {
        if calendar.identifier.hasLeapMonths || calendar.identifier == .hebrew
          || index % 4 == 0
        {
          months.append(month)
        }
        month = try calendar.month(after: month)
      }
      return months
    }

    @Test("titles and month names equal ICU's own, for every non-Gregorian calendar")
    func sharedEqualsDirect() throws {
      var compared = 0
      for locale in Self.locales {
        for identifier in Self.calendars {
          let gridLocale = try GridLocale(locale, source: .icu)
          let calendar = try GridCalendar(identifier, locale: gridLocale, source: .icu)
          let names = try CalendarNames(locale: gridLocale, calendar: identifier, source: .icu)
          let direct = try Direct(gridLocale.icuIdentifier(calendar: identifier.namesCalendar))
          for month in try Self.months(calendar) {
            let day = direct.namedDay(month)
            let what = "\(locale) \(identifier) \(month.extendedYear)-\(month.month)"
            #expect(names.title(for: month) == (try direct.title.format(day)), "\(what)")
            #expect(
              names.monthName(for: month, form: .standalone)
                == (try direct.standalone.format(day)), "\(what)")
            #expect(
              names.monthName(for: month, form: .format) == (try direct.format.format(day)),
              "\(what)")
            compared += 1
          }
        }
      }
      #expect(compared >= Self.locales.count * Self.calendars.count * 24)
    }

    @Test("leap months keep their names: Dangi 2020 leap 4, Chinese 2023 leap 2, Hebrew Adar I")
    func leapMonths() throws {
      let cases: [(String, CalendarIdentifier, Day, String)] = [
        ("ko_KR", .dangi, try Day(year: 2020, month: 6, day: 1), "윤4월"),
        ("zh_CN", .chinese, try Day(year: 2023, month: 4, day: 1), "闰二月"),
        ("en_US", .hebrew, try Day(year: 2024, month: 2, day: 20), "Adar I"),
      ]
      for (locale, identifier, day, expected) in cases {
        let gridLocale = try GridLocale(locale, source: .icu)
        let calendar = try GridCalendar(identifier, locale: gridLocale, source: .icu)
        let month = try calendar.month(containing: day)
        let names = try CalendarNames(locale: gridLocale, calendar: identifier, source: .icu)
        #expect(names.title(for: month).contains(expected), "\(locale) \(identifier)")
        #expect(names.monthName(for: month) == expected, "\(locale) \(identifier)")
      }
    }

    @Test("a calendar's table that starts over still names every month as ICU does")
    func tableStartsOver() throws {
      let gridLocale = try GridLocale("fa_IR", source: .icu)
      let identifier = CalendarIdentifier.persian
      let calendar = try GridCalendar(identifier, locale: gridLocale, source: .icu)
      let names = try CalendarNames(locale: gridLocale, calendar: identifier, source: .icu)
      let direct = try Direct(gridLocale.icuIdentifier(calendar: identifier.namesCalendar))
      // More months than the table keeps, named twice: the second round comes after the
      // table started over at least once.
      let count = ICUNamedMonths.limit(for: identifier) + 40
      var months: [CalendarMonth] = []
      var month = try calendar.month(containing: Day(year: 1990, month: 1, day: 1))
      for _ in 0..<count {
        months.append(month)
        month = try calendar.month(after: month)
      }
      for round in 1...2 {
        for month in months {
          #expect(
            names.title(for: month) == (try direct.title.format(direct.namedDay(month))),
            "round \(round): \(month.extendedYear)-\(month.month)")
        }
      }
    }

    /// Alike locales share a title formatter and the titles it formatted
    /// (``ICUSharedNames``): each locale's titles are still its own ICU's, in the order a dump
    /// asks for them (one locale's months, then the next's), past the memo's capacity, and
    /// across leap months that share a month number with the month before.
    @Test(
      "alike locales that share titles each get ICU's own",
      arguments: [CalendarIdentifier.gregorian, .chinese, .hebrew, .japanese])
    func sharedTitles(identifier: CalendarIdentifier) throws {
      let pairs = [("en_AU", "en_NZ"), ("es_AR", "es_UY"), ("de_DE", "de_LU"), ("ar_EG", "ar_SD")]
      var shared = 0
      for (first, second) in pairs {
        let ids = try [first, second].map {
          try GridLocale($0, source: .icu).icuIdentifier(calendar: identifier.namesCalendar)
        }
        let groups = ids.map { ICUDataProvider().namesIdentifier($0) }
        if groups[0] == groups[1] { shared += 1 }
        let calendar = try GridCalendar(
          identifier, locale: GridLocale(first, source: .icu), source: .icu)
        var months: [CalendarMonth] = []
        var month = try calendar.month(containing: Day(year: 2019, month: 12, day: 1))
        for _ in 0..<(ICUSharedNames.titleCapacity + 20) {
          months.append(month)
          month = try calendar.month(after: month)
        }
        for (locale, id) in zip([first, second, first], ids + [ids[0]]) {
          let names = try CalendarNames(
            locale: GridLocale(locale, source: .icu), calendar: identifier, source: .icu)
          let direct = try Direct(id)
          for month in months {
            #expect(
              names.title(for: month) == (try direct.title.format(direct.namedDay(month))),
              "\(locale) \(month.extendedYear)-\(month.month)\(month.isLeapMonth ? "L" : "")")
          }
        }
      }
      // The pairs are alike in this ICU, so the memo is what the test reads.
      #expect(shared >= 2, "only \(shared) of the pairs share a names group")
    }

    @Test("many threads naming the same months at once get ICU's own names")
    func concurrentNaming() throws {
      let locales = ["zh_CN", "ko_KR", "ar_SA", "he_IL"]
      let identifiers: [CalendarIdentifier] = [.chinese, .dangi, .islamicUmmAlQura, .hebrew]
      var expected: [String] = []
      var months: [(GridLocale, CalendarIdentifier, CalendarMonth)] = []
      for locale in locales {
        for identifier in identifiers {
          let gridLocale = try GridLocale(locale, source: .icu)
          let calendar = try GridCalendar(identifier, locale: gridLocale, source: .icu)
          let direct = try Direct(gridLocale.icuIdentifier(calendar: identifier.namesCalendar))
          var month = try calendar.month(containing: Day(year: 2025, month: 1, day: 1))
          for _ in 0..<14 {
            months.append((gridLocale, identifier, month))
            expected.append(try direct.title.format(direct.namedDay(month)))
            month = try calendar.month(after: month)
          }
        }
      }
      let work = months
      let results = Lock([String?](repeating: nil, count: work.count))
      DispatchQueue.concurrentPerform(iterations: 8) { worker in
        for index in stride(from: worker % 2, to: work.count, by: 2) {
          let (locale, identifier, month) = work[index]
          guard let names = try? CalendarNames(locale: locale, calendar: identifier, source: .icu)
          else { continue }
          let title = names.title(for: month)
          results.withLock { $0[index] = title }
        }
      }
      #expect(results.withLock { $0 } == expected.map(Optional.some))
    }
  }
#endif
