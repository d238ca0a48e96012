import CalendarGridCore
import Foundation
import Testing

@testable import CalendarGridHolidays

/// Every country with a data file, day by day against python-holidays (Reference/<CC>.tsv,
/// written by Scripts/generate/generate_holidays_reference.py), 1990...2060.
///
/// Agreement is shared days over days in either set. Every difference is listed with its reason
/// in Reference/differences.tsv; the test fails on a difference not listed there, on a listed one
/// that no longer occurs, and when a country agrees below 99.5% with the listed ones set aside.
@Suite("Holidays against python-holidays, 1990-2060")
struct ReferenceComparisonTests {
  static let years = 1990...2060
  static let minimumAgreement = 0.995

  static var referenceFolder: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Reference")
  }

  /// The dates of a reference file.
  static func reference(_ country: String) throws -> Set<String> {
    let url = referenceFolder.appendingPathComponent("\(country).tsv")
    let text = try String(contentsOf: url, encoding: .utf8)
    var dates = Set<String>()
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      dates.insert(String(line.prefix(10)))
    }
    return dates
  }

  struct Difference: Hashable, CustomStringConvertible {
    var country: String
    var date: String
    /// The side that has the day: `ours` (only CalendarGrid) or `theirs` (only python-holidays);
    /// who is right is the reason's to say.
    var side: String
    var description: String { "\(country)\t\(date)\t\(side)" }
  }

  /// The listed differences with their reasons.
  static func listed() throws -> [Difference: String] {
    let url = referenceFolder.appendingPathComponent("differences.tsv")
    let text = try String(contentsOf: url, encoding: .utf8)
    var result: [Difference: String] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 4, ["ours", "theirs"].contains(fields[2]), !fields[3].isEmpty else {
        Issue.record("differences.tsv: expected CC<TAB>date<TAB>ours|theirs<TAB>reason: \(line)")
        continue
      }
      result[Difference(country: fields[0], date: fields[1], side: fields[2])] = fields[3]
    }
    return result
  }

  /// Our public days (observed days included) over the years.
  static func ours(_ country: String) throws -> Set<String> {
    let calendar = try HolidayCalendar(country: country)
    var dates = Set<String>()
    for year in years {
      for holiday in try calendar.holidays(inYear: year) where holiday.category == .public {
        dates.insert(holiday.day.iso8601)
      }
    }
    return dates
  }

  @Test("Some countries have data, each with a reference file")
  func everyCountryHasAReference() throws {
    #expect(HolidayCalendar.countries.count >= 3)
    for country in HolidayCalendar.countries {
      let path = Self.referenceFolder.appendingPathComponent("\(country).tsv").path
      #expect(FileManager.default.fileExists(atPath: path), "no reference file for \(country)")
    }
  }

  @Test("Day by day against python-holidays", arguments: HolidayCalendar.countries)
  func agreement(_ country: String) throws {
    let ours = try Self.ours(country)
    let theirs = try Self.reference(country)
    #expect(theirs.count > 100, "the reference for \(country) is nearly empty")
    let listed = try Self.listed().filter { $0.key.country == country }
    var found = Set<Difference>()
    for date in ours.subtracting(theirs) {
      found.insert(Difference(country: country, date: date, side: "ours"))
    }
    for date in theirs.subtracting(ours) {
      found.insert(Difference(country: country, date: date, side: "theirs"))
    }
    let unlisted = found.filter { listed[$0] == nil }.sorted { $0.date < $1.date }
    let gone = Set(listed.keys).subtracting(found).sorted { $0.date < $1.date }
    #expect(
      unlisted.isEmpty,
      "differences not in differences.tsv:\n\(unlisted.map(\.description).joined(separator: "\n"))")
    #expect(gone.isEmpty, "listed differences that no longer occur: \(gone)")
    let union = ours.union(theirs)
    let shared = ours.intersection(theirs)
    let setAside = union.count - found.filter { listed[$0] != nil }.count
    let agreement = Double(shared.count) / Double(max(setAside, 1))
    #expect(
      agreement >= Self.minimumAgreement,
      "\(country): \(shared.count) shared of \(setAside) days with the listed differences set aside"
    )
  }
}
