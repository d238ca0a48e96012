import CalendarGrid
import CalgridCommand
import Foundation

/// `calgrid dump` against `cp -r` of its own output, timed alternately in one run so both meet
/// the same file system in the same state.
///
/// First, untimed, the text dump of every locale and calendar for one year is written once: the
/// folder every round copies. Each round then runs three steps, each into a new folder: the
/// text dump and the JSON dump (each in a fresh process: this executable with `--dump-child`,
/// which runs the command in-process as the `calgrid` executable does) and `cp -r` of that
/// first folder. The steps take turns going first. On a disk nothing is deleted until the rounds
/// are done: on a file system that skips recently deleted inodes when it creates files (ext4
/// without a journal keeps skipping them for a minute, six while their table is unwritten), a
/// round after a deletion met a file system busy with the one before, and the system time of
/// the same file creations ranged from 0.4 to 9.4 s. Each step on a disk starts after `sync`,
/// untimed, so that none pays for writing back what the steps before it wrote (this machine's
/// disk writes 330 MB/s; the JSON dump is 0.92 GB). The rounds stop early, saying so, when the
/// disk has too little room for another. In memory (tmpfs) each round's folders are deleted
/// after it instead: kept, they crowd memory until writing pages means reclaiming others.
/// The report gives each round's wall time and CPU time (user and system of the child, from
/// `getrusage(RUSAGE_CHILDREN)`), and the medians' ratios: text dump to `cp -r`, JSON to text.
/// The system time of creating and writing files depends on the file system's state as much as
/// on the program, so it is shown apart, with `cp -r`'s.
enum DumpReport {
  /// The dump's arguments for a format (`text` or `json`).
  static func arguments(format: String, locales: Int?, into folder: String) throws -> [String] {
    var arguments = ["dump"]
    if let locales {
      // Every locale the source lists, thinned evenly to `locales`.
      let all = try GridLocale.availableIdentifiers()
      let step = max(1, all.count / max(1, locales))
      arguments += [
        "--locales",
        stride(from: 0, to: all.count, by: step).prefix(locales).map { all[$0] }.joined(
          separator: ","),
      ]
    } else {
      arguments.append("--all-locales")
    }
    return arguments + [
      "--all-calendars", "--year", "2024", "--format", format, "--today", "2024-03-05",
      "--out", folder,
    ]
  }

  /// Runs `calgrid` in this process for `--dump-child` and returns its exit status.
  static func child(_ arguments: [String]) -> Int32 {
    var output = DescriptorOutput(descriptor: STDOUT_FILENO)
    var errors = DescriptorOutput(descriptor: STDERR_FILENO)
    let environment = Calgrid.Environment(
      now: Date(timeIntervalSince1970: 1_709_596_800), timeZone: TimeZone(identifier: "GMT")!,
      isTerminal: false)
    return Calgrid.run(arguments, environment: environment, output: &output, errors: &errors)
  }

  /// One timed process: wall seconds and CPU seconds in the process (user) and in the kernel
  /// for it (system: creating and writing files, which `cp -r` pays too).
  struct Timing {
    var wall: Double
    var user: Double
    var system: Double
    var cpu: Double { user + system }
  }

  /// User and system CPU seconds of the finished children so far.
  static func childrenCPU() -> (user: Double, system: Double) {
    var usage = rusage()
    #if os(Linux)
      getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
    #else
      getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return (seconds(usage.ru_utime), seconds(usage.ru_stime))
  }

  /// Runs a process to its end with output discarded; nil when it fails.
  static func timed(_ executable: URL, _ arguments: [String]) -> Timing? {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let cpuBefore = childrenCPU()
    let clock = ContinuousClock()
    let started = clock.now
    do { try process.run() } catch { return nil }
    process.waitUntilExit()
    let elapsed = clock.now - started
    guard process.terminationReason == .exit, process.terminationStatus == 0 else { return nil }
    let (seconds, attoseconds) = elapsed.components
    let cpuAfter = childrenCPU()
    return Timing(
      wall: Double(seconds) + Double(attoseconds) / 1e18, user: cpuAfter.user - cpuBefore.user,
      system: cpuAfter.system - cpuBefore.system)
  }

  /// Runs the rounds and prints the report; returns false when a run failed.
  static func report(rounds: Int, locales: Int?) -> Bool {
    guard let executable = Bundle.main.executableURL else {
      FileHandle.standardError.write(Data("calgrid-bench: error: no executable path\n".utf8))
      return false
    }
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calgrid-dump-report-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: base) }
    do {
      try FileManager.default.createDirectory(at: base, withIntermediateDirectories: false)
    } catch {
      FileHandle.standardError.write(Data("calgrid-bench: error: \(error)\n".utf8))
      return false
    }
    func fail(_ message: String) -> Bool {
      FileHandle.standardError.write(Data("calgrid-bench: error: \(message)\n".utf8))
      return false
    }
    let source = base.appendingPathComponent("source").path
    guard let sourceArguments = try? arguments(format: "text", locales: locales, into: source),
      timed(executable, ["--dump-child"] + sourceArguments) != nil
    else { return fail("the text dump to copy failed") }
    let listed = (try? FileManager.default.subpathsOfDirectory(atPath: source)) ?? []
    let files = listed.count
    let bytes = listed.reduce(0) { total, name in
      let size =
        (try? FileManager.default.attributesOfItem(atPath: source + "/" + name)[.size]) as? Int
      return total + (size ?? 0)
    }
    enum Step: CaseIterable { case text, copy, json }
    var timings: [Step: [Timing]] = [:]
    // Room for a round: before the first, the text dump's size times 40 (the JSON dump is about
    // 26 times the text, with the text dump and the copy beside it); then half again the most a
    // round took.
    var roomNeeded = Int64(bytes) * 40
    var largestRound: Int64 = 0
    var stoppedEarly: String?
    let inMemory = isInMemory(base.path)
    for round in 0..<rounds {
      let freeBefore = freeBytes(base.path)
      if let freeBefore, freeBefore < roomNeeded {
        stoppedEarly =
          "stopped after \(round) of \(rounds) rounds: \(freeBefore / 1_000_000) MB free, "
          + "a round needs about \(roomNeeded / 1_000_000) MB"
        break
      }
      func folder(_ step: Step) -> String {
        base.appendingPathComponent("\(step)-\(round)").path
      }
      // Round 1 starts with the text dump, round 2 with cp -r, round 3 with the JSON dump, ...
      let first = round % Step.allCases.count
      let order = Step.allCases[first...] + Step.allCases[..<first]
      for step in order {
        let path = folder(step)
        // Each step starts with nothing left to write back from the steps before it, untimed.
        if !inMemory { sync() }
        let timing: Timing?
        switch step {
        case .text, .json:
          timing =
            (try? arguments(
              format: step == .text ? "text" : "json", locales: locales, into: path)).flatMap {
              timed(executable, ["--dump-child"] + $0)
            }
        case .copy:
          timing = timed(URL(fileURLWithPath: "/bin/cp"), ["-r", source, path])
        }
        guard let timing else { return fail("\(step) failed in round \(round + 1)") }
        timings[step, default: []].append(timing)
      }
      if let freeBefore, let freeAfter = freeBytes(base.path) {
        largestRound = max(largestRound, freeBefore - freeAfter)
        roomNeeded = largestRound * 3 / 2
      }
      if inMemory {
        for step in Step.allCases { try? FileManager.default.removeItem(atPath: folder(step)) }
      }
    }
    guard let roundsDone = timings[.text]?.count, roundsDone > 0 else {
      return fail(stoppedEarly ?? "no round ran")
    }
    let text = timings[.text] ?? []
    let copy = timings[.copy] ?? []
    let json = timings[.json] ?? []
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    let scope = locales.map { "\($0) locales" } ?? "all locales"
    print(
      "calgrid dump (\(scope), all calendars, 2024) against cp -r of its text output "
        + "(\(files) files, \(bytes / 1_000_000) MB), \(roundsDone) rounds, each step first in turn, "
        + "fresh processes, "
        + (inMemory
          ? "each round's folders deleted after it"
          : "no folder deleted until the end, sync before each step")
    )
    print(
      "\(Report.pad("round", 6)) \(Report.pad("text wall", 10)) \(Report.pad("user", 7)) "
        + "\(Report.pad("system", 7)) \(Report.pad("cp -r wall", 11)) \(Report.pad("system", 7)) "
        + "\(Report.pad("text / cp", 10)) \(Report.pad("json wall", 10)) \(Report.pad("user", 7)) "
        + "\(Report.pad("system", 7)) json / text")
    func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }
    func ratio(_ value: Double) -> String { String(format: "%.2fx", value) }
    func row(_ label: String, _ text: Timing, _ copy: Timing, _ json: Timing) {
      print(
        "\(Report.pad(label, 6)) \(Report.pad(seconds(text.wall), 10)) "
          + "\(Report.pad(seconds(text.user), 7)) \(Report.pad(seconds(text.system), 7)) "
          + "\(Report.pad(seconds(copy.wall), 11)) \(Report.pad(seconds(copy.system), 7)) "
          + "\(Report.pad(ratio(text.wall / copy.wall), 10)) "
          + "\(Report.pad(seconds(json.wall), 10)) \(Report.pad(seconds(json.user), 7)) "
          + "\(Report.pad(seconds(json.system), 7)) " + ratio(json.wall / text.wall))
    }
    for round in 0..<roundsDone { row("\(round + 1)", text[round], copy[round], json[round]) }
    // Each column's median on its own.
    func medians(_ timings: [Timing]) -> Timing {
      Timing(
        wall: median(timings.map(\.wall)), user: median(timings.map(\.user)),
        system: median(timings.map(\.system)))
    }
    row("median", medians(text), medians(copy), medians(json))
    print(
      "targets: text / cp <= 2.00x, text CPU (user + system) <= 4 s (all locales), "
        + "json / text <= 2.00x")
    if let stoppedEarly { print(stoppedEarly) }
    return true
  }

  /// Whether `path` is on a file system in memory (tmpfs): the type of the longest mount point
  /// that holds it, in `/proc/self/mounts` (which other systems do not have: false there).
  static func isInMemory(_ path: String) -> Bool {
    guard let mounts = try? String(contentsOfFile: "/proc/self/mounts", encoding: .utf8) else {
      return false
    }
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    var best: (length: Int, type: Substring)?
    for line in mounts.split(separator: "\n") {
      let fields = line.split(separator: " ")
      guard fields.count > 2 else { continue }
      // Mount points escape spaces as \040; the report's folder has none.
      let point = String(fields[1])
      let holds =
        point == "/" || resolved == point || resolved.hasPrefix(point + "/")
      if holds, point.count >= (best?.length ?? -1) { best = (point.count, fields[2]) }
    }
    return best?.type == "tmpfs"
  }

  /// The bytes free to this user on the file system of `path`, if it says.
  static func freeBytes(_ path: String) -> Int64? {
    let attributes = try? FileManager.default.attributesOfFileSystem(forPath: path)
    return (attributes?[.systemFreeSize] as? NSNumber)?.int64Value
  }
}
