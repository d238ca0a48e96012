/// ΔT = TT − UT, the seconds by which Terrestrial Time (the even time of the planetary theories)
/// runs ahead of Universal Time (the Earth's rotation, which civil time follows).
///
/// The polynomials of F. Espenak and J. Meeus, *Five Millennium Canon of Solar Eclipses:
/// −1999 to +3000* (NASA/TP-2006-214141, 2006), section 2.6, "Polynomial Expressions for
/// ΔT", for the years this package computes (500 to 3000; one formula before 500). They fit the
/// measured values of Morrison and Stephenson and of the IERS until 2005 and extrapolate after
/// it, so a date after the present carries the uncertainty of the Earth's future rotation,
/// which grows to minutes by 2500.
package enum DeltaT {
  /// ΔT in seconds at a decimal year (2000.0 is 2000-01-01, 2000.5 mid-2000).
  package static func seconds(atYear y: Double) -> Double {
    switch y {
    case ..<500:
      let u = (y - 1820) / 100
      return -20 + 32 * u * u
    case ..<1600:
      let u = (y - 1000) / 100
      return polynomial(
        u, [1574.2, -556.01, 71.23472, 0.319781, -0.8503463, -0.005050998, 0.0083572073])
    case ..<1700:
      let t = y - 1600
      return polynomial(t, [120, -0.9808, -0.01532, 1 / 7129])
    case ..<1800:
      let t = y - 1700
      return polynomial(t, [8.83, 0.1603, -0.0059285, 0.00013336, -1 / 1_174_000])
    case ..<1860:
      let t = y - 1800
      return polynomial(
        t,
        [
          13.72, -0.332447, 0.0068612, 0.0041116, -0.00037436, 0.0000121272, -0.0000001699,
          0.000000000875,
        ])
    case ..<1900:
      let t = y - 1860
      return polynomial(t, [7.62, 0.5737, -0.251754, 0.01680668, -0.0004473624, 1 / 233_174])
    case ..<1920:
      let t = y - 1900
      return polynomial(t, [-2.79, 1.494119, -0.0598939, 0.0061966, -0.000197])
    case ..<1941:
      let t = y - 1920
      return polynomial(t, [21.20, 0.84493, -0.076100, 0.0020936])
    case ..<1961:
      let t = y - 1950
      return polynomial(t, [29.07, 0.407, -1 / 233, 1 / 2547])
    case ..<1986:
      let t = y - 1975
      return polynomial(t, [45.45, 1.067, -1 / 260, -1 / 718])
    case ..<2005:
      let t = y - 2000
      return polynomial(t, [63.86, 0.3345, -0.060374, 0.0017275, 0.000651814, 0.00002373599])
    case ..<2050:
      let t = y - 2000
      return polynomial(t, [62.92, 0.32217, 0.005589])
    case ..<2150:
      let u = (y - 1820) / 100
      return -20 + 32 * u * u - 0.5628 * (2150 - y)
    default:
      let u = (y - 1820) / 100
      return -20 + 32 * u * u
    }
  }

  /// `c[0] + c[1] x + c[2] x² + …` by Horner's rule.
  static func polynomial(_ x: Double, _ coefficients: [Double]) -> Double {
    coefficients.reversed().reduce(0) { $0 * x + $1 }
  }
}
