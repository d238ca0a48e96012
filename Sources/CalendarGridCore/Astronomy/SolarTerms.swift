/// The 24 solar terms: the instants the Sun's apparent geocentric longitude reaches a multiple
/// of 15°, and the day each falls on in a time zone.
///
/// Longitude 0° is the March equinox (春分, Shunbun / Chunfen), 90° the June solstice, 180° the
/// September equinox, 270° the December solstice; 15° is Qingming (清明), 285° Xiaohan (小寒).
/// Holidays that follow a term are the day of the term in one country's civil time: Japan's
/// equinox days in UTC+9, China's Qingming in UTC+8.
///
/// ```swift
/// let equinox = try SolarTerms.instant(longitude: 0, year: 2024)      // 2024-03-20T03:06Z
/// try equinox.day(utcOffsetSeconds: 9 * 3600)                         // 2024-03-20
/// try SolarTerms.day(ofLongitude: 15, year: 2024, utcOffsetSeconds: 8 * 3600)  // 2024-04-04
/// ```
///
/// The Sun's longitude is `SolarPosition`'s (Meeus, *Astronomical Algorithms*, ch. 25 with
/// VSOP87D), the instant is found by Meeus's iteration for the equinoxes (ch. 27) carried to any
/// term, and Terrestrial Time becomes Universal Time by `DeltaT` (Espenak and Meeus 2006).
///
/// Accuracy: checked against PyEphem (VSOP87 in full, its own ΔT) for every term of
/// 1900–2100, each instant is within 20 seconds of PyEphem's until 2039 and within 40 seconds
/// to 2100, where the two ΔT models extrapolate the Earth's rotation differently; for every
/// 50th year of 1000–3000 it is within 40 seconds. The longitude itself is within about a
/// second of arc, which is what those seconds amount to. Far from the present the instant is
/// only as good as ΔT, which is known to minutes before 1600 and only extrapolated after today,
/// so a term within minutes of midnight may fall on another day than in tables that assume
/// another ΔT.
public enum SolarTerms {
  /// The Gregorian years the solar terms are computed for; the instants were checked against
  /// PyEphem for every year of 1900–2100 and every 50th year of the rest (see ``SolarTerms``).
  public static let supportedYears: ClosedRange<Int> = 1000...3000

  /// The largest time-zone offset ``Instant/day(utcOffsetSeconds:)`` accepts, eighteen hours
  /// either way (as Foundation's `TimeZone` allows).
  public static let utcOffsetLimit = 18 * 3600

  /// An instant of Universal Time, as whole seconds since 1970-01-01T00:00Z (leap seconds not
  /// counted, as in Unix time).
  public struct Instant: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Seconds since 1970-01-01T00:00Z; negative before it.
    public let secondsSince1970: Int64

    /// An instant from seconds since 1970-01-01T00:00Z.
    public init(secondsSince1970: Int64) {
      self.secondsSince1970 = secondsSince1970
    }

    /// The day that contains this instant in a time zone `utcOffsetSeconds` east of UTC (for
    /// China, `8 * 3600`; for Japan, `9 * 3600`).
    ///
    /// - Throws: ``CalendarGridError/valueOutOfRange(name:value:allowed:)`` for an offset
    ///   beyond ``SolarTerms/utcOffsetLimit`` or a day outside ``Day/supportedRange``.
    public func day(utcOffsetSeconds: Int) throws(CalendarGridError) -> Day {
      let limit = SolarTerms.utcOffsetLimit
      guard (-limit...limit).contains(utcOffsetSeconds) else {
        throw .valueOutOfRange(
          name: "UTC offset in seconds", value: utcOffsetSeconds, allowed: -limit...limit)
      }
      let (local, overflow) = secondsSince1970.addingReportingOverflow(Int64(utcOffsetSeconds))
      // An overflowing sum is past every supported day: let the day check refuse it.
      let days = overflow ? (utcOffsetSeconds < 0 ? Int.min : Int.max) : Self.floorDays(local)
      return try Day(checkedDaysSince1970: days)
    }

    /// Whole days since 1970 of a count of seconds, rounded down.
    static func floorDays(_ seconds: Int64) -> Int {
      let (days, remainder) = seconds.quotientAndRemainder(dividingBy: 86_400)
      return Int(days) - (remainder < 0 ? 1 : 0)
    }

    /// ISO 8601 in UTC to the second, `2024-03-20T03:06:21Z`.
    public var description: String {
      let dayCount = Self.floorDays(secondsSince1970)
      let remainder = Int(secondsSince1970 % 86_400)
      let secondOfDay = remainder < 0 ? remainder + 86_400 : remainder
      let date = Day(daysSince1970: Int32(clamping: dayCount))
      func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
      let time = "\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))"
      return "\(date)T\(time)Z"
    }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.secondsSince1970 < rhs.secondsSince1970
    }
  }

  /// The instant, to the second, at which the Sun's apparent geocentric longitude reaches
  /// `degrees` in a Gregorian year (each of the 24 longitudes is reached once a year, 285° in
  /// early January, 270° in late December).
  ///
  /// - Throws: ``CalendarGridError/notSolarTermLongitude(_:)`` unless `degrees` is a multiple of
  ///   15 in 0...345; ``CalendarGridError/yearOutsideComputation(year:computation:supported:)``
  ///   for a year outside ``supportedYears``.
  /// - Complexity: O(1): at most ``maximumIterations`` evaluations of the Sun's longitude.
  public static func instant(longitude degrees: Int, year: Int) throws(CalendarGridError)
    -> Instant
  {
    guard (0...345).contains(degrees), degrees % 15 == 0 else {
      throw .notSolarTermLongitude(degrees)
    }
    guard supportedYears.contains(year) else {
      throw .yearOutsideComputation(
        year: year, computation: "A solar term", supported: supportedYears)
    }
    let target = Double(degrees)
    // Start from the mean Sun: the March equinox near March 20, then the Sun's mean daily
    // motion; the terms from 285° on fall in January to March, before that year's equinox.
    let daysFromEquinox = Double(degrees < 285 ? degrees : degrees - 360) / 0.985_647
    let january1 = GregorianArithmetic.daysFromCivil(year: year, month: 1, day: 1)
    var jde = SolarPosition.julianDayOf1970 + Double(january1) + 79.3 + daysFromEquinox
    for _ in 0..<maximumIterations {
      let gap = SolarPosition.signedDegrees(
        target - SolarPosition.apparentLongitude(julianEphemerisDay: jde))
      let step = SolarPosition.daysToLongitude(gap)
      jde += step
      if abs(step) < 1e-7 { break }
    }
    let decimalYear = 2000 + (jde - SolarPosition.j2000) / 365.25
    let universal = jde - DeltaT.seconds(atYear: decimalYear) / 86_400
    let seconds = ((universal - SolarPosition.julianDayOf1970) * 86_400).rounded()
    guard let whole = Int64(exactly: seconds) else {
      throw .yearOutsideComputation(
        year: year, computation: "A solar term", supported: supportedYears)
    }
    return Instant(secondsSince1970: whole)
  }

  /// The most times ``instant(longitude:year:)`` corrects its estimate. Meeus's `58 sin(gap)`
  /// is within a few percent of the days the Sun takes to close the gap, so each correction
  /// leaves a small fraction of the error; it stops once a correction is below a hundredth
  /// of a second.
  public static let maximumIterations = 12

  /// The day on which the Sun reaches `degrees` in a Gregorian year, in a time zone
  /// `utcOffsetSeconds` east of UTC: `instant(longitude:year:)` then ``Instant/day(utcOffsetSeconds:)``.
  ///
  /// ```swift
  /// try SolarTerms.day(ofLongitude: 180, year: 2024, utcOffsetSeconds: 9 * 3600)  // 2024-09-22
  /// ```
  ///
  /// - Throws: as ``instant(longitude:year:)`` and ``Instant/day(utcOffsetSeconds:)``.
  /// - Complexity: O(1).
  public static func day(ofLongitude degrees: Int, year: Int, utcOffsetSeconds: Int)
    throws(CalendarGridError) -> Day
  {
    try instant(longitude: degrees, year: year).day(utcOffsetSeconds: utcOffsetSeconds)
  }

  /// The Sun's apparent geocentric longitude, in degrees `0..<360`, at an instant of Universal
  /// Time.
  ///
  /// Within about a second of arc of VSOP87 in full, plus the ΔT uncertainty of the instant's
  /// year (see ``SolarTerms``).
  ///
  /// - Throws: ``CalendarGridError/yearOutsideComputation(year:computation:supported:)`` for an
  ///   instant outside ``supportedYears``.
  /// - Complexity: O(1).
  public static func apparentLongitude(at instant: Instant) throws(CalendarGridError) -> Double {
    let day = Day(daysSince1970: Int32(clamping: Instant.floorDays(instant.secondsSince1970)))
    let year = day.gregorian.year
    guard supportedYears.contains(year), Day.supportedRange.contains(day) else {
      throw .yearOutsideComputation(
        year: year, computation: "The Sun's longitude", supported: supportedYears)
    }
    let universal = SolarPosition.julianDayOf1970 + Double(instant.secondsSince1970) / 86_400
    let decimalYear = 2000 + (universal - SolarPosition.j2000) / 365.25
    return SolarPosition.apparentLongitude(
      julianEphemerisDay: universal + DeltaT.seconds(atYear: decimalYear) / 86_400)
  }
}
