import CalendarGridCore

#if ICU
  import CICUShim

  /// An owned ICU calendar in the GMT zone. Not thread-safe: open one per use, or guard it.
  final class ICUCalendar {
    fileprivate let handle: OpaquePointer

    /// Opens a calendar for a locale ID whose `@calendar=` keyword picks the calendar system.
    init(locale: String) throws(DataSourceError) {
      var status: Int32 = 0
      guard let handle = cg_calendar_open(locale, &status), !ICU.isFailure(status) else {
        throw .icu(operation: "ucal_open(\(locale))", status: ICU.errorName(status))
      }
      self.handle = handle
    }

    deinit { cg_calendar_close(handle) }

    /// The calendar type ICU chose.
    var type: String {
      (try? ICU.readString(operation: "ucal_getType") { cg_calendar_type(handle, $0, $1, $2) })
        ?? ""
    }

    /// Makes the calendar proleptic Gregorian (no Julian cutover).
    func makeProleptic() {
      var status: Int32 = 0
      cg_calendar_set_gregorian_change(handle, -Double.greatestFiniteMagnitude, &status)
    }

    func setWeekRules(firstWeekday: Int, minimumDays: Int) {
      cg_calendar_set_week_rules(handle, Int32(firstWeekday), Int32(minimumDays))
    }

    /// The fields of one day.
    func fields(of day: Day) throws(DataSourceError) -> cg_day_fields {
      var fields = cg_day_fields()
      var status: Int32 = 0
      cg_calendar_day_fields(handle, day.daysSince1970, &fields, &status)
      guard !ICU.isFailure(status) else {
        throw .icu(operation: "ucal_get(\(day))", status: ICU.errorName(status))
      }
      return fields
    }

    /// The era, year, extended year, month, leap flag and day of month of a day, read without
    /// computing week or month-length fields (see `cg_calendar_month_fields`).
    func monthFields(of day: Day) throws(DataSourceError) -> cg_day_fields {
      var fields = cg_day_fields()
      var status: Int32 = 0
      cg_calendar_month_fields(handle, day.daysSince1970, &fields, &status)
      guard !ICU.isFailure(status) else {
        throw .icu(operation: "ucal_get(\(day))", status: ICU.errorName(status))
      }
      return fields
    }

    /// Consecutive month records, the first being the month that contains `day`.
    func months(startingAt day: Day, count: Int) throws(DataSourceError)
      -> [cg_month_record]
    {
      var records = [cg_month_record](repeating: cg_month_record(), count: count)
      var status: Int32 = 0
      let written = records.withUnsafeMutableBufferPointer {
        cg_calendar_fill_months(handle, day.daysSince1970, Int32(count), $0.baseAddress!, &status)
      }
      guard written == count, !ICU.isFailure(status) else {
        throw .icu(operation: "filling months from \(day)", status: ICU.errorName(status))
      }
      return records
    }

    /// The day with the given fields.
    func day(
      extendedYear: Int, month: Int, isLeapMonth: Bool, dayOfMonth: Int
    ) throws(DataSourceError) -> Day {
      var status: Int32 = 0
      let day = cg_calendar_day_for_fields(
        handle, 0, Int32(extendedYear), Int32(month), isLeapMonth ? 1 : 0, Int32(dayOfMonth),
        &status)
      guard !ICU.isFailure(status) else {
        throw .icu(operation: "ucal_set", status: ICU.errorName(status))
      }
      return Day(daysSince1970: day)
    }
  }

  /// An owned ICU date formatter in the GMT zone. Not thread-safe.
  final class ICUDateFormatter {
    private let handle: OpaquePointer

    /// A formatter with ICU's best pattern for a skeleton (`yMMMM`, `yMMMMEEEEd`, ...).
    init(locale: String, skeleton: String) throws(DataSourceError) {
      let pattern = try Self.bestPattern(locale: locale, skeleton: skeleton)
      var status: Int32 = 0
      guard let handle = cg_formatter_open_pattern(locale, pattern, &status),
        !ICU.isFailure(status)
      else {
        throw .icu(operation: "udat_open(\(locale), \(skeleton))", status: ICU.errorName(status))
      }
      self.handle = handle
    }

    /// A formatter with an explicit pattern (`LLLL`, `MMMM`).
    init(locale: String, pattern: String) throws(DataSourceError) {
      var status: Int32 = 0
      guard let handle = cg_formatter_open_pattern(locale, pattern, &status),
        !ICU.isFailure(status)
      else {
        throw .icu(operation: "udat_open(\(locale), \(pattern))", status: ICU.errorName(status))
      }
      self.handle = handle
    }

    /// The skeletons whose best pattern depends only on what ``ICU/namesPatternKey(_:)``
    /// names: a year and a month by name, with or without the era.
    static let yearMonthSkeletons: Set<String> = ["yMMMM", "GyMMMM"]

    private struct PatternKey: Hashable {
      var skeleton: String
      /// The locale ID's pattern key, or the ID itself.
      var data: String
    }

    /// Best patterns already asked for, the 4,096 used last (a few hundred bytes each, with
    /// their keys): more than the pattern keys of every locale and calendar ICU lists. ICU's
    /// pattern generator costs about a millisecond to open, and its answer for a skeleton never
    /// changes for a locale ID; for month titles' skeletons it is the same for every ID whose
    /// year-and-month formats ICU finds alike (``ICU/namesPatternKey(_:)``), so those IDs ask
    /// once.
    private static let patterns = Lock(RecentlyUsed<PatternKey, String>(capacity: 4_096))

    static func bestPattern(locale: String, skeleton: String) throws(DataSourceError) -> String {
      let shared = yearMonthSkeletons.contains(skeleton) ? ICU.namesPatternKey(locale) : nil
      let key = PatternKey(skeleton: skeleton, data: shared ?? "=" + locale)
      if let pattern = patterns.withLock({ $0.value(for: key) }) { return pattern }
      let pattern = try generatedPattern(locale: locale, skeleton: skeleton)
      patterns.withLock { $0.insert(pattern, for: key) }
      return pattern
    }

    /// ICU's pattern generator's best pattern for a skeleton: a millisecond or so, most of it
    /// spent building the generator.
    static func generatedPattern(locale: String, skeleton: String)
      throws(DataSourceError) -> String
    {
      try ICU.readString(
        capacity: 1024, operation: "udatpg_getBestPattern(\(locale), \(skeleton))"
      ) { cg_best_pattern(locale, skeleton, $0, $1, $2) }
    }

    /// A formatter with the locale's full date style.
    init(fullDateStyleFor locale: String) throws(DataSourceError) {
      var status: Int32 = 0
      guard let handle = cg_formatter_open_full(locale, &status), !ICU.isFailure(status) else {
        throw .icu(operation: "udat_open(\(locale), full)", status: ICU.errorName(status))
      }
      self.handle = handle
    }

    private init(handle: OpaquePointer) { self.handle = handle }

    /// A copy with another pattern, keeping the numbering overrides of this formatter's.
    func copy(pattern: String) throws(DataSourceError) -> ICUDateFormatter {
      var status: Int32 = 0
      guard let copy = cg_formatter_copy_with_pattern(handle, pattern, &status),
        !ICU.isFailure(status)
      else {
        throw .icu(operation: "udat_applyPattern(\(pattern))", status: ICU.errorName(status))
      }
      return ICUDateFormatter(handle: copy)
    }

    deinit { cg_formatter_close(handle) }

    var pattern: String {
      (try? ICU.readString(capacity: 512, operation: "udat_toPattern") {
        cg_formatter_pattern(handle, $0, $1, $2)
      }) ?? ""
    }

    func format(_ day: Day) throws(DataSourceError) -> String {
      try ICU.readString(capacity: 1024, operation: "udat_format") {
        cg_formatter_format_day(handle, day.daysSince1970, $0, $1, $2)
      }
    }

    /// The day `calendar` is set to, formatted with the fields it has already computed (the
    /// calendar is not changed; see ``ICUNamedMonths``).
    func format(_ calendar: ICUCalendar) throws(DataSourceError) -> String {
      try ICU.readString(capacity: 1024, operation: "udat_formatCalendar") {
        cg_formatter_format_calendar(handle, calendar.handle, $0, $1, $2)
      }
    }

    /// ICU symbol kinds (`UDateFormatSymbolType`), as declared in `cg_icu.h`.
    enum SymbolKind: Int32 {
      case eras = 0, months = 1, shortMonths = 2, weekdays = 3, shortWeekdays = 4, eraNames = 7
      case narrowWeekdays = 9, standaloneMonths = 10, standaloneWeekdays = 13
      case standaloneShortWeekdays = 14, standaloneNarrowWeekdays = 15
      case shorterWeekdays = 20, standaloneShorterWeekdays = 21, cyclicYears = 23
    }

    func symbols(_ kind: SymbolKind) -> [String] {
      let count = cg_formatter_symbol_count(handle, kind.rawValue)
      guard count > 0 else { return [] }
      // The whole list in one call; symbol by symbol only if it does not fit.
      if let joined = try? ICU.readString(
        capacity: 16_384, operation: "udat_getSymbols",
        {
          cg_formatter_symbols(handle, kind.rawValue, $0, $1, $2)
        })
      {
        let symbols = joined.split(separator: "\u{1F}", omittingEmptySubsequences: false)
        if symbols.count == Int(count) { return symbols.map(String.init) }
      }
      return (0..<count).map { index in
        (try? ICU.readString(capacity: 512, operation: "udat_getSymbols") {
          cg_formatter_symbol(handle, kind.rawValue, index, $0, $1, $2)
        }) ?? ""
      }
    }
  }
#endif
