// Compiled only where AppKit exists. The resolution (one conversion per theme, thread safety) is DynamicToken in
// Livery, tested there; this file hands it to AppKit's dynamic colors and redraws views after a switch.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit

    extension NSColor {
        /// A dynamic color of a color token: AppKit asks it for its value whenever it draws with it, and it
        /// answers with the token in `manager`'s theme current then.
        ///
        /// Use it where a binding cannot reach (attributed strings, colors handed to other code). AppKit draws
        /// again only views marked for display: ``AppKit/NSView/followLiveryTheme(_:)`` marks a subtree on every
        /// switch. Layers take a resolved `CGColor` and do not follow; bind layer properties instead.
        /// - Parameters:
        ///   - path: The color token's dotted path.
        ///   - manager: The manager (or scope) it follows.
        ///   - fallback: The color while the token is missing or not a color.
        public static func livery(_ path: String, manager: ThemeManager, fallback: NSColor = .clear) -> NSColor {
            let token = DynamicToken<AppKitColor>(path, manager: manager)
            return NSColor(name: nil) { _ in token.value()?.color ?? fallback }
        }
    }

    extension NSView {
        /// Redraws this view and every view below it after each switch of `manager`, synchronously within the
        /// switch, so that dynamic colors (``AppKit/NSColor/livery(_:manager:fallback:)``) show the new theme.
        /// The view keeps the observer for its lifetime.
        public func followLiveryTheme(_ manager: ThemeManager) {
            let follower = LiveryRedrawFollower(view: self, manager: manager)
            objc_setAssociatedObject(self, &LiveryRedrawFollower.key, follower, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }

    /// Marks a view's subtree for display on every switch of a manager.
    @MainActor
    final class LiveryRedrawFollower {
        nonisolated(unsafe) static var key: UInt8 = 0
        /// Removed in deinit, which is not isolated; written only on the main actor.
        nonisolated(unsafe) private var observer: (any NSObjectProtocol)?

        init(view: NSView, manager: ThemeManager) {
            observer = NotificationCenter.default.addObserver(
                forName: ThemeManager.didChangeNotification, object: manager, queue: nil
            ) { [weak view] _ in
                assumeMainActor { view.map(Self.markForDisplay) }
            }
        }

        private static func markForDisplay(_ view: NSView) {
            view.needsDisplay = true
            for subview in view.subviews { markForDisplay(subview) }
        }

        deinit {
            if let observer { NotificationCenter.default.removeObserver(observer) }
        }
    }
#endif
