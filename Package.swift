// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "CalendarGrid",
  products: [
    .library(name: "CalendarGrid", targets: ["CalendarGrid"]),
    .executable(name: "calgrid", targets: ["calgrid"]),
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
    // Peak resident memory across every calendar's whole range, in a process of its own.
    .executableTarget(
      name: "calgrid-memory",
      dependencies: ["CalendarGrid"],
      path: "Sources/calgrid-memory"
    ),
    // libFuzzer target over calgrid's parsing (Scripts/fuzz.sh); a corpus replayer otherwise.
    .executableTarget(
      name: "calgrid-fuzz",
      dependencies: ["CalgridCommand", "CalendarGrid"],
      path: "Fuzz/calgrid-fuzz"
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
