import CalendarGridCore

/// Decorations a decorator makes once and shows on many days (lunar dates, holiday names, one
/// kind of dot): grids refer to them by index.
///
/// A ``PrecomputedDayDecorator``'s tables are read once, when a ``DayPlugins`` is made: grids
/// inside its runs' days then share them and keep nothing per day. A plain decorator's entries
/// are copied into the grid it decorates, which owns them from then on.
///
/// ```swift
/// let moons = DecorationTable(subtitles: ["🌑", "🌓", "🌕", "🌗"])
/// buffer.add(tableEntry: 2, of: moons, at: offset)
/// ```
public final class DecorationTable: Hashable, Sendable {
  /// The decorations, by index.
  public let decorations: [Decoration]

  /// A table of the given decorations, added to days by index.
  public init(_ decorations: [Decoration]) {
    self.decorations = decorations
  }

  /// A table of subtitles (``CalendarGridCore/Decoration/subtitle(_:)``), one per text.
  public convenience init(subtitles: [String]) {
    self.init(subtitles.map(Decoration.subtitle))
  }

  /// The number of decorations.
  @inlinable public var count: Int { decorations.count }

  /// The decoration at `index`; an index outside `0..<count` traps, as an array's does.
  @inlinable public subscript(index: Int) -> Decoration { decorations[index] }

  public static func == (lhs: DecorationTable, rhs: DecorationTable) -> Bool {
    lhs === rhs || lhs.decorations == rhs.decorations
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(decorations.count)
  }
}
