/// The engine: a calendar system with a locale's week rules, producing month, week and year
/// grids and navigating between months.
///
/// Creating a `GridCalendar` does the expensive work once (reading the locale, choosing the
/// backend, and for ICU calendars filling the month table); every grid after that is built from
/// a ``CalendarMonth`` without calling ICU or Foundation. A `GridCalendar` is a `Sendable` value:
/// share it between tasks freely.
///
/// ```swift
/// let calendar = try GridCalendar(.gregorian, locale: GridLocale("de_DE"))
/// let march = try calendar.month(year: 2024, month: 3)
/// let grid = calendar.grid(for: march, rows: .fixed, today: try Day(year: 2024, month: 3, day: 5))
/// ```
///
/// A locale and its data source come from `CalendarGridSources`; with `CalendarGridCore` alone,
/// ``init(_:weekRules:cutover:)`` makes the same engine from week rules given directly.
public struct GridCalendar: Sendable {
  /// The calendar system.
  @inlinable public var identifier: CalendarIdentifier { storage.identifier }
  /// The locale, which decides the week rules and the names: the root locale for a calendar
  /// made from week rules alone (``init(_:weekRules:cutover:)``).
  public var locale: GridLocale { storage.locale }
  /// The week rules in effect: the locale's, with an explicit first weekday applied, or those
  /// given to ``init(_:weekRules:cutover:)``.
  @inlinable public var weekRules: WeekRules { storage.weekRules }
  /// Where the month tables and names come from (ICU or Foundation). Grids do not depend on it.
  ///
  /// A calendar made from week rules alone has ``CalendarDataSource/default``, the source
  /// `CalendarGridSources` would name it with; its months come from the core's own rules and
  /// tables, the months either source gives.
  @inlinable public var dataSource: CalendarDataSource { storage.dataSource }
  package var source: any MonthSource { storage.source }

  // Behind one reference: every plugin call gets the engine in its context, and a copy should
  // cost one retain rather than one per locale string.
  @usableFromInline let storage: Storage

  @usableFromInline
  final class Storage: Sendable {
    @usableFromInline let identifier: CalendarIdentifier
    let locale: GridLocale
    @usableFromInline let weekRules: WeekRules
    @usableFromInline let dataSource: CalendarDataSource
    let source: any MonthSource

    init(
      identifier: CalendarIdentifier, locale: GridLocale, weekRules: WeekRules,
      dataSource: CalendarDataSource, source: any MonthSource
    ) {
      self.identifier = identifier
      self.locale = locale
      self.weekRules = weekRules
      self.dataSource = dataSource
      self.source = source
    }
  }

  /// An engine for a calendar and locale with a data source's provider (the public
  /// ``init(_:locale:firstWeekday:cutover:source:)`` of the data-source module resolves it).
  package init(
    _ identifier: CalendarIdentifier?, locale: GridLocale, firstWeekday: Weekday?,
    cutover: GregorianCutover, dataSource: CalendarDataSource,
    provider: any CalendarDataProvider
  ) throws(CalendarGridError) {
    let identifier = identifier ?? locale.defaultCalendar
    try self.init(
      identifier, locale: locale,
      weekRules: Self.weekRules(identifier, locale: locale, firstWeekday: firstWeekday),
      cutover: cutover, dataSource: dataSource, provider: provider)
  }

  /// Creates an engine for a calendar with week rules given directly, from `CalendarGridCore`
  /// alone: no locale, no data source, no ICU and no Foundation.
  ///
  /// Every ``CalendarIdentifier`` can be made this way. Gregorian and ISO 8601 months are
  /// arithmetic; the others come from the rules and tables the core ships (the arithmetic
  /// calendars, the Hebrew rules, the Chinese, Dangi and Islamic year tables, the published Umm
  /// al-Qura table), which cover every supported day and are the months a data source's calendar
  /// has too. The rules are used as given, for `iso8601` too. The calendar's ``locale`` is the
  /// root locale and its ``dataSource`` the default one, which only names need.
  ///
  /// ```swift
  /// let rules = try WeekRules(
  ///   firstWeekday: .monday, minimumDaysInFirstWeek: 4, weekend: [.saturday, .sunday])
  /// let calendar = try GridCalendar(.gregorian, weekRules: rules)
  /// let grid = calendar.grid(for: try calendar.month(year: 2026, month: 2))
  /// // grid.rowCount == 5: February 2026 begins on a Sunday, the last column
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: The calendar system.
  ///   - weekRules: The first weekday, the weekend and the days week 1 needs.
  ///   - cutover: How `gregorian` treats days before 1582-10-15.
  /// - Throws: ``CalendarGridError/monthsNeedDataSource(_:day:)`` for a calendar whose months
  ///   at the ends of its supported years lie past the shipped tables (none in this release).
  public init(
    _ identifier: CalendarIdentifier, weekRules: WeekRules,
    cutover: GregorianCutover = .julianUntil1582
  ) throws(CalendarGridError) {
    try self.init(
      identifier, locale: .root, weekRules: weekRules, cutover: cutover,
      dataSource: .default, provider: nil)
  }

  /// The one construction path: the backend for `identifier` from the provider's source, or
  /// with no provider from the core's own rules and tables.
  private init(
    _ identifier: CalendarIdentifier, locale: GridLocale, weekRules: WeekRules,
    cutover: GregorianCutover, dataSource: CalendarDataSource,
    provider: (any CalendarDataProvider)?
  ) throws(CalendarGridError) {
    storage = Storage(
      identifier: identifier, locale: locale, weekRules: weekRules, dataSource: dataSource,
      source: try CalendarBackends.source(for: identifier, cutover: cutover, provider: provider))
  }

  /// An engine over a given backend (the benchmark's cold-table scenario uses a fresh table).
  package init(
    _ identifier: CalendarIdentifier, locale: GridLocale, firstWeekday: Weekday? = nil,
    monthSource: any MonthSource
  ) {
    storage = Storage(
      identifier: identifier, locale: locale,
      weekRules: Self.weekRules(identifier, locale: locale, firstWeekday: firstWeekday),
      dataSource: locale.dataSource, source: monthSource)
  }

  /// The locale's week rules for a calendar, with a first weekday that overrides the locale's.
  static func weekRules(
    _ identifier: CalendarIdentifier, locale: GridLocale, firstWeekday: Weekday?
  ) -> WeekRules {
    var rules = locale.weekRules
    if identifier == .iso8601 && locale.firstWeekdayKeyword == nil {
      // ICU's and Foundation's iso8601 calendar use ISO's week rules in every locale.
      rules.firstWeekday = .monday
      rules.minimumDaysInFirstWeek = 4
    }
    if let firstWeekday { rules.firstWeekday = firstWeekday }
    return rules
  }

  /// The years, in ``CalendarMonth/year`` numbering, this calendar supports.
  public var supportedYears: ClosedRange<Int> { source.supportedYears }

  // MARK: Months

  /// The month that contains a day.
  public func month(containing day: Day) throws(CalendarGridError) -> CalendarMonth {
    try source.month(containing: day)
  }

  /// A month by its number in the calendar's own numbering.
  ///
  /// `year` is the year as ``CalendarMonth/year`` reports it: the astronomical year for
  /// `gregorian` and `iso8601` (1 BC is 0), the related Gregorian year for `chinese` and `dangi`,
  /// the Gregorian year for `japanese`, and the calendar's own year number otherwise (Buddhist
  /// 2567, ROC 113, Hebrew 5784, Islamic 1445, Persian 1403). `month` is ICU's month number,
  /// 1-based (see ``CalendarMonth/month``); a Chinese or Dangi leap month is named by the month it
  /// repeats and `isLeapMonth: true`.
  public func month(year: Int, month: Int, isLeapMonth: Bool = false) throws(CalendarGridError)
    -> CalendarMonth
  {
    try source.month(year: year, month: month, isLeapMonth: isLeapMonth)
  }

  /// The month after `month`.
  public func month(after month: CalendarMonth) throws(CalendarGridError) -> CalendarMonth {
    try source.month(after: month)
  }

  /// The month before `month`.
  public func month(before month: CalendarMonth) throws(CalendarGridError) -> CalendarMonth {
    try source.month(before: month)
  }

  /// The month `count` months after `month` (before it, for negative counts), walking leap
  /// months and 13-month years in order.
  ///
  /// - Throws: ``CalendarGridError/dayOutOfRange(_:calendar:)`` when the month would lie past
  ///   the calendar's supported days (at once for counts larger than the calendar has months).
  /// - Complexity: O(1) in every built-in calendar: arithmetic for `gregorian` and `iso8601`,
  ///   at most two table lookups (each may fill one 20-year chunk) and a few month steps for the
  ///   others, whatever `count` is.
  public func month(_ month: CalendarMonth, offsetBy count: Int) throws(CalendarGridError)
    -> CalendarMonth
  {
    if let offset = try source.month(month, offsetByAtMost: count) { return offset }
    var current = month
    if count >= 0 {
      for _ in 0..<count { current = try source.month(after: current) }
    } else {
      for _ in 0..<(-count) { current = try source.month(before: current) }
    }
    return current
  }

  /// The months of the calendar year that contains `month`, in order (12 or 13).
  public func months(inYearOf month: CalendarMonth) throws(CalendarGridError) -> [CalendarMonth] {
    var first = month
    while first.ordinal > 1 { first = try source.month(before: first) }
    var months = [first]
    while months.count < first.monthsInYear {
      months.append(try source.month(after: months[months.count - 1]))
    }
    return months
  }

  // MARK: Grids

  /// The grid of a month.
  ///
  /// - Parameters:
  ///   - month: The month to lay out, from this calendar.
  ///   - rows: ``RowPolicy/variable`` (4–6 rows) or ``RowPolicy/fixed`` (6 rows).
  ///   - today: The day to mark as today, if any (see ``Day/today(in:now:)``).
  ///   - weekNumbers: Whether to compute each row's week-of-year number.
  /// - Complexity: O(1) and no calendar calls; O(rows) backend steps with week numbers.
  @inlinable
  public func grid(
    for month: CalendarMonth, rows: RowPolicy = .variable, today: Day? = nil,
    weekNumbers: Bool = false
  ) -> MonthGrid {
    var grid = MonthGrid(
      month: month, firstWeekday: weekRules.firstWeekday, weekend: weekRules.weekend, rows: rows,
      today: today)
    if weekNumbers {
      grid.layout.packedWeekNumbers = packedWeekNumbers(
        firstDay: grid.firstDay, rows: grid.rowCount)
    }
    return consume grid
  }

  @usableFromInline
  func packedWeekNumbers(firstDay: Day, rows: Int) -> UInt64 {
    var packed: UInt64 = 0
    for row in 0..<rows {
      guard let week = try? weekOfYear(firstDay.advanced(by: row * 7)) else { continue }
      packed |= UInt64(week & 0xFF) << UInt64(row * 8)
    }
    return packed
  }

  /// The week that contains `day` as one row of seven cells (for a collapsed week view).
  public func weekStrip(containing day: Day, today: Day? = nil) throws(CalendarGridError)
    -> WeekStrip
  {
    let first = day.advanced(by: -day.weekday.daysSince(weekRules.firstWeekday))
    let focus = try month(containing: day)
    var numbers: [UInt8] = []
    var current = try month(containing: first)
    for offset in 0..<7 {
      let cellDay = first.advanced(by: offset)
      if !current.contains(cellDay) { current = try month(containing: cellDay) }
      numbers.append(UInt8(current.dayNumber(of: cellDay)))
    }
    return WeekStrip(
      focusMonth: focus, firstDay: first, firstWeekday: weekRules.firstWeekday,
      weekend: weekRules.weekend, dayNumbers: numbers, today: today,
      weekOfYear: try weekOfYear(first))
  }

  /// The grids of every month of the calendar year that contains `month` (12 or 13).
  public func yearGrids(
    containing month: CalendarMonth, rows: RowPolicy = .variable, today: Day? = nil
  ) throws(CalendarGridError) -> [MonthGrid] {
    try months(inYearOf: month).map { grid(for: $0, rows: rows, today: today) }
  }

  // MARK: Weeks of the year

  /// The week-of-year number of a day per the week rules: week 1 is the first week (starting on
  /// the first weekday) with at least ``WeekRules/minimumDaysInFirstWeek`` days of the year; days
  /// before it belong to the previous year's last week, and days in the next year's week 1 are
  /// week 1. This is ICU's and Foundation's `weekOfYear`.
  public func weekOfYear(_ day: Day) throws(CalendarGridError) -> Int {
    let yearStart = try source.yearStart(containing: day)
    let weekOne = firstWeekStart(yearStart: yearStart)
    if day < weekOne {
      let previousStart = try source.yearStart(containing: yearStart.advanced(by: -1))
      return firstWeekStart(yearStart: previousStart).distance(to: day) / 7 + 1
    }
    // The supported days are whole years, so past the last of them the next year starts the
    // day after: the last week of the last supported year may still be the next year's week 1.
    let later = day.advanced(by: 7)
    let nextStart =
      source.supportedDays.contains(later)
      ? try source.yearStart(containing: later) : source.supportedDays.upperBound.advanced(by: 1)
    if nextStart > yearStart && day >= firstWeekStart(yearStart: nextStart) { return 1 }
    return weekOne.distance(to: day) / 7 + 1
  }

  private func firstWeekStart(yearStart: Day) -> Day {
    let before = yearStart.weekday.daysSince(weekRules.firstWeekday)
    let start = yearStart.advanced(by: -before)
    return 7 - before >= weekRules.minimumDaysInFirstWeek ? start : start.advanced(by: 7)
  }
}

extension GridCalendar: Equatable {
  /// Equal when they are the same calendar system with the same locale, week rules, data
  /// source and (for `gregorian` and `iso8601`) cutover: every month and grid they make is the
  /// same.
  public static func == (lhs: GridCalendar, rhs: GridCalendar) -> Bool {
    if lhs.storage === rhs.storage { return true }
    return lhs.identifier == rhs.identifier && lhs.locale == rhs.locale
      && lhs.weekRules == rhs.weekRules && lhs.dataSource == rhs.dataSource
      && (lhs.source as? GregorianMonthSource)?.cutover
        == (rhs.source as? GregorianMonthSource)?.cutover
  }
}
