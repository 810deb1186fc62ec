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
