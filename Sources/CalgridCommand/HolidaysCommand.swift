import CalendarGrid
import CalendarGridHolidays
import Foundation

/// `calgrid holidays CC YEAR`: a country's holidays in a Gregorian year, as text or JSON.
enum HolidaysCommand {
  static let usage = """
    OVERVIEW: List a country's holidays in a year: the days its law's rules give, and the days
    its government published one by one.

    USAGE: calgrid holidays CC YEAR [options]

    ARGUMENTS:
      CC                      A country (ISO 3166-1 code, either case):
                              \(HolidayCalendar.countries.joined(separator: " ")).
      YEAR                    A Gregorian year: 2031.

    OPTIONS:
      -l, --locale ID         The locale whose weekday names the list uses, and whose
                              language names the holidays when the country has names
                              in it (default: as for calgrid, from the environment).
      --language LANG         Name the holidays in this language (one of the country's,
                              or en), whatever the locale.
      -f, --format FORMAT     text or json (default: text).
      --strict                Refuse a year past the last one the country's published
                              lists cover, instead of a note that only the rules' days
                              are shown.
      -h, --help              Show this help.

    EXAMPLES:
      calgrid holidays JP 2031 -l ja_JP     Japan's holidays of 2031, in Japanese.
      calgrid holidays CN 2024 --format json
                                            China's, with its moved working days.
    """

  struct Options {
    var country = ""
    var year = 0
    var locale: String?
    var language: String?
    var json = false
    var strict = false
    var help = false

    init(arguments: [String]) throws(UsageError) {
      var positionals: [String] = []
      var index = 0
      func value(_ flag: String) throws(UsageError) -> String {
        index += 1
        guard index < arguments.count else { throw UsageError("\(flag) needs a value") }
        return arguments[index]
      }
      while index < arguments.count {
        let argument = arguments[index]
        switch argument {
        case "-h", "--help": help = true
        case "-l", "--locale": locale = try value(argument)
        case "--language": language = try value(argument)
        case "--strict": strict = true
        case "-f", "--format":
          let format = try value(argument)
          guard format == "text" || format == "json" else {
            throw UsageError(
              "--format: '\(Calgrid.escaped(String(format.prefix(64))))' is not text or json")
          }
          json = format == "json"
        default:
          guard !argument.hasPrefix("-") || Int(argument) != nil else {
            throw UsageError("unknown option '\(Calgrid.escaped(String(argument.prefix(64))))'")
          }
          positionals.append(argument)
        }
        index += 1
      }
      if help { return }
      guard positionals.count == 2 else {
        throw UsageError("give a country and a year: calgrid holidays JP 2031")
      }
      let known = HolidayCalendar.countries
      let code = positionals[0].uppercased()
      guard known.contains(code) else {
        throw UsageError(
          "unknown country '\(Calgrid.escaped(String(positionals[0].prefix(64))))'; known: \(known.joined(separator: ", "))"
        )
      }
      guard let year = Int(positionals[1]) else {
        throw UsageError(
          "'\(Calgrid.escaped(String(positionals[1].prefix(64))))' is not a year: give a whole number such as 2031"
        )
      }
      country = code
      self.year = year
    }
  }

  /// Runs `calgrid holidays` and returns its exit status: 0, or 2 for bad input.
  static func run(
    _ arguments: [String], environment: Calgrid.Environment, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) -> Int32 {
    func fail(_ message: String) -> Int32 {
      errors.write(Calgrid.errorLines(message, help: "calgrid holidays --help"))
      return 2
    }
    let options: Options
    do {
      options = try Options(arguments: arguments)
    } catch {
      return fail(error.message)
    }
    if options.help {
      output.write(usage + "\n")
      return 0
    }
    do {
      let locale: GridLocale
      if let name = options.locale {
        locale = try Calgrid.checkedLocale(name)
      } else {
        let resolved = try Calgrid.environmentLocale(environment.localeVariable)
        locale = resolved.locale
        if let note = resolved.note { errors.write("calgrid: note: \(Calgrid.escaped(note))\n") }
      }
      let base = try HolidayCalendar(country: options.country)
      if let language = options.language, !base.data.languages.contains(language) {
        return fail(
          "--language: \(options.country) has names in \(base.data.languages.joined(separator: ", ")), not '\(Calgrid.escaped(String(language.prefix(64))))'"
        )
      }
      let language = options.language ?? base.language(for: locale)
      let calendar = try HolidayCalendar(country: options.country, language: language)
      let holidays = try calendar.holidays(inYear: options.year, strict: options.strict)
      let workdays = calendar.data.workdays.map(\.date).filter {
        $0.gregorian.year == options.year
      }.sorted()
      if !options.strict, let knownUntil = calendar.knownUntil, options.year > knownUntil {
        errors.write(
          "calgrid: note: \(options.country)'s published days (declared holidays, moved working days) are known until \(knownUntil); \(options.year) shows the days its rules give\n"
        )
      }
      if options.json {
        output.write(
          try json(
            holidays, workdays: workdays, options: options, language: language,
            knownUntil: calendar.knownUntil))
      } else {
        let names = try CalendarNames(for: GridCalendar(.gregorian, locale: locale))
        output.write(text(holidays, workdays: workdays, names: names))
      }
      return 0
    } catch let error as HolidayError {
      return fail(error.description)
    } catch let error as CalendarGridError {
      return fail(error.description)
    } catch let error as DataSourceError {
      return fail(error.description)
    } catch {
      return fail("\(error)")
    }
  }

  /// One line a holiday: the ISO date, the weekday in the locale's names, the name, and what
  /// sets the day apart (observed for another day, not a day off, a bank holiday or
  /// observance); then the moved working days.
  static func text(_ holidays: [Holiday], workdays: [Day], names: CalendarNames) -> String {
    let weekdays = names.weekdaySymbols(.abbreviated, startingAt: .sunday)
    func weekday(_ day: Day) -> String { weekdays[day.weekday.rawValue - 1] }
    var lines: [String] = []
    for holiday in holidays {
      var notes: [String] = []
      if let day = holiday.observedFor { notes.append("observed for \(day)") }
      if holiday.category != .public { notes.append(holiday.category.rawValue) }
      if !holiday.isDayOff { notes.append("not a day off") }
      let suffix = notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))"
      lines.append("\(holiday.day)  \(weekday(holiday.day))  \(holiday.name)\(suffix)")
    }
    if lines.isEmpty { lines.append("no holidays") }
    if !workdays.isEmpty {
      lines.append(
        "working days moved onto the weekend: "
          + workdays.map { "\($0) \(weekday($0))" }.joined(separator: ", "))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private struct Document: Encodable {
    struct Entry: Encodable {
      var date: String
      var weekday: String
      var id: String
      var name: String
      var category: String
      var isDayOff: Bool
      var observedFor: String?
    }
    var country: String
    var year: Int
    var language: String
    var knownUntil: Int?
    var holidays: [Entry]
    var movedWorkdays: [String]
  }

  static func json(
    _ holidays: [Holiday], workdays: [Day], options: Options, language: String,
    knownUntil: Int?
  ) throws -> String {
    let document = Document(
      country: options.country, year: options.year, language: language, knownUntil: knownUntil,
      holidays: holidays.map {
        Document.Entry(
          date: "\($0.day)", weekday: "\($0.day.weekday)", id: $0.id, name: $0.name,
          category: $0.category.rawValue, isDayOff: $0.isDayOff,
          observedFor: $0.observedFor.map { "\($0)" })
      },
      movedWorkdays: workdays.map { "\($0)" })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
  }
}
