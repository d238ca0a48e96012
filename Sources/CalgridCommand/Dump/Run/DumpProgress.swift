import CalendarGrid
import Foundation

/// A progress bar on standard error, drawn only when it is a terminal, at most every 50 ms.
final class DumpProgress: Sendable {
  let total: Int
  let isEnabled: Bool
  private let state = Lock<(done: Int, lastDraw: ContinuousClock.Instant?)>((0, nil))

  init(total: Int, isEnabled: Bool) {
    self.total = total
    self.isEnabled = isEnabled
  }

  /// Notes one more job done, redrawing the bar if enough time has passed.
  func advance(label: String) {
    guard isEnabled else { return }
    let line: String? = state.withLock { state in
      state.done += 1
      let now = ContinuousClock.now
      if let last = state.lastDraw, now - last < .milliseconds(50), state.done < total {
        return nil
      }
      state.lastDraw = now
      let width = 30
      let filled = total == 0 ? width : state.done * width / total
      let bar =
        String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
      return "\r\u{1B}[K[\(bar)] \(state.done)/\(total) \(label.prefix(40))"
    }
    if let line { DescriptorOutput.writeToStandardError(line) }
  }

  /// Clears the bar.
  func finish() {
    guard isEnabled else { return }
    DescriptorOutput.writeToStandardError("\r\u{1B}[K")
  }
}
