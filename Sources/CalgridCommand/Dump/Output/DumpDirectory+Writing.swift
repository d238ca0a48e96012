import Foundation

extension DumpDirectory {
  /// The signal that asked the dump to stop, if any.
  var interruption: Int32? { progress.signal }

  /// Writes one file into the staging folder.
  func write(_ file: Dump.File) throws {
    let writer = try create(file.name)
    try writer.append(file.bytes)
    try writer.finish()
  }

  /// Creates a file in the staging folder, to be written piece by piece (index.html).
  func create(_ name: String) throws -> DumpFileWriter {
    if let signal = interruption { throw Interrupted(signal: signal) }
    let descriptor = openat(
      stage, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o644)
    // `O_CREAT | O_EXCL` fails on any existing name, a link or a FIFO included, so what it
    // opens is a regular file it has just made: no `fstat` is needed to know it.
    guard descriptor >= 0 else { throw writeError(errno, name) }
    if let owner, fchown(descriptor, owner.user, owner.group) != 0 {
      let code = errno
      close(descriptor)
      throw writeError(code, name)
    }
    return DumpFileWriter(name: name, descriptor: descriptor, directory: self)
  }

  func writeError(_ code: Int32, _ name: String) -> DumpError {
    // EFBIG: the file-size limit of the process (`ulimit -f`, SIGXFSZ being ignored) or of the
    // file system; the first is the one a user can change.
    let limit = code == EFBIG ? ": the file-size limit (ulimit -f) is smaller than this file" : ""
    return DumpError(
      "cannot write output: \(DescriptorOutput.reason(code)) (writing '\(name)' for '\(path)')\(limit)"
    )
  }
}
