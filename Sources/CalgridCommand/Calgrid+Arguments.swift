import CalendarGrid

extension Calgrid {
  /// Decodes process arguments, given as raw bytes, as UTF-8.
  ///
  /// `CommandLine.arguments` repairs invalid UTF-8 with U+FFFD, so a mistyped byte would reach
  /// the parser as some other text; here an argument that is not UTF-8 is a usage error naming
  /// its position and its bytes instead.
  package static func decodeArguments(_ raw: [[UInt8]]) throws(UsageError) -> [String] {
    var arguments: [String] = []
    arguments.reserveCapacity(raw.count)
    for (index, bytes) in raw.enumerated() {
      // Decoding repairs invalid UTF-8 with U+FFFD, so valid input is exactly what round-trips
      // (`String(validating:as:)` would say it directly but needs macOS 15 / iOS 18).
      let text = String(decoding: bytes, as: UTF8.self)
      guard text.utf8.elementsEqual(bytes), !bytes.contains(0) else {
        let shown = bytes.prefix(32).map { byte in
          byte >= 0x20 && byte < 0x7F
            ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16, uppercase: true)
        }.joined()
        throw UsageError(
          "argument \(index + 1) is not valid UTF-8: '\(shown)\(bytes.count > 32 ? "..." : "")'")
      }
      arguments.append(text)
    }
    return arguments
  }

  /// Runs the command on raw process arguments (without the program name): the executable's
  /// entry point. Arguments that are not UTF-8 give exit status 2.
  package static func run(
    rawArguments: [[UInt8]], environment: Environment, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) -> Int32 {
    let arguments: [String]
    do {
      arguments = try decodeArguments(rawArguments)
    } catch {
      errors.write(errorLines(error.message))
      return 2
    }
    return run(arguments, environment: environment, output: &output, errors: &errors)
  }
}
