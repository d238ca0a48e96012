import CalendarGrid

extension GridJSONWriter {
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
