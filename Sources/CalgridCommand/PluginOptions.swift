import CalendarGrid
import CalendarGridHolidays

/// The plugin options of `calgrid`: decorators and selectable-day rules.
struct PluginOptions: Sendable {
  static let switches: Set<String> = [
    "--no-past", "--adjacent-unselectable", "--kr-holidays-unselectable",
    "--holidays-unselectable",
  ]
  static let flags: Set<String> = switches.union([
    "--decorate", "--events", "--available-from", "--available-until", "--max-months-ahead",
    "--disable-weekdays", "--disable-days", "--only-days", "--holidays",
  ])
  static let decoratorNames = [
    "kr-holidays", "kr-holidays-en", "lunar", "dangi", "chinese", "vietnamese", "hebrew",
    "islamic",
  ]

  var decorators: [String] = []
  var events: [Day] = []
  var availableFrom: Day?
  var availableUntil: Day?
  var noPast = false
  var maxMonthsAhead: Int?
  var disabledWeekdays: String?
  var disabledDays: [Day] = []
  var onlyDays: [Day]?
  var adjacentUnselectable = false
  /// The countries of `--holidays`, in the order given, each once (ISO 3166-1 codes).
  var holidayCountries: [String] = []
  /// `--holidays-unselectable`: the holidays of `holidayCountries` cannot be selected.
  var holidaysUnselectable = false
  /// `--kr-holidays-unselectable`: Korea's holidays cannot be selected.
  var koreanHolidaysUnselectable = false

  /// The countries `--holidays` names, upper-cased, or a usage error naming an unknown one.
  static func countries(_ text: String) throws(UsageError) -> [String] {
    let known = HolidayCalendar.countries
    var countries: [String] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      let code = item.trimmingCharacters(in: .whitespaces).uppercased()
      guard known.contains(code) else {
        throw UsageError(
          "--holidays: unknown country '\(Calgrid.escaped(String(item.prefix(64))))'; known: \(known.joined(separator: ", "))"
        )
      }
      if !countries.contains(code) { countries.append(code) }
    }
    return countries
  }

  static func days(_ flag: String, _ text: String) throws(UsageError) -> [Day] {
    var days: [Day] = []
    for item in text.split(separator: ",") {
      do {
        days.append(try Day(iso8601: String(item)))
      } catch {
        throw UsageError("\(flag): \(error.description)")
      }
    }
    guard !days.isEmpty else { throw UsageError("\(flag) needs at least one YYYY-MM-DD day") }
    return days
  }

  mutating func parse(_ flag: String, value: String?) throws(UsageError) {
    let text = value ?? ""
    switch flag {
    case "--decorate":
      for name in text.split(separator: ",").map(String.init) {
        guard Self.decoratorNames.contains(name) else {
          throw UsageError(
            "--decorate: unknown decorator '\(name.prefix(64))'; use \(Self.decoratorNames.joined(separator: ", "))"
          )
        }
        decorators.append(name)
      }
    case "--events": events += try Self.days(flag, text)
    case "--available-from": availableFrom = try Self.days(flag, text).first
    case "--available-until": availableUntil = try Self.days(flag, text).first
    case "--no-past": noPast = true
    case "--max-months-ahead":
      guard let count = Int(text), (0...1200).contains(count) else {
        throw UsageError(
          "--max-months-ahead: '\(text.prefix(64))' is not a whole number from 0 to 1200")
      }
      maxMonthsAhead = count
    case "--disable-weekdays":
      if text != "weekend" {
        for item in text.split(separator: ",") {
          do { _ = try Weekday(parsing: String(item)) } catch {
            throw UsageError("--disable-weekdays: \(error.description), or 'weekend'")
          }
        }
        guard !text.isEmpty else {
          throw UsageError("--disable-weekdays needs weekdays or 'weekend'")
        }
      }
      disabledWeekdays = text
    case "--disable-days": disabledDays += try Self.days(flag, text)
    case "--only-days": onlyDays = (onlyDays ?? []) + (try Self.days(flag, text))
    case "--adjacent-unselectable": adjacentUnselectable = true
    case "--kr-holidays-unselectable": koreanHolidaysUnselectable = true
    case "--holidays":
      for country in try Self.countries(text) where !holidayCountries.contains(country) {
        holidayCountries.append(country)
      }
    case "--holidays-unselectable": holidaysUnselectable = true
    default: throw UsageError("unknown option '\(flag)'")
    }
    if let from = availableFrom, let until = availableUntil, until < from {
      throw UsageError("--available-until \(until) is before --available-from \(from)")
    }
  }

  /// The plugins for an engine, made once from the decorators and rules the options name.
  func plugins(for calendar: GridCalendar) throws(DataSourceError) -> DayPlugins {
    var plugins = (decorators: [any DayDecorator](), rules: [any SelectableDayRule]())
    for name in decorators {
      switch name {
      case "kr-holidays": plugins.decorators.append(try holidays("KR", language: "ko"))
      case "kr-holidays-en": plugins.decorators.append(try holidays("KR", language: "en"))
      default:
        let identifier: CalendarIdentifier =
          switch name {
          case "lunar":
            switch calendar.locale.language {
            case "ko": .dangi
            case "vi": .vietnamese
            default: .chinese
            }
          case "dangi": .dangi
          case "chinese": .chinese
          case "vietnamese": .vietnamese
          case "hebrew": .hebrew
          default: .islamicUmmAlQura
          }
        let alternate = try GridCalendar(identifier, locale: calendar.locale)
        let style: AlternateCalendarSubtitle.Style =
          identifier.hasLeapMonths ? .numeric : .named
        plugins.decorators.append(try AlternateCalendarSubtitle(calendar: alternate, style: style))
      }
    }
    // Names in the grid's language where the country has it, else English.
    let countries = try holidayCountries.map { (code) throws(DataSourceError) in
      try holidays(code, language: nil)
    }
    plugins.decorators += countries as [any DayDecorator]
    if !events.isEmpty { plugins.decorators.append(EventDots(events)) }
    if availableFrom != nil || availableUntil != nil {
      plugins.rules.append(AvailableDateRange(from: availableFrom, until: availableUntil))
    }
    if noPast { plugins.rules.append(NoDaysBeforeToday()) }
    if let maxMonthsAhead { plugins.rules.append(MonthsFromToday(maxMonthsAhead)) }
    if let disabledWeekdays {
      if disabledWeekdays == "weekend" {
        plugins.rules.append(DisabledWeekdays.weekend)
      } else {
        let weekdays = disabledWeekdays.split(separator: ",").compactMap {
          try? Weekday(parsing: String($0))
        }
        plugins.rules.append(DisabledWeekdays(WeekdaySet(weekdays)))
      }
    }
    if !disabledDays.isEmpty { plugins.rules.append(DaySetRule(disabledDays, mode: .disable)) }
    if let onlyDays { plugins.rules.append(DaySetRule(onlyDays, mode: .allowOnly)) }
    if adjacentUnselectable { plugins.rules.append(MonthDaysOnly()) }
    if holidaysUnselectable { plugins.rules += countries as [any SelectableDayRule] }
    if koreanHolidaysUnselectable { plugins.rules.append(try holidays("KR", language: "ko")) }
    return DayPlugins(decorators: plugins.decorators, rules: plugins.rules)
  }

  /// A country's holidays (its code checked when the options were read); a calendar error of
  /// the engine's is the tool's, and any other error is reported with the country's code.
  private func holidays(_ country: String, language: String?) throws(DataSourceError)
    -> HolidayCalendar
  {
    do {
      return try HolidayCalendar(country: country, language: language)
    } catch {
      if case .calendar(let underlying) = error { throw .core(underlying) }
      if case .dataSource(let underlying) = error { throw underlying }
      throw .core(.malformed(country, expected: error.description))
    }
  }
}
