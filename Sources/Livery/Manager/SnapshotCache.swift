import LiveryCore

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

    /// Forgets the snapshots of themes no longer registered.
    func removeAll(except identifiers: Set<ThemeIdentifier>) {
        built = built.filter { identifiers.contains($0.key) }
    }

    /// A generation no snapshot had before.
    func nextGeneration() -> Int {
        lastGeneration += 1
        return lastGeneration
    }
}

// MARK: - ThemeManager

extension ThemeManager {
    /// The snapshot of a registered theme with the current overrides, built once and kept until the theme or
    /// the overrides change.
    func snapshot(of identifier: ThemeIdentifier) throws -> ThemeSnapshot {
        if let snapshot = snapshots[identifier] { return snapshot }
        let snapshot = try makeSnapshot(of: themesByIdentifier[identifier]!, as: identifier)
        snapshots[identifier] = snapshot
        return snapshot
    }

    /// Builds a snapshot of `theme` with `overrides` (the current ones unless given).
    func makeSnapshot(of theme: Theme, as identifier: ThemeIdentifier, overrides: RuntimeOverrides? = nil) throws
        -> ThemeSnapshot
    {
        var overrides = overrides ?? runtimeOverrides
        let generated = seedValues(for: identifier, theme: theme)
        if !generated.isEmpty {
            // Generated colors under the user's overrides: an override of a mapped token still wins.
            overrides = overrides.layered(over: generated)
        }
        let tokens: TokenTable?
        do {
            if overrides.isEmpty {
                tokens = theme.tokens
            } else if let compiler = theme.overrideCompiler, let name = theme.tokens?.themeName {
                tokens = try compiler.table(named: name, overrides: overrides)
            } else {
                tokens = theme.tokens?.overriding(overrides.values)
            }
        } catch {
            throw ThemeError.compileFailed(identifier, underlying: error)
        }
        return ThemeSnapshot(
            identifier: identifier, theme: theme, tokens: tokens, values: engine.tokenIndex.values(of: tokens),
            generation: snapshots.nextGeneration(), contextNames: contextNames(of: identifier))
    }
}

// MARK: - SnapshotSlot

/// Publishes the current ``ThemeSnapshot`` to every thread.
///
/// A reader holds the lock only to copy the reference out (a load and a retain); the main actor holds it only to
/// swap the reference in. Neither runs other code under the lock, so a reader never waits for a switch to finish
/// compiling or applying a theme, only for another thread's few instructions. The previous snapshot is released
/// after the swap, outside the lock, and lives on for any reader that already copied it.
///
/// A lock rather than atomics: lock-free reads need `Synchronization.Atomic`, which exists from iOS 18 / macOS 15
/// on, and Livery supports iOS 16 / macOS 13.
final class SnapshotSlot: Sendable {
    private let current = LockedValue<ThemeSnapshot?>(nil)

    init() {}

    /// The current snapshot, from any thread.
    func load() -> ThemeSnapshot? {
        current.withLock { $0 }
    }

    /// Makes `snapshot` current.
    @MainActor
    func publish(_ snapshot: ThemeSnapshot) {
        // The previous snapshot comes out of the lock and is released here, once the lock is given back.
        _ = current.withLock { current -> ThemeSnapshot? in
            defer { current = snapshot }
            return current
        }
    }
}
