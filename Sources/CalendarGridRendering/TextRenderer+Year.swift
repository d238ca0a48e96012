import CalendarGridCore
import CalendarGridDayPlugins
import CalendarGridSources
import CalendarGridState

extension TextRenderer {
  /// The text of a year's grids side by side, as `cal 2024` prints a year: the heading centered
  /// over rows of `columns` months, each month titled by its name alone (the heading names the
  /// year), without a trailing newline.
  ///
  /// ```
  ///                             2024
  ///       January               February               March
  /// Su Mo Tu We Th Fr Sa  Su Mo Tu We Th Fr Sa  Su Mo Tu We Th Fr Sa
  ///     1  2  3  4  5  6               1  2  3                  1  2
  /// ```
  ///
  /// The months share one column width, so every month is as wide as the widest and their day
  /// columns line up from one row of months to the next; widths are display columns, so names
  /// in wide characters (CJK, Hangul) line up too. A row of months is as tall as its tallest
  /// month; the legends of its months (holidays, marks) follow it, each after its month's name.
  package func renderYear(
    _ grids: [MonthGrid], names: CalendarNames, heading: String, columns: Int = 3
  ) -> String {
    guard let first = grids.first else { return heading }
    let columns = max(1, columns)
    var layout = layout(startingAt: first.firstWeekday, names: names)
    var commonWidth = 0
    for grid in grids {
      if layout.firstWeekday != grid.firstWeekday {
        layout = self.layout(startingAt: grid.firstWeekday, names: names)
      }
      commonWidth = max(
        commonWidth,
        columnWidth(
          grid, names: names, subtitles: subtitles(of: grid), headerWidths: layout.widths))
    }
    // A month with a selection in brackets starts each line with a column for the bracket: the
    // other months get the same column, so their days stay in line.
    let anyBrackets = !usesColor && grids.contains { !visibleSelection(of: $0).isEmpty }
    var blocks: [(lines: [String], legend: [String], title: String)] = []
    for grid in grids {
      if layout.firstWeekday != grid.firstWeekday {
        layout = self.layout(startingAt: grid.firstWeekday, names: names)
      }
      let title = names.monthName(for: grid.month)
      var text = TextBytes(capacity: 512)
      let legend = write(
        grid, names: names, layout: &layout, title: title, minimumColumnWidth: commonWidth,
        into: &text)
      var lines = text.string.split(separator: "\n", omittingEmptySubsequences: false).map(
        String.init)
      if anyBrackets && visibleSelection(of: grid).isEmpty { lines = lines.map { " " + $0 } }
      blocks.append((lines, legend, title))
    }
    let blockWidth = blocks.flatMap(\.lines).map(DisplayWidth.ofVisible).max() ?? 0
    let gap = "  "
    let perRow = min(columns, blocks.count)
    let totalWidth = perRow * blockWidth + (perRow - 1) * gap.count
    var output: [String] = []
    output.append(
      String(repeating: " ", count: max(0, (totalWidth - DisplayWidth.of(heading)) / 2))
        + heading)
    var start = 0
    while start < blocks.count {
      let row = blocks[start..<min(start + columns, blocks.count)]
      output.append("")
      let height = row.map(\.lines.count).max() ?? 0
      for index in 0..<height {
        var line = ""
        for (position, block) in row.enumerated() {
          let part = index < block.lines.count ? block.lines[index] : ""
          if position > 0 { line += gap }
          line += part
          if position < row.count - 1 {
            line += String(repeating: " ", count: max(0, blockWidth - DisplayWidth.ofVisible(part)))
          }
        }
        output.append(trimmingTrailingSpaces(line))
      }
      for block in row {
        for legendLine in block.legend { output.append("\(block.title): \(legendLine)") }
      }
      start += columns
    }
    return output.joined(separator: "\n")
  }

  /// A line without the spaces that end it.
  private func trimmingTrailingSpaces(_ line: String) -> String {
    var text = TextBytes(capacity: line.utf8.count)
    text.append(line)
    text.trimLine(from: 0)
    return text.string
  }
}

extension DisplayWidth {
  /// The columns a line takes on a terminal: ``of(_:)-swift.type.method`` without the ANSI
  /// escape sequences (`ESC [ … m`) that color it, which take none.
  static func ofVisible(_ text: String) -> Int {
    guard text.utf8.contains(0x1B) else { return of(text) }
    var visible = String.UnicodeScalarView()
    var inEscape = false
    for scalar in text.unicodeScalars {
      if inEscape {
        // A control sequence ends with its final byte, a letter.
        if scalar.properties.isAlphabetic && scalar.isASCII { inEscape = false }
      } else if scalar == "\u{1B}" {
        inEscape = true
      } else {
        visible.append(scalar)
      }
    }
    return of(String(visible))
  }
}
