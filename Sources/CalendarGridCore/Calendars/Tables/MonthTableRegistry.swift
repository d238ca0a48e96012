/// Settings and figures of the month tables that serve every calendar except `gregorian` and
/// `iso8601`.
///
/// Each calendar's table is filled once per process, the first time a ``GridCalendar`` of that
/// calendar is created: the complete calendar years overlapping the Gregorian years of
/// ``window`` (1900–2100 by default, about 2,500 months, 60 KB). Days outside the window are served
/// from chunks of whole years covering ``chunkDays`` days each, filled on first use; at most
/// ``maximumChunks`` chunks per calendar are kept (least recently used ones are dropped), so a
/// calendar never holds more than about 60 KB + 16 × 6.7 KB ≈ 170 KB of tables (169 KB measured).
///
/// ```swift
/// try MonthTables.setWindow(1950...2050)   // before the first GridCalendar of a calendar
/// ```
public enum MonthTables {
  /// The default window, in Gregorian years.
  public static let defaultWindow: ClosedRange<Int> = 1900...2100
  /// The days one chunk outside the window covers: 20 Gregorian years.
  public static let chunkDays = 7305
  /// The most chunks a calendar keeps besides its window.
  public static let maximumChunks = 16
  /// The bytes one month takes in a table.
  public static var bytesPerMonth: Int { MonthTable.bytesPerMonth }

  /// The Gregorian years the next filled table covers.
  public static var window: ClosedRange<Int> { MonthTableRegistry.shared.window }

  /// Changes the window for calendars whose table is not filled yet (tables already filled keep
  /// theirs).
  ///
  /// - Throws: ``CalendarGridError/valueOutOfRange(name:value:allowed:)`` when the window is
  ///   longer than 1,000 years or outside Gregorian years 1...9999.
  public static func setWindow(_ years: ClosedRange<Int>) throws(CalendarGridError) {
    let allowed = 1...9999
    guard allowed.contains(years.lowerBound) else {
      throw .valueOutOfRange(name: "window start year", value: years.lowerBound, allowed: allowed)
    }
    guard allowed.contains(years.upperBound) else {
      throw .valueOutOfRange(name: "window end year", value: years.upperBound, allowed: allowed)
    }
    guard years.count <= 1000 else {
      throw .valueOutOfRange(name: "window length in years", value: years.count, allowed: 1...1000)
    }
    MonthTableRegistry.shared.setWindow(years)
  }
}

/// The one registry of month tables: one ``CalendarTables`` per data source and calendar, shared
/// by every ``GridCalendar`` of that source and calendar and safe to use from many tasks.
package final class MonthTableRegistry: Sendable {
  package static let shared = MonthTableRegistry()

  /// A registry with no tables yet, whose tables will cover `window` (Gregorian years).
  package init(window: ClosedRange<Int> = MonthTables.defaultWindow) {
    state = Lock(State(window: window))
  }

  /// The calendars whose tables this registry holds.
  var filledCalendars: [CalendarIdentifier] {
    state.withLock { state in Array(Set(state.tables.keys.map(\.identifier))) }
  }

  private struct State {
    var window = MonthTables.defaultWindow
    var tables: [Key: CalendarTables] = [:]
  }
  /// Tables are keyed by source and calendar: the two sources' tables may differ (see the README).
  /// A nil source is the core's own rules and shipped tables, with no data source behind them.
  private struct Key: Hashable {
    var source: CalendarDataSource?
    var identifier: CalendarIdentifier
  }
  private let state: Lock<State>

  var window: ClosedRange<Int> { state.withLock { $0.window } }

  func setWindow(_ years: ClosedRange<Int>) { state.withLock { $0.window = years } }

  /// The tables of a calendar from a data source's provider (nil: the core's own rules and
  /// tables alone), filling its window on first use.
  package func tables(
    for identifier: CalendarIdentifier, provider: (any CalendarDataProvider)?
  ) throws(CalendarGridError) -> CalendarTables {
    let key = Key(source: provider?.source, identifier: identifier)
    let result: Result<CalendarTables, CalendarGridError> = state.withLock { state in
      if let tables = state.tables[key] { return .success(tables) }
      do throws(CalendarGridError) {
        let tables = try CalendarTables(
          filler: Self.filler(for: identifier, provider: provider), window: state.window)
        state.tables[key] = tables
        return .success(tables)
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// The filler for a calendar: the shipped year tables for Chinese and Dangi (ICU's years with
  /// the published ones in their place, so the months do not depend on the source) and for
  /// Vietnamese (which no source has), the
  /// published table for Umm al-Qura (with the shipped astronomical Islamic months around it, as
  /// for `islamic` and `islamic-rgsa`), the Swift rules for
  /// Hebrew and the arithmetic calendars, the source (ICU or Foundation) for the rest.
  ///
  /// Every calendar has rules or shipped tables here for all its supported days, so a filler
  /// without a provider (nil) serves every calendar: its source filler, asked only past the
  /// shipped tables, reports ``CalendarGridError/monthsNeedDataSource(_:day:)``.
  package static func filler(
    for identifier: CalendarIdentifier, provider: (any CalendarDataProvider)?
  ) -> any MonthTableFiller {
    switch identifier {
    case .chinese, .dangi:
      LunarYearTableFiller(
        identifier: identifier, base: sourceFiller(for: identifier, provider: provider))
    case .vietnamese: VietnameseYearTableFiller()
    case .islamicUmmAlQura:
      PublishedUmmAlQuraFiller(base: astronomicalIslamic(identifier, provider: provider))
    case .islamic, .islamicSaudi: astronomicalIslamic(identifier, provider: provider)
    case .hebrew: HebrewCalendarFiller()
    default:
      ArithmeticCalendarFiller(identifier: identifier)
        ?? sourceFiller(for: identifier, provider: provider)
    }
  }

  /// The provider's own filler of a calendar, or without one the filler that reports that the
  /// months need a data source.
  static func sourceFiller(
    for identifier: CalendarIdentifier, provider: (any CalendarDataProvider)?
  ) -> any MonthTableFiller {
    provider?.monthFiller(for: identifier) ?? NoSourceMonthFiller(identifier: identifier)
  }

  /// ICU's astronomical Islamic months from the shipped ``IslamicYearTables`` (libicu 72's
  /// months, without their astronomy at first use), with either source: the same months on every
  /// OS, as the Chinese and Dangi tables are (Foundation's ICU puts a few of them a day away; the
  /// tests list them).
  static func astronomicalIslamic(
    _ identifier: CalendarIdentifier, provider: (any CalendarDataProvider)?
  ) -> any MonthTableFiller {
    let source = sourceFiller(for: identifier, provider: provider)
    return IslamicYearTableFiller(identifier: identifier, base: source) ?? source
  }
}

/// The source filler of a calendar made without a data source: the core's rules and tables
/// cover every supported day, so it is asked only for days past them, and says so.
struct NoSourceMonthFiller: MonthTableFiller {
  let identifier: CalendarIdentifier

  func months(containing day: Day, count: Int) throws(CalendarGridError) -> [MonthRecord] {
    throw .monthsNeedDataSource(identifier, day: day)
  }
}

/// One calendar's month tables: the window, filled when created, and chunks of whole years
/// outside it, filled on demand and kept up to ``MonthTables/maximumChunks``.
package final class CalendarTables: Sendable {
  package let identifier: CalendarIdentifier
  package let filler: any MonthTableFiller
  /// The table of the window; read without a lock.
  package let window: MonthTable
  /// The years, in ``CalendarMonth/year`` numbering, whose every month lies in Gregorian years
  /// 1...9999.
  package let supportedYears: ClosedRange<Int>
  /// The days of ``supportedYears``.
  package let supportedDays: ClosedRange<Day>
  private let meanYearLength: Double

  private struct Chunks {
    var tables: [Int: MonthTable] = [:]
    var recentlyUsed: [Int] = []
  }
  private let chunks = Lock(Chunks())

  /// The Gregorian days every table calendar supports: 0001-01-01 through 9999-12-31.
  static let limitDays = Day(daysSince1970: -719_162)...Day(daysSince1970: 2_932_896)

  package init(filler: any MonthTableFiller, window years: ClosedRange<Int>)
    throws(CalendarGridError)
  {
    self.identifier = filler.identifier
    self.filler = filler
    let from = Day(
      daysSince1970: Int32(
        GregorianArithmetic.daysFromCivil(year: years.lowerBound, month: 1, day: 1)))
    let to = Day(
      daysSince1970: Int32(
        GregorianArithmetic.daysFromCivil(year: years.upperBound, month: 12, day: 31)))
    let window = try Self.table(filler: filler, covering: from...to)
    self.window = window
    meanYearLength =
      Double(window.firstDay.distance(to: window.endDay)) / Double(window.extendedYears.count)
    // The first and last complete years inside the limits.
    let lowLimit = Self.limitDays.lowerBound
    let low = try Self.table(filler: filler, covering: lowLimit...lowLimit.advanced(by: 400))
    var lowIndex = low.index(containing: Self.limitDays.lowerBound)
    if low.yearStart(ofEntryAt: lowIndex) < Self.limitDays.lowerBound {
      lowIndex += Int(low.entries[lowIndex].monthsInYear - low.entries[lowIndex].ordinal) + 1
    }
    let highLimit = Self.limitDays.upperBound
    let high = try Self.table(filler: filler, covering: highLimit.advanced(by: -400)...highLimit)
    var highIndex = high.index(containing: Self.limitDays.upperBound)
    let highEntry = high.entries[highIndex]
    if highEntry.ordinal != highEntry.monthsInYear
      || high.month(at: highIndex).lastDay > Self.limitDays.upperBound
    {
      highIndex -= Int(highEntry.ordinal)
    }
    let offset = filler.identifier.inputYearOffset
    let firstYear = Int(low.entries[lowIndex].extendedYear) + offset
    let lastYear = Int(high.entries[highIndex].extendedYear) + offset
    supportedYears = firstYear...lastYear
    supportedDays = low.month(at: lowIndex).firstDay...high.month(at: highIndex).lastDay
  }

  /// A table of the complete years that contain every day of `days`.
  static func table(filler: any MonthTableFiller, covering days: ClosedRange<Day>)
    throws(CalendarGridError) -> MonthTable
  {
    // No year is longer than 385 days, so 800 days before the range hold a year boundary at
    // least two months after the start (the table needs the two months before its first year),
    // and 400 days after it hold one after the range.
    let start = days.lowerBound.advanced(by: -800)
    let count = (days.lowerBound.distance(to: days.upperBound) + 1200) / 28 + 4
    let table = try MonthTable(
      identifier: filler.identifier, records: filler.months(containing: start, count: count),
      covering: days, filler: filler.name)
    guard table.firstDay <= days.lowerBound, table.endDay > days.upperBound else {
      throw .fillerFailed(
        filler: filler.name, calendar: filler.identifier,
        problem: "asked for \(days), the months cover only \(table.firstDay)..<\(table.endDay)")
    }
    return table
  }

  /// The table that holds `day`: the window, or a chunk of whole years around it.
  package func table(containing day: Day) throws(CalendarGridError) -> MonthTable {
    if window.contains(day) { return window }
    let key = floorDiv(Int(day.daysSince1970), MonthTables.chunkDays)
    let result: Result<MonthTable, CalendarGridError> = chunks.withLock { chunks in
      if let table = chunks.tables[key] {
        if chunks.recentlyUsed.last != key {
          chunks.recentlyUsed.removeAll { $0 == key }
          chunks.recentlyUsed.append(key)
        }
        return .success(table)
      }
      let first = Day(daysSince1970: Int32(key * MonthTables.chunkDays))
      let chunk = first...first.advanced(by: MonthTables.chunkDays - 1)
      // The first and last chunks stop at the limits: past them a fill would reach beyond the
      // shipped lunar tables (related years -3...10002) for months no supported day needs.
      let covering = Self.limitDays.contains(day) ? chunk.clamped(to: Self.limitDays) : chunk
      do throws(CalendarGridError) {
        let table = try Self.table(filler: filler, covering: covering)
        chunks.tables[key] = table
        chunks.recentlyUsed.append(key)
        if chunks.recentlyUsed.count > MonthTables.maximumChunks {
          chunks.tables[chunks.recentlyUsed.removeFirst()] = nil
        }
        return .success(table)
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// The table that holds every month of an extended year, which must be supported.
  package func table(containingExtendedYear year: Int) throws(CalendarGridError) -> MonthTable {
    if window.extendedYears.contains(year) { return window }
    // Guess a day in the year from the window's mean year length, then step chunk by chunk.
    let estimate =
      Double(window.firstDay.daysSince1970)
      + (Double(year - window.firstExtendedYear) + 0.5) * meanYearLength
    var day = Day(
      daysSince1970: Int32(
        min(
          max(estimate, Double(supportedDays.lowerBound.daysSince1970)),
          Double(supportedDays.upperBound.daysSince1970))))
    for _ in 0..<1000 {
      let table = try table(containing: day)
      if table.extendedYears.contains(year) { return table }
      day = year < table.firstExtendedYear ? table.firstDay.advanced(by: -1) : table.endDay
      guard supportedDays.contains(day) else { break }
    }
    throw .yearOutOfRange(
      year: year + identifier.inputYearOffset, calendar: identifier, supported: supportedYears)
  }

  /// The number of chunks currently kept (for tests and the benchmark).
  var chunkCount: Int { chunks.withLock { $0.tables.count } }

  /// The bytes of month entries this calendar holds now: the window and the kept chunks.
  package var tableBytes: Int {
    let chunkEntries = chunks.withLock { $0.tables.values.reduce(0) { $0 + $1.entries.count } }
    return (window.entries.count + chunkEntries) * MonthTable.bytesPerMonth
  }
}
