/// ICU's documented limits on a locale ID (ICU 72, `unicode/uloc.h`), each counting the
/// terminating NUL. Parts of ICU copy locale IDs into fixed buffers of these sizes without
/// checking (ICU 72's `PluralRules::getRuleFromResource` overflowed a stack buffer on a 139-byte
/// ID once `@calendar=gregorian` was added), so ``GridLocale`` refuses anything that would not
/// fit, keywords CalendarGrid adds included, before ICU sees it. The C shim checks the same
/// limits again (`CG_ULOC_*` in `cg_icu.h`, asserted there to equal ICU's).
public enum ICULocaleLimits {
  /// `ULOC_FULLNAME_CAPACITY`: the whole ID with its keywords.
  public static let fullNameCapacity = 157
  /// `ULOC_KEYWORD_AND_VALUES_CAPACITY`: everything after `@`.
  public static let keywordAndValuesCapacity = 100
  /// `ULOC_LANG_CAPACITY`: the language subtag.
  public static let languageCapacity = 12
  /// `ULOC_SCRIPT_CAPACITY`: the script subtag.
  public static let scriptCapacity = 6
  /// `ULOC_COUNTRY_CAPACITY`: the region subtag.
  public static let countryCapacity = 4
}

/// The strict grammar of locale identifiers ``GridLocale`` accepts, checked in Swift on the
/// text as given (before ICU or Foundation reads it) and again on the source's canonical form.
///
/// ICU reads almost any text as a locale: a subtag it cannot place becomes a variant
/// (`en_USHcalxxx` is `en` with variant `USHCALXXX`, so region `US` and its week data are lost),
/// and unknown keywords ride along into every later call. So CalendarGrid accepts only:
///
/// - ICU form: `language[_Script][_REGION][_VARIANT][.codeset][@key=value;...]` (`-` may stand
///   for `_`; an empty region before a variant, `en__POSIX`, as ICU writes it);
/// - BCP 47 form: `language[-Script][-region][-variant][-u-key-type...]`;
///
/// where language is 2–3 letters (or `root`), script 4 letters, region 2 letters or 3 digits,
/// and the only variant is `POSIX`: in ICU 72 `en_US_POSIX` is the only available locale with a
/// variant (`uloc_getAvailable`), and every other variant would be ignored by the data and so
/// mislead. Keywords are the ones CalendarGrid reads: `calendar` (`ca`), `fw`, `rg`, `numbers`
/// (`nu`), each once, with a value of their own shape; other keys and extensions (`-t-`, `-x-`,
/// `collation`) are refused rather than passed on unread.
struct LocaleIdentifierSyntax: Equatable {
  /// The language subtag, lowercased.
  var language: String
  var script: String?
  /// The region subtag as written (ICU form) or uppercased (BCP 47).
  var region: String?
  var variants: [String]
  /// Keywords by their ICU names (`calendar`, `fw`, `rg`, `numbers`), values lowercased.
  var keywords: [String: String]

  /// The keywords CalendarGrid reads, by ICU name, with their BCP 47 `-u-` keys.
  static let keywordKeys: [String: String] = [
    "calendar": "ca", "fw": "fw", "rg": "rg", "numbers": "nu",
  ]
  /// The variants accepted (uppercase): those ICU 72 has locale data for.
  static let variants: Set<String> = ["POSIX"]

  struct Failure: Error, Equatable {
    let reason: String
    init(_ reason: String) { self.reason = reason }
  }

  /// The longest identifier, in bytes: `ULOC_FULLNAME_CAPACITY` less its NUL.
  static let maximumLength = ICULocaleLimits.fullNameCapacity - 1
  /// The longest keyword part (after `@`), in bytes.
  static let maximumKeywordsLength = ICULocaleLimits.keywordAndValuesCapacity - 1

  /// Parses an identifier as given, in either form. Characters were checked (ASCII letters,
  /// digits and `-_@=;.`) by the caller.
  static func parse(_ text: Substring) throws(Failure) -> LocaleIdentifierSyntax {
    guard text.utf8.count <= maximumLength else {
      throw Failure(
        "longer than \(maximumLength) bytes (ICU's ULOC_FULLNAME_CAPACITY is "
          + "\(ICULocaleLimits.fullNameCapacity) with the terminating NUL)")
    }
    let isLanguageTag = text.contains("-") && !text.contains("@") && !text.contains("_")
    return isLanguageTag ? try parseLanguageTag(text) : try parseICU(text)
  }

  // MARK: ICU form

  private static func parseICU(_ text: Substring) throws(Failure) -> LocaleIdentifierSyntax {
    let atSplit = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
    var base = atSplit[0]
    if let dot = base.firstIndex(of: ".") {
      // A POSIX codeset (`en_US.UTF-8`), which ICU drops; only before the keywords. ICU drops
      // whatever follows the dot, so anything but a real codeset (`en.GB`) would be lost.
      let codeset = base[base.index(after: dot)...]
      guard (1...32).contains(codeset.count), codesets.contains(normalizedCodeset(codeset)) else {
        throw Failure(
          "its codeset '\(codeset.prefix(32))' is not a POSIX codeset (expected one such as "
            + "UTF-8 or ISO-8859-1 after '.'; a region goes after '_')")
      }
      base = base[..<dot]
    }
    var syntax = try parseBase(base, separators: "_-", allowsEmptyRegion: true)
    if atSplit.count == 2 {
      let keywords = atSplit[1]
      guard !keywords.contains(".") else {
        throw Failure("its keywords contain '.' (a codeset goes before '@')")
      }
      guard keywords.utf8.count <= maximumKeywordsLength else {
        throw keywordsTooLong(keywords.utf8.count)
      }
      for pair in keywords.split(separator: ";", omittingEmptySubsequences: false) {
        // ICU reads a keyword without "=" as a variant (`en_US@calendar` is `en_US_CALENDAR`).
        let parts = pair.split(separator: "=", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
          throw Failure("its keyword '\(pair.prefix(32))' is not key=value")
        }
        let key = parts[0].lowercased()
        guard keywordKeys[key] != nil else {
          throw Failure(
            "its keyword '\(key.prefix(32))' is not one CalendarGrid reads "
              + "(calendar, fw, numbers, rg)")
        }
        try syntax.addKeyword(key, value: String(parts[1]))
      }
    }
    return syntax
  }

  /// The codesets accepted after `.`, normalized as glibc's `_nl_normalize_codeset` does
  /// (lowercase letters and digits only; digits alone take an `iso` prefix): the codesets of
  /// glibc's supported locales (`/usr/share/i18n/SUPPORTED`) and ASCII's names.
  static let codesets: Set<String> = [
    "utf8", "iso88591", "iso88592", "iso88593", "iso88594", "iso88595", "iso88596", "iso88597",
    "iso88598", "iso88599", "iso885910", "iso885911", "iso885913", "iso885914", "iso885915",
    "iso885916", "koi8r", "koi8t", "koi8u", "eucjp", "euckr", "euctw", "gb2312", "gbk",
    "gb18030", "big5", "big5hkscs", "cp1251", "cp1255", "tis620", "armscii8", "georgianps",
    "pt154", "rk1048", "usascii", "ansix341968", "ascii",
  ]

  /// A codeset's name as glibc compares it (`UTF-8`, `utf8` → `utf8`; `88591` → `iso88591`).
  static func normalizedCodeset(_ codeset: Substring) -> String {
    let kept = codeset.lowercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
    return kept.allSatisfy(\.isNumber) ? "iso" + kept : kept
  }

  static func keywordsTooLong(_ count: Int) -> Failure {
    Failure(
      "its keywords are \(count) bytes, more than \(maximumKeywordsLength) (ICU's "
        + "ULOC_KEYWORD_AND_VALUES_CAPACITY is \(ICULocaleLimits.keywordAndValuesCapacity) with "
        + "the terminating NUL)")
  }

  /// Language, script, region and variants.
  private static func parseBase(
    _ base: Substring, separators: String, allowsEmptyRegion: Bool
  ) throws(Failure) -> LocaleIdentifierSyntax {
    let subtags = base.split(
      omittingEmptySubsequences: false, whereSeparator: { separators.contains($0) })
    var index = 0
    let language = subtags[0]
    guard isLanguage(language) else {
      throw Failure(
        language.isEmpty
          ? "it has no language subtag"
          : "its language '\(language.prefix(32))' is not 2 or 3 letters")
    }
    var syntax = LocaleIdentifierSyntax(
      language: language.lowercased(), script: nil, region: nil, variants: [], keywords: [:])
    index = 1
    if index < subtags.count, subtags[index].count == 4, subtags[index].allSatisfy(\.isLetter) {
      syntax.script = String(subtags[index])
      index += 1
    }
    if index < subtags.count, isRegion(subtags[index]) {
      syntax.region = String(subtags[index])
      index += 1
    } else if allowsEmptyRegion, index < subtags.count - 1, subtags[index].isEmpty {
      // `en__POSIX`: no region, then a variant.
      index += 1
    }
    while index < subtags.count {
      let subtag = subtags[index]
      guard !subtag.isEmpty else {
        throw Failure("it has an empty subtag (a separator at an end, or two in a row)")
      }
      guard variants.contains(subtag.uppercased()), !syntax.variants.contains(subtag.uppercased())
      else {
        throw Failure(
          "'\(subtag.prefix(32))' is not a script (4 letters), a region (2 letters or 3 digits) "
            + "or a variant ICU has data for (POSIX)")
      }
      syntax.variants.append(subtag.uppercased())
      index += 1
    }
    return syntax
  }

  private static func isLanguage(_ subtag: Substring) -> Bool {
    ((2...3).contains(subtag.count) && subtag.allSatisfy(\.isLetter))
      || subtag.lowercased() == "root"
  }

  private static func isRegion(_ subtag: Substring) -> Bool {
    (subtag.count == 2 && subtag.allSatisfy(\.isLetter))
      || (subtag.count == 3 && subtag.allSatisfy(\.isNumber))
  }

  // MARK: BCP 47 form

  private static func parseLanguageTag(_ text: Substring) throws(Failure)
    -> LocaleIdentifierSyntax
  {
    let subtags = text.split(separator: "-", omittingEmptySubsequences: false)
    guard !subtags.contains(where: \.isEmpty) else {
      throw Failure("it has an empty subtag (a separator at an end, or two in a row)")
    }
    let singleton = subtags.firstIndex(where: { $0.count == 1 }) ?? subtags.endIndex
    let base = subtags[..<singleton].joined(separator: "-")
    var syntax = try parseBase(Substring(base), separators: "-", allowsEmptyRegion: false)
    if let region = syntax.region { syntax.region = region.uppercased() }
    guard singleton < subtags.endIndex else { return syntax }
    guard subtags[singleton].lowercased() == "u" else {
      throw Failure(
        "its extension '-\(subtags[singleton])-' is not -u- (only -u-ca, -u-fw, -u-nu, -u-rg "
          + "are read)")
    }
    var index = singleton + 1
    guard index < subtags.endIndex else { throw Failure("its -u- extension is empty") }
    while index < subtags.endIndex {
      let key = subtags[index].lowercased()
      guard key.count == 2 else {
        throw Failure("'\(key.prefix(32))' in its -u- extension is not a key (2 characters)")
      }
      guard let name = keywordKeys.first(where: { $0.value == key })?.key else {
        throw Failure(
          "its -u- key '\(key)' is not one CalendarGrid reads (ca, fw, nu, rg)")
      }
      index += 1
      var types: [Substring] = []
      while index < subtags.endIndex, subtags[index].count >= 3 {
        types.append(subtags[index])
        index += 1
      }
      guard !types.isEmpty, types.allSatisfy({ $0.count <= 8 }) else {
        throw Failure("its -u-\(key) has no value of 3 to 8 characters")
      }
      try syntax.addKeyword(name, value: types.joined(separator: "-"))
    }
    return syntax
  }

  // MARK: Keywords

  /// Checks a keyword's value by its shape (what the data says is checked by ``GridLocale``).
  private mutating func addKeyword(_ key: String, value: String) throws(Failure) {
    guard keywords[key] == nil else {
      throw Failure("its keyword '\(key)' is given twice")
    }
    let value = value.lowercased()
    switch key {
    case "calendar":
      guard (try? CalendarIdentifier(parsing: value)) != nil else {
        throw Failure(
          "its calendar keyword '\(value.prefix(32))' is not a calendar CalendarGrid knows")
      }
    case "fw":
      guard value.count == 3, (try? Weekday(parsing: value)) != nil else {
        throw Failure(
          "its fw keyword '\(value.prefix(32))' is not one of sun, mon, tue, wed, thu, fri, sat")
      }
    case "rg":
      // A region (2 letters or 3 digits) and "zzzz" (the whole region) or a subdivision suffix
      // of 1 to 4 characters: `gbzzzz`, `usca`, `840zzzz`.
      let isNumeric = value.first?.isNumber ?? false
      let regionLength = isNumeric ? 3 : 2
      guard (regionLength + 1...regionLength + 4).contains(value.count),
        value.prefix(regionLength).allSatisfy({ isNumeric ? $0.isNumber : $0.isLetter }),
        value.allSatisfy({ $0.isLetter || $0.isNumber })
      else {
        throw Failure(
          "the rg keyword '\(value.prefix(32))' is not a region and a subdivision (gbzzzz, "
            + "840zzzz)")
      }
    default:  // numbers
      guard (3...8).contains(value.count), value.allSatisfy({ $0.isLetter || $0.isNumber }) else {
        throw Failure(
          "its numbers keyword '\(value.prefix(32))' is not a numbering system name")
      }
    }
    keywords[key] = value
  }
}
