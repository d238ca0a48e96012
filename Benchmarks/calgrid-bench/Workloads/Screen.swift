import CalendarGrid
import Foundation

/// What the screen scenarios show, the same for the engine and its Foundation screen.
struct ScreenSpec {
  let today: Day
  let selected: Day
  /// The booking window: the second selectable-day rule.
  let window: ClosedRange<Day>
  /// `user/screen-page`'s pages: the months of 2024.
  let pageMonths: (year: Int, first: Int, count: Int)
  /// `user/paging-24` pages forward this many times from today's month.
  let pagingSteps: Int
  /// The months checked page by page against Foundation before anything is timed: years in
  /// which the published lunar tables and Foundation's ICU agree, inside the holidays' years.
  let checkedYears: ClosedRange<Int>

  init(_ context: BenchContext) throws {
    today = context.today
    selected = context.selected
    window = try Day(year: 2024, month: 1, day: 15)...Day(year: 2025, month: 6, day: 30)
    pageMonths = (2024, 1, 12)
    pagingSteps = 24
    checkedYears = 2020...2030
  }
}

/// What a cell view draws of a cell besides its text.
struct ScreenCellFlags: OptionSet, Hashable {
  let rawValue: UInt8
  static let inMonth = ScreenCellFlags(rawValue: 1 << 0)
  static let today = ScreenCellFlags(rawValue: 1 << 1)
  static let weekend = ScreenCellFlags(rawValue: 1 << 2)
  static let selectable = ScreenCellFlags(rawValue: 1 << 3)
  static let selected = ScreenCellFlags(rawValue: 1 << 4)
}

/// Receives a screen's pages cell by cell, as a cell view reads them: the day, its number and
/// flags, then its holiday names and its lunar subtitle (and the kind of any other decoration).
protocol ScreenReader {
  mutating func cell(day: Day, dayNumber: Int, flags: ScreenCellFlags)
  mutating func holiday(_ name: String)
  mutating func subtitle(_ text: String)
  mutating func other(_ kind: String)
  mutating func endPage()
}

/// The timed reader: folds every cell and every text's length into one word per page.
struct ScreenChecksum: ScreenReader {
  var sum: UInt64 = 0
  var word: UInt64 = 0

  @inline(__always)
  mutating func cell(day: Day, dayNumber: Int, flags: ScreenCellFlags) {
    word =
      rotate(word, 7) ^ UInt64(UInt32(bitPattern: day.daysSince1970))
      ^ UInt64(truncatingIfNeeded: dayNumber) << 32 ^ UInt64(flags.rawValue) << 40
  }
  @inline(__always)
  mutating func holiday(_ name: String) { word &+= UInt64(name.utf8.count) &* 31 }
  @inline(__always)
  mutating func subtitle(_ text: String) { word &+= UInt64(text.utf8.count) << 48 }
  @inline(__always)
  mutating func other(_ kind: String) { word &+= UInt64(kind.utf8.count) << 56 }
  @inline(__always)
  mutating func endPage() {
    sum &+= word
    word = 0
  }
}

/// The verification reader: keeps every cell of every page.
struct ScreenCollector: ScreenReader {
  struct Cell: Equatable {
    var day: Day
    var dayNumber: Int
    var flags: ScreenCellFlags
    /// `holiday:` and `subtitle:` texts, in the order they were read.
    var texts: [String]
  }
  var pages: [[Cell]] = []
  var page: [Cell] = []

  mutating func cell(day: Day, dayNumber: Int, flags: ScreenCellFlags) {
    page.append(Cell(day: day, dayNumber: dayNumber, flags: flags, texts: []))
  }
  mutating func holiday(_ name: String) { page[page.count - 1].texts.append("holiday:" + name) }
  mutating func subtitle(_ text: String) { page[page.count - 1].texts.append("subtitle:" + text) }
  mutating func other(_ kind: String) { page[page.count - 1].texts.append(kind + ":") }
  mutating func endPage() {
    pages.append(page)
    page = []
  }
}

/// Compares two screens' pages, cell by cell.
func verifyScreen(
  _ mine: [[ScreenCollector.Cell]], against reference: [[ScreenCollector.Cell]], what: String
) throws(Mismatch) {
  guard mine.count == reference.count else {
    throw Mismatch(description: "\(what): \(mine.count) pages, the engine made \(reference.count)")
  }
  for (index, (page, expected)) in zip(mine, reference).enumerated() where page != expected {
    guard page.count == expected.count else {
      throw Mismatch(
        description:
          "\(what): page \(index) has \(page.count) cells, the engine's \(expected.count)"
      )
    }
    for (cell, theirs) in zip(page, expected) where cell != theirs {
      throw Mismatch(
        description:
          "\(what) differs from the engine on page \(index) at \(theirs.day): day \(cell.day) "
          + "number \(cell.dayNumber) flags \(cell.flags.rawValue) \(cell.texts) vs day "
          + "\(theirs.day) number \(theirs.dayNumber) flags \(theirs.flags.rawValue) \(theirs.texts)"
      )
    }
  }
}

/// The engine's screen: a `CalendarViewState` with the plugins an app gives it, made in setup.
struct EngineScreen {
  let spec: ScreenSpec
  let state: CalendarViewState
  let pageMonths: [CalendarMonth]

  init(_ spec: ScreenSpec) throws {
    self.spec = spec
    let locale = try GridLocale("ko_KR")
    let calendar = try GridCalendar(.gregorian, locale: locale)
    let lunar = try AlternateCalendarSubtitle(calendar: GridCalendar(.chinese, locale: locale))
    var state = try CalendarViewState(
      calendar: calendar, today: spec.today, selection: .single,
      plugins: DayPlugins(
        decorators: [try KoreanPublicHolidays(), lunar],
        rules: [
          DisabledWeekdays.weekend,
          AvailableDateRange(from: spec.window.lowerBound, until: spec.window.upperBound),
        ]))
    let (outcome, _) = state.tap(spec.selected)
    guard outcome == .selected else {
      throw Mismatch(description: "screen: the tap on \(spec.selected) gave \(outcome)")
    }
    self.state = state
    var month = try calendar.month(year: spec.pageMonths.year, month: spec.pageMonths.first)
    var months = [month]
    for _ in 1..<spec.pageMonths.count {
      month = try calendar.month(after: month)
      months.append(month)
    }
    pageMonths = months
  }

  /// Every cell of a page as a SwiftUI `ForEach(page.indices)` and its cell view read it: the
  /// cell, its day number and flags, and its decorations looked up by cell.
  @inline(__always)
  static func read<Reader: ScreenReader>(_ page: MonthGrid, into reader: inout Reader) {
    for index in page.indices {
      let cell = page[index]
      var flags: ScreenCellFlags = []
      if cell.isInMonth { flags.insert(.inMonth) }
      if cell.isToday { flags.insert(.today) }
      if cell.isWeekend { flags.insert(.weekend) }
      if cell.isSelectable { flags.insert(.selectable) }
      if cell.isSelected { flags.insert(.selected) }
      reader.cell(day: cell.id.day, dayNumber: cell.dayOfMonth, flags: flags)
      for decoration in page.decorations(for: cell) {
        switch decoration {
        case .holiday(let mark): reader.holiday(mark.name)
        case .subtitle(let text): reader.subtitle(text)
        default: reader.other(decoration.kind)
        }
      }
    }
    reader.endPage()
  }

  /// The pages of ``pageMonths``.
  @inline(__always)
  func pages<Reader: ScreenReader>(into reader: inout Reader) {
    for month in pageMonths { Self.read(state.page(for: month), into: &reader) }
  }

  /// Paging: a copy of the state moved forward ``ScreenSpec/pagingSteps`` times, each page read.
  @inline(__always)
  func paging<Reader: ScreenReader>(into reader: inout Reader) {
    var state = state
    for _ in 0..<spec.pagingSteps {
      state.moveForward()
      Self.read(state.grid, into: &reader)
    }
  }

  /// The pages of every month of ``ScreenSpec/checkedYears``.
  func checkedPages() throws -> [[ScreenCollector.Cell]] {
    var reader = ScreenCollector()
    var month = try state.calendar.month(year: spec.checkedYears.lowerBound, month: 1)
    while month.year <= spec.checkedYears.upperBound {
      Self.read(state.page(for: month), into: &reader)
      month = try state.calendar.month(after: month)
    }
    return reader.pages
  }

  func pagesWorkload() -> Workload {
    Workload(unitsPerPass: pageMonths.count, unit: "page") {
      var reader = ScreenChecksum()
      pages(into: &reader)
      return reader.sum
    }
  }

  func pagingWorkload() -> Workload {
    Workload(unitsPerPass: spec.pagingSteps, unit: "page") {
      var reader = ScreenChecksum()
      paging(into: &reader)
      return reader.sum
    }
  }
}
