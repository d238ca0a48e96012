import CalendarGrid
import CalendarGridRendering

extension Dump {
  /// One rendered file.
  struct File: Sendable {
    var name: String
    /// The file's bytes, as rendered: written as they are, without a copy into `Data`.
    var bytes: [UInt8]
  }

  /// What rendering one job gave.
  struct Rendered: Sendable {
    var files: [File]
    var entries: [DumpIndex.Entry]
    var grids: Int
    /// The HTML section, for index.html (handed on to it as soon as it is rendered).
    var section: String?
  }

  /// Renders one job's files, one per format.
  static func render(_ job: Job, plan: Plan) throws(DataSourceError) -> Rendered {
    let options = plan.options
    let calendar = try GridCalendar(
      job.calendar, locale: job.locale, firstWeekday: options.firstWeekday,
      cutover: options.proleptic ? .proleptic : .julianUntil1582)
    let names = try CalendarNames(for: calendar)
    let plugins = try options.plugins.plugins(for: calendar)
    let months = plan.months[job.calendar] ?? []
    let grids = months.map {
      calendar.grid(
        for: $0, rows: options.rows, today: plan.today, weekNumbers: options.weekNumbers,
        plugins: plugins)
    }
    var rendered = Rendered(files: [], entries: [], grids: grids.count, section: nil)
    for format in options.formats {
      let bytes: [UInt8]
      switch format {
      case .text:
        let renderer = TextRenderer(
          showsAdjacentDays: options.adjacent, showsWeekNumbers: options.weekNumbers,
          usesColor: false)
        var text = renderer.renderUTF8(grids, names: names)
        text.append(UInt8(ascii: "\n"))
        bytes = text
      case .json:
        bytes = jsonBytes(grids, locale: job.locale, calendar: job.calendar, names: names)
      case .html:
        let renderer = HTMLRenderer()
        let section = renderer.render(
          HTMLRenderer.Section(
            id: job.stem, label: "\(job.locale.identifier) · \(job.calendar.rawValue)",
            grids: grids, names: names))
        rendered.section = section
        bytes = Array(
          renderer.page(
            title: "\(job.locale.identifier) · \(job.calendar.rawValue)",
            renderedSections: [section]
          ).utf8)
      case .svg:
        bytes = Array(SVGRenderer().render(grids, names: names).utf8)
      }
      let name = "\(job.stem).\(format.fileExtension)"
      rendered.files.append(File(name: name, bytes: bytes))
      rendered.entries.append(
        DumpIndex.Entry(
          file: name, format: format.rawValue, locale: job.locale.identifier,
          calendar: job.calendar.rawValue, grids: grids.count,
          first: months.first?.firstDay.iso8601 ?? "", last: months.last?.lastDay.iso8601 ?? ""))
    }
    return rendered
  }

  /// A JSON file's text: what ``GridDocumentLayout/text(_:)`` makes of a `GridDocument` of the
  /// grids through `JSONEncoder` (the tests compare them), written directly by
  /// ``GridJSONWriter`` rather than through the encoder's tree of every value.
  static func jsonText(
    _ grids: [MonthGrid], locale: GridLocale, calendar: CalendarIdentifier, names: CalendarNames
  ) -> String {
    String(
      decoding: jsonBytes(grids, locale: locale, calendar: calendar, names: names), as: UTF8.self)
  }

  /// ``jsonText(_:locale:calendar:names:)`` as the UTF-8 bytes a file holds: a dump writes them
  /// as they are, without making and checking a string of them first.
  static func jsonBytes(
    _ grids: [MonthGrid], locale: GridLocale, calendar: CalendarIdentifier, names: CalendarNames
  ) -> [UInt8] {
    var writer = GridJSONWriter(locale: locale, calendar: calendar, names: names)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(grids.count * 6_000)
    writer.appendDocument(grids, to: &bytes)
    bytes.append(UInt8(ascii: "\n"))
    return bytes
  }
}
