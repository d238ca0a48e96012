import CalendarGrid
import Foundation

/// Prints an error the way the user can act on, and exits with status 2.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(
    Data("calgrid: error: \(message)\nTry 'calgrid --help' for the options.\n".utf8))
  exit(2)
}

let options: Options
do {
  options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  fail(error.message)
}
if options.help {
  print(Options.usage)
  exit(0)
}

do {
  let locale =
    try options.locale.map { id throws(CalendarGridError) in try GridLocale(id) }
    ?? GridLocale.current()
  let identifier = try options.calendar.map { name throws(CalendarGridError) in
    try CalendarIdentifier(parsing: name)
  }
  let calendar = try GridCalendar(
    identifier, locale: locale, firstWeekday: options.firstWeekday,
    cutover: options.proleptic ? .proleptic : .julianUntil1582)
  // The one place that reads the clock: the library never does.
  let today = options.today ?? Day.today(in: .current, now: Date())

  var month: CalendarMonth
  if let specifier = options.month {
    month = try calendar.month(
      year: specifier.year, month: specifier.month, isLeapMonth: specifier.isLeapMonth)
  } else {
    month = try calendar.month(containing: options.containing ?? today)
  }
  let plugins = try options.plugins.plugins(for: calendar)
  var grids: [MonthGrid] = []
  for index in 0..<options.months {
    if index > 0 { month = try calendar.month(after: month) }
    grids.append(
      calendar.grid(
        for: month, rows: options.rows, today: today, weekNumbers: options.weekNumbers,
        plugins: plugins))
  }
  let selection = options.selection
  if let selection { grids = grids.map { $0.applyingSelection(selection) } }
  let names = try CalendarNames(for: calendar)

  switch options.format {
  case .json:
    let document = GridDocument(
      grids: grids.map {
        GridDocument.Grid($0, locale: locale, names: names, includesSelection: selection != nil)
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(document)
    FileHandle.standardOutput.write(data)
    FileHandle.standardOutput.write(Data("\n".utf8))
  case .text:
    let usesColor =
      options.color == "always" || (options.color == "auto" && isatty(STDOUT_FILENO) == 1)
    let renderer = TextRenderer(
      showsAdjacentDays: options.adjacent, showsWeekNumbers: options.weekNumbers,
      usesColor: usesColor)
    print(grids.map { renderer.render($0, names: names) }.joined(separator: "\n\n"))
  }
} catch let error as CalendarGridError {
  fail(error.description)
} catch {
  fail("\(error)")
}
