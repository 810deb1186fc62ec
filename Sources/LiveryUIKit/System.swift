// The appearance mapping (trait values -> SystemAppearance) and the status bar tone (ContentTone) are in Livery
// and tested there. UIApplication.shared is not used: it is unavailable in app extensions.
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

    extension ContentTone {
        /// The interface style for UIKit's own components (alerts, pickers, system colors) over a background of
        /// this tone: dark content means a light background, so `.light`.
        public var userInterfaceStyle: UIUserInterfaceStyle { self == .dark ? .light : .dark }
    }

    /// The system appearance of a window, for ``ThemeManager/followSystemAppearance()``: it reads the window's
    /// traits and reports changes of the interface style and the contrast (Increase Contrast).
    ///
    /// ```swift
    /// let manager = ThemeManager(appearanceSource: WindowAppearanceSource(window: window))
    /// ```
    @MainActor
    public final class WindowAppearanceSource: SystemAppearanceSource {
        private struct Observer {
            weak var object: AnyObject?
            let handler: @MainActor (SystemAppearance) -> Void
        }
        private weak var window: UIWindow?
        private var observers: [Observer] = []

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

        /// Calls `handler` on every change while `observer` lives.
        public func addObserver(_ observer: AnyObject, handler: @escaping @MainActor (SystemAppearance) -> Void) {
            observers.append(Observer(object: observer, handler: handler))
        }

        private func notify(_ appearance: SystemAppearance) {
            observers.removeAll { $0.object == nil }
            for observer in observers { observer.handler(appearance) }
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

    /// The current theme as a UIKit trait (iOS 17+), for apps whose own dynamic colors depend on the theme:
    /// UIKit redraws views that read it when it changes (`affectsColorAppearance`).
    ///
    /// ```swift
    /// window.traitOverrides.liveryTheme = manager.currentIdentifier?.rawValue
    /// let color = UIColor { traits in traits.liveryTheme == "night" ? .black : .white }
    /// ```
    @available(iOS 17.0, tvOS 17.0, *)
    public struct LiveryThemeTrait: UITraitDefinition {
        /// No theme.
        public static let defaultValue: String? = nil
        /// Changes redraw dynamic colors.
        public static let affectsColorAppearance = true
        /// The trait's name in debug descriptions.
        public static let name = "LiveryTheme"
    }

    @available(iOS 17.0, tvOS 17.0, *)
    extension UIMutableTraits {
        /// The current Livery theme's identifier.
        public var liveryTheme: String? {
            get { self[LiveryThemeTrait.self] }
            set { self[LiveryThemeTrait.self] = newValue }
        }
    }

    @available(iOS 17.0, tvOS 17.0, *)
    extension UITraitCollection {
        /// The current Livery theme's identifier.
        public var liveryTheme: String? { self[LiveryThemeTrait.self] }
    }

    /// A view controller base class for themed screens (a theme-did-change callback): it sets its status
    /// bar style from a background token and calls ``themeDidChange(_:)`` after every switch, without swizzling.
    ///
    /// ```swift
    /// final class InboxViewController: ThemedViewController {
    ///     override var statusBarBackgroundToken: String? { "color.background.canvas" }
    ///     override func themeDidChange(_ theme: ThemeSnapshot) { tableView.reloadData() }
    /// }
    /// ```
    open class ThemedViewController: UIViewController {
        /// The manager followed; the default manager unless given.
        public let manager: ThemeManager
        private var observer: (any NSObjectProtocol)?

        /// Creates the controller for a manager.
        public init(manager: ThemeManager = ThemeCenter.shared.defaultManager) {
            self.manager = manager
            super.init(nibName: nil, bundle: nil)
        }

        /// Storyboards: the default manager.
        public required init?(coder: NSCoder) {
            manager = ThemeCenter.shared.defaultManager
            super.init(coder: coder)
        }

        /// The token of the color behind the status bar; `nil` keeps UIKit's default style.
        open var statusBarBackgroundToken: String? { nil }

        /// Called after every change of the manager's theme (switch, reload, override, refresh), synchronously
        /// within it: once every bound property of every object shows the new theme and group handlers have run,
        /// before the switching call returns. Does nothing by default.
        open func themeDidChange(_ theme: ThemeSnapshot) {}

        #if os(iOS)  // the status bar exists on iOS, iPadOS and Mac Catalyst only
            /// `.darkContent` or `.lightContent`, whichever reads best over ``statusBarBackgroundToken``'s color.
            open override var preferredStatusBarStyle: UIStatusBarStyle {
                guard let token = statusBarBackgroundToken, let color = manager.snapshot?.color(token) else {
                    return super.preferredStatusBarStyle
                }
                return ContentTone(background: color) == .dark ? .darkContent : .lightContent
            }
        #endif

        open override func viewDidLoad() {
            super.viewDidLoad()
            // The manager posts its change notification on the main thread, synchronously, after it has applied
            // the bindings and run the group handlers: an observer with no queue is called right there, so
            // `themeDidChange` runs before the switch returns (a change stream would deliver it a turn later).
            observer = NotificationCenter.default.addObserver(
                forName: ThemeManager.didChangeNotification, object: manager, queue: nil
            ) { [weak self] _ in
                assumeMainActor {
                    guard let self, let snapshot = self.manager.snapshot else { return }
                    #if os(iOS)
                        self.setNeedsStatusBarAppearanceUpdate()
                    #endif
                    self.themeDidChange(snapshot)
                }
            }
        }

        isolated deinit {
            if let observer { NotificationCenter.default.removeObserver(observer) }
        }
    }

    extension ThemeManager {
        /// Switches with a crossfade of the whole window, an animated switch: a snapshot of the window as
        /// it is goes on top, the switch happens under it, and the snapshot fades out.
        ///
        /// The crossfade is skipped — the switch is immediate — while the window's scene is not in the
        /// foreground and active (the system captures the snapshots for the app switcher and the light/dark
        /// thumbnails then, and must not capture a half-faded screen), when `duration` is 0, and when Reduce
        /// Motion is on. It reads the scene's state, not `UIApplication.shared`, so it works in app extensions.
        /// - Parameters:
        ///   - identifier: The theme.
        ///   - window: The window to crossfade.
        ///   - duration: The crossfade's length; the `motion.theme-switch` token's duration is a good value.
        /// - Throws: What ``ThemeManager/switchTo(_:)`` throws; the snapshot is then removed and nothing changed.
        public func switchTo(_ identifier: ThemeIdentifier, crossfading window: UIWindow, duration: TimeInterval)
            throws
        {
            let animates =
                duration > 0 && window.windowScene?.activationState == .foregroundActive
                && !UIAccessibility.isReduceMotionEnabled
            guard animates, let snapshot = window.snapshotView(afterScreenUpdates: false) else {
                return try switchTo(identifier)
            }
            snapshot.frame = window.bounds
            window.addSubview(snapshot)
            do {
                try switchTo(identifier)
            } catch {
                snapshot.removeFromSuperview()
                throw error
            }
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseInOut, .allowUserInteraction],
                animations: { snapshot.alpha = 0 },
                completion: { _ in snapshot.removeFromSuperview() })
        }
    }
#endif
