import Synchronization

/// Publishes the current ``ThemeSnapshot`` to every thread without a lock.
///
/// Readers increment a counter, load the pointer, retain the snapshot and decrement the counter: three atomic
/// operations, never a wait. The main actor swaps the pointer and releases the previous snapshot only once it
/// has seen the counter at zero *after* the swap (all operations are sequentially consistent): a reader that
/// started later can only have loaded the new pointer, and one that started earlier has already retained what it
/// loaded. Until then the previous snapshots wait in a short list that the next publish retries.
final class SnapshotSlot: Sendable {
    private let current = Atomic<Unmanaged<ThemeSnapshot>?>(nil)
    private let readers = Atomic<Int>(0)
    /// Snapshots swapped out but perhaps still being retained by a reader; touched on the main actor only.
    private nonisolated(unsafe) var retired: [Unmanaged<ThemeSnapshot>] = []

    init() {}

    /// The current snapshot, from any thread.
    func load() -> ThemeSnapshot? {
        readers.add(1, ordering: .sequentiallyConsistent)
        let retained = current.load(ordering: .sequentiallyConsistent)?.retain()
        readers.subtract(1, ordering: .sequentiallyConsistent)
        return retained?.takeRetainedValue()
    }

    /// Makes `snapshot` current.
    @MainActor
    func publish(_ snapshot: ThemeSnapshot) {
        let previous = current.exchange(Unmanaged.passRetained(snapshot), ordering: .sequentiallyConsistent)
        if let previous { retired.append(previous) }
        reclaim()
    }

    @MainActor
    private func reclaim() {
        guard !retired.isEmpty, readers.load(ordering: .sequentiallyConsistent) == 0 else { return }
        for snapshot in retired { snapshot.release() }
        retired.removeAll(keepingCapacity: true)
    }

    deinit {
        // No reader can hold a reference to the slot any more, so everything can go.
        current.load(ordering: .sequentiallyConsistent)?.release()
        for snapshot in retired { snapshot.release() }
    }
}
