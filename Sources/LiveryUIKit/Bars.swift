// Compiled only where UIKit exists; bar appearances (iOS 15+) are not on tvOS. `barTintColor` is not used: with
// bar appearances it no longer takes effect. From iOS 26 a bar is Liquid Glass and the background token is left
// out (BarBackgroundMode in Livery says why and decides; it is tested there).
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
    ///
    /// On iOS 26 a bar is Liquid Glass: content scrolls under it and its items sit on glass. There Livery does
    /// not set ``background`` or ``separator`` (an opaque color would hide the design); it sets the title (and
    /// iOS 26's subtitle) attributes and the bar's `tintColor`, which colors the items and the glass of
    /// prominent ones (`UIBarButtonItem.Style.prominent`). Give the background token to the view behind the bar
    /// instead. Before iOS 26, and for apps that keep the earlier design (`UIDesignRequiresCompatibility`), the
    /// bar is opaque in the background color with the separator; ``backgroundMode`` changes that choice.
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
        /// Whether ``background`` and ``separator`` are set on the bar: by default (``Livery/BarBackgroundMode/automatic``)
        /// not on iOS 26's Liquid Glass bars, where the titles and the item tint are themed and the background
        /// is the system's.
        public var backgroundMode: BarBackgroundMode

        /// Creates the tokens.
        public init(
            background: String, title: String, titleFont: String? = nil, tint: String, separator: String?,
            backgroundMode: BarBackgroundMode = .automatic
        ) {
            self.background = background
            self.title = title
            self.titleFont = titleFont
            self.tint = tint
            self.separator = separator
            self.backgroundMode = backgroundMode
        }

        /// The example themes' names: surface background, primary text, the accent, the default border.
        public static let standard = BarTokens(
            background: "color.background.surface", title: "color.text.primary", titleFont: "typography.title",
            tint: "color.accent.default", separator: "color.border.default")
    }

    extension BarTokens {
        /// Configures a bar appearance: the opaque background and separator (or, on Liquid Glass bars, the
        /// system's background), and returns the title attributes.
        @MainActor
        func configure(_ appearance: UIBarAppearance, from theme: ThemeSnapshot) -> [NSAttributedString.Key: Any] {
            // The Info.plist was read once (hasGlassBars): this runs on every frame of an animated switch.
            if backgroundMode.usesOpaqueBackground(systemHasGlass: Self.hasGlassBars, infoDictionary: nil) {
                appearance.configureWithOpaqueBackground()
                appearance.backgroundColor = theme.color(background).map { UIKitColor($0).color }
                appearance.shadowColor =
                    separator.flatMap { theme.color($0) }.map { UIKitColor($0).color } ?? .clear
            } else {
                appearance.configureWithDefaultBackground()
            }
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let font = titleFont.flatMap({ theme.value($0, as: UIKitFont.self) }) {
                attributes.merge(font.textAttributes) { $1 }
            }
            if let color = theme.color(title) { attributes[.foregroundColor] = UIKitColor(color).color }
            return attributes
        }

        /// Whether the app's bars are Liquid Glass: the system has them (``systemHasGlass``) and the app's
        /// Info.plist does not ask for the earlier design (`UIDesignRequiresCompatibility`). Worked out on first use
        /// and kept: neither the SDK, the system nor the Info.plist changes while the app runs.
        static let hasGlassBars = !BarBackgroundMode.automatic.usesOpaqueBackground(
            systemHasGlass: systemHasGlass, infoDictionary: Bundle.main.infoDictionary)

        /// Whether bars are Liquid Glass: built with the iOS 26 SDK (Swift 6.2, Xcode 26) and running on iOS 26
        /// or later. An app built with an earlier SDK keeps the earlier bars on iOS 26 too.
        static var systemHasGlass: Bool {
            #if compiler(>=6.2) && !LIVERY_XCODE15_SDK
                if #available(iOS 26.0, tvOS 26.0, *) { return true }
            #endif
            return false
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
            #if compiler(>=6.2) && !LIVERY_XCODE15_SDK && os(iOS)
                if #available(iOS 26.0, *) {
                    // iOS 26 navigation bars show a subtitle under the title: the same color and font.
                    appearance.subtitleTextAttributes = attributes
                    appearance.largeSubtitleTextAttributes = attributes
                }
            #endif
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
