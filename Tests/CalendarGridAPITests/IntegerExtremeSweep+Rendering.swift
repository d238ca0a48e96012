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
      for day in days {
        let name = f.names.fullDate(day)
        #expect(!name.isEmpty, "\(day)")
        // Outside the supported days, which no source need format, the ISO 8601 date.
        if !Day.supportedRange.contains(day) { #expect(name == day.iso8601) }
      }
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
