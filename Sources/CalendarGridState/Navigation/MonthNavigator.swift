import CalendarGridCore
import CalendarGridDayPlugins
import CalendarGridSources

/// The month a calendar screen shows, and how far the user may page from it.
///
/// A navigator holds the visible month of any calendar system and moves it a month at a time,
/// to today, or to the month of any day, within optional bounds: a range of days, or a number
/// of months before and after today (many apps allow ±3). ``canMoveForward`` and
/// ``canMoveBackward`` say whether the paging buttons should be enabled.
///
/// ```swift
/// let calendar = try GridCalendar(.gregorian, locale: GridLocale("en_US"))
/// let today = try Day(year: 2024, month: 3, day: 5)
/// var navigator = try MonthNavigator(
///   calendar: calendar, today: today, bounds: .monthsAroundToday(before: 3, after: 3))
/// navigator.moveForward()          // April 2024
/// navigator.show(try Day(year: 2025, month: 1, day: 1))   // false: past June 2024
/// navigator.canMoveBackward        // true
/// ```
public struct MonthNavigator: Sendable {
  /// Limits on the months a navigator may show.
  public enum Bounds: Hashable, Sendable {
    /// Any month the calendar supports.
    case unbounded
    /// The months from the one containing the range's first day to the one containing its last.
    case days(ClosedRange<Day>)
    /// The month containing today, `before` months before it and `after` months after it.
    case monthsAroundToday(before: Int, after: Int)
  }

  /// The largest `before` or `after` count ``Bounds/monthsAroundToday(before:after:)`` accepts.
  public static let maximumMonthsAroundToday = 12_000

  /// The calendar whose months are shown.
  public let calendar: GridCalendar
  /// The bounds as given.
  public let bounds: Bounds
  /// Today, for ``showToday()`` and for bounds around today.
  public private(set) var today: Day
  /// The month on screen.
  public private(set) var visibleMonth: CalendarMonth
  /// The earliest month the navigator may show, nil when unbounded.
  public private(set) var firstMonth: CalendarMonth?
  /// The latest month the navigator may show, nil when unbounded.
  public private(set) var lastMonth: CalendarMonth?

  /// Creates a navigator.
  ///
  /// - Parameters:
  ///   - calendar: The calendar whose months are shown.
  ///   - today: Today (the library never reads the clock: see ``CalendarGridCore/Day/today(in:now:)``).
  ///   - day: A day whose month to show first (default: today); outside the bounds, the nearest
  ///     bound's month is shown.
  ///   - bounds: How far the user may page.
  /// - Throws: ``NavigationError/monthsAroundTodayOutOfRange(_:months:allowed:)`` for negative
  ///   or huge month counts, ``NavigationError/calendar(_:)`` for a today, a day or bounds the
  ///   calendar does not support.
  public init(
    calendar: GridCalendar, today: Day, showing day: Day? = nil, bounds: Bounds = .unbounded
  ) throws(NavigationError) {
    // Today is checked even when nothing else reads it yet: ``showToday()`` and bounds around
    // today would otherwise meet a day the calendar cannot show only later.
    do {
      _ = try calendar.month(containing: today)
      self.visibleMonth = try calendar.month(containing: day ?? today)
    } catch {
      throw .calendar(error)
    }
    self.calendar = calendar
    self.bounds = bounds
    self.today = today
    try resolveBounds()
    clampVisibleMonth()
  }

  private mutating func resolveBounds() throws(NavigationError) {
    switch bounds {
    case .unbounded:
      firstMonth = nil
      lastMonth = nil
    case .days(let range):
      do {
        firstMonth = try calendar.month(containing: range.lowerBound)
        lastMonth = try calendar.month(containing: range.upperBound)
      } catch {
        throw .calendar(error)
      }
    case .monthsAroundToday(let before, let after):
      let allowed = 0...Self.maximumMonthsAroundToday
      guard allowed.contains(before) else {
        throw .monthsAroundTodayOutOfRange(.before, months: before, allowed: allowed)
      }
      guard allowed.contains(after) else {
        throw .monthsAroundTodayOutOfRange(.after, months: after, allowed: allowed)
      }
      do {
        let current = try calendar.month(containing: today)
        firstMonth = try calendar.month(current, offsetBy: -before)
        lastMonth = try calendar.month(current, offsetBy: after)
      } catch {
        throw .calendar(error)
      }
    }
  }

  private mutating func clampVisibleMonth() {
    if let firstMonth, visibleMonth < firstMonth { visibleMonth = firstMonth }
    if let lastMonth, visibleMonth > lastMonth { visibleMonth = lastMonth }
  }

  /// Whether the navigator may show the month containing `day`.
  public func allows(_ day: Day) -> Bool {
    guard calendar.source.supportedDays.contains(day) else { return false }
    if let firstMonth, day < firstMonth.firstDay { return false }
    if let lastMonth, day > lastMonth.lastDay { return false }
    return true
  }

  /// Whether there is a next month to show (for enabling a "next" button).
  public var canMoveForward: Bool { allows(visibleMonth.lastDay.advanced(by: 1)) }

  /// Whether there is a previous month to show (for enabling a "previous" button).
  public var canMoveBackward: Bool { allows(visibleMonth.firstDay.advanced(by: -1)) }

  /// Shows the next month; returns false, changing nothing, when ``canMoveForward`` is false.
  @discardableResult
  public mutating func moveForward() -> Bool {
    show(visibleMonth.lastDay.advanced(by: 1))
  }

  /// Shows the previous month; returns false, changing nothing, when ``canMoveBackward`` is
  /// false.
  @discardableResult
  public mutating func moveBackward() -> Bool {
    show(visibleMonth.firstDay.advanced(by: -1))
  }

  /// Shows the month containing `day`; returns false, changing nothing, when the bounds or the
  /// calendar do not allow it.
  @discardableResult
  public mutating func show(_ day: Day) -> Bool {
    guard allows(day), let month = try? calendar.month(containing: day) else { return false }
    visibleMonth = month
    return true
  }

  /// Shows the month containing today; returns false when the bounds exclude it.
  @discardableResult
  public mutating func showToday() -> Bool { show(today) }

  /// Moves today (at midnight, say): bounds around today move with it, and the visible month is
  /// kept when the new bounds still allow it, else clamped to them.
  ///
  /// - Throws: ``NavigationError/calendar(_:)`` for a day the calendar does not support, and
  ///   what ``init(calendar:today:showing:bounds:)`` throws for bounds around the new today;
  ///   nothing changes then.
  public mutating func updateToday(_ day: Day) throws(NavigationError) {
    do {
      _ = try calendar.month(containing: day)
    } catch {
      throw .calendar(error)
    }
    let saved = self
    today = day
    do {
      try resolveBounds()
    } catch {
      self = saved
      throw error
    }
    clampVisibleMonth()
  }
}
