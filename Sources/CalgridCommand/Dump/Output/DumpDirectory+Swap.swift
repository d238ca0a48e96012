import CCalgridSystem
import Foundation

extension DumpDirectory {
  /// What stands in the output folder now, for messages.
  var unchangedNote: String {
    createdOutput ? "'\(path)' was not created" : "the old dump in '\(path)' is unchanged"
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
