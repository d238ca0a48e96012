/// How a locale lays out weeks: the first weekday, how many days of a new year the first week
/// needs (for week-of-year numbers), and which days are the weekend.
///
/// Rules come from CLDR's territory week data, generated into `CLDRWeekData.swift` and checked in,
/// so that they are current (the United Arab Emirates moved to Monday-start weeks in 2022) and
/// the same on every machine, whichever ICU it has.
public struct WeekRules: Hashable, Sendable {
  /// The weekday in the grid's first column.
  public var firstWeekday: Weekday
  /// The minimal number of days of a new year that week 1 must contain (1 through 7).
  ///
  /// Set only through ``init(firstWeekday:minimumDaysInFirstWeek:weekend:)``, which checks it.
  public internal(set) var minimumDaysInFirstWeek: Int
  /// The weekend days.
  public var weekend: WeekdaySet

  /// Week rules from their parts, for a calendar made without a locale
  /// (``GridCalendar/init(_:weekRules:cutover:)``).
  ///
  /// ```swift
  /// let europe = try WeekRules(
  ///   firstWeekday: .monday, minimumDaysInFirstWeek: 4, weekend: [.saturday, .sunday])
  /// ```
  ///
  /// - Parameters:
  ///   - firstWeekday: The weekday in the grid's first column.
  ///   - minimumDaysInFirstWeek: The days of a new year week 1 must hold, 1 through 7 (ISO 8601
  ///     and most of Europe 4, the United States 1).
  ///   - weekend: The weekend days; any set, empty included.
  /// - Throws: ``CalendarGridError/valueOutOfRange(name:value:allowed:)`` when
  ///   `minimumDaysInFirstWeek` is outside 1...7.
  public init(firstWeekday: Weekday, minimumDaysInFirstWeek: Int, weekend: WeekdaySet)
    throws(CalendarGridError)
  {
    guard Self.minimumDaysRange.contains(minimumDaysInFirstWeek) else {
      throw .valueOutOfRange(
        name: "minimum days in the first week", value: minimumDaysInFirstWeek,
        allowed: Self.minimumDaysRange)
    }
    self.init(checked: firstWeekday, minimumDaysInFirstWeek, weekend)
  }

  /// The values ``minimumDaysInFirstWeek`` may take.
  static let minimumDaysRange = 1...7

  /// Week rules from parts known to be valid (CLDR's table, ISO 8601's).
  private init(checked firstWeekday: Weekday, _ minimumDaysInFirstWeek: Int, _ weekend: WeekdaySet)
  {
    self.firstWeekday = firstWeekday
    self.minimumDaysInFirstWeek = minimumDaysInFirstWeek
    self.weekend = weekend
  }

  /// The CLDR rules for a region (`KR`, `DE`, `001`) or a CLDR alias of one (`840` is `US`,
  /// `BU` is `MM`; an alias of several regions, `SU`, means the first CLDR lists), falling back
  /// to the world default (`001`) for regions CLDR's week data does not list separately, as
  /// CLDR specifies.
  ///
  /// ```swift
  /// try WeekRules(region: "840").firstWeekday   // .sunday
  /// ```
  ///
  /// - Throws: ``CalendarGridError/malformed(_:expected:)`` carrying the code, for a code CLDR
  ///   knows no region or alias of (`QQ`, `ZZ`, `us_`): the world's rules would hide the
  ///   mistake.
  public init(region: String) throws(CalendarGridError) {
    // `malformed` rather than a case of its own: with one more payload case, Swift 6.3.1
    // misread `CalendarGridError` thrown through `calgrid`'s generic typed-throws closures
    // (`--select-range x` reported `dayOutOfRange`, and a fuzz seed crashed in `description`).
    guard let resolved = RegionResolver.resolve(region) else {
      throw .malformed(String(region.prefix(32)), expected: Self.expectedRegion)
    }
    self.init(resolvedRegion: resolved)
  }

  /// What a region code must be, as errors say.
  static let expectedRegion =
    "a region code CLDR knows: an ISO 3166 code (KR), a UN M.49 code (419, 840) or a withdrawn "
    + "code CLDR aliases to one (BU)"

  /// The CLDR rules for a region ``RegionResolver`` returned.
  init(resolvedRegion region: String) {
    // Every region CLDR knows has an entry or takes 001's; the table always holds 001.
    let entry = CLDRWeekData.territories[region] ?? CLDRWeekData.world
    self.init(
      checked: Weekday(unchecked: Int(entry.firstWeekday)),
      Int(entry.minimumDaysInFirstWeek),
      WeekdaySet(
        from: Weekday(unchecked: Int(entry.weekendStart)),
        through: Weekday(unchecked: Int(entry.weekendEnd))))
  }

  /// ISO 8601's rules: weeks start on Monday and week 1 holds the year's first Thursday.
  public static let iso8601 = WeekRules(checked: .monday, 4, [.saturday, .sunday])

  /// The CLDR release the territory table comes from.
  public static var cldrVersion: String { CLDRWeekData.cldrVersion }

  /// The weekdays in column order, starting at ``firstWeekday``.
  public var orderedWeekdays: [Weekday] {
    (0..<7).map { firstWeekday.advanced(by: $0) }
  }
}

extension WeekdaySet {
  /// Sunday alone.
  public static let sunday = WeekdaySet(rawValue: 1 << 0)
  /// Monday alone.
  public static let monday = WeekdaySet(rawValue: 1 << 1)
  /// Tuesday alone.
  public static let tuesday = WeekdaySet(rawValue: 1 << 2)
  /// Wednesday alone.
  public static let wednesday = WeekdaySet(rawValue: 1 << 3)
  /// Thursday alone.
  public static let thursday = WeekdaySet(rawValue: 1 << 4)
  /// Friday alone.
  public static let friday = WeekdaySet(rawValue: 1 << 5)
  /// Saturday alone.
  public static let saturday = WeekdaySet(rawValue: 1 << 6)
}
