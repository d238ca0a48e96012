#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Text written to a file descriptor with POSIX `write`, keeping the first error instead of
/// crashing: `FileHandle.write(_:)` traps on a full disk, a closed descriptor or a broken pipe.
///
/// After the first failure nothing more is written; the caller reports ``failure`` once, as
/// `calgrid: error: cannot write output: <reason>`.
package struct DescriptorOutput: TextOutputStream {
  package let descriptor: Int32
  /// The `errno` of the first write that failed.
  package private(set) var failure: Int32?

  package init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  package mutating func write(_ string: String) {
    guard failure == nil, !string.isEmpty else { return }
    var text = string
    failure = text.withUTF8 { Self.writeAll($0, to: descriptor) }
  }

  /// Keeps a failure of a write made to the same descriptor elsewhere (`calgrid dump --format
  /// jsonl` writes from its workers), unless an earlier one is kept.
  package mutating func record(failure code: Int32) {
    if failure == nil { failure = code }
  }

  /// Writes every byte, retrying after signals and short writes; returns `errno` on failure.
  package static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32?
  {
    guard let base = bytes.baseAddress else { return nil }
    var offset = 0
    while offset < bytes.count {
      let written = systemWrite(descriptor, base + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      // A zero-byte write of a non-empty buffer would loop forever; report it as a full disk.
      guard written > 0 else { return ENOSPC }
      offset += written
    }
    return nil
  }

  /// Writes a message to standard error, ignoring failure: there is nowhere left to report it.
  package static func writeToStandardError(_ message: String) {
    var text = message
    _ = text.withUTF8 { writeAll($0, to: STDERR_FILENO) }
  }

  /// The message of an `errno`, as `strerror` gives it.
  package static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  /// Makes sure descriptors 0, 1 and 2 are open, so no file the tool opens later takes their
  /// number (a dump file opened as descriptor 1 would receive the summary). A closed output is
  /// replaced by /dev/null opened read-only, so writing to it still fails, with EBADF.
  package static func reserveStandardDescriptors() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      // `open` returns the lowest free number: this one, as the lower ones are open.
      _ = open("/dev/null", O_RDONLY)
    }
  }
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
  #elseif canImport(Musl)
    Musl.write(descriptor, buffer, count)
  #else
    Darwin.write(descriptor, buffer, count)
  #endif
}
