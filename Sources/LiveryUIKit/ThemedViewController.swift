// The status bar tone (ContentTone) is worked out in Livery and tested there. UIApplication.shared is not used:
// it is unavailable in app extensions.
#if canImport(UIKit) && !os(watchOS)  // watchOS has UIKit for colors and fonts only, no views
    import UIKit

    extension UIUserInterfaceStyle {
        /// The interface style for UIKit's own components (alerts, pickers, system colors) over a background
        /// color: `.light` over a background that dark text reads best on (the higher WCAG contrast, composited
        /// over black when translucent), `.dark` otherwise. Set it as a window's or a controller's
        /// `overrideUserInterfaceStyle` when a theme's canvas does not match the system appearance.
        public init(background: LiveryCore.Color) {
            self = ContentTone(background: background) == .dark ? .light : .dark
        }
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
#endif
