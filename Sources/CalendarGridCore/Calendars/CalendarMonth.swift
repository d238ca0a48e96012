/// One month of one calendar: where it starts, how long it is, and how the calendar numbers it.
///
/// A month's identity is its first day, which orders months correctly across eras, leap months
/// and 13-month years (an (era, year, month) triple cannot name Dangi's leap 4th month).
/// Months are small values made by a ``GridCalendar``; building a grid from one needs no further
/// calendar lookups.
public struct CalendarMonth: Hashable, Sendable, Identifiable, Comparable {
  /// The calendar system.
  public let calendar: CalendarIdentifier
  /// The first day of the month.
  public let firstDay: Day
  @usableFromInline let storedLength: UInt8
  @usableFromInline let storedMonth: UInt8
  @usableFromInline let storedOrdinal: UInt8
  @usableFromInline let storedMonthsInYear: UInt8
  /// Whether this is a leap month (Chinese and Dangi `윤` months; not Hebrew Adar I, which is a
  /// month of its own number in ICU's numbering).
  public let isLeapMonth: Bool
  // Years are stored in 32 bits to keep a month (and every grid holding one) small; they are
  // read as `Int`, the type of every `year:` parameter.
  @usableFromInline let storedYear: Int32
  @usableFromInline let storedEra: Int32
  @usableFromInline let storedEraYear: Int32
  @usableFromInline let storedExtendedYear: Int32
  /// The year as CalendarGrid addresses it on input (see ``GridCalendar/month(year:month:isLeapMonth:)``).
  @inlinable public var year: Int { Int(storedYear) }
  /// ICU's era number (0 = BC and 1 = AD in the Gregorian calendar; the Japanese era; the
  /// Chinese 60-year cycle).
  @inlinable public var era: Int { Int(storedEra) }
  /// The year within the era, as it is displayed (Japanese Reiwa 6; Chinese cycle year 41).
  @inlinable public var eraYear: Int { Int(storedEraYear) }
  /// ICU's extended year: a year count that runs on across eras.
  @inlinable public var extendedYear: Int { Int(storedExtendedYear) }
  @usableFromInline let previousLastDayNumber: UInt8
  /// The previous month's length, and the last day number of the month before it: a grid's
  /// leading days reach two months back when the previous month is shorter than a week
  /// (the Coptic and Ethiopic 13th month has 5 or 6 days).
  @usableFromInline let previousLength: UInt8
  @usableFromInline let beforePreviousLastDayNumber: UInt8
  /// The next month's length: trailing days run past it into the month after when it is short.
  @usableFromInline let nextLength: UInt8
  @usableFromInline package let gap: DayNumberGap
  @usableFromInline let nextGap: DayNumberGap

  @inlinable public var id: Day { firstDay }
  /// The number of days in the month.
  @inlinable public var length: Int { Int(storedLength) }
  /// The last day of the month.
  @inlinable public var lastDay: Day { firstDay.advanced(by: length - 1) }
  /// The days of the month.
  @inlinable public var days: ClosedRange<Day> { firstDay...lastDay }
  /// The month number in ICU's numbering, 1-based: 1...12, 1...13 for Hebrew (Adar I is 6 and
  /// exists only in leap years; Adar, or Adar II, is 7), and for Chinese and Dangi the number of
  /// the regular month a leap month repeats.
  @inlinable public var month: Int { Int(storedMonth) }
  /// The position of the month in its year, 1-based (Dangi 2020's leap 4th month is 5th).
  @inlinable public var ordinal: Int { Int(storedOrdinal) }
  /// The number of months in this month's year (12 or 13).
  @inlinable public var monthsInYear: Int { Int(storedMonthsInYear) }

  @inlinable
  public static func < (lhs: CalendarMonth, rhs: CalendarMonth) -> Bool {
    lhs.firstDay < rhs.firstDay
  }

  /// Hashes the month's first day, number and leap flag: equal months have equal ones, and
  /// they tell apart the months of one calendar. Hashing every field (a month has fourteen)
  /// cost more than the lookups a dictionary of titles saved. Months of calendars that share
  /// their days and numbers (Gregorian, ISO 8601, Buddhist, Japanese, ROC) hash alike, and
  /// equality tells them apart.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(
      UInt64(UInt32(bitPattern: firstDay.daysSince1970)) | UInt64(storedMonth) << 32
        | (isLeapMonth ? 1 << 40 : 0))
  }

  /// Whether the month contains a day.
  @inlinable
  public func contains(_ day: Day) -> Bool { day >= firstDay && day <= lastDay }

  /// The day-of-month number of a day of this month (1 for the first day; October 1582 in the
  /// Gregorian calendar goes 1, 2, 3, 4, 15, 16, …).
  @inlinable
  public func dayNumber(of day: Day) -> Int {
    gap.number(forPosition: firstDay.distance(to: day) + 1)
  }

  /// The day of this month with a given day-of-month number, or nil when there is none.
  public func day(numbered number: Int) -> Day? {
    guard number >= 1 else { return nil }
    var position = number
    if gap.after != 0 && number > Int(gap.after) {
      guard number > Int(gap.after) + Int(gap.length) else { return nil }
      position -= Int(gap.length)
    }
    guard position <= length else { return nil }
    return firstDay.advanced(by: position - 1)
  }

  /// The day-of-month number of the day `offset` days after the first day of this month
  /// (negative: before it), in whichever month that day falls, for the at most 42 days around
  /// the month that a grid shows (offsets far outside them give a number without meaning).
  @inlinable @inline(__always)
  public func dayNumber(atOffset offset: Int) -> Int {
    // The numbers run up by one a day and jump at six boundaries, in this order: from two
    // months back into the previous month, into this month, over this month's gap, into the
    // next month, over its gap, into the month after. A jump is a select and an add, with no
    // branch: the months that need this (around a calendar reform, beside a month shorter than
    // a week) add one straight block to a caller's loop over the cells, not a tree of branches.
    // The offset is clamped to well beyond the days a grid shows, so that no sum can overflow,
    // whatever a caller passes.
    let offset = min(max(offset, -64), 128)
    let length = Int(storedLength)
    let previousLength = Int(self.previousLength)
    let previousLast = Int(previousLastDayNumber)
    let beforePreviousLast = Int(beforePreviousLastDayNumber)
    let nextLength = Int(self.nextLength)
    let gapLength = gap.after == 0 ? 0 : Int(gap.length)
    let nextGapLength = nextGap.after == 0 ? 0 : Int(nextGap.length)
    @inline(__always) func jump(at boundary: Int, by amount: Int) -> Int {
      offset >= boundary ? amount : 0
    }
    return offset + beforePreviousLast + previousLength + 1
      + jump(at: -previousLength, by: previousLast - beforePreviousLast - previousLength)
      + jump(at: 0, by: -previousLast)
      + jump(at: Int(gap.after), by: gapLength)
      + jump(at: length, by: -length - gapLength)
      + jump(at: length + Int(nextGap.after), by: nextGapLength)
      + jump(at: length + nextLength, by: -nextLength - nextGapLength)
  }

  /// The last day-of-month number of the month.
  public var lastDayNumber: Int { gap.number(forPosition: length) }

  package init(
    calendar: CalendarIdentifier, firstDay: Day, length: Int, month: Int, ordinal: Int,
    monthsInYear: Int, isLeapMonth: Bool, year: Int, era: Int, eraYear: Int, extendedYear: Int,
    previousLastDayNumber: Int, previousLength: Int? = nil, beforePreviousLastDayNumber: Int = 31,
    nextLength: Int = 31, gap: DayNumberGap = .none, nextGap: DayNumberGap = .none
  ) {
    self.calendar = calendar
    self.firstDay = firstDay
    self.storedLength = UInt8(length)
    self.storedMonth = UInt8(month)
    self.storedOrdinal = UInt8(ordinal)
    self.storedMonthsInYear = UInt8(monthsInYear)
    self.isLeapMonth = isLeapMonth
    self.storedYear = Int32(truncatingIfNeeded: year)
    self.storedEra = Int32(truncatingIfNeeded: era)
    self.storedEraYear = Int32(truncatingIfNeeded: eraYear)
    self.storedExtendedYear = Int32(truncatingIfNeeded: extendedYear)
    self.previousLastDayNumber = UInt8(previousLastDayNumber)
    self.previousLength = UInt8(previousLength ?? previousLastDayNumber)
    self.beforePreviousLastDayNumber = UInt8(beforePreviousLastDayNumber)
    self.nextLength = UInt8(nextLength)
    self.gap = gap
    self.nextGap = nextGap
  }
}

/// Day-of-month numbers a month skips: October 1582 in the Gregorian calendar (and the
/// calendars built on it) goes from the 4th to the 15th.
@usableFromInline
package struct DayNumberGap: Hashable, Sendable {
  /// The last number before the gap; 0 when there is no gap.
  @usableFromInline package let after: UInt8
  /// How many numbers are skipped.
  @usableFromInline package let length: UInt8

  @usableFromInline package static let none = DayNumberGap(after: 0, length: 0)

  @usableFromInline package init(after: UInt8, length: UInt8) {
    self.after = after
    self.length = length
  }

  /// The day-of-month number at a 1-based position in the month.
  @inlinable
  package func number(forPosition position: Int) -> Int {
    after != 0 && position > Int(after) ? position + Int(length) : position
  }
}
