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
enum Dump {
  static func message(for error: any Error) -> String {
    switch error {
    case let error as DumpError: error.message
    case let error as UsageError: error.message
    case let error as CalendarGridError: error.description
    default: "\(error)"
    }
  }
}
