// The current theme as a UIKit trait (iOS 17+), for the app's own dynamic colors.
#if canImport(UIKit) && !os(watchOS)  // watchOS has UIKit for colors and fonts only, no views
    import UIKit

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
#endif
