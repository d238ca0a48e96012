import Foundation

/// The dump stopped because of a signal.
struct Interrupted: Error, Sendable {
  let signal: Int32

  var name: String {
    switch signal {
    case SIGINT: "SIGINT"
    case SIGTERM: "SIGTERM"
    case SIGHUP: "SIGHUP"
    default: "signal \(signal)"
    }
  }
}
