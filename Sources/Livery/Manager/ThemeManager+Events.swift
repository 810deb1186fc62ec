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
