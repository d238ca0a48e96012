import CalendarGrid
import CalgridCommand
import Foundation
import Testing

/// Month titles where the calendar's rules change: proleptic Gregorian months before the 1582
/// reform are titled by their own month (not the Julian month their first day falls in), and
/// years 0 and below carry their era. Expected titles are calendar facts, written out here.
@Suite("calgrid titles")
struct CalgridTitleTests {
  static func title(_ arguments: [String]) -> String {
    var output = ""
    var errors = ""
    let status = Calgrid.run(
      arguments + ["--locale", "en_US", "--color", "never"],
      environment: CalgridDumpTests.environment, output: &output, errors: &errors)
    #expect(status == 0, "\(errors)")
    return output.split(separator: "\n").first.map {
      $0.trimmingCharacters(in: .whitespaces)
    } ?? ""
  }

  @Test(
    "Proleptic months are titled by their own month",
    arguments: [
      (["1000-03", "--proleptic"], "March 1000"),
      (["1582-10", "--proleptic"], "October 1582"),
      (["1582-09", "--proleptic"], "September 1582"),
      (["0100-01", "--proleptic"], "January 100"),
      (["1000-03"], "March 1000"),
      (["1582-10"], "October 1582"),
      (["2024-03", "--proleptic"], "March 2024"),
    ])
  func proleptic(arguments: [String], expected: String) {
    #expect(Self.title(arguments) == expected, "\(arguments)")
  }

  /// The ICU source titles these with ICU's era pattern; the Foundation source does not yet.
  @Test(
    "Years 0 and below carry their era; year 1 does not need it",
    .enabled(if: CalendarDataSource.icu.isAvailable, "era titles come from the ICU source"),
    arguments: [
      (["0000-06"], "June 1 BC"),
      (["-5-06"], "June 6 BC"),
      (["0000-06", "--proleptic"], "June 1 BC"),
      (["0001-06"], "June 1"),
    ])
  func eras(arguments: [String], expected: String) {
    #expect(Self.title(arguments) == expected, "\(arguments)")
  }
}
