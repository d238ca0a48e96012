import CalendarGridTestSupport
import Testing

@testable import CalendarGridCore

@Suite("Grid decorations, cell by cell")
struct GridDecorationTests {
  /// The reference: each cell's decorations in the order the pairs gave them.
  private func byCell(_ pairs: [(cell: Int, decoration: Decoration)], cellCount: Int)
    -> [[Decoration]]
  {
    var cells = [[Decoration]](repeating: [], count: cellCount)
    for pair in pairs where (0..<cellCount).contains(pair.cell) {
      cells[pair.cell].append(pair.decoration)
    }
    return cells
  }

  @Test("Random pairs: every cell has its decorations in the order given, nothing else")
  func randomPairs() {
    var random = SplitMix64(state: 7)
    for _ in 0..<500 {
      let cellCount = [28, 35, 42].randomElement(using: &random)!
      let pairs = (0..<Int.random(in: 0...60, using: &random)).map { index in
        (cell: Int.random(in: -3...45, using: &random), decoration: Decoration.badge("\(index)"))
      }
      let decorations = GridDecorations(pairs, cellCount: cellCount)
      let expected = byCell(pairs, cellCount: cellCount)
      for cell in -2..<(cellCount + 3) {
        let want = (0..<cellCount).contains(cell) ? expected[cell] : []
        #expect(Array(decorations.at(cell)) == want, "cell \(cell)")
        var seen: [Decoration] = []
        decorations.forEach(at: cell) { seen.append($0) }
        #expect(seen == want)
      }
      #expect(decorations.count == expected.joined().count)
      #expect(decorations.isEmpty == expected.allSatisfy(\.isEmpty))
      #expect(
        decorations.cells
          == CellMask(
            rawValue: expected.indices.filter { !expected[$0].isEmpty }.reduce(0) {
              $0 | 1 << UInt64($1)
            }))
      let all = decorations.all
      #expect(
        all.map(\.cell) == expected.indices.flatMap { cell in expected[cell].map { _ in cell } })
      #expect(all.map(\.decoration) == Array(expected.joined()))
    }
  }

  @Test("Equal when every cell has the same decorations; the split between cells counts")
  func equality() {
    let a = Decoration.badge("a")
    let b = Decoration.badge("b")
    let c = Decoration.badge("c")
    let first = GridDecorations([(0, a), (0, b), (1, c)], cellCount: 35)
    let same = GridDecorations([(1, c), (0, a), (0, b)], cellCount: 35)
    let split = GridDecorations([(0, a), (1, b), (1, c)], cellCount: 35)
    let reordered = GridDecorations([(0, b), (0, a), (1, c)], cellCount: 35)
    #expect(first == same)
    #expect(first.hashValue == same.hashValue)
    #expect(first != split)
    #expect(first != reordered)
    #expect(first != .none)
    // A cell's decorations are indexed from 0, whatever their place in the grid's.
    #expect(split.at(1)[0] == b && split.at(1)[1] == c && split.at(1).count == 2)
    #expect(split.at(1) == [b, c])
    #expect(split.at(1).hashValue == ([b, c] as CellDecorations).hashValue)
    #expect(GridDecorations([], cellCount: 42) == .none)
    #expect(GridDecorations([(42, a), (-1, a)], cellCount: 42) == .none)
  }
}
