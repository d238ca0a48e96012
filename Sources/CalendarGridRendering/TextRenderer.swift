import CalendarGridCore
import CalendarGridDayPlugins
import CalendarGridSources
import CalendarGridState

/// Renders month grids as text, aligned like `cal`: a centered title, weekday headers in the
/// locale's language, and right-aligned day numbers in the locale's digits.
///
/// Plugins show as a mark after the day number (`*` holiday, `•` dot, `+` badge or image,
/// `~` custom, `×` not selectable), subtitles on a line under each week, and a legend naming
/// the holidays and marks; with color, holidays are red, unselectable days dim and struck
/// through, and today in reverse video.
public struct TextRenderer: Sendable {
  /// Whether to show the previous and next months' days (otherwise blank, as `cal` does).
  public var showsAdjacentDays = false
  /// Whether to prefix each row with its week-of-year number.
  public var showsWeekNumbers = false
  /// Whether to use ANSI escapes: reverse video for today, dim for adjacent days, cyan reverse
  /// video for selected days (without color, runs of selected days are put in brackets).
  public var usesColor = false
  /// The weekday symbol width for headers.
  public var weekdayWidth: WeekdayWidth = .short

  /// A renderer with the given options; each is described with its property.
  public init(
    showsAdjacentDays: Bool = false, showsWeekNumbers: Bool = false, usesColor: Bool = false,
    weekdayWidth: WeekdayWidth = .short
  ) {
    self.showsAdjacentDays = showsAdjacentDays
    self.showsWeekNumbers = showsWeekNumbers
    self.usesColor = usesColor
    self.weekdayWidth = weekdayWidth
  }

  private func mark(_ decorations: [Decoration], selectable: Bool) -> String {
    for decoration in decorations {
      if case .holiday = decoration { return "*" }
    }
    for decoration in decorations {
      switch decoration {
      case .dot: return "•"
      case .badge, .image: return "+"
      case .custom: return "~"
      default: continue
      }
    }
    return selectable ? " " : "×"
  }

  /// The text of one grid, lines separated by newlines, without a trailing newline.
  public func render(_ grid: MonthGrid, names: CalendarNames) -> String {
    var headers = names.weekdaySymbols(weekdayWidth, startingAt: grid.firstWeekday)
    if weekdayWidth == .short && headers.contains(where: { DisplayWidth.of($0) > 3 }) {
      // Some locales' "short" names are whole words (Arabic ثلاثاء): keep columns narrow.
      headers = names.weekdaySymbols(.narrow, startingAt: grid.firstWeekday)
    }
    let hasRules = grid.selectableCells != CellMask(cells: 0..<grid.count)
    let marks = !grid.decorations.isEmpty || hasRules
    var subtitles: [Int: String] = [:]
    grid.decorations.forEach { cell, decoration in
      if case .subtitle(let text) = decoration, subtitles[cell] == nil { subtitles[cell] = text }
    }
    let widestNumber = max(names.number(grid.month.lastDayNumber).count, 2) + (marks ? 1 : 0)
    let widestSubtitle = subtitles.values.map(DisplayWidth.of).max() ?? 0
    let columnWidth = max(widestNumber, widestSubtitle, headers.map(DisplayWidth.of).max() ?? 2)
    let weekColumn = showsWeekNumbers ? 3 : 0
    let totalWidth = weekColumn + columnWidth * 7 + 6
    var lines: [String] = []
    lines.reserveCapacity(grid.rowCount * 2 + 4)
    let brackets = usesColor ? CellMask.none : visibleSelection(of: grid)
    let margin = brackets.isEmpty ? "" : " "
    lines.append(margin + DisplayWidth.center(names.title(for: grid.month), in: totalWidth))
    let headerLine = headers.map { DisplayWidth.padLeft($0, to: columnWidth) }.joined(
      separator: " ")
    lines.append(margin + String(repeating: " ", count: weekColumn) + headerLine)
    var usedMarks: Set<String> = []
    var holidayLegend: [String] = []
    for row in 0..<grid.rowCount {
      var fields: [String] = []
      fields.reserveCapacity(7)
      var subtitleFields: [String] = []
      for column in 0..<7 {
        let index = row * 7 + column
        let cell = grid[index]
        guard cell.isInMonth || showsAdjacentDays else {
          fields.append(String(repeating: " ", count: columnWidth))
          if !subtitles.isEmpty {
            subtitleFields.append(String(repeating: " ", count: columnWidth))
          }
          continue
        }
        let decorations = grid.decorations(at: index)
        var number = names.number(cell.dayOfMonth)
        if marks {
          let mark = mark(decorations, selectable: cell.isSelectable)
          if mark != " " { usedMarks.insert(mark) }
          number += mark
        }
        var text = DisplayWidth.padLeft(number, to: columnWidth)
        let isHoliday = decorations.contains { if case .holiday = $0 { true } else { false } }
        if usesColor {
          var codes: [String] = []
          if cell.isToday { codes.append("7") }
          if cell.isSelected { codes.append(contentsOf: ["7", "36"]) }
          if isHoliday { codes.append("31") }
          if !cell.isInMonth { codes.append("2") }
          if !cell.isSelectable { codes.append(contentsOf: ["2", "9"]) }
          if !codes.isEmpty { text = "\u{1B}[\(codes.joined(separator: ";"))m\(text)\u{1B}[0m" }
        }
        fields.append(text)
        if !subtitles.isEmpty {
          subtitleFields.append(DisplayWidth.padLeft(subtitles[index] ?? "", to: columnWidth))
        }
        for decoration in decorations {
          if case .holiday(let name, _) = decoration, cell.isInMonth {
            holidayLegend.append("\(names.number(cell.dayOfMonth)) \(name)")
          }
        }
      }
      var line =
        brackets.isEmpty
        ? fields.joined(separator: " ") : bracketing(fields, row: row, marked: brackets)
      if showsWeekNumbers {
        let week = grid.weekOfYear(row: row).map { names.number($0) } ?? ""
        line = DisplayWidth.padLeft(week, to: 2) + " " + line
      }
      lines.append(trimmed(line))
      if !subtitles.isEmpty {
        lines.append(
          trimmed(String(repeating: " ", count: weekColumn) + subtitleFields.joined(separator: " "))
        )
      }
    }
    if !holidayLegend.isEmpty { lines.append("* " + holidayLegend.joined(separator: ", ")) }
    let legend = [("•", "event"), ("+", "badge"), ("~", "custom"), ("×", "not selectable")]
      .filter { usedMarks.contains($0.0) }.map { "\($0.0) \($0.1)" }
    if !legend.isEmpty { lines.append(legend.joined(separator: "  ")) }
    return lines.joined(separator: "\n")
  }

  private func trimmed(_ line: String) -> String {
    // A line ending in a space ends in the byte 0x20: most lines do not, and need no
    // comparison of characters.
    guard line.utf8.last == 0x20 else { return line }
    // Trailing spaces after an ASCII character are characters of their own (only a "prepend"
    // scalar, none of them ASCII, joins the space after it into one character), so they are
    // cut as bytes.
    let kept = line.utf8.reversed().drop { $0 == 0x20 }.count
    if let before = line.utf8.prefix(kept).last, before < 0x80 {
      return String(decoding: line.utf8.prefix(kept), as: UTF8.self)
    }
    var line = line
    while line.hasSuffix(" ") { line.removeLast() }
    return line
  }
}
