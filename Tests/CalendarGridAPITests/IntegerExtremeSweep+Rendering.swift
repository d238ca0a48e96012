import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridRendering
@testable import CalendarGridSources
@testable import CalendarGridState

/// The extreme sweep's entries: names and renderers.
extension IntegerExtremeSweepTests {
  static let rendering: [Entry] = [
    Entry("CalendarNames.fullDate(_:)") { f in
      for day in days { #expect(!f.names.fullDate(day).isEmpty) }
    },
    Entry("CalendarNames.number(_:)") { f in
      for value in ints { #expect(f.names.number(value) == String(value)) }
    },
    Entry("CalendarNames.spokenLabel(for:isToday:isSelected:alternate:)") { f in
      for day in days {
        #expect(!f.names.spokenLabel(for: day, isToday: true, isSelected: true).isEmpty)
      }
    },
    Entry("SVGRenderer.init(showsAdjacentDays:columns:)") { f in
      for value in ints {
        let renderer = SVGRenderer(columns: value)
        #expect(renderer.columns == max(1, value))
        if value < 2 || value == Int.max {
          #expect(renderer.render([f.grid, f.grid], names: f.names).contains("<svg"))
        }
      }
    },
  ]
}
