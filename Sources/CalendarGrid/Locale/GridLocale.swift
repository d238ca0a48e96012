/// A locale as CalendarGrid uses it: ICU's canonical identifier, its region, the calendar and
/// first weekday its keywords ask for, and the CLDR week rules that follow.
///
/// Both ICU identifiers (`ko_KR`, `de_DE@fw=mon`, `ko_KR@calendar=dangi`) and BCP 47 tags
/// (`ko-KR`, `en-US-u-fw-mon`, `he-IL-u-ca-hebrew`) are accepted; the data source (libicu, or
/// Foundation's `Locale`) canonicalizes them and adds likely subtags, so `ko` means Korean in
/// Korea. An identifier the source has no data for is an error: ICU and Foundation themselves
/// would silently fall back to the root locale. The week rules come from the checked-in CLDR
/// table with either source.
///
/// ```swift
/// let locale = try GridLocale("en-US-u-fw-mon")
/// locale.weekRules.firstWeekday   // .monday
/// ```
public struct GridLocale: Hashable, Sendable, CustomStringConvertible {
  /// ICU's canonical identifier, keywords included (`ko_KR@calendar=dangi`).
  public let identifier: String
  /// The BCP 47 form (`ko-KR-u-ca-dangi`).
  public let languageTag: String
  /// The language subtag (`ko`).
  public let language: String
  /// The script, explicit or likely (`Kore`).
  public let script: String
  /// The region the week rules come from: the `rg` keyword's, else the explicit or likely one.
  public let region: String
  /// The calendar named by a `calendar` / `-u-ca-` keyword, if any.
  public let calendarKeyword: CalendarIdentifier?
  /// The first weekday named by an `fw` / `-u-fw-` keyword, if any.
  public let firstWeekdayKeyword: Weekday?
  /// The week rules: CLDR's for ``region``, with the `fw` keyword applied.
  public let weekRules: WeekRules
  /// The source that read the locale, and the default source of calendars made with it.
  public let dataSource: CalendarDataSource
  /// The locale's preferred calendar: the keyword's, else the one CLDR prefers for the region
  /// (`th_TH` → buddhist, `fa_IR` → persian), else gregorian.
  public let defaultCalendar: CalendarIdentifier

  /// The longest identifier accepted (ICU's `ULOC_FULLNAME_CAPACITY`).
  public static let maximumIdentifierLength = 157

  /// Reads and validates a locale identifier.
  ///
  /// - Parameters:
  ///   - identifier: An ICU identifier (`ko_KR@calendar=dangi`) or a BCP 47 tag
  ///     (`ko-KR-u-ca-dangi`).
  ///   - source: The source that reads it (ICU or Foundation); calendars made with the
  ///     locale use it too unless told otherwise.
  /// - Throws: ``CalendarGridError/unknownLocale(_:reason:)`` naming the problem: empty, too
  ///   long, not ASCII, malformed, an unknown region, a bad keyword value, or no data in the
  ///   source; ``CalendarGridError/dataSourceUnavailable(_:reason:)`` for a source this build lacks.
  public init(_ identifier: String, source: CalendarDataSource = .default)
    throws(CalendarGridError)
  {
    let provider = try source.provider
    func fail(_ reason: String) -> CalendarGridError {
      .unknownLocale(String(identifier.prefix(64)), reason: reason)
    }
    guard !identifier.isEmpty else { throw fail("the identifier is empty") }
    guard identifier.utf8.count <= Self.maximumIdentifierLength else {
      throw fail("longer than \(Self.maximumIdentifierLength) bytes")
    }
    guard
      identifier.unicodeScalars.allSatisfy({
        $0.isASCII
          && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
            || "-_@=;.".unicodeScalars.contains($0))
      })
    else { throw fail("it may contain only ASCII letters, digits and - _ @ = ; .") }
    let base = identifier.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)[0]
      .split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)[0]
    // ICU skips empty subtags (`en-US---`); only `__` (no region: `en__POSIX`) is meaningful.
    guard let firstCharacter = base.first, let lastCharacter = base.last,
      !"-_".contains(firstCharacter), !"-_".contains(lastCharacter),
      !["--", "-_", "_-", "___"].contains(where: { base.contains($0) })
    else { throw fail("it has an empty subtag (a separator at an end, or two in a row)") }
    if let at = identifier.firstIndex(of: "@") {
      // A POSIX codeset comes before the keywords (`en_US.UTF-8`), never inside them.
      guard !identifier[at...].contains(".") else {
        throw fail("its keywords contain '.' (a codeset goes before '@')")
      }
      // ICU reads a keyword without "=" as a variant (`en_US@calendar` is `en_US_CALENDAR`).
      for keyword in identifier[identifier.index(after: at)...].split(
        separator: ";", omittingEmptySubsequences: false)
      {
        let parts = keyword.split(separator: "=", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
          throw fail("its keyword '\(keyword.prefix(32))' is not key=value")
        }
      }
    }
    // POSIX names from the environment ("en_US.UTF-8") carry a codeset ICU drops.
    let withoutCodeset = identifier.split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
    guard let canonical = provider.canonicalIdentifier(withoutCodeset), !canonical.isEmpty else {
      throw fail("\(source.name) cannot read it as an ICU locale ID or a BCP 47 tag")
    }
    // Sources are lenient with junk; what one accepts must at least read back as itself,
    // without empty subtags.
    let canonicalBase = canonical.split(separator: "@", maxSplits: 1)[0]
    guard provider.canonicalIdentifier(canonical) == canonical, !canonicalBase.hasSuffix("_") else {
      throw fail(
        "\(source.name) does not read its canonical form '\(canonical.prefix(64))' back the same way"
      )
    }
    let language = provider.language(canonical)
    // `root` and `und` are the fallback itself, not a language: both sources must refuse them.
    guard !language.isEmpty, language != "root", language != "und" else {
      throw fail("it names no language")
    }
    guard provider.hasData(canonical) else {
      throw fail(
        "\(source.name) has no data for language '\(language)' (it would fall back to root)")
    }
    let explicitRegion = provider.region(canonical)
    if !explicitRegion.isEmpty, !provider.isKnownRegion(explicitRegion) {
      throw fail("'\(explicitRegion)' is not a region \(source.name) knows")
    }
    let likely = provider.addLikelySubtags(canonical)
    var region = explicitRegion.isEmpty ? provider.region(likely) : explicitRegion
    if let override = provider.keyword("rg", of: canonical) {
      // CLDR's region override is a region followed by "zzzz" or a subdivision (`gbzzzz`).
      let code = override.count >= 2 ? String(override.prefix(2)).uppercased() : ""
      guard provider.isKnownRegion(code) else {
        throw fail("the rg keyword '\(override)' names no region")
      }
      region = code
    }
    var calendarKeyword: CalendarIdentifier?
    if let name = provider.keyword("calendar", of: canonical) {
      do {
        calendarKeyword = try CalendarIdentifier(parsing: name)
      } catch {
        throw fail("its calendar keyword '\(name)' is not a calendar CalendarGrid knows")
      }
    }
    var firstWeekdayKeyword: Weekday?
    if let name = provider.keyword("fw", of: canonical) {
      guard name.count == 3, let weekday = try? Weekday(parsing: name) else {
        throw fail("its fw keyword '\(name)' is not one of sun, mon, tue, wed, thu, fri, sat")
      }
      firstWeekdayKeyword = weekday
    }
    var rules = WeekRules(region: region)
    if let firstWeekdayKeyword { rules.firstWeekday = firstWeekdayKeyword }

    self.identifier = canonical
    self.languageTag = provider.languageTag(canonical)
    self.language = language
    self.script = provider.script(likely)
    self.region = region
    self.calendarKeyword = calendarKeyword
    self.firstWeekdayKeyword = firstWeekdayKeyword
    self.weekRules = rules
    self.dataSource = source
    if let calendarKeyword {
      self.defaultCalendar = calendarKeyword
    } else {
      let base = String(canonical.split(separator: "@", maxSplits: 1).first ?? "")
      self.defaultCalendar =
        provider.preferredCalendar(base).flatMap { try? CalendarIdentifier(parsing: $0) }
        ?? .gregorian
    }
  }

  /// The identifiers of every locale the data source has data for (ICU's `uloc_getAvailable`,
  /// or Foundation's `Locale.availableIdentifiers`), sorted as the source lists them.
  public static func availableIdentifiers(source: CalendarDataSource = .default)
    throws(CalendarGridError) -> [String]
  {
    try source.provider.availableLocales
  }

  /// The locale the source takes from the environment: ICU's from `LANG` / `LC_ALL`
  /// (`en_US_POSIX` when none is set), Foundation's `Locale.current`.
  public static func current(source: CalendarDataSource = .default) throws(CalendarGridError)
    -> GridLocale
  {
    try GridLocale(source.provider.defaultLocale, source: source)
  }

  /// The identifier without keywords (`ko_KR`).
  public var baseIdentifier: String {
    String(identifier.split(separator: "@", maxSplits: 1).first ?? "")
  }

  /// This locale's identifier with `calendar=` set, as ICU wants it when opening a calendar or
  /// formatter.
  func icuIdentifier(calendar: CalendarIdentifier) -> String {
    var keywords: [String] = []
    if let at = identifier.firstIndex(of: "@") {
      keywords = identifier[identifier.index(after: at)...].split(separator: ";").map(String.init)
        .filter { !$0.hasPrefix("calendar=") }
    }
    keywords.insert("calendar=\(calendar.rawValue)", at: 0)
    return baseIdentifier + "@" + keywords.joined(separator: ";")
  }

  /// Whether the locale's script is written right to left (Arabic, Hebrew, Persian, ...).
  public var isRightToLeft: Bool {
    ["Arab", "Hebr", "Syrc", "Thaa", "Nkoo", "Adlm", "Rohg", "Mand", "Samr"].contains(script)
  }

  public var description: String { identifier }
}
