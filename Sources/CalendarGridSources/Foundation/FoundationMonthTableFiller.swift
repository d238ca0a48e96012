import CalendarGridCore
import Foundation

/// Fills months from Foundation's `Calendar` (Apple's ICU on Apple platforms, Foundation's
/// bundled ICU on Linux): the same ``MonthRecord``s as ``ICUMonthTableFiller``, for builds and
/// platforms without libicu.
///
/// Each month costs two `Calendar` calls (its interval and the fields of its first day); a request is rare (see ``MonthTableFiller``), so the cost is paid
/// when a table is filled, never per grid. Two calendars are read through a neighbour:
/// `islamic-rgsa`, which Foundation does not have, through `islamic` (as libicu 72 computes it),
/// and `ethiopic-amete-alem`, whose Foundation calendar answers with Gregorian fields on Linux,
/// through `ethiopic` (the same months; the year is the Amete Alem year, era 0, as in ICU).
package struct FoundationMonthTableFiller: MonthTableFiller {
  package let identifier: CalendarIdentifier

  package init(identifier: CalendarIdentifier) {
    self.identifier = identifier
  }

  package func months(containing day: Day, count: Int) throws(CalendarGridError) -> [MonthRecord] {
    // A source failure is the filler's: the table cannot be filled (``DataSourceError`` says why).
    func failed(_ error: DataSourceError) -> CalendarGridError {
      .fillerFailed(filler: name, calendar: identifier, problem: error.fillerProblem)
    }
    guard let foundationIdentifier = identifier.foundationIdentifier else {
      throw failed(.foundationLacks(identifier))
    }
    func failure(_ problem: String) -> CalendarGridError {
      failed(
        .foundation(
          operation: "filling \(identifier.rawValue) months from \(day)", problem: problem))
    }
    var calendar = Calendar(identifier: foundationIdentifier)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    var records: [MonthRecord] = []
    records.reserveCapacity(count)
    var cursor = day
    while records.count < count {
      guard let interval = calendar.dateInterval(of: .month, for: Self.noon(cursor)) else {
        throw failure("no month interval for \(cursor)")
      }
      let first = Self.day(interval.start)
      let end = Self.day(interval.end)
      guard first <= cursor, cursor < end, first.distance(to: end) <= 40 else {
        throw failure("the month interval \(first)..<\(end) does not hold \(cursor)")
      }
      // `.month` also fills `isLeapMonth` (NSCalendar and swift-foundation alike); the
      // `.isLeapMonth` component itself is macOS 14 / iOS 17.
      let fields = calendar.dateComponents([.era, .year, .month, .day], from: Self.noon(first))
      // Day numbers run on without a gap except across the Julian–Gregorian cutover; asking for
      // the last day's number elsewhere would also meet Foundation's "day 0" (it numbers the last
      // day of some Chinese and Dangi months 0, e.g. 2097-01-13).
      let cutover = GregorianMonthSource.cutoverDay
      let lastNumber =
        first < cutover && cutover < end
        ? calendar.component(.day, from: Self.noon(end.advanced(by: -1))) : nil
      guard let era = fields.era, let year = fields.year, let month = fields.month,
        let firstNumber = fields.day
      else { throw failure("no era, year, month or day for \(first)") }
      var record = MonthRecord(
        firstDay: first, length: first.distance(to: end), era: era, eraYear: year,
        extendedYear: extendedYear(era: era, year: year, firstDay: first), month: month,
        isLeapMonth: fields.isLeapMonth ?? false, firstDayNumber: firstNumber,
        lastDayNumber: lastNumber ?? firstNumber + first.distance(to: end) - 1)
      if identifier == .ethiopicAmeteAlem {
        record.era = 0
        record.eraYear = record.extendedYear + 5500
      }
      records.append(record)
      cursor = end
    }
    return records
  }

  /// ICU's EXTENDED_YEAR from Foundation's era and year (Foundation has no extended year).
  func extendedYear(era: Int, year: Int, firstDay: Day) -> Int {
    switch identifier {
    case .gregorian, .iso8601, .coptic: era >= 1 ? year : 1 - year
    case .buddhist: year - 543
    case .roc: era >= 1 ? year + 1911 : 1912 - year
    case .japanese:
      // The Julian or Gregorian year of the first day, as for ICU's Gregorian calendar.
      firstDay < GregorianMonthSource.cutoverDay ? firstDay.julian.year : firstDay.gregorian.year
    // ERA is the 60-year cycle counted from the Chinese epoch in both calendars.
    case .chinese, .vietnamese: (era - 1) * 60 + year
    case .dangi: (era - 1) * 60 + year - 304
    case .ethiopic, .ethiopicAmeteAlem: era >= 1 ? year : year - 5500
    default: year
    }
  }

  static func noon(_ day: Day) -> Date {
    Date(timeIntervalSince1970: Double(day.daysSince1970) * 86_400 + 43_200)
  }

  static func day(_ date: Date) -> Day {
    Day(daysSince1970: Int32((date.timeIntervalSince1970 / 86_400).rounded(.down)))
  }
}

extension CalendarIdentifier {
  /// Foundation's calendar with this calendar's months; nil where Foundation has none (`dangi`
  /// before iOS 26 / macOS 26, `vietnamese`).
  package var foundationIdentifier: Calendar.Identifier? {
    switch self {
    case .gregorian: return .gregorian
    case .iso8601: return .iso8601
    case .buddhist: return .buddhist
    case .japanese: return .japanese
    case .roc: return .republicOfChina
    case .chinese: return .chinese
    case .dangi:
      // A build with `-D CALENDARGRID_FOUNDATION_WITHOUT_DANGI` acts as iOS 16–25 and macOS
      // 13–15 do, so that CI runs the whole suite that way on Linux too (the configuration
      // without the ICU trait, as on those systems).
      #if CALENDARGRID_FOUNDATION_WITHOUT_DANGI
        return nil
      #else
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
          return .dangi
        } else {
          return nil
        }
      #endif
    case .vietnamese: return nil  // Foundation has no Vietnamese calendar; names use Chinese's
    case .hebrew: return .hebrew
    case .islamic, .islamicSaudi: return .islamic
    case .islamicCivil: return .islamicCivil
    case .islamicTabular: return .islamicTabular
    case .islamicUmmAlQura: return .islamicUmmAlQura
    case .persian: return .persian
    case .indian: return .indian
    case .coptic: return .coptic
    case .ethiopic, .ethiopicAmeteAlem: return .ethiopicAmeteMihret
    }
  }

  /// The calendar for a Foundation identifier, for Foundation's preferred calendar of a locale.
  init?(foundation identifier: Calendar.Identifier) {
    let all = CalendarIdentifier.allCases.filter { $0 != .islamicSaudi && $0 != .ethiopicAmeteAlem }
    if identifier == .ethiopicAmeteAlem {
      self = .ethiopicAmeteAlem
    } else if let match = all.first(where: { $0.foundationIdentifier == identifier }) {
      self = match
    } else {
      return nil
    }
  }
}
