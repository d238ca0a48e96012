import CalendarGridCore

#if ICU
  extension ICUDateSymbols {
    /// Whether the process runs the ICU, with the CLDR data, that the table was read from.
    static let isRunningICU = ICU.version == icuVersion && ICU.cldrVersion == cldrVersion

    /// ``table`` indexed on first use: each locale's set number for each calendar.
    private static let localeRows = HexRows(
      table, numbers: ICUTitlePatterns.calendars.count, digits: 4)

    /// ``lists``, ``sets`` and ``listStarts`` as UTF-8 bytes, copied on first use. Every
    /// `calgrid` run that names a month reads them, so they are read as bytes, not as string
    /// indices, and a list is found by its start without scanning the lines.
    private static let listBytes = bytes(of: lists)
    private static let setBytes = bytes(of: sets)
    private static let startBytes = bytes(of: listStarts)

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
      guard set >= 0, set < (setBytes.count + 1) / width, column >= 0, column < kinds.count else {
        return nil
      }
      return hexNumber(in: setBytes, at: set * width + column * 3, digits: 3)
    }

    /// The number of `digits` hexadecimal digits at `offset` of `bytes`; nil past the end or
    /// for a digit that is not hexadecimal.
    private static func hexNumber(in bytes: [UInt8], at offset: Int, digits: Int) -> Int? {
      guard offset >= 0, offset + digits <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[offset..<(offset + digits)] {
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
      // One start a list and one past the last: the count bounds `number` before any product.
      guard number >= 0, number < startBytes.count / 5 - 1,
        let start = hexNumber(in: startBytes, at: number * 5, digits: 5),
        let next = hexNumber(in: startBytes, at: number * 5 + 5, digits: 5),
        start < next, next - 1 <= listBytes.count
      else { return nil }
      if let known = decoded.withLock({ $0[number] }) { return known }
      let line = listBytes[start..<(next - 1)]
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
