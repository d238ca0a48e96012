import CalendarGridCore
import CalendarGridDayPlugins
import CalendarGridSources
import CalendarGridState

extension GridDocument.Grid {
  /// The JSON form of a grid with its selection: every cell gets `isSelected`, and cells in a
  /// selected range or week get `rangePosition`. Without this, those keys are absent, so
  /// output without a selection keeps its keys.
  public init(_ grid: MonthGrid, locale: GridLocale, names: CalendarNames, includesSelection: Bool)
  {
    self.init(grid, locale: locale, names: names)
    guard includesSelection else { return }
    for row in weeks.indices {
      for column in weeks[row].indices {
        let cell = grid[row * 7 + column]
        weeks[row][column].isSelected = cell.isSelected
        weeks[row][column].rangePosition = cell.rangePosition?.rawValue
      }
    }
  }
}
