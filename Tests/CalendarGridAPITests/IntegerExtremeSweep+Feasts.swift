import Testing

@testable import CalendarGridCore

/// The extreme sweep's entries: Easter and the solar terms.
extension IntegerExtremeSweepTests {
  static let instants: [SolarTerms.Instant] = [
    Int64.min, Int64.min + 1, -1, 0, 1, Int64(Int32.max) * 86_400, Int64.max,
  ].map { SolarTerms.Instant(secondsSince1970: $0) }

  static let feasts: [Entry] = [
    Entry("Easter.western(year:)") { _ in
      for year in ints + [1582, 1583, Easter.westernYears.upperBound + 1] {
        let day = typed { () throws(CalendarGridError) in try Easter.western(year: year) }
        #expect((day != nil) == Easter.westernYears.contains(year), "\(year)")
        if let day { #expect(day.weekday == .sunday && day.gregorian.year == year, "\(year)") }
      }
    },
    Entry("Easter.orthodox(year:)") { _ in
      for year in ints + [1582, 1583, Easter.orthodoxYears.upperBound + 1] {
        let day = typed { () throws(CalendarGridError) in try Easter.orthodox(year: year) }
        #expect((day != nil) == Easter.orthodoxYears.contains(year), "\(year)")
        if let day { #expect(day.weekday == .sunday && day.gregorian.year == year, "\(year)") }
      }
    },
    Entry("SolarTerms.Instant.init(secondsSince1970:)") { _ in
      for instant in instants {
        #expect(SolarTerms.Instant(secondsSince1970: instant.secondsSince1970) == instant)
        #expect(!instant.description.isEmpty)
      }
    },
    Entry("SolarTerms.Instant.day(utcOffsetSeconds:)") { _ in
      let limit = SolarTerms.utcOffsetLimit
      for instant in instants {
        for offset in ints + [-limit, limit, limit + 1] {
          let day = typed { () throws(CalendarGridError) in
            try instant.day(utcOffsetSeconds: offset)
          }
          if !(-limit...limit).contains(offset) { #expect(day == nil, "\(instant) \(offset)") }
          if let day { #expect(Day.supportedRange.contains(day)) }
        }
      }
      let epoch = typed { () throws(CalendarGridError) in
        try SolarTerms.Instant(secondsSince1970: 0).day(utcOffsetSeconds: 0)
      }
      #expect(epoch == Day(daysSince1970: 0))
    },
    Entry("SolarTerms.instant(longitude:year:)") { _ in
      for degrees in ints + [7, 15, 345, 360] {
        for year in ints + [999, 1000, 2024, 3000, 3001] {
          let instant = typed { () throws(CalendarGridError) in
            try SolarTerms.instant(longitude: degrees, year: year)
          }
          let valid =
            (0...345).contains(degrees) && degrees % 15 == 0
            && SolarTerms.supportedYears.contains(year)
          #expect((instant != nil) == valid, "\(degrees)° in \(year)")
        }
      }
    },
    Entry("SolarTerms.day(ofLongitude:year:utcOffsetSeconds:)") { _ in
      for degrees in [Int.min, 0, 15, Int.max] {
        for year in [Int.min, 2024, Int.max] {
          for offset in [Int.min, 0, 8 * 3600, Int.max] {
            let day = typed { () throws(CalendarGridError) in
              try SolarTerms.day(ofLongitude: degrees, year: year, utcOffsetSeconds: offset)
            }
            let valid =
              (degrees == 0 || degrees == 15) && year == 2024
              && (offset == 0 || offset == 8 * 3600)
            #expect((day != nil) == valid, "\(degrees)° in \(year) at \(offset)")
          }
        }
      }
    },
    Entry("SolarTerms.apparentLongitude(at:)") { _ in
      for instant in instants {
        let longitude = typed { () throws(CalendarGridError) in
          try SolarTerms.apparentLongitude(at: instant)
        }
        if let longitude { #expect((0..<360).contains(longitude), "\(instant)") }
      }
    },
  ]
}
