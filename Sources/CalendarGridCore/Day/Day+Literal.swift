extension Day {
  /// A day written as an ISO 8601 literal in code: `Day(literal: "2024-03-05")`, without `try`.
  ///
  /// Only a string literal can be a `StaticString`, so text from users, files or the network
  /// can never reach this initializer: those go through ``init(iso8601:)``, which throws. A
  /// malformed literal is a mistake in the program, like an array index out of range, and stops
  /// it with a message naming the literal the first time that line runs (a test that runs it
  /// finds the mistake). Write literals as static constants or in tests:
  ///
  /// ```swift
  /// enum Launch {
  ///   static let availableFrom = Day(literal: "2024-01-01")
  /// }
  /// ```
  ///
  /// The day is proleptic Gregorian, as ``init(year:month:day:)`` reads it. Not
  /// `ExpressibleByStringLiteral`: that would turn any string literal passed where a `Day` is
  /// expected into a day silently, and make `String` and `Day` overloads ambiguous.
  public init(literal: StaticString) {
    let text = literal.description
    do {
      self = try Day(iso8601: text)
    } catch {
      preconditionFailure("Day(literal: \"\(text)\"): \(error.description)")
    }
  }
}
