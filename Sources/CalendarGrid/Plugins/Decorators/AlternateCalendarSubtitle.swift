/// Under each day, its date in another calendar: the Dangi or Chinese lunar date as Korean and
/// Chinese wall calendars print it (`1.15`, a leap month marked `윤`/`闰`), or the Hebrew or
/// Islamic date (`15 Adar`).
///
/// Labels are made once when the decorator is created; a grid then costs one month lookup
/// and a walk over its days, with no formatting per cell.
public struct AlternateCalendarSubtitle: DayDecorator {
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
  public let style: Style
  /// The mark before a leap month's number (`윤` in Korean, `闰` in Chinese, `閏` in Japanese).
  public let leapMark: String
  /// The labels, at `((leap ? 13 : 0) + month - 1) * 31 + day - 1`.
  public let labels: LabelTable

  /// Creates the decorator.
  /// - Parameters:
  ///   - calendar: The calendar whose dates to show, e.g. `GridCalendar(.dangi, locale: ko_KR)`.
  ///     Its locale decides the month names and the leap mark.
  public init(calendar: GridCalendar, style: Style = .numeric) throws(CalendarGridError) {
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
    self.labels = LabelTable(labels, kind: .subtitle)
  }

  /// The label of one day, or nil outside the calendar's supported days.
  public func label(for day: Day) -> String? {
    guard let month = try? calendar.month(containing: day) else { return nil }
    return label(month, day)
  }

  private func label(_ month: CalendarMonth, _ day: Day) -> String {
    labelIndex(month, day).map { labels.labels[$0] } ?? "\(month.month).\(month.dayNumber(of: day))"
  }

  private func labelIndex(_ month: CalendarMonth, _ day: Day) -> Int? {
    let number = month.dayNumber(of: day)
    guard month.month >= 1 && month.month <= 13 && number >= 1 && number <= 31 else { return nil }
    return ((month.isLeapMonth ? 13 : 0) + month.month - 1) * 31 + number - 1
  }

  public func decorate(_ span: DaySpan, context: PluginContext, into buffer: inout DecorationBuffer)
  {
    // One month look-up per month the span touches; its days take consecutive labels.
    var offset = 0
    while offset < span.count {
      let day = span.first.advanced(by: offset)
      guard let month = try? calendar.month(containing: day) else { return }
      let count = min(span.count - offset, day.distance(to: month.lastDay) + 1)
      if month.gap.after == 0, let first = labelIndex(month, day),
        month.dayNumber(of: day) + count - 1 <= 31
      {
        buffer.add(labelsFrom: first, of: labels, at: offset, count: count)
      } else {
        for k in 0..<count {
          let cellDay = day.advanced(by: k)
          if let index = labelIndex(month, cellDay) {
            buffer.add(label: index, of: labels, at: offset + k)
          } else {
            buffer.add(.subtitle(label(month, cellDay)), at: offset + k)
          }
        }
      }
      offset += count
    }
  }
}
