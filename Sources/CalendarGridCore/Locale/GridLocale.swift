/// A locale as CalendarGrid uses it: ICU's canonical identifier, its region, the calendar and
/// first weekday its keywords ask for, and the CLDR week rules that follow.
///
/// Both ICU identifiers (`ko_KR`, `de_DE@fw=mon`, `ko_KR@calendar=dangi`) and BCP 47 tags
/// (`ko-KR`, `en-US-u-fw-mon`, `he-IL-u-ca-hebrew`) are accepted; the data source (libicu, or
/// Foundation's `Locale`) canonicalizes them and adds likely subtags, so `ko` means Korean in
/// Korea. An identifier the source has no data for is an error: ICU and Foundation themselves
/// would silently fall back to another locale. The root locale itself is accepted as `root` or
/// `und` (ICU's resource name and BCP 47's), with keywords but no script, region or variant: its
/// identifier is `root` and its names are root's (months `M01`...`M12`); its region is its
/// likely region, as for any locale without one (CLDR's likely subtags read `und` as
/// `en_Latn_US`, as ICU does), so its week rules are the United States' (Sunday first). The week
/// rules come from the checked-in CLDR table with either source, for the region
/// `RegionResolver` reads the identifier's region (or `rg` keyword) as: `en_840` is `US`,
/// `hy_SU` is `AM`.
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

  /// The longest identifier accepted, in bytes: ICU's `ULOC_FULLNAME_CAPACITY` (157) less its
  /// terminating NUL. The `@calendar=` keyword CalendarGrid adds for names must fit too, so an
  /// identifier is refused when it would not fit with the longest calendar name
  /// (`ethiopic-amete-alem`); see ``ICULocaleLimits``.
  public static let maximumIdentifierLength = ICULocaleLimits.fullNameCapacity - 1

  /// Reads and validates a locale identifier with a data source's provider (the public
  /// ``init(_:source:)`` of the data-source module resolves the provider).
  package init(
    _ identifier: String, source: CalendarDataSource, provider: any CalendarDataProvider
  ) throws(CalendarGridError) {
    func fail(_ reason: String) -> CalendarGridError {
      .unknownLocale(String(identifier.prefix(64)), reason: reason)
    }
    guard !identifier.isEmpty else { throw fail("the identifier is empty") }
    guard identifier.utf8.count <= Self.maximumIdentifierLength else {
      throw fail(
        "longer than \(Self.maximumIdentifierLength) bytes (ICU's ULOC_FULLNAME_CAPACITY is "
          + "\(ICULocaleLimits.fullNameCapacity) with the terminating NUL)")
    }
    guard
      identifier.unicodeScalars.allSatisfy({
        $0.isASCII
          && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
            || "-_@=;.".unicodeScalars.contains($0))
      })
    else { throw fail("it may contain only ASCII letters, digits and - _ @ = ; .") }
    // The grammar is checked before the source sees the text: ICU reads junk as variants.
    let syntax: LocaleIdentifierSyntax
    do {
      syntax = try LocaleIdentifierSyntax.parse(identifier[...])
    } catch {
      throw fail(error.reason)
    }
    // ICU's root locale, `root` (its resource name) or `und` (BCP 47's "undetermined"), takes
    // keywords only: ICU reads `und_001` or `root_US` as a locale it has no data for and falls
    // back to the process's default locale (its names change with LANG), not to root.
    let isRoot = syntax.language == "root" || syntax.language == "und"
    if isRoot {
      guard syntax.script == nil, syntax.region == nil, syntax.variants.isEmpty else {
        throw fail(
          "the root locale (root, und) takes keywords only: with a script, region or variant "
            + "\(source.name) has no data for it and falls back to the default locale")
      }
    }
    // The region as written, by CLDR's region codes and aliases, the same with either source:
    // a source may replace an alias (Foundation reads SU as RU) or refuse one ICU reads (SU).
    if let written = syntax.region, RegionResolver.resolve(written) == nil {
      throw fail(Self.unknownRegionReason(written))
    }
    // POSIX names from the environment ("en_US.UTF-8") carry a codeset ICU drops (the syntax
    // checked it is one); the keywords after it stay.
    var withoutCodeset = identifier
    if let dot = identifier.firstIndex(of: ".") {
      let keywords = identifier.firstIndex(of: "@").map { identifier[$0...] } ?? ""
      withoutCodeset = String(identifier[..<dot] + keywords)
    }
    // ICU writes the root locale as "" and Foundation as `und` or `root`; CalendarGrid names it
    // `root` with either source, the name under which both read root's data.
    func canonicalForm(_ text: String) -> String? {
      guard let canonical = provider.canonicalIdentifier(text) else { return nil }
      return isRoot ? Self.rootIdentifier(canonical) : canonical
    }
    guard let canonical = canonicalForm(withoutCodeset), !canonical.isEmpty else {
      throw fail("\(source.name) cannot read it as an ICU locale ID or a BCP 47 tag")
    }
    // Sources are lenient with junk; what one accepts must at least read back as itself,
    // without empty subtags, and still follow the grammar with the keywords it kept.
    let canonicalBase = canonical.split(separator: "@", maxSplits: 1)[0]
    guard canonicalForm(canonical) == canonical, !canonicalBase.hasSuffix("_") else {
      throw fail(
        "\(source.name) does not read its canonical form '\(canonical.prefix(64))' back the same way"
      )
    }
    let canonicalSyntax: LocaleIdentifierSyntax
    do {
      canonicalSyntax = try LocaleIdentifierSyntax.parse(canonical[...])
    } catch {
      throw fail("\(source.name) reads it as '\(canonical.prefix(64))': \(error.reason)")
    }
    guard canonicalSyntax.keywords.keys.sorted() == syntax.keywords.keys.sorted(),
      canonicalSyntax.variants == syntax.variants
    else {
      throw fail(
        "\(source.name) reads it as '\(canonical.prefix(64))', with other keywords or variants")
    }
    // What ICU is handed later carries the calendar keyword CalendarGrid adds.
    let longest =
      CalendarIdentifier.allCases.map {
        Self.icuIdentifier(canonical: canonical, calendar: $0)
      }.max { $0.utf8.count < $1.utf8.count } ?? canonical
    guard longest.utf8.count <= Self.maximumIdentifierLength else {
      throw fail(
        "with the calendar keyword CalendarGrid adds it is \(longest.utf8.count) bytes, more than "
          + "\(Self.maximumIdentifierLength) (ICU's ULOC_FULLNAME_CAPACITY is "
          + "\(ICULocaleLimits.fullNameCapacity) with the terminating NUL)")
    }
    let longestKeywords = longest.split(separator: "@", maxSplits: 1).last ?? ""
    guard longestKeywords.utf8.count <= LocaleIdentifierSyntax.maximumKeywordsLength else {
      throw fail(
        "with the calendar keyword CalendarGrid adds its keywords are "
          + "\(longestKeywords.utf8.count) bytes, more than "
          + "\(LocaleIdentifierSyntax.maximumKeywordsLength) (ICU's "
          + "ULOC_KEYWORD_AND_VALUES_CAPACITY is \(ICULocaleLimits.keywordAndValuesCapacity) with "
          + "the terminating NUL)")
    }
    if let numbers = provider.keyword("numbers", of: canonical),
      !provider.isKnownNumberingSystem(numbers)
    {
      throw fail(
        "its numbers keyword '\(numbers.prefix(32))' is not a numbering system \(source.name) knows"
      )
    }
    let language = isRoot ? "root" : provider.language(canonical)
    // Only the root locale itself may name no language (ICU reads `_US` as "no language").
    guard isRoot || (!language.isEmpty && language != "root" && language != "und") else {
      throw fail("it names no language")
    }
    guard provider.hasData(canonical) else {
      throw fail(
        "\(source.name) has no data for language '\(language)' (it would fall back to root)")
    }
    let explicitRegion = provider.region(canonical)
    let likely = provider.addLikelySubtags(canonical)
    // An alias of several regions (`SU`) means the language's likely region where it is one of
    // them, as CLDR's canonicalization reads `hy_SU` as `hy_AM`; asked only for such an alias.
    func resolved(_ code: String) -> String? {
      guard RegionResolver.isSplit(code) else { return RegionResolver.resolve(code) }
      let script = provider.script(canonical)
      let languageOnly = script.isEmpty ? language : language + "_" + script
      return RegionResolver.resolve(
        code, likelyRegion: provider.region(provider.addLikelySubtags(languageOnly)))
    }
    // The root locale takes its likely region, as every locale without a region does.
    let written =
      isRoot
      ? RegionResolver.rootRegion
      : explicitRegion.isEmpty ? provider.region(likely) : explicitRegion
    guard var region = resolved(written) else {
      throw fail(Self.unknownRegionReason(written))
    }
    if let override = provider.keyword("rg", of: canonical) {
      // CLDR's region override is a region followed by "zzzz" or a subdivision (`gbzzzz`).
      guard let code = resolved(RegionResolver.regionOfOverride(override)) else {
        throw fail(
          "the rg keyword '\(override.prefix(32))' names no region CLDR knows (expected a "
            + "region code or alias and zzzz or a subdivision: gbzzzz, 840zzzz)")
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
    var rules = WeekRules(resolvedRegion: region)
    if let firstWeekdayKeyword { rules.firstWeekday = firstWeekdayKeyword }

    self.identifier = canonical
    // BCP 47 has no `root`: the root locale's tag is `und` (`und-u-ca-hebrew`).
    self.languageTag = provider.languageTag(
      isRoot ? "und" + canonical.dropFirst("root".count) : canonical)
    self.language = language
    self.script = isRoot ? "" : provider.script(likely)
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

  /// The root locale as ``init(_:source:)`` reads `root` with the default source, made without
  /// a data source: the locale of a calendar made from week rules alone
  /// (``GridCalendar/init(_:weekRules:cutover:)``). Its region is root's likely region, as
  /// ``init(_:source:)`` reads it (US, Sunday first).
  package static let root = GridLocale(
    identifier: "root", languageTag: "und", language: "root", script: "",
    region: RegionResolver.rootRegion, calendarKeyword: nil, firstWeekdayKeyword: nil,
    weekRules: WeekRules(resolvedRegion: RegionResolver.rootRegion),
    dataSource: .default, defaultCalendar: .gregorian)

  private init(
    identifier: String, languageTag: String, language: String, script: String, region: String,
    calendarKeyword: CalendarIdentifier?, firstWeekdayKeyword: Weekday?, weekRules: WeekRules,
    dataSource: CalendarDataSource, defaultCalendar: CalendarIdentifier
  ) {
    self.identifier = identifier
    self.languageTag = languageTag
    self.language = language
    self.script = script
    self.region = region
    self.calendarKeyword = calendarKeyword
    self.firstWeekdayKeyword = firstWeekdayKeyword
    self.weekRules = weekRules
    self.dataSource = dataSource
    self.defaultCalendar = defaultCalendar
  }

  /// Why a region subtag is refused, with what was expected.
  static func unknownRegionReason(_ code: String) -> String {
    "'\(code.prefix(32))' is not a region CLDR knows (expected an ISO 3166 code such as KR, a UN "
      + "M.49 code such as 419 or 840, or a withdrawn code CLDR aliases to one, such as BU)"
  }

  /// The root locale's identifier with the keywords a source's canonical form kept: `root`,
  /// `root@calendar=hebrew`; nil when the source read something else than root.
  static func rootIdentifier(_ canonical: String) -> String? {
    let parts = canonical.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
    guard ["", "root", "und"].contains(parts[0].lowercased()) else { return nil }
    return parts.count == 2 ? "root@" + parts[1] : "root"
  }

  /// The identifier without keywords (`ko_KR`).
  public var baseIdentifier: String {
    String(identifier.split(separator: "@", maxSplits: 1).first ?? "")
  }

  /// This locale's identifier with `calendar=` set, as ICU wants it when opening a calendar or
  /// formatter.
  package func icuIdentifier(calendar: CalendarIdentifier) -> String {
    Self.icuIdentifier(canonical: identifier, calendar: calendar)
  }

  /// A canonical identifier with `calendar=` set; ``init(_:source:)`` checks that it fits ICU's
  /// limits for every calendar.
  static func icuIdentifier(canonical identifier: String, calendar: CalendarIdentifier) -> String {
    // Most identifiers have no keywords: one concatenation (names ask for every job of a dump).
    if !identifier.utf8.contains(UInt8(ascii: "@")) {
      return identifier + "@calendar=" + calendar.rawValue
    }
    let parts = identifier.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
    var keywords: [String] = []
    if parts.count == 2 {
      keywords = parts[1].split(separator: ";").map(String.init)
        .filter { !$0.hasPrefix("calendar=") }
    }
    keywords.insert("calendar=\(calendar.rawValue)", at: 0)
    return parts[0] + "@" + keywords.joined(separator: ";")
  }

  /// Whether the locale's script is written right to left (Arabic, Hebrew, Persian, ...).
  public var isRightToLeft: Bool {
    ["Arab", "Hebr", "Syrc", "Thaa", "Nkoo", "Adlm", "Rohg", "Mand", "Samr"].contains(script)
  }

  public var description: String { identifier }
}
