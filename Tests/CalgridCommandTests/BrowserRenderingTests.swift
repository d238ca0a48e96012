import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalgridCommand

/// Runs dumped pages in headless Chromium when it is installed (`apt-get install -y chromium`);
/// skipped otherwise. `Scripts/check/check_rendering.sh` makes screenshots for a person to look at.
/// The installed Chromium, if any.
private let installedChromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
  .first { FileManager.default.isExecutableFile(atPath: $0) }

@Suite("Pictures in a real browser", .enabled(if: installedChromium != nil))
struct BrowserRenderingTests {
  static let chromium = installedChromium

  /// Runs Chromium headless and returns its standard output.
  static func browser(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(chromium))
    process.arguments =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
        "--force-device-scale-factor=1", "--disable-dev-shm-usage",
      ] + arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  static func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  @Test("The switcher runs: one locale and one month shown, today's month first")
  func switcher() throws {
    let folder = CalgridDumpTests.scratch("browser")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = CalgridDumpTests.dump([
      "--locales", "ko_KR,ar_SA", "--calendars", "gregorian", "--from", "2024-02", "--to",
      "2024-04", "--format", "html", "--today", "2024-03-14", "--out", folder,
    ])
    #expect(run.status == 0)
    let dom = try Self.browser(["--dump-dom", "file://\(folder)/index.html"])
    #expect(dom.contains("<html lang=\"en\" class=\"js\">"), "\(dom.prefix(300))")
    #expect(Self.count("class=\"cg-set current", in: dom) == 1)
    #expect(Self.count("class=\"cg-month current", in: dom) == 1)
    // Sections are in file-name order: ar_SA first, showing March (today's month) in Arabic;
    // the month menu lists its three months.
    let current = try #require(dom.components(separatedBy: "class=\"cg-month current").last)
    #expect(current.contains("<figcaption>مارس ٢٠٢٤</figcaption>"), "\(current.prefix(300))")
    #expect(dom.contains("<option value=\"2\">أبريل ٢٠٢٤</option>"))
    #expect(dom.contains("<option value=\"1\">ko_KR · gregorian</option>"))
  }

  @Test("An SVG month screenshots at its own size")
  func screenshot() throws {
    let folder = CalgridDumpTests.scratch("shot")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(
      CalgridDumpTests.dump([
        "--locales", "ko_KR", "--from", "2024-02", "--to", "2024-02", "--format", "svg",
        "--decorate", "kr-holidays,lunar", "--out", folder,
      ]).status == 0)
    let svg = try String(contentsOfFile: folder + "/ko_KR.gregorian.svg", encoding: .utf8)
    let size = try #require(svg.firstMatch(of: /width="(\d+)" height="(\d+)"/))
    let png = folder + "/shot.png"
    _ = try Self.browser([
      "--window-size=\(size.1),\(size.2)", "--screenshot=\(png)",
      "file://\(folder)/ko_KR.gregorian.svg",
    ])
    let data = try Data(contentsOf: URL(fileURLWithPath: png))
    // PNG signature, then the IHDR chunk's big-endian width and height.
    #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    let bytes = [UInt8](data.prefix(24))
    let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == Int(size.1) && height == Int(size.2))
    // A blank picture compresses to almost nothing; a month of text does not.
    #expect(data.count > 10_000, "\(data.count) bytes")
  }
}
