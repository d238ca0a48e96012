import CalendarGrid

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
///
/// The files of this folder follow those steps: `Plan/` reads the options into a ``Plan``,
/// `Render/` turns one job into its files and the index, `Run/` is the command itself, and
/// `Pipeline/` hands the jobs to the workers and their files on, in order, to a ``DumpTarget``:
/// a folder to write (`Output/`, ``DumpDirectory``) or one to compare with (`Check/`,
/// ``DumpChecker``). `Interruption/` turns SIGINT, SIGTERM and SIGHUP into a stop between files.
enum Dump {
  /// What the user reads for an error of any step: the message of the tool's own errors, the
  /// description of the engine's.
  static func message(for error: any Error) -> String {
    switch error {
    case let error as DumpError: error.message
    case let error as UsageError: error.message
    case let error as CalendarGridError: error.description
    case let error as DataSourceError: error.description
    default: "\(error)"
    }
  }
}
