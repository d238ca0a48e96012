import CalendarGrid
import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import CalgridCommand
import Foundation
import Testing

/// Month titles where the calendar's rules change: proleptic Gregorian months before the 1582
/// reform are titled by their own month (not the Julian month their first day falls in), and
/// years 0 and below carry their era. Expected titles are calendar facts, written out here.
@Suite("calgrid titles")
struct CalgridTitleTests {
  static func title(_ arguments: [String]) -> String {
    var output = ""
    var errors = ""
    let status = Calgrid.run(
      arguments + ["--locale", "en_US", "--color", "never"],
      environment: CalgridDumpTests.environment, output: &output, errors: &errors)
    #expect(status == 0, "\(errors)")
    return output.split(separator: "\n").first.map {
      $0.trimmingCharacters(in: .whitespaces)
    } ?? ""
  }

  @Test(
    "Proleptic months are titled by their own month",
    arguments: [
      (["1000-03", "--proleptic"], "March 1000"),
      (["1582-10", "--proleptic"], "October 1582"),
      (["1582-09", "--proleptic"], "September 1582"),
      (["0100-01", "--proleptic"], "January 100"),
      (["1000-03"], "March 1000"),
      (["1582-10"], "October 1582"),
      (["2024-03", "--proleptic"], "March 2024"),
    ])
  func proleptic(arguments: [String], expected: String) {
    #expect(Self.title(arguments) == expected, "\(arguments)")
  }

  /// Titled by the build's default source: ICU with the default traits, Foundation without
  /// them (`--disable-default-traits`); both give these.
  @Test(
    "Years 0 and below carry their era; year 1 does not need it",
    arguments: [
      (["0000-06"], "June 1 BC"),
      (["-5-06"], "June 6 BC"),
      (["0000-06", "--proleptic"], "June 1 BC"),
      (["0001-06"], "June 1"),
    ])
  func eras(arguments: [String], expected: String) {
    #expect(Self.title(arguments) == expected, "\(arguments)")
  }

  /// Years 0 and below, near and far, in three locales: the Foundation source's title is
  /// Foundation's own formatting, with the locale's era pattern, of a day that Foundation's
  /// Gregorian calendar (Julian before 1582, as the grid's default cutover) places in that
  /// month; and the ICU source's title, where the build has it.
  @Test(
    "The Foundation source titles years 0 and below with their era, as Foundation and ICU do",
    arguments: ["en_US", "ko_KR", "de_DE"])
  func foundationEras(locale identifier: String) throws {
    let locale = try GridLocale(identifier, source: .foundation)
    let calendar = try GridCalendar(.gregorian, locale: locale, source: .foundation)
    let names = try CalendarNames(for: calendar)
    var foundationCalendar = Calendar(identifier: .gregorian)
    let gmt = try #require(TimeZone(secondsFromGMT: 0))
    foundationCalendar.timeZone = gmt
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: identifier)
    formatter.timeZone = gmt
    formatter.setLocalizedDateFormatFromTemplate("GyMMMM")
    let plain = DateFormatter()
    plain.locale = Locale(identifier: identifier)
    plain.timeZone = gmt
    plain.setLocalizedDateFormatFromTemplate("yMMMM")
    for year in [0, -1, -5, -44, -753, -4_712, -9_999, -99_999] {
      for monthNumber in [1, 6, 12] {
        let month = try calendar.month(year: year, month: monthNumber)
        // Astronomical year y is year 1 - y of era 0 (BC).
        let components = DateComponents(
          era: 0, year: 1 - year, month: monthNumber, day: 15, hour: 12)
        let date = try #require(foundationCalendar.date(from: components), "\(year)-\(monthNumber)")
        let expected = formatter.string(from: date)
        let title = names.title(for: month)
        #expect(title == expected, "\(identifier) \(year)-\(monthNumber)")
        // The era is what tells year 0 from year 1: the title without it would be ambiguous.
        #expect(title != plain.string(from: date), "\(identifier) \(year)-\(monthNumber)")
        #if ICU
          let icuCalendar = try GridCalendar(
            .gregorian, locale: GridLocale(identifier, source: .icu), source: .icu)
          let icuTitle = try CalendarNames(for: icuCalendar).title(
            for: icuCalendar.month(year: year, month: monthNumber))
          #expect(title == icuTitle, "\(identifier) \(year)-\(monthNumber)")
        #endif
      }
    }
    // Year 1 and later need no era, from either source.
    let first = try calendar.month(year: 1, month: 6)
    let firstDate = try #require(
      foundationCalendar.date(from: DateComponents(era: 1, year: 1, month: 6, day: 15, hour: 12)))
    #expect(names.title(for: first) == plain.string(from: firstDate))
  }
}
