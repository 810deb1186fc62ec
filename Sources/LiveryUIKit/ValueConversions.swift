// Compiled only where UIKit exists (iOS, iPadOS, tvOS, visionOS, Mac Catalyst). Everything computed here (font
// sizes, weights, Dynamic Type styles, shadow radius, gradient points, asset paths) is worked out by FontSpec,
// LayerShadowSpec, GradientSpec and AssetLocator in Livery, and tested there.
#if canImport(UIKit) && !os(watchOS)  // watchOS has UIKit for colors and fonts only, no views
    @_exported import Livery
    import UIKit

    /// A color token as UIKit and Core Animation take it. It is made once per theme and shared by every binding
    /// of the token, so 10,000 labels in the accent color share one `UIColor`.
    public struct UIKitColor: ThemeValueConvertible, @unchecked Sendable {
        /// The color (extended sRGB: components outside `0...1` keep wide-gamut tokens).
        public let color: UIColor

        /// The `CGColor` for layers. Layers do not follow dynamic colors; bind layer properties to tokens
        /// instead, and Livery sets them again on every switch and on ``ThemeManager/refresh(_:)``.
        public var cgColor: CGColor { color.cgColor }

        /// Wraps a UIKit color.
        public init(_ color: UIColor) {
            self.color = color
        }

        /// Wraps a layer's color, as a layer property's getter reads it.
        package init(cgColor: CGColor) {
            self.color = UIColor(cgColor: cgColor)
        }

        /// Converts a token color.
        public init(_ color: LiveryCore.Color) {
            self.color = UIColor(
                red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
                alpha: CGFloat(color.alpha))
        }

        /// Converts a color token; `nil` for other kinds.
        public init?(themeValue: TokenValue) {
            guard case .color(let color) = themeValue else { return nil }
            self.init(color)
        }
    }

    /// A typography token as a `UIFont`, scaled for the current Dynamic Type size. Call
    /// `manager.refresh(.contentSize)` when the size changes (``LiveryUIKit/LiverySystemObserver`` does).
    public struct UIKitFont: ThemeValueConvertible, @unchecked Sendable {
        /// The scaled font.
        public let font: UIFont
        /// The token worked out: size, weight, kerning, line height, text style; `nil` for a font the app made,
        /// which carries no kerning or line height of its own.
        package let spec: FontSpec?

        /// Wraps a UIKit font as it is (no Dynamic Type scaling added): how a declared font property hands back
        /// the font the app had set, in themes that set none.
        public init(_ font: UIFont) {
            self.font = font
            spec = nil
        }

        /// Makes the font: the first installed family of the token at its size and weight, else the system
        /// font, scaled with the Dynamic Type style of nearest default size.
        /// - Parameters:
        ///   - typography: The token's value.
        ///   - traits: The traits to scale for; `nil` for the current ones.
        public init(_ typography: Typography, traits: UITraitCollection? = nil) {
            self.init(FontSpec(typography), traits: traits)
        }

        package init(_ spec: FontSpec, traits: UITraitCollection? = nil) {
            self.spec = spec
            let size = CGFloat(spec.pointSize)
            let weight = UIFont.Weight(rawValue: CGFloat(spec.systemWeight))
            let base: UIFont
            if let family = spec.families.first(where: { UIFont.familyNames.contains($0) }) {
                let descriptor = UIFontDescriptor(fontAttributes: [
                    .family: family, .traits: [UIFontDescriptor.TraitKey.weight: weight],
                ])
                base = UIFont(descriptor: descriptor, size: size)
            } else {
                base = UIFont.systemFont(ofSize: size, weight: weight)
            }
            let styled =
                spec.isItalic
                ? base.fontDescriptor.withSymbolicTraits(base.fontDescriptor.symbolicTraits.union(.traitItalic))
                    .map { UIFont(descriptor: $0, size: size) } ?? base
                : base
            font = UIFontMetrics(forTextStyle: spec.textStyle.uiTextStyle).scaledFont(
                for: styled, compatibleWith: traits)
        }

        /// Converts a typography token; `nil` for other kinds.
        public init?(themeValue: TokenValue) {
            guard case .typography(let typography) = themeValue else { return nil }
            self.init(typography)
        }

        /// Attributes for attributed strings and bar titles: the font, the kerning and the line height, and an
        /// underline or strikethrough when the token's `textDecoration` asks for one.
        public var textAttributes: [NSAttributedString.Key: Any] {
            guard let spec else { return [.font: font] }
            let paragraph = NSMutableParagraphStyle()
            paragraph.lineHeightMultiple = CGFloat(spec.lineHeightMultiple)
            var attributes: [NSAttributedString.Key: Any] = [
                .font: font, .kern: CGFloat(spec.kern), .paragraphStyle: paragraph,
            ]
            if spec.isUnderlined { attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue }
            if spec.isStruckThrough { attributes[.strikethroughStyle] = NSUnderlineStyle.single.rawValue }
            return attributes
        }
    }

    extension FontSpec.TextStyle {
        /// The UIKit text style. tvOS has no `largeTitle` style; large titles scale as `title1` there.
        package var uiTextStyle: UIFont.TextStyle {
            switch self {
            #if os(tvOS)
                case .largeTitle: .title1
            #else
                case .largeTitle: .largeTitle
            #endif
            case .title1: .title1
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .body: .body
            case .callout: .callout
            case .subheadline: .subheadline
            case .footnote: .footnote
            case .caption1: .caption1
            case .caption2: .caption2
            }
        }
    }

    /// A shadow token for a layer, or the shadow a layer had (what a theme without a shadow gives back).
    public struct UIKitShadow: ThemeValueConvertible, @unchecked Sendable {
        /// The layer's `shadowColor`; `nil` only for a layer the app gave none.
        private let layerColor: CGColor?
        private let opacity: Float
        private let offset: CGSize
        private let radius: CGFloat

        /// Its opaque color (Core Animation's default, opaque black, for a layer whose color was `nil`).
        public var color: CGColor { layerColor ?? CGColor(gray: 0, alpha: 1) }

        /// Converts a shadow token (its first shadow); `nil` for other kinds or no shadow.
        public init?(themeValue: TokenValue) {
            guard case .shadow(let shadows) = themeValue, let spec = LayerShadowSpec(shadows) else { return nil }
            layerColor = UIKitColor(spec.color).cgColor
            opacity = Float(spec.opacity)
            offset = CGSize(width: spec.offsetX, height: spec.offsetY)
            radius = CGFloat(spec.radius)
        }

        /// The shadow a layer has now: its color, opacity, offset and radius.
        @MainActor
        package init(of layer: CALayer) {
            layerColor = layer.shadowColor
            opacity = layer.shadowOpacity
            offset = layer.shadowOffset
            radius = layer.shadowRadius
        }

        /// Sets a layer's shadow properties.
        @MainActor
        public func apply(to layer: CALayer) {
            layer.shadowColor = layerColor
            layer.shadowOpacity = opacity
            layer.shadowOffset = offset
            layer.shadowRadius = radius
        }
    }

    /// A gradient token for a `CAGradientLayer`, or the gradient a layer had.
    public struct UIKitGradient: ThemeValueConvertible, @unchecked Sendable {
        /// The stop colors.
        public let colors: [CGColor]
        /// The layer's `colors` as set (`nil` for a layer the app gave none, which draws nothing).
        private let layerColors: [Any]?
        private let locations: [NSNumber]?
        private let startPoint: CGPoint
        private let endPoint: CGPoint

        /// Converts a gradient token (top to bottom, by ``Livery``'s `GradientSpec`); `nil` for other kinds.
        public init?(themeValue: TokenValue) {
            guard case .gradient(let stops) = themeValue else { return nil }
            let spec = GradientSpec(stops)
            colors = spec.colors.map { UIKitColor($0).cgColor }
            layerColors = colors
            locations = spec.locations.map { NSNumber(value: $0) }
            startPoint = CGPoint(x: spec.startX, y: spec.startY)
            endPoint = CGPoint(x: spec.endX, y: spec.endY)
        }

        /// The gradient a layer draws now: its colors, locations and direction.
        @MainActor
        package init(of layer: CAGradientLayer) {
            layerColors = layer.colors
            colors = (layer.colors as? [CGColor]) ?? []  // what Core Animation takes; anything else draws nothing
            locations = layer.locations
            startPoint = layer.startPoint
            endPoint = layer.endPoint
        }

        /// Sets a gradient layer's colors, locations and direction.
        @MainActor
        public func apply(to layer: CAGradientLayer) {
            layer.colors = layerColors
            layer.locations = locations
            layer.startPoint = startPoint
            layer.endPoint = endPoint
        }
    }

    extension AssetLocator {
        /// The image of an asset token: the pack's file, else the bundle's image of that name.
        public func image(for asset: String) -> UIImage? {
            switch locate(asset) {
            case .file(let url): UIImage(contentsOfFile: url.path)
            case .bundle(let name): UIImage(named: name)
            }
        }
    }
#endif
