import CalendarGrid
import Foundation

/// `DatePickerModel` as a picker UI drives it: the user chooses a year, a month or a day, and
/// the three columns are read again (every year, the chosen year's months with their names,
/// the chosen month's day numbers). A unit is one choice.
struct PickerColumns {
  enum Step {
    case year(Int, months: Int)
    case month(ordinal: Int)
    case day(Int)
  }

  let calendar: GridCalendar
  let picker: DatePickerModel
  let steps: [Step]

  init(_ identifier: CalendarIdentifier) throws {
    let calendar = try GridCalendar(identifier, locale: GridLocale("ko_KR"))
    self.calendar = calendar
    /// The calendar's year that holds the middle of a Gregorian year.
    func year(_ gregorian: Int) throws -> Int {
      try calendar.month(containing: Day(year: gregorian, month: 7, day: 1)).year
    }
    let start: Day
    let steps: [Step]
    switch identifier {
    case .gregorian:
      start = try Day(year: 2024, month: 1, day: 31)
      steps = [
        .month(ordinal: 2), .year(2023, months: 12), .day(14), .year(2020, months: 12),
        .month(ordinal: 12), .day(31), .year(1999, months: 12), .month(ordinal: 6),
      ]
    default:
      // Lunisolar years with a leap month (13 in the month column): 2020 (leap 4th month),
      // 2023 (leap 2nd), 2025 (leap 6th); 2024 has none.
      start = try Day(year: 2024, month: 3, day: 12)
      steps = [
        .year(try year(2020), months: 13), .month(ordinal: 5), .day(15),
        .year(try year(2023), months: 13), .month(ordinal: 3), .year(try year(2025), months: 13),
        .month(ordinal: 7), .day(1), .year(try year(2024), months: 12),
      ]
    }
    self.steps = steps
    picker = try DatePickerModel(
      calendar: calendar, years: year(1950)...year(2030), selecting: start)
  }

  static func apply(_ step: Step, to picker: inout DatePickerModel) throws(DatePickerError) {
    switch step {
    case .year(let year, _): try picker.selectYear(year)
    case .month(let ordinal): try picker.selectMonth(ordinal: ordinal)
    case .day(let number): try picker.selectDay(number: number)
    }
  }

  /// The three columns, read whole as a picker draws them.
  @inline(__always)
  static func readColumns(_ picker: DatePickerModel) -> UInt64 {
    var word: UInt64 = 0
    for year in picker.years { word = rotate(word, 3) ^ UInt64(truncatingIfNeeded: year) }
    let names = picker.monthNames()
    for (month, name) in zip(picker.months, names) {
      word &+=
        UInt64(truncatingIfNeeded: month.ordinal) ^ UInt64(name.utf8.count) << 8
        ^ (month.isLeapMonth ? 1 << 20 : 0)
    }
    for number in picker.dayNumbers { word = rotate(word, 1) &+ UInt64(truncatingIfNeeded: number) }
    if let day = picker.day { word ^= UInt64(UInt32(bitPattern: day.daysSince1970)) << 24 }
    return word
  }

  func workload() -> Workload {
    Workload(unitsPerPass: steps.count, unit: "choice") {
      var picker = picker
      var sum: UInt64 = 0
      for step in steps {
        // Every step succeeded in `verify()`; a failure here would change the checksum.
        do { try Self.apply(step, to: &picker) } catch { return 0 }
        sum &+= Self.readColumns(picker)
      }
      return sum
    }
  }

  /// Runs the steps once and checks the columns after each: a year step shows the months it
  /// should (13 in a leap year, a leap month named with the locale's mark), every month has a
  /// name, and the day column is the chosen month's day numbers, holding the chosen day.
  func verify() throws -> String {
    var picker = picker
    for step in steps {
      try Self.apply(step, to: &picker)
      let names = picker.monthNames()
      guard let month = picker.month, let day = picker.day, names.count == picker.months.count,
        names.allSatisfy({ !$0.isEmpty }), picker.dayNumbers == Array(1...month.length),
        month.contains(day), picker.years.count == picker.yearRange.count
      else {
        throw Mismatch(description: "picker \(calendar.identifier.rawValue): columns after \(step)")
      }
      if case .year(_, let count) = step {
        let leap = zip(picker.months, names).filter { $0.0.isLeapMonth }
        guard picker.months.count == count, leap.count == count - 12,
          leap.allSatisfy({ $0.1.contains("윤") })
        else {
          throw Mismatch(
            description: "picker \(calendar.identifier.rawValue): \(names) after \(step)")
        }
      }
    }
    return "columns after each of \(steps.count) choices (13 months in leap years)"
  }
}
