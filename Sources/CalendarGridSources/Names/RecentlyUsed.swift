/// A bounded table that keeps what was used lately.
///
/// Entries live in two generations of at most half the capacity each. A lookup that finds an
/// entry in the older generation moves it to the newer one; when the newer one is full, the
/// older one is dropped and the newer one takes its place. A table that started over when full
/// dropped the entries in use too: a dump of every locale opened 363 title formatters twice.
struct RecentlyUsed<Key: Hashable, Value> {
  private var newer: [Key: Value] = [:]
  private var older: [Key: Value] = [:]
  private let generationSize: Int

  /// An empty table holding at most `capacity` entries (at least 2).
  init(capacity: Int) {
    generationSize = max(1, capacity / 2)
  }

  /// How many entries the table holds.
  var count: Int { newer.count + older.count }

  /// The value for `key`, if the table still holds it (and then as used now).
  mutating func value(for key: Key) -> Value? {
    if let value = newer[key] { return value }
    guard let value = older.removeValue(forKey: key) else { return nil }
    insert(value, for: key)
    return value
  }

  /// Adds or replaces the value for `key`, dropping the older generation when the newer one is
  /// full.
  mutating func insert(_ value: Value, for key: Key) {
    if newer[key] == nil, newer.count >= generationSize {
      older = newer
      newer = [:]
    }
    newer[key] = value
  }
}
