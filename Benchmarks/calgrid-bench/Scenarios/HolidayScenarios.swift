import CalendarGrid
import CalendarGridHolidays

/// Every country's holidays for 1990-2060 through the public API, as a tool listing them or a
/// comparison with another implementation asks. Each country's 71 years outnumber the 64 years
/// its engine keeps, so in years asked in order every pass computes each year again: this times
/// the rule engine, not the cache.
enum HolidayScenarios {
  static let years = 1990...2060

  static func register() -> [Scenario] {
    [
      Scenario(
        subsystem: "holidays", name: "all-countries-1990-2060", calendar: "gregorian",
        locale: "en_US", role: .setup,
        summary: "every country's holidays for each year 1990-2060 (a unit is a country's year)",
        keepsGroupBaselines: false
      ) { _ in
        let calendars = try HolidayCalendar.countries.map { country in
          try HolidayCalendar(country: country)
        }
        // Every year's days are in order and inside its year, and every country has holidays in
        // every year from 2000 (Russia's data begins in 1991, with the Russian Federation's law).
        for calendar in calendars {
          for year in years {
            let holidays = try calendar.holidays(inYear: year)
            guard !holidays.isEmpty || year < 2000,
              zip(holidays, holidays.dropFirst()).allSatisfy({ $0.day <= $1.day }),
              holidays.allSatisfy({ $0.day.gregorian.year == year })
            else { throw Mismatch(description: "holidays \(calendar.country) \(year)") }
          }
        }
        return Prepared(
          workload: Workload(unitsPerPass: calendars.count * years.count, unit: "year") {
            var checksum: UInt64 = 0
            for calendar in calendars {
              for year in years {
                for holiday in (try? calendar.holidays(inYear: year)) ?? [] {
                  checksum = checksum &* 31 &+ UInt64(bitPattern: Int64(holiday.day.daysSince1970))
                }
              }
            }
            return checksum
          },
          verified:
            "\(calendars.count) countries: sorted days inside their year, holidays every year from 2000"
        )
      }
    ]
  }
}
