/// Where CalendarGrid reads calendars, names and locale data from.
///
/// Both sources fill the same month tables (``MonthTables``) and apply the same corrections (the
/// Hebrew rules, the published Umm al-Qura table) and the same CLDR week data; Chinese and Dangi
/// months come from year tables the package ships, whichever the source (so Dangi works where
/// Foundation has no Dangi calendar, before iOS 26 / macOS 26). Grids, plugins and selection do
/// not depend on the source; once a table is filled, lookups cost the same. The sources differ
/// in names (each ICU has its own CLDR data) and in a few months of other calendars, which the
/// tests list.
///
/// - ``icu``: the system libicu through the C shim; needs the package trait `ICU` (on by default,
///   Linux only in practice: Apple platforms have no public libicu).
/// - ``foundation``: Foundation's `Calendar`, `DateFormatter` and `Locale` (Apple's ICU on Apple
///   platforms, Foundation's bundled ICU on Linux). Always available.
///
/// ```swift
/// let locale = try GridLocale("ko_KR", source: .foundation)
/// let calendar = try GridCalendar(.dangi, locale: locale)   // the locale's source
/// ```
public enum CalendarDataSource: String, Hashable, Sendable, CaseIterable, Codable {
  /// The system libicu, through the `CICUShim` C target (package trait `ICU`).
  case icu
  /// Foundation's `Calendar`, `DateFormatter`, `NumberFormatter` and `Locale`.
  case foundation

  /// The source used when none is named: ``icu`` when the package was built with the `ICU` trait,
  /// ``foundation`` otherwise.
  public static var `default`: CalendarDataSource {
    #if ICU
      .icu
    #else
      .foundation
    #endif
  }

  /// Whether this build can read from the source (``icu`` needs the `ICU` trait).
  public var isAvailable: Bool {
    switch self {
    case .foundation: true
    case .icu:
      #if ICU
        true
      #else
        false
      #endif
    }
  }

  /// The library's name, for messages: `ICU`, `Foundation`.
  var name: String { self == .icu ? "ICU" : "Foundation" }

  /// The sources this build can use, the default first.
  public static var allAvailable: [CalendarDataSource] {
    [.default] + allCases.filter { $0 != .default && $0.isAvailable }
  }

}

/// One data source's services: month tables, locale facts and names. Two implementations:
/// `ICUDataProvider` (libicu through `CICUShim`, under the `ICU` trait) and
/// ``FoundationDataProvider``.
///
/// Locale functions take and give ICU locale IDs (`ko_KR@calendar=dangi`), whichever library
/// answers, so ``GridLocale`` parses the same way for both.
package protocol CalendarDataProvider: Sendable {
  var source: CalendarDataSource { get }

  // MARK: Months

  /// The raw filler of a calendar's months (before the published-table and Hebrew corrections).
  func monthFiller(for identifier: CalendarIdentifier) -> any MonthTableFiller

  // MARK: Locales

  /// The canonical ICU locale ID of an ICU ID or BCP 47 tag; nil when it cannot be read.
  func canonicalIdentifier(_ identifier: String) -> String?
  /// The language subtag, or "".
  func language(_ locale: String) -> String
  /// The script subtag, or "".
  func script(_ locale: String) -> String
  /// The region subtag, or "".
  func region(_ locale: String) -> String
  /// The locale with likely script and region added (`ko` → `ko_Kore_KR`).
  func addLikelySubtags(_ locale: String) -> String
  /// A keyword's value (`calendar`, `fw`, `rg`), nil when absent or empty.
  func keyword(_ keyword: String, of locale: String) -> String?
  /// The BCP 47 form of a locale ID.
  func languageTag(_ locale: String) -> String
  /// Whether the library has data for the locale's language (not only root's).
  func hasData(_ locale: String) -> Bool
  /// Whether a region code is one the library knows.
  func isKnownRegion(_ code: String) -> Bool
  /// Whether a numbering system name (`arab`, `latn`) is one the library knows.
  func isKnownNumberingSystem(_ name: String) -> Bool
  /// The calendar CLDR prefers for a locale, by its CLDR name (`buddhist`).
  func preferredCalendar(_ locale: String) -> String?
  /// The process's default locale ID.
  var defaultLocale: String { get }
  /// Every locale the source has data for.
  var availableLocales: [String] { get }
}
