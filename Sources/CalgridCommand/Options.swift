import CalendarGrid

/// `calgrid`'s command line, parsed by hand in swift-argument-parser's conventions.
package struct Options: Sendable {
  enum Format: String, Sendable { case text, json }

  var month: MonthSpecifier?
  var containing: Day?
  var locale: String?
  var calendar: String?
  var firstWeekday: Weekday?
  var months = 1
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
      case "--rows":
        let text = try value(for: argument)
        guard let policy = RowPolicy(rawValue: text) else {
          throw UsageError("\(argument): '\(text)' is not a row policy: use variable or fixed")
        }
        rows = policy
      case "--format", "-f":
        let text = try value(for: argument)
        guard let format = Format(rawValue: text) else {
          throw UsageError("\(argument): '\(text)' is not a format: use text or json")
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
        guard month == nil else {
          throw UsageError("unexpected argument '\(argument.prefix(64))': give one month")
        }
        month = try MonthSpecifier(parsing: argument)
      }
      index += 1
    }
    if month != nil && containing != nil {
      throw UsageError("give either a month (YYYY-MM) or --containing YYYY-MM-DD, not both")
    }
    if !selectedDays.isEmpty && selectedRange != nil {
      throw UsageError("give either --select days or one --select-range, not both")
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
           calgrid dump [options]   Many locales, calendars and months into files
                                    (text, json, html, svg): calgrid dump --help

    ARGUMENTS:
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
                              dangi, hebrew, islamic, islamic-civil, islamic-tbla,
                              islamic-umalqura, islamic-rgsa, persian, indian,
                              coptic, ethiopic, ethiopic-amete-alem
                              (default: the locale's calendar).
      --first-weekday DAY     sun, mon, tue, wed, thu, fri or sat (default: the
                              locale's, from CLDR).
      -n, --months N          How many months to show, 1 to 1200 (default: 1).
      --rows POLICY           variable (4-6 rows) or fixed (6 rows) (default: variable).
      --today YYYY-MM-DD      The day to mark as today (default: the clock, in the
                              local time zone).
      -w, --week-numbers      Show week-of-year numbers per the locale's rules.
      --adjacent              Show the days of the previous and next months.
      -f, --format FORMAT     text or json (default: text).
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
      --decorate LIST         Decorators, in order: kr-holidays (Korean names),
                              kr-holidays-en, lunar (Dangi date for Korean locales,
                              Chinese otherwise), dangi, chinese, hebrew, islamic.
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
      calgrid --calendar dangi 2020-04L     The Dangi leap 4th month of 2020.
      calgrid --locale he_IL --calendar hebrew 5784-06   Adar I 5784.
      calgrid 2024-01 -n 12 --format json   A year of grids as JSON.
      calgrid 2024-01 -n 2 --select-range 2024-01-28..2024-02-03
                                            A range across a month boundary.
    """
}

/// A command-line mistake: printed with a hint and exit status 2.
package struct UsageError: Error, Sendable {
  package let message: String
  package init(_ message: String) { self.message = message }
}
