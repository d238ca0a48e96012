import CalendarGridCore
import CalendarGridDayPlugins
import CalendarGridSources
import CalendarGridState

/// Renders month grids as one SVG picture: months side by side in rows of ``columns``, each
/// with its title and weekday headers in the locale's language and script, columns mirrored
/// for right-to-left locales, weekends shaded per the locale's weekend rule, today in a filled
/// circle, other months' days dimmed, and decorations drawn (holiday numbers and names in red
/// with a legend, subtitles in gray, dots and badges).
///
/// The document is self-contained (inline CSS, no external references) and all text is
/// escaped.
///
/// ```swift
/// let svg = SVGRenderer().render([grid], names: names)
/// ```
public struct SVGRenderer: Sendable {
  /// Whether to show the previous and next months' days (dimmed).
  public var showsAdjacentDays = true
  /// How many months to draw side by side.
  public var columns = 3

  /// Creates a renderer.
  public init(showsAdjacentDays: Bool = true, columns: Int = 3) {
    self.showsAdjacentDays = showsAdjacentDays
    self.columns = max(1, columns)
  }

  static let cellWidth = 60
  static let cellHeight = 54
  static let padding = 12
  static let titleHeight = 34
  static let headerHeight = 24
  static let legendLineHeight = 15
  static let gap = 16
  static let monthWidth = padding * 2 + cellWidth * 7

  /// The SVG document of grids in one locale and calendar (an empty picture for no grids).
  public func render(_ grids: [MonthGrid], names: CalendarNames) -> String {
    let tiles = grids.map { tile($0, names: names) }
    let perRow = min(columns, max(1, tiles.count))
    var body = ""
    var y = 0
    var index = 0
    while index < tiles.count {
      let row = tiles[index..<min(index + perRow, tiles.count)]
      for (offset, tile) in row.enumerated() {
        // Right-to-left locales read months from right to left too.
        let slot = names.locale.isRightToLeft ? perRow - 1 - offset : offset
        let x = slot * (Self.monthWidth + Self.gap)
        body += "<g transform=\"translate(\(x) \(y))\">\n\(tile.markup)</g>\n"
      }
      y += (row.map(\.height).max() ?? 0) + Self.gap
      index += perRow
    }
    let width = perRow * Self.monthWidth + (perRow - 1) * Self.gap
    let height = max(0, y - Self.gap)
    let label = grids.isEmpty ? "" : names.title(for: grids[0].month)
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
      viewBox="0 0 \(width) \(height)" role="img" aria-label="\(Markup.escape(label))">
      <style>
      \(Self.stylesheet)
      </style>
      <rect class="bg" width="\(width)" height="\(height)"/>
      \(body)</svg>

      """
  }

  /// The picture's CSS.
  static let stylesheet = """
    text { font-family: system-ui, "Noto Sans", "Noto Sans CJK KR", "Noto Sans Arabic",
      "Noto Sans Hebrew", "Noto Sans Thai", sans-serif; fill: #1b1b1f; }
    .bg { fill: #fff; }
    .frame { fill: #fff; stroke: #d0d0d6; }
    .title { font-size: 18px; font-weight: 600; }
    .head { font-size: 12px; fill: #555; }
    .shade { fill: #eef2f8; }
    .selbg { fill: #cfe0fb; }
    .n { font-size: 16px; }
    .out { opacity: 0.38; }
    .hol .n, .hn, .legend { fill: #d32f2f; }
    .hn { font-size: 8.5px; }
    .st { font-size: 9px; fill: #6b6b75; }
    .ot { font-size: 8.5px; fill: #6b6b75; }
    .bd { font-size: 8.5px; fill: #fff; }
    .bdbg { fill: #6a3de8; }
    .todaybg { fill: #1e66d0; }
    .hol .todaybg { fill: #d32f2f; }
    .today .n { fill: #fff; font-weight: 700; }
    .off .n { fill: #999; text-decoration: line-through; }
    .legend { font-size: 11px; }
    """

  private struct Tile {
    var markup: String
    var height: Int
  }

  private func tile(_ grid: MonthGrid, names: CalendarNames) -> Tile {
    let locale = names.locale
    let rtl = locale.isRightToLeft
    let direction = rtl ? " direction=\"rtl\"" : ""
    let width = Self.monthWidth
    let top = Self.padding + Self.titleHeight + Self.headerHeight
    var cells = ""
    var legend: [String] = []
    func x(_ column: Int) -> Int {
      Self.padding + (rtl ? 6 - column : column) * Self.cellWidth
    }
    var headers = names.weekdaySymbols(.short, startingAt: grid.firstWeekday)
    if headers.contains(where: { DisplayWidth.of($0) > 8 }) {
      headers = names.weekdaySymbols(.narrow, startingAt: grid.firstWeekday)
    }
    var headerMarkup = ""
    for column in 0..<7 {
      let weekday = grid.firstWeekday.advanced(by: column)
      let left = x(column)
      if grid.weekend.contains(weekday) {
        headerMarkup +=
          "<rect class=\"shade\" x=\"\(left + 1)\" y=\"\(top - Self.headerHeight)\" width=\"\(Self.cellWidth - 2)\" height=\"\(Self.headerHeight - 2)\" rx=\"4\"/>"
      }
      let text = column < headers.count ? headers[column] : ""
      headerMarkup +=
        "<text class=\"head\" x=\"\(left + Self.cellWidth / 2)\" y=\"\(top - 8)\" text-anchor=\"middle\"\(direction)>\(Markup.escape(text))</text>\n"
    }
    for row in 0..<grid.rowCount {
      for column in 0..<7 {
        let index = row * 7 + column
        let cell = PictureCell(grid, at: index, names: names)
        let left = x(column)
        let cellTop = top + row * Self.cellHeight
        let center = left + Self.cellWidth / 2
        var markup = ""
        if cell.isWeekend || cell.isSelected {
          markup +=
            "<rect class=\"\(cell.isSelected ? "selbg" : "shade")\" x=\"\(left + 1)\" y=\"\(cellTop + 1)\" width=\"\(Self.cellWidth - 2)\" height=\"\(Self.cellHeight - 2)\" rx=\"6\"/>"
        }
        guard cell.isInMonth || showsAdjacentDays else {
          cells +=
            markup.isEmpty
            ? "" : "<g class=\"\(cell.classes.joined(separator: " "))\">\(markup)</g>\n"
          continue
        }
        if cell.isToday {
          markup += "<circle class=\"todaybg\" cx=\"\(center)\" cy=\"\(cellTop + 15)\" r=\"13\"/>"
        }
        markup +=
          "<text class=\"n\" x=\"\(center)\" y=\"\(cellTop + 21)\" text-anchor=\"middle\">\(Markup.escape(cell.number))</text>"
        var line = cellTop + 37
        for name in cell.holidays.prefix(1) {
          markup +=
            "<text class=\"hn\" x=\"\(center)\" y=\"\(line)\" text-anchor=\"middle\"\(direction)>\(Markup.escape(Self.fit(name, columns: 13)))</text>"
          line += 10
        }
        if cell.isInMonth {
          for name in cell.holidays { legend.append("\(cell.number) \(name)") }
        }
        for text in (cell.subtitles + cell.others).prefix(2)
        where line <= cellTop + Self.cellHeight - 4 {
          let style = cell.subtitles.contains(text) ? "st" : "ot"
          markup +=
            "<text class=\"\(style)\" x=\"\(center)\" y=\"\(line)\" text-anchor=\"middle\"\(direction)>\(Markup.escape(Self.fit(text, columns: 12)))</text>"
          line += 10
        }
        if let badge = cell.badges.first {
          let text = Self.fit(badge, columns: 6)
          let badgeWidth = DisplayWidth.of(text) * 6 + 6
          markup +=
            "<rect class=\"bdbg\" x=\"\(left + Self.cellWidth - badgeWidth - 2)\" y=\"\(cellTop + 2)\" width=\"\(badgeWidth)\" height=\"11\" rx=\"5\"/><text class=\"bd\" x=\"\(left + Self.cellWidth - badgeWidth / 2 - 2)\" y=\"\(cellTop + 10)\" text-anchor=\"middle\">\(Markup.escape(text))</text>"
        }
        let dots = cell.dots.prefix(5)
        for (offset, color) in dots.enumerated() {
          let dotX = center - (dots.count - 1) * 4 + offset * 8
          markup +=
            "<circle cx=\"\(dotX)\" cy=\"\(cellTop + Self.cellHeight - 5)\" r=\"2.5\" fill=\"\(color)\"/>"
        }
        let classes = (["cell"] + cell.classes).joined(separator: " ")
        cells += "<g class=\"\(classes)\">\(markup)</g>\n"
      }
    }
    let legendTop = top + grid.rowCount * Self.cellHeight + 4
    var legendMarkup = ""
    for (line, text) in legend.enumerated() {
      let anchor = rtl ? "end" : "start"
      let legendX = rtl ? width - Self.padding : Self.padding
      legendMarkup +=
        "<text class=\"legend\" x=\"\(legendX)\" y=\"\(legendTop + (line + 1) * Self.legendLineHeight - 3)\" text-anchor=\"\(anchor)\"\(direction)>\(Markup.escape(Self.fit(text, columns: 64)))</text>\n"
    }
    let height = legendTop + legend.count * Self.legendLineHeight + Self.padding - 4
    let title = Markup.escape(names.title(for: grid.month))
    let markup = """
      <g xml:lang="\(Markup.escape(locale.languageTag))">
      <rect class="frame" x="0.5" y="0.5" width="\(width - 1)" height="\(height - 1)" rx="10"/>
      <text class="title" x="\(width / 2)" y="\(Self.padding + 22)" text-anchor="middle"\(direction)>\(title)</text>
      \(headerMarkup)\(cells)\(legendMarkup)</g>

      """
    return Tile(markup: markup, height: height)
  }

  /// `text` cut to at most `columns` display columns, with an ellipsis when cut.
  static func fit(_ text: String, columns: Int) -> String {
    guard DisplayWidth.of(text) > columns else { return text }
    var result = ""
    var width = 0
    for character in text {
      let characterWidth = DisplayWidth.of(String(character))
      if width + characterWidth > columns - 1 { break }
      result.append(character)
      width += characterWidth
    }
    return result + "…"
  }
}
