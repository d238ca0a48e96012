import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

/// The library's modules import one way, in the order data flows through them: a module imports
/// only modules before it, and only `CalendarGridSources` reaches libicu. SwiftPM on Linux can
/// let a module import a sibling it does not declare (the sibling's interface sits in the same
/// build folder), so the sources themselves are read.
@Suite("Module layout")
struct ModuleLayoutTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The library's modules, in the order data flows through them.
  static let flow = [
    "CalendarGridCore", "CalendarGridSources", "CalendarGridDayPlugins", "CalendarGridState",
    "CalendarGridRendering",
  ]

  /// The modules each source file of `module` imports (inside `#if` blocks too).
  static func imports(of module: String) throws -> [(file: String, module: String)] {
    let folder = packageRoot.appendingPathComponent("Sources/\(module)")
    var found: [(String, String)] = []
    let walker = try #require(
      FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
    for case let url as URL in walker where url.pathExtension == "swift" {
      for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
        let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
        guard words.count == 2, words[0] == "import" else { continue }
        found.append((url.lastPathComponent, String(words[1])))
      }
    }
    return found
  }

  @Test("Each module imports only modules before it in the flow", arguments: flow.indices)
  func importsOneWay(position: Int) throws {
    let module = Self.flow[position]
    let earlier = Set(Self.flow[..<position])
    let later = Set(Self.flow[position...])
    let found = try Self.imports(of: module)
    #expect(!found.isEmpty || position == 0)
    for (file, imported) in found {
      #expect(!later.contains(imported), "\(module)/\(file) imports \(imported)")
      #expect(imported != "CalendarGrid", "\(module)/\(file) imports the umbrella")
      #expect(
        imported != "CICUShim" || module == "CalendarGridSources",
        "\(module)/\(file) reaches libicu")
      if imported.hasPrefix("CalendarGrid") {
        #expect(earlier.contains(imported), "\(module)/\(file) imports \(imported)")
      }
    }
  }

  @Test("The umbrella re-exports every module but the renderers")
  func umbrellaExports() throws {
    let exported = Set(try Self.imports(of: "CalendarGrid").map(\.module))
    #expect(exported == Set(Self.flow.dropLast()))
  }
}
