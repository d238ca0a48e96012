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
    // The grid's locale is read only when no language was chosen.
    let language = language ?? language(for: context.calendar.locale)
    forEachHoliday(in: span, language: language) { named, index, offset in
      buffer.add(named.decorations[index], at: offset)
    }
    guard !workdays.isEmpty else { return }
    for offset in 0..<span.count where workdays.contains(span.first.advanced(by: offset)) {
      // The data format gives moved workdays no name; the mark says what they are in English.
      buffer.add(
        .holiday(
          HolidayMark(
            name: "Working day", isDayOff: false, country: country,
            id: "\(country):workday", isWorkday: true)),
        at: offset)
    }
  }

  public func selectableDays(in span: DaySpan, context: PluginContext) -> UInt64 {
    var mask = span.allDays
    forEachHoliday(in: span, language: "en") { named, index, offset in
      if named.holidays[index].isDayOff { mask &= ~(1 << UInt64(offset)) }
    }
    return mask
  }

  /// Calls `body` with the named holidays of a year, the index of each holiday on the span's
  /// days and its offset, in day order.
  private func forEachHoliday(
    in span: DaySpan, language: String, _ body: (HolidayEngine.Named, Int, Int) -> Void
  ) {
    guard span.count > 0 else { return }
    let first = span.first
    let last = first.advanced(by: span.count - 1)
    let years = first.gregorian.year...last.gregorian.year
    for year in years where supportedYears.contains(year) {
      // A year outside the calendars' range was excluded above; the data was checked when the
      // calendar was made, so a year that still fails shows no holidays rather than a wrong one.
      guard let named = try? engine.holidays(year, language: language) else { continue }
      var index = named.firstIndex(onOrAfter: first)
      while index < named.days.count && named.days[index] <= last {
        body(named, index, first.distance(to: named.days[index]))
        index += 1
      }
    }
  }

  /// The weekend days that are working days.
  private var workdays: Set<Day> { engine.workdays }
}
