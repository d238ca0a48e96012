import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Foundation
import Testing

/// Output that cannot be written, through the built binary: every case is
/// `calgrid: error: cannot write output: <reason>` and a non-zero status, never a crash.
@Suite(
  "calgrid output errors",
  .enabled(if: FileManager.default.isExecutableFile(atPath: CalgridToolTests.binary.path)))
struct CalgridOutputErrorTests {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs a /bin/sh script with `$CALGRID` set to the binary, bounded by `timeout` so a hang
  /// fails the test (status 124) instead of stalling the suite.
  static func shell(_ script: String, seconds: Int = 60) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exec timeout -s KILL \(seconds) /bin/sh -c \"$0\"", script]
    var environment = ProcessInfo.processInfo.environment
    environment["CALGRID"] = CalgridToolTests.binary.path
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  static func scratch(_ name: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calgrid-output-\(name)-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// A status that is an error exit, not a signal or a trap (SIGILL is 132 through the shell).
  static func isErrorExit(_ status: Int32) -> Bool { status == 2 }

  /// Whether these tests (and the `calgrid` beside them) are built with ThreadSanitizer, whose
  /// runtime itself faults (SIGBUS) when it starts under a file-size limit: there the limit
  /// tests the sanitizer, not calgrid.
  static var isThreadSanitized: Bool { dlsym(nil, "__tsan_init") != nil }

  @Test(
    "Standard output that fails: full, closed, a broken pipe with SIGPIPE ignored",
    arguments: [
      ("\"$CALGRID\" 2024-01 >/dev/full", "No space left on device"),
      ("\"$CALGRID\" 2024-01 --format json >/dev/full", "No space left on device"),
      ("\"$CALGRID\" --help >/dev/full", "No space left on device"),
      ("\"$CALGRID\" 2024-01 >&-", "Bad file descriptor"),
      (
        "\"$CALGRID\" dump --locales en_US --year 2024 --format jsonl >/dev/full",
        "No space left on device"
      ),
      ("\"$CALGRID\" dump --locales en_US --year 2024 --format jsonl >&-", "Bad file descriptor"),
      (
        "trap '' PIPE; { \"$CALGRID\" dump --locales en_US --from 1950-01 --to 2049-12 --format jsonl; echo \"status $?\" >&2; } | true",
        "Broken pipe"
      ),
      // The reader exits at once; 1,200 months are more than a pipe holds. The shell prints
      // the status of the left side, which a pipeline's status would hide.
      (
        "trap '' PIPE; { \"$CALGRID\" 2024-01 -n 1200; echo \"status $?\" >&2; } | true",
        "Broken pipe"
      ),
    ])
  func standardOutput(script: String, reason: String) throws {
    let run = try Self.shell(script)
    let status =
      script.contains("echo \"status") ? (run.stderr.contains("status 2") ? 2 : -1) : run.status
    #expect(Self.isErrorExit(status), "status \(run.status): \(run.stderr)")
    #expect(
      run.stderr.contains("calgrid: error: cannot write output: \(reason)"), "\(run.stderr)")
  }

  @Test("A dump whose summary cannot be written says the new dump is in place, with status 3")
  func dumpSummary() throws {
    let folder = try Self.scratch("summary")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try Self.shell(
      "\"$CALGRID\" dump --locales en_US --year 2024 --format text --out '\(folder)/out' >/dev/full"
    )
    // Not 2, which says nothing changed.
    #expect(run.status == 3, "status \(run.status): \(run.stderr)")
    #expect(
      run.stderr.contains(
        "the new dump is in place in '\(folder)/out', but its summary could not be written: No space left on device"
      ), "\(run.stderr)")
    // Said once, by the dump: the tool's own report of a failed output is left out.
    #expect(!run.stderr.contains("cannot write output"), "\(run.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder + "/out/en_US.gregorian.txt"))
  }

  /// A full disk: a tiny tmpfs in a mount namespace of its own where that is allowed (root),
  /// else a file-size limit (EFBIG, with SIGXFSZ ignored so the write fails instead).
  @Test("A dump onto a full disk says so, and leaves the old dump")
  func fullDisk() throws {
    let folder = try Self.scratch("full")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let dump =
      "\"$CALGRID\" dump --locales en_US,de_DE,fr_FR,ko_KR --calendars gregorian,hebrew --year 2024 --format json,html --today 2024-02-29"
    let tmpfs = try Self.shell(
      "unshare -m /bin/sh -c 'mount -t tmpfs -o size=256k tmpfs \"$0\" && \(dump) --out \"$0/out\"' '\(folder)'"
    )
    if tmpfs.stderr.contains("calgrid:") {
      #expect(Self.isErrorExit(tmpfs.status), "status \(tmpfs.status): \(tmpfs.stderr)")
      #expect(
        tmpfs.stderr.contains("calgrid: error: cannot write output: No space left on device"),
        "\(tmpfs.stderr)")
    }
    guard !Self.isThreadSanitized else { return }
    let limited = try Self.shell(
      "trap '' XFSZ; ulimit -f 100; \(dump) --out '\(folder)/out'")
    #expect(Self.isErrorExit(limited.status), "status \(limited.status): \(limited.stderr)")
    #expect(
      limited.stderr.contains("calgrid: error: cannot write output: File too large"),
      "\(limited.stderr)")
  }
}
