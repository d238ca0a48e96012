// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "CalendarGrid",
  products: [
    .library(name: "CalendarGrid", targets: ["CalendarGrid"]),
    .executable(name: "calgrid", targets: ["calgrid"]),
    .plugin(name: "DumpGrids", targets: ["DumpGrids"]),
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
    .testTarget(
      name: "CalendarGridTests",
      dependencies: ["CalendarGrid", "CalgridCommand", "CICUShim"],
      path: "Tests/CalendarGridTests",
      // Goldens are read and re-recorded in the source tree (#filePath), not bundled.
      exclude: ["Goldens"],
      resources: [.copy("Fixtures")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
