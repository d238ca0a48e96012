import CalendarGridCore

/// A month title's date pattern (`y년 MMMM`, `LLLL 'de' y`, `Gy年M月`) read into literal text and
/// the few fields a title of a calendar without leap months shows, so that a title is the
/// pattern's parts joined: no formatter call.
///
/// Only patterns made of the year (`y`), the month (`M`, `MM`, `MMMM`, `LLLL`, `L`, `LL`), the
/// era (`G`, `GGGG`) and literal text are read; any other field (a cyclic year `U`, a related
/// year `r`, a narrow era, an abbreviated month) makes ``init(_:)`` fail, and the source's
/// formatter titles the month as before.
package struct TitlePattern: Hashable, Sendable {
  package enum Part: Hashable, Sendable {
    case text(String)
    /// The era year in the locale's digits, at least this many digits.
    case year(minimumDigits: Int)
    /// The month number in the locale's digits, at least this many digits.
    case monthNumber(minimumDigits: Int)
    /// The month's wide name: as inside a date (`MMMM`) or alone (`LLLL`).
    case monthName(standalone: Bool)
    /// The era's name: abbreviated (`G`) or wide (`GGGG`).
    case era(wide: Bool)
  }

  package let parts: [Part]

  /// Reads a pattern in the syntax of CLDR date patterns: letters are fields, repeated for
  /// their width; text between single quotes is literal and `''` is a quote. Nil when the
  /// pattern has a field outside those listed on the type, or an unclosed quote.
  package init?(_ pattern: String) {
    var parts: [Part] = []
    var literal = ""
    var characters = pattern.unicodeScalars[...]
    func flush() {
      if !literal.isEmpty { parts.append(.text(literal)) }
      literal = ""
    }
    while let first = characters.first {
      if first == "'" {
        characters.removeFirst()
        if characters.first == "'" {
          literal.unicodeScalars.append("'")
          characters.removeFirst()
          continue
        }
        // Quoted text up to the closing quote; `''` inside is one quote.
        while true {
          guard let next = characters.first else { return nil }
          characters.removeFirst()
          if next == "'" {
            if characters.first == "'" {
              literal.unicodeScalars.append("'")
              characters.removeFirst()
              continue
            }
            break
          }
          literal.unicodeScalars.append(next)
        }
        continue
      }
      guard first.isASCII, first.properties.isAlphabetic else {
        literal.unicodeScalars.append(first)
        characters.removeFirst()
        continue
      }
      let count = characters.prefix { $0 == first }.count
      characters.removeFirst(count)
      flush()
      switch (first, count) {
      case ("y", 1): parts.append(.year(minimumDigits: 1))
      case ("M", 1...2), ("L", 1...2): parts.append(.monthNumber(minimumDigits: count))
      case ("M", 4): parts.append(.monthName(standalone: false))
      case ("L", 4): parts.append(.monthName(standalone: true))
      case ("G", 1...3): parts.append(.era(wide: false))
      case ("G", 4): parts.append(.era(wide: true))
      default: return nil
      }
    }
    flush()
    self.parts = parts
  }

  /// The names a title's parts are made from, in the source's order (month 1 at index 0, eras
  /// by the source's era number), and the locale's digits (nil: `0` through `9`).
  package struct Names: Sendable {
    package var formatMonths: [String]
    package var standaloneMonths: [String]
    package var eras: [String]
    package var wideEras: [String]
    package var digits: [String]?

    package init(
      formatMonths: [String], standaloneMonths: [String], eras: [String], wideEras: [String],
      digits: [String]?
    ) {
      self.formatMonths = formatMonths
      self.standaloneMonths = standaloneMonths
      self.eras = eras
      self.wideEras = wideEras
      self.digits = digits
    }
  }

  /// The title of a month numbered `month` (1-based) in era `era`, year `eraYear`; nil when the
  /// names lack the month or era, or the year is not positive (years 0 and below are titled
  /// with an era pattern of their own).
  package func title(month: Int, era: Int, eraYear: Int, names: Names) -> String? {
    guard eraYear > 0, month > 0 else { return nil }
    var text = ""
    for part in parts {
      switch part {
      case .text(let literal):
        text += literal
      case .year(let minimumDigits):
        Self.appendNumber(eraYear, minimumDigits: minimumDigits, digits: names.digits, to: &text)
      case .monthNumber(let minimumDigits):
        Self.appendNumber(month, minimumDigits: minimumDigits, digits: names.digits, to: &text)
      case .monthName(let standalone):
        let list = standalone ? names.standaloneMonths : names.formatMonths
        guard month <= list.count, !list[month - 1].isEmpty else { return nil }
        text += list[month - 1]
      case .era(let wide):
        let list = wide ? names.wideEras : names.eras
        guard era >= 0, era < list.count, !list[era].isEmpty else { return nil }
        text += list[era]
      }
    }
    return text
  }

  /// Appends a positive number's decimal digits, padded with zeros to `minimumDigits`.
  private static func appendNumber(
    _ value: Int, minimumDigits: Int, digits: [String]?, to text: inout String
  ) {
    let decimal = String(value)
    let padding = max(0, minimumDigits - decimal.utf8.count)
    guard let digits else {
      if padding > 0 { text += String(repeating: "0", count: padding) }
      text += decimal
      return
    }
    for _ in 0..<padding { text += digits[0] }
    for byte in decimal.utf8 { text += digits[Int(byte &- UInt8(ascii: "0"))] }
  }

}
