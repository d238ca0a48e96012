import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import CalgridCommand
import Foundation
import Testing

/// Golden dumps in `Goldens/`, regenerated in-process and compared byte for byte by
/// `calgrid dump --check`. Re-record after an intended change with
/// `CALGRID_RECORD_GOLDENS=1 swift test --filter DumpGoldenTests` (or the `calgrid dump` command
/// in each set's `arguments` with `--out Tests/CalgridCommandTests/Goldens/<set>`).
@Suite("calgrid dump goldens")
struct DumpGoldenTests {
  struct GoldenSet: Sendable, CustomTestStringConvertible {
    var folder: String
    var arguments: [String]
    var testDescription: String { folder }
  }

  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens")

  /// Each locale in the calendar it is known for; a `calendar` keyword picks a calendar other
  /// than the locale's default, and stays out of the file name.
  static let locales = [
    "ko_KR", "ko_KR@calendar=dangi", "en_US", "de_DE", "fr_FR", "ar_SA",
    "he_IL@calendar=hebrew", "fa_IR", "ja_JP@calendar=japanese", "th_TH", "zh_TW@calendar=roc",
  ].joined(separator: ",")

  static let sets = [
    // A common year and a leap year, text and JSON.
    GoldenSet(
      folder: "2023",
      arguments: [
        "--locales", locales, "--year", "2023", "--format", "text,json", "--today", "2023-09-28",
      ]),
    GoldenSet(
      folder: "2024",
      arguments: [
        "--locales", locales, "--year", "2024", "--format", "text,json", "--today", "2024-02-29",
      ]),
    // Pictures: decorations (Korean holidays, lunar subtitles, dots) and right-to-left locales.
    GoldenSet(
      folder: "pictures-ko",
      arguments: [
        "--locales", "ko_KR", "--from", "2024-02", "--to", "2024-03", "--format",
        "text,json,html,svg",
        "--today", "2024-02-14", "--decorate", "kr-holidays,lunar", "--events",
        "2024-02-05,2024-02-20",
      ]),
    GoldenSet(
      folder: "pictures-rtl",
      arguments: [
        "--locales", "ar_SA,he_IL@calendar=hebrew,fa_IR", "--from", "2024-03", "--to", "2024-03",
        "--format", "html,svg", "--today", "2024-03-14",
      ]),
  ]

  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["CALGRID_RECORD_GOLDENS"] == "1"
  }

  @Test("Goldens match a fresh dump", arguments: sets)
  func goldens(_ set: GoldenSet) throws {
    let folder = Self.goldens.appendingPathComponent(set.folder).path
    if Self.isRecording {
      try? FileManager.default.removeItem(atPath: folder)
    }
    var output = ""
    var errors = ""
    let status = Calgrid.run(
      ["dump"] + set.arguments + [Self.isRecording ? "--out" : "--check", folder],
      environment: CalgridDumpTests.environment, output: &output, errors: &errors)
    #expect(errors.isEmpty, "\(errors)")
    #if ICU
      #expect(status == 0, "\(output)\(errors)")
    #else
      // Recorded with the ICU source. Foundation's bundled ICU 76 carries newer CLDR names than
      // libicu 72, so these month titles are spelled differently (the grids are the same):
      // Arabic drops the comma after an Islamic month name, Hebrew spells Sivan סיוון, and
      // Traditional Chinese drops the space after 民國. A new difference fails here.
      let differing = Set(
        output.split(separator: "\n").filter { $0.hasPrefix("differs: ") }.map {
          String($0.dropFirst("differs: ".count).prefix { $0 != ":" })
        })
      let expected: [String: Set<String>] = [
        "2023": [
          "ar_SA.islamic-umalqura.json", "ar_SA.islamic-umalqura.txt", "he_IL.hebrew.json",
          "he_IL.hebrew.txt", "zh_TW.roc.json", "zh_TW.roc.txt",
        ],
        "2024": [
          "ar_SA.islamic-umalqura.json", "ar_SA.islamic-umalqura.txt", "he_IL.hebrew.json",
          "he_IL.hebrew.txt", "zh_TW.roc.json", "zh_TW.roc.txt",
        ],
        "pictures-ko": [],
        "pictures-rtl": [
          "ar_SA.islamic-umalqura.html", "ar_SA.islamic-umalqura.svg", "index.html",
        ],
      ]
      #expect(differing == expected[set.folder], "\(output)")
    #endif
  }

  @Test("Every golden set has its index, and the index names every file in the folder")
  func indexesListFiles() throws {
    for set in Self.sets {
      let folder = Self.goldens.appendingPathComponent(set.folder)
      let data = try Data(contentsOf: folder.appendingPathComponent("index.json"))
      let index = try JSONDecoder().decode(CalgridDumpTests.Index.self, from: data)
      var listed = Set(index.files.map(\.file))
      listed.insert("index.json")
      if index.formats.contains("html") { listed.insert("index.html") }
      let present = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(Set(present) == listed, "\(set.folder)")
    }
  }
}
