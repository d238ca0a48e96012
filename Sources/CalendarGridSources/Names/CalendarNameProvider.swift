import CalendarGridCore

/// A data source's names: the part of a provider that only names and formatting use. Core's
/// ``CalendarGridCore/CalendarDataProvider`` gives months and locale facts; this adds the words.
package protocol CalendarNameProvider: CalendarDataProvider {
  /// The ten digits of the locale's numbering system when it is not Latin. Read once per
  /// locale and shared by every calendar's names.
  func digits(locale: String) -> [String]?
  /// The locale's word for today, if the source has one. Read once per locale, when a spoken
  /// label first needs it: it costs a relative-date formatter, which text never uses.
  func todayText(locale: String) -> String?
  /// Symbols for a locale ID that carries `@calendar=`, and the formatter of its titles and
  /// full dates (not thread-safe: ``CalendarGridSources/CalendarNames`` guards it). One call
  /// opens what both need once. `namesIdentifier` is the ID's ``namesIdentifier(_:)``.
  func names(locale: String, calendar: CalendarIdentifier, namesIdentifier: String)
    throws(DataSourceError) -> (tables: NameTables, formatter: any DateTextFormatter)
  /// The formatter alone, for names whose tables were read before.
  func dateTextFormatter(locale: String, calendar: CalendarIdentifier, namesIdentifier: String)
    throws(DataSourceError) -> any DateTextFormatter
  /// The key under which locale IDs (with `@calendar=`) share name tables: IDs with equal keys
  /// are named alike by the source. The ID itself unless the source knows alike IDs.
  func namesIdentifier(_ locale: String) -> String
}

extension CalendarNameProvider {
  package func namesIdentifier(_ locale: String) -> String { locale }
}

/// The names one data source gives a locale and calendar, read once.
package struct NameTables: Sendable {
  /// Weekday names Sunday-first, by width.
  package var weekdays: [WeekdayWidth: [String]]
  /// Month names (standalone, wide) in ICU's month order.
  package var monthNames: [String]
  /// Era names, abbreviated.
  package var eraNames: [String]
  /// Era names, wide.
  package var wideEraNames: [String]
  /// The date pattern of month titles.
  package var titlePattern: String

  package init(
    weekdays: [WeekdayWidth: [String]], monthNames: [String], eraNames: [String],
    wideEraNames: [String], titlePattern: String
  ) {
    self.weekdays = weekdays
    self.monthNames = monthNames
    self.eraNames = eraNames
    self.wideEraNames = wideEraNames
    self.titlePattern = titlePattern
  }
}

/// Formats month titles and full dates; owned by one ``CalendarGridSources/CalendarNames`` and used under its lock.
///
/// Formatters other than the title's are opened on first use: most users of names only title
/// months, and opening an ICU or Foundation formatter costs more than formatting with it.
package protocol DateTextFormatter {
  /// The month's title (`March 2024`, `2020년(경자년) 윤4월`).
  mutating func title(for month: CalendarMonth) -> String
  /// The full date of a day (`Monday, March 11, 2024`).
  mutating func fullDate(_ day: Day) -> String
  /// The month's name alone (`LLLL`, standalone) or as inside a date (`MMMM`, format form).
  mutating func monthName(for month: CalendarMonth, standalone: Bool) -> String
  /// The year, month, leap flag and day number the source gives a day; nil when it cannot.
  mutating func fields(of day: Day) -> DayFields?
  /// The full date of `other` with the weekday of `day` in place of `other`'s, and the day
  /// number of `numbered` (when given) in place of `other`'s: how a day the source numbers
  /// differently from the tables is named by the tables' numbers, in the source's words.
  mutating func fullDate(_ other: Day, weekdayOf day: Day, dayNumberOf numbered: Day?) -> String
}

/// The first day of the Gregorian calendar (1582-10-15), from which every cutover agrees.
private let gregorianReform = try? Day(year: 1582, month: 10, day: 15)

/// A day's numbers in a calendar: what a full date names.
package struct DayFields: Hashable, Sendable {
  /// The extended year, as ``CalendarMonth/extendedYear``.
  package var year: Int
  /// The month number, 1-based, as ``CalendarMonth/month``.
  package var month: Int
  package var isLeapMonth: Bool
  package var dayOfMonth: Int

  package init(year: Int, month: Int, isLeapMonth: Bool, dayOfMonth: Int) {
    self.year = year
    self.month = month
    self.isLeapMonth = isLeapMonth
    self.dayOfMonth = dayOfMonth
  }

  /// The numbers the month tables give `day` in `month` (the month that contains it).
  package init(_ day: Day, in month: CalendarMonth) {
    self.init(
      year: Int(month.extendedYear), month: month.month, isLeapMonth: month.isLeapMonth,
      dayOfMonth: month.dayNumber(atOffset: month.firstDay.distance(to: day)))
  }
}

extension DateTextFormatter {
  /// The full date of `day` named by the numbers the month tables give it (`wanted`).
  ///
  /// Where the published tables, the Hebrew rules or the published Umm al-Qura calendar correct
  /// the source, the source numbers the day otherwise. The source's own text is then used for
  /// the day it numbers as `wanted` (a day or two away), with `day`'s weekday; where the source
  /// has no such day (the published month is a day longer than the source's), for a day of the
  /// published month, with the published day number as the source writes it.
  package mutating func fullDate(_ day: Day, named wanted: DayFields) -> String {
    guard let own = fields(of: day), own != wanted else { return fullDate(day) }
    for offset in [1, -1, 2, -2, 3, -3] {
      let other = day.advanced(by: offset)
      if fields(of: other) == wanted { return fullDate(other, weekdayOf: day, dayNumberOf: nil) }
    }
    var inMonth: Day?
    var numbered: Day?
    for distance in 1...40 where inMonth == nil || numbered == nil {
      for other in [day.advanced(by: -distance), day.advanced(by: distance)] {
        guard let found = fields(of: other) else { continue }
        if inMonth == nil, found.year == wanted.year, found.month == wanted.month,
          found.isLeapMonth == wanted.isLeapMonth
        {
          inMonth = other
        }
        if numbered == nil, found.dayOfMonth == wanted.dayOfMonth { numbered = other }
      }
    }
    guard let inMonth, let numbered else { return fullDate(day) }
    return fullDate(inMonth, weekdayOf: day, dayNumberOf: numbered)
  }

  /// A date pattern with each weekday field (a run of `E`, `c` or `e`) and day field (`d`) for
  /// which `text` gives text replaced by that text as literal text; `text` is given the run
  /// (`EEEE`, `d`) and returns nil to keep it.
  ///
  /// The pattern is read as fields (runs of one ASCII letter) and literal text (quoted, `''`
  /// for an apostrophe, or any other character) and written again with each stretch of literal
  /// text quoted once, so that two literals side by side never read as an apostrophe.
  package static func replacingFields(in pattern: String, with text: (String) -> String?)
    -> String
  {
    var result = ""
    var literal = ""
    func flushLiteral() {
      guard !literal.isEmpty else { return }
      result +=
        "'"
        + literal.split(separator: "'", omittingEmptySubsequences: false)
        .joined(separator: "''") + "'"
      literal = ""
    }
    let characters = Array(pattern)
    var index = 0
    var quoted = false
    while index < characters.count {
      let character = characters[index]
      if character == "'" {
        if index + 1 < characters.count, characters[index + 1] == "'" {
          literal.append("'")
          index += 2
        } else {
          quoted.toggle()
          index += 1
        }
        continue
      }
      guard !quoted, character.isASCII, character.isLetter else {
        literal.append(character)
        index += 1
        continue
      }
      var end = index
      while end < characters.count, characters[end] == character { end += 1 }
      let run = String(characters[index..<end])
      if "Ecde".contains(character), let replacement = text(run) {
        literal += replacement
      } else {
        flushLiteral()
        result += run
      }
      index = end
    }
    flushLiteral()
    return result
  }

  /// A day near the middle of `month` whose fields (from `fields`) match the month's own year,
  /// month and leap flag; the middle day when none does. Where CalendarGrid's month starts on
  /// another day than the library's, the first day would be named by the previous month.
  package static func dayNamedLike(
    _ month: CalendarMonth,
    fields: (Day) -> (year: Int, month: Int, isLeapMonth: Bool)?,
    year: (CalendarMonth) -> Int
  ) -> Day {
    // From the Gregorian reform on, a Gregorian month is the library's month. Before it the
    // grid may be proleptic while the library's calendar is Julian: a day the library names
    // like the month is searched for, as for other calendars.
    if month.calendar.isGregorianArithmetic, let reform = gregorianReform,
      month.firstDay >= reform
    {
      return month.firstDay
    }
    let middle = month.firstDay.advanced(by: month.length / 2)
    let offsets = [0] + (1...20).flatMap { [$0, -$0] }
    let wanted = year(month)
    for offset in offsets {
      let day = middle.advanced(by: offset)
      guard let found = fields(day) else { break }
      if found.year == wanted, found.month == month.month, found.isLeapMonth == month.isLeapMonth {
        return day
      }
    }
    return middle
  }
}
