/// An immutable run of whole calendar years, month by month: what a ``TableMonthSource`` reads
/// instead of asking ICU.
///
/// Each month is one 24-byte ``Entry`` (first day, extended year, era, era year, length, month
/// number, ordinal, months in year, leap flag, last day number and day-number gap); a 201-year
/// window is about 2,500 entries, 60 KB. Lookups never call a filler:
/// `month(containing:)` is a binary search over first days (12 steps for the window) and
/// `month(year:month:isLeapMonth:)` an index into the year starts plus a scan of at most 13
/// entries.
package final class MonthTable: Sendable {
  /// One month, packed.
  package struct Entry: Hashable, Sendable {
    package let firstDay: Int32
    package let extendedYear: Int32
    package let era: Int32
    package let eraYear: Int32
    package let length: UInt8
    package let month: UInt8
    package let ordinal: UInt8
    package let monthsInYear: UInt8
    package let isLeapMonth: Bool
    package let lastDayNumber: UInt8
    package let gapAfter: UInt8
    package let gapLength: UInt8
  }

  package let identifier: CalendarIdentifier
  package let entries: ContiguousArray<Entry>
  /// `yearStarts[i]` is the index of the first month of extended year `firstExtendedYear + i`.
  private let yearStarts: ContiguousArray<Int32>
  package let firstExtendedYear: Int
  /// The first day (days since 1970), for estimating indices.
  private let firstValue: Int
  /// Months per day in 32.32 fixed point (a multiply is cheaper than a divide).
  private let monthsPerDay: Int
  /// The last day number of the month before the first entry, and the gap of the month after the
  /// last (for the leading and trailing days of the edge grids).
  private let previousLastDayNumber: UInt8
  private let previousLength: UInt8
  private let beforePreviousLastDayNumber: UInt8
  private let nextLength: UInt8
  private let nextGap: DayNumberGap

  /// The first day of the table.
  package var firstDay: Day { Day(daysSince1970: entries[0].firstDay) }
  /// The day after the table.
  package var endDay: Day {
    let last = entries[entries.count - 1]
    return Day(daysSince1970: last.firstDay).advanced(by: Int(last.length))
  }
  /// The extended years the table holds, all complete.
  package var extendedYears: ClosedRange<Int> {
    firstExtendedYear...(firstExtendedYear + yearStarts.count - 1)
  }

  /// The size of one entry in memory.
  package static var bytesPerMonth: Int { MemoryLayout<Entry>.stride }

  /// Builds a table from consecutive records, keeping only the complete years among them.
  ///
  /// The records must tile (each starts where the previous ends) and contain at least one whole
  /// year: a year is complete when the records show both its first month and the next year's.
  /// Builds a table of the complete years among `records`; with `covering`, only the years
  /// needed to cover those days are kept (the records may start well before them). Records that
  /// break these rules are reported as the failure of `filler`, the filler that gave them.
  package init(
    identifier: CalendarIdentifier, records: [MonthRecord], covering: ClosedRange<Day>? = nil,
    filler: String
  ) throws(CalendarGridError) {
    func broken(_ reason: String) -> CalendarGridError {
      .fillerFailed(filler: filler, calendar: identifier, problem: reason)
    }
    for index in records.indices.dropFirst()
    where records[index].firstDay != records[index - 1].endDay {
      throw broken("months do not tile at \(records[index].firstDay)")
    }
    // Year boundaries: indices where the extended year changes.
    var boundaries: [Int] = []
    for index in records.indices.dropFirst()
    where records[index].extendedYear != records[index - 1].extendedYear {
      guard records[index].extendedYear == records[index - 1].extendedYear + 1 else {
        throw broken("years do not follow each other at \(records[index].firstDay)")
      }
      boundaries.append(index)
    }
    // The first year starts at least two months in, so the month before its previous one is
    // known too (a grid's leading days can reach it after a 5-day Coptic month).
    boundaries.removeAll { $0 < 2 }
    if let covering {
      // Years that end before the covered days are not kept (the records start early so that a
      // boundary with two months before it precedes the days).
      while boundaries.count > 2 && records[boundaries[1]].firstDay <= covering.lowerBound {
        boundaries.removeFirst()
      }
      while boundaries.count > 2
        && records[boundaries[boundaries.count - 2]].firstDay > covering.upperBound
      {
        boundaries.removeLast()
      }
    }
    guard boundaries.count >= 2, let first = boundaries.first, let last = boundaries.last else {
      throw broken("no complete year among \(records.count) months")
    }
    var entries = ContiguousArray<Entry>()
    entries.reserveCapacity(last - first)
    var yearStarts = ContiguousArray<Int32>()
    for (start, end) in zip(boundaries, boundaries.dropFirst()) {
      yearStarts.append(Int32(entries.count))
      let count = end - start
      guard count <= 13 else { throw broken("\(count) months in a year") }
      for (offset, record) in records[start..<end].enumerated() {
        guard (1...40).contains(record.length), (1...13).contains(record.month),
          (1...40).contains(record.lastDayNumber)
        else { throw broken("implausible month at \(record.firstDay)") }
        let gap = Self.gap(of: record)
        entries.append(
          Entry(
            firstDay: record.firstDay.daysSince1970,
            extendedYear: Int32(truncatingIfNeeded: record.extendedYear),
            era: Int32(truncatingIfNeeded: record.era),
            eraYear: Int32(truncatingIfNeeded: record.eraYear), length: UInt8(record.length),
            month: UInt8(record.month), ordinal: UInt8(offset + 1), monthsInYear: UInt8(count),
            isLeapMonth: record.isLeapMonth, lastDayNumber: UInt8(record.lastDayNumber),
            gapAfter: gap.after, gapLength: gap.length))
      }
    }
    self.identifier = identifier
    self.entries = entries
    self.firstValue = Int(entries[0].firstDay)
    self.monthsPerDay =
      (entries.count << 32) / records[first].firstDay.distance(to: records[last].firstDay)
    self.yearStarts = yearStarts
    self.firstExtendedYear = records[first].extendedYear
    self.previousLastDayNumber = UInt8(records[first - 1].lastDayNumber)
    self.previousLength = UInt8(records[first - 1].length)
    self.beforePreviousLastDayNumber = UInt8(records[first - 2].lastDayNumber)
    self.nextLength = UInt8(records[last].length)
    self.nextGap = Self.gap(of: records[last])
  }

  /// The day numbers a month skips: only a month holding the Julian–Gregorian cutover has such a
  /// gap, after the last Julian day.
  private static func gap(of record: MonthRecord) -> DayNumberGap {
    let skipped = record.lastDayNumber - record.firstDayNumber + 1 - record.length
    let cutover = GregorianMonthSource.cutoverDay
    guard skipped > 0, record.firstDay < cutover, cutover < record.endDay else { return .none }
    let after = record.firstDayNumber + record.firstDay.distance(to: cutover) - 1
    return DayNumberGap(after: UInt8(clamping: after), length: UInt8(clamping: skipped))
  }

  /// Whether the table holds the day.
  @inline(__always)
  package func contains(_ day: Day) -> Bool { day >= firstDay && day < endDay }

  /// The index of the entry whose month contains `day`; a day outside the table traps (callers
  /// check ``contains(_:)`` first, as they must to have a month to return).
  ///
  /// Months are close to equal in length in every calendar, so the index is first estimated
  /// from the table's mean month length and then corrected by a step or two; a binary search
  /// takes over if the estimate is far off.
  /// - Complexity: O(1) for real calendars, O(log n) at worst.
  package func index(containing day: Day) -> Int {
    precondition(contains(day), "day outside the month table")
    let value = Int(day.daysSince1970)
    let count = entries.count
    var index = min(max(((value - firstValue) &* monthsPerDay) >> 32, 0), count - 1)
    for _ in 0..<4 {
      if index > 0 && Int(entries[index].firstDay) > value {
        index -= 1
      } else if index + 1 < count && Int(entries[index + 1].firstDay) <= value {
        index += 1
      } else {
        return index
      }
    }
    var low = 0
    var high = count - 1
    // Invariant: entries[low].firstDay <= day < entries[high + 1].firstDay.
    while low < high {
      let middle = (low + high + 1) / 2
      if Int(entries[middle].firstDay) <= value { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The index of a month by extended year, ICU month number and leap flag; nil when the year is
  /// outside the table, or the month does not exist in that year.
  package func index(extendedYear: Int, month: Int, isLeapMonth: Bool) -> Int? {
    let offset = extendedYear - firstExtendedYear
    guard offset >= 0, offset < yearStarts.count else { return nil }
    let start = Int(yearStarts[offset])
    let count = Int(entries[start].monthsInYear)
    for index in start..<(start + count)
    where Int(entries[index].month) == month && entries[index].isLeapMonth == isLeapMonth {
      return index
    }
    return nil
  }

  /// The index of the month at a 1-based position in an extended year; nil when the year is
  /// outside the table or has fewer months.
  package func index(extendedYear: Int, ordinal: Int) -> Int? {
    let offset = extendedYear - firstExtendedYear
    guard offset >= 0, offset < yearStarts.count else { return nil }
    let start = Int(yearStarts[offset])
    guard ordinal >= 1, ordinal <= Int(entries[start].monthsInYear) else { return nil }
    return start + ordinal - 1
  }

  /// The month of the entry at `index`, with `year` numbered as ``CalendarMonth/year`` is.
  package func month(at index: Int) -> CalendarMonth {
    let entry = entries[index]
    let previousLast = index > 0 ? entries[index - 1].lastDayNumber : previousLastDayNumber
    let previousLength = index > 0 ? entries[index - 1].length : self.previousLength
    let beforePreviousLast =
      index > 1
      ? entries[index - 2].lastDayNumber
      : (index == 1 ? previousLastDayNumber : beforePreviousLastDayNumber)
    let nextLength = index + 1 < entries.count ? entries[index + 1].length : self.nextLength
    let nextGap: DayNumberGap =
      index + 1 < entries.count
      ? DayNumberGap(after: entries[index + 1].gapAfter, length: entries[index + 1].gapLength)
      : self.nextGap
    return CalendarMonth(
      calendar: identifier, firstDay: Day(daysSince1970: entry.firstDay),
      length: Int(entry.length), month: Int(entry.month), ordinal: Int(entry.ordinal),
      monthsInYear: Int(entry.monthsInYear), isLeapMonth: entry.isLeapMonth,
      year: Int(entry.extendedYear) + identifier.inputYearOffset, era: Int(entry.era),
      eraYear: Int(entry.eraYear), extendedYear: Int(entry.extendedYear),
      previousLastDayNumber: Int(previousLast), previousLength: Int(previousLength),
      beforePreviousLastDayNumber: Int(beforePreviousLast), nextLength: Int(nextLength),
      gap: DayNumberGap(after: entry.gapAfter, length: entry.gapLength), nextGap: nextGap)
  }

  /// The first day of the year of the entry at `index`.
  package func yearStart(ofEntryAt index: Int) -> Day {
    Day(daysSince1970: entries[index - Int(entries[index].ordinal) + 1].firstDay)
  }
}

extension CalendarIdentifier {
  /// What to add to ICU's extended year to get the year CalendarGrid numbers input with
  /// (``CalendarMonth/year``): the related Gregorian year for Chinese (extended year 4661 is
  /// 2024), Vietnamese (numbered as Chinese) and Dangi (4357 is 2024), the Buddhist era year
  /// (2567), the Minguo year (113; 0 and below before Minguo), the Amete Alem year, and the
  /// extended year itself otherwise (the Gregorian year for Japanese).
  package var inputYearOffset: Int {
    switch self {
    case .buddhist: 543
    case .roc: -1911
    case .chinese, .vietnamese: -2637
    case .dangi: -2333
    case .ethiopicAmeteAlem: 5500
    default: 0
    }
  }
}
