import Foundation
import Testing

@testable import CalgridCommand

/// `calgrid dump`'s edges, in-process: entries that appear in the output folder during a dump
/// are never deleted, a summary that cannot be written after the swap has a status of its own,
/// and a memory limit below what a dump needs is refused before anything is touched.
@Suite("calgrid dump: entries it did not write, summary status, memory limit")
struct DumpEdgeTests {
  static let manager = FileManager.default
  static let small = ["--locales", "en_US,ko_KR", "--year", "2024", "--format", "text,json"]

  static func scratch(_ name: String) throws -> String {
    let path = manager.temporaryDirectory.appendingPathComponent(
      "calgrid-edges-\(name)-\(UUID().uuidString)"
    ).path
    try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// A dump made through `Calgrid.run`, as a user's earlier dump; its files and bytes.
  static func dump(_ arguments: [String], into folder: String) throws -> [String: Data] {
    var output = ""
    var errors = ""
    let status = Calgrid.run(
      ["dump"] + arguments + ["--out", folder], environment: CalgridDumpTests.environment,
      output: &output, errors: &errors)
    try #require(status == 0, "\(errors)")
    return DumpFolderSafetyTests.snapshot(folder)
  }

  static func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  static let newFile = Dump.File(name: "en_US.gregorian.txt", bytes: Array("new\n".utf8))

  @Test(
    "A file that appears in the output folder while the dump writes fails it, named, and is kept")
  func appearsWhileWriting() throws {
    let base = try Self.scratch("writing")
    defer { try? Self.manager.removeItem(atPath: base) }
    let old = try Self.dump(Self.small, into: base + "/out")
    let directory = try DumpDirectory(preparing: base + "/out")
    try directory.write(Self.newFile)
    try Self.write("mine\n", to: base + "/out/notes.txt")
    #expect {
      _ = try directory.commit()
    } throws: { error in
      let message = (error as? DumpError)?.message ?? ""
      return message.contains("gained a file 'notes.txt'") && message.contains("dump again")
    }
    var expected = old
    expected["notes.txt"] = Data("mine\n".utf8)
    #expect(DumpFolderSafetyTests.snapshot(base + "/out") == expected)
    #expect(try Self.manager.contentsOfDirectory(atPath: base) == ["out"])
  }

  @Test("A dump file replaced by another while the dump writes is another's file: kept")
  func replacedWhileWriting() throws {
    let base = try Self.scratch("replaced")
    defer { try? Self.manager.removeItem(atPath: base) }
    var old = try Self.dump(Self.small, into: base + "/out")
    let directory = try DumpDirectory(preparing: base + "/out")
    // Written beside, then renamed over: a new inode under a name the old dump has.
    try Self.write("theirs\n", to: base + "/theirs")
    #expect(rename(base + "/theirs", base + "/out/index.json") == 0)
    #expect(throws: DumpError.self) { _ = try directory.commit() }
    old["index.json"] = Data("theirs\n".utf8)
    #expect(DumpFolderSafetyTests.snapshot(base + "/out") == old)
  }

  @Test("An entry that appears during the swap is moved into the new folder")
  func appearsDuringSwap() throws {
    let base = try Self.scratch("swap")
    defer { try? Self.manager.removeItem(atPath: base) }
    _ = try Self.dump(Self.small, into: base + "/out")
    let directory = try DumpDirectory(preparing: base + "/out")
    try directory.write(Self.newFile)
    let notes = try directory.commit {
      try? Self.write("mine\n", to: base + "/out/notes.txt")
      try? Self.manager.createDirectory(
        atPath: base + "/out/work", withIntermediateDirectories: false)
      try? Self.write("deep\n", to: base + "/out/work/deep.txt")
    }
    #expect(notes.count == 2, "\(notes)")
    #expect(notes.allSatisfy { $0.contains("it is in the new") }, "\(notes)")
    #expect(
      DumpFolderSafetyTests.snapshot(base + "/out")
        == [
          "en_US.gregorian.txt": Data("new\n".utf8), "notes.txt": Data("mine\n".utf8),
          // A folder reads as no data.
          "work": Data("<unreadable>".utf8),
        ])
    #expect(Self.manager.contents(atPath: base + "/out/work/deep.txt") == Data("deep\n".utf8))
    #expect(try Self.manager.contentsOfDirectory(atPath: base) == ["out"])
  }

  @Test("An entry that appears during the swap under a new file's name is kept in the old folder")
  func appearsDuringSwapUnderANewName() throws {
    let base = try Self.scratch("clash")
    defer { try? Self.manager.removeItem(atPath: base) }
    _ = try Self.dump(Self.small, into: base + "/out")
    let directory = try DumpDirectory(preparing: base + "/out")
    try directory.write(Self.newFile)
    let notes = try directory.commit {
      try? Self.write("theirs\n", to: base + "/theirs")
      _ = rename(base + "/theirs", base + "/out/en_US.gregorian.txt")
    }
    #expect(notes.count == 1 && notes[0].contains("has the name of a new file"), "\(notes)")
    #expect(
      DumpFolderSafetyTests.snapshot(base + "/out") == [
        "en_US.gregorian.txt": Data("new\n".utf8)
      ])
    let kept = try Self.manager.contentsOfDirectory(atPath: base).filter { $0 != "out" }
    try #require(kept.count == 1, "\(kept)")
    #expect(kept[0].hasPrefix("out.calgrid-"))
    #expect(notes[0].contains(kept[0]), "\(notes)")
    // Only the planted file is left of the old dump.
    #expect(
      DumpFolderSafetyTests.snapshot(base + "/" + kept[0]) == [
        "en_US.gregorian.txt": Data("theirs\n".utf8)
      ])
  }

  @Test("A staging folder left by a killed run loses its dump files, never another entry")
  func leftoversKeepForeignEntries() throws {
    let base = try Self.scratch("leftover")
    defer { try? Self.manager.removeItem(atPath: base) }
    let stage = base + "/.out.calgrid-" + String(repeating: "ab", count: 16)
    try Self.manager.createDirectory(atPath: stage, withIntermediateDirectories: false)
    try Self.write("old\n", to: stage + "/en_US.gregorian.txt")
    try Self.write("mine\n", to: stage + "/notes.txt")
    let directory = try DumpDirectory(preparing: base + "/out")
    directory.discard()
    // Kept under a visible name, which no later dump takes for a staging folder.
    let visible = base + "/out.calgrid-" + String(repeating: "ab", count: 16)
    #expect(DumpFolderSafetyTests.snapshot(visible) == ["notes.txt": Data("mine\n".utf8)])
    #expect(
      try Self.manager.contentsOfDirectory(atPath: base) == [
        (visible as NSString).lastPathComponent
      ])
    #expect(directory.notes.count == 1, "\(directory.notes)")
    #expect(directory.notes.first?.contains("such as 'notes.txt'") == true, "\(directory.notes)")
  }

  @Test("Standard output that fails after the swap: status 3, and the new dump in place")
  func summaryNotWritten() throws {
    let base = try Self.scratch("summary")
    defer { try? Self.manager.removeItem(atPath: base) }
    let expected = try Self.dump(Self.small, into: base + "/reference")
    _ = try Self.dump(Self.small + ["--first-weekday", "mon"], into: base + "/out")
    let full = open("/dev/full", O_WRONLY | O_CLOEXEC)
    try #require(full >= 0)
    defer { close(full) }
    var output = DescriptorOutput(descriptor: full)
    var errors = ""
    let status = Calgrid.run(
      ["dump"] + Self.small + ["--out", base + "/out"], environment: CalgridDumpTests.environment,
      output: &output, errors: &errors)
    #expect(status == 3)
    #expect(Calgrid.summaryNotWritten == 3)
    #expect(errors.contains("the new dump is in place in '\(base)/out'"), "\(errors)")
    #expect(errors.contains("No space left on device"), "\(errors)")
    #expect(DumpFolderSafetyTests.snapshot(base + "/out") == expected)
  }

  @Test("The help lists every exit status")
  func helpListsStatuses() {
    for line in [
      "0    done", "1    --check", "2    bad input", "3    the new dump is in place", "128+N",
    ] {
      #expect(DumpOptions.usage.contains(line), "\(line)")
    }
  }

  @Test("The memory limit is refused below 256 MiB and 96 MiB a worker, and only there")
  func memoryLimitThreshold() {
    for workers in [1, 2, 8] {
      // Independent of the code: the figures the help states.
      let needed = UInt64(256 + 96 * workers) * 1_048_576
      #expect(Dump.memoryLimitRefusal(limit: nil, workers: workers) == nil)
      #expect(Dump.memoryLimitRefusal(limit: needed, workers: workers) == nil)
      let refusal = Dump.memoryLimitRefusal(limit: needed - 1, workers: workers)
      #expect(refusal?.message.contains("\(256 + 96 * workers) MiB") == true, "\(workers)")
    }
  }

  @Test("A dump under a memory limit too low for it writes nothing and says so")
  func memoryLimitRefusedInProcess() throws {
    let base = try Self.scratch("memory")
    defer { try? Self.manager.removeItem(atPath: base) }
    var environment = CalgridDumpTests.environment
    environment.memoryLimit = 300 << 20
    var output = ""
    var errors = ""
    let status = Calgrid.run(
      ["dump"] + Self.small + ["-j", "2", "--out", base + "/out"], environment: environment,
      output: &output, errors: &errors)
    #expect(status == 2)
    #expect(errors.contains("the memory limit (ulimit -v or -d) is 300 MiB"), "\(errors)")
    #expect(errors.contains("448 MiB"), "\(errors)")
    #expect(try Self.manager.contentsOfDirectory(atPath: base).isEmpty)
    environment.memoryLimit = 448 << 20
    let allowed = Calgrid.run(
      ["dump"] + Self.small + ["-j", "2", "--out", base + "/out"], environment: environment,
      output: &output, errors: &errors)
    #expect(allowed == 0, "\(errors)")
  }
}
