import Observation

@testable import Livery

/// Runs code under `withObservationTracking` and counts the tracking's firings: what the Observation tests of
/// the manager's properties and of observed tokens share.
@MainActor
enum ObservationProbe {
    /// Runs `read` inside `withObservationTracking`, then `change`, and returns how often the tracking fired
    /// (0 or 1: a tracking fires once).
    static func firings(
        reading read: @escaping @MainActor (ThemeManager) -> Void, on manager: ThemeManager,
        after change: (ThemeManager) throws -> Void
    ) rethrows -> Int {
        let fired = LockedList<Int>()
        withObservationTracking {
            read(manager)
        } onChange: {
            fired.append(1)
        }
        try change(manager)
        return fired.elements.count
    }
}
