import CalendarGrid
import Foundation

/// The Foundation calendar a baseline uses: the calendar system, the locale (which gives
/// Foundation's own first weekday and weekend) and the GMT zone, so a `Day` is a whole UTC day.
func foundationCalendar(_ identifier: CalendarIdentifier, locale: String) throws -> Calendar {
  let system: Calendar.Identifier
  switch identifier {
  case .gregorian: system = .gregorian
  case .chinese: system = .chinese
  default: throw Unavailable("no Foundation baseline for the \(identifier.rawValue) calendar")
  }
  var calendar = Calendar(identifier: system)
  calendar.locale = Locale(identifier: locale)
  guard let gmt = TimeZone(identifier: "GMT") else { throw Unavailable("no GMT time zone") }
  calendar.timeZone = gmt
  return calendar
}

extension Day {
  var date: Date { Date(timeIntervalSince1970: Double(daysSince1970) * 86_400) }
  init(utcDate date: Date) {
    self.init(daysSince1970: Int32((date.timeIntervalSince1970 / 86_400).rounded(.down)))
  }
}

/// The start of the month that contains `day`, found by Foundation.
func foundationMonthStart(_ calendar: Calendar, containing day: Day) throws -> Date {
  guard let interval = calendar.dateInterval(of: .month, for: day.date) else {
    throw Unavailable("Foundation found no month containing \(day)")
  }
  return interval.start
}

/// (a) The way iOS tutorials build a month grid: the month's year and month, then for each cell
/// `Calendar.date(from:)` with a day number from `1 - leading` on (Foundation normalizes days
/// outside the month), the day number and weekend read back, and a `DateFormatter` "yyyyMMdd"
/// string compared with today's and the selected day's.
struct TutorialFoundationBaseline: GridProducer {
  let calendar: Calendar
  let formatter: DateFormatter
  let firstMonthStart: Date
  let gridCount: Int
  let todayText: String
  let selectedText: String

  init(
    _ identifier: CalendarIdentifier, locale: String, start: Day, count: Int, today: Day,
    selected: Day
  ) throws {
    calendar = try foundationCalendar(identifier, locale: locale)
    formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = calendar.timeZone
    formatter.dateFormat = "yyyyMMdd"
    firstMonthStart = try foundationMonthStart(calendar, containing: start)
    gridCount = count
    todayText = formatter.string(from: today.date)
    selectedText = formatter.string(from: selected.date)
  }

  func produce<Sink: CellSink>(into sink: inout Sink) {
    var cells = CompactGridCells()
    var first = firstMonthStart
    for _ in 0..<gridCount {
      let month = calendar.dateComponents([.era, .year, .month, .isLeapMonth], from: first)
      let leading = (calendar.component(.weekday, from: first) - calendar.firstWeekday + 7) % 7
      let length = calendar.range(of: .day, in: .month, for: first)?.count ?? 0
      let count = (leading + length + 6) / 7 * 7
      var weekend: UInt64 = 0
      var today: UInt64 = 0
      var selected: UInt64 = 0
      for index in 0..<42 {
        guard index < count else {
          cells.dayNumbers[index] = 0
          continue
        }
        var components = DateComponents()
        components.era = month.era
        components.year = month.year
        components.month = month.month
        components.isLeapMonth = month.isLeapMonth
        components.day = index - leading + 1
        guard let date = calendar.date(from: components) else {
          cells.dayNumbers[index] = 0  // never a valid day number: the check reports it
          continue
        }
        cells.dayNumbers[index] = UInt8(truncatingIfNeeded: calendar.component(.day, from: date))
        if calendar.isDateInWeekend(date) { weekend |= 1 << UInt64(index) }
        let text = formatter.string(from: date)
        if text == todayText { today |= 1 << UInt64(index) }
        if text == selectedText { selected |= 1 << UInt64(index) }
      }
      cells.cellCount = count
      cells.firstDay = Day(utcDate: first).advanced(by: -leading)
      cells.inMonth = CellMask(cells: leading..<(leading + length))
      cells.weekend = CellMask(rawValue: weekend)
      cells.today = CellMask(rawValue: today)
      cells.selectable = CellMask(cells: 0..<count)
      cells.selected = CellMask(rawValue: selected)
      sink.take(&cells)
      first = calendar.date(byAdding: .day, value: length, to: first) ?? first
    }
  }
}

/// (b) Careful Foundation: the month's start once, the grid's start by `date(byAdding:)`, then
/// per cell `date(byAdding: .day, value: i, to: start)`, its day and weekend, and
/// `isDate(_:inSameDayAs:)` for today and the selected day.
struct CarefulFoundationBaseline: GridProducer {
  let calendar: Calendar
  let firstMonthStart: Date
  let gridCount: Int
  let today: Date
  let selected: Date

  init(
    _ identifier: CalendarIdentifier, locale: String, start: Day, count: Int, today: Day,
    selected: Day
  ) throws {
    calendar = try foundationCalendar(identifier, locale: locale)
    firstMonthStart = try foundationMonthStart(calendar, containing: start)
    gridCount = count
    self.today = today.date
    self.selected = selected.date
  }

  func produce<Sink: CellSink>(into sink: inout Sink) {
    var cells = CompactGridCells()
    var first = firstMonthStart
    for _ in 0..<gridCount {
      let leading = (calendar.component(.weekday, from: first) - calendar.firstWeekday + 7) % 7
      let length = calendar.range(of: .day, in: .month, for: first)?.count ?? 0
      let count = (leading + length + 6) / 7 * 7
      let start = calendar.date(byAdding: .day, value: -leading, to: first) ?? first
      var weekend: UInt64 = 0
      var todayMask: UInt64 = 0
      var selectedMask: UInt64 = 0
      for index in 0..<42 {
        guard index < count, let date = calendar.date(byAdding: .day, value: index, to: start)
        else {
          cells.dayNumbers[index] = 0
          continue
        }
        cells.dayNumbers[index] = UInt8(truncatingIfNeeded: calendar.component(.day, from: date))
        if calendar.isDateInWeekend(date) { weekend |= 1 << UInt64(index) }
        if calendar.isDate(date, inSameDayAs: today) { todayMask |= 1 << UInt64(index) }
        if calendar.isDate(date, inSameDayAs: selected) { selectedMask |= 1 << UInt64(index) }
      }
      cells.cellCount = count
      cells.firstDay = Day(utcDate: start)
      cells.inMonth = CellMask(cells: leading..<(leading + length))
      cells.weekend = CellMask(rawValue: weekend)
      cells.today = CellMask(rawValue: todayMask)
      cells.selectable = CellMask(cells: 0..<count)
      cells.selected = CellMask(rawValue: selectedMask)
      sink.take(&cells)
      first = calendar.date(byAdding: .day, value: length, to: first) ?? first
    }
  }
}
