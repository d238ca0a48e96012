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
      // A source failure is the filler's: the table cannot be filled, whatever ICU said.
      func failed(_ error: DataSourceError) -> CalendarGridError {
        .fillerFailed(filler: name, calendar: identifier, problem: error.fillerProblem)
      }
      let calendar: ICUCalendar
      let records: [cg_month_record]
      do {
        calendar = try ICUCalendar(locale: "en@calendar=\(identifier.rawValue)")
      } catch {
        throw failed(error)
      }
      // ICU 72 has no Saudi sighting data: it opens `islamic-rgsa` as `islamic`.
      let expected = identifier == .islamicSaudi ? "islamic" : identifier.rawValue
      guard calendar.type == expected else {
        throw failed(
          .icu(operation: "ucal_open(\(identifier.rawValue))", status: "got '\(calendar.type)'"))
      }
      do {
        records = try calendar.months(startingAt: day, count: count)
      } catch {
        throw failed(error)
      }
      return records.map { record in
        MonthRecord(
          firstDay: Day(daysSince1970: record.first_day), length: Int(record.length),
          era: Int(record.era), eraYear: Int(record.year), extendedYear: Int(record.extended_year),
          month: Int(record.month) + 1, isLeapMonth: record.is_leap_month != 0,
          firstDayNumber: Int(record.first_day_number), lastDayNumber: Int(record.last_day_number))
      }
    }
  }
#endif
