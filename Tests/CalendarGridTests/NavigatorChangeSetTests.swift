import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridRendering
@testable import CalendarGridSources
@testable import CalendarGridState

private func isoDay(_ text: String) throws -> Day { try Day(iso8601: text) }

@Suite("Change sets and the calendar view state")
struct NavigatorChangeSetTests {
  let calendar: GridCalendar

  init() throws {
    calendar = try GridCalendar(.gregorian, locale: GridLocale("en_US"))
  }

  /// The reference: every cell's content keyed by day, diffed as dictionaries.
  private func reference(from old: MonthGrid, to new: MonthGrid) -> GridChangeSet {
    typealias Content = (flags: UInt16, number: Int, week: Int?)
    func contents(_ grid: MonthGrid) -> [Day: Content] {
      Dictionary(
        uniqueKeysWithValues: grid.map {
          ($0.day, ($0.flags.rawValue, $0.dayOfMonth, $0.weekOfYear))
        })
    }
    let a = contents(old)
    let b = contents(new)
    return GridChangeSet(
      inserted: b.keys.filter { a[$0] == nil }.sorted(),
      removed: a.keys.filter { b[$0] == nil }.sorted(),
      reloaded: a.keys.filter { key in
        guard let x = a[key], let y = b[key] else { return false }
        return x.flags != y.flags || x.number != y.number || x.week != y.week
      }.sorted())
  }

  @Test("A new selection reloads only the two cells that changed")
  func selectionChange() throws {
    let march = try calendar.month(year: 2024, month: 3)
    var selection = Selection(.single)
    selection.select(try isoDay("2024-03-05"))
    let before = calendar.grid(for: march, selection: selection)
    selection.select(try isoDay("2024-03-07"))
    let after = calendar.grid(for: march, selection: selection)
    let changes = GridChangeSet(from: before, to: after)
    #expect(changes.inserted.isEmpty && changes.removed.isEmpty)
    #expect(changes.reloaded == [try isoDay("2024-03-05"), try isoDay("2024-03-07")])
    #expect(GridChangeSet(from: after, to: after).isEmpty)
    #expect(GridChangeSet(from: nil, to: after).inserted == after.map(\.day))
  }

  @Test("Paging March to April: days that left or joined the month are reloaded, others move")
  func monthChange() throws {
    let march = calendar.grid(for: try calendar.month(year: 2024, month: 3), rows: .fixed)
    let april = calendar.grid(for: try calendar.month(year: 2024, month: 4), rows: .fixed)
    let changes = GridChangeSet(from: march, to: april)
    // March's grid: 2024-02-25...2024-04-06; April's: 2024-03-31...2024-05-11.
    #expect(changes.removed == Array(try isoDay("2024-02-25")...isoDay("2024-03-30")))
    #expect(changes.inserted == Array(try isoDay("2024-04-07")...isoDay("2024-05-11")))
    #expect(changes.reloaded == Array(try isoDay("2024-03-31")...isoDay("2024-04-06")))
  }

  @Test("Change sets equal a dictionary diff for random pages and selections")
  func differential() throws {
    var random = SplitMix64(state: 42)
    let exhaustive = ProcessInfo.processInfo.environment["CALGRID_EXHAUSTIVE"] == "1"
    for _ in 0..<(exhaustive ? 5000 : 300) {
      let firstWeekday = Weekday.allCases.randomElement(using: &random)!
      let calendar = try GridCalendar(
        .gregorian, locale: GridLocale("en_US"), firstWeekday: firstWeekday)
      let month = try calendar.month(
        year: Int.random(in: 1900...2100, using: &random),
        month: Int.random(in: 1...12, using: &random))
      let other = try calendar.month(month, offsetBy: Int.random(in: -2...2, using: &random))
      func randomSelection() -> Selection {
        var selection = Selection(.range)
        selection.select(month.firstDay.advanced(by: Int.random(in: -20...50, using: &random)))
        selection.select(month.firstDay.advanced(by: Int.random(in: -20...50, using: &random)))
        return selection
      }
      let today = month.firstDay.advanced(by: Int.random(in: -10...40, using: &random))
      let old = calendar.grid(
        for: month, rows: Bool.random(using: &random) ? .fixed : .variable, today: today,
        weekNumbers: Bool.random(using: &random), selection: randomSelection())
      let new = calendar.grid(
        for: other, rows: Bool.random(using: &random) ? .fixed : .variable,
        today: today.advanced(by: Int.random(in: 0...1, using: &random)),
        weekNumbers: Bool.random(using: &random), selection: randomSelection())
      #expect(GridChangeSet(from: old, to: new) == reference(from: old, to: new))
    }
  }

  @Test("README example: a range started in March and completed on April's page")
  func readmeExample() throws {
    let today = try isoDay("2024-03-05")
    var state = CalendarViewState(
      navigator: try MonthNavigator(
        calendar: calendar, today: today, bounds: .monthsAroundToday(before: 3, after: 3)),
      selection: Selection(.range, selectableDays: SelectableDays { $0 >= today }))
    #expect(state.tap(try isoDay("2024-03-28")).outcome == .rangeStarted)
    state.moveForward()
    let (outcome, changes) = state.tap(try isoDay("2024-04-03"))
    #expect(outcome == .rangeCompleted(try isoDay("2024-03-28")...isoDay("2024-04-03")))
    #expect(
      changes == GridChangeSet(reloaded: Array(try isoDay("2024-03-31")...isoDay("2024-04-03"))))
    var picker = try DatePickerModel(calendar: calendar, years: 1970...2024, selecting: today)
    try picker.selectMonth(ordinal: 2)
    #expect(picker.dayNumbers == Array(1...29))
  }

  @Test("User story: select in March, page to May, select there; March no longer shows it")
  func viewStateStory() throws {
    let navigator = try MonthNavigator(
      calendar: calendar, today: try isoDay("2024-03-01"),
      bounds: .monthsAroundToday(before: 3, after: 3))
    var state = CalendarViewState(navigator: navigator, selection: Selection(.single))
    #expect(state.grid.month.month == 3 && state.grid.rowCount == 6)

    var (outcome, changes) = state.tap(try isoDay("2024-03-05"))
    #expect(outcome == .selected)
    #expect(changes == GridChangeSet(reloaded: [try isoDay("2024-03-05")]))

    state.moveForward()
    changes = state.moveForward()
    #expect(state.grid.month.month == 5)
    #expect(!changes.inserted.isEmpty && !changes.removed.isEmpty)
    #expect(state.grid.selectedCells.isEmpty)

    (outcome, changes) = state.tap(try isoDay("2024-05-20"))
    #expect(outcome == .selected)
    // March 5 is not on May's page: only May 20 is reloaded.
    #expect(changes == GridChangeSet(reloaded: [try isoDay("2024-05-20")]))

    state.moveBackward()
    state.moveBackward()
    #expect(state.grid.month.month == 3)
    #expect(state.grid.selectedCells.isEmpty)
    #expect(state.selection.days == [try isoDay("2024-05-20")])

    // A refused tap changes nothing. The screen's rules are its plugins (a closure is a rule).
    state = CalendarViewState(
      navigator: state.navigator, selection: state.selection,
      plugins: DayPlugins(rules: [SelectableDays { $0.weekday != .sunday }]))
    (outcome, changes) = state.tap(try isoDay("2024-03-10"))
    #expect(outcome == .rejected(.unselectableDay(try isoDay("2024-03-10"))))
    #expect(changes.isEmpty)

    // Paging stops at the bounds with empty change sets.
    for _ in 0..<3 { state.moveForward() }
    #expect(state.moveForward().isEmpty)
    #expect(state.grid.month.month == 6)

    // Midnight: the today marker moves.
    changes = try state.updateToday(try isoDay("2024-06-02"))
    // and July's days on June's page become selectable: the bounds around today now reach them.
    let june2 = try isoDay("2024-06-02")
    #expect(changes.reloaded.contains(june2))
    #expect(changes.reloaded.allSatisfy { $0 == june2 || $0 > (try! isoDay("2024-06-30")) })
    #expect(
      state.grid.filter { $0.day > (try! isoDay("2024-06-30")) }.allSatisfy {
        $0.isSelectable == ($0.weekday != .sunday)
      })
    #expect(state.grid.todayCell?.day == (try isoDay("2024-06-02")))
  }
}
