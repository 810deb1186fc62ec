// Compiled only for iOS (Liquid Glass is iOS 26's; UIGlassEffect does not exist on tvOS, visionOS or watchOS).
// Glass surfaces (UIVisualEffectView) and glass buttons (UIButton configurations).
// Which style and fallback material a token names is worked out by GlassStyle in Livery and tested there; this
// file hands them to UIKit, with #available for iOS 26.
//
// UIGlassEffect is in the iOS 26 SDK (Xcode 26, Swift 6.2) only: with an older Xcode the glass code is left out
// (`#if compiler(>=6.2)`) and the properties set the fallbacks. The Apple type-check runs today's compiler against
// the Xcode 15 SDK too, and defines LIVERY_XCODE15_SDK there to stand for that older compiler.
#if canImport(UIKit) && os(iOS)
    import UIKit

    extension ThemeProperties where Object: UIVisualEffectView {
        /// The view's glass, from a string token `"regular"`, `"clear"` or `"none"` (``Livery/GlassStyle``):
        /// a `UIGlassEffect` of that style on iOS 26, keeping the tint and interactivity already set; before
        /// iOS 26, the blur material closest to it (`systemMaterial`, `systemUltraThinMaterial`). `"none"`
        /// removes the effect. UIKit does not tell a glass's style, so the effect the app gave the view is kept
        /// aside when Livery first changes it, and a theme without a value puts it back.
        public var glassStyle: ThemeProperty<Object, GlassStyle?> {
            ThemeProperty("glassStyle", default: nil) { view, style in
                let own = OwnValues.keep("effect", of: view, changing: style != nil) { view.effect }
                if let style {
                    GlassEffects.setStyle(style, on: view)
                } else if let own {
                    view.effect = own
                }
            }
        }
        /// The glass's tint, from a color token: `UIGlassEffect.tintColor` on iOS 26 (a regular glass is made
        /// when the view has none yet); before iOS 26, the content view's background color, over the blur (give
        /// the token some transparency). `nil` removes the tint (and makes no glass).
        public var glassTint: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty("glassTint", get: { GlassEffects.tint(of: $0).map(UIKitColor.init) }) { view, color in
                GlassEffects.setTint(color?.color, on: view)
            }
        }
        /// Whether the glass reacts to touches (`UIGlassEffect.isInteractive`), from a number or `"true"` /
        /// `"false"` token (``Livery/ThemeFlag``). Before iOS 26 nothing reacts, and it sets nothing. `nil` is
        /// `UIGlassEffect`'s default, not interactive.
        public var glassInteractive: ThemeProperty<Object, ThemeFlag?> {
            ThemeProperty("glassInteractive", get: { GlassEffects.isInteractive(of: $0).map(ThemeFlag.init) }) {
                view, flag in
                GlassEffects.setInteractive(flag?.isOn, on: view)
            }
        }
    }

    extension ThemeProperties where Object: UIButton {
        /// The button's glass, from a string token `"regular"`, `"prominent"`, `"clear"` or `"prominent-clear"`
        /// (``Livery/ButtonGlassStyle``): on iOS 26 the glass button configuration of that name; before iOS 26
        /// the configuration of the same weight (``Livery/ButtonGlassStyle/fallbackStyle``: gray, filled, plain,
        /// tinted). A prominent glass is colored by the button's `tintColor`, which a theme binds as usual.
        ///
        /// The button gets a new configuration on every change (UIKit has no way to change a configuration's
        /// style), carrying over what the app put in the old one: titles, subtitles, image and its placement,
        /// paddings, alignment, size, the activity indicator and the base colors. Its background, corners and
        /// insets are the new style's. The configuration the app gave the button (or none) is kept aside when
        /// Livery first changes it; a theme without a value puts it back, with the content carried over.
        public var glassStyle: ThemeProperty<Object, ButtonGlassStyle?> {
            ThemeProperty("glassStyle", default: nil) { button, style in
                let own = OwnValues.keep("configuration", of: button, changing: style != nil) { button.configuration }
                if let style {
                    ButtonGlass.apply(style, to: button)
                } else if let own {
                    ButtonGlass.restore(own, to: button)
                }
            }
        }
    }

    /// How a glass token becomes a button configuration.
    @MainActor
    enum ButtonGlass {
        static func apply(_ style: ButtonGlassStyle, to button: UIButton) {
            var next = configuration(for: style)
            if let current = button.configuration { next.carryContent(of: current) }
            button.configuration = next
        }

        /// Puts back the app's own configuration (`nil`: a classic button), with what the app put in the
        /// current one since.
        static func restore(_ own: UIButton.Configuration?, to button: UIButton) {
            guard var own else {
                button.configuration = nil
                return
            }
            if let current = button.configuration { own.carryContent(of: current) }
            button.configuration = own
        }

        static func configuration(for style: ButtonGlassStyle) -> UIButton.Configuration {
            #if compiler(>=6.2) && !LIVERY_XCODE15_SDK
                if #available(iOS 26.0, *) {
                    // Xcode 26's Swift overlay spells these `UIButton.Configuration.glass()` and so on, forwarding
                    // to the Objective-C factories called here through the bridged class: written this way, the
                    // type-check against the iOS 26.5 headers (whose Swift overlay is an older one) sees them.
                    let glass: __UIButtonConfiguration =
                        switch style {
                        case .regular: .glass()
                        case .prominent: .prominentGlass()
                        case .clear: .clearGlass()
                        case .prominentClear: .prominentClearGlass()
                        }
                    return glass as UIButton.Configuration
                }
            #endif
            return switch style.fallbackStyle {
            case .plain: .plain()
            case .gray: .gray()
            case .tinted: .tinted()
            case .filled: .filled()
            }
        }
    }

    extension UIButton.Configuration {
        /// Takes what the app set in `other` (content, layout and base colors), leaving this configuration's
        /// style (background, corner style, insets) as it is.
        mutating func carryContent(of other: UIButton.Configuration) {
            title = other.title
            attributedTitle = other.attributedTitle
            subtitle = other.subtitle
            attributedSubtitle = other.attributedSubtitle
            titleAlignment = other.titleAlignment
            titleLineBreakMode = other.titleLineBreakMode
            subtitleLineBreakMode = other.subtitleLineBreakMode
            image = other.image
            imagePlacement = other.imagePlacement
            imagePadding = other.imagePadding
            titlePadding = other.titlePadding
            preferredSymbolConfigurationForImage = other.preferredSymbolConfigurationForImage
            showsActivityIndicator = other.showsActivityIndicator
            buttonSize = other.buttonSize
            indicator = other.indicator
            baseForegroundColor = other.baseForegroundColor
            baseBackgroundColor = other.baseBackgroundColor
        }
    }

    /// How glass tokens reach UIKit. A `UIVisualEffectView` copies the effect it is given, so every change makes
    /// a new effect (a copy of the current one, which keeps its style: `UIGlassEffect` does not expose it) and
    /// sets it again.
    @MainActor
    enum GlassEffects {
        static func setStyle(_ style: GlassStyle, on view: UIVisualEffectView) {
            #if compiler(>=6.2) && !LIVERY_XCODE15_SDK
                if #available(iOS 26.0, *) {
                    setGlassStyle(style, on: view)
                    return
                }
            #endif
            view.effect = style.fallbackMaterial.map { UIBlurEffect(style: $0.uiBlurEffectStyle) }
        }

        /// The glass's tint on iOS 26 (`nil` without a glass); before, the content view's background color.
        static func tint(of view: UIVisualEffectView) -> UIColor? {
            #if compiler(>=6.2) && !LIVERY_XCODE15_SDK
                if #available(iOS 26.0, *) { return (view.effect as? UIGlassEffect)?.tintColor }
            #endif
            return view.contentView.backgroundColor
        }

        /// Whether the glass reacts to touches; `nil` without a glass (and before iOS 26).
        static func isInteractive(of view: UIVisualEffectView) -> Bool? {
            #if compiler(>=6.2) && !LIVERY_XCODE15_SDK
                if #available(iOS 26.0, *) { return (view.effect as? UIGlassEffect)?.isInteractive }
            #endif
            return nil
        }

        static func setTint(_ color: UIColor?, on view: UIVisualEffectView) {
            #if compiler(>=6.2) && !LIVERY_XCODE15_SDK
                if #available(iOS 26.0, *) {
                    // No tint on a view without glass is what it has: do not make a glass to hold none.
                    if color == nil, !(view.effect is UIGlassEffect) { return }
                    let glass = currentGlass(of: view)
                    glass.tintColor = color
                    view.effect = glass
                    return
                }
            #endif
            view.contentView.backgroundColor = color
        }

        /// Sets whether the glass reacts to touches; `nil`, the default (not interactive), on a glass only.
        static func setInteractive(_ isInteractive: Bool?, on view: UIVisualEffectView) {
            #if compiler(>=6.2) && !LIVERY_XCODE15_SDK
                if #available(iOS 26.0, *) {
                    if isInteractive == nil, !(view.effect is UIGlassEffect) { return }
                    let glass = currentGlass(of: view)
                    glass.isInteractive = isInteractive ?? false
                    view.effect = glass
                }
            #endif
        }
    }

    #if compiler(>=6.2) && !LIVERY_XCODE15_SDK
        @available(iOS 26.0, *)
        extension GlassEffects {
            static func setGlassStyle(_ style: GlassStyle, on view: UIVisualEffectView) {
                guard style != .none else {
                    view.effect = nil
                    return
                }
                let current = view.effect as? UIGlassEffect
                let glass = UIGlassEffect(style: style == .clear ? .clear : .regular)
                glass.tintColor = current?.tintColor
                glass.isInteractive = current?.isInteractive ?? false
                view.effect = glass
            }

            /// A copy of the view's glass, or a new regular glass when it has none.
            static func currentGlass(of view: UIVisualEffectView) -> UIGlassEffect {
                (view.effect?.copy() as? UIGlassEffect) ?? UIGlassEffect(style: .regular)
            }
        }
    #endif

    extension BlurMaterial {
        /// The UIKit blur style.
        public var uiBlurEffectStyle: UIBlurEffect.Style {
            switch self {
            case .systemMaterial: .systemMaterial
            case .systemUltraThinMaterial: .systemUltraThinMaterial
            }
        }
    }
#endif
