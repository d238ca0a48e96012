import CalendarGrid
import CalendarGridRendering
import Foundation

extension Dump {
  /// Runs `calgrid dump` with the arguments after `dump`; returns the exit status: 0, 1 when
  /// `--check` found differences, 2 for bad input or a file that cannot be written (nothing
  /// changed), ``summaryNotWritten`` when the new dump is in place but standard output failed.
  static func run<Output: TextOutputStream>(
    _ arguments: [String], environment: Calgrid.Environment, output: inout Output,
    errors: inout some TextOutputStream
  ) -> Int32 {
    func fail(_ message: String) -> Int32 {
      errors.write(Calgrid.errorLines(message, help: "calgrid dump --help"))
      return 2
    }
    let started = ContinuousClock.now
    let options: DumpOptions
    do {
      options = try DumpOptions(arguments: arguments)
    } catch {
      return fail(error.message)
    }
    if options.help {
      output.write(DumpOptions.usage + "\n")
      return 0
    }
    let plan: Plan
    do {
      plan = try Dump.plan(options, environment: environment)
    } catch {
      return fail(message(for: error))
    }
    if let refusal = memoryLimitRefusal(
      limit: environment.memoryLimit, workers: workerCount(plan))
    {
      return fail(refusal.message)
    }
    if options.streamsJSONLines {
      // Standard output takes the bytes as they are; another stream (a test's) takes text.
      if var descriptor = output as? DescriptorOutput {
        let failure = Lock<Int32?>(nil)
        let status = streamJSONLines(
          plan, output: .descriptor(descriptor.descriptor, failure: failure), errors: &errors)
        if let code = failure.withLock({ $0 }) {
          descriptor.record(failure: code)
          if let failed = descriptor as? Output { output = failed }
        }
        return status
      }
      let text = Lock("")
      let status = streamJSONLines(plan, output: .text(text), errors: &errors)
      output.write(text.withLock { $0 })
      return status
    }
    let interruption = DumpInterruption()
    let interrupts =
      environment.cleansUpOnInterrupt
      ? options.out.map { InterruptCleanup(interruption, path: $0) } : nil
    defer { interrupts?.cancel() }
    let target: DumpTarget
    do {
      if let out = options.out {
        target = .write(try DumpDirectory(preparing: out, interruption: interruption))
      } else {
        target = .check(try DumpChecker(directory: options.check ?? "."))
      }
    } catch {
      return fail(message(for: error))
    }
    for note in target.directory?.notes ?? [] { errors.write("calgrid: \(note)\n") }

    // index.html is written (or compared) section by section while the jobs render.
    var page: Lock<any DumpPageSink>?
    if options.formats.contains(.html) {
      do {
        let sink: any DumpPageSink
        switch target {
        case .write(let directory): sink = try directory.create("index.html")
        case .check(let checker): sink = checker.streamComparison("index.html")
        }
        try sink.append(HTMLRenderer().pageStart(title: indexTitle(plan: plan)))
        page = Lock(sink)
      } catch {
        target.directory?.discard()
        return fail("\(message(for: error)); nothing was written")
      }
    }

    let progress = DumpProgress(total: plan.jobs.count, isEnabled: environment.errorsAreTerminal)
    let (outcomes, stop) = process(plan, target: target, page: page, progress: progress)
    progress.finish()

    if let stop {
      page = nil
      // An interrupt or an output error: nothing more is written, and nothing was swapped in.
      target.directory?.discard()
      if let interrupted = stop as? Interrupted, let directory = target.directory {
        errors.write(
          "\ncalgrid: interrupted by \(interrupted.name): nothing was written; \(Calgrid.escaped(directory.unchangedNote))\n"
        )
        return 128 + interrupted.signal
      }
      let note = target.directory.map { "; \($0.unchangedNote)" } ?? ""
      return fail("\(message(for: stop)); nothing was written\(note)")
    }
    var rendered: [Rendered] = []
    var failures: [String] = []
    var skipped = plan.skipped
    for (job, outcome) in zip(plan.jobs, outcomes) {
      switch outcome {
      case .success(let result): rendered.append(result)
      case .failure(let error):
        if options.allLocales {
          // A locale ICU lists but cannot format for: say so, as for locales that failed to load.
          skipped.append(
            DumpIndex.Skipped(
              locale: "\(job.locale.identifier) (\(job.calendar.rawValue))",
              reason: message(for: error)))
        } else {
          failures.append("\(job.stem): \(message(for: error))")
        }
      }
    }
    var finalPlan = plan
    finalPlan.skipped = skipped
    if !failures.isEmpty {
      page = nil
      target.directory?.discard()
      return fail("nothing was written: " + failures.prefix(10).joined(separator: "; "))
    }
    let index = indexFiles(plan: finalPlan, rendered: rendered)
    let grids = rendered.reduce(0) { $0 + $1.grids }
    let fileCount = rendered.reduce(0) { $0 + $1.files.count } + index.count + (page == nil ? 0 : 1)
    let seconds = (ContinuousClock.now - started).seconds
    let timing = String(format: "%.2f", seconds)
    let skippedNote =
      skipped.isEmpty
      ? ""
      : "\nskipped \(Calgrid.counted(skipped.count, "locale")) ICU lists: "
        + skipped.map { "\($0.locale) (\($0.reason))" }.joined(separator: "; ")

    switch target {
    case .write(let directory):
      do {
        try page?.withLock { page throws in
          try page.append(HTMLRenderer.pageEnd)
          try page.finish()
        }
        for file in index { try directory.write(file) }
        for note in try directory.commit() { errors.write("calgrid: \(note)\n") }
      } catch let interrupted as Interrupted {
        directory.discard()
        errors.write(
          "\ncalgrid: interrupted by \(interrupted.name): nothing was written; \(Calgrid.escaped(directory.unchangedNote))\n"
        )
        return 128 + interrupted.signal
      } catch {
        directory.discard()
        return fail("\(message(for: error)); nothing was written; \(directory.unchangedNote)")
      }
      output.write(
        "calgrid dump: wrote \(Calgrid.counted(fileCount, "file")) (\(Calgrid.counted(grids, "grid")), "
          + "\(Calgrid.counted(finalPlan.localeCount, "locale"))) into "
          + "\(Calgrid.escaped(directory.path)) in \(timing) s\(skippedNote)\n"
      )
      if let signal = directory.interruption {
        // The signal came during the swap, which is one step: the new dump is whole.
        errors.write(
          "calgrid: interrupted by \(Interrupted(signal: signal).name) after the new dump was in place: '\(Calgrid.escaped(directory.path))' holds the new dump\n"
        )
        return 128 + signal
      }
      if let failure = (output as? DescriptorOutput)?.failure {
        errors.write(
          "calgrid: error: the new dump is in place in '\(Calgrid.escaped(directory.path))', but its summary could not be written: \(DescriptorOutput.reason(failure))\n"
        )
        return Calgrid.summaryNotWritten
      }
      return 0
    case .check(let checker):
      for file in index { checker.compare(file) }
      try? page?.withLock { page throws in
        try page.append(HTMLRenderer.pageEnd)
        try page.finish()
      }
      let report = checker.report(
        generated: Set(
          rendered.flatMap { $0.files.map(\.name) } + index.map(\.name)
            + (page == nil ? [] : ["index.html"])))
      for line in report.lines { output.write(line + "\n") }
      output.write(
        "calgrid dump --check: \(Calgrid.counted(fileCount, "file")) "
          + "(\(Calgrid.counted(grids, "grid"))) compared with \(Calgrid.escaped(checker.path)) in "
          + "\(timing) s: \(report.isClean ? "all match" : "\(report.lines.count) differ")"
          + "\(skippedNote)\n"
      )
      return report.isClean ? 0 : 1
    }
  }
}
