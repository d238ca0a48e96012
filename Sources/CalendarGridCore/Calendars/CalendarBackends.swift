/// The one place that chooses a backend for a calendar identifier: with a data source's
/// provider, or with none (nil) from the core's own rules and tables.
package enum CalendarBackends {
  package static func source(
    for identifier: CalendarIdentifier, cutover: GregorianCutover,
    provider: (any CalendarDataProvider)?, tables: MonthTableRegistry = .shared
  ) throws(CalendarGridError) -> any MonthSource {
    switch identifier {
    case .gregorian:
      return GregorianMonthSource(identifier: .gregorian, cutover: cutover)
    case .iso8601:
      return GregorianMonthSource(identifier: .iso8601, cutover: cutover)
    default:
      // Every other ICU calendar: month tables filled once per process and data source (the
      // shared MonthTableRegistry; a fresh registry starts from cold tables).
      return TableMonthSource(tables: try tables.tables(for: identifier, provider: provider))
    }
  }
}
