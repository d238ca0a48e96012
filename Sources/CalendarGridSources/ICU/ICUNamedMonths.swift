import CalendarGridCore

#if ICU
  /// ICU calendars set to the day that names a month, shared by every locale's formatters.
  ///
  /// To format a day, ICU computes the day's fields in the formatter's calendar. For the
  /// Chinese and Dangi calendars that runs ICU's astronomy, and the Umm al-Qura calendar walks
  /// its month data, each far costlier than formatting; a dump formats
  /// the same months in every locale. A month's named day and its fields are the same in every
  /// locale, so they are computed once per calendar and month, in a calendar of the root locale,
  /// and each title formats a copy of that calendar: ICU reads the fields the copy already has
  /// (`udat_formatCalendar`), the same text without the field computation.
  ///
  /// The Gregorian and ISO 8601 calendars do not come here: their months are named by their
  /// first day, which ICU numbers by arithmetic.
  enum ICUNamedMonths {
    private struct Key: Hashable {
      var firstDay: Day
      var extendedYear: Int
      var month: Int
      var isLeapMonth: Bool
    }

    /// Calendars set to months' named days, a table for each calendar system under a lock of
    /// its own, so that workers naming different calendars do not wait for each other.
    private static let tables: [CalendarIdentifier: Lock<[Key: ICUCalendar]>] =
      Dictionary(uniqueKeysWithValues: CalendarIdentifier.allCases.map { ($0, Lock([:])) })

    /// How many months a calendar's table keeps before it starts over (about 1 KB each).
    ///
    /// A dump names each locale's months in turn, so the same months come round again for the
    /// next locale: a table smaller than the span forgets every month before it is asked for
    /// again. The calendars whose fields are costly for ICU (the astronomy of the Chinese and
    /// Dangi calendars, and of the Chinese calendar that names Vietnamese months; the Umm
    /// al-Qura month data) keep a whole span of 1200 Gregorian months (at most 1,239 of their
    /// months, one 29-day month at each end included); the others, cheap to recompute, keep
    /// 256. Together at most 4 × 1,280 + 14 × 256 = 8,704 calendars, about 9 MB.
    static func limit(for calendar: CalendarIdentifier) -> Int {
      switch calendar {
      case .chinese, .dangi, .vietnamese, .islamicUmmAlQura: 1_280
      default: 256
      }
    }

    /// The month's named day formatted by `formatter`; nil when ICU cannot open the calendar or
    /// format the day.
    static func format(_ month: CalendarMonth, with formatter: ICUDateFormatter) -> String? {
      guard let table = tables[month.calendar] else { return nil }
      let key = Key(
        firstDay: month.firstDay, extendedYear: month.extendedYear, month: month.month,
        isLeapMonth: month.isLeapMonth)
      let limit = limit(for: month.calendar)
      // Formatting happens under the lock: the shared calendar is only read (copied) by the
      // shim, and ICU calendars are not thread-safe.
      return table.withLock { calendars -> String? in
        let calendar: ICUCalendar
        if let known = calendars[key] {
          calendar = known
        } else {
          guard let named = namedCalendar(month) else { return nil }
          if calendars.count >= limit { calendars.removeAll(keepingCapacity: true) }
          calendars[key] = named
          calendar = named
        }
        return try? formatter.format(calendar)
      }
    }

    /// A root-locale calendar of the month's system, set to a day ICU numbers with the month's
    /// own year, month and leap flag (as the formatters of the Gregorian calendars find it),
    /// its fields computed.
    private static func namedCalendar(_ month: CalendarMonth) -> ICUCalendar? {
      guard
        let calendar = try? ICUCalendar(
          locale: "@calendar=\(month.calendar.namesCalendar.rawValue)")
      else { return nil }
      let day = ICUDateTextFormatter.dayNamedLike(
        month,
        fields: { day in
          (try? calendar.monthFields(of: day)).map {
            (Int($0.extended_year), Int($0.month) + 1, $0.is_leap_month != 0)
          }
        },
        year: { $0.extendedYear })
      guard (try? calendar.monthFields(of: day)) != nil else { return nil }
      return calendar
    }
  }
#endif
