import CalendarGrid
import CalendarGridHolidays
import Foundation

/// Holiday data as an app sends it (`HolidayCountryData`, in Swift or as JSON), through
/// `HolidayCalendar(data:)` or merged into a built-in country, and the calendar's years.
///
/// The input is a recipe: a built-in country's data or an empty one; up to 8 edits, each adding a
/// rule (any date kind, with numbers near the ends of their ranges or of `Int32`), a one-off day,
/// a workday, an Islamic month start, a decision (with days, observed days or both, for an id the
/// data has or not), an earlier weekend, or setting `knownUntil`; then, when the input's last
/// bytes say so, the data's JSON with bytes of the input spliced in. What must hold:
/// - the data is either accepted or refused with `HolidayError` naming a field; never a trap;
/// - an accepted calendar's `holidays(inYear:)` for a year in `supportedYears` gives days of that
///   year in order, each observed day naming another day, and a holiday that is a day off is not
///   a working day; a year outside `supportedYears` is refused with `yearOutOfRange`;
/// - accepted data survives a JSON round trip unchanged.
enum HolidayDataTarget {
  static let countries = ["KR", "TH", "VN", "EG", "AE", "NG", "ID", "IN", "CN", "US", "RU", "SA"]

  static func run(_ bytes: [UInt8]) -> String? {
    var recipe = ""
    return check(bytes, recipe: &recipe).map { "\(recipe): \($0)" }
  }

  /// A year near 2000, or anywhere in `Int32` (1 in 8).
  private static func year(_ input: inout FuzzReader) -> Int {
    input.choose(8) == 0 ? Int(input.int32()) : 2000 + Int(input.int16()) % 64
  }

  /// A day near the start of `year`, or anywhere in `Int32` (1 in 8).
  private static func day(near year: Int, _ input: inout FuzzReader) -> Day {
    if input.choose(8) == 0 { return Day(daysSince1970: input.int32()) }
    let start =
      (try? Day(year: max(-1000, min(3000, year)), month: 1, day: 1)) ?? Day(daysSince1970: 0)
    return start.advanced(by: Int(input.int16()) % 400)
  }

  /// A small number, or one near the ends of `Int` (1 in 8).
  private static func number(_ input: inout FuzzReader, _ range: ClosedRange<Int>) -> Int {
    switch input.choose(16) {
    case 0: Int.min
    case 1: Int.max
    default: range.lowerBound + input.choose(range.count + 2) - 1
    }
  }

  private static func rule(_ input: inout FuzzReader, ids: [String]) -> HolidayRule {
    let date: HolidayDate =
      switch input.choose(8) {
      case 0: .fixed(month: number(&input, 1...12), day: number(&input, 1...31))
      case 1:
        .nthWeekday(
          month: number(&input, 1...12), weekday: Weekday.allCases[input.choose(7)],
          n: number(&input, -1...5))
      case 2: .easter(number(&input, -200...200))
      case 3: .orthodoxEaster(number(&input, -3...3))
      case 4:
        .lunar(
          LunarDate(
            calendar: LunarDate.calendars[input.choose(LunarDate.calendars.count)],
            month: number(&input, 1...13), day: number(&input, 1...30), leap: input.bool(),
            offset: number(&input, -3...3)))
      case 5: .solarLongitude(degrees: 15 * input.choose(24), utcOffsetHours: 9)
      case 6:
        .published(
          PublishedDates(
            source: "list",
            dates: (0..<input.choose(4)).map { _ in day(near: 2020, &input) }))
      default:
        .weekdayOnOrAfter(
          month: number(&input, 1...12), day: number(&input, 1...31),
          weekday: Weekday.allCases[input.choose(7)])
      }
    let observed: ObservedRule? =
      input.bool()
      ? ObservedRule(
        when: [.weekday(Weekday.allCases[input.choose(7)]), .holiday],
        to: [ObservedRule.Direction.next, .previous, .nearestWeekday][input.choose(3)])
      : nil
    let from = input.bool() ? year(&input) : nil
    return HolidayRule(
      id: ids.isEmpty || input.bool() ? "fuzz-\(input.choose(4))" : ids[input.choose(ids.count)],
      names: ["en": "Fuzz"], date: date,
      years: from.map { HolidayYears($0, input.bool() ? nil : $0 &+ input.choose(8)) },
      move: input.bool() ? [Weekday.allCases[input.choose(7)]: number(&input, -7...7)] : nil,
      observed: observed, group: input.bool() ? "group" : nil)
  }

  private static func check(_ bytes: [UInt8], recipe: inout String) -> String? {
    var input = FuzzReader(bytes)
    let base = input.choose(countries.count + 1)
    var data: HolidayCountryData
    if base < countries.count, let builtIn = try? HolidayCalendar(country: countries[base]) {
      data = builtIn.data
    } else {
      data = HolidayCountryData(country: "ZZ", languages: ["en"])
    }
    recipe = data.country
    for _ in 0..<input.choose(9) {
      let ids = data.holidays.map(\.id)
      switch input.choose(7) {
      case 0:
        data.holidays.append(rule(&input, ids: ids))
        recipe += " rule"
      case 1:
        data.oneOff.append(
          OneOffHoliday(
            date: day(near: year(&input), &input), id: "one-off", names: ["en": "One"],
            source: input.bool() ? "decree" : ""))
        recipe += " one-off"
      case 2:
        data.workdays.append(MovedWorkday(date: day(near: year(&input), &input), source: "decree"))
        recipe += " workday"
      case 3:
        let hijri = input.choose(8) == 0 ? Int(input.int32()) : 1400 + input.choose(64)
        data.islamicMonthStarts.append(
          IslamicMonthStart(
            year: hijri, month: number(&input, 1...12),
            start: day(near: hijri - 579, &input), source: "announcement"))
        recipe += " month-start"
      case 4:
        let year = year(&input)
        let id = ids.isEmpty || input.choose(8) == 0 ? "unknown" : ids[input.choose(ids.count)]
        let dates: [Day]? =
          input.bool() ? (0..<input.choose(4)).map { _ in day(near: year, &input) } : nil
        let observed: [Day]? =
          input.bool() ? (0..<input.choose(3)).map { _ in day(near: year, &input) } : nil
        data.decisions.append(
          HolidayDecision(id: id, year: year, dates: dates, observed: observed, source: "decree"))
        recipe += " decision \(id) \(year)"
      case 5:
        data.earlierWeekends.append(
          EarlierWeekend(
            until: day(near: year(&input), &input),
            weekend: [Weekday.allCases[input.choose(7)], Weekday.allCases[input.choose(7)]]))
        recipe += " earlier-weekend"
      default:
        data.knownUntil = input.bool() ? year(&input) : nil
        recipe += " knownUntil \(data.knownUntil.map(String.init) ?? "nil")"
      }
    }
    let years = (0..<3).map { _ in year(&input) }
    if input.bool() {
      // The JSON an app receives, with the input's last bytes spliced in at a position they
      // choose: a decoder refusal is fine, a trap is not.
      guard var json = try? JSONEncoder().encode(data) else { return "data does not encode" }
      let splice = Array(input.rest())
      if !splice.isEmpty {
        let at = Int(splice[0]) * json.count / 256
        json.replaceSubrange(at..<min(json.count, at + splice.count - 1), with: splice.dropFirst())
      }
      recipe += " json+\(splice.count)"
      guard let decoded = try? JSONDecoder().decode(HolidayCountryData.self, from: json) else {
        return nil
      }
      data = decoded
    }
    return checkCalendar(data, years: years)
  }

  private static func checkCalendar(_ data: HolidayCountryData, years: [Int]) -> String? {
    let calendar: HolidayCalendar
    do {
      calendar = try HolidayCalendar(data: data)
    } catch {
      guard case .invalidData = error else { return "refused with \(error), not invalidData" }
      return nil
    }
    guard
      let json = try? JSONEncoder().encode(data),
      let decoded = try? JSONDecoder().decode(HolidayCountryData.self, from: json), decoded == data
    else { return "accepted data does not survive a JSON round trip" }
    // A decision may place an observed day anywhere near its year; the rules never place one on
    // the day it stands for.
    let decidedObserved = Set(data.decisions.flatMap { $0.observed ?? [] })
    for year in years {
      let holidays: [Holiday]
      do {
        holidays = try calendar.holidays(inYear: year)
      } catch {
        guard case .yearOutOfRange = error, !calendar.supportedYears.contains(year) else {
          return "\(year): \(error)"
        }
        continue
      }
      guard calendar.supportedYears.contains(year) else {
        return "\(year) is outside \(calendar.supportedYears) but gave \(holidays.count) days"
      }
      for (index, holiday) in holidays.enumerated() {
        guard holiday.day.gregorian.year == year else {
          return "\(year): \(holiday.day) \(holiday.id) is in another year"
        }
        if index > 0, holidays[index - 1].day > holiday.day {
          return "\(year): \(holiday.day) after \(holidays[index - 1].day)"
        }
        if let observed = holiday.observedFor, observed == holiday.day,
          !decidedObserved.contains(holiday.day)
        {
          return "\(year): \(holiday.day) \(holiday.id) is observed for itself"
        }
        if holiday.isDayOff, (try? calendar.isWorkingDay(holiday.day)) == true {
          return "\(year): \(holiday.day) \(holiday.id) is a day off and a working day"
        }
      }
    }
    return nil
  }
}
