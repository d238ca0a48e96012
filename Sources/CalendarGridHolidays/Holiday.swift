import CalendarGridCore

/// One holiday on one day, as a ``HolidayCalendar`` gives it.
///
/// A day may hold several holidays (Korea's Children's Day and Buddha's Birthday in 2025). An
/// observed (substitute) day carries the day it is observed for in ``observedFor``.
public struct Holiday: Hashable, Sendable, CustomStringConvertible {
  /// The day of the holiday (for an observed day, the day off it gives).
  public let day: Day
  /// The country's ISO 3166-1 alpha-2 code (`JP`).
  public let country: String
  /// The stable identity, country and holiday id: `JP:vernal-equinox-day`. An observed day has
  /// the id of the holiday it is observed for.
  public let id: String
  /// The name in the chosen language.
  public let name: String
  /// The category (public holiday, bank holiday, observance).
  public let category: HolidayCategory
  /// Whether the day is a day off.
  public let isDayOff: Bool
  /// For an observed (substitute) day, the day of the holiday it stands for; nil otherwise.
  public let observedFor: Day?

  /// A holiday; ``HolidayCalendar`` makes them from its data.
  public init(
    day: Day, country: String, id: String, name: String, category: HolidayCategory = .public,
    isDayOff: Bool = true, observedFor: Day? = nil
  ) {
    self.day = day
    self.country = country
    self.id = id
    self.name = name
    self.category = category
    self.isDayOff = isDayOff
    self.observedFor = observedFor
  }

  /// Whether this is an observed (substitute) day.
  public var isObserved: Bool { observedFor != nil }

  /// `2024-02-12 KR:seollal 대체공휴일(설날) (observed for 2024-02-10)`.
  public var description: String {
    "\(day.iso8601) \(id) \(name)" + (observedFor.map { " (observed for \($0.iso8601))" } ?? "")
  }
}
