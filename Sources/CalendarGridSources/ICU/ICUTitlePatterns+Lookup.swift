#if ICU
  extension ICUTitlePatterns {
    /// The table's pattern for `skeleton` in a locale ID of the form
    /// `<locale>@calendar=<calendar>`; nil when the running ICU or its CLDR data is not the
    /// table's, the ID has other keywords, or the table lacks the locale, calendar or skeleton
    /// (ICU's pattern generator is then asked).
    static func pattern(locale: String, skeleton: String) -> String? {
      guard let column = skeletons.firstIndex(of: skeleton), let (name, calendar) = cell(locale),
        let number = rows.number(calendar * skeletons.count + column, of: name)
      else { return nil }
      return patterns.indices.contains(number) ? patterns[number] : nil
    }

    /// The ID of the first locale whose titles for the calendar are those of a locale ID of the
    /// form `<locale>@calendar=<calendar>` (its title pattern, the symbols a title shows, digits
    /// and month names; see ``nameGroups``), as `<locale>@calendar=<calendar>`; nil where
    /// ``pattern(locale:skeleton:)`` is nil.
    static func namesLocale(of locale: String) -> String? {
      guard let (name, calendar) = cell(locale), let row = groups.number(calendar, of: name),
        groups.locales.indices.contains(row)
      else { return nil }
      var id = groups.locales[row]
      id += "@calendar="
      id += calendars[calendar]
      return id
    }

    /// The ID of the locale and calendar whose formatter has the standalone weekday names of a
    /// locale ID of the form `<locale>@calendar=<calendar>` (see ``weekdayGroups``), as
    /// `<locale>@calendar=<calendar>`; nil where ``pattern(locale:skeleton:)`` is nil.
    static func weekdaysLocale(of locale: String) -> String? {
      guard let (name, calendar) = cell(locale),
        let number = weekdays.number(calendar, of: name)
      else { return nil }
      let (row, column) = (number >> 5, number & 31)
      guard weekdays.locales.indices.contains(row), calendars.indices.contains(column) else {
        return nil
      }
      var id = weekdays.locales[row]
      id += "@calendar="
      id += calendars[column]
      return id
    }

    /// The table's locale and calendar column for a locale ID of the form
    /// `<locale>@calendar=<calendar>`, when the running ICU and CLDR data are the table's.
    ///
    /// Read as UTF-8 bytes: a dump asks twice for every locale and calendar, and searching
    /// and comparing the ID as characters cost more than the rest of the lookup.
    static func cell(_ locale: String) -> (locale: String, calendar: Int)? {
      let utf8 = locale.utf8
      guard isRunningICU, let at = utf8.firstIndex(of: UInt8(ascii: "@")) else { return nil }
      // `calendar=` alone: an ID with other keywords (`numbers=`, `fw=`, `rg=`...) names no
      // calendar of the table and is left to ICU, whatever the keywords change.
      let keywords = utf8[utf8.index(after: at)...]
      let calendarKeyword = "calendar=".utf8
      guard keywords.starts(with: calendarKeyword) else { return nil }
      let value = String(Substring(keywords.dropFirst(calendarKeyword.count)))
      guard let calendar = calendarColumns[value] else { return nil }
      return (String(locale[..<at]), calendar)
    }

    /// Each calendar's column in ``calendars``.
    private static let calendarColumns = Dictionary(
      uniqueKeysWithValues: calendars.enumerated().map { ($0.element, $0.offset) })

    /// Whether the process runs the ICU, with the CLDR data, that the table was read from.
    static let isRunningICU = ICU.version == icuVersion && ICU.cldrVersion == cldrVersion

    /// ``table`` indexed on first use: each locale's pattern numbers, one per column.
    static let rows = HexRows(table, numbers: calendars.count * skeletons.count, digits: 2)

    /// ``nameGroups`` indexed on first use: each locale's group (the row of its first alike
    /// locale) by calendar.
    static let groups = HexRows(nameGroups, numbers: calendars.count, digits: 3)

    /// ``weekdayGroups`` indexed on first use: for each locale and calendar, the locale's row
    /// times 32 plus the calendar's column of the pair to read weekday names from.
    static let weekdays = HexRows(weekdayGroups, numbers: calendars.count, digits: 5)
  }

  /// A generated table of lines `<locale> <hex digits>`, each line the same count of numbers
  /// of the same count of digits, found by locale.
  ///
  /// Indexing the table finds where each line's digits start and reads nothing else; a
  /// number is read when asked for. Every process that names a month (`calgrid` printing one)
  /// reads the tables, and decoding every number of every line took most of its instructions.
  struct HexRows: Sendable {
    /// The locales in the table's order.
    let locales: [String]
    /// Each locale's first digit in ``utf8``.
    private let starts: [String: Int]
    private let utf8: [UInt8]
    /// Numbers on a line, and hex digits a number.
    private let numbersPerLine: Int
    private let digits: Int

    /// The table's lines; none when a line is not of the form (a generated table is whole or
    /// not used: a group's number is a line's position, which a skipped line would shift).
    init(_ text: String, numbers: Int, digits: Int) {
      self.numbersPerLine = numbers
      self.digits = digits
      let utf8 = Array(text.utf8)
      var locales: [String] = []
      var starts: [String: Int] = [:]
      var lineStart = 0
      var wellFormed = true
      while lineStart < utf8.count {
        let lineEnd = utf8[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.count
        guard let space = utf8[lineStart..<lineEnd].firstIndex(of: UInt8(ascii: " ")),
          space > lineStart, lineEnd - (space + 1) == numbers * digits
        else {
          wellFormed = false
          break
        }
        let locale = String(decoding: utf8[lineStart..<space], as: UTF8.self)
        locales.append(locale)
        starts[locale] = space + 1
        lineStart = lineEnd + 1
      }
      self.utf8 = wellFormed ? utf8 : []
      self.locales = wellFormed ? locales : []
      self.starts = wellFormed ? starts : [:]
    }

    /// Whether the table has a line for the locale.
    func contains(_ locale: String) -> Bool { starts[locale] != nil }

    /// The number in column `column` of the locale's line; nil when the table has no such
    /// line or column, or the digits are not hex.
    func number(_ column: Int, of locale: String) -> Int? {
      guard column >= 0, column < numbersPerLine, let start = starts[locale] else { return nil }
      var value = 0
      let first = start + column * digits
      for digit in utf8[first..<(first + digits)] {
        guard let nibble = Self.hexValue(digit) else { return nil }
        value = value << 4 | nibble
      }
      return value
    }

    /// Every number of the locale's line.
    func numbers(of locale: String) -> [Int]? {
      guard contains(locale) else { return nil }
      let numbers = (0..<numbersPerLine).compactMap { number($0, of: locale) }
      return numbers.count == numbersPerLine ? numbers : nil
    }

    private static func hexValue(_ digit: UInt8) -> Int? {
      switch digit {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(digit - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(digit - UInt8(ascii: "a") + 10)
      default: nil
      }
    }
  }
#endif
