/// Under each day, its date in another calendar: the Dangi or Chinese lunar date as Korean and
/// Chinese wall calendars print it (`1.15`, a leap month marked `윤`/`闰`), or the Hebrew or
/// Islamic date (`15 Adar`).
///
/// Labels are made once when the decorator is created, with an index of the months of
/// Gregorian 1900–2100 (their first days and the label of each first day); a grid in those
/// years then costs one estimated index and a run of labels per month it touches, with no
/// formatting and no calendar call per cell. Other years ask the calendar per month.
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
  public let labels: DecorationTable
  private let texts: [String]
  private let months: MonthLabelIndex

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
    self.texts = labels
    self.labels = DecorationTable(subtitles: labels)
    self.months = MonthLabelIndex(calendar: calendar, labelIndex: Self.labelIndex)
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

  public func decorate(_ span: DaySpan, context: PluginContext, into buffer: inout DecorationBuffer)
  {
    let first = Int(span.first.daysSince1970)
    if months.covers(first..<(first + span.count)) {
      months.forEachMonth(overlapping: first, count: span.count) { offset, count, firstLabel in
        if let firstLabel {
          buffer.add(tableEntries: firstLabel..<(firstLabel + count), of: labels, at: offset)
        } else {
          decorateByMonth(span, offset..<(offset + count), into: &buffer)
        }
      }
    } else {
      decorateByMonth(span, 0..<span.count, into: &buffer)
    }
  }

  /// Labels days by asking the calendar for each month they touch.
  private func decorateByMonth(
    _ span: DaySpan, _ offsets: Range<Int>, into buffer: inout DecorationBuffer
  ) {
    var offset = offsets.lowerBound
    while offset < offsets.upperBound {
      let day = span.first.advanced(by: offset)
      guard let month = try? calendar.month(containing: day) else { return }
      let count = min(offsets.upperBound - offset, day.distance(to: month.lastDay) + 1)
      if month.gap.after == 0, let first = labelIndex(month, day),
        month.dayNumber(of: day) + count - 1 <= 31
      {
        buffer.add(tableEntries: first..<(first + count), of: labels, at: offset)
      } else {
        for k in 0..<count {
          let cellDay = day.advanced(by: k)
          if let index = labelIndex(month, cellDay) {
            buffer.add(tableEntry: index, of: labels, at: offset + k)
          } else {
            buffer.add(.subtitle(label(month, cellDay)), at: offset + k)
          }
        }
      }
      offset += count
    }
  }
}

/// The months of Gregorian 1900–2100 in one calendar: each month's first day and the label
/// index of that day, so that a span's labels are found without building ``CalendarMonth``
/// values.
private struct MonthLabelIndex: Sendable {
  /// First days (days since 1970) of the months, then the day after the last.
  private let firstDays: [Int32]
  /// The label index of each month's first day; -1 for a month whose labels are not
  /// consecutive (a day-number gap, more than 31 days).
  private let firstLabels: [Int32]
  /// Months per day in 32.32 fixed point, for estimating a day's month.
  private let monthsPerDay: Int

  static let years = 1900...2100

  /// An index of the calendar's months; empty when the calendar does not reach those years.
  init(calendar: GridCalendar, labelIndex: (CalendarMonth, Day) -> Int?) {
    guard
      let start = try? Day(year: Self.years.lowerBound, month: 1, day: 1),
      let end = try? Day(year: Self.years.upperBound, month: 12, day: 31),
      var month = try? calendar.month(containing: start)
    else {
      firstDays = []
      firstLabels = []
      monthsPerDay = 0
      return
    }
    var days: [Int32] = []
    var labels: [Int32] = []
    while true {
      let consecutive =
        month.gap.after == 0 && month.dayNumber(of: month.firstDay) + month.length - 1 <= 31
      days.append(month.firstDay.daysSince1970)
      labels.append(consecutive ? Int32(labelIndex(month, month.firstDay) ?? -1) : -1)
      guard month.lastDay < end, let next = try? calendar.month(after: month) else { break }
      month = next
    }
    days.append(month.lastDay.advanced(by: 1).daysSince1970)
    firstDays = days
    firstLabels = labels
    monthsPerDay = ((days.count - 1) << 32) / (Int(days[days.count - 1]) - Int(days[0]))
  }

  /// Whether the index holds every day of `days` (days since 1970).
  func covers(_ days: Range<Int>) -> Bool {
    firstDays.count > 1 && days.lowerBound >= Int(firstDays[0])
      && days.upperBound <= Int(firstDays[firstDays.count - 1])
  }

  /// Calls `body` for each month overlapping `count` days from `first` (days since 1970), which
  /// the index must cover: the offset of its first day in the span, its number of days in the
  /// span, and the label index of that first day (nil when its labels are not consecutive).
  @inline(__always)
  func forEachMonth(
    overlapping first: Int, count: Int, _ body: (_ offset: Int, _ count: Int, _ label: Int?) -> Void
  ) {
    firstDays.withUnsafeBufferPointer { days in
      // Months are close to equal in length: estimate (a multiply, not a divide), then step.
      let months = days.count - 1
      var index = min(max(((first - Int(days[0])) &* monthsPerDay) >> 32, 0), months - 1)
      while Int(days[index]) > first { index -= 1 }
      while Int(days[index + 1]) <= first { index += 1 }
      var offset = 0
      while offset < count {
        let day = first + offset
        let length = min(count - offset, Int(days[index + 1]) - day)
        let label = Int(firstLabels[index])
        body(offset, length, label < 0 ? nil : label + day - Int(days[index]))
        offset += length
        index += 1
      }
    }
  }
}
