import Foundation

/// A value guarded by a lock: `Mutex`'s `withLock` shape, on every OS the package supports.
///
/// `Mutex` from the Synchronization module needs iOS 18 / macOS 15; the package supports iOS 16 /
/// macOS 13, so its few shared caches use this small wrapper around `NSLock` instead. It is
/// `Sendable` whatever the value: the value is private, every access goes through
/// ``withLock(_:)``, which holds the lock for the length of its closure, and what the closure
/// returns must be `Sendable`, so a value that is not cannot leave the lock by being returned.
package final class Lock<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  /// Guards `value`.
  package init(_ value: sending Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  package func withLock<Result: Sendable, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
