/// A filler whose months come from a published table for the years it covers, and from the data
/// source's own filler (`base`: ICU or Foundation) before and after them.
///
/// The published years are joined to the source's months at the table's first and last days:
/// a source month that crosses a join is cut at it, so the months still tile. Where the
/// published calendar and the source agree on those days (the lunar tables, the end of the Umm
/// al-Qura table) nothing is cut; where they do not (the Umm al-Qura table starts on
/// 1924-08-01, a day before ICU's 1343), the source's last month before the join is a day short.
package protocol PublishedTableFiller: MonthTableFiller {
  /// The source's own months, before and after the published years.
  var base: any MonthTableFiller { get }
  /// The days the published table covers.
  var publishedDays: Range<Day> { get }
  /// The index of the published year that contains a day of ``publishedDays``.
  func yearIndex(containing day: Day) -> Int
  /// The months of the published year at an index.
  func publishedMonths(yearIndex index: Int) -> [MonthRecord]
}

extension PublishedTableFiller {
  /// The index of the year that contains `day` among years beginning on `newYearDays`: the last
  /// year starting on or before it (a binary search).
  static func yearIndex(containing day: Day, newYearDays: [Int32]) -> Int {
    var low = 0
    var high = newYearDays.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if newYearDays[middle] <= day.daysSince1970 { low = middle } else { high = middle - 1 }
    }
    return low
  }

  package func months(containing day: Day, count: Int) throws(CalendarGridError) -> [MonthRecord] {
    var result: [MonthRecord] = []
    result.reserveCapacity(count)
    var cursor = day
    while result.count < count {
      let needed = count - result.count
      if cursor < publishedDays.lowerBound {
        // The source's months up to the published range.
        let estimate = cursor.distance(to: publishedDays.lowerBound) / 29 + 2
        for var record in try base.months(containing: cursor, count: min(needed, estimate)) {
          guard record.firstDay < publishedDays.lowerBound, result.count < count else { break }
          if record.endDay > publishedDays.lowerBound {
            record.length = record.firstDay.distance(to: publishedDays.lowerBound)
            record.lastDayNumber = record.firstDayNumber + record.length - 1
          }
          result.append(record)
          cursor = record.endDay
        }
      } else if cursor < publishedDays.upperBound {
        let before = result.count
        for record in publishedMonths(yearIndex: yearIndex(containing: cursor))
        where record.endDay > cursor && result.count < count {
          result.append(record)
        }
        // A table whose years do not tile would repeat a year here forever.
        guard result.count > before else {
          throw .malformed(
            "the \(identifier.rawValue) table's year containing \(cursor)",
            expected: "months that reach past it")
        }
        cursor = result[result.count - 1].endDay
      } else {
        var records = try base.months(containing: cursor, count: needed)
        if var first = records.first, first.firstDay < cursor, !result.isEmpty {
          // The source's month that straddles the join starts where the published one ended.
          let cut = first.firstDay.distance(to: cursor)
          first.firstDay = cursor
          first.length -= cut
          first.firstDayNumber += cut
          records[0] = first
        }
        result += records
      }
    }
    return result
  }
}
