import CCalgridSystem
import Foundation

extension DumpDirectory {
  /// What stands in the output folder now, for messages.
  var unchangedNote: String {
    guard createdOutput else { return "the old dump in '\(path)' is unchanged" }
    // A folder this run created stays when something else appeared in it during the dump.
    var status = stat()
    return fstatat(parent, name, &status, AT_SYMLINK_NOFOLLOW) == 0
      ? "'\(path)' holds only what appeared in it during the dump" : "'\(path)' was not created"
  }

  /// Swaps the staging folder in: from here on the output folder holds the new dump. Then
  /// removes the old dump's files (a killed removal is finished by the next run).
  ///
  /// - Parameter beforeSwap: called after the last look for entries the dump did not write and
  ///   before the swap (tests plant one there).
  /// - Returns: notes on entries that appeared during the swap and were kept.
  /// - Throws: ``Interrupted`` when a signal came first, ``DumpError`` when the output folder
  ///   holds an entry the dump did not write or the swap fails; the output folder is then
  ///   unchanged, and the staging folder removed.
  func commit(beforeSwap: () -> Void = {}) throws -> [String] {
    if let foreign = foreignEntry() {
      discard()
      throw DumpError(
        "'\(path)' gained \(foreign) while the dump ran, which no dump wrote: the swap would remove it, so it is kept and the new dump was not put in place (move it out of '\(path)' and dump again)"
      )
    }
    beforeSwap()
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
    return removeOldDump()
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
