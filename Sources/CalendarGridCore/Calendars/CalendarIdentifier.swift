/// The calendar systems CalendarGrid supports: every calendar ICU implements, by ICU's names,
/// and the Vietnamese lunar calendar, which ICU lacks.
public enum CalendarIdentifier: String, CaseIterable, Hashable, Sendable, Codable {
  /// The Gregorian calendar, Julian before 1582-10-15 unless the grid asks for a proleptic cutover.
  case gregorian
  /// ISO 8601: the proleptic Gregorian calendar with Monday-first weeks of at least four days.
  case iso8601
  /// The Thai solar calendar: Gregorian months, years of the Buddhist era (543 ahead).
  case buddhist
  /// Gregorian months with Japanese imperial eras (Reiwa, Heisei, …).
  case japanese
  /// The Minguo calendar of Taiwan: Gregorian months, years from 1912.
  case roc
  /// The Chinese lunisolar calendar, with leap months; years by related Gregorian year.
  case chinese
  /// The Korean lunisolar calendar (KASI), with leap months; years by related Gregorian year.
  case dangi
  /// The Vietnamese lunisolar calendar (âm lịch): the Chinese calendar's rules for the meridian
  /// of UTC+7, with leap months; years by related Gregorian year. Neither ICU nor Foundation has
  /// it: its months come from the package's own table (1900–2100) and its names from the
  /// Chinese calendar's in the locale.
  case vietnamese
  /// The Hebrew calendar: 12 or 13 months, years Anno Mundi.
  case hebrew
  /// The astronomical Islamic calendar, as ICU computes it.
  case islamic
  /// The tabular Islamic calendar with a Friday epoch (civil).
  case islamicCivil = "islamic-civil"
  /// The tabular Islamic calendar with a Thursday epoch (astronomical).
  case islamicTabular = "islamic-tbla"
  /// The Umm al-Qura calendar of Saudi Arabia, from its published tables where they exist.
  case islamicUmmAlQura = "islamic-umalqura"
  /// The Saudi sighting calendar; ICU has no sighting data and computes it as `islamic`.
  case islamicSaudi = "islamic-rgsa"
  /// The Solar Hijri calendar of Iran and Afghanistan.
  case persian
  /// The Indian national calendar (Saka era).
  case indian
  /// The Coptic calendar: twelve 30-day months and a short thirteenth.
  case coptic
  /// The Ethiopian calendar, years of the Amete Mihret era.
  case ethiopic
  /// The Ethiopian calendar, years of the Amete Alem era (5500 ahead of Amete Mihret).
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
  package var isGregorianArithmetic: Bool { self == .gregorian || self == .iso8601 }

  /// The calendar whose names a data source gives this calendar's months, eras and titles: the
  /// calendar itself, or Chinese for Vietnamese, which neither ICU nor Foundation has. CLDR
  /// names Vietnamese lunar months only as the Chinese calendar's (`tháng 2`, the year by its
  /// cycle name), and the two calendars number years, months and leap months alike. The one
  /// place names are mapped: ``CalendarNames`` asks the source for this calendar's names.
  package var namesCalendar: CalendarIdentifier { self == .vietnamese ? .chinese : self }

  /// Whether months are lunisolar with leap months of their own (Chinese, Dangi, Vietnamese).
  public var hasLeapMonths: Bool { self == .chinese || self == .dangi || self == .vietnamese }
}
