import CalendarGrid
import CalendarGridHolidays

/// Month grids of every calendar with plugins and selections, through the public API that apps
/// use: `GridCalendar.grid(for:…plugins:)` with built-in decorators (`EventDots`,
/// `DayDecorations`, `AlternateCalendarSubtitle`, Korea's `HolidayCalendar`) and rules
/// (`AvailableDateRange`, `NoDaysBeforeToday`, `MonthsFromToday`, `MonthDaysOnly`, `DaySetRule`,
/// `DisabledWeekdays`, and their `and`/`or`), and `grid(for:…selection:)` after a sequence of
/// taps in each selection mode.
///
/// The input is a recipe: calendar, locale, cutover, first weekday and row policy; a month (by
/// year and month, by a day anywhere in `Int32`, or near either end of the calendar's range);
/// today; up to 4 decorators and 4 rules whose days are offsets around the month; a selection
/// mode and up to 16 taps. What must hold:
/// - the grid's days are consecutive from a day on its first weekday, whole weeks, and its
///   month's days are in it once, in order, with the month's day numbers;
/// - a cell is selectable exactly when `isSelectable(_:rules:today:)` (the per-day path) says;
/// - every `EventDots` day in the grid (and in `Day.supportedRange`) has one dot from each
///   decorator that holds it, and no other day has one (each `EventDots` also holds a day
///   near each end of the supported days and one anywhere in `Int32`, so the data's span is
///   huge); no cell is decorated without a decorator;
/// - memory per grid is bounded by what it shows: no grid holds more decorations than its cells
///   times the most one day gets from the decorators (1 per `EventDots` or subtitle, 2 per
///   `DayDecorations`, the most holidays on one day of 1900-2100 per `HolidayCalendar`);
/// - applying the plugins to a plain grid gives the same grid;
/// - a cell is selected exactly when the selection contains its day.
///
/// Calendars and the costly decorators are made once per configuration and kept, as an app
/// keeps them: only the grid, plugins and selection are built per run.
enum GridTarget {
  static let locales = [
    "en_US", "ko_KR", "he_IL", "ar_SA", "fa_IR", "th_TH", "ja_JP", "zh_TW", "am_ET", "de_DE",
    "en_GB@fw=sun", "hi_IN@numbers=deva", "ar_EG", "en_US_POSIX", "es_419", "fr_FR@rg=cazzzz",
  ]

  private struct CalendarKey: Hashable {
    var calendar: CalendarIdentifier
    var locale: Int
    var proleptic: Bool
    var firstWeekday: Weekday?
  }
  private static let calendars = Lock<[CalendarKey: GridCalendar]>([:])
  private static let subtitles = Lock<[CalendarIdentifier: AlternateCalendarSubtitle]>([:])
  private static let holidays = Lock<[String: (HolidayCalendar, Int)]>([:])

  private static func calendar(_ key: CalendarKey) -> GridCalendar? {
    if let cached = calendars.withLock({ $0[key] }) { return cached }
    guard let locale = try? GridLocale(locales[key.locale]),
      let made = try? GridCalendar(
        key.calendar, locale: locale, firstWeekday: key.firstWeekday,
        cutover: key.proleptic ? .proleptic : .julianUntil1582)
    else { return nil }
    calendars.withLock { $0[key] = made }
    return made
  }

  static func run(_ bytes: [UInt8]) -> String? {
    var recipe = ""
    return check(bytes, recipe: &recipe).map { "\(recipe): \($0)" }
  }

  private static func check(_ bytes: [UInt8], recipe: inout String) -> String? {
    var input = FuzzReader(bytes)
    let flags = input.byte()
    let firstWeekdayChoice = input.choose(8)
    let key = CalendarKey(
      calendar: CalendarIdentifier.allCases[input.choose(CalendarIdentifier.allCases.count)],
      locale: input.choose(locales.count), proleptic: flags & 1 != 0,
      firstWeekday: firstWeekdayChoice < 7 ? Weekday.allCases[firstWeekdayChoice] : nil)
    guard let calendar = calendar(key) else { return "no calendar for \(key)" }
    let rows: RowPolicy = flags & 2 != 0 ? .fixed : .variable
    let weekNumbers = flags & 4 != 0
    guard let month = month(in: calendar, &input) else { return nil }
    let today: Day? =
      flags & 8 != 0 ? month.firstDay.advanced(by: Int(input.int16())) : nil
    recipe =
      "\(key.calendar.rawValue) \(locales[key.locale]) \(month.firstDay)+\(month.length) "
      + "rows \(rows) today \(today.map(\.iso8601) ?? "-")"

    var decorators: [any DayDecorator] = []
    var dotSets: [Set<Day>] = []
    // The most decorations one day gets from the decorators.
    var perDay = 0
    for _ in 0..<input.choose(5) {
      switch input.choose(5) {
      case 0:
        let near = (0..<input.choose(9)).map { _ in Int(input.int16()) }
        // Near the month, and far: both ends of the supported days and a day anywhere in
        // `Int32`, made from the same bytes so the recipe reads as before.
        let range = Day.supportedRange
        let days =
          near.map { month.firstDay.advanced(by: $0 % 64) }
          + near.prefix(1).flatMap {
            [
              range.lowerBound.advanced(by: $0 & 63), range.upperBound.advanced(by: -($0 & 63)),
              Day(daysSince1970: Int32($0) &* 65_537),
            ]
          }
        dotSets.append(Set(days))
        perDay += 1
        decorators.append(EventDots(days, color: .red, size: .small))
      case 1:
        let day = month.firstDay.advanced(by: Int(input.byte()) - 16)
        perDay += 2
        decorators.append(DayDecorations([day: [.badge("\(input.byte())"), .subtitle("s")]]))
      case 2:
        let other = CalendarIdentifier.allCases[input.choose(CalendarIdentifier.allCases.count)]
        if let subtitle = subtitle(other) {
          perDay += 1
          decorators.append(subtitle)
        }
      case 3:
        if let (holidays, most) = holidays(input.bool() ? "ko" : "en") {
          perDay += most
          decorators.append(holidays)
        }
      default:
        break
      }
    }
    var rules: [any SelectableDayRule] = []
    for _ in 0..<input.choose(5) {
      rules.append(rule(around: month, &input))
    }
    let plugins = DayPlugins(decorators: decorators, rules: rules)
    let grid = calendar.grid(
      for: month, rows: rows, today: today, weekNumbers: weekNumbers, plugins: plugins)
    if let finding = checkShape(grid, month: month, calendar: calendar, rows: rows) {
      return finding
    }
    // The per-day path, with the grid's month as the context (MonthDaysOnly reads it).
    let context = PluginContext(calendar: calendar, month: month, today: today)
    for (index, cell) in grid.enumerated() {
      let expected = rules.allSatisfy { $0.isSelectable(cell.day, context: context) }
      guard cell.isSelectable == expected else {
        return "cell \(index) (\(cell.day)) selectable \(cell.isSelectable), rules "
          + "\(rules.map { "\(type(of: $0))" }) say \(expected)"
      }
    }
    if decorators.isEmpty, !grid.decoratedCells.isEmpty { return "decorated without decorators" }
    // Precomputed decorators cover `Day.supportedRange`; a Julian-cutover Gregorian grid of
    // the first supported years shows days before it (RELIABILITY.md).
    let dot = Decoration.dot(color: .red, size: .small)
    for (index, cell) in grid.enumerated() {
      let dots = grid.decorations(at: index).filter { $0 == dot }.count
      let expected =
        Day.supportedRange.contains(cell.day) ? dotSets.filter { $0.contains(cell.day) }.count : 0
      guard dots == expected else {
        return "\(dots) event dots on \(cell.day), expected \(expected)"
      }
    }
    guard grid.decorations.count <= grid.count * perDay else {
      return "\(grid.decorations.count) decorations on \(grid.count) cells, at most \(perDay) a day"
    }
    var plain = calendar.grid(for: month, rows: rows, today: today, weekNumbers: weekNumbers)
    calendar.apply(plugins, to: &plain, today: today)
    guard plain == grid else { return "apply differs from grid(for:plugins:)" }

    var selection = selection(in: calendar, &input, rules: rules, today: today)
    for _ in 0..<input.choose(17) {
      let day = month.firstDay.advanced(by: Int(input.int16()) % 80)
      switch input.choose(4) {
      case 0, 1: _ = selection.select(day)
      case 2: _ = selection.selectRange(min(day, month.lastDay)...max(day, month.lastDay))
      default: _ = selection.deselect(day)
      }
    }
    let selected = calendar.grid(
      for: month, rows: rows, today: today, weekNumbers: weekNumbers, selection: selection)
    for cell in selected where cell.isSelected != selection.contains(cell.day) {
      return "cell \(cell.day) selected \(cell.isSelected), selection says the opposite"
    }
    return nil
  }

  /// A month: by year and month, by a day within about 1,400 years of 1970 or anywhere in
  /// `Int32`, or near an end of the supported days. (Months far from the present cost a table
  /// fill from ICU each, which would dominate the rate if every input asked for one.)
  private static func month(in calendar: GridCalendar, _ input: inout FuzzReader)
    -> CalendarMonth?
  {
    switch input.choose(5) {
    case 0:
      let year = Int(input.int16())
      return try? calendar.month(
        year: year, month: Int(input.byte() % 15), isLeapMonth: input.bool())
    case 1:
      return try? calendar.month(containing: Day(daysSince1970: Int32(input.int16()) * 16))
    case 2:
      return try? calendar.month(containing: Day(daysSince1970: input.int32()))
    default:
      let range = Day.supportedRange
      let end = input.bool() ? range.lowerBound : range.upperBound
      let start = try? calendar.month(containing: end.advanced(by: Int(input.int16()) % 400))
      return start.flatMap { try? calendar.month($0, offsetBy: Int(input.int16()) % 64) } ?? start
    }
  }

  private static func rule(around month: CalendarMonth, _ input: inout FuzzReader)
    -> any SelectableDayRule
  {
    func day() -> Day { month.firstDay.advanced(by: Int(input.int16()) % 90) }
    switch input.choose(9) {
    case 0:
      return AvailableDateRange(from: input.bool() ? day() : nil, until: input.bool() ? day() : nil)
    case 1: return NoDaysBeforeToday()
    // Up to 100 years: the rule walks month by month (O(count) for calendars other than
    // Gregorian), and the per-day check asks it once per cell.
    case 2: return MonthsFromToday(Int(input.int16()) % 1200)
    case 3: return MonthDaysOnly(adjacentDaysSelectable: input.bool())
    case 4:
      return DaySetRule(
        (0..<input.choose(8)).map { _ in day() }, mode: input.bool() ? .allowOnly : .disable)
    case 5: return DisabledWeekdays(WeekdaySet(rawValue: input.byte()))
    case 6: return DisabledWeekdays.weekend
    case 7: return NoDaysBeforeToday().and(MonthDaysOnly())
    default: return DisabledWeekdays.weekend.or(AvailableDateRange(from: day(), until: nil))
    }
  }

  private static func selection(
    in calendar: GridCalendar, _ input: inout FuzzReader, rules: [any SelectableDayRule],
    today: Day?
  ) -> Selection {
    let chosen = input.bool() ? rules : []
    let context = PluginContext(calendar: calendar, today: today)
    let allows = input.bool()
    switch input.choose(4) {
    case 0: return Selection(.single, rules: chosen, in: context)
    case 1:
      return Selection(
        .multiple(maximumCount: input.bool() ? Int(input.byte()) : nil), rules: chosen,
        in: context)
    case 2:
      return Selection(
        .range, rules: chosen, in: context, allowsUnselectableDaysInRange: allows)
    default:
      return Selection.week(
        in: calendar, rules: chosen, today: today, allowsUnselectableDaysInRange: allows)
    }
  }

  private static func subtitle(_ identifier: CalendarIdentifier) -> AlternateCalendarSubtitle? {
    if let cached = subtitles.withLock({ $0[identifier] }) { return cached }
    guard let locale = try? GridLocale("ko_KR"),
      let other = try? GridCalendar(identifier, locale: locale),
      let made = try? AlternateCalendarSubtitle(calendar: other)
    else { return nil }
    subtitles.withLock { $0[identifier] = made }
    return made
  }

  /// The holidays, with the most that fall on one day, from their list.
  private static func holidays(_ language: String) -> (HolidayCalendar, Int)? {
    if let cached = holidays.withLock({ $0[language] }) { return cached }
    guard let made = try? HolidayCalendar(country: "KR", language: language) else { return nil }
    var onDay: [Day: Int] = [:]
    for year in made.supportedYears.clamped(to: 1900...2100) {
      for holiday in (try? made.holidays(inYear: year)) ?? [] {
        onDay[holiday.day, default: 0] += 1
      }
    }
    let entry = (made, onDay.values.max() ?? 0)
    holidays.withLock { $0[language] = entry }
    return entry
  }

  /// The grid's shape: whole weeks from the first weekday, consecutive days, the month inside.
  private static func checkShape(
    _ grid: MonthGrid, month: CalendarMonth, calendar: GridCalendar, rows: RowPolicy
  ) -> String? {
    guard grid.count == grid.rowCount * 7, (1...6).contains(grid.rowCount) else {
      return "\(grid.rowCount) rows"
    }
    if rows == .fixed, grid.rowCount != 6 { return "fixed grid with \(grid.rowCount) rows" }
    guard grid.firstDay.weekday == calendar.weekRules.firstWeekday else {
      return "first day \(grid.firstDay) is not a \(calendar.weekRules.firstWeekday)"
    }
    var inMonth = 0
    for (index, cell) in grid.enumerated() {
      guard cell.day == grid.firstDay.advanced(by: index) else {
        return "cell \(index) not consecutive"
      }
      guard cell.isInMonth == month.contains(cell.day) else {
        return "cell \(index) in month wrong"
      }
      if cell.isInMonth {
        inMonth += 1
        guard cell.dayOfMonth == month.dayNumber(of: cell.day) else {
          return
            "cell \(index) numbered \(cell.dayOfMonth), month says \(month.dayNumber(of: cell.day))"
        }
      }
    }
    guard inMonth == month.length else { return "\(inMonth) of the month's \(month.length) days" }
    return nil
  }
}
