#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  #error("Lock needs the C library's pthread mutex (Darwin, Glibc or Musl)")
#endif

/// A value guarded by a lock: `Mutex`'s `withLock` shape, on every OS the package supports.
///
/// `Mutex` from the Synchronization module needs iOS 18 / macOS 15; the package supports iOS 16 /
/// macOS 13, and `NSLock` would make the core import Foundation, so the few shared caches use
/// this small wrapper around the C library's `pthread_mutex_t` instead. It is `Sendable` whatever
/// the value: the value is private, every access goes through ``withLock(_:)``, which holds the
/// mutex for the length of its closure, and what the closure returns must be `Sendable`, so a
/// value that is not cannot leave the lock by being returned.
///
/// The mutex lives in memory of its own, allocated and initialised once in ``init(_:)`` and
/// destroyed in `deinit`: a pthread mutex must not move while in use, and the address of a stored
/// property is not stable. A failing `pthread_mutex_*` call means the mutex is broken (memory
/// corruption, or a lock taken again on the same thread inside ``withLock(_:)``); continuing
/// would break the guarantee above, so it stops the process with the call and its error number.
package final class Lock<Value>: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var value: Value

  /// Guards `value`.
  package init(_ value: sending Value) {
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    Self.check(pthread_mutex_init(mutex, nil), "pthread_mutex_init")
    self.value = value
  }

  deinit {
    Self.check(pthread_mutex_destroy(mutex), "pthread_mutex_destroy")
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the value.
  package func withLock<Result: Sendable, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    Self.check(pthread_mutex_lock(mutex), "pthread_mutex_lock")
    defer { Self.check(pthread_mutex_unlock(mutex), "pthread_mutex_unlock") }
    return try body(&value)
  }

  /// Stops the process when a pthread call reports an error (see the type's discussion).
  private static func check(_ status: Int32, _ call: StaticString) {
    precondition(status == 0, "Lock: \(call) failed with error \(status)")
  }
}
