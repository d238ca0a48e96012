/// The astronomical Islamic calendars (`islamic`, `islamic-rgsa`, and `islamic-umalqura` around the
/// published Umm al-Qura table) from ``IslamicYearTables``: ICU's months, generated once by
/// `Scripts/generate/generate_islamic_year_tables.py` and shipped, so the first use of these
/// calendars costs no astronomy (ICU needs up to a million instructions a month here).
///
/// The table reaches past every supported day and its table margins; a day outside it (none a
/// calendar asks for) goes to the data source's own filler (`base`).
package struct IslamicYearTableFiller: PublishedTableFiller {
  package let identifier: CalendarIdentifier
  package let base: any MonthTableFiller
  package let publishedDays: Range<Day>
  private let years: YearStarts

  /// The first day of every year of one table, and the table's characters.
  private struct YearStarts: Sendable {
    var firstYear: Int
    var starts: [Int32]
    var packed: StaticString

    init(firstYear: Int, firstDay: Int32, packed: StaticString) {
      self.firstYear = firstYear
      self.packed = packed
      let count = packed.utf8CodeUnitCount / 2
      var starts: [Int32] = [firstDay]
      starts.reserveCapacity(count + 1)
      for index in 0..<count {
        let bits = Self.bits(packed, index: index)
        starts.append(starts[index] + Int32(12 * 29 + bits.nonzeroBitCount))
      }
      self.starts = starts
    }

    /// The month-length bits of the year at `index`.
    static func bits(_ packed: StaticString, index: Int) -> UInt16 {
      packed.withUTF8Buffer { characters in
        UInt16(LunarYearTableFiller.base64Digit(characters[2 * index])) << 6
          | UInt16(LunarYearTableFiller.base64Digit(characters[2 * index + 1]))
      }
    }

    static let islamic = YearStarts(
      firstYear: IslamicYearTables.islamicFirstYear, firstDay: IslamicYearTables.islamicFirstDay,
      packed: IslamicYearTables.islamic)
    static let ummAlQura = YearStarts(
      firstYear: IslamicYearTables.ummAlQuraFirstYear,
      firstDay: IslamicYearTables.ummAlQuraFirstDay, packed: IslamicYearTables.ummAlQura)
  }

  /// The calendars this table serves.
  package static let calendars: Set<CalendarIdentifier> = [
    .islamic, .islamicSaudi, .islamicUmmAlQura,
  ]

  /// Nil for a calendar the tables do not serve.
  package init?(identifier: CalendarIdentifier, base: any MonthTableFiller) {
    switch identifier {
    // libicu 72 has no Saudi sighting data and opens `islamic-rgsa` as `islamic`.
    case .islamic, .islamicSaudi: years = .islamic
    case .islamicUmmAlQura: years = .ummAlQura
    default: return nil
    }
    self.identifier = identifier
    self.base = base
    publishedDays =
      Day(daysSince1970: years.starts[0])..<Day(daysSince1970: years.starts[years.starts.count - 1])
  }

  /// The last year beginning on or before `day`. The starts end with the day after the last
  /// year, which no day of ``publishedDays`` reaches, so the search never returns it.
  package func yearIndex(containing day: Day) -> Int {
    Self.yearIndex(containing: day, newYearDays: years.starts)
  }

  package func publishedMonths(yearIndex index: Int) -> [MonthRecord] {
    let bits = YearStarts.bits(years.packed, index: index)
    let year = years.firstYear + index
    var day = Day(daysSince1970: years.starts[index])
    return (0..<12).map { month in
      let length = bits & (1 << UInt16(month)) != 0 ? 30 : 29
      defer { day = day.advanced(by: length) }
      return MonthRecord(
        firstDay: day, length: length, era: 0, eraYear: year, extendedYear: year,
        month: month + 1, isLeapMonth: false)
    }
  }
}
