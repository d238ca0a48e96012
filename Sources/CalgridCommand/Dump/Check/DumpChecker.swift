import CalendarGrid
import Foundation

/// Compares rendered files with a folder's files, for `--check`, as if the folder were hostile:
/// each file is opened relative to the folder without following links or waiting (a FIFO is
/// reported, not read), sizes are compared first, and contents are read in 64 KiB pieces, so
/// memory stays at one rendered file and a piece whatever the folder holds.
final class DumpChecker: Sendable {
  let path: String
  private let folder: Int32
  private let problems = Lock<[String: String]>([:])

  /// Files up to this size that differ are read whole to name the first line that differs;
  /// larger ones name the first byte.
  static let lineReportLimit = 16 << 20

  init(directory path: String) throws {
    self.path = path
    folder = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NONBLOCK)
    guard folder >= 0 else {
      let code = errno
      var status = stat()
      // ENOTDIR for a file; a folder that cannot be read says why (EACCES), as does a path
      // that does not exist (ENOENT).
      if code == ENOTDIR || (stat(path, &status) == 0 && status.st_mode & S_IFMT != S_IFDIR) {
        throw DumpError("--check: '\(path)' is not a folder")
      }
      throw DumpError("--check: cannot open the folder '\(path)': \(DescriptorOutput.reason(code))")
    }
  }

  deinit { close(folder) }

  /// Compares one file with the folder's file of that name, noting a difference.
  func compare(_ file: Dump.File) {
    if let problem = difference(file) { problems.withLock { $0[file.name] = problem } }
  }

  private func difference(_ file: Dump.File) -> String? {
    let descriptor = openat(folder, file.name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT { return "missing: \(file.name)" }
      if code == ELOOP { return "differs: \(file.name): a symbolic link, not a file" }
      return "differs: \(file.name): cannot read it: \(DescriptorOutput.reason(code))"
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      return "differs: \(file.name): not a regular file"
    }
    let size = Int(status.st_size)
    if size == file.bytes.count, let equal = Self.sameBytes(descriptor, file.bytes), equal {
      return nil
    }
    guard size <= Self.lineReportLimit, let found = Self.readAll(descriptor, size: size) else {
      return
        "differs: \(file.name): \(size) bytes, expected \(file.bytes.count) (too large to show the line)"
    }
    return "differs: \(file.name): \(Self.firstDifference(found, file.bytes))"
  }

  /// Whether the file holds exactly `expected`, read in pieces; nil when it cannot be read.
  private static func sameBytes(_ descriptor: Int32, _ expected: [UInt8]) -> Bool? {
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    var offset = 0
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if count == 0 { return offset == expected.count }
      guard offset + count <= expected.count,
        expected[offset..<offset + count].elementsEqual(buffer[0..<count])
      else { return false }
      offset += count
    }
  }

  /// The whole file (at most `size` bytes, which is bounded by the caller), from the start.
  private static func readAll(_ descriptor: Int32, size: Int) -> [UInt8]? {
    guard lseek(descriptor, 0, SEEK_SET) == 0 else { return nil }
    var data = [UInt8](repeating: 0, count: size)
    var offset = 0
    while offset < size {
      let count = data.withUnsafeMutableBytes {
        read(descriptor, $0.baseAddress! + offset, size - offset)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if count == 0 { break }
      offset += count
    }
    return Array(data.prefix(offset))
  }

  /// The first line that differs, as `line N: expected "…", found "…"`; in a line longer than
  /// the excerpt (a JSON file has a grid a line) also its column, with the text around it.
  static func firstDifference(_ found: [UInt8], _ expected: [UInt8]) -> String {
    let foundLines = String(decoding: found, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = String(decoding: expected, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(foundLines.count, expectedLines.count) {
      let a = index < foundLines.count ? Array(foundLines[index]) : Array("<end of file>")
      let b = index < expectedLines.count ? Array(expectedLines[index]) : Array("<end of file>")
      guard a != b else { continue }
      let column = zip(a, b).prefix { $0 == $1 }.count
      // The excerpt starts at the line's start when the difference is within its first 60
      // characters, else 20 characters before it.
      let start = column < 60 ? 0 : column - 20
      func excerpt(_ line: [Character]) -> String {
        let end = min(line.count, start + 80)
        return (start > 0 ? "…" : "") + String(line[min(start, line.count)..<end])
          + (end < line.count ? "…" : "")
      }
      let place = start > 0 ? "line \(index + 1), column \(column + 1)" : "line \(index + 1)"
      return "\(place): expected \"\(excerpt(b))\", found \"\(excerpt(a))\""
    }
    return "the bytes differ"
  }

  /// Compares a file given piece by piece (index.html) with the folder's file of that name:
  /// each piece is compared as it comes, in 64 KiB reads, and the sizes at the end.
  func streamComparison(_ name: String) -> DumpStreamComparison {
    let descriptor = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    var problem: String?
    var size = 0
    if descriptor < 0 {
      let code = errno
      problem =
        code == ENOENT
        ? "missing: \(name)"
        : code == ELOOP
          ? "differs: \(name): a symbolic link, not a file"
          : "differs: \(name): cannot read it: \(DescriptorOutput.reason(code))"
    } else {
      var status = stat()
      if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
        size = Int(status.st_size)
      } else {
        problem = "differs: \(name): not a regular file"
      }
    }
    return DumpStreamComparison(
      name: name, descriptor: descriptor, foundSize: size, problem: problem, checker: self)
  }

  func note(_ name: String, _ problem: String) {
    problems.withLock { $0[name] = problem }
  }

  struct Report {
    var lines: [String]
    var isClean: Bool { lines.isEmpty }
  }

  /// Differences and missing files, then the folder's visible files the dump does not generate.
  func report(generated: Set<String>) -> Report {
    var lines = problems.withLock { $0.sorted { $0.key < $1.key }.map(\.value) }
    let entries = DumpDirectory.entries(of: folder).sorted { $0.name < $1.name }
    for entry in entries where !entry.name.hasPrefix(".") && !generated.contains(entry.name) {
      let kind = entry.kind(in: folder)
      if kind != 0, kind != S_IFDIR {
        lines.append("not generated: \(entry.name)")
      }
    }
    return Report(lines: lines)
  }
}
