import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridSources

/// Full dates and spoken labels name the day by CalendarGrid's month tables, also in the months
/// where the published tables correct the source's calendar.
@Suite("Full dates name the published date")
struct PublishedFullDateTests {
  /// Days whose published lunar date the system ICU gets wrong (the corrections the month
  /// tables make), with the published month and day as the locale writes them and the day's
  /// weekday. Sources: Purple Mountain Observatory (中国科学院紫金山天文台) for Chinese, KASI
  /// (한국천문연구원) for Dangi.
  static let published:
    [(locale: String, calendar: CalendarIdentifier, iso: String, date: String, weekday: String)] = [
      ("zh_CN", .chinese, "2027-02-06", "正月初一", "星期六"),
      ("zh_CN", .chinese, "2030-02-03", "正月初一", "星期日"),
      // ICU's twelfth month of 2029 has 29 days; the published one has 30.
      ("zh_CN", .chinese, "2030-02-02", "腊月三十", "星期六"),
      ("ko_KR", .dangi, "2017-02-26", "2월 1일", "일요일"),
    ]

  @Test(
    "Corrected days are named by the published tables, with their own weekday",
    arguments: CalendarDataSource.allAvailable)
  func corrected(_ source: CalendarDataSource) throws {
    for (identifier, calendar, iso, date, weekday) in Self.published {
      let names = try CalendarNames(
        locale: GridLocale(identifier, source: source), calendar: calendar, source: source)
      let day = try Day(iso8601: iso)
      let text = names.fullDate(day)
      #expect(text.contains(date), "\(source) \(identifier) \(iso): \(text)")
      #expect(!text.contains("'"), "\(text)")
      #expect(text.contains(weekday), "\(source) \(identifier) \(iso): \(text)")
      let label = names.spokenLabel(for: day, isToday: true)
      #expect(label.hasPrefix(text), "\(label)")
    }
  }
}

#if ICU
  extension PublishedFullDateTests {
    @Test("Around the corrections, full dates are ICU's where ICU numbers days as the tables do")
    func sweep() throws {
      var corrected = 0
      // Around the corrections named in the README: Chinese 2027 and 2030, Dangi 2017.
      let spans: [(String, CalendarIdentifier, Int, Int)] = [
        ("zh_CN", .chinese, 2026, 2030), ("ko_KR", .dangi, 2016, 2017),
      ]
      for (identifier, calendar, firstYear, lastYear) in spans {
        let locale = try GridLocale(identifier, source: .icu)
        let names = try CalendarNames(locale: locale, calendar: calendar, source: .icu)
        let tables = try GridCalendar(calendar, locale: locale, source: .icu)
        let id = locale.icuIdentifier(calendar: calendar)
        let icu = try ICUCalendar(locale: id)
        let full = try ICUDateFormatter(fullDateStyleFor: id)
        let weekday = try ICUDateFormatter(locale: id, pattern: "EEEE")
        var failures = FailureLog(limit: 20)
        var day = try Day(year: firstYear, month: 7, day: 1)
        while day < (try Day(year: lastYear, month: 7, day: 1)) {
          let month = try tables.month(containing: day)
          let fields = try icu.fields(of: day)
          let agrees =
            Int(fields.extended_year) == Int(month.extendedYear)
            && Int(fields.month) + 1 == month.month
            && (fields.is_leap_month != 0) == month.isLeapMonth
            && Int(fields.day_of_month)
              == month.dayNumber(atOffset: month.firstDay.distance(to: day))
          let text = names.fullDate(day)
          if agrees {
            failures.check(text == (try full.format(day)), "\(id) \(day.iso8601): \(text)")
          } else {
            corrected += 1
            failures.check(
              text != (try full.format(day)), "\(id) \(day.iso8601) kept ICU's: \(text)")
            failures.check(text.contains(try weekday.format(day)), "\(id) \(day.iso8601): \(text)")
          }
          if failures.isFull { break }
          day = day.advanced(by: 1)
        }
        failures.expectNone()
      }
      // The system ICU disagrees with the published tables somewhere in these years.
      #expect(corrected > 0)
    }
  }
#endif

@Suite("Date patterns with fields replaced by text")
struct PatternFieldReplacementTests {
  /// The weekday and day fields replaced, every other field and literal kept, and literal text
  /// side by side never turned into an apostrophe.
  @Test(
    "Fields become literals; quotes and apostrophes survive",
    arguments: [
      ("rU年MMMdEEEE", "rU'年'MMM'30Sat'"),
      ("EEEE, d 'de' MMMM 'de' y", "'Sat, 30 de 'MMMM' de 'y"),
      ("EEEE'de'", "'Satde'"),
      ("d'' MMMM", "'30'' 'MMMM"),
      ("y. MMMM d., EEEE", "y'. 'MMMM' 30., Sat'"),
      ("cccc d MMMM y", "'Sat 30 'MMMM' 'y"),
      ("GGGG y MMMM", "GGGG' 'y' 'MMMM"),
      ("'It''s' EEEE", "'It''s Sat'"),
    ])
  func replaced(_ pattern: String, _ expected: String) {
    let result = FoundationDateTextFormatterForPatterns.replacingFields(in: pattern) { run in
      run.first == "d" ? "30" : "Sat"
    }
    #expect(result == expected)
  }
}

/// The extension's static function, through a conforming type.
typealias FoundationDateTextFormatterForPatterns = FoundationDateTextFormatter
