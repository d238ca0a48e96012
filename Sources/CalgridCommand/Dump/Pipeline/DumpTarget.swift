/// Where rendered files go: a folder to write, or a folder to compare with.
enum DumpTarget: Sendable {
  case write(DumpDirectory)
  case check(DumpChecker)

  var directory: DumpDirectory? {
    if case .write(let directory) = self { return directory }
    return nil
  }

  func handle(_ file: Dump.File) throws {
    switch self {
    case .write(let directory): try directory.write(file)
    case .check(let checker): checker.compare(file)
    }
  }
}
