import CalendarGridTestSupport
import Testing

@testable import CalendarGridCore
@testable import CalendarGridSources

/// The configurations every Korean story (holidays, lunar subtitles, Dangi grids, titles and
/// pickers) runs in: each data source this build has, and the Foundation source as on iOS 16–25
/// and macOS 13–15, where Foundation has no Dangi calendar.
///
/// The last one binds `FoundationDataProvider.withoutDangi` and a fresh table registry, so the
/// Dangi table is filled cold inside it, with Foundation's Dangi out of reach.
package enum KoreanConfiguration: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case icu
  case foundation
  case foundationWithoutDangi

  /// The configurations this build can run (`icu` needs the ICU trait).
  package static var available: [KoreanConfiguration] {
    allCases.filter { $0.source.isAvailable }
  }

  package var source: CalendarDataSource { self == .icu ? .icu : .foundation }

  package var testDescription: String { rawValue }

  /// Runs `body` with the configuration's source, inside the configuration.
  package func run<Result>(_ body: (CalendarDataSource) throws -> Result) throws -> Result {
    guard self == .foundationWithoutDangi else { return try body(source) }
    return try FoundationDataProvider.$withoutDangi.withValue(true) {
      try MonthTableRegistry.$current.withValue(MonthTableRegistry()) {
        // The configuration is real: Foundation's Dangi cannot be reached.
        #expect(CalendarIdentifier.dangi.foundationIdentifier == nil)
        #expect(throws: CalendarGridError.self) {
          try FoundationMonthTableFiller(identifier: .dangi)
            .months(containing: Day(daysSince1970: 0), count: 1)
        }
        return try body(.foundation)
      }
    }
  }
}
