/// Where a ``ThemeManager`` saves its state on every change and reads it back at launch
/// (``ThemeManager/restore()``).
///
/// Livery ships ``UserDefaultsThemeStore`` (the default for apps) and ``InMemoryThemeStore``; an app that keeps
/// settings elsewhere (a settings file, a synced store) implements this protocol.
@MainActor
public protocol ThemeStore: AnyObject {
    /// The saved state of the manager named `managerName`, or `nil` when nothing was saved.
    /// - Throws: When the state exists but cannot be read.
    func loadState(forManager managerName: String) throws -> ThemeStoreState?

    /// Saves the state of the manager named `managerName`, replacing what was saved before.
    /// - Throws: When the state cannot be written.
    func saveState(_ state: ThemeStoreState, forManager managerName: String) throws
}
