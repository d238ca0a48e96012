import CalendarGridHolidays
import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridRendering
@testable import CalendarGridSources
@testable import CalendarGridState

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The HTML and SVG renderers: escaping, right-to-left layout, weekends per the locale, today,
/// other months' days, decorations, self-containment and well-formed SVG.
@Suite("HTML and SVG pictures")
struct PictureRendererTests {
  static func grid(
    _ locale: String, _ calendar: CalendarIdentifier? = nil, containing day: Day,
    plugins: DayPlugins = DayPlugins()
  ) throws -> (MonthGrid, CalendarNames) {
    let engine = try GridCalendar(calendar, locale: GridLocale(locale))
    let grid = engine.grid(
      for: try engine.month(containing: day), today: day, plugins: plugins)
    return (grid, try CalendarNames(for: engine))
  }

  /// Occurrences of `needle` in `text`.
  static func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  /// The `class` attribute values of the `<td>` cells of an HTML fragment, in order.
  static func cellClasses(_ html: String) -> [String] {
    html.components(separatedBy: "<td").dropFirst().map { part in
      guard part.hasPrefix(" class=\""), let end = part.dropFirst(8).firstIndex(of: "\"") else {
        return ""
      }
      return String(part.dropFirst(8)[..<end])
    }
  }

  @Test("Text from decorations is escaped in HTML and SVG")
  func escaping() throws {
    let day = try Day(iso8601: "2024-03-05")
    let hostile = "<script>alert(\"x\")</script> & 'q'"
    let decorations = DayDecorations([
      day: [
        .holiday(name: hostile, isDayOff: true), .subtitle(hostile), .badge(hostile),
        .dot(color: DecorationColor("red;background:url(http://x)"), size: .small),
      ]
    ])
    let (grid, names) = try Self.grid(
      "en_US", containing: day, plugins: DayPlugins(decorators: [decorations]))
    let html = HTMLRenderer().page(
      title: hostile, sections: [.init(id: "a\"b", label: hostile, grids: [grid], names: names)])
    let svg = SVGRenderer().render([grid], names: names)
    for output in [html, svg] {
      #expect(!output.contains("<script>alert"))
      #expect(!output.contains("url(http://x)"))
      #expect(output.contains("&lt;script&gt;alert(&quot;x&quot;)"))
    }
    #expect(html.contains("&amp; &#39;q&#39;"))
    #expect(html.contains("id=\"a&quot;b\""))
    // The bad color became gray.
    #expect(html.contains("background:#757575"))
    try Self.expectWellFormed(svg)
  }

  @Test("Right-to-left locales are laid out right to left", arguments: ["ar_SA", "he_IL", "fa_IR"])
  func rightToLeft(locale: String) throws {
    let (grid, names) = try Self.grid(locale, containing: try Day(iso8601: "2024-03-14"))
    #expect(names.locale.isRightToLeft)
    let html = HTMLRenderer().render(grid, names: names)
    #expect(html.contains("dir=\"rtl\""))
    // In SVG the first weekday's column is the rightmost.
    let svg = SVGRenderer().render([grid], names: names)
    let xs = svg.components(separatedBy: "<text class=\"head\" x=\"").dropFirst().compactMap {
      Int($0.prefix { $0.isNumber })
    }
    #expect(xs.count == 7)
    #expect(xs == xs.sorted(by: >), "\(xs)")
    let (ltrGrid, ltrNames) = try Self.grid("ko_KR", containing: try Day(iso8601: "2024-03-14"))
    #expect(HTMLRenderer().render(ltrGrid, names: ltrNames).contains("dir=\"ltr\""))
    let ltrSVG = SVGRenderer().render([ltrGrid], names: ltrNames)
    let ltrXs = ltrSVG.components(separatedBy: "<text class=\"head\" x=\"").dropFirst().compactMap {
      Int($0.prefix { $0.isNumber })
    }
    #expect(ltrXs == ltrXs.sorted())
  }

  /// Weekend columns come from the locale's weekend rule (CLDR): Saturday–Sunday in Korea,
  /// Friday–Saturday in Saudi Arabia, Friday alone in Iran.
  @Test(
    "Weekends are shaded per the locale",
    arguments: [
      ("ko_KR", [Weekday.saturday, .sunday]), ("ar_SA", [.friday, .saturday]),
      ("fa_IR", [.friday]), ("en_US", [.saturday, .sunday]),
    ])
  func weekends(locale: String, weekend: [Weekday]) throws {
    let day = try Day(iso8601: "2024-03-14")
    let (grid, names) = try Self.grid(locale, .gregorian, containing: day)
    let html = HTMLRenderer().render(grid, names: names)
    let classes = Self.cellClasses(html)
    #expect(classes.count == grid.count)
    for (index, cell) in grid.enumerated() {
      let shaded = classes[index].split(separator: " ").contains("we")
      #expect(shaded == weekend.contains(cell.weekday), "\(locale) \(cell.day)")
    }
    #expect(Self.count("<th scope=\"col\" class=\"we\"", in: html) == weekend.count)
    let svg = SVGRenderer().render([grid], names: names)
    // Shaded cells and shaded headers.
    #expect(
      Self.count("class=\"shade\"", in: svg) == grid.filter(\.isWeekend).count + weekend.count)
  }

  @Test("Today is marked once, other months' days are dimmed, holidays are red with names")
  func marks() throws {
    let today = try Day(iso8601: "2024-02-14")
    let plugins = DayPlugins(decorators: [try HolidayCalendar(country: "KR", language: "ko")])
    let (grid, names) = try Self.grid("ko_KR", containing: today, plugins: plugins)
    let html = HTMLRenderer().render(grid, names: names)
    let classes = Self.cellClasses(html).map { $0.split(separator: " ").map(String.init) }
    #expect(classes.filter { $0.contains("today") }.count == 1)
    let todayIndex = try #require(grid.index(of: today))
    #expect(classes[todayIndex].contains("today"))
    for (index, cell) in grid.enumerated() {
      #expect(classes[index].contains("out") == !cell.isInMonth)
    }
    // Seollal 2024: 9–12 February, names in the cells and the legend.
    for name in ["설날 전날", "설날", "설날 다음날", "대체공휴일(설날)"] {
      #expect(html.contains("<span class=\"hn\">\(name)</span>"), "\(name)")
      #expect(html.contains("</b> \(name)</li>"), "\(name)")
    }
    #expect(classes.filter { $0.contains("hol") && !$0.contains("out") }.count == 4)
    #expect(html.contains("<figcaption>2024년 2월</figcaption>"))
    #expect(html.contains(">일</th>"))
    let svg = SVGRenderer().render([grid], names: names)
    #expect(Self.count("class=\"todaybg\"", in: svg) == 1)
    #expect(Self.count("<g class=\"cell out", in: svg) == grid.count - grid.month.length)
    #expect(svg.contains(">2024년 2월</text>"))
    try Self.expectWellFormed(svg)
  }

  @Test("Pages and pictures are self-contained: no network, no external files")
  func selfContained() throws {
    let (grid, names) = try Self.grid("en_US", containing: try Day(iso8601: "2024-03-05"))
    let html = HTMLRenderer().page(
      title: "t", sections: [.init(id: "en", label: "en", grids: [grid], names: names)])
    #expect(!html.contains("http:") && !html.contains("https:") && !html.contains("//cdn"))
    #expect(!html.contains(" src=") && !html.contains("<link") && !html.contains("@import"))
    #expect(html.contains("<style>") && html.contains("<script>"))
    let svg = SVGRenderer().render([grid], names: names)
    #expect(
      svg.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains("http") == false
    )
    #expect(!svg.contains("href"))
  }

  @Test("SVG tiles months in rows of the given number of columns")
  func tiling() throws {
    let engine = try GridCalendar(.gregorian, locale: GridLocale("de_DE"))
    let names = try CalendarNames(for: engine)
    let first = try engine.month(year: 2024, month: 1)
    let grids = try (0..<12).map { engine.grid(for: try engine.month(first, offsetBy: $0)) }
    let svg = SVGRenderer(columns: 4).render(grids, names: names)
    #expect(svg.contains("width=\"\(4 * SVGRenderer.monthWidth + 3 * SVGRenderer.gap)\""))
    #expect(Self.count("<g transform=", in: svg) == 12)
    #expect(svg.contains(">Januar 2024</text>") && svg.contains(">Dezember 2024</text>"))
    try Self.expectWellFormed(svg)
  }

  static func expectWellFormed(_ svg: String) throws {
    final class Delegate: NSObject, XMLParserDelegate {
      var error: (any Error)?
      func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        error = parseError
      }
    }
    let parser = XMLParser(data: Data(svg.utf8))
    let delegate = Delegate()
    parser.delegate = delegate
    let ok = parser.parse()
    #expect(
      ok, "SVG is not well-formed XML: \(String(describing: delegate.error ?? parser.parserError))")
  }
}
