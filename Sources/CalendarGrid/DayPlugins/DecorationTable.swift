/// Decorations a decorator makes once and shows on many days (lunar dates, holiday names, one
/// kind of dot): grids refer to them by index.
///
/// A grid keeps eight bytes per run of consecutive table entries instead of a ``Decoration``
/// per day, so a decorator that labels every day costs little; a decoration is read out of the
/// table when a cell is.
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

  /// A table of subtitles (``Decoration/subtitle(_:)``), one per text.
  public convenience init(subtitles: [String]) {
    self.init(subtitles.map(Decoration.subtitle))
  }

  /// The number of decorations.
  @inlinable public var count: Int { decorations.count }

  /// The decoration at `index`.
  @inlinable public subscript(index: Int) -> Decoration { decorations[index] }

  public static func == (lhs: DecorationTable, rhs: DecorationTable) -> Bool {
    lhs === rhs || lhs.decorations == rhs.decorations
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(decorations.count)
  }
}
