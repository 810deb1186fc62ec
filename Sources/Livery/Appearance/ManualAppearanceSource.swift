/// A ``SystemAppearanceSource`` whose appearance is set in code.
@MainActor
public final class ManualAppearanceSource: SystemAppearanceSource {
    private var observers: [(observer: WeakReference, handler: @MainActor (SystemAppearance) -> Void)] = []

    /// The appearance; setting a different value notifies every observer.
    public var appearance: SystemAppearance {
        didSet {
            guard appearance != oldValue else { return }
            observers.removeAll { $0.observer.object == nil }
            for entry in observers { entry.handler(appearance) }
        }
    }

    /// Creates a source with an initial appearance.
    public init(_ appearance: SystemAppearance = .light) {
        self.appearance = appearance
    }

    /// Registers a handler for later changes.
    public func addObserver(_ observer: AnyObject, handler: @escaping @MainActor (SystemAppearance) -> Void) {
        observers.removeAll { $0.observer.object == nil || $0.observer.object === observer }
        observers.append((WeakReference(observer), handler))
    }
}
