// Compiled only where UIKit exists. The resolution itself (which manager, one conversion per theme, thread
// safety) is DynamicToken in Livery, tested there; this file hands it to UIKit's dynamic colors and tells UIKit
// when to resolve them again. Custom traits (UITraitDefinition, traitOverrides) first shipped in iOS 17.
#if canImport(UIKit) && !os(watchOS)  // watchOS has UIKit for colors and fonts only, no views
    import UIKit

    extension UIColor {
        /// A dynamic color of a color token: UIKit asks it for its value whenever it resolves the color, and it
        /// answers with the token in the theme current then, of the scope the drawn view's traits name
        /// (``UIKit/UIView/followLiveryTheme(_:)``, iOS 17) or else of `manager`.
        ///
        /// Use it where a binding cannot reach: system components and code that copy a color
        /// (`UIBarAppearance`, attributed strings, `UIButton.Configuration`), colors handed to other libraries.
        /// A view shows a switch when UIKit resolves its colors again, which ``UIKit/UIView/followLiveryTheme(_:)``
        /// makes happen on every switch (iOS 17 and later; before, at the next trait change). Layers take a
        /// resolved `CGColor` and do not follow: bind layer properties instead. For a property Livery declares,
        /// a binding is cheaper and works on every version.
        /// - Parameters:
        ///   - path: The color token's dotted path.
        ///   - manager: The manager it follows unless the traits name a scope.
        ///   - fallback: The color while the token is missing or not a color.
        public static func livery(_ path: String, manager: ThemeManager, fallback: UIColor = .clear) -> UIColor {
            let token = DynamicToken<UIKitColor>(path, manager: manager)
            return UIColor { traits in token.value(in: traits.liveryManager)?.color ?? fallback }
        }
    }

    /// The custom trait naming the manager (or scope) a view's dynamic colors resolve against, and how many
    /// switches it has made: changing on every switch, it makes UIKit resolve the subtree's dynamic colors again.
    @available(iOS 17.0, tvOS 17.0, *)
    public struct LiveryManagerTrait: UITraitDefinition {
        /// No manager.
        public static let defaultValue = LiveryManagerTraitValue(manager: nil, switches: 0)
        /// Dynamic colors depend on it.
        public static let affectsColorAppearance = true
        /// The trait's name, for debugging.
        public static let name = "LiveryManager"
    }

    /// The value of ``LiveryManagerTrait``.
    public struct LiveryManagerTraitValue: Equatable, Sendable {
        /// The manager or scope; held weakly, as traits outlive views.
        public weak var manager: ThemeManager?
        /// The number of switches seen, so that every switch is a new value.
        public var switches: Int

        /// Equal when the same manager has made the same number of switches.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.manager === rhs.manager && lhs.switches == rhs.switches
        }
    }

    extension UITraitCollection {
        /// The manager (or scope) the traits name through ``LiveryManagerTrait``; `nil` before iOS 17 or when no
        /// view above follows one.
        public var liveryManager: ThemeManager? {
            if #available(iOS 17.0, tvOS 17.0, *) { return self[LiveryManagerTrait.self].manager }
            return nil
        }
    }

    extension UIView {
        /// Makes this view's subtree resolve dynamic colors (``UIKit/UIColor/livery(_:manager:fallback:)``)
        /// against a manager or scope, and resolve them again on each of its switches, synchronously within
        /// the switch. Call it on a window for the whole app, on a sheet's root view for a scope.
        ///
        /// It overrides ``LiveryManagerTrait`` for the subtree and follows the manager's
        /// ``Livery/ThemeManager/didChangeNotification``; the view keeps the observer for its lifetime.
        @available(iOS 17.0, tvOS 17.0, *)
        public func followLiveryTheme(_ manager: ThemeManager) {
            let follower = LiveryTraitFollower(view: self, manager: manager)
            objc_setAssociatedObject(self, &LiveryTraitFollower.key, follower, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            follower.update()
        }
    }

    /// Keeps a view's ``LiveryManagerTrait`` in step with a manager's switches.
    @available(iOS 17.0, tvOS 17.0, *)
    @MainActor
    final class LiveryTraitFollower {
        nonisolated(unsafe) static var key: UInt8 = 0
        private weak var view: UIView?
        private weak var manager: ThemeManager?
        private var switches = 0
        /// Removed in deinit, which is not isolated; written only on the main actor.
        nonisolated(unsafe) private var observer: (any NSObjectProtocol)?

        init(view: UIView, manager: ThemeManager) {
            self.view = view
            self.manager = manager
            // The manager posts on the main actor, after its bindings are applied; no queue, so it runs then.
            observer = NotificationCenter.default.addObserver(
                forName: ThemeManager.didChangeNotification, object: manager, queue: nil
            ) { [weak self] _ in
                MainActor.assumeIsolated {
                    self?.switches += 1
                    self?.update()
                }
            }
        }

        func update() {
            view?.traitOverrides[LiveryManagerTrait.self] = LiveryManagerTraitValue(
                manager: manager, switches: switches)
        }

        deinit {
            if let observer { NotificationCenter.default.removeObserver(observer) }
        }
    }
#endif
