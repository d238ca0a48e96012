import CalendarGrid

extension GridJSONWriter {
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

  /// The Gregorian date of the cell before. A grid's cells are consecutive days, so a cell's
  /// date is mostly the one before plus a day, and the conversion from the day number (civil
  /// date arithmetic with divisions) is needed only once a grid and at the ends of months.
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
}
