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
  /// - Throws: ``CalendarGridSources/DataSourceError/unavailable(_:reason:)`` for a source this build lacks;
  ///   ``CalendarGridSources/DataSourceError/core(_:)`` carrying what the core refuses, such as
  ///   ``CalendarGridCore/CalendarGridError/fillerFailed(filler:calendar:problem:)`` when the
  ///   source cannot fill the calendar's months.
  public init(
    _ identifier: CalendarIdentifier? = nil, locale: GridLocale, firstWeekday: Weekday? = nil,
    cutover: GregorianCutover = .julianUntil1582, source: CalendarDataSource? = nil
  ) throws(DataSourceError) {
    let dataSource = source ?? locale.dataSource
    // An unavailable source is an error for every calendar, Gregorian included.
    let provider = try dataSource.provider
    self = try DataSourceError.carryingCore { () throws(CalendarGridError) in
      try GridCalendar(
        identifier, locale: locale, firstWeekday: firstWeekday, cutover: cutover,
        dataSource: dataSource, provider: provider)
    }
  }

  /// Creates an engine from text, as a command line or configuration file gives it.
  ///
  /// - Throws: ``CalendarGridSources/DataSourceError/core(_:)`` carrying the core's refusal of an unknown locale,
  ///   calendar name or weekday; otherwise as ``init(_:locale:firstWeekday:cutover:source:)``.
  public init(calendar: String?, locale: String, firstWeekday: String? = nil)
    throws(DataSourceError)
  {
    let gridLocale = try GridLocale(locale)
    let (identifier, weekday) = try DataSourceError.carryingCore {
      () throws(CalendarGridError) in
      (
        try calendar.map { name throws(CalendarGridError) in
          try CalendarIdentifier(parsing: name)
        },
        try firstWeekday.map { name throws(CalendarGridError) in
          try Weekday(parsing: name)
        }
      )
    }
    try self.init(identifier, locale: gridLocale, firstWeekday: weekday)
  }
}
