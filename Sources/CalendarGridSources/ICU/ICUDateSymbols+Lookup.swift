import CalendarGridCore

#if ICU
  extension ICUDateSymbols {
    /// Whether the process runs the ICU, with the CLDR data, that the table was read from.
    static let isRunningICU = ICU.version == icuVersion && ICU.cldrVersion == cldrVersion

    /// ``sets`` indexed on first use: each set's list number for each of ``kinds``.
    private static let setRows = HexRows(sets, numbers: kinds.count, digits: 3)

    /// ``table`` indexed on first use: each locale's set number for each calendar.
    private static let localeRows = HexRows(
      table, numbers: ICUTitlePatterns.calendars.count, digits: 4)

    /// Where each line of ``lists`` starts and ends in its UTF-8, found on first use.
    private static let listLines: [Range<String.UTF8View.Index>] = {
      var lines: [Range<String.UTF8View.Index>] = []
      let utf8 = lists.utf8
      var start = utf8.startIndex
      while start <= utf8.endIndex {
        let end = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
        lines.append(start..<end)
        guard end < utf8.endIndex else { break }
        start = utf8.index(after: end)
      }
      return lines
    }()

    /// Lists decoded so far, by number: at most the table's lists.
    private static let decoded = Lock<[Int: [String]]>([:])

    /// The symbols of a kind for a locale ID of the form `<locale>@calendar=<calendar>`, as
    /// ``ICUDateFormatter/symbols(_:)`` reads them from a formatter of that ID; nil when the
    /// running ICU or its CLDR data is not the table's, the ID has other keywords, or the table
    /// lacks the locale, calendar or kind (a formatter is then opened).
    static func symbols(_ kind: ICUDateFormatter.SymbolKind, locale id: String) -> [String]? {
      guard let column = kinds.firstIndex(of: kind.rawValue) else { return nil }
      return symbolSet(locale: id)?[column]
    }

    /// The symbols of every kind (in ``kinds`` order) for a locale ID, as
    /// ``symbols(_:locale:)`` reads each: the ID is read once.
    static func symbolSet(locale id: String) -> [[String]]? {
      guard isRunningICU, let (locale, calendar) = ICUTitlePatterns.cell(id),
        let set = localeRows.number(calendar, of: locale),
        let numbers = setRows.numbers(of: String(set))
      else { return nil }
      var lists: [[String]] = []
      lists.reserveCapacity(numbers.count)
      for number in numbers {
        guard let list = list(number) else { return nil }
        lists.append(list)
      }
      return lists
    }

    /// A set's list of one kind: `set[kind]` by the kind, nil when the table has no such kind.
    static func column(_ kind: ICUDateFormatter.SymbolKind) -> Int? {
      kinds.firstIndex(of: kind.rawValue)
    }

    /// List `number` of ``lists``; nil past the last.
    static func list(_ number: Int) -> [String]? {
      if let known = decoded.withLock({ $0[number] }) { return known }
      guard listLines.indices.contains(number) else { return nil }
      let line = lists.utf8[listLines[number]]
      let symbols =
        line.isEmpty
        ? []
        : line.split(separator: 0x1F, omittingEmptySubsequences: false).map {
          String(decoding: $0, as: UTF8.self)
        }
      decoded.withLock { $0[number] = symbols }
      return symbols
    }
  }
#endif
