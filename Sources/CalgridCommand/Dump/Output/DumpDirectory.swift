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
/// - It never deletes what it did not write: the old dump's files are noted (name and inode)
///   when the folder is opened, anything else found there just before the swap fails the dump,
///   naming it, and anything that appears in the instant between that look and the swap is
///   moved into the new folder, or the old folder is kept under a visible name.
/// - An output folder of another user keeps its owner and group: the staging folder and every
///   file in it are given them (which only root may do); a dump that cannot is refused before
///   it starts.
final class DumpDirectory: Sendable {
  /// The output folder as given.
  let path: String
  /// The output folder's parent, its name in it, and the staging folder's name there.
  let parent: Int32
  let name: [CChar]
  let stageName: [CChar]
  /// The output folder and the staging folder, both locked.
  let output: Int32
  let stage: Int32
  /// The output folder's permissions, given to the new one.
  let mode: mode_t
  /// Whether this run created the output folder (removed again when nothing is written).
  let createdOutput: Bool
  /// What the user should know about the folder before the dump: killed runs' folders kept.
  let notes: [String]
  /// The old dump's files, by name, with their inode numbers: all the swap may remove.
  let oldDump: [[CChar]: UInt64]
  /// The output folder's owner, when it is not this process's: the new folder and its files
  /// are given it.
  let owner: Owner?

  struct Owner: Sendable {
    let user: uid_t
    let group: gid_t
  }
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
    let oldDump = try Self.checkHoldsOnlyADump(output, path: path)
    self.notes = Self.removeLeftovers(parent: parent, outputName: base, path: path)
    let (stage, stageName) = try Self.makeStage(parent: parent, outputName: base, path: path)
    let owner: Owner?
    do {
      owner = try Self.keepOwner(of: status, stage: stage, created: created, path: path)
    } catch {
      close(stage)
      Self.removeTree(parent: parent, name: stageName)
      throw error
    }
    self.oldDump = oldDump
    self.owner = owner
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
}
