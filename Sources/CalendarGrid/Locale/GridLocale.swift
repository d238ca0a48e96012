/// A locale as CalendarGrid uses it: ICU's canonical identifier, its region, the calendar and
/// first weekday its keywords ask for, and the CLDR week rules that follow.
///
/// Both ICU identifiers (`ko_KR`, `de_DE@fw=mon`, `ko_KR@calendar=dangi`) and BCP 47 tags
/// (`ko-KR`, `en-US-u-fw-mon`, `he-IL-u-ca-hebrew`) are accepted; ICU canonicalizes them and adds
/// likely subtags, so `ko` means Korean in Korea. An identifier ICU has no data for is an error:
/// ICU itself would silently fall back to its root locale.
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

  /// The longest identifier accepted (ICU's `ULOC_FULLNAME_CAPACITY`).
  public static let maximumIdentifierLength = 157

  /// Reads and validates a locale identifier.
  ///
  /// - Throws: ``CalendarGridError/unknownLocale(_:reason:)`` naming the problem: empty, too
  ///   long, not ASCII, malformed, an unknown region, a bad keyword value, or no ICU data.
  public init(_ identifier: String) throws(CalendarGridError) {
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
    guard let canonical = ICU.canonicalLocale(withoutCodeset), !canonical.isEmpty else {
      throw fail("ICU cannot read it as an ICU locale ID or a BCP 47 tag")
    }
    // ICU is lenient with junk; what it accepts must at least read back as itself, without
    // empty subtags.
    let canonicalBase = canonical.split(separator: "@", maxSplits: 1)[0]
    guard ICU.canonicalLocale(canonical) == canonical, !canonicalBase.hasSuffix("_") else {
      throw fail("ICU does not read its canonical form '\(canonical.prefix(64))' back the same way")
    }
    let language = ICU.language(canonical)
    guard !language.isEmpty else { throw fail("it names no language") }
    guard ICU.hasData(canonical) else {
      throw fail("ICU has no data for language '\(language)' (it would fall back to root)")
    }
    let explicitRegion = ICU.region(canonical)
    if !explicitRegion.isEmpty, !ICU.isKnownRegion(explicitRegion) {
      throw fail("'\(explicitRegion)' is not a region ICU knows")
    }
    let likely = ICU.addLikelySubtags(canonical)
    var region = explicitRegion.isEmpty ? ICU.region(likely) : explicitRegion
    if let override = ICU.keyword("rg", of: canonical) {
      // CLDR's region override is a region followed by "zzzz" or a subdivision (`gbzzzz`).
      let code = override.count >= 2 ? String(override.prefix(2)).uppercased() : ""
      guard ICU.isKnownRegion(code) else {
        throw fail("the rg keyword '\(override)' names no region")
      }
      region = code
    }
    var calendarKeyword: CalendarIdentifier?
    if let name = ICU.keyword("calendar", of: canonical) {
      do {
        calendarKeyword = try CalendarIdentifier(parsing: name)
      } catch {
        throw fail("its calendar keyword '\(name)' is not a calendar CalendarGrid knows")
      }
    }
    var firstWeekdayKeyword: Weekday?
    if let name = ICU.keyword("fw", of: canonical) {
      guard name.count == 3, let weekday = try? Weekday(parsing: name) else {
        throw fail("its fw keyword '\(name)' is not one of sun, mon, tue, wed, thu, fri, sat")
      }
      firstWeekdayKeyword = weekday
    }
    var rules = WeekRules(region: region)
    if let firstWeekdayKeyword { rules.firstWeekday = firstWeekdayKeyword }

    self.identifier = canonical
    self.languageTag = ICU.languageTag(canonical)
    self.language = language
    self.script = ICU.script(likely)
    self.region = region
    self.calendarKeyword = calendarKeyword
    self.firstWeekdayKeyword = firstWeekdayKeyword
    self.weekRules = rules
  }

  /// The locale ICU takes from the environment (`LANG`, `LC_ALL`), e.g. `en_US_POSIX` when
  /// none is set.
  public static func current() throws(CalendarGridError) -> GridLocale {
    try GridLocale(ICU.defaultLocale)
  }

  /// The identifier without keywords (`ko_KR`).
  public var baseIdentifier: String {
    String(identifier.split(separator: "@", maxSplits: 1).first ?? "")
  }

  /// The locale's preferred calendar: the keyword's, else the one CLDR prefers for the region
  /// (`th_TH` → buddhist, `fa_IR` → persian), else gregorian.
  public var defaultCalendar: CalendarIdentifier {
    if let calendarKeyword { return calendarKeyword }
    if let name = ICU.defaultCalendar(baseIdentifier),
      let identifier = try? CalendarIdentifier(parsing: name)
    {
      return identifier
    }
    return .gregorian
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
