import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridRendering
@testable import CalendarGridSources
@testable import CalendarGridState

/// The extreme sweep's entries: days, cells, weekdays and week rules.
extension IntegerExtremeSweepTests {
  static let core: [Entry] = [
    Entry("AppleOSRelease.init(_:_:_:)") { _ in
      for value in ints {
        let release = AppleOSRelease(.iOS, value, value)
        #expect(release.major == value && !release.description.isEmpty)
      }
    },
    Entry("Day.<(_:_:)") { _ in
      for (a, b) in zip(days, days.dropFirst()) { #expect(a < b && !(b < a)) }
    },
    Entry("Day.advanced(by:)") { _ in
      // Saturating at the ends of Int32, as documented.
      for day in days {
        for n in ints {
          let (sum, overflow) = Int(day.daysSince1970).addingReportingOverflow(n)
          let expected =
            overflow
            ? (n > 0 ? Int(Int32.max) : Int(Int32.min))
            : max(Int(Int32.min), min(Int(Int32.max), sum))
          #expect(Int(day.advanced(by: n).daysSince1970) == expected, "\(day) + \(n)")
        }
      }
    },
    Entry("Day.distance(to:)") { _ in
      for a in days {
        for b in days {
          #expect(a.distance(to: b) == Int(b.daysSince1970) - Int(a.daysSince1970))
        }
      }
    },
    Entry("Day.init(checkedDaysSince1970:)") { _ in
      let supported =
        Int(
          Day.supportedRange.lowerBound.daysSince1970)...Int(
          Day.supportedRange.upperBound.daysSince1970)
      for value in ints + [supported.lowerBound - 1, supported.upperBound + 1] {
        let day = typed { () throws(CalendarGridError) in try Day(checkedDaysSince1970: value) }
        #expect((day != nil) == supported.contains(value), "\(value)")
      }
    },
    Entry("Day.init(daysSince1970:)") { _ in
      for value in [Int32.min, -1, 0, Int32.max] {
        #expect(Day(daysSince1970: value).daysSince1970 == value)
      }
    },
    Entry("Day.init(year:month:day:)") { _ in
      for a in ints {
        for b in ints {
          let day = typed { () throws(CalendarGridError) in try Day(year: a, month: b, day: 1) }
          #expect(day == nil || (Day.supportedGregorianYears.contains(a) && b == 1))
          #expect(
            typed { () throws(CalendarGridError) in try Day(year: 2024, month: 1, day: b) } == nil
              || b == 1)
        }
      }
    },
    Entry("CalendarMonth.contains(_:)") { f in
      // None of the extreme days is in March 2024.
      for day in days { #expect(!f.month.contains(day)) }
      #expect(f.month.contains(f.today))
    },
    Entry("CalendarMonth.day(numbered:)") { f in
      for value in ints { #expect((f.month.day(numbered: value) != nil) == (value == 1)) }
    },
    Entry("CalendarMonth.dayNumber(atOffset:)") { f in
      // Offsets far outside a grid give a number without meaning, but a number.
      for value in ints { _ = f.month.dayNumber(atOffset: value) }
      #expect(f.month.dayNumber(atOffset: 0) == 1)
    },
    Entry("CalendarMonth.dayNumber(of:)") { f in
      for day in days { _ = f.month.dayNumber(of: day) }
      #expect(f.month.dayNumber(of: f.today) == 5)
    },
    Entry("CellFlags.init(rawValue:)") { _ in
      for value in [UInt16.min, 1, UInt16.max] {
        #expect(CellFlags(rawValue: value).rawValue == value)
      }
    },
    Entry("CellMask.init(rawValue:)") { _ in
      for value in [UInt64.min, 1, UInt64.max] {
        #expect(CellMask(rawValue: value).rawValue == value)
      }
    },
    Entry("CellMask.init(cells:)") { _ in
      for low in ints {
        for high in ints where low <= high {
          let mask = CellMask(cells: low..<high)
          let clampedLow = max(0, min(low, 64))
          let clampedHigh = max(clampedLow, min(high, 64))
          #expect(mask.count == clampedHigh - clampedLow, "\(low)..<\(high)")
        }
      }
    },
    Entry("CellMask.contains(_:)") { _ in
      for value in ints {
        #expect(CellMask(rawValue: .max).contains(value) == (0..<64).contains(value))
      }
    },
    Entry("CellMask.insert(_:)") { _ in
      for value in ints {
        var mask = CellMask.none
        mask.insert(value)
        #expect(mask.count == ((0..<64).contains(value) ? 1 : 0))
      }
    },
    Entry("CellMask.remove(_:)") { _ in
      for value in ints {
        var mask = CellMask(rawValue: .max)
        mask.remove(value)
        #expect(mask.count == ((0..<64).contains(value) ? 63 : 64))
      }
    },
    Entry("WeekRules.init(firstWeekday:minimumDaysInFirstWeek:weekend:)") { _ in
      for value in ints {
        let rules = typed { () throws(CalendarGridError) in
          try WeekRules(firstWeekday: .monday, minimumDaysInFirstWeek: value, weekend: [])
        }
        #expect((rules != nil) == (1...7).contains(value), "\(value)")
      }
    },
    Entry("Weekday.advanced(by:)") { _ in
      for value in ints {
        let expected = ((value % 7) + 7) % 7
        #expect(Weekday.sunday.advanced(by: value).rawValue == expected + 1, "\(value)")
      }
    },
    Entry("Weekday.init(rawValue:)") { _ in
      for value in ints { #expect((Weekday(rawValue: value) != nil) == (value == 1)) }
      #expect(Weekday(rawValue: 7) == .saturday && Weekday(rawValue: 8) == nil)
    },
    Entry("WeekdaySet.init(rawValue:)") { _ in
      for value in [UInt8.min, 1, UInt8.max] {
        #expect(WeekdaySet(rawValue: value).rawValue == value & 0x7F)
      }
    },
    Entry("MonthTables.setWindow(_:)") { _ in
      // Only windows that are refused: a valid one would change the process's tables.
      for (low, high) in [(Int.min, Int.max), (Int.min, 0), (10_000, Int.max), (-1, 0)] {
        #expect(throws: CalendarGridError.self) { try MonthTables.setWindow(low...high) }
      }
    },
    Entry("GridCell.ID.init(month:day:)") { _ in
      for a in days {
        for b in days { #expect(GridCell.ID(month: a, day: b) == GridCell.ID(month: a, day: b)) }
      }
    },
  ]
}
