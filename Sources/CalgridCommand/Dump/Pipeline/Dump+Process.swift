import CalendarGrid
import Dispatch
import Foundation

extension Dump {
  /// Renders every job on a bounded number of workers, handing each job's files to be written
  /// or compared by one worker at a time (``SingleWriterQueue``) and its HTML section to
  /// index.html in job order. Outcomes are in
  /// job order, without the files' text. An error of the target (a file that cannot be written,
  /// an interrupt) stops every worker and is returned as `stop`.
  static func process(
    _ plan: Plan, target: DumpTarget, page: Lock<any DumpPageSink>? = nil,
    progress: DumpProgress
  ) -> (outcomes: [Result<Rendered, any Error>], stop: (any Error)?) {
    let count = plan.jobs.count
    let workers = workerCount(plan)
    let sequencer = page.map { page in
      SectionSequencer<String>(
        window: SectionSequencer<String>.windowPerWorker * max(workers, 1)
      ) { section in
        try page.withLock { [section] page throws in try page.append(section) }
      }
    }
    // While one worker writes, the others render on: each may have as many jobs' files
    // waiting as fit in one job of the longest span (1200 months), the memory the help and the
    // README state for a worker, and at most 64 (a year's jobs are 13 months each).
    let monthsPerJob = max(1, plan.months.values.map(\.count).max() ?? 1)
    let jobsPerWorker = max(1, min(64, DumpOptions.maximumMonths / monthsPerJob))
    let files = SingleWriterQueue(target: target, window: max(workers, 1) * jobsPerWorker)
    /// The next job to take, and the error that stopped the run.
    let schedule = Lock<(next: Int, stop: (any Error)?)>((0, nil))
    let results = Lock<[Result<Rendered, any Error>?]>(Array(repeating: nil, count: count))
    @Sendable func stop(_ error: any Error) {
      schedule.withLock { if $0.stop == nil { $0.stop = error } }
      // Workers waiting for index.html or for their files' turn wake up, see the stop and end.
      sequencer?.wakeAll(workers)
      files.wakeAll(workers)
    }
    DispatchQueue.concurrentPerform(iterations: max(workers, 0)) { _ in
      while true {
        if let signal = target.directory?.interruption { stop(Interrupted(signal: signal)) }
        sequencer?.waitForRoom()
        files.waitForRoom()
        let taken = schedule.withLock { schedule -> Int? in
          guard schedule.stop == nil, schedule.next < count else { return nil }
          defer { schedule.next += 1 }
          return schedule.next
        }
        guard let index = taken else {
          sequencer?.giveBackRoom()
          files.giveBackRoom()
          return
        }
        let job = plan.jobs[index]
        let result: Result<Rendered, any Error>
        do {
          var rendered = try render(job, plan: plan)
          do {
            try files.deliver(rendered.files)
            try sequencer?.deliver(index, section: rendered.section)
          } catch {
            stop(error)
            return
          }
          // The files are handed over (and written or compared by whichever worker writes),
          // and the section is in index.html: only the index.json entries stay.
          rendered.files = rendered.files.map { File(name: $0.name, bytes: []) }
          rendered.section = nil
          result = .success(rendered)
        } catch {
          result = .failure(error)
          files.giveBackRoom()
          do {
            try sequencer?.deliver(index, section: nil)
          } catch {
            stop(error)
            return
          }
        }
        results.withLock { $0[index] = result }
        progress.advance(label: job.stem)
      }
    }
    let stop = schedule.withLock { $0.stop }
    let outcomes = results.withLock { $0.map { $0 ?? .failure(DumpError("not rendered")) } }
    return (outcomes, stop)
  }
}
