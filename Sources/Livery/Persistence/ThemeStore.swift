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

// MARK: - ThemeStoreState

/// What a ``ThemeManager`` remembers between launches: the chosen theme, whether it follows the system
/// appearance, and the user's token overrides.
public struct ThemeStoreState: Sendable, Codable, Hashable {
    /// The theme chosen last, or `nil` if none was chosen.
    public var identifier: ThemeIdentifier?
    /// Whether the manager followed the system appearance.
    public var followsSystemAppearance: Bool
    /// The runtime overrides as a DTCG token document (one token per override), or `nil` for none.
    public var overridesDocument: String?
    /// The seed color themes were generated from (``ThemeManager/setSeedColor(_:variant:animated:)``), or `nil`.
    public var seed: StoredSeed?

    /// Creates a state.
    public init(
        identifier: ThemeIdentifier? = nil, followsSystemAppearance: Bool = false, overridesDocument: String? = nil,
        seed: StoredSeed? = nil
    ) {
        self.identifier = identifier
        self.followsSystemAppearance = followsSystemAppearance
        self.overridesDocument = overridesDocument
        self.seed = seed
    }

    /// A seed color as stored: the color as `#rrggbb` and the scheme variant chosen with it.
    public struct StoredSeed: Sendable, Codable, Hashable {
        /// The seed, `#rrggbb`.
        public var color: String
        /// The variant's name (`SchemeVariant.rawValue`).
        public var variant: String

        /// Creates a stored seed.
        public init(color: String, variant: String) {
            self.color = color
            self.variant = variant
        }
    }
}

// MARK: - InMemoryThemeStore

/// A ``ThemeStore`` that keeps states in memory: for previews, tests and apps that must not remember.
@MainActor
public final class InMemoryThemeStore: ThemeStore {
    /// The saved states by manager name.
    public private(set) var states: [String: ThemeStoreState]

    /// Creates a store, optionally with states already saved (a "previous launch").
    public init(states: [String: ThemeStoreState] = [:]) {
        self.states = states
    }

    /// The saved state of a manager.
    public func loadState(forManager managerName: String) -> ThemeStoreState? {
        states[managerName]
    }

    /// Saves the state of a manager.
    public func saveState(_ state: ThemeStoreState, forManager managerName: String) {
        states[managerName] = state
    }
}
