#if ICU
  extension ICUTitlePatterns {
    /// The table's pattern for `skeleton` in a locale ID of the form
    /// `<locale>@calendar=<calendar>`; nil when the running ICU or its CLDR data is not the
    /// table's, the ID has other keywords, or the table lacks the locale, calendar or skeleton
    /// (ICU's pattern generator is then asked).
    static func pattern(locale: String, skeleton: String) -> String? {
      guard let column = skeletons.firstIndex(of: skeleton), let (name, calendar) = cell(locale),
        let row = rows[name]
      else { return nil }
      let number = Int(row[calendar * skeletons.count + column])
      return patterns.indices.contains(number) ? patterns[number] : nil
    }

    /// The ID of the first locale whose names for the calendar are those of a locale ID of the
    /// form `<locale>@calendar=<calendar>` (its title pattern, date symbols, digits and month
    /// names; see ``nameGroups``), as `<locale>@calendar=<calendar>`; nil where
    /// ``pattern(locale:skeleton:)`` is nil.
    static func namesLocale(of locale: String) -> String? {
      guard let (name, calendar) = cell(locale), let row = groups.rows[name],
        groups.order.indices.contains(Int(row[calendar]))
      else { return nil }
      return "\(groups.order[Int(row[calendar])])@calendar=\(calendars[calendar])"
    }

    /// The table's locale and calendar column for a locale ID of the form
    /// `<locale>@calendar=<calendar>`, when the running ICU and CLDR data are the table's.
    private static func cell(_ locale: String) -> (locale: String, calendar: Int)? {
      guard isRunningICU, let at = locale.firstIndex(of: "@") else { return nil }
      let keywords = locale[locale.index(after: at)...]
      // `calendar=` alone: an ID with other keywords (`numbers=`, `fw=`, `rg=`...) names no
      // calendar of the table and is left to ICU, whatever the keywords change.
      let calendarKeyword = "calendar="
      guard keywords.hasPrefix(calendarKeyword),
        let calendar = calendars.firstIndex(where: {
          $0 == keywords.dropFirst(calendarKeyword.count)
        })
      else { return nil }
      return (String(locale[..<at]), calendar)
    }

    /// Whether the process runs the ICU, with the CLDR data, that the table was read from.
    static let isRunningICU = ICU.version == icuVersion && ICU.cldrVersion == cldrVersion

    /// Each locale's pattern numbers, one per column, read from ``table`` on first use.
    static let rows: [String: [UInt8]] = {
      let width = calendars.count * skeletons.count
      var rows: [String: [UInt8]] = [:]
      for line in table.split(separator: "\n") {
        let fields = line.split(separator: " ")
        guard fields.count == 2, fields[1].utf8.count == width * 2 else { continue }
        let digits = Array(fields[1].utf8)
        var numbers: [UInt8] = []
        numbers.reserveCapacity(width)
        for cell in 0..<width {
          guard let high = hexValue(digits[2 * cell]), let low = hexValue(digits[2 * cell + 1])
          else { break }
          numbers.append(high << 4 | low)
        }
        if numbers.count == width { rows[String(fields[0])] = numbers }
      }
      return rows
    }()

    /// ``nameGroups`` read on first use: the locales in row order, and each locale's group
    /// (the row of its first alike locale) by calendar.
    static let groups: (order: [String], rows: [String: [UInt16]]) = {
      var order: [String] = []
      var rows: [String: [UInt16]] = [:]
      for line in nameGroups.split(separator: "\n") {
        let fields = line.split(separator: " ")
        guard fields.count == 2, fields[1].utf8.count == calendars.count * 3 else {
          return ([], [:])
        }
        let digits = Array(fields[1].utf8)
        var groups: [UInt16] = []
        for cell in 0..<calendars.count {
          var value: UInt16 = 0
          for digit in digits[(3 * cell)..<(3 * cell + 3)] {
            guard let nibble = hexValue(digit) else { return ([], [:]) }
            value = value << 4 | UInt16(nibble)
          }
          groups.append(value)
        }
        order.append(String(fields[0]))
        rows[String(fields[0])] = groups
      }
      return (order, rows)
    }()

    private static func hexValue(_ digit: UInt8) -> UInt8? {
      switch digit {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
      default: nil
      }
    }
  }
#endif
