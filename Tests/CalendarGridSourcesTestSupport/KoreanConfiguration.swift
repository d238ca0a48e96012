import CalendarGridTestSupport
import Testing

@testable import CalendarGridCore
@testable import CalendarGridSources

/// The configurations every Korean story (holidays, lunar subtitles, Dangi grids, titles and
/// pickers) runs in: each data source this build has.
///
/// A build with `-Xswiftc -DCALENDARGRID_FOUNDATION_WITHOUT_DANGI` (CI's configuration without
/// the ICU trait) has a Foundation source that acts as on iOS 16–25 and macOS 13–15, where
/// Foundation has no Dangi calendar: there `foundation` runs every story that way.
package enum KoreanConfiguration: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case icu
  case foundation

  /// The configurations this build can run (`icu` needs the ICU trait).
  package static var available: [KoreanConfiguration] {
    allCases.filter { $0.source.isAvailable }
  }

  package var source: CalendarDataSource { self == .icu ? .icu : .foundation }

  package var testDescription: String {
    #if CALENDARGRID_FOUNDATION_WITHOUT_DANGI
      return self == .foundation ? "foundation without Dangi" : rawValue
    #else
      return rawValue
    #endif
  }

  /// Runs `body` with the configuration's source; in a build without Foundation's Dangi, first
  /// checks that the configuration is real (Foundation's Dangi cannot be reached).
  package func run<Result>(_ body: (CalendarDataSource) throws -> Result) throws -> Result {
    #if CALENDARGRID_FOUNDATION_WITHOUT_DANGI
      if self == .foundation {
        #expect(CalendarIdentifier.dangi.foundationIdentifier == nil)
        #expect(
          throws: CalendarGridError.fillerFailed(
            filler: "FoundationMonthTableFiller", calendar: .dangi,
            problem:
              "the dangi calendar is unavailable from the foundation data source on this OS: Foundation has it from iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26"
          )
        ) {
          try FoundationMonthTableFiller(identifier: .dangi)
            .months(containing: Day(daysSince1970: 0), count: 1)
        }
      }
    #endif
    return try body(source)
  }
}
