import CalendarGridCore
import CalendarGridDayPlugins
import CalendarGridSources
import CalendarGridState

/// What the picture renderers (``HTMLRenderer``, ``SVGRenderer``) draw for one cell: the number
/// in the locale's digits, the states that choose its style, and its decorations sorted by how
/// they are drawn.
struct PictureCell {
  var number: String
  var isInMonth: Bool
  var isWeekend: Bool
  var isToday: Bool
  var isSelectable: Bool
  var isSelected: Bool
  var rangePosition: String?
  /// Holiday names, in decorator order.
  var holidays: [String] = []
  var subtitles: [String] = []
  var badges: [String] = []
  /// CSS colors of dots.
  var dots: [String] = []
  /// Kinds of custom decorations and names of images, shown as small text.
  var others: [String] = []

  init(_ grid: MonthGrid, at index: Int, names: CalendarNames) {
    let cell = grid[index]
    number = names.number(cell.dayOfMonth)
    isInMonth = cell.isInMonth
    isWeekend = cell.isWeekend
    isToday = cell.isToday
    isSelectable = cell.isSelectable
    isSelected = cell.isSelected
    rangePosition = cell.rangePosition?.rawValue
    guard grid.decoratedCells.contains(index) else { return }
    for decoration in grid.decorations(at: index) {
      switch decoration {
      case .holiday(let mark): holidays.append(mark.name)
      case .subtitle(let text): subtitles.append(text)
      case .badge(let text): badges.append(text)
      case .dot(let color, _): dots.append(Self.cssColor(color))
      case .image(let name): others.append(name)
      case .custom(let custom): others.append(custom.kind)
      }
    }
  }

  /// The style classes shared by the HTML and SVG output: `out` (another month's day), `we`
  /// (weekend), `today`, `hol` (holiday), `off` (not selectable), `sel` (selected) and
  /// `range-start`, `range-middle`, `range-end`, `range-single`.
  var classes: [String] {
    var classes: [String] = []
    if !isInMonth { classes.append("out") }
    if isWeekend { classes.append("we") }
    if isToday { classes.append("today") }
    if !holidays.isEmpty { classes.append("hol") }
    if !isSelectable { classes.append("off") }
    if isSelected { classes.append("sel") }
    if let rangePosition { classes.append("range-" + rangePosition) }
    return classes
  }

  /// A CSS color for a decoration color: the named colors of ``CalendarGridCore/DecorationColor`` and `#RGB` or
  /// `#RRGGBB`; anything else (which could smuggle CSS) is gray.
  static func cssColor(_ color: DecorationColor) -> String {
    switch color.name {
    case "red": return "#d32f2f"
    case "blue": return "#1e66d0"
    case "green": return "#2e7d32"
    case "orange": return "#ef6c00"
    case "gray": return "#757575"
    case "accent": return "#6a3de8"
    default:
      let hex = color.name.dropFirst()
      if color.name.first == "#", hex.count == 3 || hex.count == 6, hex.allSatisfy(\.isHexDigit) {
        return color.name
      }
      return "#757575"
    }
  }
}

/// Escaping for HTML and SVG text and attribute values.
enum Markup {
  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references, and control
  /// characters other than tab and newline (which XML forbids) dropped.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
          || scalar.value == 0xFFFE || scalar.value == 0xFFFF
        {
          continue
        }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
