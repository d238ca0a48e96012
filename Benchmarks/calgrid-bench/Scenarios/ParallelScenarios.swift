import CalendarGrid
import Dispatch
import Foundation

/// All cores: the Gregorian bulk path run by one task per core at once, and by one task alone
/// through the same machinery; the ratio of the two is the scaling factor.
enum ParallelScenarios {
  static func register() -> [Scenario] {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    return [1, cores].map { tasks in
      Scenario(
        subsystem: "all-cores", name: "\(tasks)-task\(tasks == 1 ? "" : "s")",
        calendar: "gregorian", locale: "ko_KR", role: .engine,
        summary: "bulk path, \(tasks) concurrent task\(tasks == 1 ? "" : "s") (concurrentPerform)"
      ) { context in
        let producer = try EngineBulkProducer(
          context: context, calendar: .gregorian, locale: "ko_KR", rows: .variable,
          count: context.months)
        // Enough work per task that starting the threads does not count (about 100k grids).
        let repeats = max(1, 100_000 / producer.gridCount)
        let total = Lock<UInt64>(0)
        return Prepared(
          workload: Workload(unitsPerPass: tasks * repeats * producer.gridCount, unit: "grid") {
            total.withLock { $0 = 0 }
            DispatchQueue.concurrentPerform(iterations: tasks) { _ in
              var sum: UInt64 = 0
              for _ in 0..<repeats { sum &+= producer.checksumPass() }
              total.withLock { $0 &+= sum }
            }
            return total.withLock { $0 }
          }, verified: "")
      }
    }
  }
}
