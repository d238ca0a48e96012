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

extension DumpIndex {
  /// index.json's text: the bytes ``Dump/jsonEncoder`` gives the index, and a newline (the
  /// tests compare them), written directly: the encoder's tree of values for every file of a
  /// dump of every locale cost a twentieth of the dump.
  func jsonBytes() -> [UInt8] {
    var compact: [UInt8] = []
    compact.reserveCapacity(200 + files.count * 160)
    // Keys in the order `.sortedKeys` gives them.
    func key(_ name: StaticString, first: Bool = false) {
      if !first { compact.append(UInt8(ascii: ",")) }
      compact.append(UInt8(ascii: "\""))
      name.withUTF8Buffer { compact.append(contentsOf: $0) }
      compact.append(UInt8(ascii: "\""))
      compact.append(UInt8(ascii: ":"))
    }
    func string(_ text: String) { GridJSONLines.appendString(text, to: &compact) }
    func array<Element>(_ elements: [Element], _ write: (Element) -> Void) {
      compact.append(UInt8(ascii: "["))
      for (position, element) in elements.enumerated() {
        if position > 0 { compact.append(UInt8(ascii: ",")) }
        write(element)
      }
      compact.append(UInt8(ascii: "]"))
    }
    compact.append(UInt8(ascii: "{"))
    key("files", first: true)
    array(files) { file in
      compact.append(UInt8(ascii: "{"))
      key("calendar", first: true)
      string(file.calendar)
      key("file")
      string(file.file)
      key("first")
      string(file.first)
      key("format")
      string(file.format)
      key("grids")
      GridJSONLines.appendInteger(file.grids, to: &compact)
      key("last")
      string(file.last)
      key("locale")
      string(file.locale)
      compact.append(UInt8(ascii: "}"))
    }
    key("formats")
    array(formats, string)
    key("from")
    string(from)
    key("naming")
    string(naming)
    key("skipped")
    array(skipped) { skipped in
      compact.append(UInt8(ascii: "{"))
      key("locale", first: true)
      string(skipped.locale)
      key("reason")
      string(skipped.reason)
      compact.append(UInt8(ascii: "}"))
    }
    key("to")
    string(to)
    key("today")
    string(today)
    compact.append(UInt8(ascii: "}"))
    var pretty = GridJSONLines.prettyPrinted(compact)
    pretty.append(UInt8(ascii: "\n"))
    return pretty
  }
}
