import CalendarGrid

/// Grids as a compact `JSONEncoder` writes ``GridDocument/Grid`` (keys sorted, no `/` escaped):
/// a grid a line, alone (`calgrid dump --format jsonl`) or inside a document
/// (``GridDocumentLayout``: `--format json`).
///
/// Written byte by byte rather than through `JSONEncoder`, which builds a tree of every value
/// first: a stream of a million grids is the engine's speed, not the encoder's. The punctuation
/// between values is fixed and made once (``Texts``); what a job shares (the calendar, the
/// locale, the weekday headers) is encoded once per job.
struct GridJSONWriter {
  private let texts = Texts.shared
  /// `{"calendar":"…","era":`: the start of every grid's object.
  private let start: [UInt8]
  /// `,"locale":"…","month":`.
  private let locale: [UInt8]
  private let names: CalendarNames
  /// `,"weekdaySymbols":[…],"weeks":[` by first weekday (1-7), made when first needed.
  private var weekdaySymbols: [[UInt8]] = Array(repeating: [], count: 8)

  init(locale: GridLocale, calendar: CalendarIdentifier, names: CalendarNames) {
    var start = Array(#"{"calendar":"#.utf8)
    Self.appendString(calendar.rawValue, to: &start)
    start += #","era":"#.utf8
    self.start = start
    var localeBytes = Array(#","locale":"#.utf8)
    Self.appendString(locale.identifier, to: &localeBytes)
    localeBytes += #","month":"#.utf8
    self.locale = localeBytes
    self.names = names
  }

  /// Appends one grid's line, newline included (`--format jsonl`).
  mutating func appendLine(_ grid: MonthGrid, to bytes: inout [UInt8]) {
    appendObject(grid, to: &bytes)
    bytes.append(UInt8(ascii: "\n"))
  }

  /// Appends a document of the grids in ``GridDocumentLayout``'s layout (a file of
  /// `calgrid dump --format json`), without a final newline.
  mutating func appendDocument(_ grids: [MonthGrid], to bytes: inout [UInt8]) {
    bytes += GridDocumentLayout.start
    for (index, grid) in grids.enumerated() {
      bytes += index == 0 ? GridDocumentLayout.firstGrid : GridDocumentLayout.nextGrid
      appendObject(grid, to: &bytes)
    }
    bytes += grids.isEmpty ? GridDocumentLayout.emptyEnd : GridDocumentLayout.end
  }

  /// Appends one grid's object, without a newline.
  mutating func appendObject(_ grid: MonthGrid, to bytes: inout [UInt8]) {
    let month = grid.month
    bytes += start
    Self.appendInteger(Int(month.era), to: &bytes)
    bytes += texts.eraYear
    Self.appendInteger(Int(month.eraYear), to: &bytes)
    bytes += texts.firstWeekday
    Self.appendInteger(grid.firstWeekday.rawValue, to: &bytes)
    bytes += month.isLeapMonth ? texts.leapMonth : texts.notLeapMonth
    bytes += locale
    Self.appendInteger(month.month, to: &bytes)
    bytes += texts.monthLength
    Self.appendInteger(month.length, to: &bytes)
    bytes += texts.ordinal
    Self.appendInteger(month.ordinal, to: &bytes)
    bytes += texts.rows
    Self.appendInteger(grid.rowCount, to: &bytes)
    bytes += texts.title
    Self.appendString(names.title(for: month), to: &bytes)
    let first = grid.firstWeekday.rawValue
    if weekdaySymbols[first].isEmpty {
      weekdaySymbols[first] = texts.weekdayHeader(
        names.weekdaySymbols(.short, startingAt: grid.firstWeekday))
    }
    bytes += weekdaySymbols[first]
    let texts = self.texts
    texts.cellPieces.withPieces { pieces in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.scratchCapacity) { buffer in
        var scratch = Scratch(buffer: buffer)
        var dates = DateCursor()
        for position in 0..<grid.count {
          let cell = grid[position]
          let dayOfMonth = cell.dayOfMonth
          let date = dates.move(to: cell.day)
          // A plain cell (no decorations, no week number, a year of four digits: nearly all) is
          // four pieces copied into the scratch buffer; others are appended piece by piece
          // after what it holds.
          guard !cell.flags.contains(.decorated), cell.weekOfYear == nil,
            dayOfMonth >= 0, dayOfMonth < Pieces.dayCount, (0...9999).contains(date.year)
          else {
            scratch.flush(to: &bytes)
            Self.appendCell(grid, at: position, date: date, pieces, texts, to: &bytes)
            continue
          }
          if !scratch.fits(pieces.longestPlainCell) { scratch.flush(to: &bytes) }
          scratch.put(pieces[Self.startPiece(cell, at: position)])
          scratch.putDate(date)
          scratch.put(pieces[Pieces.days + dayOfMonth])
          scratch.put(pieces[Self.endPiece(cell)])
        }
        scratch.flush(to: &bytes)
      }
    }
    bytes += grid.count > 0 ? texts.weeksEnd : texts.emptyWeeksEnd
    Self.appendInteger(Int(month.year), to: &bytes)
    bytes.append(UInt8(ascii: "}"))
  }

  /// The bytes a grid's plain cells are gathered in before they are appended: room for a few
  /// rows, small enough for the stack.
  static let scratchCapacity = 2_048
}
