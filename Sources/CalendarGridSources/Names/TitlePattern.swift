import CalendarGridCore

/// A month title's date pattern (`y년 MMMM`, `LLLL 'de' y`, `Gy年M月`) read into literal text and
/// the few fields a title of a calendar without leap months shows, so that a title is the
/// pattern's parts joined: no formatter call.
///
/// Only patterns made of the year (`y`), the month (`M`, `MM`, `MMMM`, `LLLL`, `L`, `LL`), the
/// era (`G`, `GGGG`), the related Gregorian year (`r`), the abbreviated name of the year in the
/// 60-year cycle (`U`) and literal text are read; any other field (a narrow era, an abbreviated
/// month, a wide cyclic year) makes ``init(_:)`` fail, and the source's formatter titles the
/// month as before.
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
    /// The Gregorian year a Chinese or Dangi year is related to, at least this many digits.
    case relatedYear(minimumDigits: Int)
    /// The abbreviated name of the year in the 60-year cycle (`甲辰`).
    case cyclicYear
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
      case ("r", _): parts.append(.relatedYear(minimumDigits: count))
      case ("U", 1...3): parts.append(.cyclicYear)
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
    /// The abbreviated names of the years of the 60-year cycle (empty: the calendar has none).
    package var cyclicYears: [String]
    package var digits: [String]?

    package init(
      formatMonths: [String], standaloneMonths: [String], eras: [String], wideEras: [String],
      cyclicYears: [String] = [], digits: [String]?
    ) {
      self.formatMonths = formatMonths
      self.standaloneMonths = standaloneMonths
      self.eras = eras
      self.wideEras = wideEras
      self.cyclicYears = cyclicYears
      self.digits = digits
    }
  }

  /// What a title shows of a month, in the source's numbering.
  package struct Fields: Hashable, Sendable {
    /// The month number a numeric month shows (1-based).
    package var month: Int
    /// The month's name, by its index in the month names.
    package var monthName: Int
    package var era: Int
    /// The year within the era (positive).
    package var eraYear: Int
    /// The related Gregorian year, for calendars that have one.
    package var relatedYear: Int?
    /// The year's index in the 60-year cycle (0 through 59), for calendars that have one.
    package var cyclicYear: Int?

    package init(
      month: Int, monthName: Int, era: Int, eraYear: Int, relatedYear: Int? = nil,
      cyclicYear: Int? = nil
    ) {
      self.month = month
      self.monthName = monthName
      self.era = era
      self.eraYear = eraYear
      self.relatedYear = relatedYear
      self.cyclicYear = cyclicYear
    }
  }

  /// The title of a month numbered `month` (1-based) in era `era`, year `eraYear`; nil when the
  /// names lack the month or era, or the year is not positive (years 0 and below are titled
  /// with an era pattern of their own).
  package func title(month: Int, era: Int, eraYear: Int, names: Names) -> String? {
    title(Fields(month: month, monthName: month - 1, era: era, eraYear: eraYear), names: names)
  }

  /// The title of a month with these fields; nil when the names lack the month, era or cyclic
  /// year, the pattern shows a field the month does not have, or the year is not positive.
  package func title(_ fields: Fields, names: Names) -> String? {
    let (month, era, eraYear) = (fields.month, fields.era, fields.eraYear)
    guard eraYear > 0, month > 0, fields.monthName >= 0 else { return nil }
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
        guard fields.monthName < list.count, !list[fields.monthName].isEmpty else { return nil }
        text += list[fields.monthName]
      case .era(let wide):
        let list = wide ? names.wideEras : names.eras
        guard era >= 0, era < list.count, !list[era].isEmpty else { return nil }
        text += list[era]
      case .relatedYear(let minimumDigits):
        guard let year = fields.relatedYear, year > 0 else { return nil }
        Self.appendNumber(year, minimumDigits: minimumDigits, digits: names.digits, to: &text)
      case .cyclicYear:
        guard let index = fields.cyclicYear, index >= 0, index < names.cyclicYears.count,
          !names.cyclicYears[index].isEmpty
        else { return nil }
        text += names.cyclicYears[index]
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
