import CalendarGridHolidays
import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridSources
@testable import CalendarGridState

private func isoDay(_ text: String) throws -> Day { try Day(iso8601: text) }

@Suite("Change sets and the calendar view state")
struct NavigatorChangeSetTests {
  let calendar: GridCalendar

  init() throws {
    calendar = try GridCalendar(.gregorian, locale: GridLocale("en_US"))
  }

  /// The ids of `days`' cells in the grid of the month starting on `month`.
  private func ids(_ days: [Day], in month: CalendarMonth) -> [GridCell.ID] {
    days.map { GridCell.ID(month: month.firstDay, day: $0) }
  }

  /// The reference: every cell's content keyed by its id, diffed as dictionaries, each list
  /// in its render's order.
  private func reference(from old: [MonthGrid], to new: [MonthGrid]) -> GridChangeSet {
    struct Content: Equatable {
      var flags: UInt16
      var number: Int
      var week: Int?
      var decorations: [Decoration]
    }
    func contents(_ grids: [MonthGrid]) -> [(GridCell.ID, Content)] {
      grids.flatMap { grid in
        grid.map {
          (
            $0.id,
            Content(
              flags: $0.flags.rawValue, number: $0.dayOfMonth, week: $0.weekOfYear,
              decorations: Array(grid.decorations(for: $0)))
          )
        }
      }
    }
    let a = contents(old)
    let b = contents(new)
    let before = Dictionary(a, uniquingKeysWith: { first, _ in first })
    let after = Dictionary(b, uniquingKeysWith: { first, _ in first })
    return GridChangeSet(
      inserted: b.filter { before[$0.0] == nil }.map(\.0),
      removed: a.filter { after[$0.0] == nil }.map(\.0),
      reloaded: b.filter { id, content in before[id].map { $0 != content } ?? false }.map(\.0))
  }

  private func reference(from old: MonthGrid, to new: MonthGrid) -> GridChangeSet {
    reference(from: [old], to: [new])
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
    #expect(
      changes.reloaded == ids([try isoDay("2024-03-05"), try isoDay("2024-03-07")], in: march))
    #expect(GridChangeSet(from: after, to: after).isEmpty)
    #expect(GridChangeSet(from: nil, to: after).inserted == after.map(\.id))
  }

  @Test("Paging March to April: every cell is a new item, the shared days included")
  func monthChange() throws {
    let marchMonth = try calendar.month(year: 2024, month: 3)
    let aprilMonth = try calendar.month(year: 2024, month: 4)
    let march = calendar.grid(for: marchMonth, rows: .fixed)
    let april = calendar.grid(for: aprilMonth, rows: .fixed)
    let changes = GridChangeSet(from: march, to: april)
    // March's grid: 2024-02-25...2024-04-06; April's: 2024-03-31...2024-05-11. The days both
    // show are cells of different grids, so a page's items are all replaced.
    #expect(
      changes.removed == ids(Array(try isoDay("2024-02-25")...isoDay("2024-04-06")), in: marchMonth)
    )
    #expect(
      changes.inserted
        == ids(Array(try isoDay("2024-03-31")...isoDay("2024-05-11")), in: aprilMonth))
    #expect(changes.reloaded.isEmpty)
  }

  @Test("A decoration whose content changed reloads its cell, though its flags did not change")
  func decorationContentChange() throws {
    struct Note: DayDecorator {
      let text: String
      func decorate(_ span: DaySpan, context: PluginContext, into buffer: inout DecorationBuffer) {
        buffer.add(.badge(text), to: Day(literal: "2024-03-05"))
      }
    }
    let march = try calendar.month(year: 2024, month: 3)
    let before = calendar.grid(for: march, plugins: DayPlugins(decorators: [Note(text: "1")]))
    let after = calendar.grid(for: march, plugins: DayPlugins(decorators: [Note(text: "2")]))
    #expect(before.map(\.flags) == after.map(\.flags))
    let changes = GridChangeSet(from: before, to: after)
    #expect(changes == GridChangeSet(reloaded: ids([Day(literal: "2024-03-05")], in: march)))
    #expect(changes == reference(from: before, to: after))
  }

  /// A diffable data source as UIKit's keeps one: sections of item ids, and each item's content
  /// as last configured. Applying a new render takes its ids, drops and adds items by id, and
  /// reconfigures the items it is told to; an id twice in a snapshot, or an item reconfigured
  /// that the snapshot lacks, is the error UIKit raises.
  struct DiffableDataSource {
    var items: [GridCell.ID] = []
    var shown: [GridCell.ID: String] = [:]

    static func content(_ grids: [MonthGrid]) -> [(GridCell.ID, String)] {
      grids.flatMap { grid in
        grid.map { cell in
          (cell.id, "\(cell.dayOfMonth) \(cell.flags.rawValue) \(grid.decorations(for: cell))")
        }
      }
    }

    mutating func apply(_ grids: [MonthGrid], changes: GridChangeSet) {
      let render = Self.content(grids)
      let newItems = render.map(\.0)
      #expect(Set(newItems).count == newItems.count, "an id twice in one snapshot")
      let old = Set(items)
      let new = Set(newItems)
      #expect(changes.removed == items.filter { !new.contains($0) })
      #expect(changes.inserted == newItems.filter { !old.contains($0) })
      let latest = Dictionary(uniqueKeysWithValues: render)
      for id in changes.reloaded {
        #expect(old.contains(id) && new.contains(id), "reconfigured an item not in the snapshot")
        #expect(shown[id] != latest[id], "reloaded \(id), whose content did not change")
        shown[id] = latest[id]
      }
      for id in changes.inserted { shown[id] = latest[id] }
      for id in changes.removed { shown[id] = nil }
      items = newItems
      // What the screen shows is what the render says: no stale cell.
      for id in newItems { #expect(shown[id] == latest[id], "stale cell \(id)") }
    }
  }

  @Test(
    "A one-month page in a diffable data source: taps, paging and today",
    arguments: ["en_US", "ko_KR"])
  func diffableOneMonthPage(locale: String) throws {
    let calendar = try GridCalendar(.gregorian, locale: GridLocale(locale))
    var state = try CalendarViewState(
      calendar: calendar, today: Day(literal: "2024-03-15"), selection: .range,
      plugins: DayPlugins(decorators: [try HolidayCalendar(country: "KR", language: "ko")]))
    var source = DiffableDataSource()
    source.apply([state.grid], changes: GridChangeSet(from: nil, to: state.grid))
    // Each change is made first: the render it is applied with is the state after it.
    for day in [Day(literal: "2024-03-05"), Day(literal: "2024-03-08")] {
      let changes = state.tap(day).changes
      #expect(!changes.reloaded.isEmpty)
      source.apply([state.grid], changes: changes)
    }
    for _ in 0..<3 {
      let before = state.grid
      let changes = state.moveForward()
      #expect(changes == reference(from: before, to: state.grid))
      source.apply([state.grid], changes: changes)
    }
    let tapped = state.tap(Day(literal: "2024-06-06")).changes
    source.apply([state.grid], changes: tapped)
    let midnight = try state.updateToday(Day(literal: "2024-06-02"))
    #expect(!midnight.reloaded.isEmpty)
    source.apply([state.grid], changes: midnight)
  }

  @Test("A scrolling list of three months in a diffable data source, scrolled month by month")
  func diffableScrollingList() throws {
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("ko_KR"))
    let plugins = DayPlugins(decorators: [try HolidayCalendar(country: "KR", language: "ko")])
    var selection = Selection(.range)
    selection.select(Day(literal: "2024-09-16"))
    selection.select(Day(literal: "2024-10-04"))
    func window(from first: CalendarMonth, today: Day) throws -> [MonthGrid] {
      var grids: [MonthGrid] = []
      var month = first
      for _ in 0..<3 {
        var grid = calendar.grid(for: month, today: today, plugins: plugins)
        grid.applySelection(selection)
        grids.append(grid)
        month = try calendar.month(after: month)
      }
      return grids
    }
    var source = DiffableDataSource()
    var first = try calendar.month(year: 2024, month: 8)
    var today = Day(literal: "2024-09-30")
    var shown = try window(from: first, today: today)
    source.apply(shown, changes: GridChangeSet(from: [], to: shown))
    for step in 0..<4 {
      first = try calendar.month(after: first)
      if step == 1 { today = today.advanced(by: 1) }
      if step == 2 { selection.select(Day(literal: "2024-11-20")) }
      let next = try window(from: first, today: today)
      let changes = GridChangeSet(from: shown, to: next)
      #expect(changes == reference(from: shown, to: next))
      source.apply(next, changes: changes)
      shown = next
    }
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
      selection: Selection(
        .range, rules: [DayPredicate { $0 >= today }], in: PluginContext(calendar: calendar)))
    #expect(state.tap(try isoDay("2024-03-28")).outcome == .rangeStarted)
    state.moveForward()
    let (outcome, changes) = state.tap(try isoDay("2024-04-03"))
    #expect(outcome == .rangeCompleted(try isoDay("2024-03-28")...isoDay("2024-04-03")))
    #expect(
      changes
        == GridChangeSet(
          reloaded: ids(
            Array(try isoDay("2024-03-31")...isoDay("2024-04-03")), in: state.grid.month)))
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
    #expect(
      changes == GridChangeSet(reloaded: ids([try isoDay("2024-03-05")], in: state.grid.month)))

    state.moveForward()
    changes = state.moveForward()
    #expect(state.grid.month.month == 5)
    #expect(!changes.inserted.isEmpty && !changes.removed.isEmpty)
    #expect(state.grid.selectedCells.isEmpty)

    (outcome, changes) = state.tap(try isoDay("2024-05-20"))
    #expect(outcome == .selected)
    // March 5 is not on May's page: only May 20 is reloaded.
    #expect(
      changes == GridChangeSet(reloaded: ids([try isoDay("2024-05-20")], in: state.grid.month)))

    state.moveBackward()
    state.moveBackward()
    #expect(state.grid.month.month == 3)
    #expect(state.grid.selectedCells.isEmpty)
    #expect(state.selection.days == [try isoDay("2024-05-20")])

    // A refused tap changes nothing. The screen's rules are its plugins (a closure is a rule).
    state = CalendarViewState(
      navigator: state.navigator, selection: state.selection,
      plugins: DayPlugins(rules: [DayPredicate { $0.weekday != .sunday }]))
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
    #expect(changes.reloaded.contains(GridCell.ID(month: state.grid.month.firstDay, day: june2)))
    #expect(
      changes.reloaded.allSatisfy { $0.day == june2 || $0.day > (try! isoDay("2024-06-30")) })
    #expect(
      state.grid.filter { $0.day > (try! isoDay("2024-06-30")) }.allSatisfy {
        $0.isSelectable == ($0.weekday != .sunday)
      })
    #expect(state.grid.todayCell?.day == (try isoDay("2024-06-02")))
  }
}
