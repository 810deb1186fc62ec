/// The system's light or dark appearance, with the high-contrast variants the accessibility setting adds.
///
/// Adapters read it from the platform (`UITraitCollection`'s `userInterfaceStyle` and
/// `accessibilityContrast`, `NSAppearance`); ``ThemeManager/appearanceThemes`` maps it to a theme.
public enum SystemAppearance: String, Sendable, Hashable, Codable, CaseIterable {
    /// Light.
    case light
    /// Dark.
    case dark
    /// Light with Increase Contrast on.
    case lightHighContrast
    /// Dark with Increase Contrast on.
    case darkHighContrast

    /// Creates an appearance from its two platform settings.
    public init(isDark: Bool, isHighContrast: Bool) {
        switch (isDark, isHighContrast) {
        case (false, false): self = .light
        case (true, false): self = .dark
        case (false, true): self = .lightHighContrast
        case (true, true): self = .darkHighContrast
        }
    }

    /// Whether this is a dark appearance.
    public var isDark: Bool { self == .dark || self == .darkHighContrast }

    /// Whether Increase Contrast is on.
    public var isHighContrast: Bool { self == .lightHighContrast || self == .darkHighContrast }

    /// The same appearance without high contrast: what a mapping falls back to when it has no theme for a
    /// high-contrast variant.
    public var standardContrast: SystemAppearance { isDark ? .dark : .light }
}

// MARK: - SystemAppearanceSource

/// Where a ``ThemeManager`` learns the system appearance and its changes.
///
/// The platform adapters implement it over trait collections and `NSAppearance`; ``ManualAppearanceSource``
/// is set by hand (tests, a terminal app, a debug menu).
@MainActor
public protocol SystemAppearanceSource: AnyObject {
    /// The appearance now.
    var appearance: SystemAppearance { get }

    /// Registers `handler` to be called with every later change of ``appearance``. A source keeps one handler
    /// per observer; the manager registers once.
    /// - Parameters:
    ///   - observer: The object observing; its handler is dropped when it is deallocated.
    ///   - handler: Called on the main actor with the new appearance.
    func addObserver(_ observer: AnyObject, handler: @escaping @MainActor (SystemAppearance) -> Void)
}

// MARK: - AppearanceObservers

/// The observers of a ``SystemAppearanceSource``, as its contract asks: one handler per observer (registering again
/// replaces the handler), dropped once the observer is gone. Every source keeps its observers in one, this
/// module's ``ManualAppearanceSource`` and the platform adapters' sources alike, so they behave alike.
@MainActor
package struct AppearanceObservers {
    private var entries: [(observer: WeakReference, handler: @MainActor (SystemAppearance) -> Void)] = []

    package init() {}

    /// Registers `handler` for `observer`, replacing the handler it had.
    package mutating func add(_ observer: AnyObject, handler: @escaping @MainActor (SystemAppearance) -> Void) {
        entries.removeAll { $0.observer.object == nil || $0.observer.object === observer }
        entries.append((WeakReference(observer), handler))
    }

    /// The handlers of the observers still alive, the others dropped. The caller calls them after this returns:
    /// a handler may register an observer on the same source, which changes the list.
    package mutating func liveHandlers() -> [@MainActor (SystemAppearance) -> Void] {
        entries.removeAll { $0.observer.object == nil }
        return entries.map(\.handler)
    }

    /// The number of observers registered, those gone included until the next call.
    package var count: Int { entries.count }
}

// MARK: - ManualAppearanceSource

/// A ``SystemAppearanceSource`` whose appearance is set in code.
@MainActor
public final class ManualAppearanceSource: SystemAppearanceSource {
    private var observers = AppearanceObservers()

    /// The appearance; setting a different value notifies every observer.
    public var appearance: SystemAppearance {
        didSet {
            guard appearance != oldValue else { return }
            for handler in observers.liveHandlers() { handler(appearance) }
        }
    }

    /// Creates a source with an initial appearance.
    public init(_ appearance: SystemAppearance = .light) {
        self.appearance = appearance
    }

    /// Registers a handler for later changes; registering the same observer again replaces its handler.
    public func addObserver(_ observer: AnyObject, handler: @escaping @MainActor (SystemAppearance) -> Void) {
        observers.add(observer, handler: handler)
    }
}
