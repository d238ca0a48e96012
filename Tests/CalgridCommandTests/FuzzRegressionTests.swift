import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import CalgridFuzzTargets
import Foundation
import Testing

/// Every fuzz target's seeds (`Fuzz/<target>/corpus`) and every finding kept as a regression
/// (`Fuzz/regressions/<target>`) replayed through the target itself: none may give a finding
/// (or crash the test process).
@Suite("Fuzz seeds and regressions")
struct FuzzRegressionTests {
  static let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")

  static func inputs(_ folder: URL) throws -> [URL] {
    guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
    return try FileManager.default.contentsOfDirectory(
      at: folder, includingPropertiesForKeys: nil
    ).sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  @Test("Seeds and regressions give no finding", arguments: FuzzTarget.allCases)
  func replay(_ target: FuzzTarget) throws {
    let seeds = try Self.inputs(Self.fuzz.appendingPathComponent("\(target.rawValue)/corpus"))
    let regressions = try Self.inputs(
      Self.fuzz.appendingPathComponent("regressions/\(target.rawValue)"))
    #expect(seeds.count >= 10, "\(target.rawValue) has seeds")
    for file in seeds + regressions {
      let finding = target.run(Array(try Data(contentsOf: file)))
      #expect(finding == nil, "\(file.lastPathComponent): \(finding ?? "")")
    }
  }

  @Test("Every target has a dictionary")
  func dictionaries() throws {
    for target in FuzzTarget.allCases {
      let text = try String(
        contentsOf: Self.fuzz.appendingPathComponent("\(target.rawValue).dict"), encoding: .utf8)
      let entries = text.split(separator: "\n").filter { $0.hasPrefix("\"") }
      #expect(entries.count >= 20, "\(target.rawValue).dict")
    }
  }
}
