#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Bionic)
    import Bionic
#else
    import Foundation
#endif

/// A value guarded by a lock, for state that several threads share.
///
/// The standard library's `Synchronization.Mutex` would do this job, but it needs iOS 18 / macOS 15, and Livery
/// supports iOS 16 / macOS 13. This is the same shape (`withLock`) over the platform's own lock:
/// `os_unfair_lock` on Apple systems, a `pthread_mutex_t` on Linux and Android, `NSLock` elsewhere. The lock is
/// not recursive: `body` must not take the same lock again.
package final class LockedValue<Value> {
    private let lock: PlatformLock
    private var value: Value

    /// Guards `value`.
    package init(_ value: Value) {
        self.lock = PlatformLock()
        self.value = value
    }

    /// Runs `body` with the value while holding the lock, and returns what it returns.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

// The value is only ever touched while the lock is held, so the box may cross threads when its value may.
extension LockedValue: @unchecked Sendable where Value: Sendable {}

/// The platform's plain mutual-exclusion lock, at an address that never moves (these locks must not be moved
/// once used, and a Swift stored property has no stable address).
private final class PlatformLock {
    #if canImport(Darwin)
        private let primitive: UnsafeMutablePointer<os_unfair_lock>

        init() {
            primitive = .allocate(capacity: 1)
            primitive.initialize(to: os_unfair_lock())
        }

        deinit {
            primitive.deinitialize(count: 1)
            primitive.deallocate()
        }

        func lock() { os_unfair_lock_lock(primitive) }
        func unlock() { os_unfair_lock_unlock(primitive) }
    #elseif canImport(Glibc) || canImport(Musl) || canImport(Bionic)
        private let primitive: UnsafeMutablePointer<pthread_mutex_t>

        init() {
            primitive = .allocate(capacity: 1)
            primitive.initialize(to: pthread_mutex_t())
            let status = pthread_mutex_init(primitive, nil)
            precondition(status == 0, "pthread_mutex_init failed: \(status)")
        }

        deinit {
            pthread_mutex_destroy(primitive)
            primitive.deinitialize(count: 1)
            primitive.deallocate()
        }

        func lock() {
            let status = pthread_mutex_lock(primitive)
            precondition(status == 0, "pthread_mutex_lock failed: \(status)")
        }

        func unlock() {
            let status = pthread_mutex_unlock(primitive)
            precondition(status == 0, "pthread_mutex_unlock failed: \(status)")
        }
    #else
        private let primitive = NSLock()

        func lock() { primitive.lock() }
        func unlock() { primitive.unlock() }
    #endif
}
