import Foundation

/// The material of a Liquid Glass surface (iOS 26), from a string token: `"regular"`, `"clear"` or `"none"`.
///
/// LiveryUIKit binds it as `glassStyle` of a `UIVisualEffectView` (stylesheets too): a `UIGlassEffect` of that
/// style from iOS 26 on. Before iOS 26 there is no glass, and the view gets the blur material closest to it
/// (``fallbackMaterial``): what such a surface had on earlier systems.
public enum GlassStyle: String, ThemeValueConvertible, Sendable, CaseIterable {
    /// The standard glass.
    case regular
    /// The more transparent glass, for surfaces over rich content (media).
    case clear
    /// No effect: the view shows its content only.
    case none

    /// The style a string token names (ASCII letters in any case, surrounding spaces ignored); `nil` for other
    /// tokens and other words.
    public init?(themeValue: TokenValue) {
        guard case .string(let text) = themeValue else { return nil }
        self.init(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// The blur material a `UIVisualEffectView` gets for this style before iOS 26.
    public var fallbackMaterial: BlurMaterial? {
        switch self {
        case .regular: .systemMaterial
        case .clear: .systemUltraThinMaterial
        case .none: nil
        }
    }
}

/// The blur materials that stand in for glass before iOS 26 (`UIBlurEffect.Style`'s adaptive materials, which
/// follow light and dark mode).
public enum BlurMaterial: String, Sendable, CaseIterable {
    /// `UIBlurEffect.Style.systemMaterial`.
    case systemMaterial
    /// `UIBlurEffect.Style.systemUltraThinMaterial`.
    case systemUltraThinMaterial
}

/// A yes-or-no token value: a number (non-zero is yes) or the strings `"true"` and `"false"`. DTCG has no
/// boolean type; LiveryUIKit binds glass interactivity (`glassInteractive`) with it.
public struct ThemeFlag: ThemeValueConvertible, Sendable, Hashable {
    /// The value.
    public let isOn: Bool

    /// A flag.
    public init(_ isOn: Bool) {
        self.isOn = isOn
    }

    /// Converts a number token (non-zero is on) or a string token `"true"` / `"false"`; `nil` for others.
    public init?(themeValue: TokenValue) {
        switch themeValue {
        case .number(let number): isOn = number != 0
        case .string(let text):
            switch text.trimmingCharacters(in: .whitespaces).lowercased() {
            case "true": isOn = true
            case "false": isOn = false
            default: return nil
            }
        default: return nil
        }
    }
}
