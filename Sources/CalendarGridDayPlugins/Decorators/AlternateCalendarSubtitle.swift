import CalendarGridCore
import CalendarGridSources

/// Under each day, its date in another calendar: the Dangi, Chinese or Vietnamese lunar date as
/// Korean, Chinese and Vietnamese wall calendars print it (`1.15`, a leap month marked `윤`/`闰`),
/// or the Hebrew or Islamic date (`15 Adar`).
///
/// Labels are made once when the decorator is created, with ``dayRuns``, a run of labels per
/// month of Gregorian 1900–2100; a grid in those years finds its runs by one lookup, with no
/// formatting and no calendar call. Other years ask the calendar per month.
public struct AlternateCalendarSubtitle: PrecomputedDayDecorator {
  /// How the date is written.
  public enum Style: String, Sendable, Hashable {
    /// Month and day as numbers, `1.15` (leap months get the locale's leap mark).
    case numeric
    /// Only the day number, with the month on the first day of a month: `1.1`, `2`, `3`, …
    case numericMonthOnFirstDay
    /// The day number and the month's name, `15 Adar`.
    case named
  }

  /// The alternate calendar.
  public let calendar: GridCalendar
  /// How each date is written: numerically (`1.15`) or by name.
  public let style: Style
  /// The mark before a leap month's number (`윤` in Korean, `闰` in Chinese, `閏` in Japanese).
  public let leapMark: String
  /// The labels, at `((leap ? 13 : 0) + month - 1) * 31 + day - 1`.
  public let labels: DecorationTable
  private let texts: [String]
  /// The labels of the days of Gregorian 1900–2100, a run per month.
  public let dayRuns: DayRuns

  /// Creates the decorator.
  /// - Parameters:
  ///   - calendar: The calendar whose dates to show, e.g. `GridCalendar(.dangi, locale: ko_KR)`.
  ///     Its locale decides the month names and the leap mark.
  ///   - style: Numeric (`1.15`, as Korean wall calendars print lunar dates) or by name.
  /// - Throws: The ``CalendarGridSources/DataSourceError`` of reading the calendar's month names
  ///   (``CalendarGridSources/CalendarNames/init(for:)``).
  public init(calendar: GridCalendar, style: Style = .numeric) throws(DataSourceError) {
    self.calendar = calendar
    self.style = style
    switch calendar.locale.language {
    case "ko": leapMark = "윤"
    case "zh": leapMark = "闰"
    case "ja": leapMark = "閏"
    default: leapMark = "L"
    }
    let names = try CalendarNames(for: calendar)
    var labels: [String] = []
    for leap in [false, true] {
      for month in 1...13 {
        let monthName =
          month <= names.monthNames.count ? names.monthNames[month - 1] : String(month)
        let mark = leap ? leapMark : ""
        labels += (1...31).map { day in
          switch style {
          case .numeric: "\(mark)\(month).\(day)"
          case .numericMonthOnFirstDay: day == 1 ? "\(mark)\(month).\(day)" : "\(day)"
          case .named: "\(day) \(mark)\(monthName)"
          }
        }
      }
    }
    self.texts = labels
    self.labels = DecorationTable(subtitles: labels)
    self.dayRuns = Self.runs(calendar: calendar)
  }

  /// The label of one day, or nil outside the calendar's supported days.
  public func label(for day: Day) -> String? {
    guard let month = try? calendar.month(containing: day) else { return nil }
    return label(month, day)
  }

  private func label(_ month: CalendarMonth, _ day: Day) -> String {
    labelIndex(month, day).map { texts[$0] } ?? "\(month.month).\(month.dayNumber(of: day))"
  }

  private func labelIndex(_ month: CalendarMonth, _ day: Day) -> Int? {
    Self.labelIndex(month, day)
  }

  private static func labelIndex(_ month: CalendarMonth, _ day: Day) -> Int? {
    let number = month.dayNumber(of: day)
    guard month.month >= 1 && month.month <= 13 && number >= 1 && number <= 31 else { return nil }
    return ((month.isLeapMonth ? 13 : 0) + month.month - 1) * 31 + number - 1
  }

  public var decorationTables: [DecorationTable] { [labels] }

  public func forEachRun(in span: DaySpan, _ body: (Int, Range<Int>, Int) -> Void) {
    if dayRuns.covers(span) {
      dayRuns.forEachRun(in: span) { run, offset in
        body(run.table, run.entry..<(run.entry + run.count), offset)
      }
    } else {
      runsByMonth(span, 0..<span.count, body)
    }
  }

  /// The label runs of the days of ``yearsPrecomputed``: one per month, or one per day in a
  /// month whose day numbers skip.
  private static func runs(calendar: GridCalendar) -> DayRuns {
    guard
      let start = try? Day(year: yearsPrecomputed.lowerBound, month: 1, day: 1),
      let end = try? Day(year: yearsPrecomputed.upperBound, month: 12, day: 31),
      var month = try? calendar.month(containing: start)
    else {
      return .none
    }
    var runs: [DayRuns.Run] = []
    while true {
      if month.gap.after == 0, month.dayNumber(of: month.firstDay) + month.length - 1 <= 31,
        let first = labelIndex(month, month.firstDay)
      {
        runs.append(DayRuns.Run(first: month.firstDay, count: month.length, table: 0, entry: first))
      } else {
        for k in 0..<month.length {
          let day = month.firstDay.advanced(by: k)
          if let index = labelIndex(month, day) {
            runs.append(DayRuns.Run(first: day, count: 1, table: 0, entry: index))
          }
        }
      }
      guard month.lastDay < end, let next = try? calendar.month(after: month) else { break }
      month = next
    }
    return DayRuns(runs, covering: start...end)
  }

  /// The Gregorian years whose labels are made when the decorator is.
  public static let yearsPrecomputed = 1900...2100

  /// The runs of labels of days, asking the calendar for each month they touch. A day the
  /// table has no label for (numbered past 31 or in a month past 13, which no calendar ICU
  /// knows has) is left without one.
  private func runsByMonth(
    _ span: DaySpan, _ offsets: Range<Int>, _ body: (Int, Range<Int>, Int) -> Void
  ) {
    var offset = offsets.lowerBound
    while offset < offsets.upperBound {
      let day = span.first.advanced(by: offset)
      guard let month = try? calendar.month(containing: day) else { return }
      let count = min(offsets.upperBound - offset, day.distance(to: month.lastDay) + 1)
      if month.gap.after == 0, let first = labelIndex(month, day),
        month.dayNumber(of: day) + count - 1 <= 31
      {
        body(0, first..<(first + count), offset)
      } else {
        for k in 0..<count {
          if let index = labelIndex(month, day.advanced(by: k)) {
            body(0, index..<(index + 1), offset + k)
          }
        }
      }
      offset += count
    }
  }
}
