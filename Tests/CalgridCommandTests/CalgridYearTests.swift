import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalgridCommand

/// `calgrid YEAR` and `calgrid MONTH YEAR`, as `cal 2024` and `cal 3 2024`: the year's months
/// checked against Foundation's calendar (which months, where each starts, how long it is, which
/// weekday it starts on, its name), and the text laid out three months across in display columns.
@Suite("calgrid year and month-year forms")
struct CalgridYearTests {
  static let environment = Calgrid.Environment(
    now: Date(timeIntervalSince1970: 1_709_251_200), timeZone: TimeZone(identifier: "GMT")!,
    isTerminal: false)

  struct Run {
    var status: Int32
    var output: String
    var errors: String
  }

  static func run(_ arguments: [String]) -> Run {
    var output = ""
    var errors = ""
    let status = Calgrid.run(
      arguments + ["--color", "never", "--today", "1900-01-01"], environment: environment,
      output: &output, errors: &errors)
    return Run(status: status, output: output, errors: errors)
  }

  /// A year in a calendar and locale, with a Gregorian day inside it: Foundation finds the year
  /// from that day, not from anything calgrid computes.
  struct Case: Sendable, CustomTestStringConvertible {
    var calendar: String
    var foundation: Calendar.Identifier
    var locale: String
    var year: Int
    /// A day inside the year, as (year, month, day) in the Gregorian calendar.
    var inside: (Int, Int, Int)
    var months: Int
    var testDescription: String { "\(calendar) \(year) in \(locale)" }
  }

  static let cases: [Case] = [
    Case(
      calendar: "gregorian", foundation: .gregorian, locale: "en_US", year: 2024,
      inside: (2024, 6, 1), months: 12),
    Case(
      calendar: "gregorian", foundation: .gregorian, locale: "ko_KR", year: 2025,
      inside: (2025, 6, 1), months: 12),
    Case(
      calendar: "gregorian", foundation: .gregorian, locale: "de_DE", year: 2026,
      inside: (2026, 6, 1), months: 12),
    // 2020 has a leap 4th month (閏四月): 13 months, from 2020-01-25 to 2021-02-11. (zh_TW: the
    // system ICU and Foundation carry CLDR versions that disagree on zh_CN's first weekday.)
    Case(
      calendar: "chinese", foundation: .chinese, locale: "zh_TW", year: 2020,
      inside: (2020, 7, 1), months: 13),
    Case(
      calendar: "chinese", foundation: .chinese, locale: "en_US", year: 2024,
      inside: (2024, 7, 1), months: 12),
    // 5784 is a leap year: Adar I and Adar II, 13 months from 2023-09-16.
    Case(
      calendar: "hebrew", foundation: .hebrew, locale: "he_IL", year: 5784,
      inside: (2024, 3, 1), months: 13),
    Case(
      calendar: "hebrew", foundation: .hebrew, locale: "en_US", year: 5785,
      inside: (2025, 3, 1), months: 12),
    Case(
      calendar: "islamic-civil", foundation: .islamicCivil, locale: "ar_SA", year: 1445,
      inside: (2024, 1, 1), months: 12),
    Case(
      calendar: "persian", foundation: .persian, locale: "fa_IR", year: 1403,
      inside: (2024, 6, 1), months: 12),
  ]

  /// Foundation's months of the year containing `inside`: each first day (ISO 8601), length
  /// and weekday (1 = Sunday), and the locale's first weekday.
  static func foundationMonths(_ test: Case) throws -> (
    months: [(start: String, length: Int, weekday: Int, date: Date)], firstWeekday: Int
  ) {
    var calendar = Calendar(identifier: test.foundation)
    calendar.timeZone = try #require(TimeZone(identifier: "GMT"))
    calendar.locale = Locale(identifier: test.locale)
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = calendar.timeZone
    let day = try #require(
      gregorian.date(
        from: DateComponents(year: test.inside.0, month: test.inside.1, day: test.inside.2)))
    let year = try #require(calendar.dateInterval(of: .year, for: day))
    let iso = DateFormatter()
    iso.calendar = gregorian
    iso.timeZone = calendar.timeZone
    iso.locale = Locale(identifier: "en_US_POSIX")
    iso.dateFormat = "yyyy-MM-dd"
    var starts: [Date] = []
    var date = year.start
    // At most 390 days: no calendar's year is longer.
    for _ in 0..<390 where date < year.end {
      if calendar.component(.day, from: date) == 1 { starts.append(date) }
      date = try #require(calendar.date(byAdding: .day, value: 1, to: date))
    }
    starts.append(year.end)
    let months = zip(starts, starts.dropFirst()).map { start, next in
      (
        start: iso.string(from: start),
        length: Int((next.timeIntervalSince(start) / 86_400).rounded()),
        weekday: calendar.component(.weekday, from: start), date: start
      )
    }
    // The locale's first day from CLDR's week data, as Foundation's `Locale` reads it.
    let weekdays: [Locale.Weekday] = [
      .sunday, .monday, .tuesday, .wednesday, .thursday, .friday, .saturday,
    ]
    let first = Locale(identifier: test.locale).firstDayOfWeek
    return (months, (weekdays.firstIndex(of: first) ?? 0) + 1)
  }

  struct Grid: Decodable {
    struct Cell: Decodable {
      var date: String
      var inMonth: Bool
      var weekday: Int
    }
    var year: Int
    var monthLength: Int
    var firstWeekday: Int
    var weeks: [[Cell]]
  }
  struct Document: Decodable { var grids: [Grid] }

  @Test(
    "A year as JSON has Foundation's months: their count, first days, lengths, weekdays",
    arguments: cases)
  func yearMatchesFoundation(_ test: Case) throws {
    let run = Self.run([
      String(test.year), "--calendar", test.calendar, "--locale", test.locale, "--format", "json",
    ])
    #expect(run.status == 0, "\(run.errors)")
    let document = try JSONDecoder().decode(Document.self, from: Data(run.output.utf8))
    let expected = try Self.foundationMonths(test)
    #expect(expected.months.count == test.months, "Foundation's year: \(expected.months.count)")
    #expect(document.grids.count == expected.months.count)
    for (grid, month) in zip(document.grids, expected.months) {
      let days = grid.weeks.flatMap { $0 }.filter(\.inMonth)
      #expect(days.first?.date == month.start, "\(test.calendar) month from \(month.start)")
      #expect(grid.monthLength == month.length, "\(month.start)")
      #expect(days.count == month.length, "\(month.start)")
      #expect(days.first?.weekday == month.weekday, "\(month.start)")
      #expect(grid.year == test.year, "\(month.start)")
      // The first day sits in the column of its weekday, counted from the locale's first.
      let column = grid.weeks.first?.firstIndex { $0.inMonth }
      #expect(column == (month.weekday - expected.firstWeekday + 7) % 7, "\(month.start)")
      #expect(grid.firstWeekday == expected.firstWeekday)
    }
  }

  /// Terminal columns a character takes, from Unicode's East Asian Width (wide: Hangul, CJK,
  /// kana, full-width forms) and zero for combining marks: an implementation of the test's own.
  static func columns(_ character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    let wide: [ClosedRange<UInt32>] = [
      0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60,
    ]
    if scalar.properties.generalCategory == .nonspacingMark { return 0 }
    return wide.contains { $0.contains(scalar.value) } ? 2 : 1
  }

  /// The characters of a line that start in display columns `range`, as a string.
  static func slice(_ line: Substring, _ range: Range<Int>) -> String {
    var column = 0
    var result = ""
    for character in line {
      if range.contains(column) { result.append(character) }
      column += columns(character)
    }
    return result
  }

  static func width(_ text: Substring) -> Int { text.reduce(0) { $0 + columns($1) } }

  @Test(
    "A year as text is three months across like cal 2024, day columns aligned in display columns",
    arguments: cases)
  func yearLayout(_ test: Case) throws {
    let run = Self.run([String(test.year), "--calendar", test.calendar, "--locale", test.locale])
    #expect(run.status == 0, "\(run.errors)")
    let expected = try Self.foundationMonths(test)
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.last == "", "ends with a newline")
    let groups = lines.dropFirst(2).dropLast().split(
      separator: "", omittingEmptySubsequences: false)
    #expect(groups.count == (test.months + 2) / 3, "\(run.output)")
    // Months side by side, two columns apart, each seven columns one apart: the width of a
    // full row's weekday header line gives a month's width and a column's.
    let across = min(3, test.months)
    let gap = 2
    let headerWidth = Self.width(try #require(groups.first?.dropFirst().first))
    let blockWidth = (headerWidth - gap * (across - 1)) / across
    let columnWidth = (blockWidth - 6) / 7
    #expect(blockWidth * across + gap * (across - 1) == headerWidth)
    #expect(columnWidth * 7 + 6 == blockWidth && columnWidth >= 2, "\(blockWidth)")
    let rowWidth = headerWidth
    // The heading: the year, centered over the row of months.
    let heading = try #require(lines.first)
    #expect(heading.trimmingCharacters(in: .whitespaces).count > 0)
    #expect(abs(Self.width(heading) * 2 - Self.width(heading.drop { $0 == " " }) - rowWidth) <= 1)
    let digits = Locale(identifier: test.locale).numberingSystem
    if digits.identifier == "latn" {
      #expect(heading.trimmingCharacters(in: .whitespaces) == String(test.year))
    }
    for (index, month) in expected.months.enumerated() {
      let group = try #require(groups.dropFirst(index / 3).first.map(Array.init))
      let offset = (index % 3) * (blockWidth + gap)
      let block = offset..<(offset + blockWidth)
      let title = Self.slice(group[0], block).trimmingCharacters(in: .whitespaces)
      #expect(!title.isEmpty, "month \(index + 1) has a title")
      if test.calendar == "gregorian" {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: test.locale)
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "LLLL"
        #expect(title == formatter.string(from: month.date), "\(month.start)")
        // CLDR's short weekday names (`EEEEEE`: Su, 일, So.) head the columns.
        formatter.dateFormat = "EEEEEE"
        let weekday = formatter.string(from: month.date)
        let column = (month.weekday - expected.firstWeekday + 7) % 7
        let start = offset + (columnWidth + 1) * column
        let header = Self.slice(group[1], start..<(start + columnWidth))
        #expect(header.trimmingCharacters(in: .whitespaces) == weekday, "\(month.start)")
      }
      // Day 1 in its weekday's column, the last day in its own, nothing after it in the block.
      for (day, position) in [
        (1, (month.weekday - expected.firstWeekday + 7) % 7),
        (month.length, (month.weekday - expected.firstWeekday + 7) % 7 + month.length - 1),
      ] {
        let row = 2 + position / 7
        let line = try #require(group.dropFirst(row).first, "\(month.start): row \(row)")
        let start = offset + (columnWidth + 1) * (position % 7)
        let cell = Self.slice(line, start..<(start + columnWidth))
        #expect(
          cell.trimmingCharacters(in: .whitespaces) == String(day) || digits.identifier != "latn",
          "\(month.start) day \(day): '\(cell)' in\n\(group.joined(separator: "\n"))")
        #expect(!cell.trimmingCharacters(in: .whitespaces).isEmpty, "\(month.start) day \(day)")
        if day == month.length {
          let after = Self.slice(line, (start + columnWidth)..<(offset + blockWidth))
          #expect(after.allSatisfy { $0 == " " }, "\(month.start): '\(after)'")
          for later in group.dropFirst(row + 1) {
            #expect(Self.slice(later, block).allSatisfy { $0 == " " }, "\(month.start)")
          }
        }
      }
    }
  }

  @Test("calgrid MONTH YEAR is calgrid YYYY-MM, and YEAR with a format gives all its grids")
  func monthYearForm() throws {
    for (pair, joined) in [
      (["3", "2024"], "2024-03"), (["12", "1999"], "1999-12"),
      (["4L", "2020", "--calendar", "chinese"], "2020-04L"),
    ] {
      let extra = Array(pair.dropFirst(2))
      let spaced = Self.run(Array(pair.prefix(2)) + extra + ["--locale", "en_US"])
      let dashed = Self.run([joined] + extra + ["--locale", "en_US"])
      #expect(spaced.status == 0, "\(pair): \(spaced.errors)")
      #expect(spaced.output == dashed.output, "\(pair)")
    }
    let march = Self.run(["3", "2024", "--locale", "en_US"])
    #expect(march.output.hasPrefix("     March 2024\nSu Mo Tu We Th Fr Sa\n"))
    for (format, marker) in [("html", "<figure"), ("svg", "<g transform")] {
      let year = Self.run(["5784", "--calendar", "hebrew", "--locale", "he_IL", "-f", format])
      #expect(year.status == 0, "\(format): \(year.errors)")
      #expect(year.output.components(separatedBy: marker).count - 1 == 13, "\(format)")
    }
  }

  @Test("calgrid --calendar vietnamese 2 2030 shows the second Vietnamese month of 2030")
  func vietnameseMonth() throws {
    // Tết 2030 is on Saturday 2 February in Vietnam (a day before China's); the first month
    // has 30 days, so the second begins on Monday 4 March; it has 30 too (lunar-vn agrees:
    // 2030-04-02 is its 30th day).
    let run = Self.run(["--calendar", "vietnamese", "2", "2030", "--locale", "en_US"])
    #expect(run.status == 0, "\(run.errors)")
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count >= 7)
    #expect(lines.dropFirst().first == "Su Mo Tu We Th Fr Sa")
    #expect(lines.dropFirst(2).first == "    1  2  3  4  5  6")
    #expect(lines.dropFirst(6).first == "28 29 30")
    let first = Self.run(["--calendar", "vietnamese", "1", "2030", "--locale", "en_US"])
    #expect(first.output.split(separator: "\n").dropFirst(2).first == "                   1")
    let chinese = Self.run(["--calendar", "chinese", "1", "2030", "--locale", "en_US"])
    #expect(chinese.output.split(separator: "\n").dropFirst(2).first == " 1  2  3  4  5  6  7")
    // The lunar subtitle is the Vietnamese date for Vietnamese locales.
    let decorated = Self.run([
      "--calendar", "gregorian", "2030-02", "--locale", "vi_VN", "--decorate", "lunar",
      "--format", "json",
    ])
    #expect(decorated.status == 0, "\(decorated.errors)")
    #expect(decorated.output.contains("\"12.29\""))
    #expect(!decorated.output.contains("\"12.30\""))
  }

  @Test(
    "Bad years and months are exit status 2 with a message naming the problem",
    arguments: [
      (["13", "2024"], "month 13"), (["0"], "year 0"), (["-5"], "year -5"),
      (["2024", "3"], "'2024' as a month"), (["1000001"], "1000001"),
      (["3000", "--calendar", "hebrew"], "3762"), (["2024", "--months", "2"], "--months"),
      (["2024", "--containing", "2024-03-01"], "not both"), (["3", "2024", "5"], "'5'"),
      (["99999999999999999999"], "99999999999999999999"),
      (["6", "5785", "-c", "hebrew"], "month 6"),
    ])
  func badInput(arguments: [String], mention: String) {
    let run = Self.run(arguments)
    #expect(run.status == 2)
    #expect(run.errors.contains(mention), "\(run.errors)")
    #expect(run.errors.contains("calgrid --help"))
    #expect(run.output.isEmpty)
  }
}
