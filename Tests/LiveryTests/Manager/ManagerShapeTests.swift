import Testing

@testable import Livery

/// The manager is a small coordinator: features keep their state in types of their own (spaces and seeds in
/// `ThemeProviders`, scopes in `ScopeState`, observed tokens in `ObservationSupport`, the store, appearance source
/// and frame clock in `ManagerEnvironment`, the animation in the engine). A new feature that adds its state to the
/// manager itself fails here, which is the moment to give it a type of its own.
@Suite("ThemeManager keeps ten stored properties, each feature's state in its own type")
@MainActor
struct ManagerShapeTests {
    @Test("a manager's stored properties, read by reflection, are the ten of its design")
    func storedProperties() {
        let manager = ThemeManager(name: "shape", store: nil)
        let names = Mirror(reflecting: manager).children.compactMap(\.label)
        #expect(names.count <= 10, "\(names)")
        #expect(
            Set(names) == [
                "name", "observation", "state", "environment", "providers", "snapshots", "engine", "styles", "events",
                "scopeState",
            ], "\(names)")
    }
}
