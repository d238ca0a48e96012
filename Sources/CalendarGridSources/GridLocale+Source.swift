import CalendarGridCore

extension GridLocale {
  /// Reads and validates a locale identifier.
  ///
  /// The identifier must follow a strict grammar (see `LocaleIdentifierSyntax`): language,
  /// optional script, region and the `POSIX` variant, and only the keywords CalendarGrid reads
  /// (`calendar`, `fw`, `numbers`, `rg`, or `-u-ca`, `-u-fw`, `-u-nu`, `-u-rg`), within ICU's
  /// documented limits, checked before the data source reads it.
  ///
  /// - Parameters:
  ///   - identifier: An ICU identifier (`ko_KR@calendar=dangi`) or a BCP 47 tag
  ///     (`ko-KR-u-ca-dangi`).
  ///   - source: The source that reads it (ICU or Foundation); calendars made with the
  ///     locale use it too unless told otherwise.
  /// - Throws: ``CalendarGridSources/DataSourceError/core(_:)`` carrying
  ///   ``CalendarGridCore/CalendarGridError/unknownLocale(_:reason:)`` naming the problem: empty,
  ///   too long for ICU (the limit named), not ASCII, malformed, an unknown region, variant,
  ///   keyword or keyword value, or no data in the source;
  ///   ``CalendarGridSources/DataSourceError/unavailable(_:reason:)`` for a source this build lacks.
  public init(_ identifier: String, source: CalendarDataSource = .default)
    throws(DataSourceError)
  {
    let provider = try source.provider
    self = try DataSourceError.carryingCore { () throws(CalendarGridError) in
      try GridLocale(identifier, source: source, provider: provider)
    }
  }

  /// The identifiers of every locale the data source has data for (ICU's `uloc_getAvailable`,
  /// or Foundation's `Locale.availableIdentifiers`), sorted as the source lists them.
  ///
  /// - Throws: ``CalendarGridSources/DataSourceError/unavailable(_:reason:)`` for a source this build lacks.
  public static func availableIdentifiers(source: CalendarDataSource = .default)
    throws(DataSourceError) -> [String]
  {
    try source.provider.availableLocales
  }

  /// The locale the source takes from the environment: ICU's from `LANG` / `LC_ALL`
  /// (`en_US_POSIX` when none is set), Foundation's `Locale.current`.
  ///
  /// - Throws: ``CalendarGridSources/DataSourceError/unavailable(_:reason:)`` for a source this build lacks;
  ///   ``CalendarGridSources/DataSourceError/core(_:)`` when the core refuses the environment's locale.
  public static func current(source: CalendarDataSource = .default) throws(DataSourceError)
    -> GridLocale
  {
    try GridLocale(source.provider.defaultLocale, source: source)
  }
}
