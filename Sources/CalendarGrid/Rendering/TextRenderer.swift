/// Renders month grids as text, aligned like `cal`: a centered title, weekday headers in the
/// locale's language, and right-aligned day numbers in the locale's digits.
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

  public init(
    showsAdjacentDays: Bool = false, showsWeekNumbers: Bool = false, usesColor: Bool = false,
    weekdayWidth: WeekdayWidth = .short
  ) {
    self.showsAdjacentDays = showsAdjacentDays
    self.showsWeekNumbers = showsWeekNumbers
    self.usesColor = usesColor
    self.weekdayWidth = weekdayWidth
  }

  /// The text of one grid, lines separated by newlines, without a trailing newline.
  public func render(_ grid: MonthGrid, names: CalendarNames) -> String {
    var headers = names.weekdaySymbols(weekdayWidth, startingAt: grid.firstWeekday)
    if weekdayWidth == .short && headers.contains(where: { DisplayWidth.of($0) > 3 }) {
      // Some locales' "short" names are whole words (Arabic ثلاثاء): keep columns narrow.
      headers = names.weekdaySymbols(.narrow, startingAt: grid.firstWeekday)
    }
    let widestNumber = max(names.number(grid.month.lastDayNumber).count, 2)
    let columnWidth = max(widestNumber, headers.map(DisplayWidth.of).max() ?? 2)
    let weekColumn = showsWeekNumbers ? 3 : 0
    let totalWidth = weekColumn + columnWidth * 7 + 6
    var lines: [String] = []
    let brackets = usesColor ? CellMask.none : visibleSelection(of: grid)
    let margin = brackets.isEmpty ? "" : " "
    lines.append(margin + DisplayWidth.center(names.title(for: grid.month), in: totalWidth))
    let headerLine = headers.map { DisplayWidth.padLeft($0, to: columnWidth) }.joined(separator: " ")
    lines.append(margin + String(repeating: " ", count: weekColumn) + headerLine)
    for row in 0..<grid.rowCount {
      var fields: [String] = []
      for column in 0..<7 {
        let cell = grid[row * 7 + column]
        guard cell.isInMonth || showsAdjacentDays else {
          fields.append(String(repeating: " ", count: columnWidth))
          continue
        }
        var text = DisplayWidth.padLeft(names.number(cell.dayOfMonth), to: columnWidth)
        if usesColor {
          if cell.isSelected {
            text = "\u{1B}[\(cell.isToday ? "1;" : "")7;36m\(text)\u{1B}[0m"
          } else if cell.isToday {
            text = "\u{1B}[7m\(text)\u{1B}[0m"
          } else if !cell.isInMonth {
            text = "\u{1B}[2m\(text)\u{1B}[0m"
          }
        }
        fields.append(text)
      }
      var line =
        brackets.isEmpty
        ? fields.joined(separator: " ") : bracketing(fields, row: row, marked: brackets)
      if showsWeekNumbers {
        let week = grid.weekOfYear(row: row).map { names.number($0) } ?? ""
        line = DisplayWidth.padLeft(week, to: 2) + " " + line
      }
      while line.hasSuffix(" ") { line.removeLast() }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }
}
