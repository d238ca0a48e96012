import CalendarGridSourcesTestSupport
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridSources

/// The Vietnamese lunar date under each day: Tết as the Vietnamese calendars of those years
/// have it (python-holidays' dates), a day before China's in 2007 and 2030, and the 1985 leap
/// month that China's calendar does not have.
@Suite("Vietnamese lunar subtitles")
struct VietnameseSubtitleTests {
  @Test("Tết and leap months under each day", arguments: CalendarDataSource.allAvailable)
  func vietnameseSubtitles(_ source: CalendarDataSource) throws {
    let locale = try GridLocale("vi_VN", source: source)
    let vietnamese = try AlternateCalendarSubtitle(
      calendar: GridCalendar(.vietnamese, locale: locale))
    let chinese = try AlternateCalendarSubtitle(calendar: GridCalendar(.chinese, locale: locale))
    for (tet, eve) in [("2007-02-17", "2007-02-16"), ("2030-02-02", "2030-02-01")] {
      #expect(vietnamese.label(for: try Day(iso8601: tet)) == "1.1", "\(tet)")
      #expect(vietnamese.label(for: try Day(iso8601: eve)) == "12.29", "\(eve)")
      // China's new year is the next day; its 12th month has 30 days.
      #expect(chinese.label(for: try Day(iso8601: tet)) == "12.30", "\(tet)")
    }
    #expect(vietnamese.label(for: try Day(iso8601: "1985-01-21")) == "1.1")
    #expect(vietnamese.label(for: try Day(iso8601: "1985-03-21")) == "L2.1")
    #expect(chinese.label(for: try Day(iso8601: "1985-03-21")) == "2.1")
    // The grid's runs (1900-2100, made once) give what the label for one day gives.
    let gregorian = try GridCalendar(.gregorian, locale: locale)
    let february = try gregorian.month(year: 2030, month: 2)
    let grid = gregorian.grid(for: february, plugins: DayPlugins(decorators: [vietnamese]))
    for (index, cell) in grid.enumerated() {
      let label = try #require(vietnamese.label(for: cell.day))
      #expect(Array(grid.decorations(at: index)) == [.subtitle(label)], "\(cell.day)")
    }
  }
}
