import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridSources

/// Published dates from the fixture (pyluach, hijridate, persiantools, KASI, HKO, convertdate),
/// Japanese era changes, and the published tables' joins with ICU.
@Suite("Calendars against published dates")
struct CalendarPublishedDatesTests {
  /// (fixture key, calendar, month number, day of month); the fixture's keys are the calendar's
  /// own year (related Gregorian year for Seollal, Chuseok and Chinese New Year).
  static let holidays: [(String, CalendarIdentifier, Int, Int)] = [
    ("roshHashanah", .hebrew, 1, 1),
    ("ramadan1", .islamicUmmAlQura, 9, 1),
    ("nowruz", .persian, 1, 1),
    ("seollal", .dangi, 1, 1),
    ("chuseok", .dangi, 8, 15),
    ("chineseNewYear", .chinese, 1, 1),
    ("copticNewYear", .coptic, 1, 1),
    ("copticNewYear", .ethiopic, 1, 1),
    ("indianNewYear", .indian, 1, 1),
  ]

  /// Years whose 1 Ramadan ICU's Umm al-Qura table (libicu 72 and Foundation's ICU agree) puts
  /// elsewhere than hijridate's copy of the official Umm al-Qura tables: ICU's day, by AH year.
  /// CalendarGrid follows the published calendar (`PublishedUmmAlQuraTable`) in these years.
  static let ummAlQuraDifferences: [Int: String] = [
    1357: "1938-10-25",
    1360: "1941-09-23",
    1361: "1942-09-12",
    1362: "1943-09-01",
    1363: "1944-08-20",
    1364: "1945-08-09",
    1365: "1946-07-30",
    1367: "1948-07-08",
    1368: "1949-06-27",
    1376: "1957-04-02",
    1377: "1958-03-22",
    1380: "1961-02-17",
    1381: "1962-02-06",
    1382: "1963-01-27",
    1383: "1964-01-16",
    1384: "1965-01-04",
    1385: "1965-12-24",
    1386: "1966-12-14",
    1387: "1967-12-03",
    1388: "1968-11-22",
    1389: "1969-11-12",
    1391: "1971-10-21",
    1392: "1972-10-09",
    1393: "1973-09-28",
    1394: "1974-09-18",
    1395: "1975-09-07",
    1396: "1976-08-27",
    1397: "1977-08-17",
    1398: "1978-08-06",
    1399: "1979-07-26",
    1400: "1980-07-14",
    1401: "1981-07-03",
    1402: "1982-06-23",
    1404: "1984-06-01",
    1405: "1985-05-21",
    1406: "1986-05-10",
    1408: "1988-04-18",
    1410: "1990-03-28",
    1411: "1991-03-18",
    1412: "1992-03-06",
    1413: "1993-02-23",
    1414: "1994-02-12",
    1415: "1995-02-01",
    1416: "1996-01-22",
    1418: "1997-12-31",
    1419: "1998-12-20",
    1453: "2031-12-16",
    1458: "2036-10-21",
    1462: "2040-09-08",
    1467: "2045-07-16",
    1469: "2047-06-25",
    1470: "2048-06-13",
    1473: "2051-05-12",
    1477: "2055-03-30",
    1478: "2056-03-18",
    1479: "2057-03-07",
    1482: "2060-02-04",
    1487: "2064-12-10",
    1490: "2067-11-09",
    1491: "2068-10-28",
    1492: "2069-10-17",
    1493: "2070-10-06",
    1495: "2072-09-14",
    1497: "2074-08-24",
  ]

  @Test("Fixture holidays fall where published", arguments: holidays.indices)
  func holiday(_ index: Int) throws {
    let (key, identifier, monthNumber, dayNumber) = Self.holidays[index]
    let dates = try #require(CalendarTestSupport.publishedDates[key])
    #expect(dates.count > 100)
    let calendar = try GridCalendar(identifier, locale: GridLocale("en_US"))
    for (yearText, iso) in dates {
      var year = try #require(Int(yearText))
      // Ethiopic new year is Coptic's; the Ethiopic year is the Coptic year + 276.
      if identifier == .ethiopic { year += 276 }
      let month = try calendar.month(year: year, month: monthNumber)
      let day = try #require(month.day(numbered: dayNumber))
      if identifier == .islamicUmmAlQura, let icuDate = Self.ummAlQuraDifferences[year] {
        // ICU's own Umm al-Qura data puts this day elsewhere; the published calendar wins.
        #expect(day != (try Day(iso8601: icuDate)), "\(key) \(yearText): \(day)")
      }
      #expect(day == (try Day(iso8601: iso)), "\(key) \(yearText): \(day)")
      #expect(try calendar.month(containing: day) == month)
    }
  }

  @Test("Hebrew year starts from the molad rules match pyluach for 5660–5860")
  func hebrewRules() throws {
    let dates = try #require(CalendarTestSupport.publishedDates["roshHashanah"])
    for (yearText, iso) in dates {
      let year = try #require(Int(yearText))
      #expect(HebrewCalendarFiller.newYear(year) == Int(try Day(iso8601: iso).daysSince1970))
    }
    // Rosh Hashanah 5807 is 2046-10-01, so Heshvan 5806 has 29 days.
    let calendar = try GridCalendar(.hebrew, locale: GridLocale("he_IL"))
    #expect(try calendar.month(year: 5806, month: 2).length == 29)
    #expect(try calendar.month(year: 5807, month: 1).firstDay == Day(iso8601: "2046-10-01"))
  }

  @Test("The corrections of system ICU named in the issue")
  func corrections() throws {
    let chinese = try GridCalendar(.chinese, locale: GridLocale("zh_CN"))
    #expect(try chinese.month(year: 2027, month: 1).firstDay == Day(iso8601: "2027-02-06"))
    #expect(try chinese.month(year: 2030, month: 1).firstDay == Day(iso8601: "2030-02-03"))
    let dangi = try GridCalendar(.dangi, locale: GridLocale("ko_KR"))
    #expect(try dangi.month(year: 2017, month: 2).firstDay == Day(iso8601: "2017-02-26"))
  }

  @Test(
    "Published tables meet the source's months on a year boundary",
    arguments: CalendarDataSource.allAvailable)
  func publishedJoins(_ source: CalendarDataSource) throws {
    for identifier in [CalendarIdentifier.chinese, .dangi]
    where CalendarTestSupport.computesMonths(identifier, source: source) {
      let icu = try source.provider.monthFiller(for: identifier)
      let filler = PublishedLunarFiller(identifier: identifier, base: icu)
      for edge in [filler.publishedDays.lowerBound, filler.publishedDays.upperBound] {
        let records = try icu.months(containing: edge.advanced(by: -1), count: 2)
        #expect(records[0].endDay == edge, "\(identifier) \(edge)")
        #expect(records[1].month == 1 && !records[1].isLeapMonth, "\(identifier) \(edge)")
      }
      // Across the joins the table tiles with the source's months and keeps its year numbering.
      let calendar = try GridCalendar(identifier, locale: GridLocale("en_US", source: source))
      var month = try calendar.month(containing: filler.publishedDays.lowerBound.advanced(by: -400))
      for _ in 0..<30 {
        let next = try calendar.month(after: month)
        #expect(next.firstDay == month.lastDay.advanced(by: 1))
        month = next
      }
    }
  }

  @Test(
    "Published cycle years equal the source's era and year fields",
    arguments: CalendarDataSource.allAvailable)
  func cycleFields(_ source: CalendarDataSource) throws {
    for identifier in [CalendarIdentifier.chinese, .dangi]
    where CalendarTestSupport.computesMonths(identifier, source: source) {
      let icu = try source.provider.monthFiller(for: identifier)
      for related in [-2636, -2637, -1000, 1, 1900, 2024, 2100, 9000] {
        let (era, year) = PublishedLunarFiller.cycle(relatedYear: related)
        let day = try Day(year: related, month: 7, day: 1)
        let record = try #require(try icu.months(containing: day, count: 1).first)
        #expect(record.extendedYear + identifier.inputYearOffset == related)
        #expect(record.era == era && record.eraYear == year, "\(identifier) \(related)")
      }
    }
  }

  @Test("Japanese era changes: Heisei on 1989-01-08, Reiwa on 2019-05-01")
  func japaneseEras() throws {
    let calendar = try GridCalendar(.japanese, locale: GridLocale("ja_JP"))
    let foundation = CalendarTestSupport.foundationCalendar(.japanese)
    let names = try CalendarNames(for: calendar)
    for (iso, eraName) in [
      ("1989-01-07", "昭和"), ("1989-01-08", "平成"), ("2019-04-30", "平成"), ("2019-05-01", "令和"),
    ] {
      let day = try Day(iso8601: iso)
      #expect(names.fullDate(day).contains(eraName), "\(iso): \(names.fullDate(day))")
      let era = foundation.component(.era, from: CalendarTestSupport.date(day))
      let month = try calendar.month(containing: day)
      // A month takes the era of its first day.
      if month.firstDay == day { #expect(Int(month.era) == era) }
    }
    #expect(try calendar.month(year: 2019, month: 5).eraYear == 1)
    #expect(try calendar.month(year: 2019, month: 4).eraYear == 31)
    #expect(try calendar.month(year: 1989, month: 2).eraYear == 1)
    #expect(names.wideEraNames.contains("令和"))
  }
}
