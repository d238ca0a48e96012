import CalendarGridCore
import CalendarGridSourcesTestSupport
import Foundation
import Testing

@testable import CalendarGridHolidays

/// Korea on the engine, against an independent implementation (the `holidays` package's list
/// in the kr_holidays fixture, 2000-2040), name by name.
@Suite("Korean holidays on the engine")
struct KoreanHolidayEngineTests {
  struct Entry: Decodable, Hashable {
    var date: String
    var name: String
  }

  struct Fixture: Decodable {
    var holidays: [Entry]
  }

  static func fixture() throws -> [Entry] {
    let url = try #require(CalendarTestSupport.fixture("kr_holidays"))
    return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url)).holidays
  }

  @Test(
    "2000-2040 agree with the holidays package name by name, but its projected election days",
    arguments: KoreanConfiguration.available)
  func againstIndependentList(_ configuration: KoreanConfiguration) throws {
    try configuration.run { source in
      let calendar = try HolidayCalendar(country: "KR", language: "en", source: source)
      let knownUntil = try #require(calendar.knownUntil)
      var ours = Set<Entry>()
      for year in 2000...2040 {
        for holiday in try calendar.holidays(inYear: year) {
          ours.insert(Entry(date: holiday.day.iso8601, name: holiday.name))
        }
      }
      let theirs = Set(try Self.fixture())
      let missing = theirs.subtracting(ours).sorted { $0.date < $1.date }
      let extra = ours.subtracting(theirs).sorted { $0.date < $1.date }
      #expect(extra.isEmpty, "extra: \(extra.prefix(20))")
      // Elections after the published list are the package's projection; a Korean app learns
      // them when they are called.
      #expect(
        missing.allSatisfy {
          $0.name.hasSuffix("Election Day") && Int($0.date.prefix(4))! > knownUntil
        }, "missing: \(missing.prefix(20))")
      #expect(missing.count == 10)
      #expect(theirs.count - missing.count == theirs.intersection(ours).count)
      #expect(theirs.intersection(ours).count > 750)
      // The statutory and substitute days are computed, not copied from a list.
      let published = Set(calendar.data.oneOff.map(\.date.iso8601))
      #expect(ours.filter { !published.contains($0.date) }.count > 700)
    }
  }

  @Test(
    "Known days: Seollal and Chuseok, substitutes, the 2026 law",
    arguments: KoreanConfiguration.available)
  func knownDays(_ configuration: KoreanConfiguration) throws {
    try configuration.run { source in
      let calendar = try HolidayCalendar(country: "KR", language: "ko", source: source)
      let year2024 = try calendar.holidays(inYear: 2024)
      let names = Dictionary(grouping: year2024, by: \.day).mapValues { $0.map(\.name) }
      #expect(names[Day(literal: "2024-02-10")] == ["설날"])
      #expect(names[Day(literal: "2024-02-12")] == ["대체공휴일(설날)"])
      #expect(names[Day(literal: "2024-09-17")] == ["추석"])
      #expect(names[Day(literal: "2024-05-15")] == ["부처님오신날"])
      #expect(names[Day(literal: "2024-05-06")] == ["대체공휴일(어린이날)"])
      let substitute = try #require(year2024.first { $0.day == Day(literal: "2024-02-12") })
      #expect(substitute.id == "KR:seollal")
      // The group's Sunday, 2024-02-11, triggers it.
      #expect(substitute.observedFor == Day(literal: "2024-02-11"))
      // Children's Day and Buddha's Birthday share 2025-05-05 and one substitute.
      let shared = try calendar.holidays(on: Day(literal: "2025-05-06"))
      #expect(
        shared.count == 2 && shared.allSatisfy { $0.observedFor == Day(literal: "2025-05-05") })
      // 2026: Labor Day and Constitution Day are public holidays again.
      #expect(try calendar.holidays(on: Day(literal: "2026-05-01")).map(\.name) == ["노동절"])
      #expect(try calendar.holidays(on: Day(literal: "2026-07-17")).map(\.name) == ["제헌절"])
      #expect(try calendar.holidays(on: Day(literal: "2025-07-17")).isEmpty)
      // No end year: 2051's Seollal, 2051-02-11 (the lunar new year lunardate 0.3.0 gives).
      #expect(
        try calendar.holidays(inYear: 2051).contains {
          $0.id == "KR:seollal" && $0.day == Day(literal: "2051-02-11") && !$0.isObserved
        })
    }
  }
}
