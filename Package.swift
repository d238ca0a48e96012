// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "CalendarGrid",
  products: [
    .library(name: "CalendarGrid", targets: ["CalendarGrid"]),
    .executable(name: "calgrid", targets: ["calgrid"]),
    .executable(name: "calgrid-bench", targets: ["calgrid-bench"]),
    .plugin(name: "BenchmarkGrids", targets: ["BenchmarkGrids"]),
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
    .target(
      name: "CalendarGrid",
      dependencies: ["CICUShim"],
      path: "Sources/CalendarGrid"
    ),
    // calgrid's options and rendering, as a library so tests and the fuzzer run it in-process.
    .target(
      name: "CalgridCommand",
      dependencies: ["CalendarGrid"],
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
      dependencies: ["CalendarGrid"],
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
    .testTarget(
      name: "CalendarGridTests",
      dependencies: ["CalendarGrid", "CalgridCommand", "CICUShim"],
      path: "Tests/CalendarGridTests",
      resources: [.copy("Fixtures")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
