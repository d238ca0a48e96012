#if ICU
  extension ICUTitlePatterns {
    /// The table's pattern for `skeleton` in a locale ID of the form
    /// `<locale>@calendar=<calendar>`; nil when the running ICU or its CLDR data is not the
    /// table's, the ID has other keywords, or the table lacks the locale, calendar or skeleton
    /// (ICU's pattern generator is then asked).
    static func pattern(locale: String, skeleton: String) -> String? {
      guard isRunningICU, let column = skeletons.firstIndex(of: skeleton),
        let at = locale.firstIndex(of: "@")
      else { return nil }
      let keywords = locale[locale.index(after: at)...]
      // `calendar=` alone: an ID with other keywords (`numbers=`, `fw=`, `rg=`...) names no
      // calendar of the table and is left to the generator, whatever the keywords change.
      let calendarKeyword = "calendar="
      guard keywords.hasPrefix(calendarKeyword),
        let calendar = calendars.firstIndex(where: {
          $0 == keywords.dropFirst(calendarKeyword.count)
        }),
        let row = rows[String(locale[..<at])]
      else { return nil }
      let number = Int(row[calendar * skeletons.count + column])
      return patterns.indices.contains(number) ? patterns[number] : nil
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

    private static func hexValue(_ digit: UInt8) -> UInt8? {
      switch digit {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
      default: nil
      }
    }
  }
#endif
