/// What a UI shows on a day besides its number.
///
/// Each case has a ``kind`` string, which is what the JSON of `calgrid` names it.
public enum Decoration: Hashable, Sendable {
  /// A dot, as event calendars draw under a day.
  case dot(color: DecorationColor, size: DotSize)
  /// A short text in a badge (a count, "New").
  case badge(String)
  /// Text under the day number (a lunar date, a holiday name).
  case subtitle(String)
  /// The name of an image the app provides.
  case image(name: String)
  /// A holiday (its name, whether it is a day off, and where a holiday calendar made it, its
  /// country, stable id and the day an observed day stands for), or a make-up workday.
  case holiday(HolidayMark)
  /// A payload the app defines for itself.
  case custom(CustomDecoration)

  /// `dot`, `badge`, `subtitle`, `image`, `holiday`, or the custom decoration's own kind.
  public var kind: String {
    switch self {
    case .dot: "dot"
    case .badge: "badge"
    case .subtitle: "subtitle"
    case .image: "image"
    case .holiday: "holiday"
    case .custom(let custom): custom.kind
    }
  }

  /// The decoration's fields as text, for JSON and text output.
  public var fields: [String: String] {
    switch self {
    case .dot(let color, let size): ["color": color.name, "size": size.rawValue]
    case .badge(let text): ["text": text]
    case .subtitle(let text): ["text": text]
    case .image(let name): ["name": name]
    case .holiday(let mark): mark.fields
    case .custom(let custom): custom.fields
    }
  }
}

extension Decoration {
  /// A holiday known by its name alone: `.holiday(name: "설날", isDayOff: true)`.
  public static func holiday(name: String, isDayOff: Bool) -> Decoration {
    .holiday(HolidayMark(name: name, isDayOff: isDayOff))
  }
}

/// What a grid shows of a holiday, or of a make-up workday (a weekend day that is worked, as
/// China and Russia move them), in one shape.
///
/// A holiday calendar fills every field; an app's own decorator may give a name alone.
public struct HolidayMark: Hashable, Sendable {
  // One reference, so that a `Decoration` stays as small to copy as its other kinds: every
  // decoration of a grid (lunar dates on every cell) moves at the size of the largest case.
  private let storage: Storage

  private final class Storage: Sendable {
    let name: String
    let isDayOff: Bool
    let country: String?
    let id: String?
    let observedFor: Day?
    let isWorkday: Bool

    init(
      name: String, isDayOff: Bool, country: String?, id: String?, observedFor: Day?,
      isWorkday: Bool
    ) {
      self.name = name
      self.isDayOff = isDayOff
      self.country = country
      self.id = id
      self.observedFor = observedFor
      self.isWorkday = isWorkday
    }
  }

  /// The name, in the grid's language.
  public var name: String { storage.name }
  /// Whether the day is a day off (false for an observance and for a workday).
  public var isDayOff: Bool { storage.isDayOff }
  /// The country's ISO 3166-1 alpha-2 code, when the mark comes from a country's holidays.
  public var country: String? { storage.country }
  /// The holiday's stable id (`JP:vernal-equinox-day`); an observed day has its holiday's.
  public var id: String? { storage.id }
  /// For an observed (substitute) day, the day of the holiday it stands for.
  public var observedFor: Day? { storage.observedFor }
  /// Whether this is a make-up workday rather than a holiday.
  public var isWorkday: Bool { storage.isWorkday }

  /// A holiday or workday mark.
  public init(
    name: String, isDayOff: Bool, country: String? = nil, id: String? = nil,
    observedFor: Day? = nil, isWorkday: Bool = false
  ) {
    storage = Storage(
      name: name, isDayOff: isDayOff, country: country, id: id, observedFor: observedFor,
      isWorkday: isWorkday)
  }

  public static func == (lhs: HolidayMark, rhs: HolidayMark) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.name == rhs.name && lhs.isDayOff == rhs.isDayOff && lhs.country == rhs.country
        && lhs.id == rhs.id && lhs.observedFor == rhs.observedFor
        && lhs.isWorkday == rhs.isWorkday)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(isDayOff)
    hasher.combine(country)
    hasher.combine(id)
    hasher.combine(observedFor)
    hasher.combine(isWorkday)
  }

  /// The fields of the JSON object: `name` and `isDayOff` always; `country`, `id`,
  /// `observedFor` (ISO 8601) when known, and `isWorkday` for a workday.
  public var fields: [String: String] {
    var fields = ["name": name, "isDayOff": isDayOff ? "true" : "false"]
    if let country { fields["country"] = country }
    if let id { fields["id"] = id }
    if let observedFor { fields["observedFor"] = observedFor.iso8601 }
    if isWorkday { fields["isWorkday"] = "true" }
    return fields
  }
}

/// A color by name (`red`, `blue`, or a `#RRGGBB` string), left for the UI to map.
public struct DecorationColor: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The color's name or `#RRGGBB` value.
  public let name: String
  /// A color by name or `#RRGGBB` value.
  public init(_ name: String) { self.name = name }
  public init(stringLiteral value: String) { self.name = value }

  /// Red, as holidays are marked.
  public static let red = DecorationColor("red")
  /// Blue.
  public static let blue = DecorationColor("blue")
  /// Green.
  public static let green = DecorationColor("green")
  /// Orange.
  public static let orange = DecorationColor("orange")
  /// Gray, as secondary text is drawn.
  public static let gray = DecorationColor("gray")
  /// The app's accent color.
  public static let accent = DecorationColor("accent")
}

/// The size of a dot.
public enum DotSize: String, Hashable, Sendable, CaseIterable {
  /// A small, medium or large dot.
  case small, medium, large
}

/// A decoration whose payload type only the app knows.
///
/// ```swift
/// struct Mood: Hashable, Sendable { var emoji: String }
/// let decoration = Decoration.custom(CustomDecoration(kind: "mood", payload: Mood(emoji: "🙂")))
/// if case .custom(let custom) = decoration, let mood = custom.payload(as: Mood.self) { ... }
/// ```
public struct CustomDecoration: Hashable, Sendable {
  // One reference, so that a `Decoration` stays small and cheap to copy for the common kinds.
  private let box: Box

  private final class Box: Sendable {
    let kind: String
    let fields: [String: String]
    let payload: any Hashable & Sendable

    init(kind: String, fields: [String: String], payload: any Hashable & Sendable) {
      self.kind = kind
      self.fields = fields
      self.payload = payload
    }
  }

  /// The app's name for this kind of decoration (`"mood"`).
  public var kind: String { box.kind }
  /// Text fields for JSON and text output.
  public var fields: [String: String] { box.fields }

  /// A decoration of the app's own kind.
  ///
  /// - Parameters:
  ///   - kind: The kind written to JSON (`"weather"`).
  ///   - payload: A value only the app reads back; compared and hashed with the decoration.
  ///   - fields: Text fields for JSON and text output.
  public init(kind: String, payload: some Hashable & Sendable, fields: [String: String] = [:]) {
    box = Box(kind: kind, fields: fields, payload: payload)
  }

  /// The payload, when it is of type `T`.
  public func payload<T>(as type: T.Type) -> T? { box.payload as? T }

  public static func == (lhs: CustomDecoration, rhs: CustomDecoration) -> Bool {
    lhs.box === rhs.box
      || (lhs.kind == rhs.kind && lhs.fields == rhs.fields
        && lhs.hashablePayload == rhs.hashablePayload)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(hashablePayload)
  }

  private var hashablePayload: AnyHashable {
    let value: any Hashable = box.payload
    return AnyHashable(value)
  }
}
