/// A manager's snapshots: the current one as every thread reads it, the ones built for its registered themes
/// with the current overrides (kept until the theme or the overrides change), and the generation counter that
/// tells conversion caches one snapshot from the next.
@MainActor
final class SnapshotCache {
    /// The current snapshot, published to every thread.
    nonisolated let slot = SnapshotSlot()
    private var built: [ThemeIdentifier: ThemeSnapshot] = [:]
    private var lastGeneration = 0

    /// The snapshot built for a theme, if any.
    subscript(identifier: ThemeIdentifier) -> ThemeSnapshot? {
        get { built[identifier] }
        set { built[identifier] = newValue }
    }

    /// Forgets every built snapshot (the overrides changed).
    func removeAll() { built.removeAll() }

    /// A generation no snapshot had before.
    func nextGeneration() -> Int {
        lastGeneration += 1
        return lastGeneration
    }
}
