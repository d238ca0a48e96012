import CalendarGridCore
import CalendarGridDayPlugins
import CalendarGridSources

/// Which cells changed between two renders of a calendar screen, keyed by ``CalendarGridCore/GridCell/ID``: the
/// identity a diffable data source gives its items.
///
/// A cell's id is its grid's month and its day, so the same day shown in two grids (March's
/// trailing April days and April's own) is two items. Apply the set to the old snapshot:
/// delete ``removed``, insert ``inserted``, and reconfigure ``reloaded``, the cells both renders
/// show whose content changed (flags, day number, week number or decorations).
///
/// ```swift
/// let before = state.grid
/// state.tap(day)
/// let changes = GridChangeSet(from: before, to: state.grid)
/// snapshot.reconfigureItems(changes.reloaded)  // UIKit: only the cells that changed
/// ```
public struct GridChangeSet: Hashable, Sendable {
  /// Cells the new render shows and the old one did not, in the new render's order.
  public var inserted: [GridCell.ID]
  /// Cells the old render showed and the new one does not, in the old render's order.
  public var removed: [GridCell.ID]
  /// Cells both renders show whose content differs, in the new render's order.
  public var reloaded: [GridCell.ID]

  /// Creates a change set from its parts.
  public init(
    inserted: [GridCell.ID] = [], removed: [GridCell.ID] = [], reloaded: [GridCell.ID] = []
  ) {
    self.inserted = inserted
    self.removed = removed
    self.reloaded = reloaded
  }

  /// The changes from `old` (nil: nothing shown yet, so every cell is inserted) to `new`: one
  /// month's page.
  /// - Complexity: O(cells of both grids, and their decorations); no calendar calls.
  public init(from old: MonthGrid?, to new: MonthGrid) {
    self.init(from: old.map { [$0] } ?? [], to: [new])
  }

  /// The changes from the grids of one render of a scrolling list of months to the next.
  ///
  /// The grids are the list's sections, in order; a grid's cells are its items.
  /// - Complexity: O(cells of all grids, and their decorations); no calendar calls.
  public init(from old: [MonthGrid], to new: [MonthGrid]) {
    self.init()
    // Where each old grid's cells are, by the grid's month: a cell's id names its grid.
    var oldGrids: [Day: Int] = [:]
    for (index, grid) in old.enumerated() where oldGrids[grid.month.firstDay] == nil {
      oldGrids[grid.month.firstDay] = index
    }
    var kept = Set<GridCell.ID>()
    for grid in new {
      let previous = oldGrids[grid.month.firstDay].map { old[$0] }
      for cell in grid {
        guard let previous, let position = previous.index(of: cell.day) else {
          inserted.append(cell.id)
          continue
        }
        kept.insert(cell.id)
        if Self.differ(previous, position, grid, cell) { reloaded.append(cell.id) }
      }
    }
    for grid in old {
      for cell in grid where !kept.contains(cell.id) { removed.append(cell.id) }
    }
  }

  /// Whether the cell at `position` of `old` and `cell` of `new` show different content.
  private static func differ(_ old: MonthGrid, _ position: Int, _ new: MonthGrid, _ cell: GridCell)
    -> Bool
  {
    let previous = old[position]
    if previous.flags != cell.flags || previous.dayOfMonth != cell.dayOfMonth
      || previous.weekOfYear != cell.weekOfYear
    {
      return true
    }
    guard cell.flags.contains(.decorated) else { return false }
    return old.decorations(at: position) != new.decorations(at: cell.index)
  }

  /// Whether nothing changed.
  public var isEmpty: Bool { inserted.isEmpty && removed.isEmpty && reloaded.isEmpty }
}
