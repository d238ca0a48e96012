import Foundation

extension DumpDirectory {
  /// One directory entry: its bytes (NUL-terminated, for the system calls), its text, its
  /// type as the directory listing gives it (`DT_UNKNOWN` where the file system gives none),
  /// and its inode number as the listing gives it (to tell a file from one put in its place).
  struct Entry {
    var bytes: [CChar]
    var name: String
    var listedType: UInt8
    var inode: UInt64

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
          name: String(decoding: bytes, as: UTF8.self), listedType: entry.pointee.d_type,
          inode: UInt64(entry.pointee.d_ino)))
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
}
