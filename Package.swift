// swift-tools-version: 6.3
import PackageDescription

let package = Package(
  name: "CalendarGrid",
  // Apple platforms use the Foundation source (libicu is not public there); iOS 16 / macOS 13 is
  // where `Locale.Language`, `Locale.Region` and the Swift Foundation calendar APIs used begin.
  platforms: [.iOS(.v16), .macOS(.v13)],
  products: [
    // The engine for an app: core, data sources, day plugins and screen state in one import.
    .library(name: "CalendarGrid", targets: ["CalendarGrid"]),
    // Each step of the flow alone, for apps and tools that need less (or the renderers).
    .library(name: "CalendarGridCore", targets: ["CalendarGridCore"]),
    .library(name: "CalendarGridSources", targets: ["CalendarGridSources"]),
    .library(name: "CalendarGridDayPlugins", targets: ["CalendarGridDayPlugins"]),
    .library(name: "CalendarGridState", targets: ["CalendarGridState"]),
    .library(name: "CalendarGridRendering", targets: ["CalendarGridRendering"]),
    // Public holidays, a country's law as data; not in the umbrella, so an app that does not use
    // them does not carry their data.
    .library(name: "CalendarGridHolidays", targets: ["CalendarGridHolidays"]),
    .executable(name: "calgrid", targets: ["calgrid"]),
    .executable(name: "calgrid-bench", targets: ["calgrid-bench"]),
    .plugin(name: "BenchmarkGrids", targets: ["BenchmarkGrids"]),
    .plugin(name: "DumpGrids", targets: ["DumpGrids"]),
  ],
  traits: [
    // The system libicu through the C shim `CICUShim`: another source of month tables, names and
    // locale data beside Foundation's. On by default; Apple platforms have no public libicu, so
    // apps there disable the default traits and get the Foundation source alone.
    .trait(name: "ICU", description: "Use the system libicu (through CICUShim) as a data source."),
    .default(enabledTraits: ["ICU"]),
  ],
  targets: [
    // The only code that calls libicu: a thin C seam with stable, `cg_`-prefixed functions.
    .target(
      name: "CICUShim",
      path: "Sources/CICUShim",
      linkerSettings: [
        .linkedLibrary("icui18n"),
        .linkedLibrary("icuuc"),
        .linkedLibrary("icudata"),
      ]
    ),
    // Data flows one way through the library's modules; none imports one further along.
    // Days, calendars and month tables, locale week rules, grid layout and the grid's plain
    // decoration data. No ICU, no Foundation formatters: data sources plug in below.
    .target(name: "CalendarGridCore", path: "Sources/CalendarGridCore"),
    // The data sources that fill month tables and give names: ICU (trait) and Foundation.
    .target(
      name: "CalendarGridSources",
      dependencies: [
        "CalendarGridCore", .target(name: "CICUShim", condition: .when(traits: ["ICU"])),
      ],
      path: "Sources/CalendarGridSources"
    ),
    // Decorators and selectable-day rules, resolved into grids; subtitles of another calendar,
    // event dots and date ranges.
    .target(
      name: "CalendarGridDayPlugins",
      dependencies: ["CalendarGridCore", "CalendarGridSources"],
      path: "Sources/CalendarGridDayPlugins"
    ),
    // Public holidays from one rule engine over Data/holidays/*.json (generated Swift, no
    // resources), as decorators and selectable-day rules.
    .target(
      name: "CalendarGridHolidays",
      dependencies: ["CalendarGridCore", "CalendarGridSources", "CalendarGridDayPlugins"],
      path: "Sources/CalendarGridHolidays"
    ),
    // Selection, navigation, the screen state a view keeps, and the date picker.
    .target(
      name: "CalendarGridState",
      dependencies: ["CalendarGridCore", "CalendarGridSources", "CalendarGridDayPlugins"],
      path: "Sources/CalendarGridState"
    ),
    // Grids as documents, text, HTML and SVG.
    .target(
      name: "CalendarGridRendering",
      dependencies: [
        "CalendarGridCore", "CalendarGridSources", "CalendarGridDayPlugins", "CalendarGridState",
      ],
      path: "Sources/CalendarGridRendering"
    ),
    // The umbrella an app imports: every module above but the renderers.
    .target(
      name: "CalendarGrid",
      dependencies: [
        "CalendarGridCore", "CalendarGridSources", "CalendarGridDayPlugins", "CalendarGridState",
      ],
      path: "Sources/CalendarGrid"
    ),
    // The system calls calgrid dump needs that Swift's C modules leave out (an atomic folder
    // swap: renameat2 RENAME_EXCHANGE on Linux, renameatx_np RENAME_SWAP on Darwin).
    .target(name: "CCalgridSystem", path: "Sources/CCalgridSystem"),
    // calgrid's options and rendering, as a library so tests and the fuzzer run it in-process.
    .target(
      name: "CalgridCommand",
      dependencies: [
        "CalendarGrid", "CalendarGridRendering", "CalendarGridHolidays", "CCalgridSystem",
      ],
      path: "Sources/CalgridCommand"
    ),
    .executableTarget(
      name: "calgrid",
      dependencies: ["CalgridCommand"],
      path: "Sources/calgrid"
    ),
    // Grid throughput against Foundation, ICU and a copy floor: `swift package benchmark-grids`.
    .executableTarget(
      name: "calgrid-bench",
      // CalgridCommand: the jsonl stream scenario runs `calgrid dump --format jsonl` in-process.
      // CICUShim: the baselines that call ICU directly open their calendars through the shim.
      dependencies: [
        "CalendarGrid", "CalendarGridHolidays", "CalgridCommand",
        .target(name: "CICUShim", condition: .when(traits: ["ICU"])),
      ],
      path: "Benchmarks/calgrid-bench"
    ),
    .plugin(
      name: "BenchmarkGrids",
      capability: .command(
        intent: .custom(
          verb: "benchmark-grids",
          description: "Build calgrid-bench in release and run it (arguments are passed on)"),
        permissions: [
          .writeToPackageDirectory(reason: "calgrid-bench --json writes its results to a file")
        ]
      ),
      path: "Plugins/BenchmarkGrids"
    ),
    // `swift package dump-grids [options]`: runs `calgrid dump`.
    .plugin(
      name: "DumpGrids",
      capability: .command(
        intent: .custom(
          verb: "dump-grids",
          description: "Write month grids for many locales and calendars (calgrid dump)"),
        permissions: [
          .writeToPackageDirectory(reason: "calgrid dump writes grid files into the output folder")
        ]),
      dependencies: ["calgrid"],
      path: "Plugins/DumpGrids"
    ),
    // Peak resident memory across every calendar's whole range, in a process of its own.
    .executableTarget(
      name: "calgrid-memory",
      dependencies: ["CalendarGrid"],
      path: "Sources/calgrid-memory"
    ),
    // The fuzz targets (command line, locales with names, grids with plugins and selection), a
    // library so the tests replay their seeds and regressions; calgrid-fuzz is libFuzzer's driver
    // over them (Scripts/fuzz.sh), a replayer otherwise.
    .target(
      name: "CalgridFuzzTargets",
      dependencies: ["CalgridCommand", "CalendarGrid", "CalendarGridHolidays"],
      path: "Fuzz/Targets"
    ),
    .executableTarget(
      name: "calgrid-fuzz",
      dependencies: ["CalgridFuzzTargets"],
      path: "Fuzz/calgrid-fuzz"
    ),
    // Tests follow the modules: a test target per library module, each depending on that module
    // alone (CI builds with `--explicit-target-dependency-import-check error`, so a test of the
    // core cannot lean on a module further along), plus two small support targets.
    .target(
      name: "CalendarGridTestSupport",
      dependencies: ["CalendarGridCore"],
      path: "Tests/CalendarGridTestSupport"
    ),
    // Foundation's calendars for comparison, the published-dates and holiday fixtures, and the
    // Korean configurations: what tests from the data sources on share.
    .target(
      name: "CalendarGridSourcesTestSupport",
      dependencies: [
        "CalendarGridSources", "CalendarGridTestSupport",
        .target(name: "CICUShim", condition: .when(traits: ["ICU"])),
      ],
      path: "Tests/CalendarGridSourcesTestSupport",
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "CalendarGridCoreTests",
      dependencies: ["CalendarGridCore", "CalendarGridTestSupport"],
      path: "Tests/CalendarGridCoreTests"
    ),
    .testTarget(
      name: "CalendarGridSourcesTests",
      dependencies: [
        "CalendarGridSources", "CalendarGridSourcesTestSupport",
        .target(name: "CICUShim", condition: .when(traits: ["ICU"])),
      ],
      path: "Tests/CalendarGridSourcesTests"
    ),
    .testTarget(
      name: "CalendarGridDayPluginsTests",
      dependencies: [
        "CalendarGridDayPlugins", "CalendarGridSourcesTestSupport",
        .target(name: "CICUShim", condition: .when(traits: ["ICU"])),
      ],
      path: "Tests/CalendarGridDayPluginsTests"
    ),
    .testTarget(
      name: "CalendarGridStateTests",
      // The holidays module gives the screen stories their Korean holidays.
      dependencies: [
        "CalendarGridState", "CalendarGridHolidays", "CalendarGridSourcesTestSupport",
      ],
      path: "Tests/CalendarGridStateTests"
    ),
    .testTarget(
      name: "CalendarGridRenderingTests",
      dependencies: [
        "CalendarGridRendering", "CalendarGridHolidays", "CalendarGridSourcesTestSupport",
      ],
      path: "Tests/CalendarGridRenderingTests"
    ),
    .testTarget(
      name: "CalendarGridHolidaysTests",
      dependencies: [
        "CalendarGridHolidays", "CalendarGridDayPlugins", "CalendarGridSourcesTestSupport",
      ],
      path: "Tests/CalendarGridHolidaysTests",
      // The python-holidays reference days are read from the source tree (#filePath).
      exclude: ["Reference"]
    ),
    // The public API as a whole: every call that takes an integer or a day, at the ends of its
    // types (Scripts/check/check_integer_api_coverage.py fails when one is missing from the
    // table).
    .testTarget(
      name: "CalendarGridAPITests",
      dependencies: [
        "CalendarGrid", "CalendarGridRendering", "CalendarGridHolidays",
        "CalendarGridSourcesTestSupport",
      ],
      path: "Tests/CalendarGridAPITests"
    ),
    // The tool end to end (in-process and as built binaries), the dump, the fuzz regressions, and
    // the package as a client sees it (module layout, documentation snippets, memory bounds).
    .testTarget(
      name: "CalgridCommandTests",
      dependencies: [
        "CalendarGrid", "CalendarGridRendering", "CalendarGridHolidays", "CalgridCommand",
        "CalgridFuzzTargets", "CalendarGridSourcesTestSupport",
        .target(name: "CICUShim", condition: .when(traits: ["ICU"])),
      ],
      path: "Tests/CalgridCommandTests",
      // Goldens are read and re-recorded in the source tree (#filePath), not bundled.
      exclude: ["Goldens"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
