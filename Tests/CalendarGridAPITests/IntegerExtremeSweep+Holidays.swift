import Testing

@testable import CalendarGridCore
@testable import CalendarGridHolidays

/// The extreme sweep's entries: public holidays, their rule format and working days.
extension IntegerExtremeSweepTests {
  /// Countries whose rules bound their years differently: the United States (Gregorian rules
  /// alone, nearly every supported day), Japan (the solar longitude), Israel (Hebrew), Korea
  /// (Dangi) and Saudi Arabia (Umm al-Qura).
  static func holidayCalendars() throws -> [HolidayCalendar] {
    try ["US", "JP", "IL", "KR", "SA"].map { try HolidayCalendar(country: $0) }
  }

  /// The years each year argument takes: the ends of `Int`, and each calendar's supported ends
  /// and the years just past them.
  static func years(around calendar: HolidayCalendar) -> [Int] {
    let supported = calendar.supportedYears
    return ints + [
      supported.lowerBound - 1, supported.lowerBound, supported.upperBound,
      supported.upperBound + 1, 2024,
    ]
  }

  /// A one-rule calendar, so that each integer of the rule format reaches the engine.
  static func oneRule(_ rule: HolidayRule) -> Result<HolidayCalendar, HolidayError> {
    Result { () throws(HolidayError) in
      try HolidayCalendar(
        data: HolidayCountryData(country: "ZZ", languages: ["en"], holidays: [rule]))
    }
  }

  /// The field a refused data set names, or nil when it was accepted.
  static func refusedField(_ result: Result<HolidayCalendar, HolidayError>) -> String? {
    guard case .failure(.invalidData(_, let field, _)) = result else { return nil }
    return field
  }

  static let holidays: [Entry] = [
    Entry("Holiday.init(day:country:id:name:category:isDayOff:observedFor:)") { _ in
      for day in days {
        let holiday = Holiday(
          day: day, country: "ZZ", id: "ZZ:day", name: "Day", observedFor: day.advanced(by: 1))
        #expect(holiday.day == day && holiday.isObserved)
        #expect(holiday.description.hasPrefix(day.iso8601))
      }
    },
    Entry("HolidayCalendar.holidays(inYear:)") { _ in
      for calendar in try holidayCalendars() {
        for year in years(around: calendar) {
          let result = Result { () throws(HolidayError) in try calendar.holidays(inYear: year) }
          switch result {
          case .success(let holidays):
            #expect(calendar.supportedYears.contains(year), "\(calendar.country) \(year)")
            #expect(holidays.allSatisfy { $0.day.gregorian.year == year })
            if year == 2024 { #expect(!holidays.isEmpty) }
          case .failure(.yearOutOfRange(let refused, _, let supported, _)):
            #expect(refused == year && supported == calendar.supportedYears)
            #expect(!calendar.supportedYears.contains(year))
          case .failure(let error): Issue.record("\(calendar.country) \(year): \(error)")
          }
        }
      }
    },
    Entry("HolidayCalendar.holidays(inYear:strict:)") { _ in
      for calendar in try holidayCalendars() {
        for year in years(around: calendar) {
          let result = Result { () throws(HolidayError) in
            try calendar.holidays(inYear: year, strict: true)
          }
          switch result {
          case .success:
            #expect(calendar.supportedYears.contains(year))
            #expect(calendar.knownUntil.map { year <= $0 } ?? true)
          case .failure(.pastKnownUntil(let refused, _, let knownUntil)):
            #expect(refused == year && knownUntil == calendar.knownUntil && year > knownUntil)
          case .failure(.yearOutOfRange(let refused, _, _, _)):
            #expect(refused == year && !calendar.supportedYears.contains(year))
          case .failure(let error): Issue.record("\(calendar.country) \(year): \(error)")
          }
          // Without strict, the year answers as holidays(inYear:) does.
          let loose = Result { () throws(HolidayError) in
            try calendar.holidays(inYear: year, strict: false)
          }
          #expect((try? loose.get()) == (try? calendar.holidays(inYear: year)))
        }
      }
    },
    Entry("HolidayCalendar.holidays(in:)") { _ in
      let ranges =
        dayRanges + [
          Day.supportedRange, days[0]...days[7],
          Day(literal: "2024-01-01")...Day(literal: "2024-12-31"),
        ]
      for calendar in try holidayCalendars() {
        for range in ranges {
          let result = Result { () throws(HolidayError) in try calendar.holidays(in: range) }
          switch result {
          case .success(let holidays):
            #expect(holidays.allSatisfy { range.contains($0.day) })
            #expect(range.lowerBound.distance(to: range.upperBound) < HolidayCalendar.spanLimit)
          case .failure(.yearOutOfRange(let year, _, _, _)):
            #expect(!calendar.supportedYears.contains(year))
          case .failure(.spanOutOfRange(let from, let to, let maximum)):
            #expect(from == range.lowerBound && to == range.upperBound)
            #expect(from.distance(to: to) >= maximum)
          case .failure(let error): Issue.record("\(calendar.country) \(range): \(error)")
          }
        }
        // The ends of the supported years answer.
        let first = try Day(year: calendar.supportedYears.lowerBound, month: 1, day: 1)
        let last = try Day(year: calendar.supportedYears.upperBound, month: 12, day: 31)
        #expect(throws: Never.self) { try calendar.holidays(in: first...first.advanced(by: 400)) }
        #expect(throws: Never.self) { try calendar.holidays(in: last.advanced(by: -400)...last) }
        // A range inside them but longer than the span limit is refused before any year is
        // computed.
        if first.distance(to: last) >= HolidayCalendar.spanLimit {
          #expect(
            throws: HolidayError.spanOutOfRange(
              from: first, to: last, maximumDays: HolidayCalendar.spanLimit)
          ) { try calendar.holidays(in: first...last) }
        }
      }
    },
    Entry("HolidayCalendar.holidays(on:)") { _ in
      for calendar in try holidayCalendars() {
        for day in days + [Day(literal: "2024-01-01")] {
          let inside = calendar.supportedYears.contains(day.gregorian.year)
          let holidays = typed { () throws(HolidayError) in try calendar.holidays(on: day) }
          #expect((holidays != nil) == inside, "\(calendar.country) \(day)")
          if let holidays { #expect(holidays.allSatisfy { $0.day == day }) }
        }
      }
    },
    Entry("HolidayCalendar.isWorkingDay(_:)") { _ in
      for calendar in try holidayCalendars() {
        for day in days + [Day(literal: "2024-01-01")] {
          let inside = calendar.supportedYears.contains(day.gregorian.year)
          let working = typed { () throws(HolidayError) in try calendar.isWorkingDay(day) }
          #expect((working != nil) == inside, "\(calendar.country) \(day)")
        }
        // New Year's Day is off in the United States, Japan and Korea, a working day in Israel
        // and Saudi Arabia.
        #expect(
          try calendar.isWorkingDay(Day(literal: "2024-01-01"))
            == ["IL", "SA"].contains(calendar.country))
      }
    },
    Entry("HolidayCalendar.nextWorkingDay(after:)") { _ in
      for calendar in try holidayCalendars() {
        let lastDay = try Day(year: calendar.supportedYears.upperBound, month: 12, day: 31)
        for day in days + [lastDay, lastDay.advanced(by: -10)] {
          let next = typed { () throws(HolidayError) in try calendar.nextWorkingDay(after: day) }
          if let next {
            #expect(next > day && day.distance(to: next) <= 366)
            #expect(try calendar.isWorkingDay(next))
          } else {
            // Refused: the day or the search leaves the supported years.
            #expect(!calendar.supportedYears.contains(day.advanced(by: 366).gregorian.year))
          }
        }
      }
    },
    Entry("HolidayCalendar.addingWorkingDays(_:to:)") { _ in
      let limit = HolidayCalendar.workingDayCountLimit
      let start = Day(literal: "2024-03-05")
      for calendar in try holidayCalendars() {
        for count in ints + [-limit - 1, limit + 1] where !(-limit...limit).contains(count) {
          for day in days + [start] {
            #expect(
              throws: HolidayError.countOutOfRange(count, allowed: -limit...limit),
              "\(calendar.country) \(count)"
            ) { try calendar.addingWorkingDays(count, to: day) }
          }
        }
        for count in [-1, 0, 1] {
          for day in days + [start] {
            let inside = calendar.supportedYears.contains(
              day.advanced(by: count * 14).gregorian.year)
            let result = typed { () throws(HolidayError) in
              try calendar.addingWorkingDays(count, to: day)
            }
            if count == 0 { #expect(result == day) } else { #expect((result != nil) == inside) }
          }
        }
        #expect(try calendar.addingWorkingDays(1, to: Day(literal: "2024-03-08")) > start)
      }
    },
    Entry("HolidayCalendar.workingDays(from:to:)") { _ in
      let calendar = try HolidayCalendar(country: "US")
      let inside = [
        try Day(year: calendar.supportedYears.lowerBound, month: 1, day: 1),
        Day(literal: "2024-03-05"),
        try Day(year: calendar.supportedYears.upperBound, month: 12, day: 31),
      ]
      for a in days + inside {
        for b in days + inside {
          let result = Result { () throws(HolidayError) in try calendar.workingDays(from: a, to: b)
          }
          switch result {
          case .success(let count):
            #expect(a.distance(to: b).magnitude <= UInt(HolidayCalendar.spanLimit))
            #expect(count.magnitude <= a.distance(to: b).magnitude)
            #expect((count < 0) == (b < a) || count == 0)
          case .failure(.yearOutOfRange(let year, _, _, _)):
            #expect(!calendar.supportedYears.contains(year))
          case .failure(.spanOutOfRange(_, _, let maximum)):
            #expect(a.distance(to: b).magnitude > UInt(maximum))
          case .failure(let error): Issue.record("\(a)...\(b): \(error)")
          }
        }
      }
    },
    Entry(
      "HolidayCountryData.init(country:legalBasis:sources:languages:weekend:knownUntil:observedName:holidays:betweenHolidays:oneOff:workdays:)"
    ) { _ in
      let christmas = HolidayRule(
        id: "christmas", names: ["en": "Christmas"], date: .fixed(month: 12, day: 25))
      for knownUntil in ints {
        let data = HolidayCountryData(
          country: "ZZ", languages: ["en"], knownUntil: knownUntil, holidays: [christmas])
        let calendar = try HolidayCalendar(data: data)
        #expect(calendar.knownUntil == knownUntil)
        let strict = Result { () throws(HolidayError) in
          try calendar.holidays(inYear: 2024, strict: true)
        }
        switch strict {
        case .success(let holidays):
          #expect(knownUntil >= 2024 && holidays.map(\.day) == [Day(literal: "2024-12-25")])
        case .failure(let error):
          #expect(error == .pastKnownUntil(year: 2024, country: "ZZ", knownUntil: knownUntil))
        }
        // Merged into a country, the later knownUntil is kept.
        let merged = try HolidayCalendar(
          country: "US",
          adding: HolidayCountryData(country: "US", languages: ["en"], knownUntil: knownUntil))
        #expect(merged.knownUntil == knownUntil)
      }
    },
    Entry("HolidayYears.init(_:_:)") { _ in
      for from in ints + [2020] {
        for until in ints + [2030] {
          let years = HolidayYears(from, until)
          #expect(years.from == from && years.until == until)
          let rule = HolidayRule(
            id: "day", names: ["en": "Day"], date: .fixed(month: 1, day: 2), years: years)
          // Reversed years are refused, naming the field; others are accepted.
          #expect((refusedField(oneRule(rule)) == "holidays[0].years") == (from > until))
        }
      }
      #expect(
        refusedField(
          oneRule(
            HolidayRule(
              id: "day", names: ["en": "Day"], date: .fixed(month: 1, day: 2),
              years: HolidayYears(nil, nil)))) == nil)
    },
    Entry("HolidayYears.contains(_:)") { _ in
      for from in ints {
        for until in ints {
          for year in ints {
            #expect(HolidayYears(from, until).contains(year) == (from <= year && year <= until))
          }
          #expect(HolidayYears(nil, until).contains(Int.min) == true)
          #expect(HolidayYears(from, nil).contains(Int.max) == true)
        }
      }
    },
    Entry("HolidayRule.init(id:names:date:years:category:dayOff:move:observed:group:regions:)") {
      _ in
      for days in ints + [-7, 7, -8, 8] {
        let rule = HolidayRule(
          id: "day", names: ["en": "Day"], date: .fixed(month: 3, day: 2),
          move: [.saturday: days, .sunday: 1])
        let field = refusedField(oneRule(rule))
        #expect((field == nil) == (-7...7).contains(days), "\(days)")
        if field != nil { #expect(field == "holidays[0].move.saturday") }
      }
      for offset in ints + [-200, 200, 201] {
        for date in [HolidayDate.easter(offset), .orthodoxEaster(offset)] {
          let rule = HolidayRule(id: "day", names: ["en": "Day"], date: date)
          let field = refusedField(oneRule(rule))
          #expect((field == nil) == (-200...200).contains(offset), "\(date)")
          if field != nil { #expect(field == "holidays[0].date") }
        }
      }
      for month in ints + [12, 13] {
        for day in ints + [31, 32] {
          let rule = HolidayRule(
            id: "day", names: ["en": "Day"], date: .fixed(month: month, day: day))
          let valid = (1...12).contains(month) && (1...31).contains(day)
          #expect((refusedField(oneRule(rule)) == nil) == valid, "\(month)-\(day)")
        }
        for n in ints + [-2, 5, 6] {
          let rule = HolidayRule(
            id: "day", names: ["en": "Day"], date: .nthWeekday(month: month, weekday: .monday, n: n)
          )
          let valid = (1...12).contains(month) && ((1...5).contains(n) || n == -1)
          #expect((refusedField(oneRule(rule)) == nil) == valid, "\(month) \(n)")
        }
      }
      for degrees in ints + [-15, 15, 345, 360] {
        for hours in [-Double.infinity, -18.5, 0, 9, 100, .nan, .greatestFiniteMagnitude] {
          let rule = HolidayRule(
            id: "day", names: ["en": "Day"],
            date: .solarLongitude(degrees: degrees, utcOffsetHours: hours))
          let valid = (0...345).contains(degrees) && degrees % 15 == 0 && (-18...18).contains(hours)
          #expect((refusedField(oneRule(rule)) == nil) == valid, "\(degrees) \(hours)")
        }
      }
    },
    Entry("LunarDate.init(calendar:month:day:leap:offset:)") { _ in
      for calendar in [CalendarIdentifier.chinese, .hebrew] {
        for value in ints + [12, 13, 14, 30, 31, 200, 201] {
          let dates = [
            LunarDate(calendar: calendar, month: value, day: 1),
            LunarDate(calendar: calendar, month: 1, day: value),
            LunarDate(calendar: calendar, month: 1, day: 1, offset: value),
          ]
          let valid = [
            (1...(calendar == .hebrew ? 13 : 12)).contains(value), (1...30).contains(value),
            (-200...200).contains(value),
          ]
          for (date, valid) in zip(dates, valid) {
            let rule = HolidayRule(id: "day", names: ["en": "Day"], date: .lunar(date))
            let result = oneRule(rule)
            #expect((refusedField(result) == nil) == valid, "\(date)")
            if valid, let calendar = try? result.get() {
              #expect(throws: Never.self) { try calendar.holidays(inYear: 2024) }
            }
          }
        }
      }
      let leapHebrew = LunarDate(calendar: .hebrew, month: 7, day: 1, leap: true)
      #expect(
        refusedField(
          oneRule(HolidayRule(id: "day", names: ["en": "Day"], date: .lunar(leapHebrew))))
          == "holidays[0].date.lunar.leap")
    },
    Entry("OneOffHoliday.init(date:id:names:source:category:dayOff:)") { _ in
      for day in days + [Day(literal: "2024-05-06")] {
        let data = HolidayCountryData(
          country: "ZZ", languages: ["en"],
          oneOff: [OneOffHoliday(date: day, id: "day", names: ["en": "Day"], source: "a decree")])
        let result = Result { () throws(HolidayError) in try HolidayCalendar(data: data) }
        if Day.supportedRange.contains(day) {
          let calendar = try result.get()
          let year = day.gregorian.year
          if calendar.supportedYears.contains(year) {
            #expect(try calendar.holidays(inYear: year).map(\.day) == [day])
          }
        } else {
          #expect(refusedField(result) == "oneOff[0].date", "\(day)")
        }
      }
    },
    Entry("MovedWorkday.init(date:source:)") { _ in
      for day in days + [Day(literal: "2024-05-04")] {
        let data = HolidayCountryData(
          country: "ZZ", languages: ["en"], workdays: [MovedWorkday(date: day, source: "a notice")])
        let result = Result { () throws(HolidayError) in try HolidayCalendar(data: data) }
        let valid = Day.supportedRange.contains(day) && [.saturday, .sunday].contains(day.weekday)
        #expect((refusedField(result) == nil) == valid, "\(day)")
        if valid, let calendar = try? result.get(),
          calendar.supportedYears.contains(day.gregorian.year)
        {
          #expect((try? calendar.isWorkingDay(day)) == true)
        }
      }
    },
    Entry(
      "HolidayCountryData.init(country:legalBasis:sources:languages:weekend:knownUntil:observedName:holidays:betweenHolidays:oneOff:workdays:islamicMonthStarts:earlierWeekends:decisions:)"
    ) { _ in
      let start = IslamicMonthStart(
        year: 1445, month: 10, start: Day(literal: "2024-04-10"), source: "an announcement")
      for knownUntil in ints + [2023, 2024] {
        let data = HolidayCountryData(
          country: "ZZ", languages: ["en"], knownUntil: knownUntil, islamicMonthStarts: [start])
        let result = Result { () throws(HolidayError) in try HolidayCalendar(data: data) }
        // knownUntil covers the announced starts.
        #expect((refusedField(result) == nil) == (knownUntil >= 2024), "\(knownUntil)")
        if knownUntil < 2024 { #expect(refusedField(result) == "knownUntil") }
      }
    },
    Entry("HolidayDecision.init(id:year:dates:observed:source:)") { _ in
      func calendar(_ decision: HolidayDecision) -> Result<HolidayCalendar, HolidayError> {
        Result { () throws(HolidayError) in
          try HolidayCalendar(
            data: HolidayCountryData(
              country: "ZZ", languages: ["en"], knownUntil: .max,
              holidays: [
                HolidayRule(id: "day", names: ["en": "Day"], date: .fixed(month: 1, day: 1))
              ], islamicMonthStarts: [], decisions: [decision]))
        }
      }
      // Years outside the days CalendarGrid supports are refused at the year; the rest are
      // accepted with no days.
      for year in ints + [2024] {
        let decision = HolidayDecision(id: "day", year: year, dates: [], source: "a decree")
        #expect(decision.year == year)
        let field = refusedField(calendar(decision))
        #expect(
          (field == nil) == Day.supportedGregorianYears.contains(year), "\(year): \(field ?? "")")
        if let field { #expect(field == "decisions[0].year") }
      }
      // A day is accepted only in the decision's year.
      let year = 2024
      for day in days + [Day(literal: "2024-01-02")] {
        let result = calendar(
          HolidayDecision(id: "day", year: year, dates: [day], source: "a decree"))
        let inYear = Day.supportedRange.contains(day) && day.gregorian.year == year
        #expect((refusedField(result) == nil) == inYear, "\(day)")
        if inYear {
          let accepted = try result.get()
          let holidays = try accepted.holidays(inYear: year)
          #expect(holidays.map(\.day) == [day])
        } else {
          #expect(refusedField(result) == "decisions[0].dates[0]")
        }
        // An observed day may lie in the year or either side of it.
        let observed = calendar(
          HolidayDecision(id: "day", year: year, observed: [day], source: "a decree"))
        let near = Day.supportedRange.contains(day) && abs(day.gregorian.year - year) <= 1
        #expect((refusedField(observed) == nil) == near, "\(day)")
        if !near { #expect(refusedField(observed) == "decisions[0].observed[0]") }
      }
    },
    Entry("EarlierWeekend.init(until:weekend:)") { _ in
      for day in days + [Day(literal: "2013-06-28")] {
        let data = HolidayCountryData(
          country: "ZZ", languages: ["en"], islamicMonthStarts: [],
          earlierWeekends: [EarlierWeekend(until: day, weekend: [.thursday, .friday])])
        let result = Result { () throws(HolidayError) in try HolidayCalendar(data: data) }
        #expect((refusedField(result) == nil) == Day.supportedRange.contains(day), "\(day)")
        guard let calendar = try? result.get() else {
          #expect(refusedField(result) == "earlierWeekends[0].until")
          continue
        }
        // The day itself keeps the earlier weekend, the next day the current one.
        let probes: [(Day, [Weekday])] = [
          (day, [.thursday, .friday]), (day.advanced(by: 1), [.saturday, .sunday]),
        ]
        // At the last supported day the next one saturates to the day itself.
        for (probe, weekend) in probes {
          if weekend == [.saturday, .sunday] && probe == day { continue }
          guard calendar.supportedYears.contains(probe.gregorian.year) else { continue }
          let working = try calendar.isWorkingDay(probe)
          #expect(working == !weekend.contains(probe.weekday), "\(probe)")
        }
      }
    },
    Entry("IslamicMonthStart.init(year:month:start:source:)") { _ in
      func calendar(_ start: IslamicMonthStart) -> Result<HolidayCalendar, HolidayError> {
        Result { () throws(HolidayError) in
          try HolidayCalendar(
            data: HolidayCountryData(
              country: "ZZ", languages: ["en"], knownUntil: .max,
              holidays: [
                HolidayRule(
                  id: "eid", names: ["en": "Eid"],
                  date: .lunar(LunarDate(calendar: .islamicUmmAlQura, month: 10, day: 1)))
              ], islamicMonthStarts: [start]))
        }
      }
      let day = Day(literal: "2024-04-10")
      for year in ints + [1445, 9_999, 10_000] {
        for month in ints + [10, 12, 13] {
          let start = IslamicMonthStart(year: year, month: month, start: day, source: "a decree")
          #expect(start.year == year && start.month == month)
          // Only Shawwal 1445 begins within three days of 2024-04-10; the rest are refused at
          // the month (out of range) or at the start (far from the calculated one).
          let field = refusedField(calendar(start))
          #expect((field == nil) == (year == 1445 && month == 10), "\(year)-\(month)")
          if let field {
            #expect(
              field == "islamicMonthStarts[0].month" || field == "islamicMonthStarts[0].start")
          }
        }
      }
      for start in days + [day] {
        let result = calendar(
          IslamicMonthStart(year: 1445, month: 10, start: start, source: "a decree"))
        #expect((refusedField(result) == nil) == (start == day), "\(start)")
        if start != day { #expect(refusedField(result) == "islamicMonthStarts[0].start") }
      }
      // Shawwal 1445 from the announced start: 1 Shawwal is the start.
      let accepted = try calendar(
        IslamicMonthStart(year: 1445, month: 10, start: day.advanced(by: 1), source: "a decree")
      ).get()
      #expect(try accepted.holidays(inYear: 2024).map(\.day) == [day.advanced(by: 1)])
    },
    Entry("PublishedDates.init(source:dates:)") { _ in
      for day in days + [Day(literal: "2024-11-01")] {
        let rule = HolidayRule(
          id: "day", names: ["en": "Day"],
          date: .published(PublishedDates(source: "a gazette", dates: [day])))
        let result = Result { () throws(HolidayError) in
          try HolidayCalendar(
            data: HolidayCountryData(
              country: "ZZ", languages: ["en"], knownUntil: .max, holidays: [rule]))
        }
        if Day.supportedRange.contains(day) {
          let calendar = try result.get()
          let year = day.gregorian.year
          if calendar.supportedYears.contains(year) {
            #expect(try calendar.holidays(inYear: year).map(\.day) == [day])
          }
        } else {
          #expect(refusedField(result) == "holidays[0].date.published.dates[0]", "\(day)")
        }
      }
    },
  ]
}
