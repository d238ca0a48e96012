/// The last years computed, least recently used first out.
struct YearCache<Value> {
  private var years: [Int: Value] = [:]
  /// Years from least to most recently used.
  private var order: [Int] = []

  mutating func year(_ year: Int) -> Value? {
    guard let entries = years[year] else { return nil }
    if order.last != year, let index = order.firstIndex(of: year) {
      order.remove(at: index)
      order.append(year)
    }
    return entries
  }

  mutating func store(_ entries: Value, forYear year: Int) {
    if years.updateValue(entries, forKey: year) == nil {
      order.append(year)
      if order.count > HolidayEngine.cachedYears { years[order.removeFirst()] = nil }
    }
  }

  var count: Int { years.count }
}
