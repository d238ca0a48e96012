import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Testing

@testable import CalendarGridRendering

/// Terminal widths: the table and ranges that answer for most scripts give what Unicode's
/// categories and the wide ranges give, scalar for scalar.
@Suite("Display widths")
struct DisplayWidthTests {
  @Test("every scalar of the Basic Multilingual Plane, and every 7th beyond, as computed")
  func fastPathsEqualComputed() {
    var compared = 0
    var differing: [String] = []
    for value in stride(from: UInt32(0), through: 0x10_FFFF, by: 1) {
      guard value < 0x1_0000 || value % 7 == 0, let scalar = Unicode.Scalar(value) else {
        continue
      }
      compared += 1
      let fast = DisplayWidth.of(scalar)
      let computed = DisplayWidth.computedWidth(scalar)
      if fast != computed, differing.count < 10 {
        differing.append("U+\(String(value, radix: 16, uppercase: true)): \(fast) ≠ \(computed)")
      }
    }
    #expect(differing.isEmpty, "\(differing)")
    #expect(compared > 63_000 + 150_000)
  }

  @Test("known widths: wide, narrow, combining, format and Jamo")
  func knownWidths() {
    let cases: [(String, Int)] = [
      ("2024년 3월", 10), ("三月", 4), ("䷀", 1), ("ثلاثاء", 6), ("e\u{301}", 1),
      ("\u{AD}", 0), ("\u{200B}", 0), ("\u{1100}\u{1161}", 2), ("١٢", 2), ("１２", 4),
      ("Март", 4), ("क\u{94D}", 1),
    ]
    for (text, width) in cases {
      #expect(DisplayWidth.of(text) == width, "\(text)")
    }
  }

  @Test("trailing spaces are cut as characters, after ASCII and other scripts alike")
  func trimmedLines() {
    func trimmed(_ line: String) -> String {
      var text = TextBytes(capacity: 0)
      text.append("head\n")
      let start = text.count
      text.append(line)
      text.trimLine(from: start)
      return text.string
    }
    #expect(trimmed(" 1  2   ") == "head\n 1  2")
    #expect(trimmed("     ") == "head\n")
    #expect(trimmed("٢٩  ") == "head\n٢٩")
    #expect(trimmed("28") == "head\n28")
    // A prepended concatenation mark (U+0600) joins the space after it into one character,
    // which is not a space: nothing is cut.
    #expect(trimmed("x\u{600} ") == "head\nx\u{600} ")
    #expect(trimmed("x\u{600}   ") == "head\nx\u{600} ")
    // Against the string's own trimming, as characters, for lines of every kind of ending.
    let pieces = [
      "1", "28", "٢٩", "\u{600}", "\u{6DD}", "\u{110BD}", "e\u{301}", "한", "日", "😀", "🇰🇷", "क्ष",
      "\u{200D}", "\u{FE0F}", " ", "  ",
    ]
    var compared = 0
    for first in pieces {
      for second in pieces {
        for spaces in 0..<3 {
          let line = first + second + String(repeating: " ", count: spaces)
          var expected = line
          while expected.hasSuffix(" ") { expected.removeLast() }
          #expect(trimmed(line) == "head\n" + expected, "\(line.unicodeScalars.map(\.value))")
          compared += 1
        }
      }
    }
    #expect(compared == pieces.count * pieces.count * 3)
  }
}
