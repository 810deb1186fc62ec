// The appearance mapping (trait values -> SystemAppearance) and the observers' list (AppearanceObservers) are in
// Livery and tested there; this file only reads UIKit.
#if canImport(UIKit) && !os(watchOS)  // watchOS has UIKit for colors and fonts only, no views
    import UIKit

    extension SystemAppearance {
        /// The appearance of a trait collection: its interface style and contrast.
        public init(_ traits: UITraitCollection) {
            self.init(isDark: traits.userInterfaceStyle == .dark, isHighContrast: traits.accessibilityContrast == .high)
        }

        /// The interface style to force on a window or view (`overrideUserInterfaceStyle`) for this appearance.
        public var userInterfaceStyle: UIUserInterfaceStyle { isDark ? .dark : .light }
    }

    /// The system appearance of a window, for ``ThemeManager/followSystemAppearance()``: it reads the window's
    /// traits and reports changes of the interface style and the contrast (Increase Contrast).
    ///
    /// ```swift
    /// let manager = ThemeManager(appearanceSource: WindowAppearanceSource(window: window))
    /// ```
    @MainActor
    public final class WindowAppearanceSource: SystemAppearanceSource {
        private weak var window: UIWindow?
        private var observers = AppearanceObservers()

        /// Follows a window.
        public init(window: UIWindow) {
            self.window = window
            TraitChanges.observe(window, appearance: true) { [weak self] window in
                self?.notify(SystemAppearance(window.traitCollection))
            }
        }

        /// The window's appearance now.
        public var appearance: SystemAppearance {
            window.map { SystemAppearance($0.traitCollection) } ?? SystemAppearance(UITraitCollection.current)
        }

        /// Calls `handler` on every change while `observer` lives; registering the same observer again replaces
        /// its handler.
        public func addObserver(_ observer: AnyObject, handler: @escaping @MainActor (SystemAppearance) -> Void) {
            observers.add(observer, handler: handler)
        }

        private func notify(_ appearance: SystemAppearance) {
            for handler in observers.liveHandlers() { handler(appearance) }
        }
    }

    /// Re-applies what the system changes under the theme: fonts when the Dynamic Type size changes
    /// (`refresh(.contentSize)`), layer colors when the appearance or contrast changes (`refresh(.appearance)`),
    /// for themes that do not switch with the appearance. Keep it alive as long as the window.
    @MainActor
    public final class LiverySystemObserver {
        private let manager: ThemeManager

        /// Observes a window's traits for a manager.
        public init(manager: ThemeManager, window: UIWindow) {
            self.manager = manager
            TraitChanges.observe(window, contentSize: true) { [weak self] _ in
                self?.manager.refresh(.contentSize)
            }
            TraitChanges.observe(window, appearance: true) { [weak self] _ in
                guard let manager = self?.manager, !manager.followsSystemAppearance else { return }
                manager.refresh(.appearance)
            }
        }
    }

    /// Calls a handler when a window's appearance traits (interface style, contrast) or its Dynamic Type size change.
    ///
    /// From iOS 17 on, UIKit registers the handler for just those traits (`registerForTraitChanges`). Before,
    /// the only notice is `traitCollectionDidChange(_:)`, which a view receives for any trait change: a hidden
    /// relay view added to the window compares the traits it cares about and calls the handler.
    @MainActor
    enum TraitChanges {
        static func observe(
            _ window: UIWindow, appearance: Bool = false, contentSize: Bool = false,
            handler: @escaping @MainActor (UIWindow) -> Void
        ) {
            if #available(iOS 17.0, tvOS 17.0, *) {
                var traits: [any UITraitDefinition.Type] = []
                if appearance { traits += [UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self] }
                if contentSize { traits.append(UITraitPreferredContentSizeCategory.self) }
                window.registerForTraitChanges(traits) { (window: UIWindow, _: UITraitCollection) in handler(window) }
            } else {
                let relay = TraitChangeRelay(appearance: appearance, contentSize: contentSize) { [weak window] in
                    if let window { handler(window) }
                }
                window.addSubview(relay)
            }
        }
    }

    /// A hidden, empty view that reports changes of some of its window's traits (for systems before iOS 17).
    ///
    /// Marked deprecated like the `traitCollectionDidChange(_:)` it overrides: at an iOS 17 or later deployment
    /// target it is never made, and the override would otherwise warn.
    @available(iOS, deprecated: 17.0, message: "iOS 17 registers for trait changes")
    @available(tvOS, deprecated: 17.0, message: "tvOS 17 registers for trait changes")
    private final class TraitChangeRelay: UIView {
        private let appearance: Bool
        private let contentSize: Bool
        private let handler: @MainActor () -> Void

        init(appearance: Bool, contentSize: Bool, handler: @escaping @MainActor () -> Void) {
            self.appearance = appearance
            self.contentSize = contentSize
            self.handler = handler
            super.init(frame: .zero)
            isHidden = true
            isUserInteractionEnabled = false
        }

        required init?(coder: NSCoder) { nil }

        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            super.traitCollectionDidChange(previous)
            let now = traitCollection
            let changed =
                (appearance
                    && (previous?.userInterfaceStyle != now.userInterfaceStyle
                        || previous?.accessibilityContrast != now.accessibilityContrast))
                || (contentSize && previous?.preferredContentSizeCategory != now.preferredContentSizeCategory)
            if changed { handler() }
        }
    }
#endif
