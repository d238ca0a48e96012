import CalendarGrid

/// Grids as JSON Lines (`calgrid dump --format jsonl`): each grid the object
/// ``GridDocument/Grid`` encodes to in `--format json` (the same keys and values; compact, keys
/// sorted, no `/` escaped), on a line of its own.
///
/// Written byte by byte rather than through `JSONEncoder`, which builds a tree of every value
/// first: a stream of a million grids is the engine's speed, not the encoder's. What the job
/// shares (the calendar, the locale, the weekday headers) is encoded once.
struct GridJSONLines {
  /// `{"calendar":"…","era":`: the start of every grid's object.
  private let start: [UInt8]
  /// `,"locale":"…","month":`.
  private let locale: [UInt8]
  private let names: CalendarNames
  /// `"weekdaySymbols":[…],"weeks":[` by first weekday (1-7), made when first needed.
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

  /// Appends one grid's line, newline included.
  mutating func append(_ grid: MonthGrid, to bytes: inout [UInt8]) {
    appendObject(grid, to: &bytes)
    bytes.append(UInt8(ascii: "\n"))
  }

  /// Appends one grid's object, compact, without a newline.
  mutating func appendObject(_ grid: MonthGrid, to bytes: inout [UInt8]) {
    let month = grid.month
    bytes += start
    Self.appendInteger(Int(month.era), to: &bytes)
    Self.put(#","eraYear":"#, &bytes)
    Self.appendInteger(Int(month.eraYear), to: &bytes)
    Self.put(#","firstWeekday":"#, &bytes)
    Self.appendInteger(grid.firstWeekday.rawValue, to: &bytes)
    Self.put(month.isLeapMonth ? #","isLeapMonth":true"# : #","isLeapMonth":false"#, &bytes)
    bytes += locale
    Self.appendInteger(month.month, to: &bytes)
    Self.put(#","monthLength":"#, &bytes)
    Self.appendInteger(month.length, to: &bytes)
    Self.put(#","ordinal":"#, &bytes)
    Self.appendInteger(month.ordinal, to: &bytes)
    Self.put(#","rows":"#, &bytes)
    Self.appendInteger(grid.rowCount, to: &bytes)
    Self.put(#","title":"#, &bytes)
    Self.appendString(names.title(for: month), to: &bytes)
    bytes.append(UInt8(ascii: ","))
    let first = grid.firstWeekday.rawValue
    if weekdaySymbols[first].isEmpty {
      var header = Array(#""weekdaySymbols":["#.utf8)
      for (index, symbol) in names.weekdaySymbols(.short, startingAt: grid.firstWeekday)
        .enumerated()
      {
        if index > 0 { header.append(UInt8(ascii: ",")) }
        Self.appendString(symbol, to: &header)
      }
      header += #"],"weeks":["#.utf8
      weekdaySymbols[first] = header
    }
    bytes += weekdaySymbols[first]
    for position in 0..<grid.count {
      if position % 7 == 0 {
        Self.put(position == 0 ? "[" : "],[", &bytes)
      } else {
        bytes.append(UInt8(ascii: ","))
      }
      appendCell(grid, at: position, to: &bytes)
    }
    if grid.count > 0 { bytes.append(UInt8(ascii: "]")) }
    Self.put(#"],"year":"#, &bytes)
    Self.appendInteger(Int(month.year), to: &bytes)
    bytes.append(UInt8(ascii: "}"))
  }

  private func appendCell(_ grid: MonthGrid, at position: Int, to bytes: inout [UInt8]) {
    let cell = grid[position]
    // Three appends for a cell without decorations or week numbers: the date with the keys
    // around it, the day with the next key, the flags with the weekday.
    Self.appendDateHead(cell.day, to: &bytes)
    let dayOfMonth = cell.dayOfMonth
    if dayOfMonth >= 0, dayOfMonth < Self.dayTexts.count {
      bytes += Self.dayTexts[dayOfMonth]
    } else {
      Self.appendInteger(dayOfMonth, to: &bytes)
      Self.put(#","decorations":["#, &bytes)
    }
    if cell.flags.contains(.decorated) {
      for (index, decoration) in grid.decorations(at: position).enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        Self.appendDecoration(decoration, to: &bytes)
      }
    }
    let flags =
      (cell.isInMonth ? 8 : 0) | (cell.isSelectable ? 4 : 0) | (cell.isToday ? 2 : 0)
      | (cell.isWeekend ? 1 : 0)
    if let week = cell.weekOfYear {
      bytes += Self.flagTexts[flags]
      Self.put(#","weekOfYear":"#, &bytes)
      Self.appendInteger(week, to: &bytes)
      bytes += Self.weekdayTexts[cell.weekday.rawValue]
    } else {
      bytes += Self.flagAndWeekdayTexts[flags * 8 + cell.weekday.rawValue]
    }
  }

  /// Appends literal text without making an array of it.
  @inline(__always)
  private static func put(_ text: StaticString, _ bytes: inout [UInt8]) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// `N,"decorations":[` for the day numbers 0-35.
  private static let dayTexts: [[UInt8]] = (0..<36).map {
    Array("\($0),\"decorations\":[".utf8)
  }

  /// The four flags of a cell (inMonth, isSelectable, isToday, isWeekend: bits 3 to 0), after
  /// the decorations.
  private static let flagTexts: [[UInt8]] = (0..<16).map { bits in
    func flag(_ bit: Int) -> String { bits & bit != 0 ? "true" : "false" }
    return Array(
      "],\"inMonth\":\(flag(8)),\"isSelectable\":\(flag(4)),\"isToday\":\(flag(2)),\"isWeekend\":\(flag(1))"
        .utf8)
  }

  /// A cell's end by weekday (1 = Sunday; 0 unused).
  private static let weekdayTexts: [[UInt8]] = (0..<8).map {
    Array(",\"weekday\":\($0)}".utf8)
  }

  /// The flags and the cell's end together, by `flags * 8 + weekday`.
  private static let flagAndWeekdayTexts: [[UInt8]] = (0..<128).map {
    flagTexts[$0 / 8] + weekdayTexts[$0 % 8]
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

  /// Compact JSON (as this type writes it) laid out as `JSONEncoder`'s `.prettyPrinted` does:
  /// two-space indents, `"key" : value`, an empty array or object as its brackets around an
  /// empty line. Strings are copied as they are.
  static func prettyPrinted(_ compact: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(compact.count * 3)
    var depth = 0
    var index = 0
    let newline = UInt8(ascii: "\n")
    let space = UInt8(ascii: " ")
    // Byte by byte: a line's indent and a key's few bytes are shorter than what a generic
    // append of a sequence or a slice costs to set up.
    func indent(_ out: inout [UInt8], _ depth: Int) {
      var count = depth * 2
      while count > 0 {
        out.append(space)
        count -= 1
      }
    }
    while index < compact.count {
      let byte = compact[index]
      switch byte {
      case UInt8(ascii: "\""):
        // A string, to its closing quote (a backslash takes the byte after it along).
        out.append(byte)
        index += 1
        while index < compact.count, compact[index] != UInt8(ascii: "\"") {
          if compact[index] == UInt8(ascii: "\\"), index + 1 < compact.count {
            out.append(compact[index])
            index += 1
          }
          out.append(compact[index])
          index += 1
        }
        if index < compact.count { out.append(compact[index]) }
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        out.append(byte)
        out.append(newline)
        let next = index + 1 < compact.count ? compact[index + 1] : 0
        if next == UInt8(ascii: "}") || next == UInt8(ascii: "]") {
          out.append(newline)
          indent(&out, depth)
          out.append(next)
          index += 1
        } else {
          depth += 1
          indent(&out, depth)
        }
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        out.append(newline)
        indent(&out, depth)
        out.append(byte)
      case UInt8(ascii: ","):
        out.append(byte)
        out.append(newline)
        indent(&out, depth)
      case UInt8(ascii: ":"):
        out.append(space)
        out.append(byte)
        out.append(space)
      default:
        out.append(byte)
      }
      index += 1
    }
    return out
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
  private static func twoDigits(_ value: Int) -> (UInt8, UInt8) {
    (
      UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value / 10),
      UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
    )
  }

  /// `{"date":"YYYY-MM-DD","day":`, the date as ``Day/iso8601`` writes it; for four-digit
  /// years in one append, without a String.
  @inline(__always)
  static func appendDateHead(_ day: Day, to bytes: inout [UInt8]) {
    let (year, month, dayOfMonth) = day.gregorian
    guard (0...9999).contains(year) else {
      put(#"{"date":""#, &bytes)
      bytes += day.iso8601.utf8
      put(#"","day":"#, &bytes)
      return
    }
    let (y0, y1) = twoDigits(year / 100)
    let (y2, y3) = twoDigits(year % 100)
    let (m0, m1) = twoDigits(month)
    let (d0, d1) = twoDigits(dayOfMonth)
    let dash = UInt8(ascii: "-")
    let quote = UInt8(ascii: "\"")
    let colon = UInt8(ascii: ":")
    let comma = UInt8(ascii: ",")
    // {"date":"  YYYY-MM-DD  ","day":
    let text = (
      UInt8(ascii: "{"), quote, UInt8(ascii: "d"), UInt8(ascii: "a"), UInt8(ascii: "t"),
      UInt8(ascii: "e"), quote, colon, quote,
      y0, y1, y2, y3, dash, m0, m1, dash, d0, d1,
      quote, comma, quote, UInt8(ascii: "d"), UInt8(ascii: "a"), UInt8(ascii: "y"), quote, colon
    )
    withUnsafeBytes(of: text) { bytes.append(contentsOf: $0) }
  }
}
