import CalendarGrid
import CalgridCommand
import Foundation

/// `calgrid`'s argument and date parsing and the locale and calendar identifier handling.
///
/// The input is split at newlines into process arguments (raw bytes, so invalid UTF-8 reaches
/// the argument decoder) and run through `Calgrid.run` with a fixed clock and zone and discarded
/// output. The whole input, and each argument, is also given to `Day(iso8601:)`,
/// `GridLocale(_:)` and `CalendarIdentifier(parsing:)`, which must read back what they accept.
enum CommandLineTarget {
  struct Discard: TextOutputStream {
    mutating func write(_ string: String) {}
  }

  static let environment = Calgrid.Environment(
    now: Date(timeIntervalSince1970: 1_709_650_800),
    timeZone: TimeZone(secondsFromGMT: 0) ?? TimeZone.current, isTerminal: false)

  static func run(_ bytes: [UInt8]) -> String? {
    let arguments = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    // `dump` writes files: the command line target stays in memory.
    if let first = arguments.first, first == Array("dump".utf8) { return nil }
    var output = Discard()
    var errors = Discard()
    let status = Calgrid.run(
      rawArguments: arguments, environment: environment, output: &output, errors: &errors)
    guard status == 0 || status == 2 else { return "exit status \(status)" }
    for text in [String(decoding: bytes, as: UTF8.self)]
      + arguments.prefix(8).map({ String(decoding: $0, as: UTF8.self) })
    {
      if let day = try? Day(iso8601: text) {
        guard (try? Day(iso8601: day.iso8601)) == day else { return "ISO 8601 round trip: \(text)" }
      }
      if let locale = try? GridLocale(text) {
        guard (try? GridLocale(locale.identifier))?.identifier == locale.identifier else {
          return "locale round trip: \(text) -> \(locale.identifier)"
        }
      }
      if let identifier = try? CalendarIdentifier(parsing: text) {
        guard (try? CalendarIdentifier(parsing: identifier.rawValue)) == identifier else {
          return "calendar round trip: \(text)"
        }
      }
    }
    return nil
  }
}
