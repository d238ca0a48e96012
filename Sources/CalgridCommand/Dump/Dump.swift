import CalendarGrid
import CalendarGridRendering
import Dispatch
import Foundation

/// `calgrid dump`: grids for many locales, calendars and months at once, one file per locale,
/// calendar and format, rendered on all cores.
///
/// A dump runs in three steps, so that bad input writes nothing:
/// 1. ``plan(_:environment:)`` reads and checks everything (every locale and calendar named,
///    the months of each calendar overlapping the Gregorian span) without touching the disk.
/// 2. Workers render the files; in write mode each goes into a fresh staging folder beside the
///    output folder (see ``DumpDirectory``).
/// 3. When every file and the index are ready, the staging folder is swapped with the output
///    folder in one step. On any failure or interrupt the staging folder is removed and the
///    output folder is unchanged.
enum Dump {
  /// One locale in one calendar: one file per format.
  struct Job: Sendable {
    var locale: GridLocale
    var calendar: CalendarIdentifier
    /// The file name without extension: `ko_KR.dangi`.
    var stem: String
  }

  /// Everything a dump does, decided before any file is touched.
  struct Plan: Sendable {
    var options: DumpOptions
    var jobs: [Job]
    /// The months of each calendar that overlap the Gregorian span.
    var months: [CalendarIdentifier: [CalendarMonth]]
    var span: ClosedRange<Day>
    var today: Day
    /// Locales `--all-locales` found that CalendarGrid cannot use, with the reason.
    var skipped: [DumpIndex.Skipped]
    /// The number of locales dumped.
    var localeCount: Int
  }

  /// One rendered file.
  struct File: Sendable {
    var name: String
    /// The file's bytes, as rendered: written as they are, without a copy into `Data`.
    var bytes: [UInt8]
  }

  /// What rendering one job gave.
  struct Rendered: Sendable {
    var files: [File]
    var entries: [DumpIndex.Entry]
    var grids: Int
    /// The HTML section, for index.html (handed on to it as soon as it is rendered).
    var section: String?
  }

  /// The file-name form of a locale: its ICU identifier without a `calendar` keyword (the
  /// calendar is in the file name), characters other than ASCII letters, digits, `_` and `-`
  /// replaced by `-`: `ko_KR@calendar=dangi` → `ko_KR`, `de_DE@fw=mon` → `de_DE-fw-mon`.
  static func fileStem(_ locale: GridLocale) -> String {
    let identifier = identifierWithoutCalendar(locale)
    return String(
      identifier.map { character -> Character in
        character.isASCII && (character.isLetter || character.isNumber || character == "_")
          ? character : "-"
      })
  }

  /// The locale's ICU identifier without its `calendar` keyword: two locales with the same one
  /// are one locale in the files.
  static func identifierWithoutCalendar(_ locale: GridLocale) -> String {
    let keywords =
      locale.identifier.split(separator: "@", maxSplits: 1).dropFirst().first.map {
        $0.split(separator: ";").filter { !$0.hasPrefix("calendar=") }
      } ?? []
    return keywords.isEmpty
      ? locale.baseIdentifier
      : locale.baseIdentifier + "@" + keywords.joined(separator: ";")
  }

  // MARK: Planning

  /// Reads and checks the options into a plan, touching no file. A plan of more than
  /// `maximumFiles` files is refused.
  static func plan(
    _ options: DumpOptions, environment: Calgrid.Environment,
    maximumFiles: Int = DumpOptions.maximumFiles
  ) throws -> Plan {
    let today = options.today ?? environment.today
    let span = try options.span(today: today)
    var locales: [GridLocale] = []
    var skipped: [DumpIndex.Skipped] = []
    if let names = options.locales {
      for name in names {
        do {
          locales.append(try Calgrid.checkedLocale(name))
        } catch {
          throw DumpError("--locales: '\(name.prefix(64))' cannot be used: \(error.description)")
        }
      }
    } else {
      for name in try GridLocale.availableIdentifiers() {
        do {
          locales.append(try GridLocale(name))
        } catch {
          skipped.append(DumpIndex.Skipped(locale: name, reason: error.description))
        }
      }
    }
    var calendars: [CalendarIdentifier]?
    if options.allCalendars {
      calendars = CalendarIdentifier.allCases
    } else if let names = options.calendars {
      var list: [CalendarIdentifier] = []
      for name in names {
        do {
          let identifier = try CalendarIdentifier(parsing: name)
          if !list.contains(identifier) { list.append(identifier) }
        } catch {
          throw DumpError(
            "--calendars: '\(name.prefix(64))' is not a calendar: \(error.description)")
        }
      }
      calendars = list
    }
    var jobs: [Job] = []
    /// File stem → the locale (without calendar) it was planned for.
    var seen: [String: String] = [:]
    var localeStems: Set<String> = []
    for locale in locales {
      let stem = fileStem(locale)
      let identifier = identifierWithoutCalendar(locale)
      for calendar in calendars ?? [locale.defaultCalendar] {
        // ko-KR and ko_KR are one locale, and ko_KR@calendar=dangi in gregorian is ko_KR's
        // gregorian: the same file, written once. Two other locales that map to one file name
        // are an error: one would silently replace the other.
        let jobStem = "\(stem).\(calendar.rawValue)"
        if let owner = seen[jobStem] {
          guard owner == identifier else {
            throw DumpError(
              "the locales '\(owner)' and '\(identifier)' would both be written as '\(jobStem).*': dump them separately"
            )
          }
          continue
        }
        seen[jobStem] = identifier
        localeStems.insert(stem)
        jobs.append(Job(locale: locale, calendar: calendar, stem: jobStem))
      }
    }
    let localeCount = localeStems.count
    jobs.sort { $0.stem < $1.stem }
    var months: [CalendarIdentifier: [CalendarMonth]] = [:]
    for job in jobs where months[job.calendar] == nil {
      let calendar = try GridCalendar(
        job.calendar, locale: job.locale, cutover: options.proleptic ? .proleptic : .julianUntil1582
      )
      var list: [CalendarMonth] = []
      do {
        var month = try calendar.month(containing: span.lowerBound)
        while month.firstDay <= span.upperBound {
          list.append(month)
          guard month.lastDay < span.upperBound else { break }
          month = try calendar.month(after: month)
        }
      } catch {
        throw DumpError(
          "the span \(span.lowerBound)...\(span.upperBound) is outside what the \(job.calendar.rawValue) calendar supports: \(error.description)"
        )
      }
      months[job.calendar] = list
    }
    // Grids and pages are streamed, but the plan and index.json keep a few hundred bytes for
    // every file: the number of files is what could make memory grow, so it is bounded.
    let files = jobs.count * options.formats.count
    guard files <= maximumFiles else {
      throw DumpError(
        "the dump would write \(files) files (\(jobs.count) locale and calendar pairs in \(options.formats.count) format\(options.formats.count == 1 ? "" : "s"); index.json alone about \(files * DumpOptions.indexBytesPerFile / 1_000_000) MB); at most \(maximumFiles) in one dump: split it by --locales, --calendars or --format"
      )
    }
    return Plan(
      options: options, jobs: jobs, months: months, span: span, today: today, skipped: skipped,
      localeCount: localeCount)
  }

  // MARK: Rendering

  /// Renders one job's files, one per format.
  static func render(_ job: Job, plan: Plan) throws(CalendarGridError) -> Rendered {
    let options = plan.options
    let calendar = try GridCalendar(
      job.calendar, locale: job.locale, firstWeekday: options.firstWeekday,
      cutover: options.proleptic ? .proleptic : .julianUntil1582)
    let names = try CalendarNames(for: calendar)
    let plugins = try options.plugins.plugins(for: calendar)
    let months = plan.months[job.calendar] ?? []
    let grids = months.map {
      calendar.grid(
        for: $0, rows: options.rows, today: plan.today, weekNumbers: options.weekNumbers,
        plugins: plugins)
    }
    var rendered = Rendered(files: [], entries: [], grids: grids.count, section: nil)
    for format in options.formats {
      let bytes: [UInt8]
      switch format {
      case .text:
        let renderer = TextRenderer(
          showsAdjacentDays: options.adjacent, showsWeekNumbers: options.weekNumbers,
          usesColor: false)
        var text = renderer.renderUTF8(grids, names: names)
        text.append(UInt8(ascii: "\n"))
        bytes = text
      case .json:
        bytes = jsonBytes(grids, locale: job.locale, calendar: job.calendar, names: names)
      case .html:
        let renderer = HTMLRenderer()
        let section = renderer.render(
          HTMLRenderer.Section(
            id: job.stem, label: "\(job.locale.identifier) · \(job.calendar.rawValue)",
            grids: grids, names: names))
        rendered.section = section
        bytes = Array(
          renderer.page(
            title: "\(job.locale.identifier) · \(job.calendar.rawValue)",
            renderedSections: [section]
          ).utf8)
      case .svg:
        bytes = Array(SVGRenderer().render(grids, names: names).utf8)
      }
      let name = "\(job.stem).\(format.fileExtension)"
      rendered.files.append(File(name: name, bytes: bytes))
      rendered.entries.append(
        DumpIndex.Entry(
          file: name, format: format.rawValue, locale: job.locale.identifier,
          calendar: job.calendar.rawValue, grids: grids.count,
          first: months.first?.firstDay.iso8601 ?? "", last: months.last?.lastDay.iso8601 ?? ""))
    }
    return rendered
  }

  /// A JSON file's text: what ``GridDocumentLayout/text(_:)`` makes of a `GridDocument` of the
  /// grids through `JSONEncoder` (the tests compare them), written directly, because the
  /// encoder's tree of values cost more than making the grids and their names.
  static func jsonText(
    _ grids: [MonthGrid], locale: GridLocale, calendar: CalendarIdentifier, names: CalendarNames
  ) -> String {
    String(
      decoding: jsonBytes(grids, locale: locale, calendar: calendar, names: names), as: UTF8.self)
  }

  /// ``jsonText(_:locale:calendar:names:)`` as the UTF-8 bytes a file holds: a dump writes them
  /// as they are, without making and checking a string of them first.
  static func jsonBytes(
    _ grids: [MonthGrid], locale: GridLocale, calendar: CalendarIdentifier, names: CalendarNames
  ) -> [UInt8] {
    var writer = GridJSONWriter(locale: locale, calendar: calendar, names: names)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(grids.count * 6_000)
    writer.appendDocument(grids, to: &bytes)
    bytes.append(UInt8(ascii: "\n"))
    return bytes
  }

  /// The encoder index.json is laid out as.
  static var jsonEncoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// The title of index.html.
  static func indexTitle(plan: Plan) -> String {
    "calgrid dump \(plan.span.lowerBound.iso8601)...\(plan.span.upperBound.iso8601)"
  }

  /// index.json, listing every file written. (index.html is streamed while the jobs render:
  /// see ``SectionSequencer``.)
  static func indexFiles(plan: Plan, rendered: [Rendered]) -> [File] {
    let index = DumpIndex(
      naming: "<locale>.<calendar>.<ext>", from: plan.span.lowerBound.iso8601,
      to: plan.span.upperBound.iso8601, today: plan.today.iso8601,
      formats: plan.options.formats.map(\.rawValue),
      files: rendered.flatMap(\.entries).sorted { $0.file < $1.file },
      skipped: plan.skipped.sorted { $0.locale < $1.locale })
    return [File(name: "index.json", bytes: index.jsonBytes())]
  }

  // MARK: Running

  /// Runs `calgrid dump` with the arguments after `dump`; returns the exit status: 0, 1 when
  /// `--check` found differences, 2 for bad input or a file that cannot be written.
  static func run<Output: TextOutputStream>(
    _ arguments: [String], environment: Calgrid.Environment, output: inout Output,
    errors: inout some TextOutputStream
  ) -> Int32 {
    func fail(_ message: String) -> Int32 {
      errors.write("calgrid: error: \(message)\nTry 'calgrid dump --help' for the options.\n")
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
          "\ncalgrid: interrupted by \(interrupted.name): nothing was written; \(directory.unchangedNote)\n"
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
      : "\nskipped \(skipped.count) locale\(skipped.count == 1 ? "" : "s") ICU lists: "
        + skipped.map { "\($0.locale) (\($0.reason))" }.joined(separator: "; ")

    switch target {
    case .write(let directory):
      do {
        try page?.withLock { page throws in
          try page.append(HTMLRenderer.pageEnd)
          try page.finish()
        }
        for file in index { try directory.write(file) }
        try directory.commit()
      } catch let interrupted as Interrupted {
        directory.discard()
        errors.write(
          "\ncalgrid: interrupted by \(interrupted.name): nothing was written; \(directory.unchangedNote)\n"
        )
        return 128 + interrupted.signal
      } catch {
        directory.discard()
        return fail("\(message(for: error)); nothing was written; \(directory.unchangedNote)")
      }
      output.write(
        "calgrid dump: wrote \(fileCount) files (\(grids) grids, \(finalPlan.localeCount) locales) into \(directory.path) in \(timing) s\(skippedNote)\n"
      )
      if let signal = directory.interruption {
        // The signal came during the swap, which is one step: the new dump is whole.
        errors.write(
          "calgrid: interrupted by \(Interrupted(signal: signal).name) after the new dump was in place: '\(directory.path)' holds the new dump\n"
        )
        return 128 + signal
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
        "calgrid dump --check: \(fileCount) files (\(grids) grids) compared with \(checker.path) in \(timing) s: \(report.isClean ? "all match" : "\(report.lines.count) differ")\(skippedNote)\n"
      )
      return report.isClean ? 0 : 1
    }
  }

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
      errors.write("calgrid: error: \(failure)\n")
      return 2
    }
    if stopped { return 2 }
    let notes = plan.skipped.map { "\($0.locale) (\($0.reason))" } + skipped.sorted()
    if !notes.isEmpty {
      errors.write(
        "calgrid dump: skipped \(notes.count) locale\(notes.count == 1 ? "" : "s") ICU lists: "
          + notes.joined(separator: "; ") + "\n")
    }
    return 0
  }

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
    let workers = min(count, plan.options.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
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

  static func message(for error: any Error) -> String {
    switch error {
    case let error as DumpError: error.message
    case let error as UsageError: error.message
    case let error as CalendarGridError: error.description
    default: "\(error)"
    }
  }
}

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

/// Rendered files on their way to the target, written (or compared) by one worker at a time
/// while the others render.
///
/// Files of one folder are created one at a time anyway: the kernel holds the folder's lock for
/// each creation, and a worker waiting for it spins. On ext4 that spinning was a third of the
/// dump's CPU time; here a worker that finds another writing leaves its files to it and renders
/// the next job. A job is taken only while fewer than `window` jobs are taken and not yet
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

/// A dump problem that is not a calendar error: an unusable output folder, a failed write.
struct DumpError: Error, Sendable {
  let message: String
  init(_ message: String) { self.message = message }
}

/// Where rendered files go: a folder to write, or a folder to compare with.
enum DumpTarget: Sendable {
  case write(DumpDirectory)
  case check(DumpChecker)

  var directory: DumpDirectory? {
    if case .write(let directory) = self { return directory }
    return nil
  }

  func handle(_ file: Dump.File) throws {
    switch self {
    case .write(let directory): try directory.write(file)
    case .check(let checker): checker.compare(file)
    }
  }
}

extension Duration {
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
