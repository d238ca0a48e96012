// swift-tools-version: 6.1
// A client of CalendarGrid's core alone: it depends on the `CalendarGridCore` product only (a
// path dependency on this checkout), so it links no data source, no Foundation and no ICU.
// `.ci/run` builds and runs it and checks with `ldd` that its binary links neither.
import PackageDescription

let package = Package(
  name: "CoreOnlyClient",
  platforms: [.iOS(.v16), .macOS(.v13)],
  dependencies: [
    // `name:` lets the product below say `package: "CalendarGrid"` wherever the checkout lives.
    .package(name: "CalendarGrid", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "CoreOnlyClient",
      dependencies: [.product(name: "CalendarGridCore", package: "CalendarGrid")]
    )
  ],
  swiftLanguageModes: [.v6]
)
