import Foundation

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
