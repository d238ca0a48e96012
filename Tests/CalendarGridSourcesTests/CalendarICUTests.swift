// Compares the tables with libicu directly, so it needs the ICU trait (not built with
// --disable-default-traits).
#if ICU
  import Foundation
  import Testing

  @testable import CalendarGridCore

  @testable import CalendarGridSources
  import CalendarGridTestSupport
  import CalendarGridSourcesTestSupport

  /// The month tables compared with the system ICU (libicu 72) directly, over the whole window:
  /// they agree everywhere except the corrections listed here (published Chinese and Dangi tables,
  /// Hebrew rules), each with its reason.
  @Suite("Calendars against system ICU")
  struct CalendarICUTests {
    /// ICU has no Vietnamese calendar (it would answer with Gregorian months): its oracle is
    /// lunar-vn, in the core's VietnameseCalendarTests.
    static let tableCalendars = CalendarIdentifier.allCases.filter {
      !$0.isGregorianArithmetic && $0 != .vietnamese
    }

    @Test(
      "Table equals ICU over 1900–2100 except the documented corrections", arguments: tableCalendars
    )
    func tableMatchesICU(_ identifier: CalendarIdentifier) throws {
      let calendar = try GridCalendar(identifier, locale: GridLocale("en_US"))
      let start = try calendar.month(containing: try Day(year: 1900, month: 1, day: 1))
      let end = try Day(year: 2100, month: 12, day: 31)
      let count = start.firstDay.distance(to: end) / 28 + 20
      let records = try ICUMonthTableFiller(identifier: identifier)
        .months(containing: start.firstDay, count: count)
      let byFirstDay = Dictionary(
        records.map { ($0.firstDay, $0) }, uniquingKeysWith: { a, _ in a })
      var differences: Set<String> = []
      var month = start
      var bound = LoopBound(14 * 202, "months of \(identifier) 1900–2100")
      while month.firstDay <= end, bound.next() {
        let icu = byFirstDay[month.firstDay]
        let same =
          icu.map {
            $0.length == month.length && $0.month == month.month
              && $0.isLeapMonth == month.isLeapMonth && $0.extendedYear == Int(month.extendedYear)
              && $0.era == Int(month.era) && $0.eraYear == Int(month.eraYear)
          } ?? false
        if !same { differences.insert(CalendarTestSupport.name(month)) }
        month = try calendar.month(after: month)
      }
      if identifier == .islamicUmmAlQura {
        // The published Umm al-Qura calendar (AH 1343–1500, `PublishedUmmAlQuraTable`) and ICU's
        // own Umm al-Qura data agree only in AH 1420–1450; before (older official rules, which
        // ICU does not reproduce) and after (ICU's projection differs from the official one)
        // month starts move by a day or two, so nearly every month differs. The published
        // dates are checked against the fixture in `CalendarPublishedDatesTests`; here every
        // difference must lie in those years (or be ICU's 1342-12, cut short at the join), and
        // none in 1420–1450 or outside the table.
        let corrected = differences.filter(CalendarTestSupport.isUmmAlQuraCorrection)
        #expect(corrected.count > 500, "\(corrected.count) corrected months")
        differences.subtract(corrected)
      }
      let expected = Set(
        Self.expectedDifferences.keys.filter { $0.hasPrefix(identifier.rawValue + " ") })
      #expect(
        differences == expected,
        "new: \(differences.subtracting(expected).sorted()); gone: \(expected.subtracting(differences).sorted())"
      )
    }

    /// The months (CalendarGrid's numbering) where the table differs from libicu 72, and why.
    static let expectedDifferences: [String: String] = [
      "chinese 1917-02L":
        "Hong Kong Observatory published table; libicu 72's astronomical new moon or leap month differs",
      "chinese 1917-03":
        "Hong Kong Observatory published table; libicu 72's astronomical new moon or leap month differs",
      "chinese 1922-05L":
        "Hong Kong Observatory published table; libicu 72's astronomical new moon or leap month differs",
      "chinese 1922-06":
        "Hong Kong Observatory published table; libicu 72's astronomical new moon or leap month differs",
      "chinese 1953-12":
        "Hong Kong Observatory published table; libicu 72's astronomical new moon or leap month differs",
      "chinese 1954-01":
        "Hong Kong Observatory published table; libicu 72's astronomical new moon or leap month differs",
      "chinese 1955-01":
        "Hong Kong Observatory published table; libicu 72's astronomical new moon or leap month differs",
      "chinese 1955-02":
        "Hong Kong Observatory published table; libicu 72's astronomical new moon or leap month differs",
      "chinese 1987-06L":
        "Hong Kong Observatory published table; libicu 72's astronomical new moon or leap month differs",
      "chinese 1987-07":
        "Hong Kong Observatory published table; libicu 72's astronomical new moon or leap month differs",
      "chinese 1998-11":
        "Hong Kong Observatory published table; libicu 72's astronomical new moon or leap month differs",
      "chinese 1998-12":
        "Hong Kong Observatory published table; libicu 72's astronomical new moon or leap month differs",
      "chinese 2012-06":
        "Hong Kong Observatory published table; libicu 72's astronomical new moon or leap month differs",
      "chinese 2012-07":
        "Hong Kong Observatory published table; libicu 72's astronomical new moon or leap month differs",
      "chinese 2018-09":
        "Hong Kong Observatory published table; libicu 72's astronomical new moon or leap month differs",
      "chinese 2018-10":
        "Hong Kong Observatory published table; libicu 72's astronomical new moon or leap month differs",
      "chinese 2057-08":
        "Hong Kong Observatory published table; libicu 72's astronomical new moon or leap month differs",
      "chinese 2057-09":
        "Hong Kong Observatory published table; libicu 72's astronomical new moon or leap month differs",
      "chinese 2070-01":
        "Hong Kong Observatory published table; libicu 72's astronomical new moon or leap month differs",
      "chinese 2070-02":
        "Hong Kong Observatory published table; libicu 72's astronomical new moon or leap month differs",
      "chinese 2026-12": "HKO: Chinese New Year 2027 is 02-06; libicu 72 says 02-07",
      "chinese 2027-01": "HKO: Chinese New Year 2027 is 02-06; libicu 72 says 02-07",
      "chinese 2029-12": "HKO: Chinese New Year 2030 is 02-03; libicu 72 says 02-02",
      "chinese 2030-01": "HKO: Chinese New Year 2030 is 02-03; libicu 72 says 02-02",
      "dangi 2017-01": "KASI: the 2nd month of 2017 starts 02-26; libicu 72 says 02-27",
      "dangi 2017-02": "KASI: the 2nd month of 2017 starts 02-26; libicu 72 says 02-27",
      "hebrew 5806-02":
        "Hebrew rules: Heshvan 5806 has 29 days (Rosh Hashanah 5807 is 2046-10-01); libicu 72 gives 30",
      "hebrew 5806-03":
        "Hebrew rules: Heshvan 5806 has 29 days (Rosh Hashanah 5807 is 2046-10-01); libicu 72 gives 30",
      "hebrew 5806-04":
        "Hebrew rules: Heshvan 5806 has 29 days (Rosh Hashanah 5807 is 2046-10-01); libicu 72 gives 30",
      "hebrew 5806-05":
        "Hebrew rules: Heshvan 5806 has 29 days (Rosh Hashanah 5807 is 2046-10-01); libicu 72 gives 30",
      "hebrew 5806-06":
        "Hebrew rules: Heshvan 5806 has 29 days (Rosh Hashanah 5807 is 2046-10-01); libicu 72 gives 30",
      "hebrew 5806-07":
        "Hebrew rules: Heshvan 5806 has 29 days (Rosh Hashanah 5807 is 2046-10-01); libicu 72 gives 30",
      "hebrew 5806-08":
        "Hebrew rules: Heshvan 5806 has 29 days (Rosh Hashanah 5807 is 2046-10-01); libicu 72 gives 30",
      "hebrew 5806-09":
        "Hebrew rules: Heshvan 5806 has 29 days (Rosh Hashanah 5807 is 2046-10-01); libicu 72 gives 30",
      "hebrew 5806-10":
        "Hebrew rules: Heshvan 5806 has 29 days (Rosh Hashanah 5807 is 2046-10-01); libicu 72 gives 30",
      "hebrew 5806-11":
        "Hebrew rules: Heshvan 5806 has 29 days (Rosh Hashanah 5807 is 2046-10-01); libicu 72 gives 30",
      "hebrew 5806-12":
        "Hebrew rules: Heshvan 5806 has 29 days (Rosh Hashanah 5807 is 2046-10-01); libicu 72 gives 30",
      "hebrew 5806-13":
        "Hebrew rules: Heshvan 5806 has 29 days (Rosh Hashanah 5807 is 2046-10-01); libicu 72 gives 30",
      "hebrew 5807-01":
        "Hebrew rules: Heshvan 5806 has 29 days (Rosh Hashanah 5807 is 2046-10-01); libicu 72 gives 30",
      "hebrew 5807-02":
        "Hebrew rules: Heshvan 5806 has 29 days (Rosh Hashanah 5807 is 2046-10-01); libicu 72 gives 30",
    ]

    /// The arithmetic rules against libicu over every month of Gregorian years 1–9999: first
    /// day, length, era, year, extended year, month and the last day's number.
    @Test(
      "Arithmetic calendars equal libicu month by month over Gregorian years 1–9999",
      arguments: ArithmeticCalendarFiller.calendars.sorted { $0.rawValue < $1.rawValue })
    func arithmeticMatchesICU(_ identifier: CalendarIdentifier) throws {
      let rules = try #require(ArithmeticCalendarFiller(identifier: identifier))
      let icu = ICUMonthTableFiller(identifier: identifier)
      var day = Day(daysSince1970: -719_162)  // 0001-01-01
      let end = Day(daysSince1970: 2_932_896)  // 9999-12-31
      var compared = 0
      var mismatches: [String] = []
      // 40 chunks of 3,000 months cover the 9,999 years (about 123,700 months).
      var bound = LoopBound(45, "chunks of \(identifier) months")
      while day <= end, bound.next() {
        let expected = try icu.months(containing: day, count: 3000)
        let actual = try rules.months(containing: day, count: 3000)
        #expect(expected.count == actual.count)
        for (icuMonth, ruleMonth) in zip(expected, actual) where icuMonth != ruleMonth {
          if mismatches.count < 5 { mismatches.append("ICU \(icuMonth) rules \(ruleMonth)") }
        }
        compared += min(expected.count, actual.count)
        guard let last = expected.last else { break }
        day = last.endDay
      }
      #expect(mismatches.isEmpty, "\(identifier): \(mismatches)")
      #expect(compared > 119_000, "\(compared) months compared")
    }

    /// The shipped astronomical Islamic tables against libicu: 24 months at each of 80 places
    /// spread over Gregorian years 1–9999 and at both ends (ICU needs up to a million
    /// instructions a month here, so the whole range is the generator's job, not the suite's).
    @Test(
      "Shipped Islamic year tables equal libicu across Gregorian years 1–9999",
      arguments: IslamicYearTableFiller.calendars.sorted { $0.rawValue < $1.rawValue })
    func islamicTablesMatchICU(_ identifier: CalendarIdentifier) throws {
      let icu = ICUMonthTableFiller(identifier: identifier)
      let table = try #require(
        IslamicYearTableFiller(
          identifier: identifier, base: UnreachableFiller(identifier: identifier)))
      let first = -719_162 - 800  // 0001-01-01 and the margin a table fill asks for
      let last = 2_932_896 + 400  // 9999-12-31 and its margin
      var places = (0..<80).map { first + ($0 * (last - first)) / 80 }
      places.append(last - 24 * 30)
      for place in places {
        let day = Day(daysSince1970: Int32(place))
        let expected = try icu.months(containing: day, count: 24)
        // The base always throws: every month came from the table.
        let actual = try table.months(containing: day, count: 24)
        #expect(actual == expected, "\(identifier) from \(day)")
      }
      #expect(table.publishedDays.lowerBound < Day(daysSince1970: Int32(first - 7305)))
      #expect(table.publishedDays.upperBound > Day(daysSince1970: Int32(last + 7305)))
    }

    /// A base filler that must not be asked.
    struct UnreachableFiller: MonthTableFiller {
      let identifier: CalendarIdentifier
      func months(containing day: Day, count: Int) throws(CalendarGridError) -> [MonthRecord] {
        throw .fillerFailed(
          filler: "UnreachableFiller", calendar: identifier, problem: "asked for \(day)")
      }
    }
  }
#endif
