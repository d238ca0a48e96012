/// A calendar served from its month tables (``CalendarTables``): no ICU call per grid or
/// navigation step once the table holding the month exists.
package struct TableMonthSource: MonthSource {
  package let tables: CalendarTables

  package init(tables: CalendarTables) {
    self.tables = tables
  }

  package var identifier: CalendarIdentifier { tables.identifier }
  package var supportedYears: ClosedRange<Int> { tables.supportedYears }
  package var supportedDays: ClosedRange<Day> { tables.supportedDays }

  /// - Complexity: O(log n) in the window (a binary search over about 2,500 first days).
  package func month(containing day: Day) throws(CalendarGridError) -> CalendarMonth {
    let window = tables.window
    if window.contains(day) { return window.month(at: window.index(containing: day)) }
    try checkSupported(day)
    let table = try tables.table(containing: day)
    return table.month(at: table.index(containing: day))
  }

  /// - Complexity: O(1) in the window: an index into the year starts and a scan of ≤ 13 months.
  package func month(year: Int, month: Int, isLeapMonth: Bool) throws(CalendarGridError)
    -> CalendarMonth
  {
    guard supportedYears.contains(year) else {
      throw .yearOutOfRange(year: year, calendar: identifier, supported: supportedYears)
    }
    let invalid = CalendarGridError.invalidMonth(
      year: year, month: month, isLeapMonth: isLeapMonth, calendar: identifier)
    guard (1...13).contains(month) else { throw invalid }
    let extendedYear = year - identifier.inputYearOffset
    let table = try tables.table(containingExtendedYear: extendedYear)
    guard
      let index = table.index(extendedYear: extendedYear, month: month, isLeapMonth: isLeapMonth)
    else { throw invalid }
    return table.month(at: index)
  }

  package func yearStart(containing day: Day) throws(CalendarGridError) -> Day {
    let window = tables.window
    if window.contains(day) { return window.yearStart(ofEntryAt: window.index(containing: day)) }
    try checkSupported(day)
    let table = try tables.table(containing: day)
    return table.yearStart(ofEntryAt: table.index(containing: day))
  }
}
