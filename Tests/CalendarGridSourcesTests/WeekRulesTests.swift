import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridSources

@Suite("Locales and week rules")
struct WeekRulesTests {
  @Test(
    "First weekday per locale, in ICU and BCP 47 form",
    arguments: [
      ("ko_KR", Weekday.sunday), ("ko-KR", .sunday), ("ko", .sunday), ("en_US", .sunday),
      ("de_DE", .monday), ("fr_FR", .monday), ("fr-FR", .monday), ("ar_EG", .saturday),
      ("de_DE@fw=sun", .sunday), ("en-US-u-fw-mon", .monday), ("en_US@fw=mon", .monday),
      ("ar_AE", .monday), ("en_GB", .monday), ("fa_IR", .saturday), ("he_IL", .sunday),
      ("en_US@rg=gbzzzz", .monday), ("en-US-u-rg-dezzzz", .monday), ("zh_CN", .monday),
    ], CalendarDataSource.allAvailable)
  func firstWeekday(_ example: (identifier: String, expected: Weekday), source: CalendarDataSource)
    throws
  {
    let locale = try GridLocale(example.identifier, source: source)
    #expect(locale.weekRules.firstWeekday == example.expected)
  }

  @Test("Minimal days and weekends from CLDR", arguments: CalendarDataSource.allAvailable)
  func minimalDaysAndWeekends(_ source: CalendarDataSource) throws {
    #expect(try GridLocale("de_DE", source: source).weekRules.minimumDaysInFirstWeek == 4)
    #expect(try GridLocale("en_US", source: source).weekRules.minimumDaysInFirstWeek == 1)
    #expect(try GridLocale("ko_KR", source: source).weekRules.weekend == [.saturday, .sunday])
    #expect(try GridLocale("he_IL", source: source).weekRules.weekend == [.friday, .saturday])
    #expect(try GridLocale("ar_EG", source: source).weekRules.weekend == [.friday, .saturday])
    #expect(try GridLocale("fa_IR", source: source).weekRules.weekend == [.friday])
    #expect(try GridLocale("ar_AE", source: source).weekRules.weekend == [.saturday, .sunday])
  }

  @Test(
    "Canonical identifiers, likely subtags and keywords", arguments: CalendarDataSource.allAvailable
  )
  func canonicalization(_ source: CalendarDataSource) throws {
    let korean = try GridLocale("ko", source: source)
    #expect(korean.region == "KR" && korean.script == "Kore")
    let dangi = try GridLocale("ko-KR-u-ca-dangi", source: source)
    #expect(dangi.identifier == "ko_KR@calendar=dangi")
    #expect(dangi.calendarKeyword == .dangi)
    #expect(try GridLocale("he-IL-u-ca-hebrew", source: source).calendarKeyword == .hebrew)
    #expect(
      try GridLocale("ko_KR@calendar=dangi", source: source).languageTag == "ko-KR-u-ca-dangi")
    #expect(try GridLocale("th_TH", source: source).defaultCalendar == .buddhist)
    #expect(try GridLocale("fa_IR", source: source).defaultCalendar == .persian)
    #expect(try GridLocale("en_US", source: source).defaultCalendar == .gregorian)
    #expect(try GridLocale("ar_EG", source: source).isRightToLeft)
    #expect(try GridLocale("en_US.UTF-8", source: source).identifier == "en_US")
  }

  @Test(
    "Identifiers ICU does not know are errors, not a fallback to root",
    arguments: [
      "", "xx_YY", "xx", "qq-QQ", "ko_QQ", "한국어", "ko KR", "de_DE@fw=xyz", "de_DE@fw=monday",
      "de_DE@calendar=foo", "en-US-u-ca-", "en-US-x", "-", "_", "@", "en_US@rg=q",
      String(repeating: "a", count: 200), "en\u{0}US", "und_001", "root_US", "und-Latn-US",
      "root_POSIX", "_US",
    ], CalendarDataSource.allAvailable)
  func unknownLocales(identifier: String, source: CalendarDataSource) {
    // The core refuses each (the data source is not asked to read it).
    let error = #expect(throws: DataSourceError.self) { try GridLocale(identifier, source: source) }
    guard case .core? = error else {
      Issue.record("\(identifier): \(String(describing: error))")
      return
    }
  }

  @Test(
    "The root locale: root and und, with keywords, in its likely region's week data (US)",
    arguments: CalendarDataSource.allAvailable)
  func rootLocale(_ source: CalendarDataSource) throws {
    let root = try GridLocale("root", source: source)
    #expect(try GridLocale("und", source: source) == root)
    #expect(try GridLocale("UND", source: source) == root)
    #expect(root.identifier == "root" && root.languageTag == "und")
    #expect(root.language == "root" && root.script == "" && root.region == "US")
    // CLDR's likelySubtags.xml reads und as en_Latn_US; supplementalData.xml's weekData for
    // US: Sunday, 1 day, Sat-Sun.
    #expect(root.weekRules.firstWeekday == .sunday)
    #expect(root.weekRules.minimumDaysInFirstWeek == 1)
    #expect(root.weekRules.weekend == [.saturday, .sunday])
    #expect(root.defaultCalendar == .gregorian && !root.isRightToLeft)
    let hebrew = try GridLocale("und-u-ca-hebrew", source: source)
    #expect(hebrew.identifier == "root@calendar=hebrew")
    #expect(hebrew.languageTag == "und-u-ca-hebrew")
    #expect(hebrew.calendarKeyword == .hebrew && hebrew.defaultCalendar == .hebrew)
    #expect(try GridLocale("root@calendar=hebrew", source: source) == hebrew)
    #expect(try GridLocale("und@fw=sun", source: source).weekRules.firstWeekday == .sunday)
    let german = try GridLocale("und-u-rg-dezzzz", source: source)
    #expect(german.region == "DE" && german.weekRules.minimumDaysInFirstWeek == 4)
    // A region, script or variant makes ICU fall back to the default locale, not root.
    for identifier in ["und_001", "root_US", "und-Latn", "root_POSIX"] {
      let error = #expect(throws: DataSourceError.self) {
        try GridLocale(identifier, source: source)
      }
      guard case .core(.unknownLocale(_, let reason))? = error else {
        Issue.record("\(identifier): \(String(describing: error))")
        continue
      }
      #expect(reason.contains("takes keywords only"), "\(identifier)")
    }
  }

  #if ICU
    /// The root locale's week rules are those of ICU's likely subtags for `und`
    /// (`uloc_addLikelySubtags`: `en_Latn_US`), CLDR's rule for a locale without a region.
    /// ICU's calendar for `root@calendar=...` itself answers with the world's (001, Monday
    /// first); CalendarGrid's grids follow the likely region, so that difference is stated here
    /// and a change in ICU is noticed.
    @Test("The root locale's week rules are ICU's for root's likely subtags")
    func rootWeekDataAgainstICU() throws {
      let rules = try GridLocale("und", source: .icu).weekRules
      let likely = ICU.addLikelySubtags("und")
      #expect(likely == "en_Latn_US")
      for calendar in [CalendarIdentifier.gregorian, .hebrew, .chinese] {
        let icu = ICU.weekData("\(likely)@calendar=\(calendar.rawValue)")
        #expect(icu.firstWeekday == rules.firstWeekday.rawValue, "\(calendar)")
        #expect(icu.minimumDays == rules.minimumDaysInFirstWeek, "\(calendar)")
        #expect(icu.weekendMask == rules.weekend.rawValue, "\(calendar)")
        let root = ICU.weekData("root@calendar=\(calendar.rawValue)")
        #expect(root.firstWeekday == Weekday.monday.rawValue, "\(calendar): ICU's root")
      }
    }
  #endif

  @Test("Explicit first weekday overrides the locale; iso8601 uses ISO rules")
  func overrides() throws {
    let locale = try GridLocale("ko_KR")
    #expect(
      try GridCalendar(.gregorian, locale: locale, firstWeekday: .wednesday).weekRules.firstWeekday
        == .wednesday)
    let iso = try GridCalendar(.iso8601, locale: locale)
    #expect(iso.weekRules.firstWeekday == .monday && iso.weekRules.minimumDaysInFirstWeek == 4)
    #expect(
      try GridCalendar(calendar: "gregorian", locale: "ko_KR", firstWeekday: "mon").weekRules
        .firstWeekday == .monday)
    #expect(throws: DataSourceError.core(.unknownCalendar("Gregorian"))) {
      try GridCalendar(calendar: "Gregorian", locale: "ko_KR")
    }
    #expect(throws: DataSourceError.core(.unknownCalendar("gregorian "))) {
      try GridCalendar(calendar: "gregorian ", locale: "ko_KR")
    }
    let weekdayError = #expect(throws: CalendarGridError.self) { try Weekday(parsing: "x") }
    #expect(throws: DataSourceError.core(try #require(weekdayError))) {
      try GridCalendar(calendar: "gregorian", locale: "ko_KR", firstWeekday: "x")
    }
  }

  @Test("Unknown calendar names list the valid ones")
  func unknownCalendarMessage() {
    let error = CalendarGridError.unknownCalendar("gregorain")
    #expect(error.description.contains("islamic-umalqura"))
    #expect(error.description.contains("'gregorain'"))
  }

  // Reads libicu's week data directly: only with the ICU trait.
  #if ICU
    /// Where CLDR 49 (the checked-in table) and the system ICU 72 (CLDR 42) disagree on the first
    /// weekday of a region, and why. A new difference fails this test, so it is listed here first.
    static let icu72FirstWeekdayDifferences: [String: String] = [
      "AE": "UAE moved to a Monday-start week in 2022 (CLDR 42 still says Saturday)",
      "IS": "CLDR changed Iceland to Sunday-first weeks after release 42, which ICU 72 carries",
    ]

    @Test("The CLDR table and the system ICU differ only where listed")
    func tableAgainstICU72() throws {
      var differences: Set<String> = []
      for region in CLDRWeekData.territories.keys where region != "001" {
        let icu = ICU.weekData("und_\(region)")
        let rules = try WeekRules(region: region)
        if icu.firstWeekday != rules.firstWeekday.rawValue { differences.insert(region) }
        if icu.minimumDays != rules.minimumDaysInFirstWeek {
          differences.insert("\(region) minimal days")
        }
        if icu.weekendMask != rules.weekend.rawValue { differences.insert("\(region) weekend") }
      }
      let unexplained = differences.subtracting(Self.icu72FirstWeekdayDifferences.keys)
      let stale = Set(Self.icu72FirstWeekdayDifferences.keys).subtracting(differences)
      #expect(
        unexplained.isEmpty,
        "unexplained differences from ICU \(ICU.version): \(unexplained.sorted())")
      #expect(stale.isEmpty, "listed differences that no longer differ: \(stale.sorted())")
    }
  #endif

  @Test("Week of year agrees with Foundation for each week rule, every day 1990-2035")
  func weekOfYearAgainstFoundation() throws {
    let cases: [(String, Weekday?)] = [
      ("en_US", nil), ("de_DE", nil), ("ko_KR", nil), ("ar_EG", nil),
      ("fr_FR", nil), ("en_US", .monday), ("de_DE", .wednesday),
    ]
    for (identifier, firstWeekday) in cases {
      let calendar = try GridCalendar(
        .gregorian, locale: GridLocale(identifier), firstWeekday: firstWeekday)
      let reference = Reference.calendar(
        .gregorian, firstWeekday: calendar.weekRules.firstWeekday.rawValue,
        minimumDays: calendar.weekRules.minimumDaysInFirstWeek)
      let step = Reference.exhaustive ? 1 : 3
      for days in stride(
        from: day("1990-01-01").daysSince1970, through: day("2035-12-31").daysSince1970,
        by: step)
      {
        let d = Day(daysSince1970: days)
        let expected = reference.component(.weekOfYear, from: Reference.date(d))
        let actual = try calendar.weekOfYear(d)
        if expected != actual { Issue.record("\(identifier) \(d): \(actual) != \(expected)") }
      }
      // Grids carry the same numbers per row.
      let grid = calendar.grid(for: try calendar.month(year: 2027, month: 1), weekNumbers: true)
      for cell in grid {
        #expect(cell.weekOfYear == reference.component(.weekOfYear, from: Reference.date(cell.day)))
      }
    }
  }

  @Test("Foundation's locales agree on the first weekday of the issue's locales")
  func foundationFirstWeekdays() throws {
    for identifier in ["ko_KR", "de_DE", "fr_FR", "ar_EG", "en_US"] {
      var calendar = Foundation.Calendar(identifier: .gregorian)
      calendar.locale = Locale(identifier: identifier)
      #expect(try GridLocale(identifier).weekRules.firstWeekday.rawValue == calendar.firstWeekday)
    }
  }
}
