import Foundation

/// A ``ThemeStore`` backed by `UserDefaults`: each manager's state is one JSON value under
/// `"<keyPrefix>.<manager name>"`.
@MainActor
public final class UserDefaultsThemeStore: ThemeStore {
    /// The defaults written to.
    public let defaults: UserDefaults
    /// The prefix of every key.
    public let keyPrefix: String

    /// Creates a store.
    /// - Parameters:
    ///   - defaults: The defaults to use; `.standard` for the app's own.
    ///   - keyPrefix: The prefix of the keys, `"Livery.theme"` by default.
    public init(defaults: UserDefaults = .standard, keyPrefix: String = "Livery.theme") {
        self.defaults = defaults
        self.keyPrefix = keyPrefix
    }

    /// The key a manager's state is stored under.
    public func key(forManager managerName: String) -> String { "\(keyPrefix).\(managerName)" }

    /// Reads a manager's state.
    /// - Throws: `DecodingError` when the stored value is not a state this version understands.
    public func loadState(forManager managerName: String) throws -> ThemeStoreState? {
        guard let data = defaults.data(forKey: key(forManager: managerName)) else { return nil }
        return try JSONDecoder().decode(ThemeStoreState.self, from: data)
    }

    /// Writes a manager's state.
    /// - Throws: `EncodingError` (in practice never for this type).
    public func saveState(_ state: ThemeStoreState, forManager managerName: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        defaults.set(try encoder.encode(state), forKey: key(forManager: managerName))
        #if !canImport(Darwin)
            // swift-corelibs-foundation (Linux, Windows) writes defaults to disk only when synchronized: without
            // this, a choice made just before the process ends is not there at the next launch. Apple platforms
            // persist on their own, and discourage calling it.
            defaults.synchronize()
        #endif
    }
}
