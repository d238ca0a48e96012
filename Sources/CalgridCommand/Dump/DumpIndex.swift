/// The index a dump writes as `index.json`: what was asked for and every file written, sorted
/// by name. It has no timestamps, so a dump of the same request is the same bytes.
struct DumpIndex: Codable, Sendable {
  /// The naming scheme of the files: `<locale>.<calendar>.<ext>`.
  var naming: String
  /// The first and last Gregorian day of the span asked for (ISO 8601).
  var from: String
  var to: String
  /// The day marked as today.
  var today: String
  var formats: [String]
  var files: [Entry]
  /// Locales ICU lists that could not be used, with the reason.
  var skipped: [Skipped]

  /// One file.
  struct Entry: Codable, Sendable {
    var file: String
    var format: String
    /// The locale's ICU identifier.
    var locale: String
    var calendar: String
    /// How many month grids the file holds.
    var grids: Int
    /// The first day of the first month and the last day of the last month (ISO 8601): a
    /// calendar's months overlap the Gregorian span, so they may start before it and end after.
    var first: String
    var last: String
  }

  /// A locale that was skipped.
  struct Skipped: Codable, Sendable {
    var locale: String
    var reason: String
  }
}
