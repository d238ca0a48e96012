import CalendarGridHolidays
import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridSources
@testable import CalendarGridState

/// The README's screen-state block, run as printed there: the code between the `README:` markers
/// below is that block without its `import` line, and ``matchesReadme()`` fails when the two
/// differ, so the README cannot drift from the API or from what these tests check.
@Suite("README: screen-state example")
struct ReadmeScreenStateExamples {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test("The README's screen-state block: one selection kept across months, then a picker")
  func screenState() throws {
    // README: screen state
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("ko_KR"))
    var state = try CalendarViewState(
      calendar: calendar, today: Day(literal: "2024-03-15"), selection: .single)
    state.tap(Day(literal: "2024-03-05"))  // .selected
    state.moveForward()  // April's page; the selection is kept
    state.tap(Day(literal: "2024-04-10"))  // replaces March 5, though March is off screen
    state.moveBackward()
    let selected = state.selection.days  // [2024-04-10]
    let marked = state.grid.filter(\.isSelected)  // []: March's page shows April 1-6 only
    print(selected, marked.count)

    var picker = try DatePickerModel.enablingInOrder(calendar: calendar, years: 1970...2024)
    try picker.selectYear(2024)
    try picker.selectMonth(ordinal: 2)
    try picker.selectDay(number: 29)
    try picker.selectYear(2023)  // 2023-02-28: the 29th does not exist, so clamped
    if let day = picker.day {
      state.show(day)  // February 2023's page
      state.tap(day)  // .selected
    }
    // README: end
    #expect(selected == [Day(literal: "2024-04-10")])
    #expect(marked.isEmpty)
    #expect(picker.day == Day(literal: "2023-02-28"))
    #expect(state.selection.days == [Day(literal: "2023-02-28")])
    #expect(state.visibleMonth.year == 2023 && state.visibleMonth.month == 2)
  }

  @Test("A picker enables its month column once a year is chosen, and knows February 2024's days")
  func pickerColumns() throws {
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("ko_KR"))
    var picker = try DatePickerModel.enablingInOrder(calendar: calendar, years: 1970...2024)
    #expect(!picker.isMonthColumnEnabled)
    try picker.selectYear(2024)
    #expect(picker.isMonthColumnEnabled)
    try picker.selectMonth(ordinal: 2)
    #expect(picker.dayNumbers.count == 29)
  }

  /// The lines between `// README: <name>` and `// README: end` in this file, without their
  /// indentation.
  static func markedLines(_ name: String) throws -> [String] {
    let text = try String(contentsOfFile: #filePath, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.hasSuffix("// README: \(name)") })
    let end = try #require(lines[start...].firstIndex { $0.hasSuffix("// README: end") })
    return lines[(start + 1)..<end].map { line in
      line.hasPrefix("    ") ? String(line.dropFirst(4)) : String(line)
    }
  }

  @Test("The code above is the README's block, line for line (its import aside)")
  func matchesReadme() throws {
    let readme = try String(
      contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    // The README's ```swift blocks, each as its lines.
    var blocks: [[String]] = []
    var current: [String]?
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if line.hasPrefix("```"), let block = current {
        blocks.append(block)
        current = nil
      } else {
        current?.append(String(line))
      }
    }
    let tested = try Self.markedLines("screen state")
    let block = try #require(
      blocks.first { $0.contains { $0.hasPrefix("var state = try CalendarViewState(") } },
      "the README has a screen-state block")
    let code = Array(block.drop { $0.hasPrefix("import ") || $0.isEmpty })
    #expect(code == tested, "README.md's screen-state block and this test differ")
  }

  /// The library calls of the SwiftUI sketch in ScreenState.md, in its order, written out by
  /// hand (SwiftUI itself is not available on Linux, and the sketch is not compiled).
  @Test("ScreenState.md's SwiftUI sketch: the library calls it makes")
  func swiftUISketch() throws {
    let calendar = try GridCalendar(.gregorian, locale: GridLocale("ko_KR"))
    let today = Day(literal: "2024-03-15")
    var state = try CalendarViewState(
      calendar: calendar, today: today, selection: .single,
      plugins: DayPlugins(decorators: [try HolidayCalendar(country: "KR", language: "ko")]),
      bounds: .monthsAroundToday(before: 3, after: 3), adjacentDays: .notSelectable)
    let names = try CalendarNames(for: calendar)
    let title = names.title(for: state.visibleMonth)  // "2024년 3월"
    var rows: [[String]] = []
    for week in state.grid.weeks {  // ForEach(state.grid.weeks) { week in
      var row: [String] = []
      for cell in week {  // ForEach(week) { cell in   (ids unique across months)
        let badges = state.grid.decorations(for: cell)  // holidays, dots
        row.append("\(cell.dayOfMonth)\(badges.isEmpty ? "" : "*")")
        _ = cell.id
      }
      rows.append(row)
    }
    // .onTapGesture { state.tap(cell.day) }   refused taps change nothing
    let (outcome, _) = state.tap(Day(literal: "2024-04-02"))  // .rejected(.adjacentDay(2024-04-02))
    // Button("▶") { state.moveForward() }.disabled(!state.navigator.canMoveForward)
    state.moveForward()
    #expect(title.contains("2024") && title.contains("3"))
    #expect(rows.count == 6 && rows.allSatisfy { $0.count == 7 })
    #expect(rows[0].contains("1*"), "삼일절")
    #expect(outcome == .rejected(.adjacentDay(Day(literal: "2024-04-02"))))
    #expect(state.visibleMonth.month == 4)
  }
}
