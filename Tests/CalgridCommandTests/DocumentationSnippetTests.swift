import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

/// Every Swift code block of the README and of the DocC articles compiles against the library as
/// built for these tests, exactly as a user copies it: each block, unchanged, is the whole
/// `main.swift` of a program, type-checked by the toolchain's `swiftc`. Nothing is added, so a
/// block names the modules it needs (`import CalendarGrid`, `import Foundation` for `Date`).
///
/// A block that cannot compile here (SwiftUI, UIKit) is marked on the line before it with
/// `<!-- sketch -->` and is skipped; every other block is checked.
@Suite("Documentation code compiles")
struct DocumentationSnippetTests {
  struct Snippet: CustomStringConvertible, Sendable {
    var file: String
    var line: Int
    var code: String
    var description: String { "\(file):\(line)" }
  }

  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The README and every article of every DocC catalog under `Sources/`.
  static func documents() -> [URL] {
    var files = [packageRoot.appendingPathComponent("README.md")]
    let sources = packageRoot.appendingPathComponent("Sources")
    if let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) {
      for case let url as URL in walker
      where url.pathExtension == "md" && url.path.contains(".docc/") {
        files.append(url)
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The ```swift blocks of a Markdown text, with the line each starts on; blocks marked
  /// `<!-- sketch -->` on the line before are left out.
  static func snippets(in text: String, file: String) -> [Snippet] {
    var result: [Snippet] = []
    var current: [Substring]?
    var start = 0
    var previous = ""
    var skipping = false
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if current == nil, !skipping, trimmed == "```swift" {
        if previous.hasPrefix("<!-- sketch") {
          skipping = true
        } else {
          current = []
          start = index + 2
        }
      } else if trimmed.hasPrefix("```"), current != nil || skipping {
        if let lines = current {
          result.append(Snippet(file: file, line: start, code: lines.joined(separator: "\n")))
        }
        current = nil
        skipping = false
      } else if current != nil {
        current?.append(line)
      }
      if !trimmed.isEmpty { previous = trimmed }
    }
    return result
  }

  static func allSnippets() -> [Snippet] {
    documents().flatMap { url in
      let relative = String(url.path.dropFirst(packageRoot.path.count + 1))
      let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      return snippets(in: text, file: relative)
    }
  }

  /// The build folder these tests run from: its `Modules` hold the library's module, and the C
  /// shim's module map sits in `CICUShim.build` when the ICU trait is on.
  static var buildFolder: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
  }

  static var swiftc: String {
    let toolchain = ProcessInfo.processInfo.environment["SWIFT_EXEC"]
    if let toolchain, FileManager.default.isExecutableFile(atPath: toolchain) { return toolchain }
    for candidate in ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
    where FileManager.default.isExecutableFile(atPath: candidate) {
      return candidate
    }
    return "swiftc"
  }

  @Test("The documents have Swift blocks, and the extractor finds and skips what it should")
  func extraction() throws {
    let sample = """
      ```swift
      let a = 1
      ```
      <!-- sketch: SwiftUI -->
      ```swift
      import SwiftUI
      ```
      ```sh
      swift test
      ```
      """
    let found = Self.snippets(in: sample, file: "sample.md")
    #expect(found.map(\.code) == ["let a = 1"])
    #expect(found.first?.line == 2)
    // The README shows the library, and the catalog has articles with code.
    let all = Self.allSnippets()
    #expect(all.contains { $0.file == "README.md" })
    #expect(all.contains { $0.file.contains(".docc/") })
  }

  @Test("Each block names the modules it uses: its first code line is an import")
  func blocksImport() {
    // Compiling catches a missing import too; this says which block, without a compiler.
    for snippet in Self.allSnippets() {
      let first = snippet.code.split(separator: "\n").first { line in
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return !trimmed.isEmpty && !trimmed.hasPrefix("//")
      }
      #expect(first?.hasPrefix("import ") == true, "\(snippet) starts with \(first ?? "nothing")")
    }
  }

  @Test("Each Swift block of the README and the articles type-checks against the library")
  func snippetsCompile() async throws {
    let snippets = Self.allSnippets()
    try #require(!snippets.isEmpty)
    let modules = Self.buildFolder.appendingPathComponent("Modules")
    try #require(
      FileManager.default.fileExists(
        atPath: modules.appendingPathComponent("CalendarGrid.swiftmodule").path),
      "the library's module is not in \(modules.path)")
    var flags = ["-typecheck", "-swift-version", "6", "-I", modules.path]
    let shimMap = Self.buildFolder.appendingPathComponent("CICUShim.build/module.modulemap")
    if FileManager.default.fileExists(atPath: shimMap.path) {
      flags += ["-Xcc", "-fmodule-map-file=\(shimMap.path)"]
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("calgrid-snippets-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    // Two at a time: the machine the suite runs on has two cores.
    let failures = try await withThrowingTaskGroup(of: String?.self) { group in
      var failures: [String] = []
      var pending = snippets.enumerated().makeIterator()
      func startNext() throws {
        guard let (index, snippet) = pending.next() else { return }
        let directory = folder.appendingPathComponent("\(index)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let main = directory.appendingPathComponent("main.swift")
        // The block as printed: a missing import is a failure, as it is for the user.
        try Data((snippet.code + "\n").utf8).write(to: main)
        let arguments = flags + [main.path]
        group.addTask {
          let result = try Self.run(Self.swiftc, arguments)
          guard result.status != 0 else { return nil }
          return "\(snippet) does not compile:\n\(result.output)"
        }
      }
      try startNext()
      try startNext()
      while let failure = try await group.next() {
        if let failure { failures.append(failure) }
        try startNext()
      }
      return failures
    }
    for failure in failures { Issue.record(Comment(rawValue: failure)) }
  }

  static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
