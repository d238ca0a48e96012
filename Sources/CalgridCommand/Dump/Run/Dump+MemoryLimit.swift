import Foundation

extension Dump {
  /// The workers a plan is rendered on: as many as asked for (`-j`) or cores, at most one a job.
  static func workerCount(_ plan: Plan) -> Int {
    min(plan.jobs.count, plan.options.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
  }

  /// The least address space a dump starts with, in bytes: 256 MiB for the libraries the tool
  /// maps (ICU's data among them), its threads' stacks and the shared state, and 96 MiB for
  /// each worker's job (up to 1200 months of one locale and calendar in every format).
  ///
  /// A process that runs out of address space does not fail one allocation cleanly: Swift
  /// aborts, and a thread that cannot be started leaves the dump waiting for ever, with its
  /// staging folder in place. So a limit below this is refused before anything is touched.
  static func minimumAddressSpace(workers: Int) -> UInt64 {
    (256 + 96 * UInt64(max(workers, 1))) << 20
  }

  /// The refusal of a memory limit (`ulimit -v`, `ulimit -d`) below what `workers` need, or
  /// nil when there is no limit or it is enough.
  static func memoryLimitRefusal(limit: UInt64?, workers: Int) -> DumpError? {
    let needed = minimumAddressSpace(workers: workers)
    guard let limit, limit < needed else { return nil }
    let fewest = minimumAddressSpace(workers: 1)
    let fewer =
      workers > 1
      ? ", or use -j 1, which needs \(mebibytes(fewest)) MiB (ulimit -v or -d \(fewest >> 10))" : ""
    return DumpError(
      "the memory limit (ulimit -v or -d) is \(mebibytes(limit)) MiB, less than the \(mebibytes(needed)) MiB a dump with \(max(workers, 1)) worker\(workers == 1 ? "" : "s") needs: raise it to \(mebibytes(needed)) MiB (ulimit -v or -d \(needed >> 10))\(fewer); nothing was written"
    )
  }

  private static func mebibytes(_ bytes: UInt64) -> UInt64 { bytes >> 20 }
}
