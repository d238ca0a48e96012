import CalendarGridCore
import CalendarGridDayPlugins
import CalendarGridSources
import CalendarGridState

/// Renders month grids as text, aligned like `cal`: a centered title, weekday headers in the
/// locale's language, and right-aligned day numbers in the locale's digits.
///
/// Plugins show as a mark after the day number (`*` holiday, `•` dot, `+` badge or image,
/// `~` custom, `×` not selectable), subtitles on a line under each week, and a legend naming
/// the holidays (an adjacent month's day as ←31 or →3) and marks; with color, holidays are red,
/// unselectable days dim and struck
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

  private func mark(_ decorations: CellDecorations, selectable: Bool) -> String {
    for decoration in decorations {
      if case .holiday(let mark) = decoration, !mark.isWorkday { return "*" }
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
    var text = TextBytes(capacity: capacity(for: grid))
    var layout = layout(startingAt: grid.firstWeekday, names: names)
    let legend = write(grid, names: names, layout: &layout, into: &text)
    text.appendLines(legend)
    return text.string
  }

  /// The text of grids one after another, a blank line between them, without a trailing
  /// newline: each grid's text as rendering it alone gives it, joined by `"\n\n"`, as `cal`
  /// prints months.
  ///
  /// The weekday headers and their widths are worked out once for the grids that start on one
  /// weekday, and the text is made a string once.
  public func render(_ grids: [MonthGrid], names: CalendarNames) -> String {
    String(decoding: renderUTF8(grids, names: names), as: UTF8.self)
  }

  /// The text of grids (as rendering them together gives it) as UTF-8 bytes, for a file: written
  /// without being made a string (a string checks every byte).
  package func renderUTF8(_ grids: [MonthGrid], names: CalendarNames) -> [UInt8] {
    guard let first = grids.first else { return [] }
    var text = TextBytes(capacity: grids.reduce(0) { $0 + capacity(for: $1) + 2 })
    var layout = layout(startingAt: first.firstWeekday, names: names)
    for (position, grid) in grids.enumerated() {
      if position > 0 {
        text.appendNewline()
        text.appendNewline()
      }
      if layout.firstWeekday != grid.firstWeekday {
        layout = self.layout(startingAt: grid.firstWeekday, names: names)
      }
      let legend = write(grid, names: names, layout: &layout, into: &text)
      text.appendLines(legend)
    }
    return text.utf8
  }

  /// What the grids of a batch that start on one weekday share: the weekday headers and their
  /// widths in columns, the header line's bytes for a column width, and the widths of the day
  /// numbers in the names' digits.
  struct BatchLayout {
    let firstWeekday: Weekday
    let symbols: [String]
    let widths: [Int]
    /// The headers in columns of ``lineColumnWidth`` (no margin, no week column).
    var line: [UInt8] = []
    var lineColumnWidth = -1
    /// The display widths of the names' numbers 0 through 99, filled on first use.
    var numberWidths: [Int] = []

    init(firstWeekday: Weekday, symbols: [String], widths: [Int]) {
      self.firstWeekday = firstWeekday
      self.symbols = symbols
      self.widths = widths
    }

    /// Appends the headers in columns `columnWidth` wide.
    mutating func appendHeaderLine(columnWidth: Int, to text: inout TextBytes) {
      if lineColumnWidth != columnWidth {
        var bytes = TextBytes(capacity: 7 * (columnWidth + 1) * 3)
        for (column, symbol) in symbols.enumerated() {
          if column > 0 { bytes.appendSpace() }
          bytes.appendSpaces(columnWidth - widths[column])
          bytes.append(symbol)
        }
        line = bytes.utf8
        lineColumnWidth = columnWidth
      }
      text.append(line[...])
    }

    /// The display width of `names.number(value)`.
    mutating func numberWidth(_ value: Int, names: CalendarNames) -> Int {
      guard (0..<100).contains(value) else { return DisplayWidth.of(names.number(value)) }
      if numberWidths.isEmpty { numberWidths = (0..<100).map { DisplayWidth.of(names.number($0)) } }
      return numberWidths[value]
    }
  }

  func layout(startingAt firstWeekday: Weekday, names: CalendarNames) -> BatchLayout {
    var symbols = names.weekdaySymbols(weekdayWidth, startingAt: firstWeekday)
    var widths = symbols.map(DisplayWidth.of)
    if weekdayWidth == .short && widths.contains(where: { $0 > 3 }) {
      // Some locales' "short" names are whole words (Arabic ثلاثاء): keep columns narrow.
      symbols = names.weekdaySymbols(.narrow, startingAt: firstWeekday)
      widths = symbols.map(DisplayWidth.of)
    }
    return BatchLayout(firstWeekday: firstWeekday, symbols: symbols, widths: widths)
  }

  /// Room for a grid's text, made once: lines of columns three wide (up to three bytes a
  /// column, as most scripts' characters take), for the title, the headers and two lines a
  /// row (a row and its subtitles).
  private func capacity(for grid: MonthGrid) -> Int {
    let lineWidth = (showsWeekNumbers ? 3 : 0) + 3 * 7 + 7
    return lineWidth * 3 * (grid.rowCount * 2 + 3)
  }

  /// Whether a grid's cells carry a mark after the number (decorations, or days a rule makes
  /// unselectable).
  func hasMarks(_ grid: MonthGrid) -> Bool {
    !grid.decorations.isEmpty || grid.selectableCells != CellMask(cells: 0..<grid.count)
  }

  /// The first subtitle of each cell that has one.
  func subtitles(of grid: MonthGrid) -> [Int: String] {
    var subtitles: [Int: String] = [:]
    grid.decorations.forEach { cell, decoration in
      if case .subtitle(let text) = decoration, subtitles[cell] == nil { subtitles[cell] = text }
    }
    return subtitles
  }

  /// The width of a grid's columns: its widest day number (with its mark), subtitle or header.
  func columnWidth(
    _ grid: MonthGrid, names: CalendarNames, subtitles: [Int: String], headerWidths: [Int]
  ) -> Int {
    let widestNumber =
      max(names.number(grid.month.lastDayNumber).count, 2) + (hasMarks(grid) ? 1 : 0)
    let widestSubtitle = subtitles.values.map(DisplayWidth.of).max() ?? 0
    return max(widestNumber, widestSubtitle, headerWidths.max() ?? 2)
  }

  /// Writes a grid's title, headers and rows (without a final newline) and returns its legend
  /// lines, for the caller to place: after the grid, or under a row of months.
  ///
  /// - Parameters:
  ///   - title: The title line's text (default: the month's title, `March 2024`).
  ///   - minimumColumnWidth: Columns are at least this wide (a year's months share a width).
  func write(
    _ grid: MonthGrid, names: CalendarNames, layout: inout BatchLayout,
    title: String? = nil, minimumColumnWidth: Int = 0, into text: inout TextBytes
  ) -> [String] {
    let headerWidths = layout.widths
    let marks = hasMarks(grid)
    let subtitles = subtitles(of: grid)
    let columnWidth = max(
      minimumColumnWidth,
      columnWidth(grid, names: names, subtitles: subtitles, headerWidths: headerWidths))
    let weekColumn = showsWeekNumbers ? 3 : 0
    let totalWidth = weekColumn + columnWidth * 7 + 6
    let brackets = usesColor ? CellMask.none : visibleSelection(of: grid)
    let margin = brackets.isEmpty ? "" : " "
    lazy var blank = String(repeating: " ", count: columnWidth)
    // The most common cell of all: Latin digits, and no marks (so no decorations, no
    // subtitles, no holidays), brackets or color. Its bytes are written without a string: the
    // same bytes as `names.number`'s.
    let plainCells = names.digits == nil && !marks && brackets.isEmpty && !usesColor
    // The title centered (the odd column, if any, on the right), then the headers.
    let title = title ?? names.title(for: grid.month)
    text.append(margin)
    text.appendSpaces((totalWidth - DisplayWidth.of(title)) / 2)
    text.append(title)
    text.appendNewline()
    text.append(margin)
    text.appendSpaces(weekColumn)
    layout.appendHeaderLine(columnWidth: columnWidth, to: &text)
    var usedMarks: Set<String> = []
    var holidayLegend: [String] = []
    var fields: [String] = []
    var subtitleFields: [String] = []
    for row in 0..<grid.rowCount {
      // Cells go straight into the text; only brackets (which replace separators) need the
      // row's fields first.
      text.appendNewline()
      let lineStart = text.count
      if showsWeekNumbers {
        let week = grid.weekOfYear(row: row).map { names.number($0) } ?? ""
        text.append(DisplayWidth.padLeft(week, to: 2))
        text.appendSpace()
      }
      // A row of plain cells without adjacent days: its month's days are one copy from a
      // line of every day number, after the blank columns before them (those after them are
      // trimmed).
      if plainCells && !showsAdjacentDays, let run = plainRun(grid, row: row, width: columnWidth) {
        text.appendSpaces(run.leadingSpaces)
        text.append(run.days)
        continue
      }
      fields.removeAll(keepingCapacity: true)
      subtitleFields.removeAll(keepingCapacity: true)
      for column in 0..<7 {
        let index = row * 7 + column
        let cell = grid[index]
        // The cell's text when it still has to be placed (nil: already in the line).
        let field: String?
        if cell.isInMonth || showsAdjacentDays {
          if plainCells {
            if column > 0 { text.appendSpace() }
            text.appendDecimal(cell.dayOfMonth, rightAlignedIn: columnWidth)
            continue
          }
          let decorations = grid.decorations(at: index)
          var number = names.number(cell.dayOfMonth)
          if marks {
            let mark = mark(decorations, selectable: cell.isSelectable)
            if mark != " " { usedMarks.insert(mark) }
            number += mark
          }
          if brackets.isEmpty && !usesColor {
            // The common case: padding and number go straight into the line.
            if column > 0 { text.appendSpace() }
            let width =
              marks ? DisplayWidth.of(number) : layout.numberWidth(cell.dayOfMonth, names: names)
            text.appendSpaces(columnWidth - width)
            text.append(number)
            field = nil
          } else {
            var padded = DisplayWidth.padLeft(number, to: columnWidth)
            if usesColor {
              let isHoliday = decorations.contains {
                if case .holiday(let mark) = $0 { !mark.isWorkday } else { false }
              }
              var codes: [String] = []
              if cell.isToday { codes.append("7") }
              if cell.isSelected { codes.append(contentsOf: ["7", "36"]) }
              if isHoliday { codes.append("31") }
              if !cell.isInMonth { codes.append("2") }
              if !cell.isSelectable { codes.append(contentsOf: ["2", "9"]) }
              if !codes.isEmpty {
                padded = "\u{1B}[\(codes.joined(separator: ";"))m\(padded)\u{1B}[0m"
              }
            }
            field = padded
          }
          if !subtitles.isEmpty {
            subtitleFields.append(DisplayWidth.padLeft(subtitles[index] ?? "", to: columnWidth))
          }
          for decoration in decorations {
            if case .holiday(let mark) = decoration, !mark.isWorkday {
              // An adjacent month's day is marked with the way to its month: ←31 or →3.
              let side = cell.isInMonth ? "" : index < grid.leadingDayCount ? "←" : "→"
              holidayLegend.append("\(side)\(names.number(cell.dayOfMonth)) \(mark.name)")
            }
          }
        } else {
          field = blank
          if !subtitles.isEmpty { subtitleFields.append(blank) }
        }
        guard let field else { continue }
        if !brackets.isEmpty {
          fields.append(field)
        } else {
          if column > 0 { text.appendSpace() }
          text.append(field)
        }
      }
      if !brackets.isEmpty { text.append(bracketing(fields, row: row, marked: brackets)) }
      text.trimLine(from: lineStart)
      if !subtitles.isEmpty {
        text.appendNewline()
        let subtitleStart = text.count
        text.appendSpaces(weekColumn)
        text.append(subtitleFields.joined(separator: " "))
        text.trimLine(from: subtitleStart)
      }
    }
    var legendLines: [String] = []
    if !holidayLegend.isEmpty { legendLines.append("* " + holidayLegend.joined(separator: ", ")) }
    let legend = [("•", "event"), ("+", "badge"), ("~", "custom"), ("×", "not selectable")]
      .filter { usedMarks.contains($0.0) }.map { "\($0.0) \($0.1)" }
    if !legend.isEmpty { legendLines.append(legend.joined(separator: "  ")) }
    return legendLines
  }
}

extension TextRenderer {
  /// Every day number 1 through 99, each after a space and right-aligned in `width` columns,
  /// for widths 2 through 6: the text of any run of days in a row of plain cells is a slice.
  private static let plainDayLines: [[UInt8]] = (0...6).map { width in
    guard width >= 2 else { return [] }
    var line = TextBytes(capacity: 99 * (width + 1))
    for day in 1...99 {
      line.appendSpace()
      line.appendDecimal(day, rightAlignedIn: width)
    }
    return line.utf8
  }

  /// The month's days in a row of plain cells (each `width` columns, a space between them) as
  /// the cells write them: the spaces of the blank columns before the days, then the days; nil
  /// when the row has none of the month's days, when their numbers skip (October 1582), or
  /// when the width or a number is out of the table's range.
  fileprivate func plainRun(_ grid: MonthGrid, row: Int, width: Int) -> (
    leadingSpaces: Int, days: ArraySlice<UInt8>
  )? {
    let rowStart = row * 7
    let firstColumn = max(0, grid.leadingDayCount - rowStart)
    let lastColumn = min(6, grid.leadingDayCount + grid.month.length - 1 - rowStart)
    guard firstColumn <= lastColumn, width < Self.plainDayLines.count else { return nil }
    let line = Self.plainDayLines[width]
    let first = grid[rowStart + firstColumn].dayOfMonth
    let last = grid[rowStart + lastColumn].dayOfMonth
    guard !line.isEmpty, first >= 1, last <= 99, last - first == lastColumn - firstColumn
    else { return nil }
    let stride = width + 1
    // The first column has no space before it.
    return firstColumn == 0
      ? (0, line[((first - 1) * stride + 1)..<(last * stride)])
      : (firstColumn * stride - 1, line[((first - 1) * stride)..<(last * stride)])
  }
}
