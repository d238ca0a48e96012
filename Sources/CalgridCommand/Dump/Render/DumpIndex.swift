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
  /// tests compare them), written directly and already laid out: the encoder would first build
  /// a tree of values for every file of the dump, and its pretty layout is a second pass over
  /// the text.
  func jsonBytes() -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(300 + files.count * 260)
    // `.prettyPrinted`: two spaces an indent, `"key" : value`, an empty array as its brackets
    // around an empty line; keys in the order `.sortedKeys` gives them.
    func newline(_ depth: Int) {
      out.append(UInt8(ascii: "\n"))
      out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }
    func key(_ name: StaticString, _ depth: Int, first: Bool = false) {
      if !first { out.append(UInt8(ascii: ",")) }
      newline(depth)
      out.append(UInt8(ascii: "\""))
      name.withUTF8Buffer { out.append(contentsOf: $0) }
      out.append(contentsOf: [
        UInt8(ascii: "\""), UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " "),
      ])
    }
    func string(_ text: String) { GridJSONWriter.appendString(text, to: &out) }
    /// A field of an array element's object.
    func field(_ name: StaticString, _ text: String, first: Bool = false) {
      key(name, 3, first: first)
      string(text)
    }
    func array<Element>(_ elements: [Element], _ depth: Int, _ write: (Element) -> Void) {
      out.append(UInt8(ascii: "["))
      if elements.isEmpty { out.append(UInt8(ascii: "\n")) }
      for (position, element) in elements.enumerated() {
        if position > 0 { out.append(UInt8(ascii: ",")) }
        newline(depth + 1)
        write(element)
      }
      newline(depth)
      out.append(UInt8(ascii: "]"))
    }
    out.append(UInt8(ascii: "{"))
    key("files", 1, first: true)
    array(files, 1) { file in
      // The fields in the order `.sortedKeys` gives them.
      out.append(UInt8(ascii: "{"))
      field("calendar", file.calendar, first: true)
      field("file", file.file)
      field("first", file.first)
      field("format", file.format)
      key("grids", 3)
      GridJSONWriter.appendInteger(file.grids, to: &out)
      field("last", file.last)
      field("locale", file.locale)
      newline(2)
      out.append(UInt8(ascii: "}"))
    }
    key("formats", 1)
    array(formats, 1, string)
    key("from", 1)
    string(from)
    key("naming", 1)
    string(naming)
    key("skipped", 1)
    array(skipped, 1) { skipped in
      out.append(UInt8(ascii: "{"))
      field("locale", skipped.locale, first: true)
      field("reason", skipped.reason)
      newline(2)
      out.append(UInt8(ascii: "}"))
    }
    key("to", 1)
    string(to)
    key("today", 1)
    string(today)
    newline(0)
    out.append(UInt8(ascii: "}"))
    out.append(UInt8(ascii: "\n"))
    return out
  }
}
