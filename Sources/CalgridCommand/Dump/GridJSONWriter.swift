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

  /// The piece before a cell's date: the first row's start, a row's start or a cell's.
  @inline(__always)
  static func startPiece(_ cell: GridCell, at position: Int) -> Int {
    cell.column != 0 ? Pieces.nextCell : position == 0 ? Pieces.firstRow : Pieces.nextRow
  }

  /// A cell's four flags as the index of their text: inMonth, isSelectable, isToday and
  /// isWeekend, bits 3 to 0.
  @inline(__always)
  private static func flagBits(_ cell: GridCell) -> Int {
    (cell.isInMonth ? 8 : 0) | (cell.isSelectable ? 4 : 0) | (cell.isToday ? 2 : 0)
      | (cell.isWeekend ? 1 : 0)
  }

  /// The piece after a cell's decorations: its flags, its weekday and its end.
  @inline(__always)
  static func endPiece(_ cell: GridCell) -> Int {
    Pieces.ends + flagBits(cell) * 8 + cell.weekday.rawValue
  }

  /// A cell with decorations or a week number, or a day number past the pieces', appended
  /// piece by piece.
  static func appendCell(
    _ grid: MonthGrid, at position: Int, date: (year: Int, month: Int, day: Int),
    _ pieces: Pieces.View, _ texts: Texts, to bytes: inout [UInt8]
  ) {
    let cell = grid[position]
    pieces.append(startPiece(cell, at: position), to: &bytes)
    if (0...9999).contains(date.year) {
      withUnsafeBytes(of: dateText(date)) { bytes.append(contentsOf: $0) }
    } else {
      bytes += cell.day.iso8601.utf8
    }
    let dayOfMonth = cell.dayOfMonth
    if dayOfMonth >= 0, dayOfMonth < Pieces.dayCount {
      pieces.append(Pieces.days + dayOfMonth, to: &bytes)
    } else {
      bytes += texts.dateEnd
      Self.appendInteger(dayOfMonth, to: &bytes)
      bytes += texts.decorationsKey
    }
    if cell.flags.contains(.decorated) {
      for (index, decoration) in grid.decorations(at: position).enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        appendDecoration(decoration, to: &bytes)
      }
    }
    if let week = cell.weekOfYear {
      bytes += texts.flags[flagBits(cell)]
      bytes += texts.weekOfYear
      Self.appendInteger(week, to: &bytes)
      bytes += texts.weekdays[cell.weekday.rawValue]
    } else {
      pieces.append(endPiece(cell), to: &bytes)
    }
  }

  /// Bytes gathered in a fixed buffer, then appended to an array at once. Every copy into the
  /// buffer is checked against its end: a piece longer than its room stops the program rather
  /// than write past it.
  struct Scratch {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private var count = 0

    init(buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    /// Whether `length` more bytes fit.
    @inline(__always)
    func fits(_ length: Int) -> Bool { length <= buffer.count - count }

    @inline(__always)
    mutating func put(_ piece: UnsafeBufferPointer<UInt8>) {
      precondition(fits(piece.count), "a JSON piece is longer than the room left for it")
      guard let target = buffer.baseAddress, let source = piece.baseAddress else { return }
      UnsafeMutableRawPointer(target + count).copyMemory(from: source, byteCount: piece.count)
      count += piece.count
    }

    /// A date of a year of four digits as ``Day/iso8601`` writes it.
    @inline(__always)
    mutating func putDate(_ date: (year: Int, month: Int, day: Int)) {
      withUnsafeBytes(of: GridJSONWriter.dateText(date)) { put($0.bindMemory(to: UInt8.self)) }
    }

    mutating func flush(to bytes: inout [UInt8]) {
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
      count = 0
    }
  }

  /// The texts of a cell, packed into one array: appended from it without retaining an array
  /// per piece (a retain and a release per piece were a tenth of a JSON dump).
  struct Pieces: Sendable {
    /// The row's start (the first row's) and the cell's start.
    static let firstRow = 0
    static let nextRow = 1
    static let nextCell = 2
    /// The date's end, the day number and the `decorations` key, for the day numbers 0-35.
    static let days = 3
    static let dayCount = 36
    /// The end of `decorations`, the flags, the weekday and the cell's end, by
    /// `flags * 8 + weekday`.
    static let ends = days + dayCount

    private let bytes: [UInt8]
    /// Where each piece ends in `bytes`; piece `i` starts where piece `i - 1` ends.
    private let ends: [Int]
    private let longestPlainCell: Int

    init(_ pieces: [[UInt8]]) {
      bytes = pieces.flatMap { $0 }
      var end = 0
      ends = pieces.map { piece in
        end += piece.count
        return end
      }
      func longest(_ range: Range<Int>) -> Int { pieces[range].map(\.count).max() ?? 0 }
      // A start, a date of a four-digit year, a day and an end.
      longestPlainCell =
        longest(0..<Self.days) + 10 + longest(Self.days..<Self.ends)
        + longest(Self.ends..<pieces.count)
    }

    /// The pieces for the length of `body`.
    func withPieces<Result>(_ body: (View) -> Result) -> Result {
      bytes.withUnsafeBufferPointer { bytes in
        ends.withUnsafeBufferPointer { ends in
          body(View(bytes: bytes, ends: ends, longestPlainCell: longestPlainCell))
        }
      }
    }

    /// The pieces, borrowed.
    struct View {
      let bytes: UnsafeBufferPointer<UInt8>
      let ends: UnsafeBufferPointer<Int>
      /// The most a plain cell's four pieces and its date can take.
      let longestPlainCell: Int

      /// A piece's bytes; the number is checked, as buffer pointers do not check it.
      @inline(__always)
      subscript(piece: Int) -> UnsafeBufferPointer<UInt8> {
        precondition(piece >= 0 && piece < ends.count, "no such JSON piece")
        let start = piece == 0 ? 0 : ends[piece - 1]
        return UnsafeBufferPointer(rebasing: bytes[start..<ends[piece]])
      }

      @inline(__always)
      func append(_ piece: Int, to output: inout [UInt8]) {
        output.append(contentsOf: self[piece])
      }
    }
  }

  /// The fixed texts: keys with the punctuation around them.
  final class Texts: Sendable {
    static let shared = Texts()

    let eraYear = Array(#","eraYear":"#.utf8)
    let firstWeekday = Array(#","firstWeekday":"#.utf8)
    let leapMonth = Array(#","isLeapMonth":true"#.utf8)
    let notLeapMonth = Array(#","isLeapMonth":false"#.utf8)
    let monthLength = Array(#","monthLength":"#.utf8)
    let ordinal = Array(#","ordinal":"#.utf8)
    let rows = Array(#","rows":"#.utf8)
    let title = Array(#","title":"#.utf8)
    /// After the last cell: the ends of the row and of `weeks`, and the `year` key.
    let weeksEnd = Array(#"]],"year":"#.utf8)
    let emptyWeeksEnd = Array(#"],"year":"#.utf8)
    /// `","day":` after a cell's date.
    let dateEnd = Array(#"","day":"#.utf8)
    /// `,"decorations":[` after a day number.
    let decorationsKey = Array(#","decorations":["#.utf8)
    /// The end of `decorations` and the four flags of a cell (inMonth, isSelectable, isToday,
    /// isWeekend: bits 3 to 0).
    let flags: [[UInt8]]
    let weekOfYear = Array(#","weekOfYear":"#.utf8)
    /// A cell's end by weekday (1 = Sunday; 0 unused).
    let weekdays: [[UInt8]]
    /// What a cell is written from, around its date and its decorations.
    let cellPieces: Pieces

    private init() {
      func bool(_ value: Bool) -> String { value ? "true" : "false" }
      let flags = (0..<16).map { bits in
        var text = "]"
        for (bit, name) in [(8, "inMonth"), (4, "isSelectable"), (2, "isToday"), (1, "isWeekend")] {
          text += #","\#(name)":\#(bool(bits & bit != 0))"#
        }
        return Array(text.utf8)
      }
      self.flags = flags
      let weekdays = (0..<8).map { Array(#","weekday":\#($0)}"#.utf8) }
      self.weekdays = weekdays
      let dateStart = Array(#"{"date":""#.utf8)
      let dateEnd = self.dateEnd
      let decorationsKey = self.decorationsKey
      cellPieces = Pieces(
        [Array("[".utf8) + dateStart, Array("],[".utf8) + dateStart, Array(",".utf8) + dateStart]
          + (0..<36).map { dateEnd + Array("\($0)".utf8) + decorationsKey }
          + (0..<128).map { flags[$0 / 8] + weekdays[$0 % 8] })
    }

    /// `,"weekdaySymbols":[…],"weeks":[` for the symbols in column order.
    func weekdayHeader(_ symbols: [String]) -> [UInt8] {
      var header = Array(#","weekdaySymbols":["#.utf8)
      for (index, symbol) in symbols.enumerated() {
        if index > 0 { header.append(UInt8(ascii: ",")) }
        GridJSONWriter.appendString(symbol, to: &header)
      }
      header += #"],"weeks":["#.utf8
      return header
    }
  }

  /// A decoration as ``GridDocument/DecorationObject`` encodes it: its kind and fields, keys
  /// sorted, `true` and `false` as JSON booleans.
  static func appendDecoration(_ decoration: Decoration, to bytes: inout [UInt8]) {
    var fields = decoration.fields.filter { $0.key != "kind" }.map { ($0.key, $0.value) }
    fields.append(("kind", decoration.kind))
    fields.sort { $0.0 < $1.0 }
    bytes.append(UInt8(ascii: "{"))
    for (index, (key, value)) in fields.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      appendString(key, to: &bytes)
      bytes.append(UInt8(ascii: ":"))
      if key != "kind", value == "true" || value == "false" {
        bytes += value.utf8
      } else {
        appendString(value, to: &bytes)
      }
    }
    bytes.append(UInt8(ascii: "}"))
  }

  /// A JSON string as `JSONEncoder` writes it: quotes and backslashes escaped, control
  /// characters as `\b`, `\f`, `\n`, `\r`, `\t` or `\u00xx`, the rest (`/` too) as UTF-8.
  static func appendString(_ text: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    // Most strings (names, file names, dates) need no escape: their UTF-8 is one copy.
    let copied: Bool? = text.utf8.withContiguousStorageIfAvailable { utf8 in
      guard
        !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
      else { return false }
      bytes.append(contentsOf: utf8)
      return true
    }
    if copied == true {
      bytes.append(UInt8(ascii: "\""))
      return
    }
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(byte)
      case 0x08, 0x0C, 0x0A, 0x0D, 0x09:
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(Self.shortEscapes[Int(byte)])
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes += #"\u00"#.utf8
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0xF)])
      default:
        bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// The letter after the backslash for the control characters JSON escapes by a letter.
  private static let shortEscapes: [UInt8] = (0..<0x20).map { code in
    switch code {
    case 0x08: UInt8(ascii: "b")
    case 0x0C: UInt8(ascii: "f")
    case 0x0A: UInt8(ascii: "n")
    case 0x0D: UInt8(ascii: "r")
    case 0x09: UInt8(ascii: "t")
    default: 0
    }
  }

  /// A decimal integer.
  @inline(__always)
  static func appendInteger(_ value: Int, to bytes: inout [UInt8]) {
    // Day numbers, weekdays, months: one or two digits, the common case.
    if value >= 0, value < 100 {
      if value < 10 {
        bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
      } else {
        withUnsafeBytes(of: twoDigits(value)) { bytes.append(contentsOf: $0) }
      }
      return
    }
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    // UInt.max has 20 digits.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var count = 0
      while magnitude > 0 || count == 0 {
        digits[19 - count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
        magnitude /= 10
        count += 1
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[(20 - count)...]))
    }
  }

  /// Two ASCII digits of 0...99, in memory order.
  @inline(__always)
  static func twoDigits(_ value: Int) -> (UInt8, UInt8) {
    (
      UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value / 10),
      UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
    )
  }

  /// The Gregorian date of the cell before. A grid's cells are consecutive days, so a cell's
  /// date is mostly the one before plus a day: a conversion from the day number, a tenth of a
  /// JSON dump's own work, is needed once a grid and at the ends of months.
  struct DateCursor {
    private var day = Int.min
    private var year = 0
    private var month = 0
    private var dayOfMonth = 0

    /// The Gregorian date of `next`.
    @inline(__always)
    mutating func move(to next: Day) -> (year: Int, month: Int, day: Int) {
      let days = Int(next.daysSince1970)
      // Every month has at least 28 days, so the day after the 1st to the 27th is in its month.
      if days == day &+ 1, dayOfMonth < 28 {
        dayOfMonth += 1
      } else {
        (year, month, dayOfMonth) = next.gregorian
      }
      day = days
      return (year, month, dayOfMonth)
    }
  }

  /// The ten bytes of a date of a year of four digits (0-9999), as ``Day/iso8601`` writes it.
  @inline(__always)
  static func dateText(_ date: (year: Int, month: Int, day: Int)) -> (
    UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
  ) {
    let (y0, y1) = twoDigits(date.year / 100)
    let (y2, y3) = twoDigits(date.year % 100)
    let (m0, m1) = twoDigits(date.month)
    let (d0, d1) = twoDigits(date.day)
    let dash = UInt8(ascii: "-")
    return (y0, y1, y2, y3, dash, m0, m1, dash, d0, d1)
  }
}
