import Foundation

/// An object that tells Livery when it goes away, so its bindings hold it without a weak reference.
///
/// Bindings never keep their object alive. By default they hold it weakly, and every switch takes a strong
/// reference to each object for its sets (an atomic retain and release): on Apple platforms through a weak
/// reference (and the side table the Swift runtime allocates for it per object), elsewhere through an unowned
/// reference count, which needs no side table. An object that owns a ``BindingLifetime`` tells Livery instead, at
/// the moment it is destroyed, so the switch sets the object's properties straight from a compact record, without
/// reading the object's entry or touching its reference count: in the benchmarks (`docs/BENCHMARKS.md`, on Linux)
/// a switch of such objects takes about half the time it takes for the same objects held weakly.
///
/// ```swift
/// final class BadgeView: ThemeBindable, LifetimeReporting {
///     let bindingLifetime = BindingLifetime()
///     var textColor = Color.black
/// }
/// ```
///
/// The contract: the lifetime belongs to its object alone (store it in a `let`, hand it to nobody), and the
/// object is released on the main thread, as UIKit requires of views. An object released on another thread
/// while it has bindings stops the program with a message naming the rule, because the main thread could be
/// setting one of its properties at that moment. Objects that cannot promise this stay ``ThemeBindable`` only.
public protocol LifetimeReporting: ThemeBindable {
    /// The object's lifetime, owned by the object and by nothing else.
    var bindingLifetime: BindingLifetime { get }
}

// MARK: - BindingLifetime

/// Ends the bindings of the object that owns it when that object is destroyed (see ``LifetimeReporting``).
///
/// Create one per object, in a stored `let` of the object: `let bindingLifetime = BindingLifetime()`.
public final class BindingLifetime: @unchecked Sendable {
    // Mutated on the main actor only (binding); read by `deinit`, which the contract puts on the main actor too,
    // and checks.
    /// The object's entry with the first registry (manager) that bound it, and with any others.
    private var first: (registry: ObjectIdentifier, entry: ObjectBindings)?
    private var others: [(registry: ObjectIdentifier, entry: ObjectBindings)] = []

    /// Creates a lifetime for one object.
    public init() {}

    deinit {
        guard let first else { return }
        // Checked here, with a message that names the rule (the runtime's own isolation check stops the program
        // inside libdispatch without one).
        guard Self.isOnMainQueue else {
            preconditionFailure(
                "Livery: an object that reports its lifetime (LifetimeReporting) was released off the main actor "
                    + "while it had bindings; release such objects on the main thread, as UIKit requires of views, "
                    + "or conform them to ThemeBindable only")
        }
        first.entry.objectDidEnd()
        for other in others { other.entry.objectDidEnd() }
    }

    /// Whether the caller runs on the main queue or the main thread, where the main actor runs. (The queue is
    /// asked first: on Linux, `Thread.isMainThread` makes a system call.)
    private static var isOnMainQueue: Bool {
        DispatchQueue.getSpecific(key: mainQueueKey) != nil || Thread.isMainThread
    }

    /// A key set on the main queue only.
    private static let mainQueueKey = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// The object's entry with a registry, if it has one.
    @inline(__always)
    func entry(in registry: ObjectIdentifier) -> ObjectBindings? {
        if let first, first.registry == registry { return first.entry }
        guard !others.isEmpty else { return nil }
        return others.first { $0.registry == registry }?.entry
    }

    /// Records the object's entry with a registry, replacing an earlier one (no longer bound).
    func register(_ entry: ObjectBindings, in registry: ObjectIdentifier) {
        if first == nil || first?.registry == registry {
            first = (registry, entry)
        } else if let index = others.firstIndex(where: { $0.registry == registry }) {
            others[index].entry = entry
        } else {
            others.append((registry, entry))
        }
    }
}

// MARK: - BindingLifetime+ObjectiveC

// Compiled only where the Objective-C runtime exists (Apple platforms): the lifetime rides on an associated
// object, released when its object deallocates.
#if canImport(ObjectiveC)
    import ObjectiveC

    extension BindingLifetime {
        /// The lifetime associated with an Objective-C object, made on first use.
        ///
        /// The runtime releases an object's associated objects when it deallocates the object, so the lifetime
        /// ends with it: this is how LiveryUIKit and LiveryAppKit make every view report its lifetime. Use it for
        /// an `NSObject` subclass of your own that is released on the main thread:
        ///
        /// ```swift
        /// extension BadgeLayer: LifetimeReporting {
        ///     nonisolated public var bindingLifetime: BindingLifetime { .associated(with: self) }
        /// }
        /// ```
        /// - Parameter object: The object; it holds the lifetime strongly, and nothing else does.
        /// - Returns: The object's lifetime.
        public static func associated(with object: AnyObject) -> BindingLifetime {
            if let lifetime = objc_getAssociatedObject(object, associationKey) as? BindingLifetime { return lifetime }
            let lifetime = BindingLifetime()
            objc_setAssociatedObject(object, associationKey, lifetime, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return lifetime
        }

        /// The association's key: the address of a byte of our own, as the runtime compares keys by address.
        private static var associationKey: UnsafeRawPointer { UnsafeRawPointer(bitPattern: associationKeyAddress)! }

        /// The key's address, kept as an integer: an `Int` is `Sendable` in every standard library, while
        /// `UnsafeRawPointer` is `Sendable` in some and not in others, so a stored pointer would need
        /// `nonisolated(unsafe)` with one and draw a warning with the other.
        private static let associationKeyAddress = Int(
            bitPattern: UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    }
#endif
