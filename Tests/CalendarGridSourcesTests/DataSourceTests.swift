import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridSources

/// The two data sources side by side: which sources a build has, their month tables over
/// 1900–2100 for every calendar (the comparisons need both, so they run only with the ICU trait),
/// and their names. Every difference is listed with its reason, so a new one fails.
@Suite("Data sources: ICU and Foundation")
struct DataSourceTests {
  static let tableCalendars = CalendarIdentifier.allCases.filter { !$0.isGregorianArithmetic }

  @Test("The build's sources, and an unavailable source is a typed error")
  func availability() throws {
    #expect(CalendarDataSource.allAvailable.first == .default)
    #expect(CalendarDataSource.foundation.isAvailable)
    #if ICU
      #expect(CalendarDataSource.default == .icu)
      #expect(CalendarDataSource.allAvailable == [.icu, .foundation])
    #else
      #expect(CalendarDataSource.default == .foundation)
      #expect(CalendarDataSource.allAvailable == [.foundation])
      let localeError = #expect(throws: DataSourceError.self) {
        try GridLocale("en_US", source: .icu)
      }
      guard let localeError, case .unavailable(.icu, _) = localeError else {
        Issue.record(
          "expected the icu source to be unavailable: \(String(describing: localeError))")
        return
      }
      let english = try GridLocale("en_US")
      #expect(throws: localeError) {
        try GridCalendar(.gregorian, locale: english, source: .icu)
      }
    #endif
    let locale = try GridLocale("ko_KR", source: .foundation)
    #expect(locale.dataSource == .foundation)
    let calendar = try GridCalendar(.dangi, locale: locale)
    #expect(calendar.dataSource == .foundation)
    #expect(try CalendarNames(for: calendar).dataSource == .foundation)
  }

  @Test("The Foundation source fills every calendar's window", arguments: tableCalendars)
  func foundationTables(_ identifier: CalendarIdentifier) throws {
    let tables = try MonthTableRegistry.shared.tables(for: identifier, source: .foundation)
    #expect(tables.window.entries.count > 2400)
    #expect(tables.supportedDays.lowerBound <= (try Day(year: 2, month: 1, day: 1)))
    #expect(tables.supportedDays.upperBound >= (try Day(year: 9998, month: 12, day: 31)))
  }

  #if ICU
    /// Every month of 1900–2100 where the two sources' tables differ, by calendar, month (as
    /// the tests name months) and the fields that differ, with the reason.
    /// Months whose own fields agree but whose neighbour differs (so its day numbers before or
    /// after the month do) are listed too.
    /// None: Chinese, Dangi and the astronomical Islamic calendars read the shipped year tables
    /// with both sources, the arithmetic calendars and Hebrew are Swift rules, and the others
    /// agree.
    static let tableDifferences: [String: String] = [:]

    @Test(
      "Both sources' tables agree over 1900–2100 except where listed", arguments: tableCalendars)
    func tablesAgree(_ identifier: CalendarIdentifier) throws {
      let icu = try MonthTableRegistry.shared.tables(for: identifier, source: .icu).window
      let foundation = try MonthTableRegistry.shared.tables(for: identifier, source: .foundation)
        .window
      let start = try Day(year: 1900, month: 1, day: 1)
      let end = try Day(year: 2100, month: 12, day: 31)
      var differences: [String] = []
      var index = icu.index(containing: start)
      var count = 0
      var bound = LoopBound(14 * 202, "table months of \(identifier) 1900–2100")
      while index < icu.entries.count, icu.month(at: index).firstDay <= end, bound.next() {
        let month = icu.month(at: index)
        let other = foundation.month(at: foundation.index(containing: month.firstDay))
        if other != month {
          var fields: [String] = []
          if other.firstDay != month.firstDay { fields.append("first day \(other.firstDay)") }
          if other.length != month.length { fields.append("length \(other.length)") }
          if other.month != month.month || other.isLeapMonth != month.isLeapMonth {
            fields.append("month \(other.month)\(other.isLeapMonth ? "L" : "")")
          }
          if other.year != month.year || other.extendedYear != month.extendedYear {
            fields.append("year \(other.year)")
          }
          if other.era != month.era || other.eraYear != month.eraYear {
            fields.append("era \(other.era) year \(other.eraYear)")
          }
          if other.ordinal != month.ordinal || other.monthsInYear != month.monthsInYear {
            fields.append("ordinal \(other.ordinal)/\(other.monthsInYear)")
          }
          // Equal months may still differ in a neighbour's length (kept for grids' leading and
          // trailing day numbers): that is the neighbour's difference, listed under its name.
          if !fields.isEmpty {
            differences.append(
              "\(CalendarTestSupport.name(month)): \(fields.joined(separator: ", "))")
          }
        }
        index += 1
        count += 1
      }
      #expect(count > 2400)
      let found = Set(differences.map { String($0.split(separator: ":")[0]) })
      let listed = Set(
        Self.tableDifferences.keys.filter { $0.hasPrefix(identifier.rawValue + " ") })
      let unexpected = differences.filter { !listed.contains(String($0.split(separator: ":")[0])) }
      #expect(unexpected.isEmpty, "new differences between the sources: \(unexpected)")
      #expect(listed.subtracting(found).isEmpty, "listed but gone: \(listed.subtracting(found))")
    }
  #endif
}
