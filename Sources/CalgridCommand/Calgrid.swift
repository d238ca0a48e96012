import CCalgridSystem
import CalendarGrid
import CalendarGridRendering
import Foundation

/// The `calgrid` command, runnable in-process: the executable, the tests and the fuzzer call
/// ``run(_:environment:output:errors:)`` with arguments and get an exit status.
package enum Calgrid {
  /// What the command reads from its surroundings, passed in so tests and the fuzzer can fix it.
  package struct Environment: Sendable {
    /// The current instant (the clock is read only by the caller).
    package var now: Date
    /// The local time zone, for today when ``localToday`` is not given.
    package var timeZone: TimeZone
    /// Today as the C library reads `TZ` (`localtime_r`), given by the executable: Foundation's
    /// `TimeZone.current` misreads POSIX forms (`UTC-14` with its sign inverted, `:Area/City`
    /// and `<+14>-14` as UTC), so today would differ from `date +%F`.
    package var localToday: Day?
    /// Whether standard output is a terminal (for `--color auto`).
    package var isTerminal: Bool
    /// Whether standard error is a terminal (for `calgrid dump`'s progress bar).
    package var errorsAreTerminal = false
    /// Whether `calgrid dump` may catch SIGINT and SIGTERM to remove its temporary files (the
    /// executable only: never in a test process).
    package var cleansUpOnInterrupt = false
    /// The address space the process may use, in bytes (the lower of `RLIMIT_AS` and
    /// `RLIMIT_DATA`), or nil for none: `calgrid dump` refuses a limit below what it needs.
    package var memoryLimit: UInt64?
    /// The locale variable as `cal` reads it: the value of the first of `LC_ALL`, `LC_MESSAGES`
    /// and `LANG` that is set and not empty (`oc_FR.UTF-8`), read by the executable; nil (as in
    /// tests, unless they set it) means none is set, so the locale is `en_US_POSIX`.
    package var localeVariable: String?

    /// The day marked as today when no `--today` is given.
    var today: Day { localToday ?? Day.today(in: timeZone, now: now) }

    /// Sets ``localToday`` from the C library's clock and `TZ`, as `date +%F` reads them
    /// (the executable only: tests fix the day instead).
    package mutating func readLocalToday() {
      tzset()
      var clock = time(nil)
      var local = tm()
      guard localtime_r(&clock, &local) != nil else { return }
      localToday = try? Day(
        year: Int(local.tm_year) + 1900, month: Int(local.tm_mon) + 1, day: Int(local.tm_mday))
    }

    /// Sets ``memoryLimit`` from the process's soft limits (the executable only: tests give
    /// the limit instead).
    package mutating func readMemoryLimit() {
      var limit: UInt64 = 0
      memoryLimit = calgrid_memory_limit(&limit) == 1 ? limit : nil
    }

    package init(now: Date, timeZone: TimeZone, isTerminal: Bool) {
      self.now = now
      self.timeZone = timeZone
      self.isTerminal = isTerminal
    }
  }

  /// The exit status of `calgrid dump` when the new dump is in place but its summary could not
  /// be written: distinct from 2, which means nothing changed. The executable keeps it when it
  /// finds standard output failed.
  package static let summaryNotWritten: Int32 = 3

  /// Runs the command and returns its exit status: 0, or 2 for bad input. A first argument
  /// `dump` runs `calgrid dump` (see `DumpOptions.usage`), which may also return 1; `holidays`
  /// runs `calgrid holidays` (see `HolidaysCommand.usage`).
  package static func run(
    _ arguments: [String], environment: Environment, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) -> Int32 {
    if arguments.first == "dump" {
      return Dump.run(
        Array(arguments.dropFirst()), environment: environment, output: &output, errors: &errors)
    }
    if arguments.first == "holidays" {
      return HolidaysCommand.run(
        Array(arguments.dropFirst()), environment: environment, output: &output, errors: &errors)
    }
    func fail(_ message: String) -> Int32 {
      errors.write(errorLines(message))
      return 2
    }
    let options: Options
    do {
      options = try Options(arguments: arguments)
    } catch {
      return fail(error.message)
    }
    if options.help {
      output.write(Options.usage + "\n")
      return 0
    }
    do {
      let locale: GridLocale
      if let name = options.locale {
        locale = try checkedLocale(name)
      } else {
        let resolved = try environmentLocale(environment.localeVariable)
        locale = resolved.locale
        if let note = resolved.note { errors.write("calgrid: note: \(escaped(note))\n") }
      }
      let text = try render(options, locale: locale, environment: environment)
      output.write(text)
      return 0
    } catch let error as CalendarGridError {
      return fail(error.description)
    } catch let error as DataSourceError {
      return fail(error.description)
    } catch let error as UsageError {
      return fail(error.message)
    } catch {
      return fail("\(error)")
    }
  }

  /// A locale named on the command line, checked up front: one ICU reads but cannot format
  /// dates for (a malformed keyword: `en_US@numbers=foo`) is an unknown locale, not a raw ICU
  /// error later.
  package static func checkedLocale(_ name: String) throws(DataSourceError) -> GridLocale {
    let locale = try GridLocale(name)
    do {
      _ = try CalendarNames(locale: locale, calendar: locale.defaultCalendar)
    } catch {
      guard case .icu(let operation, let status) = error else { throw error }
      throw .core(
        .unknownLocale(name, reason: "ICU cannot format dates for it (\(operation): \(status))"))
    }
    return locale
  }

  /// The locale of the environment as `cal` reads it, the same with either data source:
  /// `variable` (see ``Environment/localeVariable``) without its codeset or modifier
  /// (`de_DE.UTF-8` is `de_DE`); `C`, `POSIX` or none is `en_US_POSIX`.
  ///
  /// A locale the source cannot use (`oc_FR`: ICU has no data for Occitan) falls back, as `cal`
  /// does, to root's names with the variable's region's week rules (`root@rg=frzzzz`: Monday
  /// first), or root's own when the region is not one CLDR knows; `note` then says so. Only an
  /// explicit `--locale` the source cannot use is an error.
  static func environmentLocale(_ variable: String?) throws(DataSourceError) -> (
    locale: GridLocale, note: String?
  ) {
    let name = String((variable ?? "").prefix { $0 != "." && $0 != "@" })
    if name.isEmpty || name == "C" || name == "POSIX" {
      return (try GridLocale("en_US_POSIX"), nil)
    }
    let failure: DataSourceError
    do {
      return (try checkedLocale(name), nil)
    } catch {
      failure = error
    }
    let reason: String
    if case .core(.unknownLocale(_, let why)) = failure {
      reason = why
    } else {
      reason = "\(failure)"
    }
    // The region is the subtag after the language, as POSIX names write it (`ll_RR`).
    let parts = name.split(separator: "_", omittingEmptySubsequences: false)
    let region = parts.count > 1 ? RegionResolver.resolve(String(parts[1])) : nil
    let shown = String(name.prefix(64))
    if let region {
      let locale = try GridLocale("root@rg=\(region.lowercased())zzzz")
      return (
        locale,
        "no usable data for locale '\(shown)' from the environment: \(reason); using root "
          + "names with region \(region)"
      )
    }
    return (
      try GridLocale("root"),
      "no usable data for locale '\(shown)' from the environment: \(reason); using root names"
    )
  }

  /// The month grids and their rendering for parsed options.
  static func render(_ options: Options, locale: GridLocale, environment: Environment) throws
    -> String
  {
    let identifier = try options.calendar.map { name throws(CalendarGridError) in
      try CalendarIdentifier(parsing: name)
    }
    let calendar = try GridCalendar(
      identifier, locale: locale, firstWeekday: options.firstWeekday,
      cutover: options.proleptic ? .proleptic : .julianUntil1582)
    let today = options.today ?? environment.today
    let months: [CalendarMonth]
    if let year = options.year {
      months = try yearMonths(year, calendar: calendar)
    } else {
      var month: CalendarMonth
      if let specifier = options.month {
        month = try calendar.month(
          year: specifier.year, month: specifier.month, isLeapMonth: specifier.isLeapMonth)
      } else {
        month = try calendar.month(containing: options.containing ?? today)
      }
      var following = [month]
      for _ in 1..<options.months {
        month = try calendar.month(after: month)
        following.append(month)
      }
      months = following
    }
    let plugins = try options.plugins.plugins(for: calendar)
    var grids = months.map {
      calendar.grid(
        for: $0, rows: options.rows, today: today, weekNumbers: options.weekNumbers,
        plugins: plugins)
    }
    let selection = options.selection
    if let selection { grids = grids.map { $0.applyingSelection(selection) } }
    let names = try CalendarNames(for: calendar)
    // A year is headed by its number, as `cal 2024` heads it, in the locale's digits.
    let heading = options.year.map { names.number($0) }
    let label = heading ?? grids.first.map { names.title(for: $0.month) } ?? ""

    switch options.format {
    case .json:
      let document = GridDocument(
        grids: grids.map {
          GridDocument.Grid($0, locale: locale, names: names, includesSelection: selection != nil)
        })
      return try GridDocumentLayout.text(document)
    case .html:
      let renderer = HTMLRenderer(showsAdjacentDays: options.adjacent)
      let section = HTMLRenderer.Section(
        id: "\(locale.identifier).\(calendar.identifier.rawValue)",
        label: "\(label) · \(locale.identifier) · \(calendar.identifier.rawValue)",
        grids: grids, names: names)
      return renderer.page(title: label, sections: [section])
    case .svg:
      return SVGRenderer(showsAdjacentDays: options.adjacent, columns: 3).render(
        grids, names: names)
    case .text:
      let usesColor =
        options.color == "always" || (options.color == "auto" && environment.isTerminal)
      let renderer = TextRenderer(
        showsAdjacentDays: options.adjacent, showsWeekNumbers: options.weekNumbers,
        usesColor: usesColor)
      if let heading {
        return renderer.renderYear(grids, names: names, heading: heading) + "\n"
      }
      return renderer.render(grids, names: names) + "\n"
    }
  }

  /// The months of a year given alone (`calgrid 2024`), in the calendar's own numbering: 12, or
  /// 13 in a leap year of a lunisolar calendar (and every Coptic and Ethiopic year).
  ///
  /// As `cal` does, a year alone is 1 or more; earlier years are reached as `YYYY-MM`.
  static func yearMonths(_ year: Int, calendar: GridCalendar) throws -> [CalendarMonth] {
    let supported = calendar.supportedYears
    if year < 1 && supported.contains(year) {
      throw UsageError(
        "year \(year) is not a year calgrid shows alone: give one from 1 to "
          + "\(supported.upperBound) (earlier years as YYYY-MM: calgrid \(year)-01)")
    }
    // Month 1 is the first month of every calendar's year in ICU's numbering (Hebrew Tishri,
    // Chinese and Dangi the first lunar month), and never a leap month. A year outside the
    // calendar's is the engine's error, naming the years it supports.
    return try calendar.months(inYearOf: calendar.month(year: year, month: 1))
  }
}
