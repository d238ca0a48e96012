/// Chinese and Dangi months from the tables the package ships (``LunarYearTables``): ICU 72's
/// years with the published ones in their place (KASI for Dangi 1900–2049, the Hong Kong
/// Observatory for Chinese 1901–2099), for every related Gregorian year -3...10002. The months
/// are the same on every OS and with either data source; the source's own filler (`base`) is
/// asked only for days outside those years, which no supported day's table reaches.
///
/// A year decodes on its own from 24 bits, so filling a table costs no astronomy and no call
/// into ICU or Foundation: the whole 1900–2100 window takes microseconds.
///
/// The era fields follow ICU's: the extended year is the related Gregorian year plus 2637
/// (Chinese) or 2333 (Dangi); ERA is the number of the 60-year cycle and YEAR the year in it,
/// both counted from the Chinese epoch.
package struct LunarYearTableFiller: PublishedTableFiller {
  package let identifier: CalendarIdentifier
  /// The source's own months, before and after the table's years.
  package let base: any MonthTableFiller
  /// The days the table's years cover.
  package let publishedDays: Range<Day>
  private let years: StaticString

  /// The table's months for `identifier` (chinese or dangi), and `base`'s months around them.
  package init(identifier: CalendarIdentifier, base: any MonthTableFiller) {
    precondition(identifier == .chinese || identifier == .dangi, "a lunisolar calendar")
    self.identifier = identifier
    self.base = base
    years = identifier == .chinese ? LunarYearTables.chinese : LunarYearTables.dangi
    let last = LunarYearTables.yearCount - 1
    let (_, lastLengths) = Self.decode(Self.word(years, index: last))
    publishedDays =
      Self.newYear(
        Self.word(years, index: 0), relatedYear: LunarYearTables.firstYear)..<Self.newYear(
        Self.word(years, index: last), relatedYear: Self.relatedYear(index: last)
      )
      .advanced(by: lastLengths.reduce(0, +))
  }

  /// The related Gregorian years the table covers.
  package static var years: ClosedRange<Int> {
    LunarYearTables.firstYear...(LunarYearTables.firstYear + LunarYearTables.yearCount - 1)
  }

  static func relatedYear(index: Int) -> Int { LunarYearTables.firstYear + index }

  /// The 24-bit word of the year at `index` (see ``LunarYearTables``).
  static func word(_ years: StaticString, index: Int) -> UInt32 {
    years.withUTF8Buffer { characters in
      var word: UInt32 = 0
      for offset in 0..<4 {
        word = word << 6 | base64Digit(characters[index * 4 + offset])
      }
      return word
    }
  }

  /// The value of a base64 character (`A`–`Z` 0–25, `a`–`z` 26–51, `0`–`9` 52–61, `+`, `/`).
  static func base64Digit(_ character: UInt8) -> UInt32 {
    switch character {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt32(character - UInt8(ascii: "A"))
    case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt32(character - UInt8(ascii: "a")) + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(character - UInt8(ascii: "0")) + 52
    case UInt8(ascii: "+"): 62
    default: 63
    }
  }

  /// The leap month (0 for none; n when it follows month n) and the month lengths of a word.
  static func decode(_ word: UInt32) -> (leapMonth: Int, lengths: [Int]) {
    let leap = Int(word >> 13 & 0xF)
    let count = leap == 0 ? 12 : 13
    return (leap, (0..<count).map { word & (1 << UInt32($0)) != 0 ? 30 : 29 })
  }

  /// The first day of a year from its word.
  static func newYear(_ word: UInt32, relatedYear: Int) -> Day {
    Day(
      daysSince1970: Int32(
        GregorianArithmetic.daysFromCivil(year: relatedYear, month: 1, day: 1)
          + Int(word >> 17 & 0x3F)))
  }

  /// The index of the table's year that contains a day of ``publishedDays``: the year related to
  /// the day's Gregorian year, or the one before when the day precedes its new year.
  package func yearIndex(containing day: Day) -> Int {
    let gregorianYear = GregorianArithmetic.civilFromDays(Int(day.daysSince1970)).year
    var index = gregorianYear - LunarYearTables.firstYear
    index = min(max(index, 0), LunarYearTables.yearCount - 1)
    if index > 0,
      day
        < Self.newYear(Self.word(years, index: index), relatedYear: Self.relatedYear(index: index))
    {
      index -= 1
    }
    return index
  }

  /// The months of the table's year at `index`.
  package func publishedMonths(yearIndex index: Int) -> [MonthRecord] {
    let word = Self.word(years, index: index)
    let (leapAfter, lengths) = Self.decode(word)
    let related = Self.relatedYear(index: index)
    return PublishedLunarFiller.months(
      of: identifier, relatedYear: related, newYear: Self.newYear(word, relatedYear: related),
      lengths: lengths, leapAfter: leapAfter)
  }
}
