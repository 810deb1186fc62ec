// The appearance mapping (NSAppearance -> SystemAppearance) and the observers' list (AppearanceObservers) are in
// Livery and tested there; this file only reads AppKit.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)  // Mac Catalyst can import AppKit but not use it
    import AppKit

    extension SystemAppearance {
        /// The appearance of an `NSAppearance`, with the system's Increase Contrast setting.
        @MainActor
        public init(_ appearance: NSAppearance) {
            let isDark = appearance.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua
            self.init(
                isDark: isDark, isHighContrast: NSWorkspace.shared.accessibilityDisplayShouldIncreaseContrast)
        }
    }

    /// The app's appearance as a ``SystemAppearanceSource``: `NSApplication.effectiveAppearance`, observed with
    /// key-value observing, and the Increase Contrast setting.
    @MainActor
    public final class ApplicationAppearanceSource: SystemAppearanceSource {
        private var observers = AppearanceObservers()
        private var observation: NSKeyValueObservation?
        private var contrastObserver: (any NSObjectProtocol)?

        /// Starts observing.
        public init() {
            observation = NSApplication.shared.observe(\.effectiveAppearance) { [weak self] _, _ in
                assumeMainActor { self?.notify() }
            }
            contrastObserver = NSWorkspace.shared.notificationCenter.addObserver(
                forName: NSWorkspace.accessibilityDisplayOptionsDidChangeNotification, object: nil, queue: .main
            ) { [weak self] _ in
                assumeMainActor { self?.notify() }
            }
        }

        /// The appearance now.
        public var appearance: SystemAppearance { SystemAppearance(NSApplication.shared.effectiveAppearance) }

        /// Calls `handler` on every change while `observer` lives; registering the same observer again replaces
        /// its handler.
        public func addObserver(_ observer: AnyObject, handler: @escaping @MainActor (SystemAppearance) -> Void) {
            observers.add(observer, handler: handler)
        }

        private func notify() {
            let appearance = appearance
            for handler in observers.liveHandlers() { handler(appearance) }
        }
    }
#endif
