import CalendarGridCore

/// An Apple OS release, as errors name the first release that has something ("iOS 26").
public struct AppleOSRelease: Hashable, Sendable, CustomStringConvertible {
  /// An Apple operating system.
  public enum Platform: String, Hashable, Sendable, CaseIterable {
    /// iOS and iPadOS.
    case iOS
    /// macOS.
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
    /// visionOS.
    case visionOS
  }

  /// The operating system.
  public let platform: Platform
  /// The major version (26 in iOS 26.1).
  public let major: Int
  /// The minor version (1 in iOS 26.1).
  public let minor: Int

  /// A release by platform and version: `AppleOSRelease(.iOS, 26)`.
  public init(_ platform: Platform, _ major: Int, _ minor: Int = 0) {
    self.platform = platform
    self.major = major
    self.minor = minor
  }

  /// `iOS 26`, `macOS 13.3`.
  public var description: String {
    minor == 0 ? "\(platform.rawValue) \(major)" : "\(platform.rawValue) \(major).\(minor)"
  }

  /// The first releases whose Foundation has a calendar, for the calendars some supported
  /// releases lack; nil when every release the package supports has it. Dangi
  /// (`Calendar.Identifier.dangi`) arrives in the 26 releases of every Apple OS (Apple's SDK
  /// availability; Scripts/check/check_availability.py records it).
  static func foundationReleases(having calendar: CalendarIdentifier) -> [AppleOSRelease]? {
    switch calendar {
    case .dangi: return Platform.allCases.map { AppleOSRelease($0, 26) }
    default: return nil
    }
  }
}
