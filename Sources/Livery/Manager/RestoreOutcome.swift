extension ThemeManager {
    /// What ``restore()`` found and did.
    public enum RestoreOutcome: Sendable, Hashable {
        /// Nothing was stored; the current theme stays.
        case nothingStored
        /// The stored theme is current again.
        case restored(ThemeIdentifier)
        /// The manager follows the system appearance again.
        case followingSystemAppearance
        /// The stored theme no longer exists; the default theme is current and a
        /// ``ThemeIssue/Kind/storedThemeMissing`` issue was reported.
        case fellBackToDefault(missing: ThemeIdentifier, default: ThemeIdentifier)
    }
}
