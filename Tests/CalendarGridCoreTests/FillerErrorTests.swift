import Testing

@testable import CalendarGridCore

/// A month filler whose months cannot be used is named in the error, not reported as ICU's
/// failure: broken fillers are injected through ``CalendarTables``' filler parameter.
@Suite("Filler errors")
struct FillerErrorTests {
  /// The Swift Hebrew filler with one planted fault.
  struct BrokenHebrewFiller: MonthTableFiller {
    enum Fault { case gap, shortMonth, tooFewMonths }
    let fault: Fault
    var identifier: CalendarIdentifier { .hebrew }

    func months(containing day: Day, count: Int) throws(CalendarGridError) -> [MonthRecord] {
      var months = try HebrewCalendarFiller().months(containing: day, count: count)
      let middle = months.count / 2
      switch fault {
      case .gap:
        // One month starts a day late: the months no longer tile.
        months[middle].firstDay = months[middle].firstDay.advanced(by: 1)
      case .shortMonth:
        // A zero-day month, with the next one starting where it (does not) end.
        months[middle].length = 0
        months[middle].lastDayNumber = 0
        for index in months.indices.dropFirst(middle + 1) {
          months[index].firstDay = months[index - 1].endDay
        }
      case .tooFewMonths:
        months.removeLast(count / 2)
      }
      return months
    }
  }

  @Test(
    "A broken filler's error names it and the calendar",
    arguments: [BrokenHebrewFiller.Fault.gap, .shortMonth, .tooFewMonths])
  func brokenFillerIsNamed(fault: BrokenHebrewFiller.Fault) throws {
    let error = #expect(throws: CalendarGridError.self) {
      try CalendarTables(filler: BrokenHebrewFiller(fault: fault), window: 1900...2100)
    }
    guard case .fillerFailed(let filler, let calendar, let problem) = error else {
      Issue.record("\(fault): \(String(describing: error))")
      return
    }
    #expect(filler == "BrokenHebrewFiller")
    #expect(calendar == .hebrew)
    #expect(!problem.isEmpty)
    let description = try #require(error).description
    #expect(description.contains("BrokenHebrewFiller") && !description.contains("ICU"))
  }

  @Test("The unbroken filler builds its tables, and every shipped filler has its type's name")
  func namesOfShippedFillers() throws {
    _ = try CalendarTables(filler: HebrewCalendarFiller(), window: 1900...2100)
    #expect(HebrewCalendarFiller().name == "HebrewCalendarFiller")
    #expect(
      MonthTableRegistry.filler(for: .chinese, provider: nil).name == "LunarYearTableFiller")
    #expect(
      MonthTableRegistry.filler(for: .coptic, provider: nil).name == "ArithmeticCalendarFiller")
  }
}
