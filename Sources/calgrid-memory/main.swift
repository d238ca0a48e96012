import CalendarGrid
import Foundation

// calgrid-memory: asks for months across every calendar's whole supported range and reports
// the process's resident memory (Linux /proc/self/status), so the month tables' stated bound
// (MonthTables: a window of about 60 KB plus at most 16 chunks, about 165 KB per calendar) is
// checked in a process of its own, where no other work moves the figures.
//
//   calgrid-memory              every month of every calendar, first to last
//   calgrid-memory --every 25   every month of one chunk of days (7,305) in 25: about 20 chunks
//                               per calendar, more than the 16 a calendar keeps
//   calgrid-memory --verbose    also the seconds each calendar took, on stderr
//
// Prints one `key value` line per figure and exits 1 when the growth of peak resident memory
// during the sweep exceeds the bound plus the margin.
//
//   calgrid-memory --peak-of PROGRAM ARGS...
//                               runs PROGRAM (its output discarded) and prints its exit status
//                               and peak resident memory (`status N`, `peak_kb N`)

/// A figure from /proc/self/status, in kB (0 where the file does not exist).
func status(_ key: String) -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return 0
  }
  for line in text.split(separator: "\n") where line.hasPrefix(key + ":") {
    return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
      ?? 0
  }
  return 0
}

/// Runs a program to its end with its output discarded; returns its exit status (128 + N after
/// signal N) and its peak resident memory in KB, as `wait4` reports it for that child.
///
/// Linux carries the peak of the process that starts a program into the program's figure (an
/// `exec` keeps the larger of the two), so a test suite, whose own memory is large and moves,
/// cannot measure a child itself: this small process starts it instead.
func peakOf(_ path: String, _ arguments: [String]) -> (status: Int32, kb: Int)? {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  var pid = pid_t()
  guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
  var status: Int32 = 0
  var usage = rusage()
  var waited: pid_t = -1
  // Bounded: EINTR is the only reason to wait again.
  for _ in 0..<1000 {
    waited = wait4(pid, &status, 0, &usage)
    if waited >= 0 || errno != EINTR { break }
  }
  guard waited == pid else { return nil }
  #if canImport(Darwin)
    let kb = Int(usage.ru_maxrss) / 1024  // bytes on Darwin
  #else
    let kb = Int(usage.ru_maxrss)  // KB on Linux
  #endif
  let exited = status & 0x7f == 0
  return (exited ? (status >> 8) & 0xff : 128 + status & 0x7f, kb)
}

if CommandLine.arguments.count >= 3, CommandLine.arguments[1] == "--peak-of" {
  guard let result = peakOf(CommandLine.arguments[2], Array(CommandLine.arguments.dropFirst(3)))
  else {
    print("error \(String(cString: strerror(errno)))")
    exit(2)
  }
  print("status \(result.status)")
  print("peak_kb \(result.kb)")
  exit(0)
}

/// Sweep one chunk of days in `every` (`--every N`; default 1, every month).
let every: Int = {
  let arguments = CommandLine.arguments
  guard let index = arguments.firstIndex(of: "--every"), index + 1 < arguments.count,
    let value = Int(arguments[index + 1]), value >= 1
  else { return 1 }
  return value
}()
let sample = every > 1
let tableCalendars = CalendarIdentifier.allCases.filter { $0 != .gregorian && $0 != .iso8601 }
/// The stated bound: window (≈60 KB) + 16 chunks (≈6.5 KB each), per table calendar.
let statedBoundKB = 165 * tableCalendars.count
/// What the tables cannot account for: malloc's arenas and ICU's own caches (its Chinese and
/// Islamic astronomy caches keep a few words per year computed).
let marginKB = 16 * 1024

// Load everything that is loaded once (ICU data, Foundation, every calendar's window table)
// before the baseline, so the sweep's growth is what the sweep adds.
var calendars: [GridCalendar] = []
for identifier in CalendarIdentifier.allCases {
  let calendar = try GridCalendar(identifier, locale: GridLocale("en_US"))
  _ = try CalendarNames(for: calendar).title(
    for: calendar.month(containing: Day(year: 2024, month: 1, day: 15)))
  calendars.append(calendar)
}
let baselineRSS = status("VmRSS")
let baselineHWM = status("VmHWM")
let started = Date()
var months = 0
var checksum = 0
let verbose = CommandLine.arguments.contains("--verbose")
for calendar in calendars {
  let calendarStarted = Date()
  defer {
    if verbose {
      let seconds = String(format: "%.1f", Date().timeIntervalSince(calendarStarted))
      try? FileHandle.standardError.write(
        contentsOf: Data("# \(calendar.identifier.rawValue) \(seconds) s\n".utf8))
    }
  }
  // gregorian and iso8601 are arithmetic with no tables: their ±1,000,000 years would only take
  // time, so they are swept over the table calendars' range, Gregorian 0001–9999.
  let days =
    calendar.identifier == .gregorian || calendar.identifier == .iso8601
    ? try Day(year: 1, month: 1, day: 1)...Day(year: 9999, month: 12, day: 31)
    : calendar.source.supportedDays
  // The runs of days to sweep month by month: everything, or one chunk in `every`.
  let chunk = MonthTables.chunkDays
  var runs: [ClosedRange<Day>] = [days]
  if sample {
    let first = Int(days.lowerBound.daysSince1970) / chunk - 1
    let last = Int(days.upperBound.daysSince1970) / chunk + 1
    runs = stride(from: first - first % every, through: last, by: every).compactMap { index in
      let low = max(days.lowerBound, Day(daysSince1970: Int32(clamping: index * chunk)))
      let high = min(days.upperBound, Day(daysSince1970: Int32(clamping: (index + 1) * chunk - 1)))
      return low <= high ? low...high : nil
    }
  }
  for run in runs {
    var month = try calendar.month(containing: run.lowerBound)
    while true {
      let grid = calendar.grid(for: month, rows: .fixed)
      checksum &+= grid.leadingDayCount &+ month.length
      months += 1
      guard let next = try? calendar.month(after: month), next.firstDay <= run.upperBound else {
        break
      }
      month = next
    }
  }
}
let seconds = Date().timeIntervalSince(started)
let peakHWM = status("VmHWM")
var tableBytes = 0
var maximumCalendarBytes = 0
for calendar in calendars {
  let bytes = (calendar.source as? TableMonthSource)?.tables.tableBytes ?? 0
  tableBytes += bytes
  maximumCalendarBytes = max(maximumCalendarBytes, bytes)
}
let growthKB = peakHWM - max(baselineRSS, 0)
print("every \(every)")
print("months \(months)")
print("seconds \(String(format: "%.1f", seconds))")
print("baseline_rss_kb \(baselineRSS)")
print("baseline_hwm_kb \(baselineHWM)")
print("peak_hwm_kb \(peakHWM)")
print("growth_kb \(growthKB)")
print("table_kb \(tableBytes / 1024)")
print("max_calendar_table_kb \(maximumCalendarBytes / 1024)")
print("stated_bound_kb \(statedBoundKB)")
print("margin_kb \(marginKB)")
print("checksum \(checksum)")
// The stated ≈165 KB is approximate: a chunk of 13-month years is a little larger; allow one
// more chunk's worth (6.5 KB).
// Under AddressSanitizer or ThreadSanitizer, resident memory is the sanitizer's (shadow memory,
// redzones, quarantine): the figures are printed, and only the table bound is checked.
let sanitized = ["__asan_init", "__tsan_init"].contains { (name: String) in
  dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) != nil
}
print("sanitized \(sanitized ? 1 : 0)")
let withinTables = maximumCalendarBytes <= 172 * 1024
let withinRSS = sanitized || growthKB <= statedBoundKB + marginKB
print("within_bound \(withinTables && withinRSS)")
exit(withinTables && withinRSS ? 0 : 1)
