import CCalgridSystem
import CalendarGrid
import Dispatch
import Foundation

/// The output folder of a dump, replaced all or nothing, as if the folder were hostile.
///
/// - The new dump is written into a fresh staging folder beside the output folder,
///   `.<name>.calgrid-<32 random hex digits>` (random bytes from the system generator; made
///   with `mkdirat`, mode 0700, so no name in it can be planted or guessed), each file created
///   with `openat(O_CREAT | O_EXCL | O_NOFOLLOW | O_NONBLOCK)` relative to its descriptor.
/// - When every file is ready the staging folder and the output folder swap names in one step
///   (`renameat2(RENAME_EXCHANGE)` on Linux, `renameatx_np(RENAME_SWAP)` on Darwin), and the old
///   dump, now under the staging name, is removed. Readers see the whole old dump or the whole
///   new one, never a mix.
/// - The output folder is locked (`flock` on its descriptor) for the whole run, and the new one
///   from its creation, so a second dump into the same folder fails with a clear error. Holding
///   the lock, a dump removes the staging folders of killed runs.
/// - Since the folder is replaced as a whole, a dump refuses an output folder holding anything
///   an earlier dump did not write (other names, links, FIFOs, folders) rather than delete it;
///   `--out` that is itself a symbolic link is refused too (the swap would replace the link, not
///   the folder it points to), as is the current folder (the shell would be left in the removed
///   old one).
final class DumpDirectory: Sendable {
  /// The output folder as given.
  let path: String
  /// The output folder's parent, its name in it, and the staging folder's name there.
  let parent: Int32
  let name: [CChar]
  let stageName: [CChar]
  /// The output folder and the staging folder, both locked.
  private let output: Int32
  let stage: Int32
  /// The output folder's permissions, given to the new one.
  let mode: mode_t
  /// Whether this run created the output folder (removed again when nothing is written).
  let createdOutput: Bool
  /// Where the dump is and whether a signal asked it to stop.
  let progress: DumpInterruption

  /// The longest output folder name: the staging name adds 43 bytes and must fit in 255.
  static let maximumNameLength = 200

  /// Opens (creating if needed) and locks the output folder, checks that it holds only an
  /// earlier dump, removes killed runs' staging folders and creates this run's.
  ///
  /// - Throws: ``DumpError`` naming the folder and the reason.
  init(preparing path: String, interruption: DumpInterruption = DumpInterruption()) throws {
    guard !path.isEmpty else { throw DumpError("--out needs a folder") }
    self.path = path
    self.progress = interruption
    let (parentPath, base) = try Self.split(path)
    // The parent is the user's path: its links are followed, and it is created if needed.
    if !FileManager.default.fileExists(atPath: parentPath) {
      do {
        try FileManager.default.createDirectory(
          atPath: parentPath, withIntermediateDirectories: true)
      } catch {
        throw DumpError("--out: cannot create the folder '\(path)': \(Self.reason(error))")
      }
    }
    let parent = open(parentPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NONBLOCK)
    guard parent >= 0 else {
      throw DumpError(
        "--out: cannot create the folder '\(path)': \(DescriptorOutput.reason(errno))")
    }
    var keepParent = false
    defer { if !keepParent { close(parent) } }
    let name = Array(base.utf8CString)
    guard base.utf8.count <= Self.maximumNameLength else {
      throw DumpError("--out: the folder name is longer than \(Self.maximumNameLength) bytes")
    }
    let (output, created) = try Self.openOutput(parent: parent, name: name, path: path)
    var keepOutput = false
    defer {
      if !keepOutput {
        close(output)
        if created { unlinkat(parent, name, AT_REMOVEDIR) }
      }
    }
    var status = stat()
    fstat(output, &status)
    var current = stat()
    if stat(".", &current) == 0, current.st_dev == status.st_dev, current.st_ino == status.st_ino {
      throw DumpError(
        "--out '\(path)' is the current folder, which a dump replaces as a whole: give it from its parent (cd ..; calgrid dump ... --out \(base))"
      )
    }
    guard faccessat(parent, name, W_OK, AT_EACCESS) == 0 else {
      throw DumpError(
        "--out: cannot write into the folder '\(path)': \(DescriptorOutput.reason(errno))")
    }
    try Self.checkHoldsOnlyADump(output, path: path)
    Self.removeLeftovers(parent: parent, outputName: base)
    let (stage, stageName) = try Self.makeStage(parent: parent, outputName: base, path: path)
    self.parent = parent
    self.name = name
    self.output = output
    self.stage = stage
    self.stageName = stageName
    self.mode = status.st_mode & 0o7777
    self.createdOutput = created
    keepParent = true
    keepOutput = true
  }

  deinit {
    close(stage)
    close(output)
    close(parent)
  }

  /// The parent folder and the output folder's name in it. `.` and `..` as the last component
  /// are resolved first (the folder must then exist).
  static func split(_ path: String) throws -> (parent: String, name: String) {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    let last = trimmed.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    if last == "." || last == ".." || trimmed == "/" {
      guard let resolved = realpath(String(trimmed), nil) else {
        throw DumpError("--out: cannot open '\(path)': \(DescriptorOutput.reason(errno))")
      }
      defer { free(resolved) }
      let absolute = String(cString: resolved)
      guard absolute != "/" else { throw DumpError("--out: a dump cannot replace '/'") }
      return try split(absolute)
    }
    guard let slash = trimmed.lastIndex(of: "/") else { return (".", String(trimmed)) }
    let parent = trimmed[..<slash]
    return (parent.isEmpty ? "/" : String(parent), String(trimmed[trimmed.index(after: slash)...]))
  }

  /// Opens the output folder without following a link, creating it if it does not exist, and
  /// locks it; checks that the name still refers to the folder locked.
  static func openOutput(parent: Int32, name: [CChar], path: String) throws -> (
    Int32, created: Bool
  ) {
    var created = false
    // Bounded: each round either opens and locks the folder or finds it just replaced.
    for _ in 0..<4 {
      var descriptor = openat(
        parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
      if descriptor < 0 && errno == ENOENT {
        if mkdirat(parent, name, 0o777) == 0 { created = true }
        descriptor = openat(
          parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
      }
      guard descriptor >= 0 else {
        let code = errno
        var status = stat()
        let kind =
          fstatat(parent, name, &status, AT_SYMLINK_NOFOLLOW) == 0 ? status.st_mode & S_IFMT : 0
        if kind == S_IFLNK {
          throw DumpError(
            "--out '\(path)' is a symbolic link: give the folder it points to (a dump replaces the folder itself)"
          )
        }
        if kind != 0 && kind != S_IFDIR {
          throw DumpError("--out '\(path)' is a file, not a folder")
        }
        throw DumpError(
          "--out: cannot create the folder '\(path)': \(DescriptorOutput.reason(code))")
      }
      guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
        let code = errno
        close(descriptor)
        if code == EWOULDBLOCK {
          throw DumpError(
            "another calgrid dump is writing into '\(path)'; nothing was written (try again when it has finished)"
          )
        }
        throw DumpError("--out: cannot lock '\(path)': \(DescriptorOutput.reason(code))")
      }
      var locked = stat()
      var named = stat()
      if fstat(descriptor, &locked) == 0,
        fstatat(parent, name, &named, AT_SYMLINK_NOFOLLOW) == 0,
        locked.st_dev == named.st_dev, locked.st_ino == named.st_ino
      {
        return (descriptor, created)
      }
      // Another dump swapped in its new folder between the open and the lock: open that one.
      close(descriptor)
    }
    throw DumpError("--out '\(path)' keeps being replaced by other dumps; nothing was written")
  }

  /// A name a dump writes: `index.json`, `index.html`, `<stem>.<calendar>.<ext>`, or a
  /// temporary file of an earlier calgrid version (`.<file>.calgrid-<pid>.tmp`).
  static func isDumpFileName(_ name: String) -> Bool {
    if name == "index.json" || name == "index.html" { return true }
    if name.hasPrefix("."), name.hasSuffix(".tmp"), name.contains(".calgrid-") { return true }
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3, ["txt", "json", "html", "svg"].contains(parts[2]),
      CalendarIdentifier(rawValue: String(parts[1])) != nil, !parts[0].isEmpty,
      parts[0].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") })
    else { return false }
    return true
  }

  /// Refuses a folder holding anything but regular files with dump names: the swap removes
  /// the old folder's content, which must be an earlier dump.
  static func checkHoldsOnlyADump(_ output: Int32, path: String) throws {
    for entry in entries(of: output) {
      let kind = entry.kind(in: output)
      guard kind == S_IFREG, isDumpFileName(entry.name) else {
        let what =
          switch kind {
          case S_IFLNK: "a symbolic link"
          case S_IFDIR: "a folder"
          case S_IFIFO: "a FIFO"
          case S_IFREG: "a file"
          default: "an entry"
          }
        throw DumpError(
          "--out '\(path)' holds \(what) '\(entry.name.prefix(64))' that no dump wrote; a dump replaces the whole folder, so give a new or empty folder or one an earlier dump wrote (nothing was written)"
        )
      }
    }
  }

  /// Staging folders of this output folder: `.<name>.calgrid-` and 32 hex digits.
  private static func isStageName(_ entry: String, outputName: String) -> Bool {
    let prefix = ".\(outputName).calgrid-"
    guard entry.hasPrefix(prefix) else { return false }
    let suffix = entry.dropFirst(prefix.count)
    return suffix.count == 32 && suffix.allSatisfy(\.isHexDigit)
  }

  /// Removes staging folders left by killed runs (the caller holds the output folder's lock,
  /// which every run holds while its staging folder exists): only folders of this user, and
  /// only those no live process holds locked.
  static func removeLeftovers(parent: Int32, outputName: String) {
    for entry in entries(of: parent) where isStageName(entry.name, outputName: outputName) {
      let folder = openat(
        parent, entry.bytes, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
      guard folder >= 0 else { continue }
      defer { close(folder) }
      var status = stat()
      guard fstat(folder, &status) == 0, status.st_uid == geteuid(),
        flock(folder, LOCK_EX | LOCK_NB) == 0
      else { continue }
      removeTree(parent: parent, name: entry.bytes)
    }
  }

  /// Creates this run's staging folder under a fresh random name, and locks it.
  static func makeStage(parent: Int32, outputName: String, path: String) throws -> (
    Int32, [CChar]
  ) {
    var generator = SystemRandomNumberGenerator()
    // Bounded: a collision of 128 random bits means something planted names on purpose.
    for _ in 0..<8 {
      let random = (0..<2).map { _ in
        let digits = String(generator.next() as UInt64, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
      }.joined()
      let name = Array(".\(outputName).calgrid-\(random)".utf8CString)
      guard mkdirat(parent, name, 0o700) == 0 else {
        if errno == EEXIST { continue }
        throw DumpError(
          "--out: cannot write into the folder that holds '\(path)' (a dump is written beside it, then swapped in): \(DescriptorOutput.reason(errno))"
        )
      }
      let stage = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
      guard stage >= 0, flock(stage, LOCK_EX | LOCK_NB) == 0 else {
        let reason = DescriptorOutput.reason(errno)
        if stage >= 0 { close(stage) }
        removeTree(parent: parent, name: name)
        throw DumpError("--out: cannot open a staging folder beside '\(path)': \(reason)")
      }
      return (stage, name)
    }
    throw DumpError("--out: cannot make a staging folder beside '\(path)': every name was taken")
  }

  /// One directory entry: its bytes (NUL-terminated, for the system calls), its text, and its
  /// type as the directory listing gives it (`DT_UNKNOWN` where the file system gives none).
  struct Entry {
    var bytes: [CChar]
    var name: String
    var listedType: UInt8

    /// The entry's file type (`S_IFREG`, `S_IFDIR`, ...; 0 when it cannot be read), from the
    /// listing when it names one, otherwise from `fstatat` without following a link: a dump
    /// folder's 14,000 entries are checked without 14,000 system calls.
    func kind(in folder: Int32) -> mode_t {
      switch Int(listedType) {
      case Int(DT_REG): return S_IFREG
      case Int(DT_DIR): return S_IFDIR
      case Int(DT_LNK): return S_IFLNK
      case Int(DT_FIFO): return S_IFIFO
      case Int(DT_UNKNOWN):
        var status = stat()
        return fstatat(folder, bytes, &status, AT_SYMLINK_NOFOLLOW) == 0
          ? status.st_mode & S_IFMT : 0
      default: return mode_t(S_IFSOCK)
      }
    }
  }

  /// The entries of an open folder, without `.` and `..`.
  static func entries(of folder: Int32) -> [Entry] {
    let copy = dup(folder)
    guard copy >= 0 else { return [] }
    guard let stream = fdopendir(copy) else {
      close(copy)
      return []
    }
    defer { closedir(stream) }
    rewinddir(stream)
    var result: [Entry] = []
    // The name is read in place up to its NUL: a `dirent` record is only as long as its name,
    // so copying the whole 256-byte `d_name` field reads past the end of the last record.
    let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
    while let entry = readdir(stream) {
      let name = UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(
        to: CChar.self)
      let bytes = Array(UnsafeRawBufferPointer(start: name, count: strlen(name)))
      guard bytes != [0x2E], bytes != [0x2E, 0x2E] else { continue }
      result.append(
        Entry(
          bytes: bytes.map { CChar(bitPattern: $0) } + [0],
          name: String(decoding: bytes, as: UTF8.self), listedType: entry.pointee.d_type))
    }
    return result
  }

  /// Removes a folder and everything in it, never following a link (bounded depth: deeper
  /// folders are left, and the removal of their parents fails harmlessly).
  @discardableResult
  static func removeTree(parent: Int32, name: [CChar], depth: Int = 0) -> Bool {
    guard depth < 16 else { return false }
    let folder = openat(
      parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    guard folder >= 0 else { return unlinkat(parent, name, 0) == 0 }
    for entry in entries(of: folder) where unlinkat(folder, entry.bytes, 0) != 0 {
      if errno == EISDIR || errno == EPERM {
        removeTree(parent: folder, name: entry.bytes, depth: depth + 1)
      }
    }
    close(folder)
    return unlinkat(parent, name, AT_REMOVEDIR) == 0
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

  // MARK: Writing

  /// What stands in the output folder now, for messages.
  var unchangedNote: String {
    createdOutput ? "'\(path)' was not created" : "the old dump in '\(path)' is unchanged"
  }

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
    return DumpFileWriter(name: name, descriptor: descriptor, directory: self)
  }

  func writeError(_ code: Int32, _ name: String) -> DumpError {
    DumpError(
      "cannot write output: \(DescriptorOutput.reason(code)) (writing '\(name)' for '\(path)')")
  }

  /// Swaps the staging folder in: from here on the output folder holds the new dump. Then
  /// removes the old dump (a killed removal is finished by the next run).
  ///
  /// - Throws: ``Interrupted`` when a signal came first, ``DumpError`` when the swap fails; the
  ///   output folder is then unchanged, and the staging folder removed.
  func commit() throws {
    let signal = progress.beginSwap()
    if let signal {
      discard()
      throw Interrupted(signal: signal)
    }
    guard fchmod(stage, mode) == 0 else {
      let reason = DescriptorOutput.reason(errno)
      discard()
      throw DumpError("cannot write output: cannot set the new folder's permissions: \(reason)")
    }
    guard calgrid_rename_exchange(parent, stageName, parent, name) == 0 else {
      let reason = DescriptorOutput.reason(errno)
      discard()
      throw DumpError(
        "cannot write output: cannot swap the new dump into '\(path)' in one step: \(reason)")
    }
    progress.enter(.swapped)
    // The old folder, now under the staging name, still holds its lock until this removal ends.
    Self.removeTree(parent: parent, name: stageName)
  }

  /// Removes the staging folder and what was written into it, and the output folder if this
  /// run created it: the output folder is as it was.
  func discard() {
    let phase = progress.beginDiscard()
    guard phase != .swapped, phase != .discarded else { return }
    Self.removeTree(parent: parent, name: stageName)
    if createdOutput { unlinkat(parent, name, AT_REMOVEDIR) }
  }

}

/// Where index.html goes piece by piece: a file in the staging folder, or a comparison with
/// the checked folder's file. Its pieces come in order, one at a time (``Dump/SectionSequencer``
/// holds its lock around each), so no piece waits in memory.
protocol DumpPageSink: AnyObject {
  func append(_ text: String) throws
  /// Ends the file: closes it, or notes a difference.
  func finish() throws
}

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

/// Where a dump is, and the signal that asked it to stop: shared by the dump and the thread
/// that receives signals. Its lock is only ever held to read or change these two fields, never
/// across a system call that could wait, so the signal thread always gets it.
final class DumpInterruption: Sendable {
  enum Phase: Sendable {
    /// Files go into the staging folder; the output folder is untouched.
    case writing
    /// The swap is being made.
    case swapping
    /// The new dump is in place.
    case swapped
    /// The staging folder was removed: the output folder is unchanged.
    case discarded
  }

  private struct State {
    var phase = Phase.writing
    var signal: Int32?
  }
  private let state = Lock(State())

  var signal: Int32? { state.withLock { $0.signal } }

  /// Records a signal; `first` is false when one was already recorded (the user insists).
  func interrupt(by signal: Int32) -> (first: Bool, phase: Phase) {
    state.withLock { state in
      let first = state.signal == nil
      if first { state.signal = signal }
      return (first, state.phase)
    }
  }

  /// Starts the swap unless a signal came first; returns that signal.
  func beginSwap() -> Int32? {
    state.withLock { state in
      if state.signal == nil { state.phase = .swapping }
      return state.signal
    }
  }

  func enter(_ phase: Phase) { state.withLock { $0.phase = phase } }

  /// Marks the dump discarded unless the new one is in place; returns the phase before.
  func beginDiscard() -> Phase {
    state.withLock { state in
      let phase = state.phase
      if phase != .swapped { state.phase = .discarded }
      return phase
    }
  }
}

/// The dump stopped because of a signal.
struct Interrupted: Error, Sendable {
  let signal: Int32

  var name: String {
    switch signal {
    case SIGINT: "SIGINT"
    case SIGTERM: "SIGTERM"
    case SIGHUP: "SIGHUP"
    default: "signal \(signal)"
    }
  }
}

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
    guard folder >= 0 else { throw DumpError("--check: '\(path)' is not a folder") }
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

/// One file of the checked folder compared piece by piece with what a dump generates. The
/// found file's size is read first: once the generated bytes pass it, or differ, nothing more
/// is read. Memory stays at one 64 KiB buffer whatever the sizes.
final class DumpStreamComparison: DumpPageSink {
  let name: String
  private let descriptor: Int32
  private let foundSize: Int
  private let checker: DumpChecker
  /// A problem found before reading (missing, a link, not a file).
  private var problem: String?
  /// How many bytes were generated, and the first that differs from the file.
  private var generated = 0
  private var firstDifference: Int?
  private var buffer = [UInt8](repeating: 0, count: 64 << 10)

  init(
    name: String, descriptor: Int32, foundSize: Int, problem: String?, checker: DumpChecker
  ) {
    self.name = name
    self.descriptor = descriptor
    self.foundSize = foundSize
    self.problem = problem
    self.checker = checker
  }

  deinit { if descriptor >= 0 { close(descriptor) } }

  func append(_ text: String) {
    var text = text
    text.withUTF8 { compare($0) }
  }

  private func compare(_ bytes: UnsafeBufferPointer<UInt8>) {
    defer { generated += bytes.count }
    guard problem == nil, firstDifference == nil else { return }
    guard generated + bytes.count <= foundSize else {
      firstDifference = generated
      return
    }
    // The file is read at the offset of the generated bytes, so a short read cannot misalign.
    var offset = 0
    while offset < bytes.count {
      let wanted = min(buffer.count, bytes.count - offset)
      let count = buffer.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress, wanted, off_t(generated + offset))
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        problem =
          count == 0
          ? "differs: \(name): shorter than its size while read"
          : "differs: \(name): cannot read it: \(DescriptorOutput.reason(errno))"
        return
      }
      for index in 0..<count where buffer[index] != bytes[offset + index] {
        firstDifference = generated + offset + index
        return
      }
      offset += count
    }
  }

  func finish() {
    if let problem {
      checker.note(name, problem)
    } else if generated != foundSize {
      checker.note(name, "differs: \(name): \(foundSize) bytes, expected \(generated)")
    } else if let firstDifference {
      checker.note(name, "differs: \(name): byte \(firstDifference + 1) differs (of \(generated))")
    }
  }
}

/// Catches SIGINT, SIGTERM and SIGHUP during a dump (those not ignored when the tool started:
/// an ignored signal stays ignored). The first one asks the dump to stop: it stops between
/// files, removes its staging folder and says whether the old or the new dump is in place. A
/// second one ends the process at once; the output folder still holds a whole dump (the swap is
/// one step), and the next dump removes the staging folder left.
///
/// The C handler only writes the signal's number to a pipe; a thread of its own reads it and
/// takes only ``DumpInterruption``'s lock, which no one holds across a system call that waits.
/// It is installed before the output folder is touched, so no signal finds a half-made run.
final class InterruptCleanup {
  private var caught: [Int32] = []
  private var pipeWrite: Int32 = -1

  init(_ interruption: DumpInterruption, path: String) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    let (pipeRead, pipeWrite) = (ends[0], ends[1])
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    // The handler must never wait on a full pipe.
    _ = fcntl(pipeWrite, F_SETFL, fcntl(pipeWrite, F_GETFL) | O_NONBLOCK)
    self.pipeWrite = pipeWrite
    let reader = Thread {
      var byte: UInt8 = 0
      // Ends when `cancel` closes the write end.
      while true {
        let count = read(pipeRead, &byte, 1)
        if count < 0 && errno == EINTR { continue }
        guard count == 1 else { break }
        let signalNumber = Int32(byte)
        let (first, phase) = interruption.interrupt(by: signalNumber)
        guard !first else { continue }
        let state =
          phase == .swapped
          ? "'\(path)' holds the new dump" : "'\(path)' holds the old dump"
        DescriptorOutput.writeToStandardError(
          "\ncalgrid: interrupted again: stopping now; \(state); the next dump removes what is left of this one\n"
        )
        _exit(128 + signalNumber)
      }
      close(pipeRead)
    }
    reader.start()
    for signalNumber in [SIGINT, SIGTERM, SIGHUP]
    where calgrid_catch_signal(signalNumber, pipeWrite) == 1 {
      caught.append(signalNumber)
    }
  }

  func cancel() {
    for signalNumber in caught { calgrid_restore_signal(signalNumber) }
    caught = []
    if pipeWrite >= 0 { close(pipeWrite) }
    pipeWrite = -1
  }
}
