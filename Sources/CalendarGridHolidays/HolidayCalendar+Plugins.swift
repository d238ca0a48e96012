import CalendarGridCore
import CalendarGridDayPlugins
import CalendarGridSources

/// A country's holidays on a grid, as a decorator and as a rule (day-off holidays cannot be
/// selected), so a holiday plugin for any country is one line:
///
/// ```swift
/// let japan = try HolidayCalendar(country: "JP")
/// let plugins = DayPlugins(decorators: [japan], rules: [japan])
/// ```
///
/// Each holiday is a ``CalendarGridCore/Decoration/holiday(_:)`` whose mark carries the country,
/// the stable id, whether the day is off and the day an observed day stands for; a moved
/// workday is a mark with `isWorkday` set. Names follow ``HolidayCalendar/language``, else the
/// grid's language when the country has names in it, else English. Days outside
/// ``HolidayCalendar/supportedYears`` have no holidays.
extension HolidayCalendar: DayDecorator, SelectableDayRule {
  public func decorate(_ span: DaySpan, context: PluginContext, into buffer: inout DecorationBuffer)
  {
    let language = language(for: context.calendar.locale)
    let country = country
    // Only the holidays on the span's days are named: a grid costs what it shows.
    forEachEntry(in: span) { entry, offset in
      buffer.add(
        .holiday(
          HolidayMark(
            name: entry.name(in: language), isDayOff: entry.dayOff, country: country,
            id: "\(country):\(entry.id)", observedFor: entry.observedFor)),
        at: offset)
    }
    // The data format gives moved workdays no name; the mark says what they are in English.
    let workdays = engine.sortedWorkdays
    var index = Self.firstIndex(in: workdays, onOrAfter: span.first) { $0 }
    while index < workdays.count && span.first.distance(to: workdays[index]) < span.count {
      buffer.add(
        .holiday(
          HolidayMark(
            name: "Working day", isDayOff: false, country: country,
            id: "\(country):workday", isWorkday: true)),
        at: span.first.distance(to: workdays[index]))
      index += 1
    }
  }

  public func selectableDays(in span: DaySpan, context: PluginContext) -> UInt64 {
    var mask = span.allDays
    forEachEntry(in: span) { entry, offset in
      if entry.dayOff { mask &= ~(1 << UInt64(offset)) }
    }
    return mask
  }

  /// Calls `body` with each holiday entry on the span's days and its offset, in day order,
  /// finding the first by binary search in the year's cached entries.
  private func forEachEntry(in span: DaySpan, _ body: (HolidayEntry, Int) -> Void) {
    guard span.count > 0 else { return }
    let first = span.first
    let last = first.advanced(by: span.count - 1)
    let years = first.gregorian.year...last.gregorian.year
    for year in years where supportedYears.contains(year) {
      // A year outside the calendars' range was excluded above; the data was checked when the
      // calendar was made, so a year that still fails shows no holidays rather than a wrong one.
      guard let entries = try? engine.year(year) else { continue }
      var index = Self.firstIndex(in: entries, onOrAfter: first) { $0.day }
      while index < entries.count && entries[index].day <= last {
        body(entries[index], first.distance(to: entries[index].day))
        index += 1
      }
    }
  }

  /// The index of the first element whose day is on or after `day`, in elements sorted by day.
  private static func firstIndex<Element>(
    in elements: [Element], onOrAfter day: Day, _ dayOf: (Element) -> Day
  ) -> Int {
    var low = 0
    var high = elements.count
    while low < high {
      let middle = low + (high - low) / 2
      if dayOf(elements[middle]) < day { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
