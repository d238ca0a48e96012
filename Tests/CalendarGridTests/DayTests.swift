import Foundation
import Testing

@testable import CalendarGrid

@Suite("Day arithmetic")
struct DayTests {
  @Test("Known days since 1970")
  func knownDays() throws {
    #expect(try Day(year: 1970, month: 1, day: 1).daysSince1970 == 0)
    #expect(try Day(year: 2000, month: 3, day: 1).daysSince1970 == 11_017)
    #expect(try Day(year: 1582, month: 10, day: 15).daysSince1970 == -141_427)
    #expect(try Day(year: 1969, month: 12, day: 31).daysSince1970 == -1)
    #expect(try Day(year: 1970, month: 1, day: 1).weekday == .thursday)
    #expect(try Day(year: 2024, month: 3, day: 5).weekday == .tuesday)
  }
}
