import Foundation

/// A value guarded by a lock: `Mutex`'s `withLock` shape, on every OS the package supports.
///
/// `Mutex` from the Synchronization module needs iOS 18 / macOS 15; the package supports iOS 16 /
/// macOS 13, so its few shared caches use this small wrapper around `NSLock` instead. It is
/// `Sendable` whatever the value: every access goes through ``withLock(_:)``.
package final class Lock<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  /// Guards `value`.
  package init(_ value: sending Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  package func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
