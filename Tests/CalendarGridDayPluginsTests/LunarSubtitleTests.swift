import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridSources

/// Korea's holidays are tested with the holidays module (CalendarGridHolidaysTests).
@Suite("Lunar subtitles")
struct LunarSubtitleTests {
  @Test(
    "Lunar subtitles agree with Foundation's Chinese calendar and ICU's Dangi, 2024-2026",
    arguments: KoreanConfiguration.available)
  func lunarSubtitles(_ configuration: KoreanConfiguration) throws {
    try configuration.run { source in try lunarSubtitles(source: source) }
  }

  func lunarSubtitles(source: CalendarDataSource) throws {
    let dangi = try GridCalendar(.dangi, locale: GridLocale("ko_KR", source: source))
    let subtitle = try AlternateCalendarSubtitle(calendar: dangi)
    #expect(subtitle.label(for: day("2024-02-10")) == "1.1")
    #expect(subtitle.label(for: day("2023-03-22")) == "윤2.1")
    let chinese = try AlternateCalendarSubtitle(
      calendar: GridCalendar(.chinese, locale: GridLocale("zh_CN", source: source)))
    #expect(chinese.label(for: day("2023-03-22")) == "闰2.1")
    #expect(
      try AlternateCalendarSubtitle(calendar: dangi, style: .numericMonthOnFirstDay).label(
        for: day("2023-03-23")) == "2")
    let firstDays = try AlternateCalendarSubtitle(
      calendar: GridCalendar(.chinese, locale: GridLocale("zh_CN", source: source)),
      style: .numericMonthOnFirstDay)
    var reference = Foundation.Calendar(identifier: .chinese)
    reference.timeZone = TimeZone(identifier: "Asia/Shanghai")!
    let gregorian = try GridCalendar(.gregorian, locale: GridLocale("zh_CN", source: source))
    var month = try gregorian.month(year: 2024, month: 1)
    for _ in 0..<36 {
      let grid = gregorian.grid(for: month, plugins: DayPlugins(decorators: [chinese]))
      for (index, cell) in grid.enumerated() {
        // Noon in China's zone names the same lunar day as the whole civil day.
        let noon = Date(timeIntervalSince1970: Double(cell.day.daysSince1970) * 86_400 + 4 * 3600)
        let components = reference.dateComponents([.month, .day, .isLeapMonth], from: noon)
        let expected =
          "\(components.isLeapMonth == true ? "闰" : "")\(components.month!).\(components.day!)"
        #expect(Array(grid.decorations(at: index)) == [.subtitle(expected)], "\(cell.day)")
        // The month only on a month's first day: `闰2.1`, then `2`, `3`, ...
        #expect(
          firstDays.label(for: cell.day)
            == (components.day == 1 ? expected : "\(components.day!)"), "\(cell.day)")
      }
      month = try gregorian.month(after: month)
    }
    // Hebrew and Islamic dates by name.
    let hebrew = try AlternateCalendarSubtitle(
      calendar: GridCalendar(.hebrew, locale: GridLocale("en_US", source: source)), style: .named)
    #expect(hebrew.label(for: day("2024-10-03")) == "1 Tishri")
  }
}
