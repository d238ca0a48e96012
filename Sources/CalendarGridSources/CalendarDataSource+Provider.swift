import CalendarGridCore

extension CalendarDataSource {
  /// The provider behind the source.
  ///
  /// - Throws: ``DataSourceError/unavailable(_:reason:)`` for ``icu`` in a build without the
  ///   `ICU` trait.
  package var provider: any CalendarNameProvider {
    get throws(DataSourceError) {
      switch self {
      case .foundation: return FoundationDataProvider()
      case .icu:
        #if ICU
          return ICUDataProvider()
        #else
          throw .unavailable(
            self,
            reason:
              "CalendarGrid was built without its ICU trait (traits: [] or --disable-default-traits); the icu source needs that trait and the system libicu, which Linux has and no Apple OS provides"
          )
        #endif
      }
    }
  }
}

extension MonthTableRegistry {
  /// The tables of a calendar from a data source, filling its window on first use.
  package func tables(
    for identifier: CalendarIdentifier, source: CalendarDataSource = .default
  ) throws(DataSourceError) -> CalendarTables {
    let provider = try source.provider
    return try DataSourceError.carryingCore { () throws(CalendarGridError) in
      try tables(for: identifier, provider: provider)
    }
  }
}
