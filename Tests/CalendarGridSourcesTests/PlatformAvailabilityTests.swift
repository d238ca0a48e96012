import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridSources

/// What the declared platforms (iOS 16 / macOS 13) change: a calendar an OS's Foundation lacks is
/// a typed error naming the calendar, the source and the releases that have it, and the compact
/// day numbers are a value of the package's own (not `InlineArray`, which needs iOS 26).
@Suite("Platform availability")
struct PlatformAvailabilityTests {
  @Test("A calendar Foundation lacks names the calendar, the source and the OS releases")
  func calendarUnavailableError() {
    // The error for a calendar Foundation lacks (`Calendar.Identifier.dangi` on iOS 16–25,
    // macOS 13–15), which the Foundation month filler reports as its problem; Linux's Foundation
    // has Dangi, so it is built here directly.
    let error = DataSourceError.foundationLacks(.dangi)
    let releases: [AppleOSRelease] = [
      AppleOSRelease(.iOS, 26), AppleOSRelease(.macOS, 26), AppleOSRelease(.tvOS, 26),
      AppleOSRelease(.watchOS, 26), AppleOSRelease(.visionOS, 26),
    ]
    #expect(error == .calendarUnavailable(.dangi, source: .foundation, availableFrom: releases))
    #expect(
      error.description
        == "the dangi calendar is unavailable from the foundation data source on this OS: Foundation has it from iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26"
    )
    #expect(AppleOSRelease(.macOS, 13, 3).description == "macOS 13.3")
  }

  @Test("Every calendar this OS's Foundation lacks has the releases that have it")
  func missingCalendarsNameTheirReleases() throws {
    // Vietnamese needs no Foundation calendar on any OS: its months are the package's table and
    // its names the Chinese calendar's.
    for calendar in CalendarIdentifier.allCases
    where calendar.foundationIdentifier == nil && calendar != .vietnamese {
      let releases = try #require(AppleOSRelease.foundationReleases(having: calendar))
      #expect(!releases.isEmpty, "\(calendar.rawValue)")
    }
    // Calendars every supported OS has name no release.
    #expect(AppleOSRelease.foundationReleases(having: .chinese) == nil)
    #expect(AppleOSRelease.foundationReleases(having: .gregorian) == nil)
  }

  @Test("The icu source in a build without the trait names the trait")
  func icuWithoutTrait() throws {
    #if ICU
      #expect(CalendarDataSource.icu.isAvailable)
    #else
      do {
        _ = try GridLocale("ko_KR", source: .icu)
        Issue.record("the icu source was usable without the ICU trait")
      } catch {
        guard case .unavailable(let source, let reason) = error else {
          Issue.record("unexpected error \(error)")
          return
        }
        #expect(source == .icu)
        #expect(reason.contains("ICU trait") && reason.contains("traits: []"))
      }
    #endif
  }

  @Test("Compact day numbers: 42 inline bytes, read and written like an array")
  func dayNumbers() {
    #expect(MemoryLayout<CompactGridCells.DayNumbers>.size == 42)
    var numbers = CompactGridCells.DayNumbers()
    var model = [UInt8](repeating: 0, count: 42)
    #expect(numbers.count == 42 && numbers.allSatisfy { $0 == 0 })
    var random = SplitMix64(state: 16)
    for _ in 0..<500 {
      let index = Int(random.next() % 42)
      let value = UInt8(truncatingIfNeeded: random.next())
      numbers[index] = value
      model[index] = value
      #expect(Array(numbers) == model)
    }
    // The bytes are contiguous in index order, as renderers read them.
    let bytes = withUnsafeBytes(of: numbers) { Array($0) }
    #expect(bytes == model)
    var other = numbers
    #expect(other == numbers)
    // A difference in any byte, including the last two (read by the overlapping word), counts.
    for index in [0, 7, 8, 33, 34, 40, 41] {
      other = numbers
      other[index] &+= 1
      #expect(other != numbers, "byte \(index)")
    }
  }
}
