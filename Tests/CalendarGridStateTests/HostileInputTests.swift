import CalendarGridHolidays
import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridSources
@testable import CalendarGridState

/// Hostile input to the library's public entry points: every bad value is a typed
/// ``CalendarGridError`` whose message names the problem, never a trap.
@Suite("Hostile input: library entry points")
struct HostileInputTests {
  /// Text that is not what it claims to be: invalid UTF-8 decoded lossily (U+FFFD), control
  /// characters, NUL, and very long strings.
  static let lossyUTF8 = String(decoding: [0x65, 0x6E, 0xFF, 0x5F, 0x55, 0x53], as: UTF8.self)
  static let overlong = String(repeating: "a", count: 158)
  static let huge = String(repeating: "en_US", count: 20_000)

  static let badLocales: [String] = [
    "", " ", overlong, huge, lossyUTF8, "xx_YY", "qq", "zz_ZZ", "en_QQ", "en_US@calendar=lunar",
    "en-US-u-ca-lunar", "en-US-u-fw-xyz", "de_DE@fw=monday", "en-US-u-rg-qqzzzz", "@", "_", "-",
    "=", ";", ".", "@calendar=gregorian", "en\u{0}US", "en US", "en\tUS", "en_US\n", "😀",
    "한국어", "en-", "-en", "en--US", "en-US-", "en-US-u", "en_US@calendar", "123", "x-private",
    "und_001", "root_US", "und-Latn", "und__POSIX",
    // Found by the fuzzer: ICU accepted these as variants that do not read back the same way.
    "en-US---@calendar=gregorian;fw=mon", "ko_KR@calenda--.r=dangi", "en_US_", "en_US@fw=mon.x",
    "en-US-u-ca-gregorian-ca-hebrew-junk-" + String(repeating: "x", count: 100),
  ]

  @Test("Bad locale identifiers are unknownLocale errors that say why", arguments: badLocales)
  func badLocale(_ identifier: String) {
    let error = #expect(throws: DataSourceError.self) { try GridLocale(identifier) }
    guard case .core(.unknownLocale(let shown, let reason))? = error else {
      Issue.record("\(identifier.prefix(40)): \(String(describing: error))")
      return
    }
    #expect(!reason.isEmpty)
    #expect(shown.count <= 64, "the message quotes at most 64 characters")
    #expect(error?.description.hasPrefix("unknown locale") == true)
  }

  @Test("Locale errors name the problem")
  func localeMessages() {
    func reason(_ identifier: String) -> String {
      do {
        _ = try GridLocale(identifier)
        return "accepted"
      } catch {
        return error.description
      }
    }
    #expect(reason("").contains("empty"))
    #expect(reason(Self.overlong).contains("longer than 156 bytes (ICU's ULOC_FULLNAME_CAPACITY"))
    #expect(reason(Self.lossyUTF8).contains("ASCII"))
    #expect(reason("xx_YY").contains("no data") || reason("xx_YY").contains("region"))
    #expect(reason("en_QQ").contains("'QQ' is not a region"))
    #expect(reason("en_US@calendar=lunar").contains("calendar keyword 'lunar'"))
  }

  static let badCalendarNames: [String] = [
    "", "Gregorian", "GREGORIAN", "gregorian ", " gregorian", "gregorian\u{0}", "Islamic-Civil",
    "islamic_civil", "islamic-umalqura-x", "hebrew;", "lunar", "julian", lossyUTF8, huge,
    "gregorian\n", "ｇｒｅｇｏｒｉａｎ",
  ]

  @Test("Calendar names in the wrong case or with junk are unknownCalendar errors")
  func badCalendarNames() {
    for name in Self.badCalendarNames {
      let error = #expect(throws: CalendarGridError.self) { try CalendarIdentifier(parsing: name) }
      guard case .unknownCalendar(let shown)? = error else {
        Issue.record("\(name.prefix(40)): \(String(describing: error))")
        continue
      }
      #expect(shown.count <= 64)
      #expect(error?.description.contains("valid calendars: gregorian") == true)
      #expect(throws: DataSourceError.core(.unknownCalendar(shown))) {
        try GridCalendar(calendar: name, locale: "en_US")
      }
    }
  }

  /// Every calendar: years at the `Int` extremes and just past the supported years, months 0,
  /// 13 (14 in Hebrew) and the `Int` extremes, and leap months where there are none.
  @Test(
    "month(year:month:) rejects bad years and months in every calendar",
    arguments: CalendarIdentifier.allCases)
  func badMonths(_ identifier: CalendarIdentifier) throws {
    let calendar = try GridCalendar(identifier, locale: GridLocale("en_US"))
    let supported = calendar.supportedYears
    for year in [Int.min, Int.min + 1, supported.lowerBound - 1, supported.upperBound + 1, Int.max]
    {
      let error = #expect(throws: CalendarGridError.self) {
        try calendar.month(year: year, month: 1)
      }
      #expect(
        error == .yearOutOfRange(year: year, calendar: identifier, supported: supported),
        "\(identifier) year \(year)")
    }
    let year = supported.lowerBound + supported.count / 2
    // Hebrew, Coptic and Ethiopic years have 13 months.
    let thirteen =
      identifier == .hebrew || identifier == .coptic || identifier.rawValue.hasPrefix("ethiopic")
    for month in [Int.min, -1, 0, thirteen ? 14 : 13, 100, Int.max] {
      let error = #expect(throws: CalendarGridError.self) {
        try calendar.month(year: year, month: month)
      }
      #expect(
        error
          == .invalidMonth(year: year, month: month, isLeapMonth: false, calendar: identifier),
        "\(identifier) month \(month)")
      #expect(error?.description.contains("month \(month) does not exist") == true)
    }
    if !identifier.hasLeapMonths {
      #expect(throws: CalendarGridError.self) {
        try calendar.month(year: year, month: 3, isLeapMonth: true)
      }
    }
    // Both ends of the supported years work.
    _ = try calendar.month(year: supported.lowerBound, month: 1)
    _ = try calendar.month(year: supported.upperBound, month: 1)
  }

  @Test("Gregorian days: month 0 and 13, day 0 and 32, years at the Int extremes")
  func badDays() throws {
    let cases: [(Int, Int, Int)] = [
      (2024, 0, 1), (2024, 13, 1), (2024, 1, 0), (2024, 1, 32), (2023, 2, 29), (2024, 2, 30),
      (2024, 4, 31), (Int.min, 1, 1), (Int.max, 1, 1), (2024, Int.min, 1), (2024, Int.max, 1),
      (2024, 1, Int.min), (2024, 1, Int.max), (1_000_001, 1, 1), (-1_000_001, 12, 31),
    ]
    for (year, month, dayNumber) in cases {
      let error = #expect(throws: CalendarGridError.self) {
        try Day(year: year, month: month, day: dayNumber)
      }
      let named: Bool
      switch error {
      case .invalidDay(year, month, dayNumber, .gregorian)?: named = true
      case .invalidMonth(year, month, false, .gregorian)?: named = true
      case .yearOutOfRange(year, .gregorian, _)?: named = true
      default: named = false
      }
      #expect(named, "\(year)-\(month)-\(dayNumber): \(String(describing: error))")
      #expect(throws: CalendarGridError.self) {
        try Day(DateComponents(year: year, month: month, day: dayNumber))
      }
    }
    #expect(throws: CalendarGridError.self) { try Day(DateComponents(year: 2024, month: 1)) }
    for count in [Int.min, Int(Int32.min), Int(Int32.max), Int.max] {
      #expect(throws: CalendarGridError.self) { try Day(checkedDaysSince1970: count) }
    }
  }

  static let badISODates: [String] = [
    "", "2024", "2024-03", "2024-3-5", "2024-03-5", "24-03-05", "2024-13-01", "2024-00-01",
    "2024-01-00", "2024-01-32", "2023-02-29", "2024/03/05", "2024-03-05T00:00", " 2024-03-05",
    "2024-03-05 ", "+-2024-03-05", "--2024-03-05", "2024--03-05", "２０２４-03-05", "٢٠٢٤-03-05",
    "2024-03-0５", "99999999999999999999-01-01", "-9223372036854775808-01-01",
    "+1000001-01-01", "-1000001-01-01", lossyUTF8, huge, "2024-03-05\u{0}", "0x7E8-03-05",
  ]

  @Test("Malformed ISO 8601 dates are typed errors", arguments: badISODates)
  func badISODate(_ text: String) {
    let error = #expect(throws: CalendarGridError.self) { try Day(iso8601: text) }
    #expect(error?.description.isEmpty == false)
    // Decoding a Day from JSON reports the same problem as a DecodingError.
    let json = try? JSONEncoder().encode([text])
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([Day].self, from: json!) }
  }

  @Test("Weekday names, window settings and picker values outside their ranges")
  func otherValues() throws {
    for text in ["", "0", "8", "-1", "Sundays", "su", Self.lossyUTF8, "9223372036854775808"] {
      #expect(throws: CalendarGridError.self) { try Weekday(parsing: text) }
    }
    for window in [
      Int.min...Int.max, Int.min...Int.min, 0...100, 1...1001, 9000...10_000, Int.max...Int.max,
    ] {
      #expect(throws: CalendarGridError.self) { try MonthTables.setWindow(window) }
    }
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("en_US"))
    let today = try Day(year: 2024, month: 3, day: 5)
    for bounds: MonthNavigator.Bounds in [
      .monthsAroundToday(before: -1, after: 0), .monthsAroundToday(before: 0, after: Int.max),
      .monthsAroundToday(before: Int.min, after: Int.min),
      .days(Day(daysSince1970: .min)...Day(daysSince1970: .max)),
    ] {
      #expect(throws: NavigationError.self) {
        try MonthNavigator(calendar: calendar, today: today, bounds: bounds)
      }
    }
    for years in [Int.min...0, 0...Int.max, 1_000_000...1_000_001] {
      #expect(throws: DatePickerError.self) {
        try DatePickerModel(calendar: calendar, years: years, selecting: today)
      }
    }
    var picker = try DatePickerModel(calendar: calendar, years: 2000...2030, selecting: today)
    for year in [Int.min, 1999, 2031, Int.max] {
      #expect(throws: DatePickerError.self) { try picker.selectYear(year) }
    }
    for ordinal in [Int.min, 0, 13, Int.max] {
      #expect(throws: DatePickerError.self) { try picker.selectMonth(ordinal: ordinal) }
    }
    for number in [Int.min, 0, 32, Int.max] {
      #expect(throws: DatePickerError.self) { try picker.selectDay(number: number) }
    }
    #expect(throws: DatePickerError.self) { try picker.select(Day(daysSince1970: .max)) }
    #expect(picker.day == today, "a refused change leaves the picker as it was")
  }
}

/// Arithmetic at the extremes: `Int32` day counts, `Int` offsets and counts, the first and last
/// supported day of every calendar. Nothing may trap; what cannot be answered is a typed error.
@Suite("Hostile input: integer extremes")
struct HostileExtremesTests {
  static let extremeDays = [
    Day(daysSince1970: .min), Day(daysSince1970: .min + 1), Day.supportedRange.lowerBound,
    Day.supportedRange.upperBound, Day(daysSince1970: .max - 1), Day(daysSince1970: .max),
  ]

  @Test("Day arithmetic saturates at the Int32 ends")
  func dayArithmetic() throws {
    let low = Day(daysSince1970: .min)
    let high = Day(daysSince1970: .max)
    #expect(high.advanced(by: 1) == high)
    #expect(high.advanced(by: .max) == high)
    #expect(high.advanced(by: .min) == low)
    #expect(low.advanced(by: -1) == low)
    #expect(low.advanced(by: .min) == low)
    #expect(low.advanced(by: .max) == high)
    #expect(low.distance(to: high) == Int(UInt32.max))
    #expect(high.advanced(by: -1).daysSince1970 == Int32.max - 1)
    for day in Self.extremeDays {
      _ = day.weekday
      _ = day.gregorian
      _ = day.julian
      let text = day.iso8601
      let parsed = try? Day(iso8601: text)
      #expect(parsed == nil || parsed == day, "\(text)")
      let checked = try? Day(checkedDaysSince1970: Int(day.daysSince1970))
      #expect((checked != nil) == Day.supportedRange.contains(day))
      _ = day.dateComponents
    }
    // A stride across the ends terminates.
    #expect(Array(stride(from: high.advanced(by: -3), through: high, by: 1)).count == 4)
    #expect(Weekday.sunday.advanced(by: .min) == Weekday.sunday.advanced(by: (Int.min % 7) + 7))
    #expect(Weekday.sunday.advanced(by: .max).rawValue >= 1)
  }

  @Test("Instants at the ends of time, infinities and NaN")
  func instants() throws {
    let zones = ["GMT", "Pacific/Kiritimati", "Pacific/Pago_Pago", "America/Sao_Paulo"].compactMap(
      TimeZone.init(identifier:))
    let instants = [
      Date.distantPast, .distantFuture, Date(timeIntervalSince1970: .greatestFiniteMagnitude),
      Date(timeIntervalSince1970: -.greatestFiniteMagnitude),
      Date(timeIntervalSince1970: .infinity), Date(timeIntervalSince1970: -.infinity),
      Date(timeIntervalSince1970: .nan), Date(timeIntervalSince1970: 1e18),
    ]
    for zone in zones {
      for instant in instants {
        let day = Day(containing: instant, in: zone)
        #expect(Day.supportedRange.contains(day))
        #expect(Day.today(in: zone, now: instant) == day)
      }
      for day in [Day.supportedRange.lowerBound, Day.supportedRange.upperBound] {
        let start = day.startInstant(in: zone)
        #expect(start.timeIntervalSince1970.isFinite)
        #expect(Day(containing: start, in: zone) == day)
      }
      for day in [Day(daysSince1970: .min), Day(daysSince1970: .max)] {
        #expect(day.startInstant(in: zone).timeIntervalSince1970.isFinite)
      }
    }
  }

  @Test(
    "Every calendar at its supported ends and past them", arguments: CalendarIdentifier.allCases)
  func calendarEnds(_ identifier: CalendarIdentifier) throws {
    let calendar = try GridCalendar(identifier, locale: GridLocale("en_US"))
    let days = calendar.source.supportedDays
    for day in Self.extremeDays + [
      days.lowerBound.advanced(by: -1), days.upperBound.advanced(by: 1),
    ]
    where !days.contains(day) {
      let error = #expect(throws: CalendarGridError.self) { try calendar.month(containing: day) }
      #expect(error == .dayOutOfRange(day, calendar: identifier))
      #expect(throws: CalendarGridError.self) { try calendar.weekOfYear(day) }
      #expect(throws: CalendarGridError.self) { try calendar.weekStrip(containing: day) }
      #expect(calendar.dayOfMonth(day) == nil)
    }
    let first = try calendar.month(containing: days.lowerBound)
    let last = try calendar.month(containing: days.upperBound)
    #expect(first.firstDay == days.lowerBound)
    #expect(last.lastDay == days.upperBound)
    #expect(throws: CalendarGridError.self) { try calendar.month(before: first) }
    #expect(throws: CalendarGridError.self) { try calendar.month(after: last) }
    for count in [Int.min, Int.min + 1, -1, 1, Int.max - 1, Int.max] {
      #expect(throws: CalendarGridError.self) {
        try calendar.month(count < 0 ? first : last, offsetBy: count)
      }
    }
    #expect(try calendar.month(first, offsetBy: 0) == first)
    #expect(try calendar.month(first, offsetBy: 1) == calendar.month(after: first))
    #expect(try calendar.month(last, offsetBy: -1) == calendar.month(before: last))
    for month in [first, last] {
      for rows in [RowPolicy.variable, .fixed] {
        let grid = calendar.grid(for: month, rows: rows, today: month.firstDay, weekNumbers: true)
        #expect(grid.count == grid.rowCount * 7)
        #expect(grid.map(\.day) == Array(grid.firstDay...grid.lastDay))
        #expect(grid.todayCell?.day == month.firstDay)
      }
      _ = try? calendar.weekOfYear(month.firstDay)
      _ = try? calendar.weekOfYear(month.lastDay)
      _ = try? calendar.weekStrip(containing: month.firstDay)
      _ = try? calendar.yearGrids(containing: month)
    }
    // Week numbers inside the range are answered.
    #expect((try? calendar.weekOfYear(days.lowerBound.advanced(by: 400))) != nil)
    #expect((try? calendar.weekOfYear(days.upperBound.advanced(by: -400))) != nil)
  }

  @Test(
    "A today the calendar does not support is refused, with or without bounds",
    arguments: [CalendarIdentifier.gregorian, .chinese, .hebrew])
  func todayOutsideSupportedDays(_ identifier: CalendarIdentifier) throws {
    let calendar = try GridCalendar(identifier, locale: GridLocale("en_US"))
    let days = calendar.source.supportedDays
    let inside = days.lowerBound.advanced(by: 1_000)
    for outside in [days.lowerBound.advanced(by: -1), days.upperBound.advanced(by: 1)] {
      for bounds in [MonthNavigator.Bounds.unbounded, .days(inside...inside.advanced(by: 60))] {
        let error = #expect(throws: NavigationError.self) {
          try MonthNavigator(calendar: calendar, today: outside, showing: inside, bounds: bounds)
        }
        #expect(error == .calendar(.dayOutOfRange(outside, calendar: identifier)))
        var navigator = try MonthNavigator(
          calendar: calendar, today: inside, showing: inside, bounds: bounds)
        let before = navigator.visibleMonth
        #expect(throws: NavigationError.calendar(.dayOutOfRange(outside, calendar: identifier))) {
          try navigator.updateToday(outside)
        }
        #expect(navigator.today == inside && navigator.visibleMonth == before)
      }
    }
  }

  @Test(
    "Navigator, picker, selection and plugins at the ends", arguments: CalendarIdentifier.allCases)
  func modelsAtEnds(_ identifier: CalendarIdentifier) throws {
    let calendar = try GridCalendar(identifier, locale: GridLocale("ko_KR"))
    let days = calendar.source.supportedDays
    for today in [days.lowerBound, days.upperBound] {
      var navigator = try MonthNavigator(calendar: calendar, today: today)
      let movedForward = navigator.moveForward()
      #expect(movedForward == (today == days.lowerBound))
      navigator.showToday()
      let movedBackward = navigator.moveBackward()
      #expect(movedBackward == (today == days.upperBound))
      let showedMax = navigator.show(Day(daysSince1970: .max))
      let showedMin = navigator.show(Day(daysSince1970: .min))
      #expect(!showedMax && !showedMin)
      // Bounds reaching past the calendar's ends are typed errors, not traps.
      let past = today == days.lowerBound ? (1, 0) : (0, 1)
      #expect(throws: NavigationError.self) {
        try MonthNavigator(
          calendar: calendar, today: today,
          bounds: .monthsAroundToday(before: past.0, after: past.1))
      }
      var state = CalendarViewState(
        navigator: navigator, selection: Selection(.week(firstWeekday: .monday)))
      state.tap(today)
      state.moveForward()
      state.moveBackward()
      #expect(state.grid.count >= 28)
    }
    let years = calendar.supportedYears
    var picker = try DatePickerModel(
      calendar: calendar, years: years, order: .ascending, selecting: days.lowerBound)
    try picker.selectYear(years.upperBound)
    try picker.selectMonth(ordinal: picker.months.count)
    try picker.selectDay(number: 1)
    #expect(picker.day.map { days.contains($0) } == true)
    try picker.selectYear(years.lowerBound)
    #expect(picker.month != nil)

    let plugins = DayPlugins(
      decorators: [
        try AlternateCalendarSubtitle(calendar: GridCalendar(.hebrew, locale: calendar.locale)),
        try HolidayCalendar(country: "KR", language: "ko"),
        EventDots([days.lowerBound, Day(daysSince1970: .max)]),
      ],
      rules: [
        MonthsFromToday(.max), MonthsFromToday(.min), NoDaysBeforeToday(),
        AvailableDateRange(from: Day(daysSince1970: .max), until: Day(daysSince1970: .min)),
        DaySetRule([Day(daysSince1970: .min), Day(daysSince1970: .max)], mode: .disable),
      ])
    for month in [
      try calendar.month(containing: days.lowerBound),
      try calendar.month(containing: days.upperBound),
    ] {
      for today in [nil, Day(daysSince1970: .min), Day(daysSince1970: .max), month.firstDay] {
        let grid = calendar.grid(for: month, rows: .fixed, today: today, plugins: plugins)
        #expect(grid.count == 42)
        #expect(grid.selectableCells.rawValue & ~CellMask.all.rawValue == 0)
      }
    }
  }

  @Test("Spans and rules with huge counts and days at the Int32 ends")
  func spans() throws {
    let high = Day(daysSince1970: .max)
    let low = Day(daysSince1970: .min)
    for count in [Int.min, -1, 0, 1, 64, 65, Int.max] {
      let span = DaySpan(first: high.advanced(by: -10), count: count)
      #expect((1...64).contains(span.count))
      _ = span.last
      _ = span.allDays
      _ = span.mask(for: low...high)
      _ = DaySpan(first: low, count: count).mask(for: low...low)
    }
    #expect(DaySpan.covering(high.advanced(by: -100)...high).count == 2)
    #expect(DaySpan.covering(low...low.advanced(by: 63)).count == 1)
    #expect(DaySpan.covering(high...high).count == 1)
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("en_US"))
    let context = PluginContext(calendar: calendar, month: nil, today: high)
    let span = DaySpan(first: high.advanced(by: -63), count: 64)
    #expect(NoDaysBeforeToday().selectableDays(in: span, context: context) == 0)
    #expect(MonthsFromToday(.max).selectableDays(in: span, context: context) == span.allDays)
    #expect(
      MonthsFromToday(.max).lastDay(
        today: try Day(year: 2024, month: 1, day: 1), calendar: calendar) == nil)
    let lowContext = PluginContext(calendar: calendar, month: nil, today: low)
    #expect(
      MonthsFromToday(3).selectableDays(in: DaySpan(first: low, count: 64), context: lowContext)
        != 0)
    let selectionContext = PluginContext(calendar: calendar)
    var window = Selection(
      .range, rules: [AvailableDateRange(from: low, until: high)], in: selectionContext)
    let last200 = high.advanced(by: -200)...high
    #expect(window.selectRange(last200) == SelectionOutcome.rangeCompleted(last200))
    #expect(window.range == high.advanced(by: -200)...high)
    var refusing = Selection(.range, rules: [DayPredicate { _ in false }], in: selectionContext)
    #expect(refusing.selectRange(high...high) == SelectionOutcome.rejected(.unselectableDay(high)))
    var selection = Selection(.range, rules: [DayPredicate { _ in true }], in: selectionContext)
    selection.select(high)
    selection.select(high.advanced(by: -1000))
    #expect(selection.range == high.advanced(by: -1000)...high)
    var week = Selection(.week(firstWeekday: .sunday))
    week.select(high)
    week.select(low)
    #expect(week.range != nil)
  }
}

/// Cell indices and run counts at the ends of `Int`: answered, never a trap.
@Suite("Hostile input: cell masks and decoration runs")
struct HostileCellMaskTests {
  static let outside = [Int.min, Int.min + 1, -64, -1, 64, 65, Int.max - 1, Int.max]

  @Test("A cell mask answers false and changes nothing for an index outside 0 through 63")
  func cellMaskOutside() {
    var mask = CellMask.all
    for index in Self.outside {
      #expect(!mask.contains(index), "\(index)")
      mask.insert(index)
      mask.remove(index)
    }
    #expect(mask == .all)
    var none = CellMask.none
    for index in Self.outside { none.insert(index) }
    #expect(none.isEmpty)
    // Inside the range the same calls still act: the guard is not a blanket refusal.
    none.insert(0)
    none.insert(63)
    #expect(none.contains(0) && none.contains(63) && none.count == 2)
    none.remove(63)
    #expect(none == CellMask(rawValue: 1))
  }

  @Test("A grid gives no decorations for a position it does not have")
  func decorationsOutside() throws {
    let calendar = try GridCalendar(locale: GridLocale("ko_KR"))
    let grid = calendar.grid(
      for: try calendar.month(year: 2024, month: 9),
      plugins: DayPlugins(decorators: [try HolidayCalendar(country: "KR", language: "ko")]))
    #expect(!grid.decorations(on: Day(literal: "2024-09-17")).isEmpty)
    for position in Self.outside {
      #expect(grid.decorations(at: position).isEmpty, "\(position)")
    }
  }

  @Test("Runs with counts, entries and tables at the ends of Int are left out, not a trap")
  func runsAtTheEnds() {
    let first = Day(literal: "2024-01-01")
    let valid = DayRuns.Run(first: first, count: 3, table: 0, entry: 0)
    let hostile = [
      DayRuns.Run(first: first, count: .max, table: 0, entry: 0),
      DayRuns.Run(first: first, count: .max - 1, table: 0, entry: 1),
      DayRuns.Run(first: Day(daysSince1970: .max), count: .max, table: 0, entry: 0),
      DayRuns.Run(first: first, count: 1, table: .max, entry: 0),
      DayRuns.Run(first: first, count: 1, table: 0, entry: .max),
      DayRuns.Run(first: first, count: .min, table: .min, entry: .min),
    ]
    let runs = DayRuns(hostile + [valid])
    var seen: [DayRuns.Run] = []
    runs.forEachRun(in: DaySpan(first: first, count: 42)) { run, _ in seen.append(run) }
    #expect(seen == [valid])
  }
}
