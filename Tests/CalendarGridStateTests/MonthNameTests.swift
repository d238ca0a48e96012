import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridSources
@testable import CalendarGridState

@Suite("Month names for pickers and headers")
struct MonthNameTests {
  /// Foundation's DateFormatter, in GMT, with the calendar set: an independent formatter.
  func foundationName(
    _ day: Day, locale: String, calendar: Calendar.Identifier, pattern: String
  ) -> String {
    let formatter = DateFormatter()
    var reference = Calendar(identifier: calendar)
    reference.timeZone = Reference.gmt
    formatter.calendar = reference
    formatter.locale = Locale(identifier: locale)
    formatter.timeZone = Reference.gmt
    formatter.dateFormat = pattern
    return formatter.string(from: Reference.date(day).addingTimeInterval(43_200))
  }

  /// Spellings in which the system libicu's CLDR (ICU 72) and Foundation's bundled ICU differ:
  /// Hebrew Sivan and Heshvan with or without the doubled vav, and the Chinese 11th month as
  /// 十一月 or 冬月. Every other name of the sweep is identical.
  static let cldrVersionDifferences = ["סיוון": "סיון", "חשוון": "חשון", "十一月": "冬月"]

  @Test(
    "The root locale's names are root's, as Foundation's DateFormatter gives them for root",
    arguments: CalendarDataSource.allAvailable)
  func rootNames(_ source: CalendarDataSource) throws {
    let cases: [(CalendarIdentifier, Calendar.Identifier)] = [
      (.gregorian, .gregorian), (.hebrew, .hebrew), (.persian, .persian), (.coptic, .coptic),
    ]
    var compared = 0
    for identifier in ["und", "root"] {
      for (calendarIdentifier, foundation) in cases {
        let locale = try GridLocale(identifier, source: source)
        let calendar = try GridCalendar(calendarIdentifier, locale: locale, source: source)
        let names = try CalendarNames(for: calendar)
        var month = try calendar.month(containing: day("2024-01-15"))
        for _ in 0..<13 {
          let middle = month.firstDay.advanced(by: month.length / 2)
          for (form, pattern) in [
            (CalendarNames.MonthNameForm.standalone, "LLLL"), (.format, "MMMM"),
          ] {
            let theirs = foundationName(
              middle, locale: "root", calendar: foundation, pattern: pattern)
            #expect(names.monthName(for: month, form: form) == theirs, "\(month) \(form)")
            compared += 1
          }
          let weekday = foundationName(
            middle, locale: "root", calendar: foundation, pattern: "EEEE")
          let wide = names.weekdaySymbols(.wide, startingAt: .sunday)
          #expect(wide[middle.weekday.rawValue - 1] == weekday, "\(middle)")
          month = try calendar.month(after: month)
        }
      }
    }
    #expect(compared == 2 * 4 * 13 * 2)
    // CLDR's root.xml names Gregorian months by number, and digits are Latin.
    let root = try CalendarNames(
      for: GridCalendar(.gregorian, locale: GridLocale("und", source: source), source: source))
    let june = try GridCalendar(.gregorian, locale: GridLocale("root", source: source))
      .month(year: 2024, month: 6)
    #expect(root.monthName(for: june) == "M06")
    #expect((0...9).map { root.number($0) }.joined() == "0123456789")
  }

  @Test("Standalone and format forms differ where the language declines month names")
  func forms() throws {
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("ru_RU"))
    let names = try CalendarNames(for: calendar)
    let march = try calendar.month(year: 2024, month: 3)
    #expect(names.monthName(for: march, form: .standalone) == "март")
    #expect(names.monthName(for: march, form: .format) == "марта")
  }

  @Test("Leap months as the locale writes them: Dangi 윤, Hebrew Adar I and II by position")
  func leapMonths() throws {
    let dangi = try GridCalendar(.dangi, locale: GridLocale("ko_KR"))
    var picker = try DatePickerModel.enablingInOrder(calendar: dangi, years: 2000...2030)
    try picker.selectYear(2023)
    let korean = picker.monthNames()
    #expect(korean.count == 13)
    #expect(korean.filter { $0.hasPrefix("윤") } == ["윤2월"])
    #expect(Set(korean).count == 13)
    let hebrew = try GridCalendar(.hebrew, locale: GridLocale("en_US"))
    var hebrewPicker = try DatePickerModel.enablingInOrder(calendar: hebrew, years: 5780...5790)
    try hebrewPicker.selectYear(5784)
    let leapYear = hebrewPicker.monthNames()
    #expect(leapYear.count == 13 && leapYear[5] == "Adar I" && leapYear[6] == "Adar II")
    try hebrewPicker.selectYear(5785)
    let commonYear = hebrewPicker.monthNames()
    #expect(commonYear.count == 12 && commonYear[5] == "Adar")
  }

  @Test(
    "Names agree with Foundation's DateFormatter, month by month, in several calendars",
    .enabled(if: CalendarDataSource.icu.isAvailable, "compares the ICU source's names"))
  func againstFoundation() throws {
    let cases: [(CalendarIdentifier, Calendar.Identifier, String)] = [
      (.gregorian, .gregorian, "de_DE"), (.gregorian, .gregorian, "ko_KR"),
      (.hebrew, .hebrew, "en_US"), (.hebrew, .hebrew, "he_IL"), (.chinese, .chinese, "zh_CN"),
      (.dangi, .chinese, "en_US"), (.islamicUmmAlQura, .islamicUmmAlQura, "ar_SA"),
      (.persian, .persian, "fa_IR"), (.coptic, .coptic, "en_US"),
    ]
    var compared = 0
    for (identifier, foundation, locale) in cases {
      let calendar = try GridCalendar(identifier, locale: GridLocale(locale), source: .icu)
      let names = try CalendarNames(for: calendar)
      var month = try calendar.month(containing: day("2023-01-01"))
      for _ in 0..<30 {
        // The middle day: well inside the month whichever library's month boundaries apply.
        let middle = month.firstDay.advanced(by: month.length / 2)
        for (form, pattern) in [
          (CalendarNames.MonthNameForm.standalone, "LLLL"), (.format, "MMMM"),
        ]
        where identifier != .dangi {
          let ours = names.monthName(for: month, form: form)
          let theirs = foundationName(
            middle, locale: locale, calendar: foundation, pattern: pattern)
          #expect(
            ours == theirs || Self.cldrVersionDifferences[ours] == theirs,
            "\(identifier) \(locale) \(month.year)-\(month.month) \(form)")
          compared += 1
        }
        #expect(!names.monthName(for: month).isEmpty)
        month = try calendar.month(after: month)
      }
    }
    #expect(compared > 400)
  }
}
