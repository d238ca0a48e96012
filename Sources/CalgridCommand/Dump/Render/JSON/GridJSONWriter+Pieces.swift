extension GridJSONWriter {
  /// The texts of a cell, packed into one array: appended from it without retaining an array
  /// per piece, which would cost a retain and a release for every piece of every cell.
  struct Pieces: Sendable {
    /// The row's start (the first row's) and the cell's start.
    static let firstRow = 0
    static let nextRow = 1
    static let nextCell = 2
    /// The date's end, the day number and the `decorations` key, for the day numbers 0-35.
    static let days = 3
    static let dayCount = 36
    /// The end of `decorations`, the flags, the weekday and the cell's end, by
    /// `flags * 8 + weekday`.
    static let ends = days + dayCount

    private let bytes: [UInt8]
    /// Where each piece ends in `bytes`; piece `i` starts where piece `i - 1` ends.
    private let ends: [Int]
    private let longestPlainCell: Int

    init(_ pieces: [[UInt8]]) {
      bytes = pieces.flatMap { $0 }
      var end = 0
      ends = pieces.map { piece in
        end += piece.count
        return end
      }
      func longest(_ range: Range<Int>) -> Int { pieces[range].map(\.count).max() ?? 0 }
      // A start, a date of a four-digit year, a day and an end.
      longestPlainCell =
        longest(0..<Self.days) + 10 + longest(Self.days..<Self.ends)
        + longest(Self.ends..<pieces.count)
    }

    /// The pieces for the length of `body`.
    func withPieces<Result>(_ body: (View) -> Result) -> Result {
      bytes.withUnsafeBufferPointer { bytes in
        ends.withUnsafeBufferPointer { ends in
          body(View(bytes: bytes, ends: ends, longestPlainCell: longestPlainCell))
        }
      }
    }

    /// The pieces, borrowed.
    struct View {
      let bytes: UnsafeBufferPointer<UInt8>
      let ends: UnsafeBufferPointer<Int>
      /// The most a plain cell's four pieces and its date can take.
      let longestPlainCell: Int

      /// A piece's bytes; the number is checked, as buffer pointers do not check it.
      @inline(__always)
      subscript(piece: Int) -> UnsafeBufferPointer<UInt8> {
        precondition(piece >= 0 && piece < ends.count, "no such JSON piece")
        let start = piece == 0 ? 0 : ends[piece - 1]
        return UnsafeBufferPointer(rebasing: bytes[start..<ends[piece]])
      }

      @inline(__always)
      func append(_ piece: Int, to output: inout [UInt8]) {
        output.append(contentsOf: self[piece])
      }
    }
  }

  /// The fixed texts: keys with the punctuation around them.
  final class Texts: Sendable {
    static let shared = Texts()

    let eraYear = Array(#","eraYear":"#.utf8)
    let firstWeekday = Array(#","firstWeekday":"#.utf8)
    let leapMonth = Array(#","isLeapMonth":true"#.utf8)
    let notLeapMonth = Array(#","isLeapMonth":false"#.utf8)
    let monthLength = Array(#","monthLength":"#.utf8)
    let ordinal = Array(#","ordinal":"#.utf8)
    let rows = Array(#","rows":"#.utf8)
    let title = Array(#","title":"#.utf8)
    /// After the last cell: the ends of the row and of `weeks`, and the `year` key.
    let weeksEnd = Array(#"]],"year":"#.utf8)
    let emptyWeeksEnd = Array(#"],"year":"#.utf8)
    /// `","day":` after a cell's date.
    let dateEnd = Array(#"","day":"#.utf8)
    /// `,"decorations":[` after a day number.
    let decorationsKey = Array(#","decorations":["#.utf8)
    /// The end of `decorations` and the four flags of a cell (inMonth, isSelectable, isToday,
    /// isWeekend: bits 3 to 0).
    let flags: [[UInt8]]
    let weekOfYear = Array(#","weekOfYear":"#.utf8)
    /// A cell's end by weekday (1 = Sunday; 0 unused).
    let weekdays: [[UInt8]]
    /// What a cell is written from, around its date and its decorations.
    let cellPieces: Pieces

    private init() {
      func bool(_ value: Bool) -> String { value ? "true" : "false" }
      let flags = (0..<16).map { bits in
        var text = "]"
        for (bit, name) in [(8, "inMonth"), (4, "isSelectable"), (2, "isToday"), (1, "isWeekend")] {
          text += #","\#(name)":\#(bool(bits & bit != 0))"#
        }
        return Array(text.utf8)
      }
      self.flags = flags
      let weekdays = (0..<8).map { Array(#","weekday":\#($0)}"#.utf8) }
      self.weekdays = weekdays
      let dateStart = Array(#"{"date":""#.utf8)
      let dateEnd = self.dateEnd
      let decorationsKey = self.decorationsKey
      cellPieces = Pieces(
        [Array("[".utf8) + dateStart, Array("],[".utf8) + dateStart, Array(",".utf8) + dateStart]
          + (0..<36).map { dateEnd + Array("\($0)".utf8) + decorationsKey }
          + (0..<128).map { flags[$0 / 8] + weekdays[$0 % 8] })
    }

    /// `,"weekdaySymbols":[…],"weeks":[` for the symbols in column order.
    func weekdayHeader(_ symbols: [String]) -> [UInt8] {
      var header = Array(#","weekdaySymbols":["#.utf8)
      for (index, symbol) in symbols.enumerated() {
        if index > 0 { header.append(UInt8(ascii: ",")) }
        GridJSONWriter.appendString(symbol, to: &header)
      }
      header += #"],"weeks":["#.utf8
      return header
    }
  }
}
