import CCalgridSystem
import Foundation

/// Catches SIGINT, SIGTERM and SIGHUP during a dump (those not ignored when the tool started:
/// an ignored signal stays ignored). The first one asks the dump to stop: it stops between
/// files, removes its staging folder and says whether the old or the new dump is in place. A
/// second one ends the process at once; the output folder still holds a whole dump (the swap is
/// one step), and the next dump removes the staging folder left.
///
/// The C handler only writes the signal's number to a pipe; a thread of its own reads it and
/// takes only ``DumpInterruption``'s lock, which no one holds across a system call that waits.
/// It is installed before the output folder is touched, so no signal finds a half-made run.
///
/// SIGXFSZ is ignored for the same span: a write past the file-size limit (`ulimit -f`) then
/// fails with EFBIG, and the dump removes its staging folder and says so, instead of ending by
/// the signal with the staging folder left behind.
final class InterruptCleanup {
  private var caught: [Int32] = []
  private var pipeWrite: Int32 = -1

  init(_ interruption: DumpInterruption, path: String) {
    if calgrid_ignore_signal(SIGXFSZ) == 0 { caught.append(SIGXFSZ) }
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
