import CCalgridSystem
import CalendarGrid
import Foundation

extension DumpDirectory {
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
      // Why the folder could not be made (a parent that is not writable), which the second
      // open's ENOENT would hide.
      var creation: Int32?
      if descriptor < 0 && errno == ENOENT {
        if mkdirat(parent, name, 0o777) == 0 {
          created = true
        } else if errno != EEXIST {
          creation = errno
        }
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
        if kind == S_IFDIR {
          throw DumpError(
            "--out: cannot open the folder '\(path)' to read what it holds (a dump checks what it replaces): \(DescriptorOutput.reason(code))"
          )
        }
        if let creation {
          throw DumpError(
            "--out: cannot create the folder '\(path)' in its parent: \(DescriptorOutput.reason(creation))"
          )
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
  /// the old folder's content, which must be an earlier dump. Returns those files' inode
  /// numbers by name: what the swap may remove (see ``foreignEntry()``).
  static func checkHoldsOnlyADump(_ output: Int32, path: String) throws -> [[CChar]: UInt64] {
    var dump: [[CChar]: UInt64] = [:]
    for entry in entries(of: output) {
      let kind = entry.kind(in: output)
      guard kind == S_IFREG, isDumpFileName(entry.name) else {
        let what = describe(kind)
        throw DumpError(
          "--out '\(path)' holds \(what) '\(entry.name.prefix(64))' that no dump wrote; a dump replaces the whole folder, so give a new or empty folder or one an earlier dump wrote (nothing was written)"
        )
      }
      dump[entry.bytes] = entry.inode
    }
    return dump
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
  ///
  /// - Returns: a note for each one kept, under a visible name, because it holds more than
  ///   dump files.
  static func removeLeftovers(parent: Int32, outputName: String, path: String) -> [String] {
    var notes: [String] = []
    for entry in entries(of: parent) where isStageName(entry.name, outputName: outputName) {
      let folder = openat(
        parent, entry.bytes, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
      guard folder >= 0 else { continue }
      defer { close(folder) }
      var status = stat()
      guard fstat(folder, &status) == 0, status.st_uid == geteuid(),
        flock(folder, LOCK_EX | LOCK_NB) == 0
      else { continue }
      // A killed run's old dump may hold what appeared in the output folder during its swap:
      // only the dump's own files go, and a folder holding more stays.
      let left = removeDumpFiles(in: folder)
      guard unlinkat(parent, entry.bytes, AT_REMOVEDIR) != 0, !left.isEmpty else { continue }
      let visible = Array(entry.bytes.dropFirst())
      let shown = String(entry.name.dropFirst())
      let place =
        calgrid_rename_no_replace(parent, entry.bytes, parent, visible) == 0
        ? "'\(shown)'" : "the hidden folder '\(entry.name)'"
      notes.append(
        "kept \(place) beside '\(path)', left by a killed dump: it holds \(left.count) entr\(left.count == 1 ? "y" : "ies") no dump wrote, such as '\(left[0].name.prefix(64))'"
      )
    }
    return notes
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

  static func reason(_ error: any Error) -> String {
    if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain,
      let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue))
    }
    return (error as NSError).localizedDescription
  }
}
