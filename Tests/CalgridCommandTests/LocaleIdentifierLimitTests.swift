import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import CalgridCommand
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridRendering
@testable import CalendarGridSources
@testable import CalendarGridState

#if ICU
  import CICUShim
#endif

/// Locale identifiers that once crashed ICU or silently misled (issue 21), ICU's documented
/// limits at and past each one, and the strict grammar, with every available data source (the
/// Foundation source alone in a `--disable-default-traits` build).
@Suite("Locale identifiers: ICU's limits and a strict grammar")
struct LocaleIdentifierLimitTests {
  /// ICU 72 aborted on this (`buffer overflow detected` in `PluralRules::getRuleFromResource`):
  /// ICU read it as `ko` with a 133-letter variant, 139 bytes canonical, 158 with the
  /// `@calendar=gregorian` names are made with, past `ULOC_FULLNAME_CAPACITY`.
  static let crashing = "ko_KR" + String(repeating: "x", count: 130) + "a=b"
  /// ICU read this as `en` with a variant: no region, so the world's week data (Monday first)
  /// instead of the United States' (Sunday first), without an error.
  static let regionAsVariant = "en_USHcal" + String(repeating: "x", count: 60)

  static let sources = CalendarDataSource.allAvailable

  static func reason(_ identifier: String, _ source: CalendarDataSource) -> String? {
    do {
      _ = try GridLocale(identifier, source: source)
      return nil
    } catch {
      guard case .core(.unknownLocale(_, let reason)) = error else { return "\(error)" }
      return reason
    }
  }

  @Test("The issue's inputs are unknownLocale errors, not a crash or another locale")
  func issueInputs() throws {
    for source in Self.sources {
      for identifier in [Self.crashing, Self.regionAsVariant, "en_USH", "ko_KRx", "en_US_XX"] {
        let reason = try #require(Self.reason(identifier, source), "\(identifier) accepted")
        #expect(reason.contains("not a script (4 letters), a region"), "\(source): \(reason)")
      }
    }
  }

  @Test("calgrid refuses the issue's inputs with exit status 2")
  func commandLine() {
    for identifier in [Self.crashing, Self.regionAsVariant] {
      var output = ""
      var errors = ""
      let status = Calgrid.run(
        ["--today", "2024-03-05", "2024-03", "--locale", identifier],
        environment: HostileCommandLineTests.environment, output: &output, errors: &errors)
      #expect(status == 2)
      #expect(errors.hasPrefix("calgrid: error: unknown locale"))
      #expect(output.isEmpty)
    }
  }

  @Test("The whole identifier: 156 bytes reach the grammar, 157 name ULOC_FULLNAME_CAPACITY")
  func fullNameCapacity() throws {
    #expect(GridLocale.maximumIdentifierLength == 156)
    for source in Self.sources {
      let at = "en_US@" + String(repeating: "a", count: 150)
      let past = at + "a"
      #expect(at.utf8.count == 156 && past.utf8.count == 157)
      let atReason = try #require(Self.reason(at, source))
      #expect(!atReason.contains("ULOC_FULLNAME_CAPACITY"), "\(atReason)")
      let pastReason = try #require(Self.reason(past, source))
      #expect(pastReason.contains("longer than 156 bytes"), "\(pastReason)")
      #expect(pastReason.contains("ULOC_FULLNAME_CAPACITY is 157"), "\(pastReason)")
    }
  }

  @Test("Keywords: 99 bytes reach the keyword checks, 100 name ULOC_KEYWORD_AND_VALUES_CAPACITY")
  func keywordCapacity() throws {
    for source in Self.sources {
      let at = "en@calendar=" + String(repeating: "a", count: 99 - 9)
      let past = "en@calendar=" + String(repeating: "a", count: 100 - 9)
      let atReason = try #require(Self.reason(at, source))
      #expect(atReason.contains("calendar keyword"), "\(atReason)")
      let pastReason = try #require(Self.reason(past, source))
      #expect(pastReason.contains("keywords are 100 bytes, more than 99"), "\(pastReason)")
      #expect(pastReason.contains("ULOC_KEYWORD_AND_VALUES_CAPACITY is 100"), "\(pastReason)")
    }
  }

  @Test("Every identifier handed to ICU, calendar keyword included, fits ICU's limits")
  func addedKeywordsFit() throws {
    // The longest identifiers the grammar allows: every part and keyword at its longest.
    let longest = [
      "root_Latn_419_POSIX@calendar=ethiopic-amete-alem;fw=wed;numbers=hanidec;rg=gbzzzz",
      "und-Latn-419-u-ca-ethiopic-amete-alem-fw-wed-nu-hanidec-rg-gbzzzz",
      "en_US_POSIX.ISO8859-15@calendar=islamic-umalqura;fw=mon;numbers=arab;rg=usca",
    ]
    var accepted = 0
    for source in Self.sources {
      for identifier in longest {
        guard let locale = try? GridLocale(identifier, source: source) else { continue }
        accepted += 1
        for calendar in CalendarIdentifier.allCases {
          let id = locale.icuIdentifier(calendar: calendar)
          #expect(id.utf8.count < ICULocaleLimits.fullNameCapacity, "\(id)")
          let keywords = try #require(id.split(separator: "@").last)
          #expect(keywords.utf8.count < ICULocaleLimits.keywordAndValuesCapacity, "\(id)")
        }
      }
    }
    #expect(accepted >= Self.sources.count, "at least one long identifier per source is read")
  }

  static let refused: [(String, String)] = [
    // A region or variant ICU does not know is refused, not read as a variant.
    ("en_ZZ", "'ZZ' is not a region"), ("en_999", "is not a region"),
    ("en_AA", "'AA' is not a region"), ("en_QQ", "'QQ' is not a region"),
    ("en_958", "'958' is not a region"), ("en.GB", "codeset 'GB' is not a POSIX codeset"),
    ("en_US.junk", "codeset 'junk'"), ("en@rg=qqzzzz", "names no region"),
    ("de_DE_1901", "variant ICU has data for (POSIX)"), ("de-DE-1901", "(POSIX)"),
    ("ca_ES_VALENCIA", "(POSIX)"), ("es__TRADITIONAL", "(POSIX)"),
    ("en_US_POSIX_POSIX", "(POSIX)"), ("no_NO_NY", "(POSIX)"), ("en_Latn_Latn", "(POSIX)"),
    ("zh_min_nan", "(POSIX)"),
    // Languages: 2 or 3 letters, or root.
    ("e", "not 2 or 3 letters"), ("engl_US", "not 2 or 3 letters"),
    ("abcdefghijkl_US", "not 2 or 3 letters"), ("i-klingon", "no language subtag"),
    ("art_lojban", "(POSIX)"), ("12_US", "not 2 or 3 letters"),
    // Keywords CalendarGrid does not read, or values of the wrong shape.
    ("en_US@collation=phonebook", "'collation' is not one CalendarGrid reads"),
    ("en_US@x=y", "'x' is not one CalendarGrid reads"),
    ("en_US@numbers=foo", "numbers keyword 'foo' is not a numbering system"),
    ("en_US@numbers=a", "numbers keyword 'a'"), ("en_US@rg=q", "rg keyword 'q'"),
    ("en_US@fw=mon;fw=sun", "'fw' is given twice"),
    ("en_US@calendar=hebrew;calendar=dangi", "given twice"),
    ("en-US-x-private", "is not -u-"), ("en-t-ja", "is not -u-"),
    ("en-US-u-co-phonebk", "-u- key 'co'"), ("en-US-u", "-u- extension is empty"),
    ("en-US-u-ca", "no value"), ("en-US-u-nu-foo", "not a numbering system"),
    ("en-US-u-attr-ca-gregory", "not a key"),
    ("en_US.UTF-8.x", "codeset"), ("en_US.@fw=mon", "codeset"),
  ]

  @Test("A region, variant, language or keyword outside the grammar is refused, saying why")
  func refusedByGrammar() throws {
    for source in Self.sources {
      for (identifier, fragment) in Self.refused {
        let reason = try #require(Self.reason(identifier, source), "\(identifier) accepted")
        #expect(reason.contains(fragment), "\(source) \(identifier): \(reason)")
      }
    }
  }

  /// Identifiers in the grammar, the region and first weekday they must give.
  static let accepted: [(String, region: String, firstWeekday: Weekday)] = [
    ("en_US", "US", .sunday), ("en-US", "US", .sunday), ("en_US_POSIX", "US", .sunday),
    ("en-US-POSIX", "US", .sunday), ("de_DE", "DE", .monday), ("es_419", "419", .monday),
    ("sr_Latn_RS", "RS", .monday), ("zh-Hant-TW", "TW", .sunday), ("ko", "KR", .sunday),
    ("en_US.UTF-8", "US", .sunday), ("en_US.UTF-8@fw=mon", "US", .monday),
    ("en-US-u-rg-gbzzzz", "GB", .monday), ("en_US@numbers=arab", "US", .sunday),
    ("EN_us", "US", .sunday),
  ]

  @Test("Identifiers in the grammar keep their region and week rules")
  func acceptedByGrammar() throws {
    for source in Self.sources {
      for (identifier, region, firstWeekday) in Self.accepted {
        let locale = try GridLocale(identifier, source: source)
        #expect(locale.region == region, "\(source) \(identifier): \(locale.region)")
        #expect(
          locale.weekRules.firstWeekday == firstWeekday,
          "\(source) \(identifier): \(locale.weekRules.firstWeekday)")
      }
    }
    // The codeset is dropped; the keywords after it are kept.
    #expect(try GridLocale("en_US.UTF-8@fw=mon").firstWeekdayKeyword == .monday)
  }

  @Test("Every locale a source lists follows the grammar")
  func availableLocalesFollowTheGrammar() throws {
    for source in Self.sources {
      let identifiers = try GridLocale.availableIdentifiers(source: source)
      #expect(identifiers.count > 300)
      var refused: [String] = []
      var unread: [String] = []
      for identifier in identifiers {
        do {
          _ = try LocaleIdentifierSyntax.parse(identifier[...])
        } catch {
          refused.append("\(identifier): \(error.reason)")
        }
        if identifier != "root", (try? GridLocale(identifier, source: source)) == nil {
          unread.append(identifier)
        }
      }
      #expect(refused.isEmpty, "\(source): \(refused.prefix(10))")
      #expect(unread.isEmpty, "\(source): \(unread.count) unread: \(unread.prefix(20))")
    }
  }

  #if ICU
    /// The shim's own guard: every function that takes a locale refuses one past ICU's limits
    /// with U_ILLEGAL_ARGUMENT_ERROR (1), before ICU sees it.
    @Test("The C shim refuses IDs past ICU's limits and opens those at them")
    func shimLimits() throws {
      #expect(CG_ULOC_FULLNAME_CAPACITY == Int32(ICULocaleLimits.fullNameCapacity))
      #expect(
        CG_ULOC_KEYWORD_AND_VALUES_CAPACITY == Int32(ICULocaleLimits.keywordAndValuesCapacity))
      #expect(CG_ULOC_LANG_CAPACITY == Int32(ICULocaleLimits.languageCapacity))
      #expect(CG_ULOC_SCRIPT_CAPACITY == Int32(ICULocaleLimits.scriptCapacity))
      #expect(CG_ULOC_COUNTRY_CAPACITY == Int32(ICULocaleLimits.countryCapacity))
      // The crash's shape: a variant-only ID with the names' calendar keyword; 157 bytes aborted
      // in ICU 72, 156 did not.
      func id(_ length: Int) -> String {
        let suffix = "A=B@calendar=gregorian"
        return "ko__KR" + String(repeating: "X", count: length - 6 - suffix.count) + suffix
      }
      for (length, fits) in [(156, true), (157, false), (400, false)] {
        let locale = id(length)
        #expect(locale.utf8.count == length)
        var status: Int32 = 0
        let formatter = cg_formatter_open_full(locale, &status)
        #expect((formatter != nil) == fits, "\(length)")
        #expect(fits ? status <= 0 : status == 1, "\(length): \(status)")
        cg_formatter_close(formatter)
        status = 0
        let calendar = cg_calendar_open(locale, &status)
        #expect((calendar != nil) == fits, "\(length)")
        cg_calendar_close(calendar)
        status = 0
        var first: Int32 = 0
        var minimum: Int32 = 0
        var mask: Int32 = 0
        cg_locale_week_data(locale, &first, &minimum, &mask, &status)
        #expect(fits ? status <= 0 : status == 1 && first == 0, "\(length): \(status)")
        status = 0
        _ = cg_locale_has_data(locale, &status)
        #expect(fits ? status <= 0 : status == 1, "\(length): \(status)")
        let canonical = try? ICU.readString(operation: "canonicalize") {
          cg_locale_canonicalize(locale, $0, $1, $2)
        }
        #expect((canonical != nil) == fits, "\(length)")
        #expect(ICU.relativeToday(locale) == nil || fits)
      }
      // Keywords: 99 bytes after '@' fit ULOC_KEYWORD_AND_VALUES_CAPACITY, 100 do not.
      for (count, fits) in [(99, true), (100, false)] {
        let locale = "en@calendar=" + String(repeating: "a", count: count - 9)
        var status: Int32 = 0
        let calendar = cg_calendar_open(locale, &status)
        #expect(fits ? status <= 0 : status == 1, "\(count): \(status)")
        cg_calendar_close(calendar)
      }
      // The language: 11 letters fit ULOC_LANG_CAPACITY, 12 do not, with a region or alone (a
      // base name of 11 bytes is the longest the shim passes without asking ICU for its parts).
      for (language, fits) in [
        ("aaaaaaaaaaa_US", true), ("aaaaaaaaaaaa_US", false), ("aaaaaaaaaaa", true),
        ("aaaaaaaaaaaa", false), ("aaaaaaaaaaaa@calendar=dangi", false), ("x-aaaaaaaaa", true),
        ("x-aaaaaaaaaa", false), ("aaaaaaaaaaa.utf8", true), ("aaaaaaaaaaaa.utf8", false),
      ] {
        var status: Int32 = 0
        let formatter = cg_formatter_open_full(language, &status)
        #expect(fits ? status <= 0 : status == 1, "\(language): \(status)")
        cg_formatter_close(formatter)
      }
      // Regions: unknown and withdrawn codes are not regions a locale may name.
      #expect(cg_region_is_known("US") == 1 && cg_region_is_known("419") == 1)
      #expect(cg_region_is_known("ZZ") == 0 && cg_region_is_known("999") == 0)
      #expect(cg_region_is_known("SU") == 0 && cg_region_is_known("USA") == 0)
      #expect(cg_numbering_system_is_known("arab") == 1)
      #expect(cg_numbering_system_is_known("foo") == 0)
    }
  #endif
}
