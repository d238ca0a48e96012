import CalendarGridCore
import CalendarGridDayPlugins
import CalendarGridSources

/// The state of a year / month / day picker in any calendar: the lists each column shows and
/// the chosen values, kept consistent as the user changes them.
///
/// The year list is a range in an order (for example 1970 to this year, newest first); the
/// month list is the months of the chosen year (13 in a Hebrew leap year, with a Chinese or
/// Dangi leap month where it falls); the day list is the days of the chosen month. Changing
/// the year or the month keeps the chosen day when it still exists, and otherwise clamps it to
/// the month's last day or clears it, as ``MissingValuePolicy`` says; the model never holds a
/// day that the chosen month does not have.
///
/// ```swift
/// var picker = try DatePickerModel(
///   calendar: calendar, years: 1970...2024, selecting: try Day(year: 2024, month: 1, day: 31))
/// try picker.selectMonth(ordinal: 2)   // 2024-02-29: the 31st does not exist, so clamped
/// try picker.selectYear(2023)          // 2023-02-28
/// picker.dayNumbers.count              // 28
/// ```
public struct DatePickerModel: Sendable {
  /// The order of the year list.
  public enum YearOrder: Hashable, Sendable {
    /// Oldest first.
    case ascending
    /// Newest first, as birth-date pickers usually list years.
    case descending
  }

  /// What happens to the chosen month or day when a change leaves it without a match.
  public enum MissingValuePolicy: Hashable, Sendable {
    /// Keep the nearest: a day becomes the month's last day (January 31 to February 29); a
    /// leap month becomes the regular month of the same number, and a month whose number the
    /// new year lacks (Hebrew Adar I in a common year) becomes the next month it has (Adar).
    case clamp
    /// Clear it (and, for a month, the day too), so the user chooses again.
    case reset
  }

  /// The calendar whose years, months and days are listed.
  public let calendar: GridCalendar
  /// The years that may be chosen, in ``CalendarGridCore/CalendarMonth/year`` numbering.
  public let yearRange: ClosedRange<Int>
  /// The order of ``years``.
  public let yearOrder: YearOrder
  /// What happens to a chosen month or day that a change leaves without a match.
  public let missingValuePolicy: MissingValuePolicy
  /// Whether the month column is enabled only once a year is chosen, and the day column only
  /// once a month is chosen.
  public let enablesInOrder: Bool

  /// The chosen year.
  public private(set) var year: Int?
  /// The chosen month, one of ``months``.
  public private(set) var month: CalendarMonth?
  /// The chosen day, one of ``days``.
  public private(set) var day: Day?
  /// The months of the chosen year, in order (empty before a year is chosen).
  public private(set) var months: [CalendarMonth] = []
  /// The calendar's names in its locale, for the month column.
  public let names: CalendarNames

  /// Creates a picker showing `day`, with every column enabled.
  ///
  /// - Parameters:
  ///   - calendar: The calendar whose years, months and days are listed.
  ///   - years: The years that may be chosen, in ``CalendarGridCore/CalendarMonth/year`` numbering (Gregorian
  ///     1970...2024, Hebrew 5730...5785).
  ///   - order: The order of the year list (default: newest first).
  ///   - day: The day chosen at first; its year must be in `years`.
  ///   - missingValuePolicy: What happens to a day or month a change leaves without a match.
  /// - Throws: ``DatePickerError/calendar(_:)`` with
  ///   ``CalendarGridCore/CalendarGridError/yearOutOfRange(year:calendar:supported:)`` when `years`
  ///   reaches outside the calendar; ``DatePickerError/yearNotListed(_:listed:)`` when `day` is in
  ///   a year outside `years`; ``DatePickerError/names(_:)`` when the data source cannot name the
  ///   calendar's months.
  public init(
    calendar: GridCalendar, years: ClosedRange<Int>, order: YearOrder = .descending,
    selecting day: Day, missingValuePolicy: MissingValuePolicy = .clamp
  ) throws(DatePickerError) {
    try self.init(
      calendar: calendar, years: years, order: order, missingValuePolicy: missingValuePolicy,
      enablesInOrder: false)
    try select(day)
  }

  /// Creates a picker with nothing chosen that enables its columns in order: months once a
  /// year is chosen, days once a month is chosen.
  ///
  /// - Throws: ``DatePickerError/calendar(_:)`` with
  ///   ``CalendarGridCore/CalendarGridError/yearOutOfRange(year:calendar:supported:)`` when `years`
  ///   reaches outside the calendar.
  public static func enablingInOrder(
    calendar: GridCalendar, years: ClosedRange<Int>, order: YearOrder = .descending,
    missingValuePolicy: MissingValuePolicy = .clamp
  ) throws(DatePickerError) -> DatePickerModel {
    try DatePickerModel(
      calendar: calendar, years: years, order: order, missingValuePolicy: missingValuePolicy,
      enablesInOrder: true)
  }

  private init(
    calendar: GridCalendar, years: ClosedRange<Int>, order: YearOrder,
    missingValuePolicy: MissingValuePolicy, enablesInOrder: Bool
  ) throws(DatePickerError) {
    let supported = calendar.supportedYears
    for bound in [years.lowerBound, years.upperBound] where !supported.contains(bound) {
      throw .calendar(
        .yearOutOfRange(year: bound, calendar: calendar.identifier, supported: supported))
    }
    self.calendar = calendar
    do {
      self.names = try CalendarNames(for: calendar)
    } catch {
      throw .names(error)
    }
    self.yearRange = years
    self.yearOrder = order
    self.missingValuePolicy = missingValuePolicy
    self.enablesInOrder = enablesInOrder
  }

  // MARK: Lists

  /// The name of a month of the month column, as the locale writes it alone (a leap month with
  /// its leap marker, Hebrew Adar I and II by position): see
  /// ``CalendarGridSources/CalendarNames/monthName(for:form:)``.
  public func monthName(
    for month: CalendarMonth, form: CalendarNames.MonthNameForm = .standalone
  ) -> String {
    names.monthName(for: month, form: form)
  }

  /// The names of ``months``, in order: the month column's rows.
  public func monthNames(form: CalendarNames.MonthNameForm = .standalone) -> [String] {
    months.map { names.monthName(for: $0, form: form) }
  }

  /// The year list, in ``yearOrder``.
  ///
  /// - Complexity: O(years); keep ``yearRange`` and index it for very long ranges.
  public var years: [Int] {
    yearOrder == .ascending ? Array(yearRange) : Array(yearRange.reversed())
  }

  /// The days of the chosen month, in order (empty before a month is chosen).
  public var days: [Day] { month.map { Array($0.days) } ?? [] }

  /// The day-of-month numbers of the chosen month, as the day column shows them (October 1582
  /// in the Gregorian calendar goes 1–4, 15–31).
  public var dayNumbers: [Int] {
    guard let month else { return [] }
    return month.days.map { month.dayNumber(of: $0) }
  }

  /// Whether the month column is enabled.
  public var isMonthColumnEnabled: Bool { year != nil }

  /// Whether the day column is enabled.
  public var isDayColumnEnabled: Bool { month != nil }

  // MARK: Choosing

  /// Chooses a year. The chosen month is kept by its number (and leap flag), and the chosen
  /// day by its day-of-month number; what has no match is clamped or cleared as
  /// ``missingValuePolicy`` says.
  ///
  /// - Throws: ``DatePickerError/yearNotListed(_:listed:)`` for a year outside ``yearRange``.
  public mutating func selectYear(_ newYear: Int) throws(DatePickerError) {
    guard yearRange.contains(newYear) else {
      throw .yearNotListed(newYear, listed: yearRange)
    }
    let newMonths: [CalendarMonth]
    do {
      newMonths = try calendar.months(inYearOf: calendar.month(year: newYear, month: 1))
    } catch {
      throw .calendar(error)
    }
    let newMonth = month.flatMap { Self.match($0, in: newMonths, policy: missingValuePolicy) }
    let newDay = newMonth.flatMap { carryDay(into: $0) }
    year = newYear
    months = newMonths
    month = newMonth
    day = newDay
  }

  /// Chooses a month of the chosen year (one of ``months``), keeping the day's number when
  /// the month has it and otherwise clamping or clearing the day.
  ///
  /// - Throws: ``DatePickerError/chosenOutOfOrder(_:requires:)`` before a year is chosen;
  ///   ``DatePickerError/monthNotListed(month:isLeapMonth:ordinal:year:monthCount:)`` for a month
  ///   not in ``months``.
  public mutating func selectMonth(_ newMonth: CalendarMonth) throws(DatePickerError) {
    guard let year else { throw .chosenOutOfOrder(.month, requires: .year) }
    guard months.contains(newMonth) else {
      throw .monthNotListed(
        month: newMonth.month, isLeapMonth: newMonth.isLeapMonth, ordinal: nil, year: year,
        monthCount: months.count)
    }
    day = carryDay(into: newMonth)
    month = newMonth
  }

  /// Chooses the month at a position in the year, 1-based (Adar II is the 7th month of a
  /// Hebrew leap year; Dangi 2020's leap 4th month is the 5th).
  ///
  /// - Throws: As ``selectMonth(_:)``, and for an ordinal the year does not have.
  public mutating func selectMonth(ordinal: Int) throws(DatePickerError) {
    guard let year else { throw .chosenOutOfOrder(.month, requires: .year) }
    guard ordinal >= 1 && ordinal <= months.count else {
      throw .monthNotListed(
        month: ordinal, isLeapMonth: false, ordinal: ordinal, year: year,
        monthCount: months.count)
    }
    try selectMonth(months[ordinal - 1])
  }

  /// Chooses a day of the chosen month by its day-of-month number.
  ///
  /// - Throws: ``DatePickerError/chosenOutOfOrder(_:requires:)`` before a month is chosen;
  ///   ``DatePickerError/dayNotListed(number:month:)`` for a number the month does not have.
  public mutating func selectDay(number: Int) throws(DatePickerError) {
    guard let month else { throw .chosenOutOfOrder(.day, requires: .month) }
    guard let newDay = month.day(numbered: number) else {
      throw .dayNotListed(number: number, month: month)
    }
    day = newDay
  }

  /// Chooses year, month and day at once from a day.
  ///
  /// - Throws: ``DatePickerError/yearNotListed(_:listed:)`` when the day's year is outside
  ///   ``yearRange``; ``DatePickerError/calendar(_:)`` with
  ///   ``CalendarGridCore/CalendarGridError/dayOutOfRange(_:calendar:)`` for a day the calendar
  ///   does not support.
  public mutating func select(_ newDay: Day) throws(DatePickerError) {
    let newMonth: CalendarMonth
    do {
      newMonth = try calendar.month(containing: newDay)
    } catch {
      throw .calendar(error)
    }
    let newYear = Int(newMonth.year)
    guard yearRange.contains(newYear) else {
      throw .yearNotListed(newYear, listed: yearRange)
    }
    if newYear != year {
      do {
        months = try calendar.months(inYearOf: newMonth)
      } catch {
        throw .calendar(error)
      }
      year = newYear
    }
    month = newMonth
    day = newDay
  }

  /// Clears the day (and, with `month: true`, the month).
  public mutating func clear(month clearsMonth: Bool = false) {
    day = nil
    if clearsMonth { month = nil }
  }

  /// The chosen day's number carried into `target`: the same number, else per the policy.
  private func carryDay(into target: CalendarMonth) -> Day? {
    guard let day, let month else { return nil }
    if let same = target.day(numbered: month.dayNumber(of: day)) { return same }
    return missingValuePolicy == .clamp ? target.lastDay : nil
  }

  /// The month of `months` that stands for `month` of another year.
  static func match(
    _ month: CalendarMonth, in months: [CalendarMonth], policy: MissingValuePolicy
  ) -> CalendarMonth? {
    if let same = months.first(where: {
      $0.month == month.month && $0.isLeapMonth == month.isLeapMonth
    }) {
      return same
    }
    guard policy == .clamp else { return nil }
    if let regular = months.first(where: { $0.month == month.month && !$0.isLeapMonth }) {
      return regular
    }
    return months.first(where: { $0.month > month.month }) ?? months.last
  }
}
