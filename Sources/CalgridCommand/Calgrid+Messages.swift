extension Calgrid {
  /// A message as the tool prints it: every character a terminal would act on instead of
  /// showing, written as an escape.
  ///
  /// Messages quote what the user typed (a locale, a path, a date), so an argument holding an
  /// escape sequence would otherwise recolour or rewrite the terminal, and a newline in one would
  /// forge a line of its own. C0 controls (newline and tab included) and DEL are written `\x1B`,
  /// C1 controls `\u{85}`, and the bidirectional controls that reorder what follows them on
  /// screen (U+061C, U+200E, U+200F, U+202A...U+202E, U+2066...U+2069) `\u{202E}`. Everything
  /// else is kept as it is, non-ASCII letters included.
  package static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x20 || value == 0x7F {
        result += "\\x" + hex(value, digits: 2)
      } else if (0x80...0x9F).contains(value) || isBidiControl(value) {
        result += "\\u{" + hex(value, digits: 1) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The bidirectional formatting characters (Unicode's `Bidi_Control` property).
  static func isBidiControl(_ value: UInt32) -> Bool {
    value == 0x061C || value == 0x200E || value == 0x200F || (0x202A...0x202E).contains(value)
      || (0x2066...0x2069).contains(value)
  }

  private static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }

  /// The line `calgrid: error: <message>` with the hint that follows every usage error, the
  /// message escaped (see ``escaped(_:)``).
  package static func errorLines(_ message: String, help: String = "calgrid --help") -> String {
    "calgrid: error: \(escaped(message))\nTry '\(help)' for the options.\n"
  }

  /// A count with its noun, singular for one (`1 file`, `0 files`, `14491 files`): the plain
  /// English plural of the tool's own nouns, without digit grouping, as scripts read summaries.
  package static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
