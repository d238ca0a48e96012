import CalendarGrid

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
