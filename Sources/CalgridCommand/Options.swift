import CalendarGrid
import CalendarGridHolidays

/// `calgrid`'s command line, parsed by hand in swift-argument-parser's conventions.
package struct Options: Sendable {
  enum Format: String, Sendable { case text, json, html, svg }

  var month: MonthSpecifier?
  /// The year given alone (`calgrid 2024`): all its months, three across.
  var year: Int?
  var containing: Day?
  var locale: String?
  var calendar: String?
  var firstWeekday: Weekday?
  var months = 1
  /// Whether `--months` was given (a year shows all its months and takes none).
  var monthsGiven = false
  var rows: RowPolicy = .variable
  var today: Day?
  var weekNumbers = false
  var format: Format = .text
  var adjacent = false
  var color: String = "auto"
  var proleptic = false
  var help = false
  var plugins = PluginOptions()
  /// Days given with `--select` (one: a single selection; more: a multiple selection).
  var selectedDays: [Day] = []
  /// The range given with `--select-range`.
  var selectedRange: ClosedRange<Day>?

  static let maximumMonths = 1200

  /// A month given as `YYYY-MM`, with `L` after the month for a Chinese or Dangi leap month.
  struct MonthSpecifier: Sendable {
    var year: Int
    var month: Int
    var isLeapMonth: Bool

    init(year: Int, month: Int, isLeapMonth: Bool) {
      self.year = year
      self.month = month
      self.isLeapMonth = isLeapMonth
    }

    init(parsing text: String) throws(UsageError) {
      let expected = "a month as YYYY-MM (e.g. 2024-03; 2020-04L for a leap month)"
      var body = Substring(text)
      var sign = 1
      if body.first == "-" {
        sign = -1
        body = body.dropFirst()
      }
      let parts = body.split(separator: "-", omittingEmptySubsequences: false)
      guard parts.count == 2 else {
        throw UsageError("cannot read '\(text)': expected \(expected)")
      }
      var monthText = parts[1]
      var leap = false
      if let last = monthText.last, last == "L" || last == "l" {
        leap = true
        monthText = monthText.dropLast()
      }
      guard (1...7).contains(parts[0].count), parts[0].allSatisfy(\.isASCII),
        let year = Int(parts[0]), (1...2).contains(monthText.count),
        monthText.allSatisfy(\.isASCII), let month = Int(monthText)
      else { throw UsageError("cannot read '\(text)': expected \(expected)") }
      self.year = sign * year
      self.month = month
      self.isLeapMonth = leap
    }
  }

  /// The arguments with every `--flag=value` split into `--flag value` (the same thing).
  static func splittingEquals(_ arguments: [String]) -> [String] {
    arguments.flatMap { argument -> [String] in
      guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
        return [argument]
      }
      return [String(argument[..<equals]), String(argument[argument.index(after: equals)...])]
    }
  }

  package init(arguments: [String]) throws(UsageError) {
    let arguments = Self.splittingEquals(arguments)
    var index = 0
    func value(for flag: String) throws(UsageError) -> String {
      index += 1
      guard index < arguments.count else { throw UsageError("\(flag) needs a value") }
      return arguments[index]
    }
    func parse<T>(_ flag: String, _ body: (String) throws(CalendarGridError) -> T)
      throws(UsageError) -> T
    {
      let text = try value(for: flag)
      do {
        return try body(text)
      } catch {
        throw UsageError("\(flag): \(error.description)")
      }
    }
    var positionals: [String] = []
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "-h", "--help": help = true
      case "--locale", "-l": locale = try value(for: argument)
      case "--calendar", "-c": calendar = try value(for: argument)
      case "--first-weekday":
        firstWeekday = try parse(argument) { text throws(CalendarGridError) in
          try Weekday(parsing: text)
        }
      case "--containing":
        containing = try parse(argument) { text throws(CalendarGridError) in try Day(iso8601: text)
        }
      case "--today":
        today = try parse(argument) { text throws(CalendarGridError) in try Day(iso8601: text) }
      case "--months", "-n":
        let text = try value(for: argument)
        guard let count = Int(text) else {
          throw UsageError(
            "\(argument): cannot read '\(text)': expected a whole number from 1 to \(Self.maximumMonths)"
          )
        }
        guard (1...Self.maximumMonths).contains(count) else {
          throw UsageError("\(argument) \(count) is outside 1...\(Self.maximumMonths)")
        }
        months = count
        monthsGiven = true
      case "--rows":
        let text = try value(for: argument)
        guard let policy = RowPolicy(rawValue: text) else {
          throw UsageError("\(argument): '\(text)' is not a row policy: use variable or fixed")
        }
        rows = policy
      case "--format", "-f":
        let text = try value(for: argument)
        guard let format = Format(rawValue: text) else {
          throw UsageError(
            "\(argument): '\(text)' is not a format: use text, json, html or svg")
        }
        self.format = format
      case "--color":
        let text = try value(for: argument)
        guard ["auto", "always", "never"].contains(text) else {
          throw UsageError("\(argument): '\(text)' is not one of auto, always, never")
        }
        color = text
      case "--week-numbers", "-w": weekNumbers = true
      case "--adjacent": adjacent = true
      case "--proleptic": proleptic = true
      case _ where PluginOptions.flags.contains(argument):
        try plugins.parse(
          argument, value: PluginOptions.switches.contains(argument) ? nil : value(for: argument))
      case "--select":
        selectedDays.append(
          try parse(argument) { text throws(CalendarGridError) in try Day(iso8601: text) })
      case "--select-range":
        selectedRange = try parse(argument) { text throws(CalendarGridError) in
          try Self.dayRange(parsing: text)
        }
      default:
        if argument.hasPrefix("-") && !(argument.dropFirst().first?.isNumber ?? false) {
          throw UsageError("unknown option '\(argument.prefix(64))'")
        }
        positionals.append(argument)
      }
      index += 1
    }
    try readPositionals(positionals)
    if month != nil && containing != nil {
      throw UsageError("give either a month (YYYY-MM) or --containing YYYY-MM-DD, not both")
    }
    if year != nil && containing != nil {
      throw UsageError("give either a year or --containing YYYY-MM-DD, not both")
    }
    if let year, monthsGiven {
      throw UsageError(
        "--months does not apply to a year: calgrid \(year) shows all its months "
          + "(for some of them: calgrid \(year)-01 --months \(months))")
    }
    if !selectedDays.isEmpty && selectedRange != nil {
      throw UsageError("give either --select days or one --select-range, not both")
    }
  }

  /// Reads the arguments that are not options, as `cal` does: a year alone (`2024`), a month
  /// then a year (`3 2024`, `4L 2020` for a leap month), or a month as `YYYY-MM`.
  mutating func readPositionals(_ positionals: [String]) throws(UsageError) {
    func isWholeNumber(_ text: String) -> Bool {
      let digits = text.first == "-" ? text.dropFirst() : Substring(text)
      return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
    func yearValue(_ text: String) throws(UsageError) -> Int {
      guard let value = Int(text) else {
        throw UsageError("year \(text.prefix(64)) is too large to be a year")
      }
      return value
    }
    switch positionals.count {
    case 0:
      return
    case 1:
      let text = positionals[0]
      if isWholeNumber(text) {
        year = try yearValue(text)
      } else {
        month = try MonthSpecifier(parsing: text)
      }
    case 2 where isWholeNumber(positionals[1]) && !positionals[0].contains("-"):
      var monthText = Substring(positionals[0])
      var leap = false
      if let last = monthText.last, last == "L" || last == "l" {
        leap = true
        monthText = monthText.dropLast()
      }
      guard (1...2).contains(monthText.count), monthText.allSatisfy({ $0.isASCII && $0.isNumber }),
        let number = Int(monthText)
      else {
        throw UsageError(
          "cannot read '\(positionals[0].prefix(64))' as a month: give the month, then the year "
            + "(calgrid 3 2024; 4L 2020 for a leap month)")
      }
      month = MonthSpecifier(
        year: try yearValue(positionals[1]), month: number, isLeapMonth: leap)
    default:
      // One month, or a month and a year: the first argument past them is the mistake.
      let extra = positionals.count == 2 ? positionals[1] : positionals[2]
      throw UsageError(
        "unexpected argument '\(extra.prefix(64))': give a year (2024), a month and a year "
          + "(3 2024) or one month (2024-03)")
    }
  }

  /// Reads `YYYY-MM-DD..YYYY-MM-DD` (ISO 8601 dates, the first not after the second).
  static func dayRange(parsing text: String) throws(CalendarGridError) -> ClosedRange<Day> {
    let expected = "a range of ISO 8601 dates such as 2024-01-28..2024-02-03"
    guard let dots = text.range(of: "..") else { throw .malformed(text, expected: expected) }
    let first = try Day(iso8601: String(text[..<dots.lowerBound]))
    let last = try Day(iso8601: String(text[dots.upperBound...]))
    guard first <= last else { throw .emptyRange(text) }
    return first...last
  }

  package static let usage = """
    OVERVIEW: Print month grids for any locale and calendar system, like cal.

    USAGE: calgrid [YYYY-MM] [options]
           calgrid MONTH YEAR [options]   One month, as cal 3 2024 shows it
           calgrid YEAR [options]         A whole year, three months across
           calgrid dump [options]         Many locales, calendars and months into
                                          files (text, json, html, svg): calgrid
                                          dump --help
           calgrid holidays CC YEAR       A country's public holidays in a year:
                                          calgrid holidays --help

    ARGUMENTS:
      YEAR                    A year alone, in the calendar's own numbering (the
                              years below): all its months (13 in a Hebrew,
                              Chinese or Dangi leap year), under the year, each
                              titled with the locale's month name. From 1 up.
      MONTH YEAR              A month then its year: 3 2024; 4L 2020 for a Chinese
                              or Dangi leap month.
      YYYY-MM                 The month to show, in the calendar's own numbering
                              (default: the month containing today). Add L for a
                              Chinese or Dangi leap month: 2020-04L.
                              Years: chinese/dangi the related Gregorian year
                              (2024), japanese the Gregorian year, buddhist 2567,
                              roc 113 (0 and below before Minguo), hebrew 5784,
                              islamic* 1445, persian 1403, indian 1946 (Saka),
                              coptic 1741, ethiopic 2017, ethiopic-amete-alem 7517.
                              Months: ICU's numbers; hebrew 1 Tishri .. 13 Elul,
                              6 Adar I (leap years only), 7 Adar / Adar II.

    OPTIONS:
      --containing YYYY-MM-DD Show the month containing this ISO 8601 (Gregorian)
                              date, in any calendar.
      -l, --locale ID         ICU or BCP 47 locale: ko_KR, de-DE, en-US-u-fw-mon,
                              ko_KR@calendar=dangi (default: LC_ALL, LC_MESSAGES or
                              LANG, an empty one counting as unset; en_US_POSIX when
                              none is set; for one ICU lacks, root's names with its
                              region, and a note).
      -c, --calendar NAME     gregorian, iso8601, buddhist, japanese, roc, chinese,
                              dangi, vietnamese, hebrew, islamic, islamic-civil,
                              islamic-tbla, islamic-umalqura, islamic-rgsa, persian,
                              indian, coptic, ethiopic, ethiopic-amete-alem
                              (default: the locale's calendar).
      --first-weekday DAY     sun, mon, tue, wed, thu, fri or sat (default: the
                              locale's, from CLDR).
      -n, --months N          How many months to show, 1 to 1200 (default: 1; not
                              with a YEAR, which shows all its months).
      --rows POLICY           variable (4-6 rows) or fixed (6 rows) (default: variable).
      --today YYYY-MM-DD      The day to mark as today (default: the clock, in the
                              local time zone).
      -w, --week-numbers      Show week-of-year numbers per the locale's rules.
      --adjacent              Show the days of the previous and next months.
      -f, --format FORMAT     text, json, html (a page) or svg (a picture, three
                              months across) (default: text).
      --color WHEN            auto, always or never (default: auto).
      --proleptic             Use Gregorian rules before 1582-10-15 (default: Julian
                              before the cutover, as ICU and Foundation do).
      --select YYYY-MM-DD     Mark a selected day; repeat for several days. Text
                              output puts selected days in brackets (reverse video
                              with color); JSON adds isSelected to every cell.
      --select-range A..B     Mark a selected range of ISO 8601 dates, e.g.
                              2024-01-28..2024-02-03; JSON adds rangePosition
                              (start, middle, end) to its days.
      -h, --help              Show this help.

    PLUGINS:
      --holidays LIST         Public holidays of these countries (ISO codes: JP or
                              JP,US), named in the locale's language where the
                              country has names in it, else English. Countries:
                              \(HolidayCalendar.countries.joined(separator: " ")).
      --holidays-unselectable The --holidays countries' holidays are not selectable.
      --decorate LIST         Decorators, in order: kr-holidays (Korean names),
                              kr-holidays-en, lunar (Dangi date for Korean locales,
                              Vietnamese for Vietnamese ones, Chinese otherwise),
                              dangi, chinese, vietnamese, hebrew, islamic.
      --events DAYS           Dots on these days: 2024-03-05,2024-03-08.
      --available-from DAY    First selectable day (inclusive).
      --available-until DAY   Last selectable day (inclusive).
      --no-past               Days before today are not selectable.
      --max-months-ahead N    At most N months from today are selectable.
      --disable-weekdays LIST weekend (the locale's) or days: sat,sun.
      --disable-days DAYS     These days are not selectable.
      --only-days DAYS        Only these days are selectable.
      --adjacent-unselectable Days of the previous and next months are not selectable.
      --kr-holidays-unselectable  Korean public holidays are not selectable.
      Plugins cost what is shown, not the span of their days: the days given are
      kept sorted (memory and time grow with how many there are, about 150 bytes
      a day), and each grid looks up only its own days. Days a million years
      apart cost what two days cost.

    EXAMPLES:
      calgrid                               This month.
      calgrid 2024-03 --locale ko_KR        March 2024 in Korean, Sunday first.
      calgrid 3 2024                        March 2024, as cal 3 2024.
      calgrid 2024                          The year 2024, three months across.
      calgrid 5784 -c hebrew -l he_IL       The 13 months of the Hebrew year 5784.
      calgrid 2024 --format svg > 2024.svg  The year as one picture.
      calgrid --calendar dangi 2020-04L     The Dangi leap 4th month of 2020.
      calgrid --locale he_IL --calendar hebrew 5784-06   Adar I 5784.
      calgrid 2024-01 -n 12 --format json   A year of grids as JSON.
      calgrid 2024-05 --holidays JP -l ja_JP  May 2024 with Japan's holidays.
      calgrid holidays US 2031              The United States' holidays of 2031.
      calgrid 2024-01 -n 2 --select-range 2024-01-28..2024-02-03
                                            A range across a month boundary.
    """
}

/// A command-line mistake: printed with a hint and exit status 2.
package struct UsageError: Error, Sendable {
  package let message: String
  package init(_ message: String) { self.message = message }
}
