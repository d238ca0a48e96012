import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore

@Suite("Gregorian month grids")
struct GregorianGridTests {
  /// The facts Foundation gives for one month: its first day, length, the previous month's
  /// length, and for each first weekday the start of the first week and the number of weeks.
  struct FoundationMonth {
    var first: Day
    var length: Int
    var previousLength: Int
    var weekStarts: [Day]  // index firstWeekday - 1
    var weekCounts: [Int]
  }

  static let references = (1...7).map { Reference.calendar(.gregorian, firstWeekday: $0) }

  /// A Gregorian calendar from a region's CLDR week rules, made by the core alone (no data
  /// source): the grids below depend only on the week rules.
  static func gregorian(
    _ region: String, firstWeekday: Weekday? = nil, cutover: GregorianCutover = .julianUntil1582
  ) throws -> GridCalendar {
    var rules = try WeekRules(region: region)
    if let firstWeekday {
      rules = try WeekRules(
        firstWeekday: firstWeekday, minimumDaysInFirstWeek: rules.minimumDaysInFirstWeek,
        weekend: rules.weekend)
    }
    return try GridCalendar(.gregorian, weekRules: rules, cutover: cutover)
  }

  static func foundationMonth(year: Int, month: Int) throws -> FoundationMonth {
    let reference = references[0]
    let firstDate = try #require(
      reference.date(from: DateComponents(year: year, month: month, day: 1)))
    let length = try #require(reference.range(of: .day, in: .month, for: firstDate)).count
    let previousDate = try #require(reference.date(byAdding: .day, value: -1, to: firstDate))
    let previousLength = try #require(reference.range(of: .day, in: .month, for: previousDate))
      .count
    var starts: [Day] = []
    var counts: [Int] = []
    for calendar in references {
      let week = try #require(calendar.dateInterval(of: .weekOfYear, for: firstDate))
      starts.append(Reference.day(week.start))
      counts.append(
        try #require(calendar.range(of: .weekOfMonth, in: .month, for: firstDate)).count)
    }
    return FoundationMonth(
      first: Reference.day(firstDate), length: length, previousLength: previousLength,
      weekStarts: starts, weekCounts: counts)
  }

  @Test("Every month 1583-2400, every first weekday, both row policies, against Foundation")
  func everyMonthAgainstFoundation() throws {
    let calendars = try Weekday.allCases.map {
      try Self.gregorian("US", firstWeekday: $0)
    }
    var grids = 0
    // Plain checks in the loops (one #expect per cell would dominate the run), and the test
    // stops at the first 20 failures.
    var failures = FailureLog()
    months: for year in 1583...2400 {
      for monthNumber in 1...12 {
        if failures.isFull { break months }
        let expected = try Self.foundationMonth(year: year, month: monthNumber)
        for calendar in calendars {
          let month = try calendar.month(year: year, month: monthNumber)
          let name = "\(year)-\(monthNumber) first \(calendar.weekRules.firstWeekday)"
          failures.check(month.firstDay == expected.first, "\(name): first day \(month.firstDay)")
          failures.check(month.length == expected.length, "\(name): length \(month.length)")
          let index = calendar.weekRules.firstWeekday.rawValue - 1
          for policy in RowPolicy.allCases {
            let grid = calendar.grid(for: month, rows: policy)
            grids += 1
            failures.check(
              grid.firstDay == expected.weekStarts[index], "\(name) \(policy): \(grid.firstDay)")
            failures.check(
              grid.rowCount == (policy == .fixed ? 6 : expected.weekCounts[index]),
              "\(name) \(policy): \(grid.rowCount) rows")
            // The fixed grid's cells include the variable grid's: check cells once.
            guard policy == .fixed else { continue }
            // Every cell: consecutive days; day numbers from the previous month, this one and
            // the next, as Foundation's lengths give them.
            var inMonth = 0
            for (position, cell) in grid.enumerated() {
              let offset = expected.first.distance(to: cell.day)
              failures.check(
                cell.day == grid.firstDay.advanced(by: position)
                  && cell.weekday == cell.day.weekday,
                "\(name) cell \(position) day: \(cell)")
              let expectedNumber =
                offset < 0
                ? expected.previousLength + 1 + offset
                : (offset < expected.length ? offset + 1 : offset - expected.length + 1)
              failures.check(
                cell.dayOfMonth == expectedNumber
                  && cell.isInMonth == (0..<expected.length).contains(offset),
                "\(name) cell \(position): \(cell)")
              if cell.isInMonth { inMonth += 1 }
            }
            failures.check(inMonth == expected.length, "\(name): \(inMonth) days in the month")
            failures.check(
              grid.monthCells.count == expected.length,
              "\(name): \(grid.monthCells.count) month cells")
          }
        }
      }
    }
    failures.expectNone()
    #expect(failures.isFull || grids == 818 * 12 * 7 * 2)
  }

  @Test("Every day of sample months matches Foundation's day of month, cutover included")
  func cellsAgainstFoundation() throws {
    let reference = Reference.calendar(.gregorian)
    let calendar = try Self.gregorian("DE")
    let months = [
      (1000, 2), (1500, 2), (1582, 9), (1582, 10), (1582, 11), (1600, 2), (1700, 2),
      (1900, 2), (2000, 2), (2024, 2), (2024, 12), (9999, 12),
    ]
    for (year, monthNumber) in months {
      let month = try calendar.month(year: year, month: monthNumber)
      for cell in calendar.grid(for: month, rows: .fixed) {
        let components = reference.dateComponents([.day, .month], from: Reference.date(cell.day))
        #expect(components.day == cell.dayOfMonth, "\(year)-\(monthNumber) \(cell.day)")
        #expect((components.month == monthNumber) == cell.isInMonth)
      }
    }
  }

  @Test("October 1582 has 21 days, numbered 1-4 and 15-31")
  func cutoverMonth() throws {
    let calendar = try Self.gregorian("US")
    let october = try calendar.month(year: 1582, month: 10)
    #expect(october.length == 21)
    #expect(october.firstDay.julian == (1582, 10, 1))
    #expect(october.firstDay.weekday == .monday)
    let numbers = october.days.map { october.dayNumber(of: $0) }
    #expect(numbers == Array(1...4) + Array(15...31))
    #expect(october.day(numbered: 10) == nil)
    #expect(october.day(numbered: 15) == (try Day(year: 1582, month: 10, day: 15)))
    let september = try calendar.grid(for: calendar.month(year: 1582, month: 9), rows: .fixed)
    #expect(september.suffix(7).map(\.dayOfMonth) == [30, 1, 2, 3, 4, 15, 16])
    let november = try calendar.grid(for: calendar.month(year: 1582, month: 11))
    // 1582-11-01 was a Monday: one leading day, October's last (the 31st).
    #expect(november.prefix(3).map(\.dayOfMonth) == [31, 1, 2])
    // The proleptic form has an ordinary October.
    let proleptic = try Self.gregorian("US", cutover: .proleptic)
    #expect(try proleptic.month(year: 1582, month: 10).length == 31)
    #expect(try proleptic.month(year: 1500, month: 2).length == 28)
    #expect(try calendar.month(year: 1500, month: 2).length == 29)
  }

  @Test("Navigation walks months in order")
  func navigation() throws {
    let calendar = try Self.gregorian("KR")
    var month = try calendar.month(year: 2023, month: 11)
    for _ in 0..<30 {
      let next = try calendar.month(after: month)
      #expect(next.firstDay == month.lastDay.advanced(by: 1))
      #expect(try calendar.month(before: next) == month)
      month = next
    }
    #expect(month.year == 2026 && month.month == 5)
    #expect(try calendar.month(month, offsetBy: -30) == calendar.month(year: 2023, month: 11))
    #expect(
      try calendar.month(containing: day("2024-02-29")) == calendar.month(year: 2024, month: 2))
    #expect(try calendar.months(inYearOf: month).map(\.month) == Array(1...12))
  }

  @Test("Week grid and year grids")
  func weekAndYear() throws {
    let calendar = try Self.gregorian("DE")
    let week = try calendar.weekStrip(containing: day("2024-03-01"), today: day("2024-02-27"))
    #expect(week.map(\.dayOfMonth) == [26, 27, 28, 29, 1, 2, 3])
    #expect(week.map(\.isInMonth) == [false, false, false, false, true, true, true])
    #expect(week[1].isToday && !week[0].isToday)
    #expect(week.weekOfYear == 9)
    let year = try calendar.yearGrids(containing: calendar.month(year: 2024, month: 5))
    #expect(year.count == 12)
    #expect(year.map(\.month.length).reduce(0, +) == 366)
  }

  @Test("Grid cells carry today, weekends and stable identities")
  func cellFlags() throws {
    let calendar = try Self.gregorian("EG")
    let grid = calendar.grid(
      for: try calendar.month(year: 2024, month: 3), rows: .variable, today: day("2024-03-05"))
    #expect(grid.firstWeekday == .saturday)
    #expect(grid.first?.day == day("2024-02-24"))
    #expect(grid.filter(\.isToday).map(\.day) == [day("2024-03-05")])
    #expect(
      grid.filter(\.isWeekend).allSatisfy { $0.weekday == .friday || $0.weekday == .saturday })
    #expect(grid.filter(\.isWeekend).count == grid.rowCount * 2)
    #expect(Set(grid.map(\.id)).count == grid.count)
    // Rebuilding gives the same identities: a diffable data source sees no change.
    let again = calendar.grid(
      for: try calendar.month(year: 2024, month: 3), rows: .variable, today: day("2024-03-05"))
    #expect(again.map(\.id) == grid.map(\.id))
    #expect(grid.index(of: day("2024-03-05")) == 10)
    #expect(grid.weeks.allSatisfy { $0.count == 7 })
  }

  @Test("A grid's and a month's ends, and today on the first and last cell but not outside")
  func todayAtTheGridsEdges() throws {
    for locale in ["KR", "DE", "EG"] {
      let calendar = try Self.gregorian(locale)
      var month = try calendar.month(year: 2023, month: 11)
      for _ in 0..<14 {
        for rows in RowPolicy.allCases {
          let plain = calendar.grid(for: month, rows: rows)
          let first = plain.firstDay
          let last = first.advanced(by: plain.count - 1)
          #expect(plain.lastDay == last && plain[plain.count - 1].day == last)
          for today in [first, last] {
            let grid = calendar.grid(for: month, rows: rows, today: today)
            #expect(grid.filter(\.isToday).map(\.day) == [today], "\(locale) \(month) \(today)")
            #expect(grid.todayCell?.day == today)
          }
          for today in [first.advanced(by: -1), last.advanced(by: 1)] {
            let grid = calendar.grid(for: month, rows: rows, today: today)
            #expect(!grid.contains(where: \.isToday) && grid.todayCell == nil, "\(today)")
          }
        }
        // The month's own ends: its first and last day are in it, the days around it are not.
        #expect(month.contains(month.firstDay) && month.contains(month.lastDay))
        #expect(month.lastDay == month.firstDay.advanced(by: month.length - 1))
        #expect(!month.contains(month.firstDay.advanced(by: -1)))
        #expect(!month.contains(month.lastDay.advanced(by: 1)))
        month = try calendar.month(after: month)
      }
    }
  }
}
