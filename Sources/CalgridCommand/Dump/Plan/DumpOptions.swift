import CalendarGrid

/// The command line of `calgrid dump`, parsed by hand like ``Options``.
package struct DumpOptions: Sendable {
  /// An output format, and the file extension it writes.
  enum Format: String, Sendable, CaseIterable, Comparable {
    case text, json, html, svg

    var fileExtension: String { self == .text ? "txt" : rawValue }

    static func < (lhs: Format, rhs: Format) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  /// Locales as given with `--locales`, in order; nil with `--all-locales`.
  var locales: [String]?
  var allLocales = false
  /// Calendars as given with `--calendars`; nil for each locale's default.
  var calendars: [String]?
  var allCalendars = false
  var year: Int?
  var from: Options.MonthSpecifier?
  var to: Options.MonthSpecifier?
  var formats: [Format] = [.json]
  /// `--format jsonl`: every grid as a line of JSON on standard output, no files.
  var streamsJSONLines = false
  var out: String?
  var check: String?
  var today: Day?
  var rows: RowPolicy = .variable
  var weekNumbers = false
  var adjacent = false
  var proleptic = false
  var firstWeekday: Weekday?
  var jobs: Int?
  var help = false
  var plugins = PluginOptions()

  /// The most Gregorian months one dump may span (100 years).
  static let maximumMonths = 1200
  static let maximumJobs = 256
  /// The most files one dump may write: the plan and index.json keep about 1 KB for each
  /// (grids and pages are streamed), so this bounds what memory the number of files can take.
  static let maximumFiles = 100_000
  /// About how many bytes index.json takes per file listed.
  static let indexBytesPerFile = 300

  package init(arguments: [String]) throws(UsageError) {
    let arguments = Options.splittingEquals(arguments)
    var index = 0
    func value(for flag: String) throws(UsageError) -> String {
      index += 1
      guard index < arguments.count else { throw UsageError("\(flag) needs a value") }
      return arguments[index]
    }
    func list(for flag: String) throws(UsageError) -> [String] {
      let items = try value(for: flag).split(separator: ",").map {
        String($0.filter { $0 != " " })
      }.filter { !$0.isEmpty }
      guard !items.isEmpty else { throw UsageError("\(flag) needs a comma-separated list") }
      return items
    }
    func month(for flag: String) throws(UsageError) -> Options.MonthSpecifier {
      let text = try value(for: flag)
      let month: Options.MonthSpecifier
      do {
        month = try Options.MonthSpecifier(parsing: text)
      } catch {
        throw UsageError("\(flag): \(error.message)")
      }
      guard !month.isLeapMonth, (1...12).contains(month.month) else {
        throw UsageError("\(flag): '\(text.prefix(64))' is not a Gregorian month YYYY-MM")
      }
      return month
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "-h", "--help": help = true
      case "--locales": locales = (locales ?? []) + (try list(for: argument))
      case "--all-locales": allLocales = true
      case "--calendars": calendars = (calendars ?? []) + (try list(for: argument))
      case "--all-calendars": allCalendars = true
      case "--year":
        let text = try value(for: argument)
        // A sign and seven digits reach every year a Day supports (-1000000).
        guard text.count <= 8, let year = Int(text) else {
          throw UsageError("\(argument): cannot read '\(text.prefix(64))': expected a year")
        }
        self.year = year
      case "--from": from = try month(for: argument)
      case "--to": to = try month(for: argument)
      case "--format", "-f":
        var formats: [Format] = []
        let names = try list(for: argument)
        if names.contains("jsonl") {
          guard names.allSatisfy({ $0 == "jsonl" }) else {
            throw UsageError(
              "\(argument): jsonl goes alone (one grid a line on standard output, no files)")
          }
          streamsJSONLines = true
          self.formats = []
          break
        }
        streamsJSONLines = false
        for name in names {
          guard let format = Format(rawValue: name) else {
            throw UsageError(
              "\(argument): '\(name.prefix(64))' is not a format: use text, json, html or svg (or a list: text,json), or jsonl alone"
            )
          }
          if !formats.contains(format) { formats.append(format) }
        }
        self.formats = formats.sorted()
      case "--out", "-o": out = try value(for: argument)
      case "--check": check = try value(for: argument)
      case "--today":
        let text = try value(for: argument)
        do { today = try Day(iso8601: text) } catch {
          throw UsageError("\(argument): \(error.description)")
        }
      case "--first-weekday":
        let text = try value(for: argument)
        do { firstWeekday = try Weekday(parsing: text) } catch {
          throw UsageError("\(argument): \(error.description)")
        }
      case "--rows":
        let text = try value(for: argument)
        guard let policy = RowPolicy(rawValue: text) else {
          throw UsageError(
            "\(argument): '\(text.prefix(64))' is not a row policy: use variable or fixed")
        }
        rows = policy
      case "--week-numbers", "-w": weekNumbers = true
      case "--adjacent": adjacent = true
      case "--proleptic": proleptic = true
      case "--jobs", "-j":
        let text = try value(for: argument)
        guard let count = Int(text), (1...Self.maximumJobs).contains(count) else {
          throw UsageError(
            "\(argument): '\(text.prefix(64))' is not a whole number from 1 to \(Self.maximumJobs)")
        }
        jobs = count
      case _ where PluginOptions.flags.contains(argument):
        try plugins.parse(
          argument, value: PluginOptions.switches.contains(argument) ? nil : value(for: argument))
      default:
        throw UsageError("dump: unknown option or argument '\(argument.prefix(64))'")
      }
      index += 1
    }
    guard !help else { return }
    switch (locales != nil, allLocales) {
    case (true, true): throw UsageError("give either --locales LIST or --all-locales, not both")
    case (false, false): throw UsageError("dump needs --locales LIST or --all-locales")
    default: break
    }
    if calendars != nil && allCalendars {
      throw UsageError("give either --calendars LIST or --all-calendars, not both")
    }
    switch (out, check) {
    case (.some, _) where streamsJSONLines, (_, .some) where streamsJSONLines:
      throw UsageError("--format jsonl writes to standard output: give no --out or --check")
    case (nil, nil) where streamsJSONLines: break
    case (nil, nil): throw UsageError("dump needs --out DIR (to write) or --check DIR (to compare)")
    case (.some, .some): throw UsageError("give either --out DIR or --check DIR, not both")
    default: break
    }
    if year != nil && (from != nil || to != nil) {
      throw UsageError("give either --year Y or --from YYYY-MM --to YYYY-MM, not both")
    }
    if (from == nil) != (to == nil) {
      throw UsageError("--from and --to go together: --from 2024-01 --to 2024-12")
    }
  }

  /// The first and last Gregorian day of the span: `--year`, `--from`/`--to`, or the year of
  /// `today`.
  func span(today: Day) throws(UsageError) -> ClosedRange<Day> {
    do {
      let first: Day
      if let from, let to {
        first = try Day(year: from.year, month: from.month, day: 1)
        let last = try Day(year: to.year, month: to.month, day: 1)
        guard first <= last else {
          // Written as they are given (YYYY-MM), two-digit months.
          func text(_ month: Options.MonthSpecifier) -> String {
            "\(month.year)-" + (month.month < 10 ? "0" : "") + "\(month.month)"
          }
          throw UsageError("--to \(text(to)) is before --from \(text(from))")
        }
        let months = (to.year - from.year) * 12 + to.month - from.month + 1
        guard months <= Self.maximumMonths else {
          throw UsageError(
            "--from/--to span \(months) months; at most \(Self.maximumMonths) in one dump")
        }
        // The last day of the month, without naming the month after (it may lie past the last
        // year a Day can be made from): 31 days on from the first lies early in the next month.
        let next = last.advanced(by: 31)
        return first...next.advanced(by: -next.gregorian.day)
      } else {
        let year = year ?? today.gregorian.year
        first = try Day(year: year, month: 1, day: 1)
        return first...(try Day(year: year, month: 12, day: 31))
      }
    } catch let error as UsageError {
      throw error
    } catch let error as CalendarGridError {
      throw UsageError(error.description)
    } catch {
      throw UsageError("\(error)")
    }
  }

  package static let usage = """
    OVERVIEW: Write month grids for many locales, calendars and months at once: one file per
    locale, calendar and format, and an index of what was written.

    USAGE: calgrid dump (--locales LIST | --all-locales) [--calendars LIST | --all-calendars]
                        [--year Y | --from YYYY-MM --to YYYY-MM] [--format LIST]
                        (--out DIR | --check DIR) [options]
           calgrid dump (--locales LIST | --all-locales) [--calendars LIST | --all-calendars]
                        [--year Y | --from YYYY-MM --to YYYY-MM] --format jsonl [options]

    OPTIONS:
      --locales LIST          ICU or BCP 47 locales: ko_KR,de_DE,ar-SA. An unknown one is
                              an error naming it, and nothing is written.
      --all-locales           Every locale ICU has. Locales ICU lists but CalendarGrid
                              cannot use are skipped and named in the summary.
      --calendars LIST        Calendars for every locale: gregorian,dangi,hebrew,...
                              (default: each locale's own calendar; a calendar keyword
                              picks one per locale: he_IL@calendar=hebrew).
      --all-calendars         Every calendar CalendarGrid supports, for every locale.
      --year Y                The Gregorian year Y (default: the year of today).
      --from YYYY-MM          First Gregorian month, with --to; at most 1200 months.
      --to YYYY-MM            Last Gregorian month. Each calendar gets all of its months
                              that overlap the Gregorian span.
      -f, --format LIST       text, json, html, svg, or a list: text,json (default: json).
                              jsonl (alone, without --out): every grid on standard
                              output as one line of JSON, the object --format json
                              writes for it, locales and calendars in file-name order,
                              months in order. Each worker renders one locale and
                              calendar at a time; at most two of their outputs per
                              worker wait to be written (about 6 MB for 1200 months).
      -o, --out DIR           Write into DIR (created if needed). Files are named
                              <locale>.<calendar>.<ext> (ext: txt, json, html, svg;
                              locale: the ICU identifier without its calendar keyword,
                              other characters than letters, digits and _ replaced by
                              -: ko_KR, de_DE-fw-mon), plus
                              index.json listing them, and index.html (every grid, with
                              a locale and month switcher) for html.
                              All or nothing: the dump is written into a hidden folder
                              beside DIR (.DIR.calgrid-<random>) and swapped with DIR in
                              one step, so DIR holds the whole old dump or the whole new
                              one, whatever happens (an interrupt, a full disk). DIR must
                              be new, empty or hold only files a dump wrote, and not be a
                              symbolic link or the current folder; its parent must be
                              writable. A second dump into DIR at once fails. Anything
                              that appears in DIR while the dump runs is never deleted:
                              the dump fails naming it, or keeps it in the new DIR. A DIR
                              of another user keeps its owner and group (as root), or is
                              refused when the new one could not be given them.
      --check DIR             Write nothing: regenerate in memory and compare with DIR.
                              Lists files that differ, are missing, or are not generated;
                              exit status 1 when any do, 0 when all match.
      --today YYYY-MM-DD      The day marked as today (default: the clock).
      --first-weekday DAY     Override every locale's first weekday.
      --rows POLICY           variable or fixed (default: variable).
      -w, --week-numbers      Week-of-year numbers (text and json).
      --adjacent              Text: show other months' days (pictures always show them
                              dimmed).
      --proleptic             Gregorian rules before 1582-10-15.
      -j, --jobs N            Work on N files at once (default: the number of cores).
      Plugin options as for calgrid: --holidays JP,US, --decorate lunar, --events DAYS, ...
      -h, --help              Show this help.

    Memory: bounded for every dump, whatever its span and the size of index.html: about
    60 MB, plus for each worker (-j) one job's grids and files (at most 1200 months of one
    locale and calendar: about 60 MB in all four formats, 10 MB in html alone), plus about
    2 KB for each file written, plus for each worker what the plugin options' days take
    (about 150 bytes a day, whatever the span between them). A memory limit (ulimit -v or
    -d) below 256 MiB plus 96 MiB for each worker is refused at the start.
    A dump writes at most 100,000 files; a larger plan is refused up front, saying how many
    files it would write. index.html is written section by section as the jobs finish.
    --check compares sizes first and reads files in 64 KiB pieces (a differing file of up
    to 16 MiB is read whole to name the line that differs).

    Progress is drawn on stderr when it is a terminal; a summary (files, grids, seconds)
    ends the run. A file-size limit (ulimit -f) that a file would pass fails the dump with a
    message, as a full disk does.

    EXIT STATUS:
      0    done: DIR holds the new dump.
      1    --check found differences.
      2    bad input, a limit or a folder refused, or output that cannot be written:
           nothing changed (DIR holds the old dump, or was not created).
      3    the new dump is in place in DIR, but its summary could not be written to
           standard output.
      128+N  signal N (SIGINT, SIGTERM, SIGHUP); the message says whether the old or
             the new dump is in place. A signal ignored at start stays ignored.

    EXAMPLES:
      calgrid dump --locales ko_KR,de_DE --calendars gregorian,dangi --year 2024 \\
                   --format html,svg --out dumps
      calgrid dump --all-locales --year 2024 --format text --out dumps
      calgrid dump --locales ko_KR --year 2024 --format text,json --check goldens
    """
}
