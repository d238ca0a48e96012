import CalendarGrid

/// index.html's sections in job order, whichever worker finishes first: a job's section is
/// written as soon as every earlier job's is, and a worker takes a job only while fewer than
/// `window` jobs are taken and not yet written, so at most `window` sections wait in memory.
///
/// The job whose section is due next is always being rendered (jobs are taken in order, and a
/// worker waits only before taking one), so waiting ends; a worker that stops the dump wakes
/// every waiting one.
final class SectionSequencer<Piece: Sendable>: Sendable {
  /// Sections waiting per worker: a worker may finish one job and take the next while a slower
  /// one renders the section due.
  static var windowPerWorker: Int { 2 }

  private struct State {
    var next = 0
    var waiting: [Int: Piece?] = [:]
  }
  private let state = Lock(State())
  /// Writes one piece; called in job order, one piece at a time. The piece is handed over
  /// (`inout`, held nowhere else), so the writer may keep its storage for another job.
  private let write: @Sendable (inout Piece) throws -> Void
  private let room: JobWindow

  init(window: Int, write: @escaping @Sendable (inout Piece) throws -> Void) {
    self.write = write
    room = JobWindow(window)
  }

  /// Waits until a job may be taken without passing the window.
  func waitForRoom() { room.waitForRoom() }

  /// Gives back the room taken by ``waitForRoom()`` when no job was taken.
  func giveBackRoom() { room.giveBack() }

  /// Wakes `count` waiting workers (the dump is stopping).
  func wakeAll(_ count: Int) { room.wakeAll(count) }

  /// Hands over job `index`'s section (nil: the job has none) and writes every section now due.
  /// The section is moved in, so the writer holds the only reference to its storage.
  func deliver(_ index: Int, section: consuming Piece?) throws {
    var handed: Piece?? = .some(section)
    try state.withLock { (state: inout State) throws -> Void in
      state.waiting.updateValue(handed.take() ?? nil, forKey: index)
      while case .some(var due) = state.waiting.removeValue(forKey: state.next) {
        state.next += 1
        room.giveBack()
        if due != nil { try write(&due!) }
      }
    }
  }
}
