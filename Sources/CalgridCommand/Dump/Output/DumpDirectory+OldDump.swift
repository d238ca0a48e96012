import CCalgridSystem
import Foundation

extension DumpDirectory {
  /// What the user reads for an entry's kind.
  static func describe(_ kind: mode_t) -> String {
    switch kind {
    case S_IFLNK: "a symbolic link"
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO"
    case S_IFREG: "a file"
    default: "an entry"
    }
  }

  /// The first entry of the output folder that is not one of the old dump's files (another
  /// name, or the same name for another file), described for a message; nil when there is none.
  func foreignEntry() -> String? {
    for entry in Self.entries(of: output) where oldDump[entry.bytes] != entry.inode {
      return "\(Self.describe(entry.kind(in: output))) '\(entry.name.prefix(64))'"
    }
    return nil
  }

  /// Removes the old dump, now under the staging name, leaving what it did not write: each entry
  /// that is not one of its files (one that appeared between the last look and the swap) is
  /// moved into the new folder, under its name, unless the new dump has that name; then the
  /// old folder is kept under a visible name (its staging name without the dot).
  ///
  /// - Returns: a note for each entry kept.
  func removeOldDump() -> [String] {
    let old = openat(
      parent, stageName, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    guard old >= 0 else { return [] }
    defer { close(old) }
    var stranded: [String] = []
    var notes: [String] = []
    for entry in Self.removeDumpFiles(in: old, keeping: oldDump) {
      let what = "\(Self.describe(entry.kind(in: old))) '\(entry.name.prefix(64))'"
      if calgrid_rename_no_replace(old, entry.bytes, stage, entry.bytes) == 0 {
        notes.append(
          "kept \(what), which appeared in '\(path)' as the new dump was put in place: it is in the new '\(path)'"
        )
      } else {
        stranded.append(what)
      }
    }
    guard !stranded.isEmpty else {
      unlinkat(parent, stageName, AT_REMOVEDIR)
      return notes
    }
    let visible = Array(stageName.dropFirst())
    let keptPath = String(decoding: visible.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let place =
      calgrid_rename_no_replace(parent, stageName, parent, visible) == 0
      ? "in '\(keptPath)' beside '\(path)'"
      : "in the hidden folder '.\(keptPath)' beside '\(path)', which no dump removes"
    for what in stranded {
      notes.append(
        "kept \(what), which appeared in '\(path)' as the new dump was put in place and has the name of a new file, \(place)"
      )
    }
    return notes
  }

  /// Removes the regular files with dump names in `folder` (all of them, or with `keeping`,
  /// only those with the inode numbers it gives them); returns the entries left.
  @discardableResult
  static func removeDumpFiles(in folder: Int32, keeping: [[CChar]: UInt64]? = nil) -> [Entry] {
    var left: [Entry] = []
    for entry in entries(of: folder) {
      let ours =
        keeping.map { $0[entry.bytes] == entry.inode } ?? isDumpFileName(entry.name)
      guard ours, entry.kind(in: folder) == S_IFREG, unlinkat(folder, entry.bytes, 0) == 0 else {
        left.append(entry)
        continue
      }
    }
    return left
  }

  /// Gives the staging folder the output folder's owner and group when they differ from
  /// the ones it was made with (the dump runs as another user, root most often), so the
  /// folder swapped in stays its owner's; returns them, for the files, or nil when nothing
  /// needs changing.
  ///
  /// - Throws: ``DumpError`` when this process may not give them (only root may give a file
  ///   away): the dump would take the folder from its owner.
  static func keepOwner(of output: stat, stage: Int32, created: Bool, path: String) throws
    -> Owner?
  {
    var made = stat()
    guard !created, fstat(stage, &made) == 0,
      made.st_uid != output.st_uid || made.st_gid != output.st_gid
    else { return nil }
    guard fchown(stage, output.st_uid, output.st_gid) == 0 else {
      throw DumpError(
        "--out '\(path)' belongs to user \(output.st_uid) and group \(output.st_gid), which this dump (user \(geteuid()), group \(getegid())) cannot give the new folder: \(DescriptorOutput.reason(errno)); a dump replaces the folder, so run it as the folder's owner or give a folder of your own (nothing was written)"
      )
    }
    return Owner(user: output.st_uid, group: output.st_gid)
  }
}
