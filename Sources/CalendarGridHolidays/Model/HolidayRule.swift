import CalendarGridCore

/// One holiday of a country's law: its names, the rule that gives its day, the years the rule
/// applies, and what happens when the day falls on a weekend.
///
/// The `Codable` form is one entry of `holidays` in `Data/holidays/<CC>.json`
/// (docs/holiday-data.md), and the format an app uses to add its own days:
///
/// ```swift
/// let founding = HolidayRule(
///   id: "company-day", names: ["en": "Company Day"], date: .fixed(month: 6, day: 1))
/// let calendar = try HolidayCalendar(country: "US", adding: [founding])
/// ```
public struct HolidayRule: Hashable, Sendable {
  /// Kebab-case and stable; with the country it is the holiday's identity (`JP:showa-day`).
  /// Rules may share an id when the law changes a holiday's date for a range of years.
  public var id: String
  /// The holiday's name per language code (`ja`, `en`).
  public var names: [String: String]
  /// How the day is found in a year.
  public var date: HolidayDate
  /// The Gregorian years of the resulting day in which the rule applies; nil for always.
  public var years: HolidayYears?
  /// The holiday's category (public holiday, bank holiday, observance).
  public var category: HolidayCategory
  /// Whether the day is a day off.
  public var dayOff: Bool
  /// Days to move by when the date falls on a weekday (Saturday -1: the Friday before).
  public var move: [Weekday: Int]?
  /// The extra day off given when the holiday falls on certain days.
  public var observed: ObservedRule?
  /// Holidays of one group (Korea's three days of Seollal) are substituted after the group's
  /// last day, one substitute per triggering day.
  public var group: String?
  /// The subdivisions (region keys) the holiday applies in; nil for the whole country.
  /// ``HolidayCalendar`` gives national holidays only, so a rule with regions is kept in the
  /// data but gives no days.
  public var regions: [String]?

  /// A holiday rule; the defaults are a public holiday, a day off, every year, no move and no
  /// observed day.
  public init(
    id: String, names: [String: String], date: HolidayDate, years: HolidayYears? = nil,
    category: HolidayCategory = .public, dayOff: Bool = true, move: [Weekday: Int]? = nil,
    observed: ObservedRule? = nil, group: String? = nil, regions: [String]? = nil
  ) {
    self.id = id
    self.names = names
    self.date = date
    self.years = years
    self.category = category
    self.dayOff = dayOff
    self.move = move
    self.observed = observed
    self.group = group
    self.regions = regions
  }
}

/// Inclusive Gregorian years `[from, until]`, either end open (`[1949, null]` in JSON).
public struct HolidayYears: Hashable, Sendable {
  /// The first year, or nil for no first year.
  public var from: Int?
  /// The last year, or nil for no last year.
  public var until: Int?

  /// The years from `from` through `until`; nil ends are open.
  public init(_ from: Int?, _ until: Int?) {
    self.from = from
    self.until = until
  }

  /// Whether `year` lies inside.
  public func contains(_ year: Int) -> Bool {
    (from.map { year >= $0 } ?? true) && (until.map { year <= $0 } ?? true)
  }
}

/// A holiday's category; only `public` holidays are compared with python-holidays and are days
/// off by default.
public enum HolidayCategory: String, Hashable, Sendable, Codable, CaseIterable {
  /// A public holiday.
  case `public`
  /// A bank holiday.
  case bank
  /// An observance: a named day that is usually not a day off.
  case observance
}

/// The rule that gives a holiday's day in a Gregorian year (exactly one key in JSON).
public enum HolidayDate: Hashable, Sendable {
  /// A Gregorian month and day (`{"fixed": [12, 25]}`).
  case fixed(month: Int, day: Int)
  /// The `n`-th weekday of a month, `n` 1...5 or -1 for the last.
  case nthWeekday(month: Int, weekday: Weekday, n: Int)
  /// The first such weekday on or after a date.
  case weekdayOnOrAfter(month: Int, day: Int, weekday: Weekday)
  /// The last such weekday on or before a date.
  case weekdayOnOrBefore(month: Int, day: Int, weekday: Weekday)
  /// Days after Western (Gregorian) Easter Sunday.
  case easter(Int)
  /// Days after Orthodox (Julian computus) Easter Sunday, as a Gregorian day.
  case orthodoxEaster(Int)
  /// A date of a lunar or lunisolar calendar (``LunarDate/calendars``) plus an offset in days;
  /// every occurrence whose day falls in the year (an Islamic date can fall twice in one
  /// Gregorian year).
  case lunar(LunarDate)
  /// The civil day, `utcOffsetHours` east of UTC, on which the Sun's apparent longitude reaches
  /// `degrees` (a multiple of 15: 0 and 180 are the equinoxes).
  case solarLongitude(degrees: Int, utcOffsetHours: Double)
  /// The days a primary source publishes, for a holiday of a calendar the engine does not
  /// compute (Diwali, Vesak, Nyepi); no day in a year with none listed.
  case published(PublishedDates)
}

/// The days of a holiday as one primary source (a gazette, a decree) lists them.
public struct PublishedDates: Hashable, Sendable {
  /// The most dates one rule lists: a century of a yearly festival, a few days a year.
  public static let limit = 1_000

  /// The gazette or decree the days come from.
  public var source: String
  /// The days, each a day the holiday falls on.
  public var dates: [Day]

  /// Days listed by a source.
  public init(source: String, dates: [Day]) {
    self.source = source
    self.dates = dates
  }
}

/// A date of a lunar or lunisolar calendar, in ICU's month numbers (Hebrew Tishri 1 ... Adar I
/// 6, Adar or Adar II 7, Nisan 8 ... Elul 13; Islamic Muharram 1 ... Dhu al-Hijjah 12).
public struct LunarDate: Hashable, Sendable {
  /// One of ``calendars``.
  public var calendar: CalendarIdentifier
  /// The month number.
  public var month: Int
  /// The day of the month.
  public var day: Int
  /// Whether the month is a Chinese, Dangi or Vietnamese leap month.
  public var leap: Bool
  /// Days added to the date (-1: the day before).
  public var offset: Int

  /// A lunar date with an offset in days.
  public init(
    calendar: CalendarIdentifier, month: Int, day: Int, leap: Bool = false, offset: Int = 0
  ) {
    self.calendar = calendar
    self.month = month
    self.day = day
    self.leap = leap
    self.offset = offset
  }

  /// The calendars a lunar date may name: the Chinese, Dangi and Hebrew calendars, the Islamic
  /// calendars CalendarGrid computes (Umm al-Qura, civil and tabular), and the Vietnamese one
  /// where the build has it.
  public static let calendars: [CalendarIdentifier] =
    [.chinese, .dangi, .hebrew, .islamicUmmAlQura, .islamicCivil, .islamicTabular]
    + [CalendarIdentifier(rawValue: "vietnamese")].compactMap { $0 }

  /// Whether the calendar is one of the Islamic ones, whose months an announced start
  /// (``HolidayCountryData/islamicMonthStarts``) may move.
  var isIslamic: Bool {
    [.islamicUmmAlQura, .islamicCivil, .islamicTabular].contains(calendar)
  }
}

/// The extra day off given when a holiday falls on certain days.
///
/// `next` and `previous` pass over at most 366 days: when every one of them is skipped (a
/// weekend of six days with the seventh always a holiday), the holiday gives no observed day.
public struct ObservedRule: Hashable, Sendable {
  /// What makes a holiday give an observed day.
  public enum Trigger: Hashable, Sendable {
    /// The holiday falls on this weekday.
    case weekday(Weekday)
    /// The holiday's day holds another day-off holiday (of another id and group).
    case holiday
  }

  /// Where the observed day goes.
  public enum Direction: String, Hashable, Sendable, Codable {
    /// The first later day that is not skipped.
    case next
    /// The first earlier day that is not skipped.
    case previous
    /// Saturday to the Friday before, Sunday to the Monday after.
    case nearestWeekday
  }

  /// The days `next` and `previous` pass over.
  public enum Skip: String, Hashable, Sendable, Codable, CaseIterable {
    /// The country's weekend.
    case weekend
    /// A day-off holiday.
    case holiday
    /// A day already given as an observed day.
    case observed
  }

  /// What makes the holiday give an observed day.
  public var when: [Trigger]
  /// Where the observed day goes.
  public var to: Direction
  /// Where the observed day goes from a holiday on a given weekday, instead of ``to`` (Saudi
  /// Arabia: a Friday holiday to the Thursday before, a Saturday one to the Sunday after).
  public var weekdayTo: [Weekday: Direction] = [:]
  /// The days passed over.
  public var skip: Set<Skip>
  /// The years in which the substitution law applies; nil for always.
  public var years: HolidayYears?

  /// An observed-day rule; by default it skips weekends, holidays and observed days.
  public init(
    when: [Trigger], to: Direction, skip: Set<Skip> = Set(Skip.allCases),
    years: HolidayYears? = nil
  ) {
    self.when = when
    self.to = to
    self.skip = skip
    self.years = years
  }

  /// An observed-day rule whose direction depends on the holiday's weekday: `weekdayTo` gives
  /// it for those weekdays, `to` for the others and for a holiday that triggers as a holiday.
  public init(
    when: [Trigger], to: Direction, weekdayTo: [Weekday: Direction],
    skip: Set<Skip> = Set(Skip.allCases), years: HolidayYears? = nil
  ) {
    self.init(when: when, to: to, skip: skip, years: years)
    self.weekdayTo = weekdayTo
  }
}

/// A day that is not a holiday itself but lies between two holidays (Japan's 国民の休日).
public struct BetweenHolidaysRule: Hashable, Sendable {
  /// The stable id of such a day.
  public var id: String
  /// Its name per language.
  public var names: [String: String]
  /// The years the rule applies; nil for always.
  public var years: HolidayYears?
  /// Weekdays that never become such a day.
  public var except: [Weekday]

  /// A days-between-holidays rule.
  public init(
    id: String, names: [String: String], years: HolidayYears? = nil, except: [Weekday] = []
  ) {
    self.id = id
    self.names = names
    self.years = years
    self.except = except
  }
}

/// A holiday a law, decree or gazette declares for one day.
public struct OneOffHoliday: Hashable, Sendable {
  /// The day.
  public var date: Day
  /// Its stable id (may repeat: every election day is `election-day`).
  public var id: String
  /// Its name per language.
  public var names: [String: String]
  /// The decree or gazette that declares it.
  public var source: String
  /// The holiday's category.
  public var category: HolidayCategory
  /// Whether the day is a day off.
  public var dayOff: Bool

  /// A published one-off holiday.
  public init(
    date: Day, id: String, names: [String: String], source: String,
    category: HolidayCategory = .public, dayOff: Bool = true
  ) {
    self.date = date
    self.id = id
    self.names = names
    self.source = source
    self.category = category
    self.dayOff = dayOff
  }
}

/// A weekend day that is a working day (China's 调休, Russia's transfers).
public struct MovedWorkday: Hashable, Sendable {
  /// The day.
  public var date: Day
  /// The decree or notice that moves it.
  public var source: String

  /// A moved workday.
  public init(date: Day, source: String) {
    self.date = date
    self.source = source
  }
}
