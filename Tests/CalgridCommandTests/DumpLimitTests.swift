import CalendarGridTestSupport
import Foundation
import Testing

/// `calgrid dump` under process limits and as another user, through the built binary: a
/// file-size limit and a memory limit end the dump with a message and leave no staging folder;
/// a folder of another user keeps its owner, or is refused; permission errors name their cause.
@Suite(
  "calgrid dump: limits, owners, permissions",
  .enabled(if: FileManager.default.isExecutableFile(atPath: CalgridToolTests.binary.path)))
struct DumpLimitTests {
  static let manager = FileManager.default
  /// The user the unprivileged runs take when the tests run as root: `nobody` on Debian.
  static let nobody: uid_t = 65534
  static let isRoot = geteuid() == 0
  /// Whether these tests (and the `calgrid` beside them) run under a sanitizer, which maps
  /// terabytes of shadow memory: a memory limit there stops the sanitizer, not the dump.
  static var isSanitized: Bool {
    dlsym(nil, "__asan_init") != nil || dlsym(nil, "__tsan_init") != nil
  }

  /// Runs `script` with /bin/sh, `$CALGRID` the binary (run as `nobody` when `unprivileged`
  /// and the tests run as root); killed after a minute so a hang fails instead of stalling.
  static func shell(_ script: String, unprivileged: Bool = false) throws
    -> CalgridOutputErrorTests.Run
  {
    let drop =
      unprivileged && isRoot
      ? "setpriv --reuid=\(nobody) --regid=\(nobody) --clear-groups " : ""
    return try CalgridOutputErrorTests.shell(
      "CALGRID=\"\(drop)$CALGRID\"; \(script)")
  }

  static let dump =
    "$CALGRID dump --locales en_US,de_DE,fr_FR,ko_KR --calendars gregorian,hebrew --year 2024 --format json,html --today 2024-02-29"

  /// The names in `folder` that are staging folders (`.<name>.calgrid-...`).
  static func stagingFolders(in folder: String) throws -> [String] {
    try manager.contentsOfDirectory(atPath: folder).filter { $0.contains(".calgrid-") }
  }

  @Test("A file-size limit ends the dump with a message, the old dump intact, no staging folder")
  func fileSizeLimit() throws {
    guard !CalgridOutputErrorTests.isThreadSanitized else { return }
    let base = try CalgridOutputErrorTests.scratch("fsize")
    defer { try? Self.manager.removeItem(atPath: base) }
    let old = try DumpEdgeTests.dump(DumpEdgeTests.small, into: base + "/out")
    // SIGXFSZ at its default, as a login shell has it (the test process may ignore it, and a
    // shell cannot undo an ignore it inherits): the dump itself must keep it from ending it.
    let run = try Self.shell(
      "ulimit -f 100; exec env --default-signal=XFSZ \(Self.dump) --out '\(base)/out'")
    #expect(run.status == 2, "status \(run.status): \(run.stderr)")
    #expect(run.stderr.contains("cannot write output: File too large"), "\(run.stderr)")
    #expect(run.stderr.contains("the file-size limit (ulimit -f)"), "\(run.stderr)")
    #expect(run.stderr.contains("the old dump in"), "\(run.stderr)")
    #expect(try Self.stagingFolders(in: base).isEmpty)
    #expect(DumpFolderSafetyTests.snapshot(base + "/out") == old)
  }

  @Test(
    "A memory limit below what the dump needs is refused at the start; nothing is made",
    arguments: ["-v", "-d"])
  func memoryLimitRefused(option: String) throws {
    guard !Self.isSanitized else { return }
    let base = try CalgridOutputErrorTests.scratch("vmem")
    defer { try? Self.manager.removeItem(atPath: base) }
    // 250,000 KiB: enough for the tool to start, less than one worker's 352 MiB.
    let run = try Self.shell(
      "ulimit \(option) 250000; exec \(Self.dump) -j 2 --out '\(base)/out'")
    #expect(run.status == 2, "status \(run.status): \(run.stderr)")
    #expect(
      run.stderr.contains("the memory limit (ulimit -v or -d) is 244 MiB, less than the 448 MiB"),
      "\(run.stderr)")
    #expect(run.stderr.contains("raise it to 448 MiB (ulimit -v or -d 458752)"), "\(run.stderr)")
    #expect(try Self.manager.contentsOfDirectory(atPath: base).isEmpty)
  }

  @Test("At the stated minimum, the largest job of every format is dumped on two workers")
  func memoryLimitMinimumSuffices() throws {
    guard !Self.isSanitized else { return }
    let base = try CalgridOutputErrorTests.scratch("vmin")
    defer { try? Self.manager.removeItem(atPath: base) }
    // 448 MiB in KiB: 256 + 2 x 96.
    let run = try Self.shell(
      "ulimit -v 458752; exec $CALGRID dump --locales en_US,ko_KR --calendars gregorian,chinese --from 1950-01 --to 2049-12 --format text,json,html,svg -j 2 --out '\(base)/out'"
    )
    #expect(run.status == 0, "status \(run.status): \(run.stderr.prefix(2000))")
    #expect(try Self.stagingFolders(in: base).isEmpty)
    #expect(Self.manager.fileExists(atPath: base + "/out/ko_KR.chinese.svg"))
  }

  /// A path's owner and group as `user:group`, without following a link.
  static func owner(of path: String) -> String {
    var status = stat()
    guard lstat(path, &status) == 0 else { return "missing" }
    return "\(status.st_uid):\(status.st_gid)"
  }

  @Test(
    "Root dumping into a folder of another user keeps its owner; the owner dumps there again",
    .enabled(if: isRoot, "giving a folder away (chown) needs root"))
  func ownerKept() throws {
    let base = try CalgridOutputErrorTests.scratch("owner")
    defer { try? Self.manager.removeItem(atPath: base) }
    _ = try DumpEdgeTests.dump(DumpEdgeTests.small, into: base + "/out")
    #expect(chown(base, Self.nobody, Self.nobody) == 0)
    let chowned = try Self.shell("chown -R \(Self.nobody):\(Self.nobody) '\(base)/out'")
    try #require(chowned.status == 0, "\(chowned.stderr)")
    let run = try Self.shell("\(Self.dump) --out '\(base)/out'")
    try #require(run.status == 0, "\(run.stderr)")
    #expect(Self.owner(of: base + "/out") == "65534:65534")
    #expect(Self.owner(of: base + "/out/en_US.gregorian.json") == "65534:65534")
    #expect(Self.owner(of: base + "/out/index.html") == "65534:65534")
    let again = try Self.shell("\(Self.dump) --out '\(base)/out'", unprivileged: true)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(try Self.stagingFolders(in: base).isEmpty)
  }

  @Test(
    "A user who cannot give the new folder its owner is refused; the folder is unchanged",
    .enabled(if: isRoot, "needs a folder of another user, made by root"))
  func ownerRefused() throws {
    let base = try CalgridOutputErrorTests.scratch("thief")
    defer { try? Self.manager.removeItem(atPath: base) }
    let old = try DumpEdgeTests.dump(DumpEdgeTests.small, into: base + "/out")
    // Everyone may write into the parent and the folder: only the owner stands in the way.
    #expect(chmod(base, 0o777) == 0)
    #expect(chmod(base + "/out", 0o777) == 0)
    let run = try Self.shell("\(Self.dump) --out '\(base)/out'", unprivileged: true)
    #expect(run.status == 2, "status \(run.status): \(run.stderr)")
    #expect(run.stderr.contains("belongs to user 0 and group 0"), "\(run.stderr)")
    #expect(run.stderr.contains("Operation not permitted"), "\(run.stderr)")
    #expect(Self.owner(of: base + "/out") == "0:0")
    #expect(DumpFolderSafetyTests.snapshot(base + "/out") == old)
    #expect(try Self.stagingFolders(in: base).isEmpty)
  }

  @Test("A parent that is not writable and a folder that is not readable are named as such")
  func permissionMessages() throws {
    let base = try CalgridOutputErrorTests.scratch("perm")
    defer {
      chmod(base + "/closed", 0o755)
      try? Self.manager.removeItem(atPath: base)
    }
    // As root the unprivileged run is another user; otherwise the modes stop this user.
    #expect(chmod(base, 0o555) == 0 || Self.isRoot)
    let parent = try Self.shell(
      "$CALGRID dump --locales en_US --year 2024 --out '\(base)/out'", unprivileged: true)
    #expect(parent.status == 2, "\(parent.stderr)")
    #expect(
      parent.stderr.contains(
        "cannot create the folder '\(base)/out' in its parent: Permission denied"),
      "\(parent.stderr)")
    #expect(!parent.stderr.contains("No such file"), "\(parent.stderr)")
    #expect(chmod(base, 0o755) == 0)
    try Self.manager.createDirectory(atPath: base + "/closed", withIntermediateDirectories: false)
    #expect(chmod(base + "/closed", 0o311) == 0)
    let check = try Self.shell(
      "$CALGRID dump --locales en_US --year 2024 --check '\(base)/closed'", unprivileged: true)
    #expect(check.status == 2, "\(check.stderr)")
    #expect(
      check.stderr.contains("--check: cannot open the folder '\(base)/closed': Permission denied"),
      "\(check.stderr)")
    #expect(!check.stderr.contains("not a folder"), "\(check.stderr)")
    let out = try Self.shell(
      "$CALGRID dump --locales en_US --year 2024 --out '\(base)/closed'", unprivileged: true)
    #expect(out.status == 2, "\(out.stderr)")
    #expect(
      out.stderr.contains("cannot open the folder '\(base)/closed' to read what it holds"),
      "\(out.stderr)")
    #expect(out.stderr.contains("Permission denied"), "\(out.stderr)")
    let file = try Self.shell(
      "touch '\(base)/file'; $CALGRID dump --locales en_US --year 2024 --check '\(base)/file'")
    #expect(file.stderr.contains("--check: '\(base)/file' is not a folder"), "\(file.stderr)")
  }

  @Test("A file planted into the output folder while the binary dumps is never deleted")
  func plantedWhileDumping() throws {
    let base = try CalgridOutputErrorTests.scratch("plant")
    defer { try? Self.manager.removeItem(atPath: base) }
    let old = try DumpEdgeTests.dump(DumpFolderSafetyTests.long, into: base + "/out")
    let process = Process()
    process.executableURL = CalgridToolTests.binary
    process.arguments =
      ["dump"] + DumpFolderSafetyTests.long + ["--today", "2024-12-31", "--out", base + "/out"]
    let err = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = err
    try process.run()
    // Stopped once its staging folder exists, so the file lands while it renders (or, should
    // it be that quick, between its last look and the swap).
    var bound = LoopBound(20_000, "waiting for the staging folder")
    while try Self.stagingFolders(in: base).isEmpty, process.isRunning, bound.next() {
      usleep(500)
    }
    kill(process.processIdentifier, SIGSTOP)
    try DumpEdgeTests.write("mine\n", to: base + "/out/notes.txt")
    kill(process.processIdentifier, SIGCONT)
    let errors = waitForOutput(of: process, from: err, killedAfter: 60)
    #expect(Self.manager.contents(atPath: base + "/out/notes.txt") == Data("mine\n".utf8))
    #expect(try Self.stagingFolders(in: base).isEmpty)
    print("planted while dumping: status \(process.terminationStatus)")
    if process.terminationStatus == 2 {
      #expect(errors.contains("gained a file 'notes.txt' while the dump ran"), "\(errors)")
      var expected = old
      expected["notes.txt"] = Data("mine\n".utf8)
      #expect(DumpFolderSafetyTests.snapshot(base + "/out") == expected)
    } else {
      #expect(process.terminationStatus == 0, "\(errors)")
      #expect(errors.contains("kept a file 'notes.txt'"), "\(errors)")
    }
  }
}
