import Foundation

/// A property type a token converts to: `Color`, `Double`, `String` here; `UIColor`, `UIFont`, `CGColor` and
/// friends in the platform adapters.
///
/// The runtime converts each token once per theme and type, not once per binding, so a conversion may allocate
/// (a `UIColor`) without the switch paying for it per bound object.
public protocol ThemeValueConvertible {
    /// Creates the value from a resolved token, or `nil` when the token's type does not fit.
    init?(themeValue: TokenValue)

    /// Creates the value from a resolved token of a given theme. The runtime always converts through this
    /// one; its default calls ``init(themeValue:)``. Values that need to know where the theme came from
    /// implement it: an image finds an asset token's file in the theme's pack (``ThemeValueContext/assets``).
    init?(themeValue: TokenValue, context: ThemeValueContext)
}

extension ThemeValueConvertible {
    /// Converts without the context: most values do not need it.
    @inlinable
    public init?(themeValue: TokenValue, context: ThemeValueContext) {
        self.init(themeValue: themeValue)
    }
}

/// What a conversion may need to know about the theme a token comes from.
public struct ThemeValueContext: Sendable {
    /// The theme's identifier.
    public let theme: ThemeIdentifier
    /// Where the theme's asset tokens find their files: the theme pack's directory, else the app's bundle.
    public let assets: AssetLocator

    /// Creates a context.
    public init(theme: ThemeIdentifier, assets: AssetLocator) {
        self.theme = theme
        self.assets = assets
    }
}

extension Optional: ThemeValueConvertible where Wrapped: ThemeValueConvertible {
    /// Wraps the converted value, so optional properties (`var textColor: Color?`) bind like the others.
    public init?(themeValue: TokenValue) {
        guard let wrapped = Wrapped(themeValue: themeValue) else { return nil }
        self = .some(wrapped)
    }

    /// Wraps the value converted with the context.
    public init?(themeValue: TokenValue, context: ThemeValueContext) {
        guard let wrapped = Wrapped(themeValue: themeValue, context: context) else { return nil }
        self = .some(wrapped)
    }
}

extension TokenValue: ThemeValueConvertible {
    /// The token value itself.
    public init?(themeValue: TokenValue) { self = themeValue }
}

extension Color: ThemeValueConvertible {
    /// The color of a color token.
    public init?(themeValue: TokenValue) {
        guard case .color(let color) = themeValue else { return nil }
        self = color
    }
}

extension Double: ThemeValueConvertible {
    /// A number, font weight, duration (in seconds) or absolute dimension (in points).
    ///
    /// Dimensions in `px`, `pt`, `dp` and `sp` give their value (one CSS pixel, one point and one density-independent
    /// or scaled pixel all being one point); `rem` is taken at 16 points; `em` and `%` depend on a context the token does
    /// not have and do not convert.
    public init?(themeValue: TokenValue) {
        switch themeValue {
        case .number(let value), .fontWeight(let value): self = value
        case .duration(let duration): self = duration.seconds
        case .dimension(let dimension):
            switch dimension.unit {
            case .px, .pt, .dp, .sp: self = dimension.value
            case .rem: self = dimension.value * 16
            default: return nil
            }
        default: return nil
        }
    }
}

extension Float: ThemeValueConvertible {
    /// As `Double`, narrowed.
    public init?(themeValue: TokenValue) {
        guard let value = Double(themeValue: themeValue) else { return nil }
        self = Float(value)
    }
}

extension CGFloat: ThemeValueConvertible {
    /// As `Double`.
    public init?(themeValue: TokenValue) {
        guard let value = Double(themeValue: themeValue) else { return nil }
        self = CGFloat(value)
    }
}

extension Int: ThemeValueConvertible {
    /// A number or font weight that is a whole number.
    public init?(themeValue: TokenValue) {
        switch themeValue {
        case .number(let value), .fontWeight(let value):
            guard let whole = Int(exactly: value) else { return nil }
            self = whole
        default: return nil
        }
    }
}

extension String: ThemeValueConvertible {
    /// The text of a string or asset token, or the first family of a font-family token.
    public init?(themeValue: TokenValue) {
        switch themeValue {
        case .string(let text), .asset(let text): self = text
        case .fontFamily(let families):
            guard let first = families.first else { return nil }
            self = first
        default: return nil
        }
    }
}

extension TokenDimension: ThemeValueConvertible {
    /// The dimension of a dimension token.
    public init?(themeValue: TokenValue) {
        guard case .dimension(let value) = themeValue else { return nil }
        self = value
    }
}

extension TokenDuration: ThemeValueConvertible {
    /// The duration of a duration token.
    public init?(themeValue: TokenValue) {
        guard case .duration(let value) = themeValue else { return nil }
        self = value
    }
}

extension Typography: ThemeValueConvertible {
    /// The text style of a typography token.
    public init?(themeValue: TokenValue) {
        guard case .typography(let value) = themeValue else { return nil }
        self = value
    }
}

extension Border: ThemeValueConvertible {
    /// The border of a border token.
    public init?(themeValue: TokenValue) {
        guard case .border(let value) = themeValue else { return nil }
        self = value
    }
}

extension Shadow: ThemeValueConvertible {
    /// The first layer of a shadow token.
    public init?(themeValue: TokenValue) {
        guard case .shadow(let layers) = themeValue, let first = layers.first else { return nil }
        self = first
    }
}
