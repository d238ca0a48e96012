import CalendarGrid
import CalendarGridRendering
import Foundation

/// How `calgrid` lays out a ``GridDocument`` (`--format json`, printed or dumped): compact, keys
/// sorted, with a line break before each grid and before the closing brackets.
///
/// ```
/// {"grids":[
/// {"calendar":"gregorian",…,"year":2024},
/// {"calendar":"gregorian",…,"year":2024}
/// ]}
/// ```
///
/// A grid a line keeps a file of many grids readable line by line (a diff names the grid that
/// changed) and each line is what `calgrid dump --format jsonl` streams for that grid, while
/// the file is half the size of `.prettyPrinted`'s layout and quicker to write and to read.
enum GridDocumentLayout {
  static let start = Array(#"{"grids":["#.utf8)
  static let firstGrid = Array("\n".utf8)
  static let nextGrid = Array(",\n".utf8)
  static let end = Array("\n]}".utf8)
  static let emptyEnd = Array("]}".utf8)

  /// The encoder of a grid's object: compact, keys sorted, `/` not escaped.
  static var gridEncoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// The document's text, from `JSONEncoder`, with a final newline.
  static func text(_ document: GridDocument) throws -> String {
    let encoder = gridEncoder
    var bytes = start
    for (index, grid) in document.grids.enumerated() {
      bytes += index == 0 ? firstGrid : nextGrid
      bytes += try encoder.encode(grid)
    }
    bytes += document.grids.isEmpty ? emptyEnd : end
    bytes.append(UInt8(ascii: "\n"))
    return String(decoding: bytes, as: UTF8.self)
  }
}
