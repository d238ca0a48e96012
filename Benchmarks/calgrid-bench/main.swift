import CalendarGrid
import Foundation

/// Prints a usage error and exits with status 2.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(
    Data("calgrid-bench: error: \(message)\nTry 'calgrid-bench --help' for the options.\n".utf8))
  exit(2)
}

// A dump for --dump-report, in this fresh process: the rest of the arguments are calgrid's.
if CommandLine.arguments.dropFirst().first == "--dump-child" {
  exit(DumpReport.child(Array(CommandLine.arguments.dropFirst(2))))
}

let options: BenchOptions
do {
  options = try BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  fail(error.message)
}
if options.help {
  print(BenchOptions.usage)
  exit(0)
}
if let name = options.cold {
  do {
    print(try ColdStart.firstUse(of: name, source: options.source))
    exit(0)
  } catch {
    fail("--cold \(name): \(error)")
  }
}
if options.dumpReport {
  exit(DumpReport.report(rounds: options.dumpRounds, locales: options.dumpLocales) ? 0 : 1)
}
if options.coldReport {
  exit(ColdStart.report(source: options.source, runs: options.coldRuns) ? 0 : 1)
}

// The registry: one file per subsystem.
let registered =
  GregorianScenarios.register() + ICUCalendarScenarios.register() + DecoratedScenarios.register()
  + SelectionScenarios.register() + ParallelScenarios.register() + ScreenScenarios.register()
  + StreamScenarios.register() + UserScenarios.register() + HolidayScenarios.register()

var scenarios = registered
if !options.filters.isEmpty {
  let chosen = registered.filter { scenario in
    options.filters.contains { scenario.id.contains($0) }
  }
  let groups = Set(
    chosen.filter(\.keepsGroupBaselines).map { "\($0.calendar)/\($0.locale)" })
  scenarios = registered.filter { scenario in
    chosen.contains { $0.id == scenario.id }
      || (!options.withoutBaselines && scenario.role.isBaseline
        && groups.contains("\(scenario.calendar)/\(scenario.locale)"))
      || (!options.withoutBaselines && scenario.role == .floor && !chosen.isEmpty)
  }
  guard !chosen.isEmpty else {
    fail(
      "no scenario matches \(options.filters.map { "'\($0)'" }.joined(separator: ", ")); see --list"
    )
  }
}
if options.list {
  for scenario in scenarios {
    print(Report.pad(scenario.id, 48), scenario.role.shortName, "  ", scenario.summary)
  }
  exit(0)
}

if let passes = options.countPasses {
  guard !options.filters.isEmpty else { fail("--count-passes needs --filter") }
  let context: BenchContext
  do {
    context = try BenchContext(quick: true, months: options.months, plan: .quick)
  } catch {
    fail("cannot set up: \(error)")
  }
  for scenario in registered where options.filters.contains(where: { scenario.id.contains($0) }) {
    let prepared: Prepared
    do {
      prepared = try scenario.prepare(context)
    } catch {
      fail("\(scenario.id): \(error)")
    }
    guard prepared.processRuns.isEmpty else {
      print("\(scenario.id) is timed as whole processes; not counted")
      continue
    }
    // One pass first, uncounted, as the timed runs warm up: the counted passes are the steady
    // state a screen lives in, with what a process fills once (a year's holidays, a month
    // table) already filled.
    _ = prepared.workload.pass()
    let checksum = runPassesForCounting(prepared.workload, passes: passes)
    print(
      "\(scenario.id) units-per-pass=\(prepared.workload.unitsPerPass) passes=\(passes)",
      "checksum=\(checksum)")
  }
  exit(0)
}

if RunEnvironment.buildConfiguration == "debug" {
  FileHandle.standardError.write(
    Data(
      "calgrid-bench: warning: this is a debug build; its times mean nothing. Use -c release.\n"
        .utf8))
}

var plan = options.quick ? SamplingPlan.quick : SamplingPlan.full
if let samples = options.samples { plan.samples = samples }
let context: BenchContext
do {
  context = try BenchContext(quick: options.quick, months: options.months, plan: plan)
} catch {
  fail("cannot set up: \(error)")
}

/// A short reason for an unavailable scenario (the engine's errors list every valid value).
func reason(_ error: any Error) -> String {
  if let error = error as? CalendarGridError {
    return error.description.split(separator: ";").first.map(String.init) ?? error.description
  }
  if let error = error as? DataSourceError {
    return error.description.split(separator: ";").first.map(String.init) ?? error.description
  }
  return "\(error)"
}

var rows: [RowResult] = []
var failures: [String] = []
/// The workloads timed again in pairs, for ratios that noise on a shared machine moves less.
let pairedIDs = (
  base: "gregorian/bulk/variable/gregorian/ko_KR",
  compared: [
    "decorated/plugins/gregorian/ko_KR", "gregorian/foreach/variable/gregorian/ko_KR",
    "gregorian/foreach-floor/variable/gregorian/ko_KR", "gregorian/cells/variable/gregorian/ko_KR",
  ]
)
var pairedWorkloads: [String: Workload] = [:]
let started = ContinuousClock.now
for scenario in scenarios {
  var row = RowResult(
    id: scenario.id, subsystem: scenario.subsystem, name: scenario.name,
    calendar: scenario.calendar, locale: scenario.locale, role: scenario.role,
    summary: scenario.summary, status: .measured)
  do {
    let prepared = try scenario.prepare(context)
    row.verified = prepared.verified
    if prepared.processRuns.isEmpty {
      row.measured = try measure(prepared.workload, plan: plan)
    } else {
      row.measured = Measured(processRuns: prepared.processRuns)
      row.processRuns = prepared.processRuns
    }
    if scenario.id == pairedIDs.base || pairedIDs.compared.contains(scenario.id)
      || UserScenarios.pairs.contains(where: {
        $0.engine == scenario.id || $0.baseline == scenario.id
      })
    {
      pairedWorkloads[scenario.id] = prepared.workload
    }
  } catch let error as Mismatch {
    row.status = .mismatch
    row.message = error.description
    failures.append("\(scenario.id): \(error.description)")
  } catch let error as NondeterministicPass {
    row.status = .failed
    row.message = error.description
    failures.append("\(scenario.id): \(error.description)")
  } catch {
    row.status = .unavailable
    row.message = reason(error)
  }
  FileHandle.standardError.write(
    Data("  \(row.status == .measured ? "ok" : row.status.rawValue)  \(scenario.id)\n".utf8))
  rows.append(row)
}
Report.computeRatios(&rows)
var paired: [PairedMeasurement] = []
for comparedID in pairedIDs.compared {
  guard let base = pairedWorkloads[pairedIDs.base], let compared = pairedWorkloads[comparedID]
  else { continue }
  do {
    paired.append(
      try measurePaired(
        base: (pairedIDs.base, base), compared: (comparedID, compared), plan: plan,
        pairs: max(3 * plan.samples, 15)))
  } catch {
    failures.append("paired \(comparedID): \(error.description)")
  }
  FileHandle.standardError.write(Data("  ok  paired \(comparedID)\n".utf8))
}
// Each user scenario against its baseline: the engine is the base, so a ratio is how many times
// faster it is.
for (engineID, baselineID) in UserScenarios.pairs {
  guard let engine = pairedWorkloads[engineID], let baseline = pairedWorkloads[baselineID] else {
    continue
  }
  do {
    paired.append(
      try measurePaired(
        base: (engineID, engine), compared: (baselineID, baseline), plan: plan,
        pairs: max(3 * plan.samples, 15)))
  } catch {
    failures.append("paired \(engineID): \(error.description)")
  }
  FileHandle.standardError.write(Data("  ok  paired \(engineID)\n".utf8))
}

let report = RunReport(
  environment: RunEnvironment.current(), quick: options.quick, months: options.months,
  baselineCheckedMonths: context.verifiedMonths, baselineTimedMonths: context.baselineMonths,
  plan: plan, rows: rows, paired: paired,
  targets: Report.targets(rows, paired: paired), failures: failures)
let environment = report.environment
print(
  """
  calgrid-bench: \(environment.cpuModel), \(environment.cores) cores, \(environment.buildConfiguration) build, \
  \(environment.swiftVersion ?? environment.compiledWith)
  \(options.months) consecutive months per run (Gregorian from 1950-01, other calendars from the month \
  containing 1902-01-01); baselines checked on the first \(context.verifiedMonths) grids and timed \
  on the first \(context.baselineMonths); \
  \(plan.samples) samples after a warm-up. Lower x floor is better; vs (x) is how many times faster.

  """)
print(Report.table(report))
print("\nTotal time \(Report.time(started.duration(to: .now).nanoseconds)).")

if let path = options.jsonPath {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  do {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try encoder.encode(report).write(to: url)
    print("Wrote \(path).")
  } catch {
    fail("cannot write --json \(path): \(error.localizedDescription)")
  }
}

if !failures.isEmpty {
  FileHandle.standardError.write(
    Data(
      ("calgrid-bench: FAILED: the engine's cells and a baseline's differ, or a pass was not repeatable:\n"
        + failures.map { "  " + $0 }.joined(separator: "\n") + "\n").utf8))
  exit(1)
}
