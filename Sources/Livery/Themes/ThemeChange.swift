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
}
