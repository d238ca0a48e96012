import CalendarGridCore

#if ICU
  extension ICUDateSymbols {
    /// Whether the process runs the ICU, with the CLDR data, that the table was read from.
    static let isRunningICU = ICU.version == icuVersion && ICU.cldrVersion == cldrVersion

    /// ``table`` indexed on first use: each locale's set number for each calendar.
    private static let localeRows = HexRows(
      table, numbers: ICUTitlePatterns.calendars.count, digits: 4)

    /// ``lists`` and ``sets`` as UTF-8 bytes, and where each line of ``lists`` starts (one more
    /// than the lines: the last is the end), found on first use. Every `calgrid` run that names
    /// a month reads them, so they are scanned as bytes, not as string indices.
    private static let listBytes = bytes(of: lists)
    private static let setBytes = bytes(of: sets)
    private static let listStarts: [Int] = listBytes.withUnsafeBufferPointer { bytes in
      var starts = [0]
      starts.reserveCapacity(4_096)
      var offset = 0
      while offset < bytes.count {
        if bytes[offset] == UInt8(ascii: "\n") {
          starts.append(offset + 1)
        }
        offset += 1
      }
      starts.append(bytes.count + 1)
      return starts
    }

    /// A literal's UTF-8, copied at once (a literal's storage is contiguous).
    private static func bytes(of text: String) -> [UInt8] {
      text.utf8.withContiguousStorageIfAvailable { Array($0) } ?? Array(text.utf8)
    }

    /// Lists decoded so far, by number: at most the table's lists.
    private static let decoded = Lock<[Int: [String]]>([:])

    /// The lists of one set: a locale and calendar's symbols of every kind in ``kinds``.
    struct SymbolSet {
      let lists: [[String]]

      /// The symbols of a kind (none for a kind the table does not have).
      subscript(kind: ICUDateFormatter.SymbolKind) -> [String] {
        guard let column = ICUDateSymbols.column(kind), lists.indices.contains(column) else {
          return []
        }
        return lists[column]
      }
    }

    /// The symbols of a kind for a locale ID of the form `<locale>@calendar=<calendar>`, as
    /// ``ICUDateFormatter/symbols(_:)`` reads them from a formatter of that ID; nil when the
    /// running ICU or its CLDR data is not the table's, the ID has other keywords, or the table
    /// lacks the locale, calendar or kind (a formatter is then opened).
    static func symbols(_ kind: ICUDateFormatter.SymbolKind, locale id: String) -> [String]? {
      guard column(kind) != nil else { return nil }
      return symbolSet(locale: id)?[kind]
    }

    /// The symbols of every kind (in ``kinds`` order) for a locale ID, as
    /// ``symbols(_:locale:)`` reads each: the ID is read once.
    static func symbolSet(locale id: String) -> SymbolSet? {
      guard isRunningICU, let (locale, calendar) = ICUTitlePatterns.cell(id),
        let set = localeRows.number(calendar, of: locale)
      else { return nil }
      var lists: [[String]] = []
      lists.reserveCapacity(kinds.count)
      for column in kinds.indices {
        guard let number = listNumber(set: set, column: column), let list = list(number) else {
          return nil
        }
        lists.append(list)
      }
      return SymbolSet(lists: lists)
    }

    /// The column of a kind in a set, nil when the table has no such kind.
    static func column(_ kind: ICUDateFormatter.SymbolKind) -> Int? {
      kinds.firstIndex(of: kind.rawValue)
    }

    /// The list number in column `column` of line `set` of ``sets`` (lines of 3 hexadecimal
    /// digits a kind); nil past the table or for a digit that is not hexadecimal.
    static func listNumber(set: Int, column: Int) -> Int? {
      let width = kinds.count * 3 + 1
      let first = set * width + column * 3
      guard set >= 0, column >= 0, column < kinds.count, first + 3 <= setBytes.count else {
        return nil
      }
      var value = 0
      for byte in setBytes[first..<(first + 3)] {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | Int(byte - 48)
        case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | Int(byte - 87)
        default: return nil
        }
      }
      return value
    }

    /// List `number` of ``lists``; nil past the last.
    static func list(_ number: Int) -> [String]? {
      guard number >= 0, number + 1 < listStarts.count else { return nil }
      if let known = decoded.withLock({ $0[number] }) { return known }
      let line = listBytes[listStarts[number]..<(listStarts[number + 1] - 1)]
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
