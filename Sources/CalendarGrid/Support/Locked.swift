#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value guarded by a `pthread_mutex_t`, with `Mutex`'s `withLock` shape.
///
/// CalendarGrid's shared state (the month-table registry and chunks, the Korean holiday cache,
/// the ICU formatters of ``CalendarNames``) is guarded with this instead of `Synchronization.Mutex`:
/// on Linux that `Mutex` is a futex inside a library ThreadSanitizer does not instrument, so
/// `swift test --sanitize=thread` reports every access under it as a race. ThreadSanitizer
/// intercepts `pthread_mutex_lock` and `pthread_mutex_unlock`, so with this lock its reports
/// are real ones.
package final class Locked<Value>: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var value: Value

  package init(_ value: Value) {
    self.value = value
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    let status = pthread_mutex_init(mutex, nil)
    precondition(status == 0, "pthread_mutex_init failed: \(status)")
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the value.
  package func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
