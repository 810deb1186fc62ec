import Synchronization

/// A list appended to from `@Sendable` callbacks (notification observers, observation handlers).
final class LockedList<Element: Sendable>: Sendable {
    private let storage = Mutex<[Element]>([])

    var elements: [Element] { storage.withLock { $0 } }

    func append(_ element: Element) {
        storage.withLock { $0.append(element) }
    }
}
