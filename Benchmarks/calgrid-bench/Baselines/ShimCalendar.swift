import CalendarGrid

#if ICU
  import CICUShim

  /// An ICU calendar opened through the package's C shim, for the baselines and table-fill
  /// scenarios that call ICU directly: the benchmark's own door to ICU, so the library keeps its
  /// ICU wrappers internal.
  final class ShimCalendar {
    private let handle: OpaquePointer

    /// Opens a calendar (GMT) for a locale ID whose `@calendar=` keyword picks the system.
    init(locale: String) throws {
      var status: Int32 = 0
      guard let handle = cg_calendar_open(locale, &status), status <= 0 else {
        throw Unavailable("ucal_open(\(locale)) failed with status \(status)")
      }
      self.handle = handle
    }

    deinit { cg_calendar_close(handle) }

    /// ICU's week data for a locale: the first weekday (1 = Sunday) and the weekend as a mask
    /// (bit `n` for weekday `n + 1`).
    static func weekData(_ locale: String) -> (firstWeekday: Int, weekendMask: UInt8) {
      var first: Int32 = 0
      var minimum: Int32 = 0
      var mask: Int32 = 0
      var status: Int32 = 0
      cg_locale_week_data(locale, &first, &minimum, &mask, &status)
      return (Int(first), UInt8(truncatingIfNeeded: mask))
    }

    func set(_ day: Day) {
      var status: Int32 = 0
      cg_calendar_set_day(handle, day.daysSince1970, &status)
    }

    func addDays(_ count: Int) {
      var status: Int32 = 0
      cg_calendar_add_days(handle, Int32(count), &status)
    }

    var dayOfMonth: Int {
      var status: Int32 = 0
      return Int(cg_calendar_get_day_of_month(handle, &status))
    }

    var weekday: Int {
      var status: Int32 = 0
      return Int(cg_calendar_get_weekday(handle, &status))
    }

    /// Consecutive month records from the month containing `day`; throws when ICU fills fewer.
    func months(startingAt day: Day, count: Int) throws -> [cg_month_record] {
      var records = [cg_month_record](repeating: cg_month_record(), count: count)
      var status: Int32 = 0
      let written = records.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.map {
          cg_calendar_fill_months(handle, day.daysSince1970, Int32(count), $0, &status)
        } ?? 0
      }
      guard written == count, status <= 0 else {
        throw Unavailable("filling \(count) months from \(day) failed with status \(status)")
      }
      return records
    }
  }
#endif
