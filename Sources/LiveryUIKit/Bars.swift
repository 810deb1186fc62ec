// Compiled only where UIKit exists; bar appearances (iOS 15+) are not on tvOS. `barTintColor` is not used: with
// bar appearances it no longer takes effect.
#if canImport(UIKit) && !os(watchOS)  // watchOS has UIKit for colors and fonts only, no views
    import UIKit

    /// The tokens a bar is themed from. Bind a bar with a closure, so every switch builds its appearances anew
    /// (and, with `eachFrame`, every frame of an animated switch, so the bar's colors move with the views'):
    ///
    /// ```swift
    /// navigationController.navigationBar.livery.apply(eachFrame: true) { bar, theme in
    ///     bar.applyLiveryAppearance(.standard, from: theme)
    /// }
    /// ```
    public struct BarTokens: Sendable, Hashable {
        /// The bar's background color token.
        public var background: String
        /// The title (and item title) color token.
        public var title: String
        /// The title's typography token, if any.
        public var titleFont: String?
        /// The tint of bar button items and selected tab items.
        public var tint: String
        /// The hairline under (or above) the bar; `nil` for none.
        public var separator: String?

        /// Creates the tokens.
        public init(background: String, title: String, titleFont: String? = nil, tint: String, separator: String?) {
            self.background = background
            self.title = title
            self.titleFont = titleFont
            self.tint = tint
            self.separator = separator
        }

        /// The example themes' names: surface background, primary text, the accent, the default border.
        public static let standard = BarTokens(
            background: "color.background.surface", title: "color.text.primary", titleFont: "typography.title",
            tint: "color.accent.default", separator: "color.border.default")
    }

    extension BarTokens {
        /// Configures a bar appearance: opaque background, separator, title attributes.
        @MainActor
        func configure(_ appearance: UIBarAppearance, from theme: ThemeSnapshot) -> [NSAttributedString.Key: Any] {
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = theme.color(background).map { UIKitColor($0).color }
            appearance.shadowColor = separator.flatMap { theme.color($0) }.map { UIKitColor($0).color } ?? .clear
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let font = titleFont.flatMap({ theme.value($0, as: UIKitFont.self) }) {
                attributes.merge(font.textAttributes) { $1 }
            }
            if let color = theme.color(title) { attributes[.foregroundColor] = UIKitColor(color).color }
            return attributes
        }
    }

    extension UINavigationBar {
        /// Sets the standard, scroll-edge, compact and compact scroll-edge appearances from the theme's tokens,
        /// and the tint of bar button items.
        public func applyLiveryAppearance(_ tokens: BarTokens, from theme: ThemeSnapshot) {
            let appearance = UINavigationBarAppearance()
            let attributes = tokens.configure(appearance, from: theme)
            appearance.titleTextAttributes = attributes
            appearance.largeTitleTextAttributes = attributes
            standardAppearance = appearance
            scrollEdgeAppearance = appearance
            compactAppearance = appearance
            compactScrollEdgeAppearance = appearance
            tintColor = theme.color(tokens.tint).map { UIKitColor($0).color }
        }
    }

    extension UITabBar {
        /// Sets the standard and scroll-edge appearances: background, separator, item colors (the title token
        /// for normal items, the tint for the selected one).
        public func applyLiveryAppearance(_ tokens: BarTokens, from theme: ThemeSnapshot) {
            let appearance = UITabBarAppearance()
            _ = tokens.configure(appearance, from: theme)
            let normal = theme.color(tokens.title).map { UIKitColor($0).color }
            let selected = theme.color(tokens.tint).map { UIKitColor($0).color }
            for item in [
                appearance.stackedLayoutAppearance, appearance.inlineLayoutAppearance,
                appearance.compactInlineLayoutAppearance,
            ] {
                item.normal.iconColor = normal
                item.normal.titleTextAttributes = normal.map { [.foregroundColor: $0] } ?? [:]
                item.selected.iconColor = selected
                item.selected.titleTextAttributes = selected.map { [.foregroundColor: $0] } ?? [:]
            }
            standardAppearance = appearance
            scrollEdgeAppearance = appearance
            tintColor = selected
        }
    }

    #if !os(tvOS)  // UIToolbar does not exist on tvOS
        extension UIToolbar {
            /// Sets the standard, compact and scroll-edge appearances and the items' tint.
            public func applyLiveryAppearance(_ tokens: BarTokens, from theme: ThemeSnapshot) {
                let appearance = UIToolbarAppearance()
                _ = tokens.configure(appearance, from: theme)
                standardAppearance = appearance
                compactAppearance = appearance
                scrollEdgeAppearance = appearance
                tintColor = theme.color(tokens.tint).map { UIKitColor($0).color }
            }
        }
    #endif
#endif
