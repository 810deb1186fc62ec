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
///
/// The value and the lock share one allocation (a `ManagedBuffer`), which also gives the lock the fixed address
/// these locks need: they must not move once used, and a Swift stored property has no stable address.
package struct LockedValue<Value> {
    private let storage: LockStorage<Value>

    /// Guards `value`.
    package init(_ value: Value) {
        storage = LockStorage.make(value)
    }

    /// Runs `body` with the value while holding the lock, and returns what it returns.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try storage.withLock(body)
    }
}

// The value is only ever touched while the lock is held, so the box may cross threads when its value may.
extension LockedValue: @unchecked Sendable where Value: Sendable {}

#if canImport(Darwin)
    private typealias LockPrimitive = os_unfair_lock
#elseif canImport(Glibc) || canImport(Musl) || canImport(Bionic)
    private typealias LockPrimitive = pthread_mutex_t
#else
    private typealias LockPrimitive = NSLock
#endif

/// The value (the buffer's header) and the lock (its one element).
private final class LockStorage<Value>: ManagedBuffer<Value, LockPrimitive> {
    static func make(_ value: Value) -> LockStorage {
        let buffer = create(minimumCapacity: 1) { _ in value }
        buffer.withUnsafeMutablePointerToElements { lock in
            #if canImport(Darwin)
                lock.initialize(to: os_unfair_lock())
            #elseif canImport(Glibc) || canImport(Musl) || canImport(Bionic)
                lock.initialize(to: pthread_mutex_t())
                let status = pthread_mutex_init(lock, nil)
                precondition(status == 0, "pthread_mutex_init failed: \(status)")
            #else
                lock.initialize(to: NSLock())
            #endif
        }
        return unsafeDowncast(buffer, to: LockStorage.self)
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try withUnsafeMutablePointers { value, lock in
            #if canImport(Darwin)
                os_unfair_lock_lock(lock)
                defer { os_unfair_lock_unlock(lock) }
            #elseif canImport(Glibc) || canImport(Musl) || canImport(Bionic)
                let locked = pthread_mutex_lock(lock)
                precondition(locked == 0, "pthread_mutex_lock failed: \(locked)")
                defer {
                    let unlocked = pthread_mutex_unlock(lock)
                    precondition(unlocked == 0, "pthread_mutex_unlock failed: \(unlocked)")
                }
            #else
                lock.pointee.lock()
                defer { lock.pointee.unlock() }
            #endif
            return try body(&value.pointee)
        }
    }

    deinit {
        // The header (the value) is destroyed by ManagedBuffer; the element (the lock) is ours to destroy.
        withUnsafeMutablePointerToElements { lock in
            #if canImport(Glibc) || canImport(Musl) || canImport(Bionic)
                pthread_mutex_destroy(lock)
            #endif
            _ = lock.deinitialize(count: 1)
        }
    }
}
