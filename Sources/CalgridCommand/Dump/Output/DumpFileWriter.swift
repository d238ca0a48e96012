import Foundation

/// One file of the staging folder being written: each piece is written as it comes.
final class DumpFileWriter: DumpPageSink {
  let name: String
  private var descriptor: Int32
  private let directory: DumpDirectory

  init(name: String, descriptor: Int32, directory: DumpDirectory) {
    self.name = name
    self.descriptor = descriptor
    self.directory = directory
  }

  deinit { if descriptor >= 0 { close(descriptor) } }

  func append(_ text: String) throws {
    var text = text
    try text.withUTF8 { bytes throws in try append(bytes) }
  }

  func append(_ bytes: [UInt8]) throws {
    try bytes.withUnsafeBufferPointer { bytes throws in try append(bytes) }
  }

  private func append(_ bytes: UnsafeBufferPointer<UInt8>) throws {
    if let signal = directory.interruption { throw Interrupted(signal: signal) }
    guard descriptor >= 0 else { throw directory.writeError(EBADF, name) }
    if let code = DescriptorOutput.writeAll(bytes, to: descriptor) {
      throw directory.writeError(code, name)
    }
  }

  func finish() throws {
    guard descriptor >= 0 else { return }
    // close reports late write errors on some file systems (NFS, quotas).
    let failure = close(descriptor) == 0 ? nil : errno
    descriptor = -1
    if let failure { throw directory.writeError(failure, name) }
  }
}
