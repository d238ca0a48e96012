import Foundation
import Testing

/// `calgrid holidays` and `--holidays`, run as a user runs the binary, checked against the
/// python-holidays reference days the holiday data is compared with (an independent
/// implementation, `Tests/CalendarGridHolidaysTests/Reference`).
@Suite("calgrid holidays and --holidays")
struct CalgridHolidaysTests {
  /// The reference's holiday days of a country in a year.
  static func referenceDays(_ country: String, year: Int) throws -> Set<String> {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("CalendarGridHolidaysTests/Reference/\(country).tsv")
    let text = try String(contentsOf: url, encoding: .utf8)
    return Set(
      text.split(separator: "\n").filter { $0.hasPrefix("\(year)-") }.map {
        String($0.prefix(10))
      })
  }

  /// The listed differences of a country in a year (days one side has and the other lacks).
  static func listedDifferences(_ country: String, year: Int) throws -> Set<String> {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("CalendarGridHolidaysTests/Reference/differences.tsv")
    let text = try String(contentsOf: url, encoding: .utf8)
    var days: Set<String> = []
    for line in text.split(separator: "\n") where line.hasPrefix("\(country)\t\(year)-") {
      days.insert(String(line.split(separator: "\t")[1]))
    }
    return days
  }

  /// The cells of a grid in the tool's JSON, week by week.
  static func cells(of grid: [String: Any]) -> [[String: Any]] {
    (grid["weeks"] as? [[[String: Any]]] ?? []).flatMap { $0 }
  }

  struct Listing: Decodable {
    struct Entry: Decodable {
      var date: String
      var weekday: String
      var id: String
      var name: String
      var category: String
      var isDayOff: Bool
      var observedFor: String?
    }
    var country: String
    var year: Int
    var language: String
    var knownUntil: Int?
    var holidays: [Entry]
    var movedWorkdays: [String]
  }

  @Test(
    "calgrid holidays lists python-holidays' days, but for the listed differences",
    arguments: [("JP", 2024), ("US", 2022), ("GB", 2022), ("DE", 2025), ("KR", 2025), ("CN", 2024)])
  func listsTheReferenceDays(country: String, year: Int) throws {
    let run = try CalgridToolTests.run(
      ["holidays", country, "\(year)", "--format", "json", "--language", "en"])
    #expect(run.status == 0, "\(run.stderr)")
    let listing = try JSONDecoder().decode(Listing.self, from: Data(run.stdout.utf8))
    #expect(listing.country == country && listing.year == year && listing.language == "en")
    let ours = Set(listing.holidays.filter { $0.category == "public" }.map(\.date))
    let reference = try Self.referenceDays(country, year: year)
    let listed = try Self.listedDifferences(country, year: year)
    #expect(ours.symmetricDifference(reference).subtracting(listed).isEmpty, "\(country) \(year)")
    #expect(!ours.isEmpty)
    for entry in listing.holidays {
      #expect(entry.id.hasPrefix("\(country):") && !entry.name.isEmpty)
      #expect(entry.date.hasPrefix("\(year)-"))
      if let day = entry.observedFor { #expect(day < entry.date, "\(entry)") }
    }
  }

  @Test("Text: a line a holiday in the locale's weekday names; substitutes say what they stand for")
  func textListing() throws {
    let run = try CalgridToolTests.run(["holidays", "jp", "2031", "-l", "ja_JP"])
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "2031-01-01  水  元日")
    #expect(lines.contains("2031-02-24  月  振替休日 (observed for 2031-02-23)"))
    // JP's published lists end before 2031: a note, not an error, unless --strict.
    #expect(run.stderr.contains("known until"))
    let strict = try CalgridToolTests.run(["holidays", "JP", "2031", "--strict"])
    #expect(strict.status == 2 && strict.stdout.isEmpty)
    #expect(strict.stderr.contains("2031"))
  }

  @Test("China's moved working days are listed with its holidays")
  func movedWorkdays() throws {
    let run = try CalgridToolTests.run(["holidays", "CN", "2024", "--format", "json"])
    let listing = try JSONDecoder().decode(Listing.self, from: Data(run.stdout.utf8))
    // The State Council's 2024 notice: eight weekend days worked.
    #expect(listing.movedWorkdays.count == 8)
    #expect(
      listing.movedWorkdays.contains("2024-02-04") && listing.movedWorkdays.contains("2024-10-12"))
  }

  @Test(
    "Bad input: a message naming the problem and status 2",
    arguments: [
      (["holidays", "XX", "2024"], "unknown country 'XX'"),
      (["holidays", "JP"], "give a country and a year"),
      (["holidays", "JP", "twenty"], "is not a year"),
      (["holidays", "JP", "99999999999999999999"], "is not a year"),
      (["holidays", "JP", "1000000"], "outside the years"),
      (["holidays", "JP", "2024", "--language", "fr"], "--language"),
      (["holidays", "JP", "2024", "--format", "xml"], "--format"),
      (["2024-05", "--holidays", "JP,XX"], "--holidays: unknown country 'XX'"),
      (["2024-05", "--holidays", ""], "--holidays: unknown country"),
    ])
  func badInput(arguments: [String], message: String) throws {
    let run = try CalgridToolTests.run(arguments)
    #expect(run.status == 2, "\(arguments)")
    #expect(run.stderr.contains(message), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test("--holidays decorates a grid's holidays, in the locale's language where the country has it")
  func decoratesGrids() throws {
    let run = try CalgridToolTests.run([
      "2024-05", "--holidays", "JP", "--locale", "ja_JP", "--format", "json", "--today",
      "2024-05-01",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let reference = try Self.referenceDays("JP", year: 2024).filter { $0.hasPrefix("2024-05-") }
    // Each holiday cell carries a holiday decoration with its Japanese name and id.
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let grids = object["grids"] as? [[String: Any]] ?? [object]
    var decorated: Set<String> = []
    for grid in grids {
      for cell in Self.cells(of: grid) {
        let decorations = cell["decorations"] as? [[String: Any]] ?? []
        for decoration in decorations where decoration["kind"] as? String == "holiday" {
          let date = try #require(cell["date"] as? String)
          decorated.insert(date)
          #expect((decoration["country"] as? String) == "JP")
          #expect((decoration["id"] as? String)?.hasPrefix("JP:") == true)
        }
      }
    }
    #expect(decorated.filter { $0.hasPrefix("2024-05-") } == reference)
    let text = try CalgridToolTests.run([
      "2024-05", "--holidays", "JP", "--locale", "ja_JP", "--today", "2024-05-01",
    ])
    #expect(text.stdout.contains("こどもの日"))
    let english = try CalgridToolTests.run([
      "2024-05", "--holidays", "JP", "--locale", "fr_FR", "--today", "2024-05-01",
    ])
    #expect(english.stdout.contains("Children's Day"), "no French names: English")
  }

  @Test("--holidays-unselectable makes the holidays unselectable; several countries add up")
  func unselectable() throws {
    let run = try CalgridToolTests.run([
      "2024-12", "--holidays", "US,GB", "--holidays-unselectable", "--format", "json",
      "--today", "2024-12-01", "--locale", "en_GB",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let grids = object["grids"] as? [[String: Any]] ?? [object]
    var unselectable: Set<String> = []
    for grid in grids {
      for cell in Self.cells(of: grid)
      where (cell["isSelectable"] as? NSNumber)?.boolValue == false {
        if let date = cell["date"] as? String { unselectable.insert(date) }
      }
    }
    // Christmas and Boxing Day (GB) and Christmas (US): the days of either country.
    let expected = try Self.referenceDays("US", year: 2024).union(
      Self.referenceDays("GB", year: 2024)
    )
    .filter { $0.hasPrefix("2024-12-") }
    #expect(unselectable.filter { $0.hasPrefix("2024-12-") } == expected)
  }

  @Test("The text legend names the holidays of the adjacent days a grid shows")
  func adjacentLegend() throws {
    // April 2024 in en_US shows May 1-4 after it: Shōwa Day (April 29) is April's own, and
    // Constitution Memorial Day (May 3) a trailing day's, named only when adjacent days show.
    let plain = try CalgridToolTests.run([
      "2024-04", "--holidays", "JP", "--locale", "en_US", "--today", "2024-04-01",
    ])
    let adjacent = try CalgridToolTests.run([
      "2024-04", "--holidays", "JP", "--locale", "en_US", "--today", "2024-04-01", "--adjacent",
    ])
    #expect(plain.status == 0 && adjacent.status == 0)
    #expect(plain.stdout.contains("Showa Day") || plain.stdout.contains("Shōwa Day"))
    #expect(!plain.stdout.contains("Constitution Memorial Day"))
    #expect(adjacent.stdout.contains("Constitution Memorial Day"))
  }
}
