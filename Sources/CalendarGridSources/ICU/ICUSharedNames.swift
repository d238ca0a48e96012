import CalendarGridCore

#if ICU
  /// One title formatter, its pattern and the titles it has formatted, shared by the locale
  /// IDs that ICU names alike.
  ///
  /// Asking ICU's pattern generator for a title pattern and opening a formatter with it costs
  /// ICU about a millisecond for a locale ID: most of what names cost in a dump. Most IDs find
  /// their month and weekday names, eras and year-and-month formats in the same bundles of
  /// ICU's data as another ID (`en_NZ` and `en_AU` take their names from `en`): the names key
  /// (``ICUDataProvider/namesIdentifier(_:)``) says where the running ICU finds them, and the
  /// IDs of one key share one formatter, opened for the first of them and used under its lock,
  /// and a month's title is formatted once for all of them.
  struct ICUSharedNames {
    let formatter: ICUDateFormatter
    /// The formatter's pattern: ICU's best pattern for `yMMMM`.
    let pattern: String
    /// The titles formatted so far, the ``titleCapacity`` used last.
    private var titles = RecentlyUsed<TitleKey, String>(capacity: titleCapacity)
    /// A dump of a few years asks the IDs of a key for the same months, one ID after another.
    static var titleCapacity: Int { 64 }

    /// A month as the titles know it: a Chinese leap month has the number of the month
    /// before it, and a Gregorian month before 1582 another first day in a proleptic grid.
    private struct TitleKey: Hashable {
      var calendar: CalendarIdentifier
      var extendedYear: Int
      var month: Int
      var isLeapMonth: Bool
      var firstDay: Day

      init(_ month: CalendarMonth) {
        calendar = month.calendar
        extendedYear = month.extendedYear
        self.month = month.month
        isLeapMonth = month.isLeapMonth
        firstDay = month.firstDay
      }
    }

    private init(formatter: ICUDateFormatter, pattern: String) {
      self.formatter = formatter
      self.pattern = pattern
    }

    /// The names of the 128 keys used last. A dump names the calendars of one locale, then of
    /// the next; the locales of a language, which share most keys, come one after another.
    private static let shared = Lock(RecentlyUsed<String, Lock<ICUSharedNames>>(capacity: 128))

    /// The names of `key`, kept or opened now for `locale` (an ID of that key).
    static func names(locale: String, key: String) throws(DataSourceError)
      -> Lock<ICUSharedNames>
    {
      if let names = shared.withLock({ $0.value(for: key) }) { return names }
      // Opened outside the lock: another worker may open the same key meanwhile, and the
      // first one inserted is the one kept.
      let pattern: String
      if let known = ICUDataProvider.titlePattern(ofNamesIdentifier: key) {
        pattern = known
      } else {
        pattern = try ICUDateFormatter.bestPattern(locale: locale, skeleton: "yMMMM")
      }
      let formatter = try ICUDateFormatter(locale: locale, pattern: pattern)
      let opened = Lock(ICUSharedNames(formatter: formatter, pattern: pattern))
      return shared.withLock { names in
        if let kept = names.value(for: key) { return kept }
        names.insert(opened, for: key)
        return opened
      }
    }

    /// The month's title: remembered, or formatted by `format` with the shared formatter and
    /// remembered. A failed format (nil) is not remembered.
    mutating func title(for month: CalendarMonth, format: (ICUDateFormatter) -> String?)
      -> String?
    {
      let key = TitleKey(month)
      if let known = titles.value(for: key) { return known }
      guard let text = format(formatter) else { return nil }
      titles.insert(text, for: key)
      return text
    }
  }
#endif
