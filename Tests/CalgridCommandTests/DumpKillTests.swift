import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

/// A dump killed while it puts its files in place leaves the folder holding exactly the old dump
/// or exactly the new one: never some files of each, never a file without its index.
///
/// The kill must land inside the dump's commit, which takes milliseconds, so the test runs the
/// built `calgrid` under strace, which holds its first rename (the swap of the staging folder
/// with the output folder) for a minute on entry or on exit, and kills it there with SIGKILL
/// (nothing the process can catch).
@Suite(
  "calgrid dump killed with SIGKILL",
  .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/strace")))
struct DumpKillTests {
  static let strace = "/usr/bin/strace"
  static let renames = "rename,renameat,renameat2"
  /// Syscall numbers of rename, renameat and renameat2 on x86_64 and arm64 (renameat 38,
  /// renameat2 276).
  static let renameSyscalls: Set<Int> = [82, 264, 316, 38, 276]

  /// The visible files of a folder (the dump's temporary files are hidden) and their contents.
  static func visibleFiles(in folder: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder)
    where !name.hasPrefix(".") {
      files[name] = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(name)"))
    }
    return files
  }

  /// A dump of 8 locales in two formats: 17 files with the index.
  static func dumpArguments(firstWeekday: String, into folder: String) -> [String] {
    [
      "dump", "--locales", "en_US,ko_KR,de_DE,ja_JP,he_IL,ar_SA,fa_IR,th_TH", "--year", "2024",
      "--format", "text,json", "--first-weekday", firstWeekday, "--out", folder,
    ]
  }

  /// A file of /proc, read to its end (their sizes read 0, so whole-file reads find nothing).
  static func procText(_ path: String) -> String? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    return (try? handle.readToEnd()).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Whether a thread of the process is stopped by its tracer at the entry of a rename.
  static func isHeldInRename(_ pid: Int32) -> Bool {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    for task in tasks {
      guard
        let syscall = procText("/proc/\(pid)/task/\(task)/syscall"),
        let number = Int(syscall.split(separator: " ").first ?? "")
      else { continue }
      if renameSyscalls.contains(number) { return true }
    }
    return false
  }

  /// The traced process: strace's child.
  static func child(of pid: Int32) -> Int32? {
    procText("/proc/\(pid)/task/\(pid)/children").flatMap {
      Int32($0.split(separator: " ").first ?? "")
    }
  }

  /// Where strace holds the swap: before it happens, or after it happened and before the old
  /// dump is removed.
  enum Moment: String, CaseIterable, Sendable {
    case beforeSwap = "delay_enter"
    case afterSwap = "delay_exit"
  }

  @Test(
    "Killed in the middle of putting its files in place, the folder is all old or all new",
    arguments: Moment.allCases)
  func killedDuringCommit(at moment: Moment) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calgrid-kill-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let folder = "\(root)/dump"
    let old = try CalgridToolTests.run(Self.dumpArguments(firstWeekday: "sun", into: folder))
    try #require(old.status == 0, "\(old.stderr)")
    let fresh = try CalgridToolTests.run(
      Self.dumpArguments(firstWeekday: "mon", into: "\(root)/fresh"))
    try #require(fresh.status == 0, "\(fresh.stderr)")
    let before = try Self.visibleFiles(in: folder)
    let after = try Self.visibleFiles(in: "\(root)/fresh")
    try #require(before.count == 17 && after.count == 17)
    // Every grid file differs between the two dumps (the index does not name the first weekday),
    // so a mix of them shows.
    try #require(before.keys.sorted() == after.keys.sorted())
    try #require(before.allSatisfy { $0.key == "index.json" || after[$0.key] != $0.value })

    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.strace)
    process.arguments =
      [
        "-f", "-qq", "--seccomp-bpf", "-o", "/dev/null", "-e", "trace=\(Self.renames)", "-e",
        "inject=\(Self.renames):\(moment.rawValue)=60000000:when=1",
        CalgridToolTests.binary.path,
      ] + Self.dumpArguments(firstWeekday: "mon", into: folder)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer {
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
    }
    // Waits (bounded) until the dump is held in its swap.
    var held = false
    var bound = LoopBound(1200, "waiting for the dump's swap")
    while process.isRunning, bound.next() {
      if let pid = Self.child(of: process.processIdentifier), Self.isHeldInRename(pid) {
        kill(pid, SIGKILL)
        held = true
        // strace would sit out its delay; the dump is dead, so it goes too.
        kill(process.processIdentifier, SIGKILL)
        break
      }
      usleep(50_000)
    }
    process.waitUntilExit()
    #expect(held, "the dump was never held in its swap")
    let found = try Self.visibleFiles(in: folder)
    let newFiles = found.filter { $0.key != "index.json" && after[$0.key] == $0.value }.count
    let oldFiles = found.filter { $0.key != "index.json" && before[$0.key] == $0.value }.count
    #expect(
      found == (moment == .beforeSwap ? before : after),
      "killed in its commit, the folder has \(newFiles) new and \(oldFiles) old grid files")
    #expect(found.keys.allSatisfy { !$0.hasPrefix(".") })
    // A later dump into the folder completes and removes the staging folder the killed one left
    // beside it.
    let again = try CalgridToolTests.run(Self.dumpArguments(firstWeekday: "mon", into: folder))
    #expect(again.status == 0, "\(again.stderr)")
    #expect(try Self.visibleFiles(in: folder) == after)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: root).filter {
      $0.hasPrefix(".")
    }
    #expect(leftovers.isEmpty, "\(leftovers)")
  }
}
