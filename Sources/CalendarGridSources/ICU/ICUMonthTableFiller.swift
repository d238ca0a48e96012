import CalendarGridCore

#if ICU
  import CICUShim

  /// Fills months from libicu with one `cg_calendar_fill_months` call per request.
  ///
  /// A calendar handle is opened per request: requests are rare and ICU calendars are not
  /// thread-safe, so nothing is shared between tasks. The Gregorian-based calendars (`buddhist`,
  /// `japanese`, `roc`) keep ICU's Julian–Gregorian cutover of 1582-10-15, as `gregorian` does.
  package struct ICUMonthTableFiller: MonthTableFiller {
    package let identifier: CalendarIdentifier

    package init(identifier: CalendarIdentifier) {
      self.identifier = identifier
    }

    package func months(containing day: Day, count: Int) throws(CalendarGridError) -> [MonthRecord]
    {
      let calendar = try ICUCalendar(locale: "en@calendar=\(identifier.rawValue)")
      // ICU 72 has no Saudi sighting data: it opens `islamic-rgsa` as `islamic`.
      let expected = identifier == .islamicSaudi ? "islamic" : identifier.rawValue
      guard calendar.type == expected else {
        throw .icu(operation: "ucal_open(\(identifier.rawValue))", status: "got '\(calendar.type)'")
      }
      return try calendar.months(startingAt: day, count: count).map { record in
        MonthRecord(
          firstDay: Day(daysSince1970: record.first_day), length: Int(record.length),
          era: Int(record.era), eraYear: Int(record.year), extendedYear: Int(record.extended_year),
          month: Int(record.month) + 1, isLeapMonth: record.is_leap_month != 0,
          firstDayNumber: Int(record.first_day_number), lastDayNumber: Int(record.last_day_number))
      }
    }
  }
#endif
