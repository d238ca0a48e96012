import CalendarGridCore
import CalendarGridDayPlugins
import CalendarGridSources
import CalendarGridState

/// Renders month grids as HTML: a `<figure>` per month with the title and weekday headers in
/// the locale's language and script, laid out right to left for right-to-left locales, weekends
/// shaded per the locale's weekend rule, today marked, other months' days dimmed, and the
/// decorations drawn (holiday names in red, subtitles, dots, badges).
///
/// ``page(title:sections:)`` wraps grids in one self-contained document (inline CSS and
/// JavaScript, no network) with a switcher between locales and months; without JavaScript every
/// month is shown. All text is escaped.
///
/// ```swift
/// let html = HTMLRenderer().page(
///   title: "ko_KR", sections: [.init(id: "ko", label: "ko_KR", grids: grids, names: names)])
/// ```
public struct HTMLRenderer: Sendable {
  /// Whether to show the previous and next months' days (dimmed).
  public var showsAdjacentDays = true
  /// The weekday symbol width for headers.
  public var weekdayWidth: WeekdayWidth = .abbreviated

  /// Creates a renderer.
  public init(showsAdjacentDays: Bool = true, weekdayWidth: WeekdayWidth = .abbreviated) {
    self.showsAdjacentDays = showsAdjacentDays
    self.weekdayWidth = weekdayWidth
  }

  /// A group of grids in one locale and calendar, shown together by the page's switcher.
  public struct Section: Sendable {
    /// A unique identifier for the section, used in the page's links (`ko_KR.dangi`).
    public var id: String
    /// The switcher's label (`ko_KR · dangi`).
    public var label: String
    /// The grids, in order.
    public var grids: [MonthGrid]
    /// The names for the grids' locale and calendar.
    public var names: CalendarNames

    /// Creates a section.
    public init(id: String, label: String, grids: [MonthGrid], names: CalendarNames) {
      self.id = id
      self.label = label
      self.grids = grids
      self.names = names
    }
  }

  /// One month as an HTML `<figure>` element (no CSS: see ``stylesheet``).
  public func render(_ grid: MonthGrid, names: CalendarNames) -> String {
    let locale = names.locale
    let month = grid.month
    var html = "<figure class=\"cg-month\" lang=\"\(Markup.escape(locale.languageTag))\""
    html += " dir=\"\(locale.isRightToLeft ? "rtl" : "ltr")\""
    html += " data-first-day=\"\(month.firstDay.iso8601)\">\n"
    html += "<figcaption>\(Markup.escape(names.title(for: month)))</figcaption>\n"
    html += "<table>\n<thead><tr>"
    let headers = names.weekdaySymbols(weekdayWidth, startingAt: grid.firstWeekday)
    let wide = names.weekdaySymbols(.wide, startingAt: grid.firstWeekday)
    for column in 0..<7 {
      let weekday = grid.firstWeekday.advanced(by: column)
      let weekend = grid.weekend.contains(weekday) ? " class=\"we\"" : ""
      let header = column < headers.count ? headers[column] : ""
      let full = column < wide.count ? wide[column] : header
      html += "<th scope=\"col\"\(weekend) title=\"\(Markup.escape(full))\">"
      html += "\(Markup.escape(header))</th>"
    }
    html += "</tr></thead>\n<tbody>\n"
    var legend: [(String, String)] = []
    for row in 0..<grid.rowCount {
      html += "<tr>"
      for column in 0..<7 {
        let index = row * 7 + column
        let cell = PictureCell(grid, at: index, names: names)
        let classes = cell.classes.joined(separator: " ")
        let classAttribute = classes.isEmpty ? "" : " class=\"\(classes)\""
        guard cell.isInMonth || showsAdjacentDays else {
          html += "<td\(classAttribute)></td>"
          continue
        }
        let tip =
          cell.holidays.isEmpty
          ? "" : " title=\"\(Markup.escape(cell.holidays.joined(separator: ", ")))\""
        html += "<td\(classAttribute)\(tip)><span class=\"n\">\(Markup.escape(cell.number))</span>"
        for name in cell.holidays {
          html += "<span class=\"hn\">\(Markup.escape(name))</span>"
          if cell.isInMonth { legend.append((cell.number, name)) }
        }
        for text in cell.subtitles { html += "<span class=\"st\">\(Markup.escape(text))</span>" }
        for text in cell.badges { html += "<span class=\"bd\">\(Markup.escape(text))</span>" }
        for text in cell.others { html += "<span class=\"ot\">\(Markup.escape(text))</span>" }
        if !cell.dots.isEmpty {
          html += "<span class=\"dots\">"
          for color in cell.dots { html += "<i style=\"background:\(color)\"></i>" }
          html += "</span>"
        }
        html += "</td>"
      }
      html += "</tr>\n"
    }
    html += "</tbody>\n</table>\n"
    if !legend.isEmpty {
      html += "<ul class=\"legend\">"
      for (number, name) in legend {
        html += "<li><b>\(Markup.escape(number))</b> \(Markup.escape(name))</li>"
      }
      html += "</ul>\n"
    }
    html += "</figure>\n"
    return html
  }

  /// A section's HTML: a `<section>` with a heading and its months' figures.
  public func render(_ section: Section) -> String {
    let locale = section.names.locale
    var html = "<section class=\"cg-set\" id=\"\(Markup.escape(section.id))\""
    html += " data-label=\"\(Markup.escape(section.label))\""
    html += " lang=\"\(Markup.escape(locale.languageTag))\">\n"
    html += "<h2 lang=\"en\" dir=\"ltr\">\(Markup.escape(section.label))</h2>\n"
    html += "<div class=\"cg-months\">\n"
    for grid in section.grids { html += render(grid, names: section.names) }
    html += "</div>\n</section>\n"
    return html
  }

  /// A complete, self-contained HTML document of sections, with a locale and month switcher.
  ///
  /// The page needs nothing from the network: the CSS and the switcher's script are inline.
  /// Without JavaScript, every section and month is shown one after another.
  public func page(title: String, sections: [Section]) -> String {
    page(title: title, renderedSections: sections.map { render($0) })
  }

  /// A complete HTML document around sections already rendered with ``render(_:)``
  /// (so a dump can put each section in its own file and all of them in an index page without
  /// rendering twice).
  public func page(title: String, renderedSections: [String]) -> String {
    var html = pageStart(title: title)
    for section in renderedSections { html += section }
    html += Self.pageEnd
    return html
  }

  /// What ``page(title:renderedSections:)`` writes before the sections: a page is
  /// `pageStart(title:)`, the sections one after another, then ``pageEnd`` (so a dump can
  /// write an index page of any size section by section).
  public func pageStart(title: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="generator" content="CalendarGrid">
    <title>\(Markup.escape(title))</title>
    <style>
    \(Self.stylesheet)
    </style>
    </head>
    <body>
    <nav class="cg-nav" hidden>
    <select id="cg-set" aria-label="Locale and calendar"></select>
    <button type="button" id="cg-prev" aria-label="Previous month">&#x2039;</button>
    <select id="cg-month" aria-label="Month"></select>
    <button type="button" id="cg-next" aria-label="Next month">&#x203A;</button>
    <label><input type="checkbox" id="cg-all"> all months</label>
    </nav>
    <main>

    """
  }

  /// What ``page(title:renderedSections:)`` writes after the sections.
  public static let pageEnd = """
    </main>
    <script>
    \(Self.script)
    </script>
    </body>
    </html>

    """

  /// The page's CSS: weekend shading, dimmed days of other months, today in a filled circle,
  /// holidays in red.
  public static let stylesheet = """
    :root { color-scheme: light; --accent: #1e66d0; --holiday: #d32f2f; --weekend: #eef2f8; }
    body { font-family: system-ui, "Noto Sans", "Noto Sans CJK KR", "Noto Sans Arabic",
      "Noto Sans Hebrew", "Noto Sans Thai", sans-serif; margin: 16px; color: #1b1b1f;
      background: #fff; }
    .cg-nav { position: sticky; top: 0; background: #fff; padding: 6px 0; display: flex;
      gap: 6px; align-items: center; flex-wrap: wrap; border-bottom: 1px solid #ddd; z-index: 1; }
    .cg-set h2 { font-size: 15px; font-weight: 600; color: #555; margin: 14px 0 6px; }
    .cg-months { display: flex; flex-wrap: wrap; gap: 18px; align-items: flex-start; }
    .cg-month { margin: 0; padding: 10px; border: 1px solid #ddd; border-radius: 10px;
      background: #fff; }
    .cg-month figcaption { font-size: 18px; font-weight: 600; text-align: center;
      margin-bottom: 6px; }
    .cg-month table { border-collapse: separate; border-spacing: 2px; table-layout: fixed; }
    .cg-month th { font-size: 12px; font-weight: 500; color: #555; padding: 3px 0;
      width: 58px; border-radius: 4px; }
    .cg-month th.we, .cg-month td.we { background: var(--weekend); }
    .cg-month td { height: 54px; vertical-align: top; text-align: center; padding: 3px 1px;
      border-radius: 6px; overflow: hidden; }
    .cg-month td > span { display: block; overflow: hidden; text-overflow: ellipsis;
      white-space: nowrap; max-width: 58px; margin: 0 auto; }
    .cg-month .n { font-size: 16px; line-height: 26px; width: 26px; height: 26px;
      border-radius: 50%; font-variant-numeric: tabular-nums; }
    .cg-month td.out { opacity: 0.38; }
    .cg-month td.hol .n, .cg-month .hn { color: var(--holiday); }
    .cg-month td.today .n { background: var(--accent); color: #fff; font-weight: 700; }
    .cg-month td.today.hol .n { background: var(--holiday); }
    .cg-month td.off .n { text-decoration: line-through; color: #999; }
    .cg-month td.sel { background: #cfe0fb; }
    .cg-month td.range-middle { border-radius: 0; }
    .cg-month .hn { font-size: 10px; line-height: 12px; }
    .cg-month .st { font-size: 10px; line-height: 12px; color: #6b6b75; }
    .cg-month .bd { font-size: 9px; line-height: 12px; color: #fff; background: #6a3de8;
      border-radius: 6px; padding: 0 4px; width: max-content; }
    .cg-month .ot { font-size: 9px; line-height: 12px; color: #6b6b75; }
    .cg-month .dots { line-height: 6px; }
    .cg-month .dots i { display: inline-block; width: 6px; height: 6px; border-radius: 50%;
      margin: 0 1px; }
    .cg-month .legend { list-style: none; margin: 6px 0 0; padding: 0; font-size: 12px;
      color: var(--holiday); max-width: 420px; }
    .cg-month .legend b { font-weight: 600; }
    .js .cg-set:not(.current), .js .cg-set.one .cg-month:not(.current) { display: none; }
    .js .cg-set h2 { display: none; }
    """

  /// The switcher: one section at a time, one month at a time unless "all months" is checked;
  /// the choice is kept in the address's fragment (`#ko_KR.dangi/3`), arrow keys move by month.
  public static let script = """
    (function () {
      var sets = Array.prototype.slice.call(document.querySelectorAll('.cg-set'));
      if (sets.length === 0) { return; }
      var setSelect = document.getElementById('cg-set');
      var monthSelect = document.getElementById('cg-month');
      var all = document.getElementById('cg-all');
      document.documentElement.className = 'js';
      document.querySelector('.cg-nav').hidden = false;
      sets.forEach(function (set, index) {
        setSelect.add(new Option(set.getAttribute('data-label'), String(index)));
      });
      if (sets.length === 1) { setSelect.hidden = true; }
      var current = 0;
      function months() { return Array.prototype.slice.call(sets[current].querySelectorAll('.cg-month')); }
      function show(setIndex, monthIndex) {
        current = Math.max(0, Math.min(sets.length - 1, setIndex));
        sets.forEach(function (set, index) {
          set.classList.toggle('current', index === current);
          set.classList.toggle('one', !all.checked);
        });
        setSelect.value = String(current);
        var list = months();
        monthSelect.length = 0;
        list.forEach(function (figure, index) {
          monthSelect.add(new Option(figure.querySelector('figcaption').textContent, String(index)));
        });
        var month = Math.max(0, Math.min(list.length - 1, monthIndex));
        list.forEach(function (figure, index) { figure.classList.toggle('current', index === month); });
        monthSelect.value = String(month);
        monthSelect.disabled = all.checked;
        history.replaceState(null, '', '#' + sets[current].id + '/' + month);
      }
      function today() {
        var list = months();
        for (var i = 0; i < list.length; i++) { if (list[i].querySelector('td.today:not(.out)')) { return i; } }
        return 0;
      }
      setSelect.addEventListener('change', function () {
        current = Number(setSelect.value); show(current, today());
      });
      monthSelect.addEventListener('change', function () { show(current, Number(monthSelect.value)); });
      all.addEventListener('change', function () { show(current, Number(monthSelect.value)); });
      document.getElementById('cg-prev').addEventListener('click', function () {
        show(current, Number(monthSelect.value) - 1);
      });
      document.getElementById('cg-next').addEventListener('click', function () {
        show(current, Number(monthSelect.value) + 1);
      });
      document.addEventListener('keydown', function (event) {
        if (event.target.tagName === 'SELECT') { return; }
        if (event.key === 'ArrowLeft') { show(current, Number(monthSelect.value) - 1); }
        if (event.key === 'ArrowRight') { show(current, Number(monthSelect.value) + 1); }
      });
      var hash = decodeURIComponent(location.hash.slice(1)).split('/');
      var start = 0;
      sets.forEach(function (set, index) { if (set.id === hash[0]) { start = index; } });
      current = start;
      show(start, hash.length > 1 && hash[1] !== '' ? Number(hash[1]) : today());
    })();
    """
}
