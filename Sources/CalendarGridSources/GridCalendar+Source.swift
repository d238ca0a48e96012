import CalendarGridCore

extension GridCalendar {
  /// Creates an engine for a calendar and locale.
  ///
  /// - Parameters:
  ///   - identifier: The calendar system; nil uses the locale's (its `calendar` keyword, else
  ///     the region's preferred calendar).
  ///   - locale: The locale for week rules and names.
  ///   - firstWeekday: A first weekday that overrides the locale's.
  ///   - cutover: How `gregorian` treats days before 1582-10-15.
  ///   - source: Where month tables and names come from; nil uses the locale's
  ///     (``CalendarGridCore/GridLocale/dataSource``, by default ``CalendarGridCore/CalendarDataSource/default``).
  public init(
    _ identifier: CalendarIdentifier? = nil, locale: GridLocale, firstWeekday: Weekday? = nil,
    cutover: GregorianCutover = .julianUntil1582, source: CalendarDataSource? = nil
  ) throws(CalendarGridError) {
    let dataSource = source ?? locale.dataSource
    // An unavailable source is an error for every calendar, Gregorian included.
    try self.init(
      identifier, locale: locale, firstWeekday: firstWeekday, cutover: cutover,
      dataSource: dataSource, provider: dataSource.provider)
  }

  /// Creates an engine from text, as a command line or configuration file gives it.
  public init(calendar: String?, locale: String, firstWeekday: String? = nil)
    throws(CalendarGridError)
  {
    let gridLocale = try GridLocale(locale)
    let identifier = try calendar.map { name throws(CalendarGridError) in
      try CalendarIdentifier(parsing: name)
    }
    let weekday = try firstWeekday.map { name throws(CalendarGridError) in
      try Weekday(parsing: name)
    }
    try self.init(identifier, locale: gridLocale, firstWeekday: weekday)
  }
}
