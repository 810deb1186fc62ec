// The appearance mapping (NSAppearance -> SystemAppearance) is in Livery and tested there.
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
        private struct Observer {
            weak var object: AnyObject?
            let handler: @MainActor (SystemAppearance) -> Void
        }
        private var observers: [Observer] = []
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

        /// Calls `handler` on every change while `observer` lives.
        public func addObserver(_ observer: AnyObject, handler: @escaping @MainActor (SystemAppearance) -> Void) {
            observers.append(Observer(object: observer, handler: handler))
        }

        private func notify() {
            observers.removeAll { $0.object == nil }
            let appearance = appearance
            for observer in observers { observer.handler(appearance) }
        }
    }
#endif
