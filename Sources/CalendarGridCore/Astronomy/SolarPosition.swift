#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  #error("SolarPosition needs the C library's sin and cos (Darwin, Glibc or Musl)")
#endif

/// The Sun's apparent geocentric longitude, after Jean Meeus, *Astronomical Algorithms*
/// (2nd ed., 1998), chapter 25 "Solar Coordinates", section "Higher accuracy": the Earth's
/// heliocentric longitude from VSOP87D (chapter 32, ``EarthVSOP87``) turned around to the Sun,
/// moved to the FK5 frame, plus the nutation in longitude (chapter 22, its four largest terms)
/// and the annual aberration.
///
/// Times are Julian Ephemeris Days (Terrestrial Time); ``DeltaT`` converts to Universal Time.
package enum SolarPosition {
  /// The Julian Day of 1970-01-01T00:00Z.
  package static let julianDayOf1970 = 2_440_587.5
  /// The Julian Ephemeris Day of J2000.0, the epoch of VSOP87's τ.
  static let j2000 = 2_451_545.0

  /// The Sun's apparent geocentric longitude, in degrees `0..<360`, at a Julian Ephemeris Day.
  ///
  /// - Complexity: O(n) in the series' terms (about two hundred sines and cosines).
  package static func apparentLongitude(julianEphemerisDay jde: Double) -> Double {
    let tau = (jde - j2000) / 365_250
    let t = tau * 10
    let earth = sum(EarthVSOP87.longitude, tau) * 180 / .pi
    let radius = sum(EarthVSOP87.radius, tau)
    // Geometric longitude of the Sun, FK5 correction (Meeus 32.3 at β = 0), nutation and
    // aberration (Meeus 25.10), the last three in seconds of arc.
    let geometric = earth + 180
    let seconds = -0.09033 + nutationInLongitude(centuries: t) - 20.4898 / radius
    return normalizedDegrees(geometric + seconds / 3600)
  }

  /// The nutation in longitude Δψ, in seconds of arc, at Julian centuries of TT from J2000.0:
  /// Meeus ch. 22's four largest terms (the Moon's node, twice the Sun's and the Moon's mean
  /// longitudes), within half a second of arc of the full series.
  static func nutationInLongitude(centuries t: Double) -> Double {
    let node = radians(125.04452 - 1934.136261 * t + 0.0020708 * t * t + t * t * t / 450_000)
    let sun = radians(280.4665 + 36000.7698 * t)
    let moon = radians(218.3165 + 481267.8813 * t)
    return -17.20 * sin(node) - 1.32 * sin(2 * sun) - 0.23 * sin(2 * moon) + 0.21 * sin(2 * node)
  }

  /// `Σ_n τ^n Σ_terms A cos(B + C τ)`, times 1e-8: a VSOP87 quantity in radians or AU.
  static func sum(_ series: [[Double]], _ tau: Double) -> Double {
    var total = 0.0
    var power = 1.0
    for terms in series {
      var part = 0.0
      var index = 0
      while index + 2 < terms.count {
        part += terms[index] * cos(terms[index + 1] + terms[index + 2] * tau)
        index += 3
      }
      total += part * power
      power *= tau
    }
    return total * 1e-8
  }

  /// Meeus's correction (ch. 27) to an estimate of the instant the Sun reaches a longitude,
  /// in days, from how far short of it the Sun is at the estimate (degrees, −180..<180):
  /// `58 sin(gap)`, the Sun covering about a degree a day.
  static func daysToLongitude(_ gap: Double) -> Double { 58 * sin(radians(gap)) }

  @inline(__always)
  static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

  /// An angle in degrees reduced to `0..<360`.
  package static func normalizedDegrees(_ degrees: Double) -> Double {
    let reduced = degrees.truncatingRemainder(dividingBy: 360)
    let positive = reduced < 0 ? reduced + 360 : reduced
    return positive < 360 ? positive : 0
  }

  /// An angle in degrees reduced to `-180..<180`.
  static func signedDegrees(_ degrees: Double) -> Double {
    let positive = normalizedDegrees(degrees)
    return positive >= 180 ? positive - 360 : positive
  }
}
