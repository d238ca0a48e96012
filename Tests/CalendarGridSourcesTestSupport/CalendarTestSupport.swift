import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridSources

/// Shared helpers for the calendar suites: Foundation's calendar for each identifier, the
/// published-dates fixture, and month naming in test messages.
package enum CalendarTestSupport {
  /// Foundation's calendar for a CalendarGrid calendar, in GMT.
  ///
  /// `islamic-rgsa` has no Foundation identifier (and ICU computes it as `islamic`), and
  /// Foundation's `.ethiopicAmeteAlem` on Linux answers with Gregorian fields, so both are compared
  /// with the calendar that has the same months (`islamic`, `ethiopic`).
  package static func foundationCalendar(_ identifier: CalendarIdentifier) -> Calendar {
    let id: Calendar.Identifier =
      switch identifier {
      case .gregorian: .gregorian
      case .iso8601: .iso8601
      case .buddhist: .buddhist
      case .japanese: .japanese
      case .roc: .republicOfChina
      case .chinese: .chinese
      // Foundation has no Vietnamese calendar: its names are Chinese's, and the suites that
      // compare months with Foundation's leave it out (its oracle is lunar-vn, in the core's
      // VietnameseCalendarTests).
      case .vietnamese: .chinese
      case .dangi: .dangi
      case .hebrew: .hebrew
      case .islamic, .islamicSaudi: .islamic
      case .islamicCivil: .islamicCivil
      case .islamicTabular: .islamicTabular
      case .islamicUmmAlQura: .islamicUmmAlQura
      case .persian: .persian
      case .indian: .indian
      case .coptic: .coptic
      case .ethiopic, .ethiopicAmeteAlem: .ethiopicAmeteMihret
      }
    var calendar = Calendar(identifier: id)
    calendar.timeZone = TimeZone(identifier: "GMT")!
    return calendar
  }

  package static func date(_ day: Day) -> Date {
    Date(timeIntervalSince1970: Double(day.daysSince1970) * 86_400 + 43_200)
  }

  /// A month as the tests name it: `dangi 2020-04L`.
  package static func name(_ month: CalendarMonth) -> String {
    let number = month.month < 10 ? "0\(month.month)" : "\(month.month)"
    return "\(month.calendar.rawValue) \(month.year)-\(number)\(month.isLeapMonth ? "L" : "")"
  }

  /// The differences between a month and Foundation's view of it (start day, length, leap flag,
  /// month number, era and year); empty when they agree.
  package static func foundationDifferences(_ month: CalendarMonth, _ calendar: Calendar)
    -> [String]
  {
    let date = date(month.firstDay)
    let fields = calendar.dateComponents([.era, .year, .month, .day, .isLeapMonth], from: date)
    var problems: [String] = []
    if fields.day != month.dayNumber(of: month.firstDay) {
      problems.append("starts on day \(fields.day ?? -1) of a Foundation month")
    }
    if fields.month != month.month { problems.append("month \(fields.month ?? -1)") }
    if (fields.isLeapMonth ?? false) != month.isLeapMonth {
      problems.append("leap \(fields.isLeapMonth ?? false)")
    }
    if month.calendar == .ethiopicAmeteAlem {
      // Foundation's Amete Mihret calendar: era 1 counts Amete Mihret years, era 0 Amete Alem.
      let extended = fields.era == 1 ? (fields.year ?? 0) : (fields.year ?? 0) - 5500
      if extended != Int(month.extendedYear) { problems.append("extended year \(extended)") }
    } else if fields.era != Int(month.era) || fields.year != Int(month.eraYear) {
      problems.append("era \(fields.era ?? -1) year \(fields.year ?? -1)")
    }
    if let days = calendar.range(of: .day, in: .month, for: date) {
      let gapLength = month.lastDayNumber - month.length
      if days.count - gapLength != month.length {
        problems.append("length \(days.count - gapLength), ours \(month.length)")
      }
    }
    return problems
  }

  /// Whether a month (by ``name(_:)``) lies where the published Umm al-Qura calendar
  /// (`PublishedUmmAlQuraTable`, AH 1343–1500) and ICU's Umm al-Qura data (libicu 72's and
  /// Foundation's alike) disagree: AH 1343–1419 (older official rules, which ICU does not
  /// reproduce) and 1451–1500 (ICU's projection differs from the official one), plus ICU's
  /// 1342-12, cut short where the published calendar begins. They agree in 1420–1450.
  package static func isUmmAlQuraCorrection(_ name: String) -> Bool {
    guard name.hasPrefix("islamic-umalqura "),
      let year = Int(name.split(separator: " ")[1].prefix(4))
    else { return false }
    return (1343...1419).contains(year) || (1451...1500).contains(year)
      || name == "islamic-umalqura 1342-12"
  }

  /// Whether `source` computes `identifier`'s months itself: the Foundation source has no Dangi
  /// months of its own where Foundation has no Dangi calendar (iOS 16–25, macOS 13–15, and a
  /// build with `CALENDARGRID_FOUNDATION_WITHOUT_DANGI`), and uses the shipped tables alone.
  package static func computesMonths(
    _ identifier: CalendarIdentifier, source: CalendarDataSource
  ) -> Bool {
    source != .foundation || identifier.foundationIdentifier != nil
  }

  /// The URL of a JSON fixture this target carries (`Fixtures/NAME.json`, made by the generators
  /// in `Scripts/`), or nil when it is missing.
  package static func fixture(_ name: String) -> URL? {
    Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures")
  }

  /// The fixture of published dates.
  package static let publishedDates: [String: [String: String]] = {
    guard
      let url = fixture("published_dates"),
      let data = try? Data(contentsOf: url),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return [:] }
    return object.compactMapValues { $0 as? [String: String] }
  }()

  package static var exhaustive: Bool {
    ProcessInfo.processInfo.environment["CALGRID_EXHAUSTIVE"] == "1"
  }
}

extension GridCalendar {
  /// An engine whose month tables come from `tables` (a fresh registry starts cold) instead of
  /// the process's shared registry, as `GridCalendar(identifier, locale: locale)` makes it.
  package init(
    _ identifier: CalendarIdentifier, locale: GridLocale, tables: MonthTableRegistry
  ) throws {
    self.init(
      identifier, locale: locale,
      monthSource: try CalendarBackends.source(
        for: identifier, cutover: .julianUntil1582, provider: locale.dataSource.provider,
        tables: tables))
  }
}
