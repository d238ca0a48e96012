import CalendarGridCore
import CalendarGridDayPlugins
import CalendarGridSources
import CalendarGridState

/// Terminal column widths: East Asian wide and full-width characters take two columns, combining
/// marks none. Enough for aligning weekday headers in CJK and Hangul without a full wcwidth.
enum DisplayWidth {
  static func of(_ text: String) -> Int {
    // ASCII text (day numbers in Latin digits, most titles) is one column a byte. A native
    // string's bytes are read in place; the view's iterator costs several times as much.
    let ascii = text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.allSatisfy { $0 < 0x80 }
    }
    if ascii ?? text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.count }
    var width = 0
    for scalar in text.unicodeScalars { width += of(scalar) }
    return width
  }

  static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    // Below U+0300 (where combining marks begin) every scalar takes one column but the soft
    // hyphen, a format character: day numbers and Latin names never read Unicode's tables.
    if value < 0x300 { return value == 0xAD ? 0 : 1 }
    // The alphabets of most locales' names and digits (Greek through Hangul Jamo) from a table
    // made once: otherwise every scalar of every title and weekday name of every grid reads
    // Unicode's category tables.
    if value < smallScriptsEnd { return Int(smallScriptWidths[Int(value) &- 0x300]) }
    // Hangul syllables and CJK ideographs: letters (no marks, no format characters), all wide.
    if (0xAC00...0xD7A3).contains(value) || (0x4E00...0x9FFF).contains(value)
      || (0x3400...0x4DBF).contains(value)
    {
      return 2
    }
    return computedWidth(scalar)
  }

  /// Where the table of ``smallScriptWidths`` ends: U+0300 through U+11FF (3,840 scalars).
  private static var smallScriptsEnd: UInt32 { 0x1200 }

  /// ``computedWidth(_:)`` of U+0300 through U+11FF, in order (none of them is a surrogate).
  private static let smallScriptWidths: [UInt8] = (UInt32(0x300)..<smallScriptsEnd).map {
    UInt8(truncatingIfNeeded: Unicode.Scalar($0).map(computedWidth) ?? 1)
  }

  /// A scalar's width from Unicode's general category and the wide ranges.
  static func computedWidth(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x300 { return value == 0xAD ? 0 : 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if value == 0x200B || (0x1160...0x11FF).contains(value) { return 0 }
    return wideRanges.contains { $0.contains(value) } ? 2 : 1
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
    0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x20000...0x3FFFD,
  ]

  static func padLeft(_ text: String, to width: Int) -> String {
    let padding = width - of(text)
    return padding > 0 ? String(repeating: " ", count: padding) + text : text
  }

}
