import CalendarGridCore
import CalendarGridDayPlugins
import CalendarGridSources

/// Which cells changed between two renders of a calendar screen, by their stable identity (the
/// cell's ``CalendarGridCore/Day``), so a diffable data source reloads and animates only those.
///
/// ```swift
/// let before = state.grid
/// state.tap(day)
/// let changes = GridChangeSet(from: before, to: state.grid)
/// snapshot.reconfigureItems(changes.reloaded)   // UIKit: only the cells that changed
/// ```
public struct GridChangeSet: Hashable, Sendable {
  /// Days the new grid shows and the old one did not, ascending.
  public var inserted: [Day]
  /// Days the old grid showed and the new one does not, ascending.
  public var removed: [Day]
  /// Days both grids show whose cells differ (selection, today, in-month, selectable,
  /// decoration, day number or week number), ascending.
  public var reloaded: [Day]

  /// Creates a change set from its parts.
  public init(inserted: [Day] = [], removed: [Day] = [], reloaded: [Day] = []) {
    self.inserted = inserted
    self.removed = removed
    self.reloaded = reloaded
  }

  /// The changes from `old` (nil: nothing shown yet, so every cell is inserted) to `new`.
  ///
  /// A cell that only moved to another row (the same day in two months' grids) is not
  /// reloaded: a diffable data source moves it by its identity.
  /// - Complexity: O(cells of both grids); no calendar calls.
  public init(from old: MonthGrid?, to new: MonthGrid) {
    self.init()
    guard let old else {
      inserted = new.map(\.day)
      return
    }
    for position in old.indices {
      let day = old.firstDay.advanced(by: position)
      if let index = new.index(of: day) {
        if Self.differ(old[position], new[index]) { reloaded.append(day) }
      } else {
        removed.append(day)
      }
    }
    for position in new.indices {
      let day = new.firstDay.advanced(by: position)
      if old.index(of: day) == nil { inserted.append(day) }
    }
  }

  private static func differ(_ a: GridCell, _ b: GridCell) -> Bool {
    a.flags != b.flags || a.dayOfMonth != b.dayOfMonth || a.weekOfYear != b.weekOfYear
  }

  /// Whether nothing changed.
  public var isEmpty: Bool { inserted.isEmpty && removed.isEmpty && reloaded.isEmpty }
}
