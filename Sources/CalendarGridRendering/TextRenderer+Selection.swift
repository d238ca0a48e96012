import CalendarGridCore
import CalendarGridDayPlugins
import CalendarGridSources
import CalendarGridState

extension TextRenderer {
  /// The selected cells the text shows (adjacent days only when they are shown).
  func visibleSelection(of grid: MonthGrid) -> CellMask {
    let shown = showsAdjacentDays ? CellMask.all : grid.monthCells
    return CellMask(rawValue: grid.selectedCells.rawValue & shown.rawValue)
  }

  /// One row's cells joined by spaces, with each run of marked cells in brackets that take the
  /// place of the separators around it: `[28 29 30 31]`, `[ 5]`. The line starts with one
  /// extra column, for a bracket before the first cell.
  func bracketing(_ fields: [String], row: Int, marked: CellMask) -> String {
    var line = ""
    for (column, field) in fields.enumerated() {
      let isMarked = marked.contains(row * 7 + column)
      let previousMarked = column > 0 && marked.contains(row * 7 + column - 1)
      if isMarked && !previousMarked {
        line += "["
      } else if !isMarked && previousMarked {
        line += "]"
      } else {
        line += " "
      }
      line += field
    }
    if marked.contains(row * 7 + 6) { line += "]" }
    return line
  }
}
