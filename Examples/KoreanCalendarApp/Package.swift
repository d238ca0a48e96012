// swift-tools-version: 6.1
// A client of CalendarGrid, as an app developer would write one: it depends on this checkout by
// path. `.ci/run` builds and runs it twice: with the default traits (`swift run`, CalendarGrid
// with its `ICU` trait) and without (`swift run --disable-default-traits`, CalendarGrid with
// `traits: []`, the Apple-platform configuration).
import PackageDescription

let package = Package(
  name: "KoreanCalendarApp",
  platforms: [.iOS(.v16), .macOS(.v13)],
  traits: [
    // Forwarded to CalendarGrid's `ICU` trait: off, CalendarGrid gets no traits (`traits: []`).
    .trait(name: "ICU", description: "Build CalendarGrid with the system libicu (Linux)."),
    .default(enabledTraits: ["ICU"]),
  ],
  dependencies: [
    // A path dependency's package name is its folder's (the checkout's name) unless `name:` says
    // otherwise; `name: "CalendarGrid"` lets the product below say `package: "CalendarGrid"`
    // wherever the checkout lives. A URL dependency is named by its last path component.
    .package(
      name: "CalendarGrid", path: "../..",
      traits: [.trait(name: "ICU", condition: .when(traits: ["ICU"]))])
  ],
  targets: [
    .executableTarget(
      name: "KoreanCalendarApp",
      dependencies: [
        .product(name: "CalendarGrid", package: "CalendarGrid"),
        // Public holidays are a product of their own, outside the umbrella.
        .product(name: "CalendarGridHolidays", package: "CalendarGrid"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
