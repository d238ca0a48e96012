import CalendarGrid
import Foundation

/// The output folder of a dump: files are written to hidden temporary files beside their final
/// names and renamed into place only when every file of the dump is ready, so an interrupted or
/// failed dump never leaves a half-written file under a final name.
final class DumpDirectory: Sendable {
  let path: String
  let url: URL
  /// Temporary file name → final file name, for the files written so far.
  /// Temporary files created so far (temporary name → final name), and whether an interrupt or
  /// failure has discarded them: after that no new temporary file is created.
  private struct Pending {
    var files: [String: String] = [:]
    var closed = false
  }
  private let pending = Lock(Pending())

  /// Creates the folder if needed and checks that files can be created in it.
  ///
  /// - Throws: ``DumpError`` naming the folder and the reason.
  init(preparing path: String) throws {
    guard !path.isEmpty else { throw DumpError("--out needs a folder") }
    self.path = path
    self.url = URL(fileURLWithPath: path, isDirectory: true)
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw DumpError("--out '\(path)' is a file, not a folder")
      }
    } else {
      do {
        try manager.createDirectory(at: url, withIntermediateDirectories: true)
      } catch {
        throw DumpError("--out: cannot create the folder '\(path)': \(Self.reason(error))")
      }
    }
    Self.removeStaleTemporaryFiles(in: path)
    // Permissions alone do not tell (root ignores them; read-only mounts): try a file.
    let probe = url.appendingPathComponent(".calgrid-probe-\(getpid())")
    do {
      try Data().write(to: probe)
      try? manager.removeItem(at: probe)
    } catch {
      throw DumpError("--out: cannot write into the folder '\(path)': \(Self.reason(error))")
    }
  }

  /// Removes temporary files left by dumps that were killed (`SIGKILL` cannot be caught): hidden
  /// `.<name>.calgrid-<pid>.tmp` files whose process no longer exists.
  static func removeStaleTemporaryFiles(in path: String) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
      guard let marker = name.range(of: ".calgrid-", options: .backwards),
        let pid = Int32(name[marker.upperBound...].dropLast(4)), pid > 0,
        kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      unlink(path + "/" + name)
    }
  }

  static func reason(_ error: any Error) -> String {
    if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain,
      let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue))
    }
    return (error as NSError).localizedDescription
  }

  /// The temporary name of a file: hidden, with the process id (`.ko_KR.gregorian.json.calgrid-12.tmp`).
  func temporaryName(for name: String) -> String { ".\(name).calgrid-\(getpid()).tmp" }

  /// Writes a file under its temporary name.
  func writeTemporary(_ file: Dump.File) throws {
    let temporary = temporaryName(for: file.name)
    // Plain POSIX writes: Foundation's Data.write(to:) calls fsync for every file, which made
    // a dump of every locale wait on the disk. A crash of the whole machine may leave an empty
    // file after the rename; a crash or kill of the process never leaves a partial one.
    let path = url.appendingPathComponent(temporary).path
    // The file is created and recorded under the lock, so an interrupt's cleanup either sees it
    // or runs first and stops it from being created.
    let descriptor = pending.withLock { pending -> Int32 in
      guard !pending.closed else { return -2 }
      let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
      if descriptor >= 0 { pending.files[temporary] = file.name }
      return descriptor
    }
    guard descriptor != -2 else { throw DumpError("interrupted") }
    guard descriptor >= 0 else { throw writeError(file.name) }
    defer { close(descriptor) }
    try file.data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) throws in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          throw writeError(file.name)
        }
        offset += written
      }
    }
  }

  private func writeError(_ name: String) -> DumpError {
    // errno first: building the path below may change it.
    let reason = DescriptorOutput.reason(errno)
    return DumpError(
      "cannot write output: \(reason) (writing '\(url.appendingPathComponent(name).path)')")
  }

  /// Renames every temporary file to its final name (replacing an older file of that name).
  func commit() throws {
    let files = pending.withLock { pending in
      defer { pending.files = [:] }
      return pending.files.sorted { $0.value < $1.value }
    }
    for (temporary, name) in files {
      let from = url.appendingPathComponent(temporary).path
      let to = url.appendingPathComponent(name).path
      guard rename(from, to) == 0 else {
        let reason = String(cString: strerror(errno))
        for (rest, _) in files { unlink(url.appendingPathComponent(rest).path) }
        throw DumpError("cannot rename '\(from)' to '\(to)': \(reason)")
      }
    }
  }

  /// Removes the temporary files written so far (after a failure or an interrupt).
  func discardTemporaryFiles() {
    let files = pending.withLock { pending in
      defer {
        pending.files = [:]
        pending.closed = true
      }
      return Array(pending.files.keys)
    }
    for temporary in files { unlink(url.appendingPathComponent(temporary).path) }
  }
}

/// Compares rendered files with a folder's files, for `--check`.
final class DumpChecker: Sendable {
  let path: String
  let url: URL
  private let problems = Lock<[String: String]>([:])

  init(directory path: String) throws {
    self.path = path
    self.url = URL(fileURLWithPath: path, isDirectory: true)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { throw DumpError("--check: '\(path)' is not a folder") }
  }

  /// Compares one file with the folder's file of that name, noting a difference.
  func compare(_ file: Dump.File) {
    let existing = FileManager.default.contents(atPath: url.appendingPathComponent(file.name).path)
    let problem: String?
    if let existing {
      problem =
        existing == file.data
        ? nil : "differs: \(file.name): \(Self.firstDifference(existing, file.data))"
    } else {
      problem = "missing: \(file.name)"
    }
    if let problem { problems.withLock { $0[file.name] = problem } }
  }

  /// The first line that differs, as `line N: expected "…", found "…"`.
  static func firstDifference(_ found: Data, _ expected: Data) -> String {
    let foundLines = String(decoding: found, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = String(decoding: expected, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(foundLines.count, expectedLines.count) {
      let a = index < foundLines.count ? String(foundLines[index]) : "<end of file>"
      let b = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
      if a != b {
        return "line \(index + 1): expected \"\(b.prefix(80))\", found \"\(a.prefix(80))\""
      }
    }
    return "the bytes differ"
  }

  struct Report {
    var lines: [String]
    var isClean: Bool { lines.isEmpty }
  }

  /// Differences and missing files, then the folder's visible files the dump does not generate.
  func report(generated: Set<String>) -> Report {
    var lines = problems.withLock { $0.sorted { $0.key < $1.key }.map(\.value) }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    for name in names.sorted() where !name.hasPrefix(".") && !generated.contains(name) {
      var isDirectory: ObjCBool = false
      let full = url.appendingPathComponent(name).path
      if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        lines.append("not generated: \(name)")
      }
    }
    return Report(lines: lines)
  }
}

/// On SIGINT or SIGTERM during a dump, removes the temporary files and exits with 130 or 143, so
/// an interrupted dump leaves nothing behind (SIGKILL cannot be caught: then only hidden
/// `.calgrid-*.tmp` files may remain, never a half-written file under a final name).
final class InterruptCleanup {
  private let sources: [any DispatchSourceSignal]

  init(_ directory: DumpDirectory) {
    var sources: [any DispatchSourceSignal] = []
    for signalNumber in [SIGINT, SIGTERM] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler {
        directory.discardTemporaryFiles()
        DescriptorOutput.writeToStandardError("\ncalgrid: interrupted; nothing was written\n")
        exit(128 + signalNumber)
      }
      source.resume()
      sources.append(source)
    }
    self.sources = sources
  }

  func cancel() {
    for source in sources { source.cancel() }
    signal(SIGINT, SIG_DFL)
    signal(SIGTERM, SIG_DFL)
  }
}
