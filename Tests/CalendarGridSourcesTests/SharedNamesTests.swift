import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridSources

/// Names are made once per locale and calendar and shared (``CalendarNames``): these tests make
/// them again and again, in orders that reuse and overflow the shared tables, and compare each
/// with the source read directly, without CalendarNames.
@Suite("Names made once and shared")
struct SharedNamesTests {
  static let locales = [
    "ar_EG", "ar_EG@numbers=latn", "en_US", "ko_KR", "he_IL", "ar_EG@numbers=arab",
  ]
  static let calendars: [CalendarIdentifier] = [.gregorian, .hebrew, .chinese, .japanese]

  /// What the source says for a locale ID with `@calendar=`, read directly.
  struct Direct: Equatable {
    var wideWeekdays: [String]
    var monthNames: [String]
    var digits: [String]?
    var marchTitle: String
    var fullDate: String
  }

  static let march = Day(daysSince1970: 19_787)  // 2024-03-05

  static func direct(_ id: String, source: CalendarDataSource) throws -> Direct {
    switch source {
    case .icu:
      #if ICU
        // The generator itself, not the table of its patterns that the source reads.
        let title = try ICUDateFormatter(
          locale: id,
          pattern: try ICUDateFormatter.generatedPattern(locale: id, skeleton: "yMMMM"))
        return Direct(
          wideWeekdays: Array(title.symbols(.standaloneWeekdays).dropFirst()),
          monthNames: title.symbols(.standaloneMonths), digits: ICU.digits(id),
          marchTitle: try title.format(march.advanced(by: -4)),
          fullDate: try ICUDateFormatter(fullDateStyleFor: id).format(march))
      #else
        throw DataSourceError.unavailable(.icu, reason: "not built")
      #endif
    case .foundation:
      func formatter(_ setUp: (DateFormatter) -> Void) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: id)
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        setUp(formatter)
        return formatter
      }
      let title = formatter { $0.setLocalizedDateFormatFromTemplate("yMMMM") }
      let full = formatter {
        $0.dateStyle = .full
        $0.timeStyle = .none
      }
      let numbers = NumberFormatter()
      numbers.locale = Locale(identifier: id)
      let digits = (0...9).map { numbers.string(from: NSNumber(value: $0)) ?? "" }
      let noon = { (day: Day) in
        Date(timeIntervalSince1970: Double(day.daysSince1970) * 86_400 + 43_200)
      }
      return Direct(
        wideWeekdays: title.standaloneWeekdaySymbols ?? [],
        monthNames: title.standaloneMonthSymbols ?? [],
        digits: digits == (0...9).map(String.init) ? nil : digits,
        marchTitle: title.string(from: noon(march.advanced(by: -4))),
        fullDate: full.string(from: noon(march)))
    }
  }

  static func read(_ names: CalendarNames) throws -> Direct {
    let gregorian = try GridCalendar(.gregorian, locale: GridLocale("en_US"))
    return Direct(
      wideWeekdays: names.weekdaySymbols(.wide, startingAt: .sunday), monthNames: names.monthNames,
      digits: names.digits,
      marchTitle: names.title(for: try gregorian.month(containing: march)),
      fullDate: names.fullDate(march))
  }

  @Test(
    "Names made again, in any order, equal the source read directly",
    arguments: CalendarDataSource.allAvailable)
  func madeAgain(_ source: CalendarDataSource) throws {
    var compared = 0
    // Three passes: the first reads the source, the next two find the shared tables (the last
    // in reverse order, so a key that left out the calendar, the locale's keywords or the
    // source would hand one pair's names to another).
    for pass in 0..<3 {
      var pairs: [(String, CalendarIdentifier)] = []
      for locale in Self.locales {
        for calendar in Self.calendars { pairs.append((locale, calendar)) }
      }
      if pass == 2 { pairs.reverse() }
      for (identifier, calendar) in pairs {
        let locale = try GridLocale(identifier, source: source)
        let names = try CalendarNames(locale: locale, calendar: calendar, source: source)
        let id = locale.icuIdentifier(calendar: calendar)
        var direct = try Self.direct(id, source: source)
        var read = try Self.read(names)
        if calendar != .gregorian {
          // Titles of other calendars name another month; compare only what does not.
          direct.marchTitle = ""
          read.marchTitle = ""
        }
        #expect(read == direct, "\(id), \(source), pass \(pass)")
        compared += 1
      }
    }
    #expect(compared == 3 * Self.locales.count * Self.calendars.count)
    // The locales differ where a shared key could blur them.
    let arab = try CalendarNames(
      locale: GridLocale("ar_EG@numbers=arab", source: source), calendar: .gregorian, source: source
    )
    let latin = try CalendarNames(
      locale: GridLocale("ar_EG@numbers=latn", source: source), calendar: .gregorian, source: source
    )
    #expect(arab.number(29) == "٢٩")
    #expect(latin.number(29) == "29")
    #expect(arab.number(1_234) == "١٢٣٤")
  }

  @Test(
    "Past the shared tables' bound, names are still the source's",
    arguments: CalendarDataSource.allAvailable)
  func pastTheBound(_ source: CalendarDataSource) throws {
    let first = try GridLocale("ko_KR", source: source)
    let kept = try CalendarNames(locale: first, calendar: .hebrew, source: source)
    let expected = try Self.direct(first.icuIdentifier(calendar: .hebrew), source: source)
    // More pairs than the shared tables hold (256): the tables start over at least once.
    let identifiers = Array(try GridLocale.availableIdentifiers(source: source).prefix(100))
    #expect(identifiers.count == 100)
    var made = 0
    for identifier in identifiers {
      guard let locale = try? GridLocale(identifier, source: source) else { continue }
      for calendar in [CalendarIdentifier.gregorian, .coptic, .persian] {
        _ = try CalendarNames(locale: locale, calendar: calendar, source: source)
        made += 1
      }
    }
    #expect(made > 256)
    var fromKept = try Self.read(kept)
    var again = try Self.read(try CalendarNames(locale: first, calendar: .hebrew, source: source))
    var direct = expected
    fromKept.marchTitle = ""
    again.marchTitle = ""
    direct.marchTitle = ""
    #expect(fromKept == direct)
    #expect(again == direct)
  }
}
