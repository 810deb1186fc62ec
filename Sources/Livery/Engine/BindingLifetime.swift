import Foundation

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
