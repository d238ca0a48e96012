import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridRendering
@testable import CalendarGridSources
@testable import CalendarGridState
@testable import CalgridCommand

/// `calgrid dump` into a hostile shared folder, through the built binary: planted links, FIFOs
/// and folders under every name a dump may use change nothing outside the folder and hang
/// nothing; interrupts, kills, full disks and concurrent dumps leave exactly the old dump or
/// exactly the new one.
@Suite(
  "calgrid dump: hostile folders, all or nothing",
  .enabled(if: FileManager.default.isExecutableFile(atPath: CalgridToolTests.binary.path)))
struct DumpFolderSafetyTests {
  static let manager = FileManager.default

  struct Run {
    var status: Int32
    var stderr: String
  }

  /// Runs the binary, killed after `seconds` so a hang fails the test instead of stalling it.
  static func calgrid(_ arguments: [String], seconds: Double = 60) throws -> Run {
    let process = Process()
    process.executableURL = CalgridToolTests.binary
    process.arguments = arguments
    let err = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = err
    try process.run()
    let errors = waitForOutput(of: process, from: err, killedAfter: seconds)
    return Run(status: process.terminationStatus, stderr: errors)
  }

  static func scratch(_ name: String) throws -> String {
    let path = manager.temporaryDirectory.appendingPathComponent(
      "calgrid-safety-\(name)-\(UUID().uuidString)"
    ).path
    try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Every file in a folder (hidden ones too) with its bytes, for exact comparison.
  static func snapshot(_ folder: String) -> [String: Data] {
    var files: [String: Data] = [:]
    for name in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] {
      files[name] = manager.contents(atPath: folder + "/" + name) ?? Data("<unreadable>".utf8)
    }
    return files
  }

  /// A dump made in-process, as the reference a folder is compared with.
  static func reference(_ arguments: [String], in folder: String) throws -> [String: Data] {
    var output = ""
    var errors = ""
    let status = Calgrid.run(
      ["dump"] + arguments + ["--out", folder], environment: CalgridDumpTests.environment,
      output: &output, errors: &errors)
    try #require(status == 0, "\(errors)")
    return snapshot(folder)
  }

  static let small = ["--locales", "en_US,ko_KR", "--year", "2024", "--format", "text,json"]

  enum Plant: String, CaseIterable, Sendable {
    case linkToOutsideFile, linkToOutsideFolder, fifo, folder
  }

  /// Plants one kind of entry at `path`, aiming links at the outside file or folder.
  static func plant(_ kind: Plant, at path: String, outside: String) throws {
    switch kind {
    case .linkToOutsideFile:
      try manager.createSymbolicLink(atPath: path, withDestinationPath: outside + "/victim.txt")
    case .linkToOutsideFolder:
      try manager.createSymbolicLink(atPath: path, withDestinationPath: outside)
    case .fifo:
      #expect(mkfifo(path, 0o666) == 0)
    case .folder:
      try manager.createDirectory(atPath: path, withIntermediateDirectories: false)
      // A link inside: removing the planted folder must not follow it.
      try manager.createSymbolicLink(
        atPath: path + "/inner", withDestinationPath: outside + "/victim.txt")
    }
  }

  @Test(
    "Links, FIFOs and folders planted in the output folder, under its final and any other names, change nothing outside and hang nothing",
    arguments: Plant.allCases)
  func plantedInOutput(kind: Plant) throws {
    let base = try Self.scratch("planted")
    defer { try? Self.manager.removeItem(atPath: base) }
    let outside = base + "/outside"
    try Self.manager.createDirectory(atPath: outside, withIntermediateDirectories: false)
    try Data("precious\n".utf8).write(to: URL(fileURLWithPath: outside + "/victim.txt"))
    let outsideBefore = Self.snapshot(outside)
    let folder = base + "/out"
    let old = try Self.reference(Self.small, in: folder)
    let names = [
      "en_US.gregorian.txt", "index.json", "index.html", "ko_KR.gregorian.json",
      ".en_US.gregorian.txt.calgrid-1.tmp", ".calgrid-probe-1", ".calgrid-lock", "stray",
    ]
    for name in names {
      let target = folder + "/" + name
      try? Self.manager.removeItem(atPath: target)
      try Self.plant(kind, at: target, outside: outside)
      let run = try Self.calgrid(
        ["dump"] + Self.small + ["--today", "2024-05-05", "--out", folder], seconds: 30)
      #expect(run.status == 2, "\(kind) as \(name): status \(run.status): \(run.stderr)")
      #expect(run.stderr.contains("that no dump wrote"), "\(kind) as \(name): \(run.stderr)")
      #expect(Self.snapshot(outside) == outsideBefore, "\(kind) as \(name)")
      try Self.manager.removeItem(atPath: target)
      // Everything else is the old dump, untouched; nothing beside the folder was left.
      var expected = old
      expected[name] = nil
      #expect(Self.snapshot(folder) == expected, "\(kind) as \(name)")
      #expect(try Self.manager.contentsOfDirectory(atPath: base).sorted() == ["out", "outside"])
      // Put back what the plant replaced.
      if let data = old[name] { try data.write(to: URL(fileURLWithPath: target)) }
    }
  }

  @Test(
    "Links, FIFOs and folders planted beside the output folder under staging names are never followed",
    arguments: Plant.allCases)
  func plantedBesideOutput(kind: Plant) throws {
    let base = try Self.scratch("beside")
    defer { try? Self.manager.removeItem(atPath: base) }
    let outside = base + "/outside"
    try Self.manager.createDirectory(atPath: outside, withIntermediateDirectories: false)
    try Data("precious\n".utf8).write(to: URL(fileURLWithPath: outside + "/victim.txt"))
    let outsideBefore = Self.snapshot(outside)
    let folder = base + "/out"
    let planted = (0..<3).map { _ in
      base + "/.out.calgrid-"
        + UUID().uuidString.replacingOccurrences(of: "-", with: "")
        .lowercased()
    }
    for path in planted { try Self.plant(kind, at: path, outside: outside) }
    let expected = try Self.reference(
      Self.small + ["--today", "2024-05-05"], in: try Self.scratch("beside-reference"))
    let run = try Self.calgrid(
      ["dump"] + Self.small + ["--today", "2024-05-05", "--out", folder], seconds: 30)
    #expect(run.status == 0, "\(kind): \(run.stderr)")
    #expect(Self.snapshot(folder) == expected, "\(kind)")
    #expect(Self.snapshot(outside) == outsideBefore, "\(kind)")
    #expect(
      try Self.manager.contentsOfDirectory(atPath: outside).sorted() == ["victim.txt"], "\(kind)")
  }

  @Test("--check reports links, FIFOs and files of another size without following or waiting")
  func checkHostileFolder() throws {
    let base = try Self.scratch("check")
    defer { try? Self.manager.removeItem(atPath: base) }
    let folder = base + "/out"
    let small = Self.small + ["--today", "2024-05-05"]
    _ = try Self.reference(small, in: folder)
    try Data("precious\n".utf8).write(to: URL(fileURLWithPath: base + "/victim.txt"))
    try Self.manager.removeItem(atPath: folder + "/en_US.gregorian.txt")
    try Self.manager.createSymbolicLink(
      atPath: folder + "/en_US.gregorian.txt", withDestinationPath: base + "/victim.txt")
    try Self.manager.removeItem(atPath: folder + "/ko_KR.gregorian.json")
    #expect(mkfifo(folder + "/ko_KR.gregorian.json", 0o666) == 0)
    try Data(repeating: 0x41, count: 1 << 20).write(
      to: URL(fileURLWithPath: folder + "/ko_KR.gregorian.txt"))
    let arguments = (["dump"] + small + ["--check", folder]).map { "'\($0)'" }.joined(
      separator: " ")
    let run = try CalgridOutputErrorTests.shell("\"$CALGRID\" \(arguments)", seconds: 30)
    #expect(run.status == 1, "\(run.status): \(run.stdout) \(run.stderr)")
    #expect(run.stdout.contains("differs: en_US.gregorian.txt: a symbolic link"), "\(run.stdout)")
    #expect(run.stdout.contains("differs: ko_KR.gregorian.json: not a regular file"))
    #expect(run.stdout.contains("differs: ko_KR.gregorian.txt: line 1"), "\(run.stdout)")
    #expect(!run.stdout.contains("differs: en_US.gregorian.json"), "\(run.stdout)")
  }

  @Test("A --out that is a symbolic link is refused; the folder it points to is untouched")
  func outIsALink() throws {
    let base = try Self.scratch("link")
    defer { try? Self.manager.removeItem(atPath: base) }
    let real = base + "/real"
    let old = try Self.reference(Self.small, in: real)
    try Self.manager.createSymbolicLink(atPath: base + "/link", withDestinationPath: real)
    let run = try Self.calgrid(
      ["dump"] + Self.small + ["--today", "2024-05-05", "--out", base + "/link"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("is a symbolic link"), "\(run.stderr)")
    #expect(Self.snapshot(real) == old)
  }

  /// The arguments of a dump that takes about a second, in two versions told apart by today.
  static let long = [
    "--locales", "en_US,de_DE,fr_FR,ko_KR,ja_JP,ar_SA,he_IL,fa_IR,th_TH,zh_TW",
    "--calendars", "gregorian,hebrew,islamic,persian", "--year", "2024", "--format", "json,html",
  ]

  @Test("Interrupted or killed at random moments, the folder holds exactly the old or the new dump")
  func interrupted() async throws {
    let base = try Self.scratch("interrupted")
    defer { try? Self.manager.removeItem(atPath: base) }
    let old = try Self.reference(Self.long + ["--today", "2024-01-01"], in: base + "/old")
    let new = try Self.reference(Self.long + ["--today", "2024-12-31"], in: base + "/new")
    let folder = base + "/out"
    var generator = SystemRandomNumberGenerator()
    var outcomes: [String] = []
    // Bounded: 12 runs, each killed within 5 s, each waited for at most 60 s.
    for (round, signal) in [SIGINT, SIGTERM, SIGHUP, SIGKILL].flatMap({ [$0, $0, $0] }).enumerated()
    {
      try? Self.manager.removeItem(atPath: folder)
      try Self.manager.copyItem(atPath: base + "/old", toPath: folder)
      let process = Process()
      // The test runner may start its children with SIGINT ignored, which calgrid (rightly)
      // keeps: env restores the default dispositions first.
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments =
        ["--default-signal=INT,TERM,HUP", CalgridToolTests.binary.path, "dump"] + Self.long + [
          "--today", "2024-12-31", "--out", folder,
        ]
      let err = Pipe()
      process.standardOutput = FileHandle.nullDevice
      process.standardError = err
      try process.run()
      let delay = Int.random(in: 0...(round % 3 == 0 ? 600 : 5000), using: &generator)
      try await Task.sleep(for: .milliseconds(delay))
      kill(process.processIdentifier, signal)
      let watchdog = DispatchWorkItem { [pid = process.processIdentifier] in kill(pid, SIGKILL) }
      DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
      let errors = String(
        decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      watchdog.cancel()
      let present = Self.snapshot(folder)
      let isOld = present == old
      let isNew = present == new
      #expect(isOld || isNew, "signal \(signal) after \(delay) ms: a mixed folder: \(errors)")
      let status = process.terminationStatus
      outcomes.append("\(signal)@\(delay)ms:\(isOld ? "old" : "new"):\(status)")
      if signal != SIGKILL && status == 128 + signal {
        // Caught: the message says which dump is in place, and nothing is left beside it.
        if isOld {
          #expect(errors.contains("is unchanged"), "\(errors)")
        } else {
          #expect(errors.contains("holds the new dump"), "\(errors)")
        }
        #expect(
          try Self.manager.contentsOfDirectory(atPath: base).sorted() == ["new", "old", "out"],
          "signal \(signal)")
      } else if status == 0 {
        #expect(isNew)
      }
      if signal == SIGKILL {
        // The next dump removes what the killed one left, and writes the whole new dump.
        let next = try Self.calgrid(
          ["dump"] + Self.long + ["--today", "2024-12-31", "--out", folder])
        #expect(next.status == 0, "\(next.stderr)")
        #expect(Self.snapshot(folder) == new)
        #expect(
          try Self.manager.contentsOfDirectory(atPath: base).sorted() == ["new", "old", "out"])
      }
    }
    print("interrupted dumps: \(outcomes.joined(separator: " "))")
  }

  @Test("A signal ignored when calgrid starts stays ignored")
  func ignoredSignalStaysIgnored() throws {
    let base = try Self.scratch("ignored")
    defer { try? Self.manager.removeItem(atPath: base) }
    let new = try Self.reference(Self.long + ["--today", "2024-12-31"], in: base + "/new")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    let command = (["dump"] + Self.long + ["--today", "2024-12-31", "--out", base + "/out"])
      .map { "'\($0)'" }.joined(separator: " ")
    process.arguments = [
      "-c",
      "trap '' INT HUP; echo ready; exec /usr/bin/env --ignore-signal=INT,HUP \"$0\" \(command) >/dev/null",
      CalgridToolTests.binary.path,
    ]
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    // Once the shell ignores them, the signals are sent; exec keeps the pid, so they reach
    // calgrid itself (ignored from its start) or the shell before it (ignored too).
    _ = out.fileHandleForReading.availableData
    Thread.sleep(forTimeInterval: 0.3)
    kill(process.processIdentifier, SIGINT)
    kill(process.processIdentifier, SIGHUP)
    Thread.sleep(forTimeInterval: 0.3)
    kill(process.processIdentifier, SIGINT)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(Self.snapshot(base + "/out") == new)
  }

  @Test("Two dumps into one folder at once: one waits for nothing, fails clearly, and never mixes")
  func concurrentDumps() throws {
    let base = try Self.scratch("concurrent")
    defer { try? Self.manager.removeItem(atPath: base) }
    let first = try Self.reference(Self.long + ["--today", "2024-01-01"], in: base + "/a")
    let second = try Self.reference(Self.long + ["--today", "2024-12-31"], in: base + "/b")
    let folder = base + "/out"
    // Bounded: 3 rounds of two dumps started together.
    for _ in 0..<3 {
      let runs = Lock<[Run]>([])
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        let today = index == 0 ? "2024-01-01" : "2024-12-31"
        let run = try? Self.calgrid(["dump"] + Self.long + ["--today", today, "--out", folder])
        runs.withLock { $0.append(run ?? Run(status: -1, stderr: "did not start")) }
      }
      let results = runs.withLock { $0 }
      let present = Self.snapshot(folder)
      #expect(present == first || present == second, "a mixed folder")
      for run in results where run.status != 0 {
        #expect(run.status == 2)
        #expect(run.stderr.contains("another calgrid dump is writing into"), "\(run.stderr)")
      }
      #expect(results.contains { $0.status == 0 })
      #expect(try Self.manager.contentsOfDirectory(atPath: base).sorted() == ["a", "b", "out"])
    }
  }

  /// A disk that fills midway: a tiny tmpfs in a mount namespace of its own (root only).
  @Test("A full disk midway leaves exactly the old dump and no staging folder")
  func fullDiskKeepsOldDump() throws {
    let base = try Self.scratch("full")
    defer { try? Self.manager.removeItem(atPath: base) }
    _ = try Self.reference(Self.small, in: base + "/old")
    try Self.manager.createDirectory(atPath: base + "/mount", withIntermediateDirectories: false)
    let dump = (["dump"] + Self.long + ["--today", "2024-12-31"]).map { "'\($0)'" }.joined(
      separator: " ")
    let script = """
      mount -t tmpfs -o size=400k tmpfs "$1/mount" || exit 77
      cp -r "$1/old" "$1/mount/out"
      "$0" \(dump) --out "$1/mount/out"; echo "status $?"
      diff -r "$1/old" "$1/mount/out" && echo "old dump intact"
      ls -A "$1/mount"
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
    process.arguments = ["-m", "/bin/sh", "-c", script, CalgridToolTests.binary.path, base]
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    guard (try? process.run()) != nil else { return }
    let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // No mount namespace here (not root): the file-size limit tests of the output errors cover it.
    guard process.terminationStatus != 77, !errors.contains("unshare:") else { return }
    #expect(output.contains("status 2"), "\(output) \(errors)")
    #expect(errors.contains("cannot write output: No space left on device"), "\(errors)")
    #expect(errors.contains("the old dump in"), "\(errors)")
    #expect(output.contains("old dump intact"), "\(output)")
    #expect(output.hasSuffix("old dump intact\nout\n"), "\(output)")
  }
}
