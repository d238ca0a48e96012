import CalendarGrid
import Dispatch
import Foundation

extension Dump {

  /// Where `--format jsonl` writes, from whichever worker holds the next job's lines: standard
  /// output's descriptor (the first error kept), or text (a test's output stream).
  enum LinesOutput: Sendable {
    case descriptor(Int32, failure: Lock<Int32?>)
    case text(Lock<String>)

    /// Writes the bytes; false once a write failed.
    func write(_ bytes: [UInt8]) -> Bool {
      switch self {
      case .descriptor(let descriptor, let failure):
        return failure.withLock { failure in
          guard failure == nil else { return false }
          failure = bytes.withUnsafeBufferPointer { DescriptorOutput.writeAll($0, to: descriptor) }
          return failure == nil
        }
      case .text(let text):
        text.withLock { $0 += String(decoding: bytes, as: UTF8.self) }
        return true
      }
    }
  }

  /// `--format jsonl`: every grid of the plan as a line of JSON on standard output, in job
  /// order and month by month. Jobs render on the workers, each into its own lines; the lines
  /// of a job are written as soon as every earlier job's are (at most two jobs' lines a worker
  /// wait). Returns 2 when a job cannot be rendered (with `--all-locales` it is skipped and
  /// named on standard error) or standard output cannot be written (the caller names the
  /// reason).
  static func streamJSONLines(
    _ plan: Plan, output: LinesOutput, errors: inout some TextOutputStream
  ) -> Int32 {
    let options = plan.options
    let count = plan.jobs.count
    let workers = max(
      1, min(count, options.jobs ?? ProcessInfo.processInfo.activeProcessorCount))
    /// The next job to take, and why the stream stopped: a failed job's message, or nil for
    /// standard output (whose reason the caller names).
    let schedule = Lock<(next: Int, stopped: Bool, failure: String?, skipped: [String])>(
      (0, false, nil, []))
    /// Written buffers, emptied, for the next jobs: fresh memory for every job would cost a
    /// page fault every 4 KB.
    let spare = Lock<[[UInt8]]>([])
    let sequencer = SectionSequencer<[UInt8]>(
      window: SectionSequencer<[UInt8]>.windowPerWorker * workers
    ) { lines in
      guard output.write(lines) else { throw DumpError("standard output") }
      lines.removeAll(keepingCapacity: true)
      let emptied = lines
      lines = []
      spare.withLock { $0.append(emptied) }
    }
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while true {
        sequencer.waitForRoom()
        let taken = schedule.withLock { schedule -> Int? in
          guard !schedule.stopped, schedule.next < count else { return nil }
          defer { schedule.next += 1 }
          return schedule.next
        }
        guard let index = taken else {
          sequencer.giveBackRoom()
          return
        }
        let job = plan.jobs[index]
        var bytes = spare.withLock { $0.popLast() } ?? []
        do {
          let calendar = try GridCalendar(
            job.calendar, locale: job.locale, firstWeekday: options.firstWeekday,
            cutover: options.proleptic ? .proleptic : .julianUntil1582)
          let names = try CalendarNames(for: calendar)
          let plugins = try options.plugins.plugins(for: calendar)
          var lines = GridJSONWriter(locale: job.locale, calendar: job.calendar, names: names)
          let months = plan.months[job.calendar] ?? []
          bytes.reserveCapacity(months.count * 6_000)
          for month in months {
            let grid = calendar.grid(
              for: month, rows: options.rows, today: plan.today,
              weekNumbers: options.weekNumbers, plugins: plugins)
            lines.appendLine(grid, to: &bytes)
          }
        } catch {
          let note = "\(job.locale.identifier) (\(job.calendar.rawValue)): \(message(for: error))"
          let stops = schedule.withLock { schedule -> Bool in
            if options.allLocales {
              schedule.skipped.append(note)
              return false
            }
            if !schedule.stopped { schedule.failure = "\(job.stem): \(message(for: error))" }
            schedule.stopped = true
            return true
          }
          bytes = []
          if stops {
            sequencer.wakeAll(workers)
            return
          }
        }
        let lines: [UInt8]?
        if bytes.isEmpty { lines = nil } else { lines = consume bytes }
        do {
          try sequencer.deliver(index, section: lines)
        } catch {
          schedule.withLock { $0.stopped = true }
          sequencer.wakeAll(workers)
          return
        }
      }
    }
    let (stopped, failure, skipped) = schedule.withLock {
      ($0.stopped, $0.failure, $0.skipped)
    }
    if let failure {
      errors.write("calgrid: error: \(Calgrid.escaped("\(failure)"))\n")
      return 2
    }
    if stopped { return 2 }
    let notes = plan.skipped.map { "\($0.locale) (\($0.reason))" } + skipped.sorted()
    if !notes.isEmpty {
      errors.write(
        "calgrid dump: skipped \(Calgrid.counted(notes.count, "locale")) ICU lists: "
          + notes.joined(separator: "; ") + "\n")
    }
    return 0
  }
}
