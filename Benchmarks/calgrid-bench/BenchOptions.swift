import CalendarGrid

/// `calgrid-bench`'s command line, parsed by hand in swift-argument-parser's conventions.
struct BenchOptions {
  var quick = false
  var jsonPath: String?
  var filters: [String] = []
  var months = 1_200
  var samples: Int?
  var list = false
  var withoutBaselines = false
  var help = false
  /// Passes to run per matching scenario without timing (for instruction counts), or nil.
  var countPasses: Int?
  /// `--cold CALENDAR`: time this process's first use of the calendar and print nanoseconds.
  var cold: String?
  /// `--cold-report`: run `--cold` in a fresh process per calendar and report.
  var coldReport = false
  var coldRuns = 5
  /// `--dump-report`: time the all-locales dump against `cp -r` of its output.
  var dumpReport = false
  var dumpRounds = 3
  /// `--dump-locales N`: thin the dump report's locales to N (nil: all).
  var dumpLocales: Int?
  var source: CalendarDataSource = .default

  init(arguments: [String]) throws(BenchUsageError) {
    let arguments = arguments.flatMap { argument -> [String] in
      guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
        return [argument]
      }
      return [String(argument[..<equals]), String(argument[argument.index(after: equals)...])]
    }
    var index = 0
    func value(for flag: String) throws(BenchUsageError) -> String {
      index += 1
      guard index < arguments.count else { throw BenchUsageError("\(flag) needs a value") }
      return arguments[index]
    }
    func number(for flag: String, in allowed: ClosedRange<Int>) throws(BenchUsageError) -> Int {
      let text = try value(for: flag)
      guard let number = Int(text), allowed.contains(number) else {
        throw BenchUsageError(
          "\(flag): '\(text.prefix(32))' is not a whole number from \(allowed.lowerBound) to \(allowed.upperBound)"
        )
      }
      return number
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "-h", "--help": help = true
      case "--quick": quick = true
      case "--list": list = true
      case "--no-baselines": withoutBaselines = true
      case "--json": jsonPath = try value(for: argument)
      case "--filter": filters.append(try value(for: argument))
      case "--months": months = try number(for: argument, in: 12...12_000)
      case "--samples": samples = try number(for: argument, in: 3...1_000)
      case "--count-passes": countPasses = try number(for: argument, in: 1...100_000)
      case "--cold": cold = try value(for: argument)
      case "--cold-report": coldReport = true
      case "--cold-runs": coldRuns = try number(for: argument, in: 1...101)
      case "--dump-report": dumpReport = true
      case "--dump-rounds": dumpRounds = try number(for: argument, in: 1...25)
      case "--dump-locales": dumpLocales = try number(for: argument, in: 1...100_000)
      case "--source":
        let text = try value(for: argument)
        guard let parsed = CalendarDataSource(rawValue: text), parsed.isAvailable else {
          throw BenchUsageError(
            "--source: '\(text.prefix(32))' is not an available source (icu, foundation)")
        }
        source = parsed
      default: throw BenchUsageError("unknown argument '\(argument.prefix(64))'")
      }
      index += 1
    }
  }

  static let usage = """
    OVERVIEW: Measure CalendarGrid's grid throughput against Foundation, ICU and a copy floor.

    Every baseline's cells are checked equal to the engine's before anything is timed; the run
    exits 1 when they differ, never because of a time.

    USAGE: calgrid-bench [--quick] [--json FILE] [--filter TEXT ...] [options]

    OPTIONS:
      --quick                 Short warm-up and 7 samples, one run of the one-year
                              dump (user/dump-year): a minute or two (default:
                              21 samples, 2 dump runs, a few minutes).
      --json FILE             Also write every figure, the machine and the toolchain
                              as JSON to FILE.
      --filter TEXT           Run only scenarios whose id (subsystem/name/calendar/
                              locale) contains TEXT; repeatable. Baselines and the
                              floor of a kept group are kept for its ratios.
      --months N              Consecutive months per run, 12 to 12000 (default: 1200).
      --samples N             Samples per scenario, 3 to 1000 (default: 7 quick, 21).
      --no-baselines          With --filter: keep only the matching scenarios (for
                              profiling; ratios are then missing).
      --count-passes N        With --filter: set up each matching scenario, then run
                              its pass N times untimed inside runPassesForCounting
                              (for valgrind --tool=callgrind; see
                              Scripts/check/instruction_budgets.py). No baselines.
      --list                  List the scenarios and exit.
      --cold-report           Time each calendar's cold first use, each in a fresh
                              process (this executable with --cold), and report the
                              median and its ratio to Gregorian's.
      --cold CALENDAR         Time this process's first use of CALENDAR and print
                              nanoseconds (what --cold-report runs).
      --cold-runs N           Fresh processes per calendar, 1 to 101 (default: 5).
      --dump-report           Time `calgrid dump --all-locales --all-calendars --year
                              2024` (text, then JSON) against `cp -r` of its text
                              output, alternately, each in a fresh process; report
                              wall and CPU times and the ratios.
      --dump-rounds N         Rounds for --dump-report, 1 to 25 (default: 3).
      --dump-locales N        With --dump-report: N locales, evenly spread, instead
                              of all.
      --source SOURCE         Data source for --cold and --cold-report: icu or
                              foundation (default: icu when built with the trait).
      -h, --help              Show this help.

    EXAMPLES:
      swift run -c release calgrid-bench --quick
      swift package benchmark-grids --json bench-results/run.json
      swift run -c release calgrid-bench --filter gregorian/bulk
      swift run -c release calgrid-bench --filter user/ --json bench-results/user.json
      swift run -c release calgrid-bench --cold-report --source foundation
      swift run -c release calgrid-bench --dump-report
    """
}

/// A command-line mistake: printed with a hint and exit status 2.
struct BenchUsageError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
