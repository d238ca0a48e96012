import Dispatch

/// How many jobs may be taken and not yet finished: one count per job that may be taken now.
final class JobWindow: Sendable {
  /// Made at zero and raised (a semaphore released below its initial value traps when freed).
  private let room = DispatchSemaphore(value: 0)

  init(_ window: Int) {
    for _ in 0..<window { room.signal() }
  }

  /// Waits until a job may be taken without passing the window.
  func waitForRoom() { room.wait() }

  /// Gives back one job's room: it was not taken, or it is finished.
  func giveBack() { room.signal() }

  /// Wakes `count` waiting workers (the dump is stopping).
  func wakeAll(_ count: Int) {
    for _ in 0..<count { room.signal() }
  }
}
