import Foundation
import Observation

// How code outside a manager learns that its theme changed, in one place: the `ThemeChange` event, delivered to
// the `changes()` streams and as a notification, and Observation, which SwiftUI and `withObservationTracking` follow
// (the manager's observed properties and the tokens read through `observedValue(_:)`). A commit's last step
// announces the change through all of them (ThemeManager+Switching.swift).

extension ThemeManager {
    // MARK: - Change events

    /// Posted on `NotificationCenter.default` after every change of a manager's current theme, with the
    /// manager as the object and the ``ThemeChange`` under ``changeUserInfoKey``.
    ///
    /// It is posted on the main actor, within the call that changed the theme: after every binding shows the new
    /// theme and every group handler has run, before the call returns. An observer added with no queue is called
    /// right then, so it sees the screen as the switch left it. (``changes()`` delivers the same changes a turn
    /// later, to a task.)
    public nonisolated static let didChangeNotification = Notification.Name("LiveryThemeManagerDidChange")

    /// The `userInfo` key of the ``ThemeChange`` in ``didChangeNotification``.
    public nonisolated static let changeUserInfoKey = "change"

    /// A stream of every later change of the current theme. Each call returns a new stream; it ends when the
    /// task iterating it is cancelled. Changes are buffered (newest 64) for a slow reader.
    public func changes() -> AsyncStream<ThemeChange> {
        events.makeStream()
    }

    func publish(_ change: ThemeChange) {
        events.yield(change)
        NotificationCenter.default.post(
            name: Self.didChangeNotification, object: self, userInfo: [Self.changeUserInfoKey: change])
    }
}

// MARK: - ThemeChange

/// One change of a manager's current theme, as published through ``ThemeManager/changes()``, the
/// ``ThemeManager/didChangeNotification`` notification and Observation.
public struct ThemeChange: Sendable, Hashable {
    /// Why the theme changed.
    public enum Reason: Sendable, Hashable {
        /// The first theme registered became current.
        case initial
        /// The app switched themes.
        case manual
        /// The system appearance changed (or following it was turned on).
        case systemAppearance
        /// The stored choice was restored at launch.
        case restored
        /// Runtime overrides changed the current theme's tokens.
        case overrides
        /// The seed color of generated themes, their options or the contrast they follow changed
        /// (``ThemeManager/setSeedColor(_:variant:animated:)``).
        case seedColor
        /// The current theme was replaced with a new version of itself (reloaded files, updated pack).
        case themeReplaced
        /// The theme stayed; bindings of the kinds of tokens a system change affects were re-applied
        /// (``ThemeManager/refresh(_:)``).
        case refreshed(RefreshTriggers)
    }

    /// The manager's name.
    public let managerName: String
    /// The theme before, or `nil` if there was none.
    public let previous: ThemeIdentifier?
    /// The theme now.
    public let current: ThemeIdentifier
    /// Why it changed.
    public let reason: Reason
    /// How many tokens have a different value than before.
    public let changedTokenCount: Int
    /// The dimensions of the manager's ``ThemeManager/themeSpace`` whose context changed, in the space's order:
    /// `["density"]` after `select("compact", for: "density")`. Empty when the previous or the current theme is
    /// not a permutation of the space.
    public let changedDimensions: [String]
}

// MARK: - ChangeStreams

/// The continuations of the streams ``ThemeManager/changes()`` handed out, each removed when its stream ends.
@MainActor
final class ChangeStreams {
    private var continuations: [UUID: AsyncStream<ThemeChange>.Continuation] = [:]

    /// A new stream of every later change (newest 64 buffered).
    func makeStream() -> AsyncStream<ThemeChange> {
        let (stream, continuation) = AsyncStream<ThemeChange>.makeStream(bufferingPolicy: .bufferingNewest(64))
        let key = UUID()
        continuations[key] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.continuations.removeValue(forKey: key) }
        }
        return stream
    }

    /// Hands a change to every stream.
    func yield(_ change: ThemeChange) {
        for continuation in continuations.values { continuation.yield(change) }
    }
}

// MARK: - ObservationSupport

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
