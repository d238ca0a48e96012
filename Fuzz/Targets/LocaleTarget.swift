import CalendarGrid

/// `GridLocale` parsing with names: the first byte picks the data source and a calendar, the
/// rest is the identifier (raw bytes, so invalid UTF-8 is decoded lossily, as an app would).
///
/// For an identifier the library accepts, these must hold:
/// - ICU's limits: the canonical identifier, and the identifier with every calendar keyword
///   CalendarGrid adds, fit `ULOC_FULLNAME_CAPACITY` and `ULOC_KEYWORD_AND_VALUES_CAPACITY`;
/// - the canonical identifier reads back as the same locale, with the same week rules;
/// - a region the identifier names is the region whose week data is used (unless `rg` overrides
///   it), so nothing is silently read as a variant, and that week data is CLDR's for the region
///   (with the first weekday an `fw` keyword sets);
/// - names for the locale and a calendar can be made, with seven weekday symbols in every
///   width, and a title and spoken label for a month chosen by the input.
///
/// Names are made once per (identifier, calendar, source) and kept (up to 512), as an app keeps
/// them: making ICU's formatters is what a run would otherwise spend its time on.
enum LocaleTarget {
  private struct NamesKey: Hashable {
    var identifier: String
    var calendar: CalendarIdentifier
    var source: CalendarDataSource
  }
  private static let names = Lock<[NamesKey: CalendarNames]>([:])

  static func run(_ bytes: [UInt8]) -> String? {
    var reader = FuzzReader(bytes)
    let flags = reader.byte()
    let sources = CalendarDataSource.allAvailable
    let source = sources[Int(flags & 1) % sources.count]
    let calendarChoice = Int(flags >> 1) % (CalendarIdentifier.allCases.count + 1)
    let text = String(decoding: reader.rest(), as: UTF8.self)
    guard let locale = try? GridLocale(text, source: source) else { return nil }
    return check(locale, text: text, calendarChoice: calendarChoice, source: source)
  }

  private static func check(
    _ locale: GridLocale, text: String, calendarChoice: Int, source: CalendarDataSource
  ) -> String? {
    let limit = ICULocaleLimits.fullNameCapacity - 1
    let keywordLimit = ICULocaleLimits.keywordAndValuesCapacity - 1
    guard locale.identifier.utf8.count <= limit else {
      return "canonical identifier past ULOC_FULLNAME_CAPACITY: \(locale.identifier)"
    }
    for calendar in CalendarIdentifier.allCases {
      let id = locale.icuIdentifier(calendar: calendar)
      let keywords = id.split(separator: "@", maxSplits: 1).last ?? ""
      guard id.utf8.count <= limit, keywords.utf8.count <= keywordLimit else {
        return "identifier for ICU past its limits: \(id)"
      }
    }
    guard let again = try? GridLocale(locale.identifier, source: source),
      again.identifier == locale.identifier, again.weekRules == locale.weekRules,
      again.defaultCalendar == locale.defaultCalendar
    else { return "canonical identifier does not read back: \(text) -> \(locale.identifier)" }
    // The region written is the region used: a subtag ICU would read as a variant is refused.
    // ICU may replace a withdrawn code by its successor, so the canonical form's code is the one
    // compared; an alias is used as one of the regions CLDR says it stands for (`NT`, the
    // former neutral zone, is Saudi Arabia or Iraq).
    if writtenRegion(text) != nil {
      guard let canonicalRegion = writtenRegion(locale.identifier) else {
        return "region written but not kept: \(text) -> \(locale.identifier)"
      }
      let meant = RegionResolver.regions(meantBy: canonicalRegion) ?? []
      if !locale.identifier.contains("rg="), !meant.contains(locale.region) {
        return "region \(canonicalRegion) written, \(locale.region) used: \(text)"
      }
    }
    // The week data is CLDR's for the region used, with only the first weekday an `fw`
    // keyword may change.
    guard var expected = try? WeekRules(region: locale.region) else {
      return "region \(locale.region) used, which CLDR's week data does not know: \(text)"
    }
    if let weekday = locale.firstWeekdayKeyword { expected.firstWeekday = weekday }
    if expected != locale.weekRules {
      return "week rules \(locale.weekRules) are not CLDR's for \(locale.region): \(text)"
    }
    let calendar =
      calendarChoice < CalendarIdentifier.allCases.count
      ? CalendarIdentifier.allCases[calendarChoice] : locale.defaultCalendar
    let key = NamesKey(identifier: locale.identifier, calendar: calendar, source: source)
    let cached = names.withLock { $0[key] }
    let made: CalendarNames
    if let cached {
      made = cached
    } else {
      do {
        made = try CalendarNames(locale: locale, calendar: calendar, source: source)
      } catch {
        return "no names for \(locale.identifier) in \(calendar.rawValue): \(error)"
      }
      names.withLock {
        if $0.count >= 512 { $0.removeAll(keepingCapacity: true) }
        $0[key] = made
      }
    }
    for width in WeekdayWidth.allCases {
      let symbols = made.weekdaySymbols(width, startingAt: locale.weekRules.firstWeekday)
      guard symbols.count == 7 else {
        return "\(symbols.count) \(width) weekday symbols for \(locale.identifier)"
      }
    }
    guard let engine = try? GridCalendar(calendar, locale: locale, source: source),
      let month = try? engine.month(containing: Day(daysSince1970: Int32(text.utf8.count) * 997))
    else { return nil }
    _ = made.title(for: month)
    _ = made.spokenLabel(for: month.firstDay, isToday: true, isSelected: true, alternate: nil)
    _ = made.number(month.length)
    return nil
  }

  /// The region subtag as written: the second or third subtag of the base when it is 2 letters
  /// or 3 digits, uppercased.
  private static func writtenRegion(_ text: String) -> String? {
    let base = text.split(separator: "@", maxSplits: 1).first ?? ""
    let beforeCodeset = base.split(separator: ".", maxSplits: 1).first ?? ""
    let subtags = beforeCodeset.split(whereSeparator: { $0 == "_" || $0 == "-" })
    for subtag in subtags.dropFirst().prefix(2) {
      if subtag.count == 2, subtag.allSatisfy(\.isLetter) { return subtag.uppercased() }
      if subtag.count == 3, subtag.allSatisfy(\.isNumber) { return String(subtag) }
      if subtag.count == 1 { return nil }  // an extension starts
    }
    return nil
  }
}
