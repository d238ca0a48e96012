/// A timed closure and what one call of it produces.
struct Workload {
  /// How many units (grids, or tables for the cold scenarios) one pass makes.
  let unitsPerPass: Int
  /// What a unit is, for the table ("grid", "table").
  let unit: String
  /// One pass; returns the checksum of everything it produced. Setup happens before, never here.
  let pass: () -> UInt64
}

/// One run of a process, by the wall clock and by its CPU time (user and system).
struct ProcessRun: Codable {
  var wallSeconds: Double
  var userSeconds: Double
  var systemSeconds: Double
}

extension Measured {
  /// The wall times of whole-process runs, in nanoseconds per run.
  init(processRuns runs: [ProcessRun]) {
    let samples = runs.map { $0.wallSeconds * 1e9 }
    self.init(
      statistics: Statistics(samples), samples: samples, passesPerSample: 1, unitsPerPass: 1,
      unit: "run", checksum: 0)
  }
}

/// How long to warm up and sample.
struct SamplingPlan: Codable {
  var warmupSeconds: Double
  var sampleSeconds: Double
  var samples: Int

  static let quick = SamplingPlan(warmupSeconds: 0.02, sampleSeconds: 0.01, samples: 7)
  static let full = SamplingPlan(warmupSeconds: 0.2, sampleSeconds: 0.05, samples: 21)
}

/// Order statistics of the samples, in nanoseconds per unit.
struct Statistics: Codable {
  var minimum: Double
  var median: Double
  var p90: Double
  var maximum: Double
  /// Median absolute deviation from the median.
  var mad: Double
  /// Units per second at the median.
  var unitsPerSecond: Double

  init(_ values: [Double]) {
    let sorted = values.sorted()
    func quantile(_ q: Double) -> Double {
      let position = q * Double(sorted.count - 1)
      let low = Int(position.rounded(.down))
      let high = min(low + 1, sorted.count - 1)
      return sorted[low] + (sorted[high] - sorted[low]) * (position - Double(low))
    }
    minimum = sorted.first ?? 0
    maximum = sorted.last ?? 0
    median = quantile(0.5)
    p90 = quantile(0.9)
    let deviations = sorted.map { abs($0 - quantile(0.5)) }.sorted()
    mad = deviations.isEmpty ? 0 : deviations[deviations.count / 2]
    unitsPerSecond = median > 0 ? 1e9 / median : 0
  }
}

/// The result of timing a workload.
struct Measured: Codable {
  var statistics: Statistics
  /// Nanoseconds per unit, one value per sample.
  var samples: [Double]
  var passesPerSample: Int
  var unitsPerPass: Int
  var unit: String
  /// The checksum of one pass (every pass must give the same).
  var checksum: UInt64
}

/// A pass that gave a different checksum than the first: the work is not deterministic, so the
/// figures cannot be trusted.
struct NondeterministicPass: Error, CustomStringConvertible {
  var description: String
}

extension Duration {
  var nanoseconds: Double {
    Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
  }
}

/// Times a workload: one pass to learn its checksum, a warm-up, then `plan.samples` samples of
/// enough passes to fill `plan.sampleSeconds`.
func measure(_ workload: Workload, plan: SamplingPlan) throws(NondeterministicPass) -> Measured {
  let clock = ContinuousClock()
  let expected = workload.pass()
  var passes = 1
  var warmup = Duration.zero
  repeat {
    let start = clock.now
    let value = workload.pass()
    warmup += start.duration(to: clock.now)
    guard value == expected else {
      throw NondeterministicPass(
        description: "a warm-up pass gave checksum \(value), not \(expected)")
    }
    passes += 1
  } while warmup.nanoseconds < plan.warmupSeconds * 1e9
  let passNanoseconds = warmup.nanoseconds / Double(passes - 1)
  let passesPerSample = max(1, Int((plan.sampleSeconds * 1e9 / passNanoseconds).rounded(.up)))
  var samples: [Double] = []
  for _ in 0..<plan.samples {
    var sum: UInt64 = 0
    let start = clock.now
    for _ in 0..<passesPerSample { sum &+= workload.pass() }
    let elapsed = start.duration(to: clock.now)
    blackHole(sum)
    guard sum == expected &* UInt64(passesPerSample) else {
      throw NondeterministicPass(description: "a sample's checksum differs from the first pass's")
    }
    samples.append(elapsed.nanoseconds / Double(passesPerSample * workload.unitsPerPass))
  }
  return Measured(
    statistics: Statistics(samples), samples: samples, passesPerSample: passesPerSample,
    unitsPerPass: workload.unitsPerPass, unit: workload.unit, checksum: expected)
}

/// Two workloads timed in alternating samples, and the ratio of each adjacent pair.
///
/// On a shared machine the speed changes from one moment to the next (another job on the sibling
/// core, frequency changes); two scenarios timed one after the other can meet different
/// conditions, so the ratio of their separate medians wanders. Alternating samples (A B, then
/// B A, so that neither always goes first) puts both under the same conditions, and the median
/// of the per-pair ratios is steadier.
struct PairedMeasurement: Codable {
  /// The ids of the base and the compared scenario.
  var base: String
  var compared: String
  /// `compared / base` for each pair of adjacent samples.
  var ratios: [Double]
  var ratio: Statistics
}

func measurePaired(
  base: (id: String, workload: Workload), compared: (id: String, workload: Workload),
  plan: SamplingPlan, pairs: Int
) throws(NondeterministicPass) -> PairedMeasurement {
  let clock = ContinuousClock()
  func passes(_ workload: Workload) -> (expected: UInt64, perSample: Int) {
    let expected = workload.pass()
    var passes = 0
    let start = clock.now
    repeat {
      blackHole(workload.pass())
      passes += 1
    } while start.duration(to: clock.now).nanoseconds < plan.warmupSeconds * 1e9
    let passNanoseconds = start.duration(to: clock.now).nanoseconds / Double(passes)
    return (expected, max(1, Int((plan.sampleSeconds * 1e9 / passNanoseconds).rounded(.up))))
  }
  func sample(_ workload: Workload, _ shape: (expected: UInt64, perSample: Int))
    throws(NondeterministicPass) -> Double
  {
    var sum: UInt64 = 0
    let start = clock.now
    for _ in 0..<shape.perSample { sum &+= workload.pass() }
    let elapsed = start.duration(to: clock.now)
    blackHole(sum)
    guard sum == shape.expected &* UInt64(shape.perSample) else {
      throw NondeterministicPass(description: "a paired sample's checksum differs")
    }
    return elapsed.nanoseconds / Double(shape.perSample * workload.unitsPerPass)
  }
  let baseShape = passes(base.workload)
  let comparedShape = passes(compared.workload)
  var ratios: [Double] = []
  for pair in 0..<pairs {
    let first: Double
    let second: Double
    if pair % 2 == 0 {
      first = try sample(base.workload, baseShape)
      second = try sample(compared.workload, comparedShape)
      ratios.append(second / first)
    } else {
      second = try sample(compared.workload, comparedShape)
      first = try sample(base.workload, baseShape)
      ratios.append(second / first)
    }
  }
  return PairedMeasurement(
    base: base.id, compared: compared.id, ratios: ratios, ratio: Statistics(ratios))
}

/// Runs a workload's pass `passes` times, untimed, and returns the sum of the checksums.
///
/// The instruction-count gate (Scripts/check/instruction_budgets.py) counts only inside this
/// function (`callgrind --toggle-collect`), so scenario setup and checks are not counted; it
/// contains no closure of its own, whose name would toggle the collection again.
@inline(never)
func runPassesForCounting(_ workload: Workload, passes: Int) -> UInt64 {
  var sum: UInt64 = 0
  for _ in 0..<passes { sum &+= workload.pass() }
  return sum
}
