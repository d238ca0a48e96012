import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import CalgridCommand
import Testing

@testable import CalendarGridCore
@testable import CalendarGridSources

/// Week data is that of the region an identifier means (issue 45): region aliases, split
/// aliases, the root locale's likely region and `rg` overrides all go through
/// ``RegionResolver``, and text ICU would drop is refused. Expected values come from CLDR 49
/// (`CLDRRegionSweepData`, computed by `Scripts/generate/generate_region_data.py` from babel's CLDR
/// data, not from the Swift tables).
@Suite("Region resolution: aliases, root, rg and codesets")
struct RegionResolverTests {
  static let sources = CalendarDataSource.allAvailable

  static func weekTuple(_ rules: WeekRules) -> (Int, Int, Int, Int) {
    let weekend = Weekday.allCases.filter { rules.weekend.contains($0) }.map(\.rawValue)
    // A weekend is one run of days; CLDR gives its first and last (Sat-Sun wraps the week).
    let start = weekend.first { !weekend.contains(($0 + 5) % 7 + 1) } ?? weekend.first ?? 0
    let end = weekend.first { !weekend.contains($0 % 7 + 1) } ?? weekend.last ?? 0
    return (rules.firstWeekday.rawValue, rules.minimumDaysInFirstWeek, start, end)
  }

  @Test(
    "Every CLDR region code and alias, as en_<code>, has CLDR's week data for the region it means",
    arguments: sources)
  func sweep(_ source: CalendarDataSource) throws {
    #expect(CLDRRegionSweepData.rows.count > 550)
    var failures: [String] = []
    for row in CLDRRegionSweepData.rows {
      let locale: GridLocale
      do {
        locale = try GridLocale("en_\(row.code)", source: source)
      } catch {
        failures.append("en_\(row.code): \(error)")
        continue
      }
      let expected = (Int(row.week.0), Int(row.week.1), Int(row.week.2), Int(row.week.3))
      let actual = Self.weekTuple(locale.weekRules)
      if locale.region != row.region || actual != expected {
        failures.append(
          "en_\(row.code): \(locale.region) \(actual), CLDR \(row.region) \(expected)")
      }
      // The region override reads codes the same way.
      let isNumeric = row.code.first?.isNumber ?? false
      if let rg = try? GridLocale("en_GB@rg=\(row.code.lowercased())zzzz", source: source) {
        if rg.region != row.region { failures.append("rg=\(row.code)zzzz: \(rg.region)") }
      } else {
        failures.append("rg=\(row.code)zzzz refused (numeric: \(isNumeric))")
      }
    }
    #expect(failures.isEmpty, "\(source): \(failures.count) failures: \(failures.prefix(20))")
  }

  @Test("WeekRules(region:) accepts every CLDR code and alias and refuses others")
  func weekRulesByRegion() throws {
    for row in CLDRRegionSweepData.rows {
      let rules = try WeekRules(region: row.code)
      let expected = (Int(row.week.0), Int(row.week.1), Int(row.week.2), Int(row.week.3))
      // Without a language a split alias means its first region, as for en_ (English's likely
      // region US is in none of them).
      #expect(Self.weekTuple(rules) == expected, "\(row.code)")
    }
    for code in ["ZZ", "999", "QQ", "AA", "958", "", "U", "USA", "us_", "8400"] {
      #expect(throws: CalendarGridError.malformed(code, expected: WeekRules.expectedRegion)) {
        try WeekRules(region: code)
      }
    }
    #expect(try WeekRules(region: "001").firstWeekday == .monday)
  }

  /// (identifier, region, first weekday, weekend), from CLDR 49's territoryAlias, likelySubtags
  /// and weekData.
  static let table: [(String, String, Weekday, WeekdaySet)] = [
    ("en_840", "US", .sunday, [.saturday, .sunday]),
    ("fa_364", "IR", .saturday, [.friday]),
    ("ko_410", "KR", .sunday, [.saturday, .sunday]),
    ("en@rg=840zzzz", "US", .sunday, [.saturday, .sunday]),
    ("en_GB@rg=840zzzz", "US", .sunday, [.saturday, .sunday]),
    ("en-GB-u-rg-840zzzz", "US", .sunday, [.saturday, .sunday]),
    ("hy_SU", "AM", .monday, [.saturday, .sunday]),
    ("ru_SU", "RU", .monday, [.saturday, .sunday]),
    ("en_SU", "RU", .monday, [.saturday, .sunday]),
    ("uz_SU", "UZ", .monday, [.saturday, .sunday]),
    ("en@rg=suzzzz", "RU", .monday, [.saturday, .sunday]),
    ("hy@rg=suzzzz", "AM", .monday, [.saturday, .sunday]),
    ("my_BU", "MM", .sunday, [.saturday, .sunday]),
    ("en_RH", "ZW", .sunday, [.saturday, .sunday]),
    ("ar_YD", "YE", .sunday, [.friday, .saturday]),
    ("und", "US", .sunday, [.saturday, .sunday]),
    ("root", "US", .sunday, [.saturday, .sunday]),
    ("root@calendar=hebrew", "US", .sunday, [.saturday, .sunday]),
    ("en_US.UTF-8", "US", .sunday, [.saturday, .sunday]),
    ("en_US.utf8", "US", .sunday, [.saturday, .sunday]),
    ("de_DE.ISO-8859-15@fw=sun", "DE", .sunday, [.saturday, .sunday]),
    ("en_GB", "GB", .monday, [.saturday, .sunday]),
  ]

  @Test("Aliases, split aliases, root and rg give the region CLDR says", arguments: sources)
  func knownIdentifiers(_ source: CalendarDataSource) throws {
    for (identifier, region, firstWeekday, weekend) in Self.table {
      let locale = try GridLocale(identifier, source: source)
      #expect(locale.region == region, "\(source) \(identifier): \(locale.region)")
      #expect(
        locale.weekRules.firstWeekday == firstWeekday,
        "\(source) \(identifier): \(locale.weekRules.firstWeekday)")
      #expect(locale.weekRules.weekend == weekend, "\(source) \(identifier)")
    }
    // Root keeps root's identifier (and so root's names); only its region changed.
    #expect(try GridLocale("und", source: source).identifier == "root")
  }

  @Test(
    "Text after '.' that is not a codeset is refused, naming the identifier",
    arguments: sources)
  func junkCodesets(_ source: CalendarDataSource) throws {
    for identifier in ["en.GB", "en_US.junk", "en_US.GB@fw=mon", "en.", "en_US.8859"] {
      let error = #expect(throws: DataSourceError.self) {
        try GridLocale(identifier, source: source)
      }
      guard case .core(.unknownLocale(let named, let reason))? = error else {
        Issue.record("\(identifier): \(String(describing: error))")
        continue
      }
      #expect(named == identifier)
      #expect(reason.contains("codeset"), "\(identifier): \(reason)")
    }
    // A region or rg keyword CLDR does not know is refused too, not read as the world.
    for identifier in ["en_ZZ", "en_999", "en_QQ", "en@rg=zzzzzz", "en@rg=999zzzz"] {
      let error = #expect(throws: DataSourceError.self, "\(identifier)") {
        try GridLocale(identifier, source: source)
      }
      guard case .core(.unknownLocale)? = error else {
        Issue.record("\(identifier): \(String(describing: error))")
        continue
      }
    }
  }

  @Test("The resolver reads aliases, split aliases and overrides")
  func resolver() {
    #expect(RegionResolver.resolve("840") == "US")
    #expect(RegionResolver.resolve("us") == "US")
    #expect(RegionResolver.resolve("SU") == "RU")
    #expect(RegionResolver.resolve("SU", likelyRegion: "AM") == "AM")
    #expect(RegionResolver.resolve("SU", likelyRegion: "FR") == "RU")
    #expect(RegionResolver.resolve("YU", likelyRegion: "ME") == "ME")
    #expect(RegionResolver.resolve("ZZ") == nil)
    #expect(RegionResolver.rootRegion == "US")
    #expect(RegionResolver.regionOfOverride("840zzzz") == "840")
    #expect(RegionResolver.regionOfOverride("gbzzzz") == "GB")
    #expect(RegionResolver.isSplit("NT") && !RegionResolver.isSplit("BU"))
  }

  static func calgrid(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    var output = ""
    var errors = ""
    let status = Calgrid.run(
      ["--today", "2024-02-05"] + arguments, environment: HostileCommandLineTests.environment,
      output: &output, errors: &errors)
    return (status, output, errors)
  }

  @Test("calgrid prints en_840 Sunday first and refuses en.GB with exit status 2")
  func commandLine() {
    let us = Self.calgrid(["2024-02", "--locale", "en_840"])
    #expect(us.status == 0, "\(us.errors)")
    #expect(us.output.split(separator: "\n").dropFirst().first == "Su Mo Tu We Th Fr Sa")
    for identifier in ["en.GB", "en_US.junk"] {
      let run = Self.calgrid(["2024-02", "--locale", identifier])
      #expect(run.status == 2)
      #expect(run.output.isEmpty)
      #expect(
        run.errors.hasPrefix("calgrid: error: unknown locale '\(identifier)': its codeset"),
        "\(run.errors)")
      #expect(run.errors.contains("is not a POSIX codeset"), "\(run.errors)")
    }
    let posix = Self.calgrid(["2024-02", "--locale", "en_US.UTF-8"])
    #expect(posix.status == 0 && posix.output == us.output, "\(posix.errors)")
  }
}
