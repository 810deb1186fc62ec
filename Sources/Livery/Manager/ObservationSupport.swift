import Observation

/// Tells Observation when a ``ThemeManager`` property is read or changed, on systems that have Observation
/// (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, and Linux), and does nothing on older ones.
///
/// The `@Observable` macro cannot be used for this: what it generates needs Observation on every system the
/// package supports, and Livery supports iOS 16 / macOS 13. So the manager writes the same accessors by hand
/// (read: `access`; write: `willSet`, the change, `didSet`) and keeps the registrar behind an availability check.
/// On older systems, code follows switches through ``ThemeManager/changes()`` or ``ThemeManager/didChangeNotification``.
///
/// It also keeps the token paths read through ``ThemeManager/observedValue(_:)`` since their value last changed
/// (ThemeManager+ObservedTokens.swift): after a change of theme only those whose value changed are announced, and
/// then forgotten until read again.
struct ObservationSupport {
    /// A `RegistrarBox` where Observation exists, `nil` elsewhere. (A stored property cannot have a type newer than
    /// the deployment target, so the registrar sits in a box of a plain class type.)
    private let box: AnyObject?
    /// The token paths read through ``ThemeManager/observedValue(_:)`` and not announced since.
    private(set) var tokenPaths: Set<String> = []

    init() {
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) {
            box = RegistrarBox()
        } else {
            box = nil
        }
    }

    /// Records a read of `keyPath` for the observation in progress, if any.
    func access<Value>(_ manager: ThemeManager, _ keyPath: KeyPath<ThemeManager, Value>) {
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *), let box {
            unsafeDowncast(box, to: RegistrarBox.self).registrar.access(manager, keyPath: keyPath)
        }
    }

    /// Announces that `keyPath` is about to change.
    func willSet<Value>(_ manager: ThemeManager, _ keyPath: KeyPath<ThemeManager, Value>) {
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *), let box {
            unsafeDowncast(box, to: RegistrarBox.self).registrar.willSet(manager, keyPath: keyPath)
        }
    }

    /// Keeps a token path read under Observation, to compare at the next change.
    mutating func noteTokenRead(_ path: String) { tokenPaths.insert(path) }

    /// The kept token paths whose value differs between two snapshots, forgotten as they are returned: the
    /// caller announces them. Observation's tracking ends at the first change it reports (SwiftUI and UIKit track
    /// again by reading again, which keeps the token again), so a token stays kept only while something may
    /// still be tracking it, and the set does not grow with every token ever read.
    mutating func takeChangedTokens(from previous: ThemeSnapshot?, to next: ThemeSnapshot) -> Set<String> {
        guard !tokenPaths.isEmpty else { return [] }
        let changed = tokenPaths.filter { previous?[$0] != next[$0] }
        tokenPaths.subtract(changed)
        return changed
    }

    /// Announces that `keyPath` has changed.
    func didSet<Value>(_ manager: ThemeManager, _ keyPath: KeyPath<ThemeManager, Value>) {
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *), let box {
            unsafeDowncast(box, to: RegistrarBox.self).registrar.didSet(manager, keyPath: keyPath)
        }
    }
}

/// Holds the registrar; exists only where Observation does.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
private final class RegistrarBox {
    let registrar = ObservationRegistrar()
}

/// SwiftUI and `withObservationTracking` follow a manager's ``ThemeManager/currentIdentifier``, themes,
/// appearance settings and overrides, on systems that have Observation.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension ThemeManager: Observable {}

// MARK: - ObservedState

/// The storage of a manager's observed properties, in one place: each is read and written through an accessor
/// of ``ThemeManager`` that reports the access to Observation (``ObservationSupport``).
struct ObservedState {
    var themeIdentifiers: [ThemeIdentifier] = []
    var themesByIdentifier: [ThemeIdentifier: Theme] = [:]
    var currentIdentifier: ThemeIdentifier?
    var defaultIdentifier: ThemeIdentifier?
    var followsSystemAppearance = false
    var appearanceThemes: [SystemAppearance: ThemeIdentifier] = [:]
    var runtimeOverrides = RuntimeOverrides()
}
