import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridRendering
@testable import CalendarGridSources
@testable import CalendarGridState

/// The extreme sweep's entries: plugins: rules, decorators, runs and decoration buffers.
extension IntegerExtremeSweepTests {
  static let plugins: [Entry] = [
    Entry("AvailableDateRange.init(from:until:)") { f in
      for a in days {
        for b in days where a <= b {
          let rule = AvailableDateRange(from: a, until: b)
          let context = PluginContext(calendar: f.calendar)
          #expect(rule.isSelectable(a, context: context) && rule.isSelectable(b, context: context))
        }
      }
    },
    Entry("SelectableDayRule.isSelectable(_:context:)") { f in
      let rules: [any SelectableDayRule] = [
        AvailableDateRange(from: f.today), MonthsFromToday(Int.max),
        DaySetRule([f.today], mode: .allowOnly),
      ]
      for rule in rules {
        for day in days {
          _ = rule.isSelectable(day, context: PluginContext(calendar: f.calendar, today: day))
        }
      }
    },
    Entry("AlternateCalendarSubtitle.label(for:)") { f in
      let subtitle = try AlternateCalendarSubtitle(
        calendar: GridCalendar(.hebrew, locale: GridLocale("he_IL")))
      for day in [days[0], days[1], days[6], days[7]] { #expect(subtitle.label(for: day) == nil) }
      #expect(subtitle.label(for: f.today) != nil)
    },
    Entry("AlternateCalendarSubtitle.forEachRun(in:_:)") { f in
      let subtitle = try AlternateCalendarSubtitle(
        calendar: GridCalendar(.hebrew, locale: GridLocale("he_IL")))
      for day in days {
        for count in ints {
          subtitle.forEachRun(in: DaySpan(first: day, count: count)) { table, entries, offset in
            #expect(table >= 0 && !entries.isEmpty && (0..<64).contains(offset))
          }
        }
      }
    },
    Entry("PrecomputedDayDecorator.forEachRun(in:_:)") { f in
      let holidays = EventDots(Array(days))
      for day in days {
        for count in ints {
          holidays.forEachRun(in: DaySpan(first: day, count: count)) { table, entries, offset in
            #expect(table >= 0 && !entries.isEmpty && (0..<64).contains(offset))
          }
        }
      }
    },
    Entry("DayDecorations.init(_:)") { f in
      let decorations = DayDecorations(
        Dictionary(uniqueKeysWithValues: days.map { ($0, [Decoration.badge("x")]) }))
      let grid = f.calendar.grid(for: f.month, plugins: DayPlugins(decorators: [decorations]))
      #expect(grid.decorations.at(0).isEmpty)
    },
    Entry("DayRuns.Run.init(first:count:table:entry:)") { _ in
      for day in days {
        for value in ints {
          let run = DayRuns.Run(first: day, count: value, table: value, entry: value)
          #expect(run.count == value && run.first == day)
        }
      }
    },
    Entry("DayRuns.init(_:covering:)") { _ in
      var runs: [DayRuns.Run] = []
      for day in days {
        for count in ints {
          for entry in [Int.min, 0, Int.max] {
            runs.append(DayRuns.Run(first: day, count: count, table: 0, entry: entry))
          }
        }
      }
      for covering in [nil, Day.supportedRange, days[0]...days[7]] as [ClosedRange<Day>?] {
        let dayRuns = DayRuns(runs, covering: covering)
        for day in days {
          dayRuns.forEachRun(in: DaySpan(first: day, count: 64)) { run, offset in
            #expect(run.count >= 1 && run.entry >= 0 && (0..<64).contains(offset))
          }
        }
      }
    },
    Entry("DayRuns.forEachRun(in:_:)") { _ in
      let runs = DayRuns([DayRuns.Run(first: days[3], count: 10, table: 0, entry: 0)])
      for day in days {
        for count in ints {
          var seen = 0
          runs.forEachRun(in: DaySpan(first: day, count: count)) { _, _ in seen += 1 }
          #expect(seen <= 1)
        }
      }
    },
    Entry("DaySetRule.init(_:mode:)") { f in
      for mode in [DaySetRule.Mode.allowOnly, .disable] {
        let rule = DaySetRule(days, mode: mode)
        for day in days {
          #expect(
            rule.isSelectable(day, context: PluginContext(calendar: f.calendar))
              == (mode == .allowOnly))
        }
      }
    },
    Entry("DaySpan.init(first:count:)") { _ in
      for day in days {
        for count in ints {
          let span = DaySpan(first: day, count: count)
          #expect(span.count == max(1, min(count, 64)) && span.first == day)
        }
      }
    },
    Entry("DaySpan.covering(_:)") { _ in
      for range in dayRanges {
        let spans = DaySpan.covering(range)
        #expect(spans.first?.first == range.lowerBound && spans.count == (range.count + 63) / 64)
      }
    },
    Entry("DaySpan.mask(for:)") { _ in
      for day in days {
        let span = DaySpan(first: day, count: 64)
        for range in dayRanges { _ = span.mask(for: range) }
        #expect(span.mask(for: day...day) == 1)
      }
    },
    Entry("DecorationBuffer.add(_:at:)") { _ in
      for day in days {
        var buffer = DecorationBuffer(span: DaySpan(first: day, count: 64))
        for value in ints { buffer.add(.badge("x"), at: value) }
        #expect(Self.count(buffer) == 2)
      }
    },
    Entry("DecorationBuffer.add(_:to:)") { _ in
      for first in days {
        var buffer = DecorationBuffer(span: DaySpan(first: first, count: 64))
        for day in days { buffer.add(.badge("x"), to: day) }
        #expect(Self.count(buffer) >= 1)
      }
    },
    Entry("DecorationBuffer.add(tableEntry:of:at:)") { _ in
      let table = DecorationTable([.badge("a"), .badge("b")])
      var buffer = DecorationBuffer(span: DaySpan(first: days[3], count: 64))
      for index in ints {
        for offset in ints { buffer.add(tableEntry: index, of: table, at: offset) }
      }
      // Index 0 and 1 at offsets 0 and 1.
      #expect(Self.count(buffer) == 4)
    },
    Entry("DecorationBuffer.add(tableEntry:of:to:)") { _ in
      let table = DecorationTable([.badge("a")])
      var buffer = DecorationBuffer(span: DaySpan(first: days[3], count: 64))
      for index in ints { for day in days { buffer.add(tableEntry: index, of: table, to: day) } }
      // Index 0 on days -1 and 0.
      #expect(Self.count(buffer) == 2)
    },
    Entry("DecorationBuffer.add(tableEntries:of:at:)") { _ in
      let table = DecorationTable([.badge("a"), .badge("b")])
      var buffer = DecorationBuffer(span: DaySpan(first: days[3], count: 64))
      for low in ints {
        for high in ints where low <= high {
          for offset in ints { buffer.add(tableEntries: low..<high, of: table, at: offset) }
        }
      }
      #expect(Self.count(buffer) > 0)
    },
    Entry("DecorationTable.subscript(_:)") { _ in
      // Documented to trap outside its indices: called at both ends.
      let table = DecorationTable([.badge("a"), .badge("b")])
      #expect(table[0] == .badge("a") && table[table.count - 1] == .badge("b"))
    },
    Entry("EventDots.init(_:color:size:)") { f in
      let dots = EventDots(days)
      #expect(
        f.calendar.grid(for: f.month, plugins: DayPlugins(decorators: [dots])).decorations.at(0)
          .isEmpty)
    },
    Entry("GridCalendar.apply(_:to:today:)") { f in
      for day in days {
        var grid = f.grid
        f.calendar.apply(DayPlugins(decorators: [EventDots(days)]), to: &grid, today: day)
        // None of the extreme days is on the grid: no dot.
        #expect(grid.decorations.isEmpty)
      }
    },
    Entry("GridCalendar.dayOfMonth(_:)") { f in
      for day in days {
        #expect((f.calendar.dayOfMonth(day) != nil) == Day.supportedRange.contains(day), "\(day)")
      }
    },
    Entry("GridCalendar.grid(for:rows:today:weekNumbers:plugins:)") { f in
      for day in days {
        let grid = f.calendar.grid(
          for: f.month, today: day, plugins: DayPlugins(decorators: [EventDots([day])]))
        #expect(grid.todayCell == nil)
      }
    },
    Entry("GridCalendar.isSelectable(_:rules:today:)") { f in
      for day in days {
        #expect(f.calendar.isSelectable(day, rules: [MonthsFromToday(Int.max)], today: day))
        _ = f.calendar.isSelectable(day, rules: [MonthsFromToday(Int.max)], today: f.today)
      }
    },
    Entry("HolidayMark.init(name:isDayOff:country:id:observedFor:isWorkday:)") { _ in
      for day in days {
        let mark = HolidayMark(name: "x", isDayOff: true, observedFor: day)
        #expect(mark.fields["observedFor"] == day.iso8601)
      }
    },
    Entry("MonthsFromToday.init(_:)") { f in
      for value in ints {
        let rule = MonthsFromToday(value)
        let last = rule.lastDay(today: f.today, calendar: f.calendar)
        // Negative counts are 0, as documented; more months never allow fewer days.
        let none = MonthsFromToday(0).lastDay(today: f.today, calendar: f.calendar)
        #expect(
          value > 0 ? (last ?? .supportedRange.upperBound) >= (none ?? f.today) : last == none,
          "\(value)")
      }
    },
    Entry("MonthsFromToday.lastDay(today:calendar:)") { f in
      for day in days {
        for value in [0, Int.max] {
          _ = MonthsFromToday(value).lastDay(today: day, calendar: f.calendar)
        }
      }
    },
    Entry("PluginContext.init(calendar:month:today:)") { f in
      for day in days {
        #expect(PluginContext(calendar: f.calendar, month: f.month, today: day).today == day)
      }
    },
  ]
}
