import CalendarGrid

/// Rendered files on their way to the target, written (or compared) by one worker at a time
/// while the others render.
///
/// Files of one folder are created one at a time anyway: the kernel holds the folder's lock for
/// each creation, and a worker waiting for it spins instead of rendering. Here a worker that
/// finds another writing leaves its files to it and renders the next job. A job is taken only while fewer than `window` jobs are taken and not yet
/// written, so at most `window` jobs' files are in memory, rendered or waiting.
final class SingleWriterQueue: Sendable {
  private struct State {
    var waiting: [[Dump.File]] = []
    var isWriting = false
    var isStopped = false
  }
  private let state = Lock(State())
  private let target: DumpTarget
  private let room: JobWindow

  init(target: DumpTarget, window: Int) {
    self.target = target
    room = JobWindow(window)
  }

  /// Waits until a job may be taken without passing the window.
  func waitForRoom() { room.waitForRoom() }

  /// Gives back the room taken by ``waitForRoom()`` when no job was taken, or its job has no
  /// files.
  func giveBackRoom() { room.giveBack() }

  /// Wakes `count` waiting workers (the dump is stopping).
  func wakeAll(_ count: Int) { room.wakeAll(count) }

  /// Hands over one job's files; unless another worker is writing, writes them and every job's
  /// files handed over meanwhile. After a write error, every later job's files are dropped.
  func deliver(_ files: [Dump.File]) throws {
    var batch = state.withLock { state -> [[Dump.File]] in
      guard !state.isStopped else { return [] }
      state.waiting.append(files)
      guard !state.isWriting else { return [] }
      state.isWriting = true
      defer { state.waiting = [] }
      return state.waiting
    }
    while !batch.isEmpty {
      for (position, jobFiles) in batch.enumerated() {
        do {
          for file in jobFiles { try target.handle(file) }
        } catch {
          let dropped = state.withLock { state -> Int in
            state.isStopped = true
            state.isWriting = false
            defer { state.waiting = [] }
            return state.waiting.count
          }
          for _ in position..<(batch.count + dropped) { room.giveBack() }
          throw error
        }
        room.giveBack()
      }
      batch = state.withLock { state -> [[Dump.File]] in
        defer { state.waiting = [] }
        if state.waiting.isEmpty { state.isWriting = false }
        return state.waiting
      }
    }
  }
}
