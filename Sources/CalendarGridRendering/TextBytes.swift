/// Text as UTF-8 bytes, appended to by copying bytes, and made a string once.
struct TextBytes {
  private var bytes: [UInt8] = []

  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// How many bytes the text has.
  var count: Int { bytes.count }

  /// The text as a string (the bytes are UTF-8 of whole strings, so nothing is replaced).
  var string: String { String(decoding: bytes, as: UTF8.self) }

  /// The text's bytes.
  var utf8: [UInt8] { bytes }

  mutating func append(_ text: String) {
    // A native string's UTF-8 is contiguous: one copy of its bytes, where the generic append of
    // the UTF-8 view goes byte by byte through the view's iterator (a large part of a text
    // dump's work); that stays the fallback for a string without contiguous UTF-8.
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
    if copied == nil { bytes.append(contentsOf: text.utf8) }
  }

  /// Appends bytes of UTF-8 text.
  mutating func append(_ text: ArraySlice<UInt8>) { bytes.append(contentsOf: text) }

  /// Appends each line after a newline.
  mutating func appendLines(_ lines: [String]) {
    for line in lines {
      appendNewline()
      append(line)
    }
  }

  /// Appends a space: a byte, without a string.
  mutating func appendSpace() { bytes.append(UInt8(ascii: " ")) }

  /// Appends a newline: a byte, without a string.
  mutating func appendNewline() { bytes.append(UInt8(ascii: "\n")) }

  /// Appends `count` spaces (none when `count` is 0 or less): a few bytes, one at a time.
  mutating func appendSpaces(_ count: Int) {
    var left = count
    while left > 0 {
      bytes.append(UInt8(ascii: " "))
      left -= 1
    }
  }

  /// Appends a non-negative number in ASCII digits (as `String(value)` writes it), after the
  /// spaces that right-align it in `width` columns.
  mutating func appendDecimal(_ value: Int, rightAlignedIn width: Int) {
    precondition(value >= 0, "negative number")
    var digits = 1
    var divisor = 1
    while divisor <= value / 10 {
      divisor *= 10
      digits += 1
    }
    appendSpaces(width - digits)
    var rest = value
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }

  /// Cuts the spaces that end the line starting at byte `start`, as characters: the trailing
  /// spaces a string's `hasSuffix(" ")` finds.
  mutating func trimLine(from start: Int) {
    var end = bytes.count
    while end > start && bytes[end - 1] == 0x20 { end -= 1 }
    guard end < bytes.count else { return }
    // After an ASCII byte (or none), each space is a character of its own: only a "prepend"
    // scalar, none of them ASCII, joins the space after it into one character.
    if end == start || bytes[end - 1] < 0x80 {
      bytes.removeLast(bytes.count - end)
      return
    }
    // After another scalar, the first space joins it (and so stays) only when the scalar is a
    // "prepend" one (a prepended concatenation mark): the scalar and one space are one
    // character. Only they are made a string, not the line.
    var scalarStart = end - 1
    while scalarStart > start && bytes[scalarStart] & 0xC0 == 0x80 { scalarStart -= 1 }
    let joinsSpace = String(decoding: bytes[scalarStart...end], as: UTF8.self).count == 1
    bytes.removeLast(bytes.count - (joinsSpace ? end + 1 : end))
  }
}
