/// The fuzz targets, as a library so that the libFuzzer driver (`calgrid-fuzz`) and the tests
/// (`FuzzRegressionTests`, which replay `Fuzz/<target>/corpus` and `Fuzz/regressions/<target>`)
/// run the same code.
///
/// A target takes arbitrary bytes and returns nil, or a finding: a property of the result that
/// did not hold. Bad input is expected to end in a typed error; a crash, trap or sanitizer report
/// is a finding too (libFuzzer catches it). The driver turns a returned finding into a trap so
/// libFuzzer records the input.
package enum FuzzTarget: String, CaseIterable, Sendable {
  /// `calgrid`'s command line, in-process (`Calgrid.run`).
  case commandLine = "command-line"
  /// `GridLocale` parsing, with names (titles, weekday symbols, labels) for what it accepts.
  case locale
  /// Grids of every calendar with plugins (built-in decorators and rules) and selections.
  case grid
  /// Holiday data as an app sends it (in Swift or as JSON), and the calendar's years.
  case holidayData = "holiday-data"

  /// Runs one input.
  package func run(_ bytes: [UInt8]) -> String? {
    switch self {
    case .commandLine: CommandLineTarget.run(bytes)
    case .locale: LocaleTarget.run(bytes)
    case .grid: GridTarget.run(bytes)
    case .holidayData: HolidayDataTarget.run(bytes)
    }
  }
}

/// Reads numbers and choices from fuzz input, front to back; past the end it reads zeros, so
/// every input is a valid recipe.
struct FuzzReader {
  private let bytes: [UInt8]
  private var position = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var isAtEnd: Bool { position >= bytes.count }

  mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// A choice among `count` options.
  mutating func choose(_ count: Int) -> Int { count <= 1 ? 0 : Int(byte()) % count }

  mutating func bool() -> Bool { byte() & 1 == 1 }

  mutating func int16() -> Int16 { Int16(bitPattern: UInt16(byte()) << 8 | UInt16(byte())) }

  mutating func int32() -> Int32 {
    var value: UInt32 = 0
    for _ in 0..<4 { value = value << 8 | UInt32(byte()) }
    return Int32(bitPattern: value)
  }

  /// What is left, as one slice.
  mutating func rest() -> ArraySlice<UInt8> {
    defer { position = bytes.count }
    return position < bytes.count ? bytes[position...] : []
  }
}
