import CalendarGridCore
import CalendarGridSources

/// South Korean public holidays, as a decorator (holiday names, in red in renderings) and as a
/// rule (holidays are not selectable, for business-day pickers).
///
/// The statutory holidays follow the Regulations on Holidays of Government Offices
/// (관공서의 공휴일에 관한 규정) as amended through 2025, for the years in ``supportedYears``:
/// - fixed dates: New Year's Day, Independence Movement Day (3/1), Children's Day (5/5), Memorial
///   Day (6/6), Liberation Day (8/15), National Foundation Day (10/3), Christmas (12/25); Tree
///   Planting Day (4/5) until 2005; Constitution Day (7/17) until 2007 and again from 2026;
///   Hangul Day (10/9) from 2013; Labor Day (5/1) from 2026;
/// - lunar dates, computed through the Dangi calendar (KASI's published tables): Seollal (the
///   last day of the 12th month and the 1st and 2nd of the 1st), Buddha's Birthday (4/8) and
///   Chuseok (8/14–8/16);
/// - substitute holidays: from 2014 for Seollal and Chuseok (a day on Sunday or on another
///   holiday) and Children's Day (on Saturday, Sunday or another holiday); from August 2021 for
///   the four national days (on Saturday or Sunday); from May 2023 for Buddha's Birthday and
///   Christmas (on Saturday, Sunday or another holiday); from 2026 for Labor Day and
///   Constitution Day (on Saturday or Sunday). A substitute is the first following day that is
///   not a Saturday, Sunday, holiday or earlier substitute.
/// Election days and temporary holidays are designated one by one; they come from a generated
/// table (`KoreanDesignatedHolidays`), whose future election days are the election law's
/// projection.
public struct KoreanPublicHolidays: PrecomputedDayDecorator, SelectableDayRule, CalendarFreeRule {
  /// The language of holiday names.
  public enum Language: String, Sendable, Hashable {
    /// Korean names (`설날`).
    case korean
    /// English names (`Seollal`).
    case english
  }

  /// The years whose holidays are computed.
  public static let supportedYears = 2000...2049

  /// The language of the holiday names.
  public let language: Language
  private let list: HolidayList
  /// The holiday decorations in the chosen language, in the order of the list.
  private let table: DecorationTable

  /// Creates the holiday calendar; it reads Dangi months through a ``CalendarGridCore/GridCalendar``.
  ///
  /// Every supported year is computed on first use of a data source (about a thousand
  /// holidays) and shared by all instances, so grids look holidays up without a lock.
  /// - Parameters:
  ///   - language: The language of the holiday names.
  ///   - source: Where the Dangi months come from; both sources use KASI's published
  ///     tables for 1900–2049, so the holidays are the same.
  public init(language: Language = .korean, source: CalendarDataSource = .default)
    throws(CalendarGridError)
  {
    self.language = language
    self.list = try HolidayList.shared(source: source)
    self.table = language == .korean ? list.korean : list.english
  }

  /// The holidays of a Gregorian year, sorted by day (a day may have several).
  ///
  /// - Throws: ``CalendarGridCore/CalendarGridError/valueOutOfRange(name:value:allowed:)`` for a
  ///   year outside ``supportedYears`` (the list's years, not the Gregorian calendar's, so the
  ///   error does not name the calendar).
  public func holidays(inYear year: Int) throws(CalendarGridError) -> [KoreanHoliday] {
    guard Self.supportedYears.contains(year) else {
      throw .valueOutOfRange(
        name: "Korean public holiday year", value: year, allowed: Self.supportedYears)
    }
    return Array(list.holidays[list.indices(inYear: year)])
  }

  public var decorationTables: [DecorationTable] { [table] }

  /// The holidays of the supported years, as runs of the table's entries (Seollal's three days
  /// are one run).
  public var dayRuns: DayRuns { list.runs }

  public func selectableDays(in span: DaySpan, context: PluginContext) -> UInt64 {
    selectableDays(in: span, facts: GridFacts(context))
  }

  package func selectableDays(in span: DaySpan, facts: GridFacts) -> UInt64 {
    var mask = span.allDays
    list.forEachHoliday(in: span) { _, offset in mask &= ~(1 << UInt64(offset)) }
    return mask
  }
}

/// One South Korean public holiday.
public struct KoreanHoliday: Hashable, Sendable {
  /// The day of the holiday.
  public let day: Day
  /// The holiday's English name.
  public let englishName: String
  /// The holiday's Korean name.
  public let koreanName: String
  /// Whether this is a substitute holiday (대체공휴일).
  public let isSubstitute: Bool
}

/// The holidays of every supported year, sorted by day, with their decorations: immutable once
/// made, so grids read it without a lock.
private final class HolidayList: Sendable {
  let holidays: [KoreanHoliday]
  /// The holidays' days (days since 1970), for the binary search.
  private let days: [Int32]
  /// `yearStarts[y]` is the index of the first holiday of year `2000 + y`; one past the end.
  private let yearStarts: [Int]
  /// `bucketStarts[b]` is the index of the first holiday on or after day `firstDay + 32 b`, so a
  /// span's holidays are found without a search.
  private let bucketStarts: [Int32]
  private let firstDay: Int
  let korean: DecorationTable
  let english: DecorationTable
  /// The holidays as runs of entries on consecutive days, over the supported years.
  let runs: DayRuns

  /// One list per data source.
  private static let shared = Lock<[CalendarDataSource: HolidayList]>([:])

  /// The list for a data source, made on first use.
  static func shared(source: CalendarDataSource) throws(CalendarGridError) -> HolidayList {
    let key = source
    return try shared.withLock { (lists) throws(CalendarGridError) -> HolidayList in
      if let list = lists[key] { return list }
      let list = try HolidayList(
        dangi: GridCalendar(.dangi, locale: GridLocale("ko_KR", source: source)))
      lists[key] = list
      return list
    }
  }

  private init(dangi: GridCalendar) throws(CalendarGridError) {
    var holidays: [KoreanHoliday] = []
    var yearStarts: [Int] = []
    let computer = HolidayComputer(dangi: dangi)
    for year in KoreanPublicHolidays.supportedYears {
      yearStarts.append(holidays.count)
      holidays += try computer.compute(year)
    }
    yearStarts.append(holidays.count)
    self.holidays = holidays
    let days = holidays.map(\.day.daysSince1970)
    self.days = days
    self.yearStarts = yearStarts
    let firstDay = Int(
      GregorianArithmetic.daysFromCivil(
        year: KoreanPublicHolidays.supportedYears.lowerBound, month: 1, day: 1))
    let endDay = Int(
      GregorianArithmetic.daysFromCivil(
        year: KoreanPublicHolidays.supportedYears.upperBound + 1, month: 1, day: 1))
    var bucketStarts: [Int32] = []
    var next = 0
    for bucketDay in stride(from: firstDay, through: endDay, by: 32) {
      while next < days.count && Int(days[next]) < bucketDay { next += 1 }
      bucketStarts.append(Int32(next))
    }
    self.firstDay = firstDay
    self.bucketStarts = bucketStarts
    self.korean = DecorationTable(holidays.map { .holiday(name: $0.koreanName, isDayOff: true) })
    self.english = DecorationTable(holidays.map { .holiday(name: $0.englishName, isDayOff: true) })
    var runs: [DayRuns.Run] = []
    for (index, holiday) in holidays.enumerated() {
      if let last = runs.last, last.first.advanced(by: last.count) == holiday.day,
        last.entry + last.count == index
      {
        runs[runs.count - 1].count += 1
      } else {
        runs.append(DayRuns.Run(first: holiday.day, count: 1, table: 0, entry: index))
      }
    }
    // Every day: outside the supported years there is nothing to show.
    self.runs = DayRuns(runs)
  }

  /// The indices of a supported year's holidays.
  func indices(inYear year: Int) -> Range<Int> {
    let offset = year - KoreanPublicHolidays.supportedYears.lowerBound
    return yearStarts[offset]..<yearStarts[offset + 1]
  }

  /// Calls `body` with the index and the day offset of each holiday inside a span, in day order.
  @inline(__always)
  func forEachHoliday(
    in span: DaySpan, _ body: (_ index: Int, _ offset: Int) throws -> Void
  ) rethrows {
    let first = Int(span.first.daysSince1970)
    let bucket = (first - firstDay) >> 5
    var index: Int
    if bucket < 0 {
      index = 0
    } else if bucket < bucketStarts.count {
      index = Int(bucketStarts[bucket])
    } else {
      return
    }
    while index < days.count && Int(days[index]) < first { index += 1 }
    let last = first + span.count - 1
    while index < days.count && Int(days[index]) <= last {
      try body(index, Int(days[index]) - first)
      index += 1
    }
  }
}

/// Computes one year's holidays from the statutes.
private struct HolidayComputer {
  let dangi: GridCalendar

  private enum Substitution { case none, sundayOrOverlap, weekendOrOverlap, weekend }

  private struct Statutory {
    var days: [Day]
    var english: [String]
    var korean: [String]
    var substitution: Substitution
  }

  private func lunar(_ year: Int, _ month: Int, _ day: Int) throws(CalendarGridError) -> Day {
    let lunarMonth = try dangi.month(year: year, month: month)
    guard let result = lunarMonth.day(numbered: day) else {
      throw .invalidDay(year: year, month: month, day: day, calendar: .dangi)
    }
    return result
  }

  func compute(_ year: Int) throws(CalendarGridError) -> [KoreanHoliday] {
    func solar(_ month: Int, _ day: Int) throws(CalendarGridError) -> Day {
      try Day(year: year, month: month, day: day)
    }
    func single(_ day: Day, _ english: String, _ korean: String, _ substitution: Substitution)
      -> Statutory
    {
      Statutory(days: [day], english: [english], korean: [korean], substitution: substitution)
    }
    let seollal = try lunar(year, 1, 1)
    let chuseok = try lunar(year, 8, 15)
    let substitutes = year >= 2014
    let nationalDays: Substitution = year >= 2021 ? .weekend : .none
    let since2023: Substitution = year >= 2023 ? .weekendOrOverlap : .none
    var statutory: [Statutory] = [
      single(try solar(1, 1), "New Year's Day", "신정", .none),
      Statutory(
        days: [seollal.advanced(by: -1), seollal, seollal.advanced(by: 1)],
        english: [
          "The day preceding Korean New Year", "Korean New Year",
          "The second day of Korean New Year",
        ],
        korean: ["설날 전날", "설날", "설날 다음날"],
        substitution: substitutes ? .sundayOrOverlap : .none),
      single(try solar(3, 1), "Independence Movement Day", "삼일절", nationalDays),
      single(
        try solar(5, 5), "Children's Day", "어린이날", substitutes ? .weekendOrOverlap : .none),
      single(try lunar(year, 4, 8), "Buddha's Birthday", "부처님오신날", since2023),
      single(try solar(6, 6), "Memorial Day", "현충일", .none),
      single(try solar(8, 15), "Liberation Day", "광복절", nationalDays),
      Statutory(
        days: [chuseok.advanced(by: -1), chuseok, chuseok.advanced(by: 1)],
        english: ["The day preceding Chuseok", "Chuseok", "The second day of Chuseok"],
        korean: ["추석 전날", "추석", "추석 다음날"],
        substitution: substitutes ? .sundayOrOverlap : .none),
      single(try solar(10, 3), "National Foundation Day", "개천절", nationalDays),
      single(try solar(12, 25), "Christmas Day", "기독탄신일", since2023),
    ]
    if year <= 2005 {
      statutory.append(single(try solar(4, 5), "Tree Planting Day", "식목일", .none))
    }
    if year <= 2007 || year >= 2026 {
      statutory.append(
        single(try solar(7, 17), "Constitution Day", "제헌절", year >= 2026 ? .weekend : .none))
    }
    if year >= 2013 {
      statutory.append(single(try solar(10, 9), "Hangul Day", "한글날", nationalDays))
    }
    if year >= 2026 {
      statutory.append(single(try solar(5, 1), "Labor Day", "노동절", .weekend))
    }

    var result: [KoreanHoliday] = []
    var holidayDays: Set<Day> = []
    for holiday in statutory {
      for (index, day) in holiday.days.enumerated() {
        result.append(
          KoreanHoliday(
            day: day, englishName: holiday.english[index], koreanName: holiday.korean[index],
            isSubstitute: false))
        holidayDays.insert(day)
      }
    }
    for entry in KoreanDesignatedHolidays.entries where entry.date.hasPrefix("\(year)-") {
      let day = try Day(iso8601: entry.date)
      result.append(
        KoreanHoliday(
          day: day, englishName: entry.english, koreanName: entry.korean, isSubstitute: false))
      holidayDays.insert(day)
    }

    // Substitutes, in date order: a later holiday's substitute skips earlier substitutes, but
    // holidays sharing a date share one substitute (Children's Day and Buddha's Birthday, 2025).
    var used: Set<Day> = []
    var substituteFor: [Day: Day] = [:]
    func isFree(_ day: Day) -> Bool {
      let weekday = day.weekday
      return weekday != .saturday && weekday != .sunday && !holidayDays.contains(day)
        && !used.contains(day)
    }
    let order = statutory.indices.sorted { statutory[$0].days[0] < statutory[$1].days[0] }
    func overlapsAnother(_ day: Day, _ own: Int) -> Bool {
      statutory.indices.contains { $0 != own && statutory[$0].days.contains(day) }
    }
    for index in order {
      let holiday = statutory[index]
      let needed: Int
      switch holiday.substitution {
      case .none: needed = 0
      case .weekend:
        needed = holiday.days.contains { $0.weekday == .saturday || $0.weekday == .sunday } ? 1 : 0
      case .sundayOrOverlap:
        needed = holiday.days.filter { $0.weekday == .sunday || overlapsAnother($0, index) }.count
      case .weekendOrOverlap:
        let day = holiday.days[0]
        needed =
          day.weekday == .saturday || day.weekday == .sunday || overlapsAnother(day, index) ? 1 : 0
      }
      guard needed > 0 else { continue }
      let english = holiday.english.count == 3 ? holiday.english[1] : holiday.english[0]
      let korean = holiday.korean.count == 3 ? holiday.korean[1] : holiday.korean[0]
      if needed == 1, holiday.days.count == 1, let shared = substituteFor[holiday.days[0]] {
        result.append(
          KoreanHoliday(
            day: shared, englishName: "Alternative holiday for \(english)",
            koreanName: "대체공휴일(\(korean))", isSubstitute: true))
        continue
      }
      var candidate = holiday.days[holiday.days.count - 1].advanced(by: 1)
      for _ in 0..<needed {
        while !isFree(candidate) { candidate = candidate.advanced(by: 1) }
        used.insert(candidate)
        if holiday.days.count == 1 { substituteFor[holiday.days[0]] = candidate }
        result.append(
          KoreanHoliday(
            day: candidate, englishName: "Alternative holiday for \(english)",
            koreanName: "대체공휴일(\(korean))", isSubstitute: true))
      }
    }
    return result.sorted { $0.day < $1.day }
  }
}
