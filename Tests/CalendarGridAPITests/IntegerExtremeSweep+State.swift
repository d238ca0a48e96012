import Foundation
import Testing

@testable import CalendarGridCore
@testable import CalendarGridDayPlugins
@testable import CalendarGridRendering
@testable import CalendarGridSources
@testable import CalendarGridState

/// The extreme sweep's entries: navigation, selection and the date picker.
extension IntegerExtremeSweepTests {
  static let state: [Entry] = [
    Entry(
      "CalendarViewState.init(calendar:today:showing:selection:plugins:bounds:adjacentDays:allowsUnselectableDaysInRange:rows:weekNumbers:)"
    ) { f in
      for day in days {
        for other in [day, f.today] {
          let state = typed { () throws(NavigationError) in
            try CalendarViewState(
              calendar: f.calendar, today: day, showing: other, selection: .range)
          }
          #expect(state == nil || Day.supportedRange.contains(other), "\(day) \(other)")
          for (before, after) in [(Int.min, Int.max), (0, Int.max), (Int.max, 0), (-1, -1)] {
            _ = typed { () throws(NavigationError) in
              try CalendarViewState(
                calendar: f.calendar, today: day, selection: .multiple(maximumCount: Int.min),
                bounds: .monthsAroundToday(before: before, after: after))
            }
          }
        }
      }
    },
    Entry("CalendarViewState.show(_:)") { f in
      var state = try CalendarViewState(calendar: f.calendar, today: f.today, selection: .single)
      for day in days { state.show(day) }
      #expect(state.grid.month.firstDay <= Day.supportedRange.upperBound)
    },
    Entry("CalendarViewState.tap(_:)") { f in
      for mode in [
        Selection.Mode.single, .range, .multiple(maximumCount: Int.max),
        .multiple(maximumCount: Int.min),
      ] {
        var state = try CalendarViewState(calendar: f.calendar, today: f.today, selection: mode)
        for day in days { _ = state.tap(day) }
      }
    },
    Entry("CalendarViewState.updateToday(_:)") { f in
      for day in days {
        var state = try CalendarViewState(calendar: f.calendar, today: f.today, selection: .single)
        // Unbounded, any today is taken or refused with a typed error.
        _ = typed { () throws(NavigationError) in try state.updateToday(day) }
      }
    },
    Entry("CalendarViewState.Restoration.init(visibleMonth:selection:today:)") { f in
      for day in days {
        let restoration = CalendarViewState.Restoration(
          visibleMonth: f.month, selection: Selection(.single), today: day)
        #expect(restoration.today == day)
      }
    },
    Entry("DatePickerModel.enablingInOrder(calendar:years:order:missingValuePolicy:)") { f in
      for low in ints {
        for high in ints where low <= high {
          let picker = typed { () throws(DatePickerError) in
            try DatePickerModel.enablingInOrder(calendar: f.calendar, years: low...high)
          }
          #expect(
            picker == nil
              || (f.calendar.supportedYears.contains(low)
                && f.calendar.supportedYears.contains(high))
          )
        }
      }
    },
    Entry("DatePickerModel.init(calendar:years:order:selecting:missingValuePolicy:)") { f in
      for day in days {
        for (low, high) in [(Int.min, Int.max), (2000, 2030), (-1, 1)] {
          let picker = typed { () throws(DatePickerError) in
            try DatePickerModel(calendar: f.calendar, years: low...high, selecting: day)
          }
          #expect(picker == nil || Day.supportedRange.contains(day), "\(day) \(low)...\(high)")
        }
      }
    },
    Entry("DatePickerModel.select(_:)") { f in
      var picker = try DatePickerModel(calendar: f.calendar, years: 1900...2100, selecting: f.today)
      for day in days {
        let done: Void? = typed { () throws(DatePickerError) in try picker.select(day) }
        #expect((done != nil) == (day.daysSince1970 == -1 || day.daysSince1970 == 0), "\(day)")
      }
    },
    Entry("DatePickerModel.selectDay(number:)") { f in
      var picker = try DatePickerModel(calendar: f.calendar, years: 1900...2100, selecting: f.today)
      for value in ints {
        let done: Void? = typed { () throws(DatePickerError) in
          try picker.selectDay(number: value)
        }
        #expect((done != nil) == (value == 1), "\(value)")
      }
    },
    Entry("DatePickerModel.selectMonth(ordinal:)") { f in
      var picker = try DatePickerModel(calendar: f.calendar, years: 1900...2100, selecting: f.today)
      for value in ints {
        let done: Void? = typed { () throws(DatePickerError) in
          try picker.selectMonth(ordinal: value)
        }
        #expect((done != nil) == (value == 1), "\(value)")
      }
    },
    Entry("DatePickerModel.selectYear(_:)") { f in
      var picker = try DatePickerModel(calendar: f.calendar, years: 1900...2100, selecting: f.today)
      for value in ints {
        let done: Void? = typed { () throws(DatePickerError) in try picker.selectYear(value) }
        #expect(done == nil, "\(value)")
      }
    },
    Entry("GridCalendar.grid(for:rows:today:weekNumbers:selection:)") { f in
      for day in days {
        var selection = Selection(.range)
        selection.select(day)
        selection.select(f.today)
        #expect(f.calendar.grid(for: f.month, today: day, selection: selection).todayCell == nil)
      }
    },
    Entry("MonthNavigator.init(calendar:today:showing:bounds:)") { f in
      for day in days {
        for bounds in [
          MonthNavigator.Bounds.unbounded, .days(day...day),
          .monthsAroundToday(before: Int.max, after: Int.max),
          .monthsAroundToday(before: Int.min, after: Int.min),
        ] {
          let navigator = typed { () throws(NavigationError) in
            try MonthNavigator(calendar: f.calendar, today: day, showing: day, bounds: bounds)
          }
          #expect(navigator == nil || Day.supportedRange.contains(day), "\(day) \(bounds)")
        }
      }
    },
    Entry("MonthNavigator.allows(_:)") { f in
      let navigator = try MonthNavigator(calendar: f.calendar, today: f.today)
      for day in days {
        #expect(navigator.allows(day) == Day.supportedRange.contains(day), "\(day)")
      }
    },
    Entry("MonthNavigator.show(_:)") { f in
      var navigator = try MonthNavigator(calendar: f.calendar, today: f.today)
      for day in days { #expect(navigator.show(day) == Day.supportedRange.contains(day), "\(day)") }
    },
    Entry("MonthNavigator.updateToday(_:)") { f in
      for day in days {
        var navigator = try MonthNavigator(
          calendar: f.calendar, today: f.today, bounds: .monthsAroundToday(before: 1, after: 1))
        let done: Void? = typed { () throws(NavigationError) in try navigator.updateToday(day) }
        _ = done
      }
    },
    Entry("DayPredicate.init(_:)") { f in
      let rule = DayPredicate { $0.daysSince1970 >= 0 }
      let context = PluginContext(calendar: f.calendar)
      for day in days {
        for count in ints {
          let span = DaySpan(first: day, count: count)
          let mask = rule.selectableDays(in: span, context: context)
          #expect(mask & ~span.allDays == 0)
        }
        #expect(rule.isSelectable(day, context: context) == (day.daysSince1970 >= 0))
      }
    },
    Entry("Selection.init(_:rules:in:allowsUnselectableDaysInRange:)") { f in
      for day in days {
        // Multiple mode: a range from one end of the days to the other would ask the rules
        // for every 64 of its billions of days.
        var selection = Selection(
          .multiple, rules: [MonthsFromToday(Int.max), AvailableDateRange(from: day)],
          in: PluginContext(calendar: f.calendar, today: day))
        for other in days {
          let outcome = selection.select(other)
          // A day before `from` is refused; MonthsFromToday may refuse days past the calendar.
          if other < day { #expect(outcome == .rejected(.unselectableDay(other)), "\(other)") }
        }
      }
    },
    Entry("Selection.isSelectable(_:)") { f in
      let selection = Selection(
        .single, rules: [DayPredicate { $0.daysSince1970 >= 0 }],
        in: PluginContext(calendar: f.calendar))
      for day in days {
        #expect(selection.isSelectable(day) == (day.daysSince1970 >= 0))
        #expect(Selection(.single).isSelectable(day))
      }
    },
    Entry("Selection.week(in:rules:today:allowsUnselectableDaysInRange:)") { f in
      for day in days {
        var selection = Selection.week(
          in: f.calendar, rules: [NoDaysBeforeToday()], today: day,
          allowsUnselectableDaysInRange: true)
        for other in days {
          let outcome = selection.select(other)
          if other < day { #expect(outcome == .rejected(.unselectableDay(other)), "\(other)") }
        }
      }
    },
    Entry("Selection.select(_:)") { _ in
      for mode in [
        Selection.Mode.single, .range, .multiple(maximumCount: Int.max),
        .multiple(maximumCount: Int.min), .week(firstWeekday: .monday),
      ] {
        var selection = Selection(mode)
        for day in days { _ = selection.select(day) }
        for day in days { _ = selection.contains(day); _ = selection.rangePosition(of: day) }
      }
    },
    Entry("Selection.contains(_:)") { _ in
      var selection = Selection(.multiple(maximumCount: nil))
      for day in days { selection.select(day) }
      for day in days { #expect(selection.contains(day)) }
    },
    Entry("Selection.deselect(_:)") { _ in
      for mode in [
        Selection.Mode.single, .range, .multiple(maximumCount: nil), .week(firstWeekday: .sunday),
      ] {
        var selection = Selection(mode)
        for day in days { _ = selection.select(day) }
        for day in days { _ = selection.deselect(day) }
        #expect(selection.days.isEmpty, "\(mode)")
      }
    },
    Entry("Selection.rangePosition(of:)") { _ in
      var selection = Selection(.range)
      selection.selectRange(days[0]...days[7])
      for day in days { #expect(selection.rangePosition(of: day) != nil) }
    },
    Entry("Selection.selectRange(_:)") { f in
      for range in dayRanges + [days[0]...days[7]] {
        var selection = Selection(.range)
        #expect(selection.selectRange(range) == .rangeCompleted(range), "\(range)")
      }
      // Under a rule, a range is refused at its first unselectable end, 64 days per rule call.
      var selection = Selection(.range)
      selection.setRules(
        [DayPredicate { $0.daysSince1970 >= 0 }], in: PluginContext(calendar: f.calendar))
      for range in dayRanges {
        let outcome = selection.selectRange(range)
        if range.lowerBound.daysSince1970 < 0 {
          #expect(outcome == .rejected(.unselectableDay(range.lowerBound)))
        } else {
          #expect(outcome == .rangeCompleted(range))
        }
      }
    },
  ]
}
