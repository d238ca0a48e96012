/// The calendar systems CalendarGrid supports: every calendar ICU implements, by ICU's names.
public enum CalendarIdentifier: String, CaseIterable, Hashable, Sendable, Codable {
  case gregorian
  case iso8601
  case buddhist
  case japanese
  case roc
  case chinese
  case dangi
  case hebrew
  case islamic
  case islamicCivil = "islamic-civil"
  case islamicTabular = "islamic-tbla"
  case islamicUmmAlQura = "islamic-umalqura"
  case islamicSaudi = "islamic-rgsa"
  case persian
  case indian
  case coptic
  case ethiopic
  case ethiopicAmeteAlem = "ethiopic-amete-alem"

  /// Reads a calendar name exactly as ICU spells it (`islamic-umalqura`), also accepting the
  /// aliases CLDR defines (`gregory` for gregorian, `ethioaa` for ethiopic-amete-alem).
  ///
  /// Names are case-sensitive, as in ICU and CLDR: `Gregorian` is an error, not a guess.
  /// - Throws: ``CalendarGridError/unknownCalendar(_:)``, whose message lists the valid names.
  public init(parsing name: String) throws(CalendarGridError) {
    if let identifier = CalendarIdentifier(rawValue: name) {
      self = identifier
      return
    }
    switch name {
    case "gregory": self = .gregorian
    case "ethioaa": self = .ethiopicAmeteAlem
    case "islamicc": self = .islamicCivil
    default: throw .unknownCalendar(String(name.prefix(64)))
    }
  }

  /// Whether the calendar counts days and months like the Gregorian calendar (and so is served
  /// by pure arithmetic): the Gregorian calendar and ISO 8601's.
  var isGregorianArithmetic: Bool { self == .gregorian || self == .iso8601 }

  /// Whether months are lunisolar with leap months of their own (Chinese, Dangi).
  public var hasLeapMonths: Bool { self == .chinese || self == .dangi }
}
