import CalendarGridSourcesTestSupport
import CalendarGridTestSupport
import Testing

@testable import CalendarGridSources

/// The bounded tables that share formatters and names keep what was used lately.
@Suite("Tables of what was used lately")
struct RecentlyUsedTests {
  @Test(
    "never more than the capacity; the last half-capacity keys used are kept, with their last values"
  )
  func keepsRecentKeys() {
    for capacity in [2, 3, 8, 128] {
      var table = RecentlyUsed<Int, Int>(capacity: capacity)
      var lastValue: [Int: Int] = [:]
      var recent: [Int] = []  // distinct keys, most recently used last
      // A fixed linear congruential sequence: keys from a range a few times the capacity.
      var state: UInt64 = 0x9E37_79B9_7F4A_7C15
      for step in 0..<5_000 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let key = Int(state >> 33) % (capacity * 3)
        if step % 3 == 0 {
          table.insert(step, for: key)
          lastValue[key] = step
        } else if let value = table.value(for: key) {
          #expect(value == lastValue[key], "capacity \(capacity) key \(key)")
        } else {
          continue  // not held: not used
        }
        recent.removeAll { $0 == key }
        recent.append(key)
        #expect(table.count <= capacity, "capacity \(capacity)")
        for kept in recent.suffix(max(1, capacity / 2)) {
          // Asking moves the key to the newer generation; a copy leaves the table as it is.
          var copy = table
          #expect(copy.value(for: kept) == lastValue[kept], "capacity \(capacity) kept \(kept)")
        }
      }
    }
  }

  @Test("an entry used again survives the next generation; one not used does not")
  func usedEntriesSurvive() {
    var table = RecentlyUsed<String, Int>(capacity: 4)
    table.insert(1, for: "a")
    table.insert(2, for: "b")
    table.insert(3, for: "c")  // a and b are the older generation now
    #expect(table.value(for: "a") == 1)  // back in the newer one, with c
    table.insert(4, for: "d")  // c and a become the older generation; b is dropped
    #expect(table.value(for: "b") == nil)
    #expect(table.value(for: "a") == 1)
    #expect(table.value(for: "c") == 3)
    #expect(table.count <= 4)
    table.insert(5, for: "c")
    #expect(table.value(for: "c") == 5)
  }
}
