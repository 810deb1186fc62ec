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

/// The Liquid Glass look of a button (iOS 26), from a string token: `"regular"`, `"prominent"`, `"clear"` or
/// `"prominent-clear"`, the four glass button configurations UIKit has.
///
/// LiveryUIKit binds it as `glassStyle` of a `UIButton` (stylesheets too). A prominent glass takes the button's
/// tint as its color, so a theme colors it through the button's `tintColor`. Before iOS 26 the button gets the
/// configuration of the same weight that those systems had (``fallbackStyle``).
public enum ButtonGlassStyle: String, ThemeValueConvertible, Sendable, CaseIterable {
    /// `UIButton.Configuration.glass()`.
    case regular
    /// `UIButton.Configuration.prominentGlass()`: glass tinted with the button's tint color.
    case prominent
    /// `UIButton.Configuration.clearGlass()`.
    case clear
    /// `UIButton.Configuration.prominentClearGlass()`.
    case prominentClear = "prominent-clear"

    /// The style a string token names (ASCII letters in any case, surrounding spaces ignored); `nil` for other
    /// tokens and other words.
    public init?(themeValue: TokenValue) {
        guard case .string(let text) = themeValue else { return nil }
        self.init(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// The configuration a button gets for this style before iOS 26: a gray background for the standard
    /// glass, the filled (tint) background for the prominent one, none for clear glass, a tinted translucent
    /// background for prominent clear glass.
    public var fallbackStyle: ButtonFallbackStyle {
        switch self {
        case .regular: .gray
        case .prominent: .filled
        case .clear: .plain
        case .prominentClear: .tinted
        }
    }
}

/// The button configurations that stand in for glass before iOS 26 (`UIButton.Configuration`'s styles of
/// iOS 15).
public enum ButtonFallbackStyle: String, Sendable, CaseIterable {
    /// `UIButton.Configuration.plain()`.
    case plain
    /// `UIButton.Configuration.gray()`.
    case gray
    /// `UIButton.Configuration.tinted()`.
    case tinted
    /// `UIButton.Configuration.filled()`.
    case filled
}

/// What a themed bar does with its background token.
///
/// From iOS 26 bars are Liquid Glass: the content scrolls under a transparent bar and its items float on glass.
/// An opaque background color set there hides that design, so with ``automatic`` Livery leaves the bar's
/// background to the system and themes what is still the bar's: the titles and the tint of its items (the glass
/// of prominent items takes that tint). The background token then belongs to the content behind the bar (the
/// view controller's view), which the glass shows through. Apps still on the earlier design (iOS 16–25, or an
/// Info.plist with `UIDesignRequiresCompatibility` set to YES) get an opaque bar of the background color.
public enum BarBackgroundMode: String, Sendable, CaseIterable {
    /// Glass when the app runs the iOS 26 design, the opaque background color otherwise.
    case automatic
    /// Always the opaque background color and separator of the tokens, also on iOS 26.
    case opaque
    /// Never a background color: the system's background (glass from iOS 26, its translucent default before).
    case system

    /// Whether the bar gets the tokens' opaque background and separator. `systemHasGlass`: the app was built
    /// with the iOS 26 SDK and runs on iOS 26 or later (an app built with an earlier SDK keeps the earlier design
    /// on iOS 26 too); `infoDictionary`: the app's Info.plist.
    package func usesOpaqueBackground(systemHasGlass: Bool, infoDictionary: [String: Any]?) -> Bool {
        switch self {
        case .opaque: true
        case .system: false
        case .automatic: !systemHasGlass || Self.requiresCompatibility(infoDictionary: infoDictionary)
        }
    }

    /// Whether the app opts out of the iOS 26 design: `UIDesignRequiresCompatibility` is YES in its Info.plist
    /// (a Boolean, or the number or string a hand-edited plist may hold).
    package static func requiresCompatibility(infoDictionary: [String: Any]?) -> Bool {
        switch infoDictionary?["UIDesignRequiresCompatibility"] {
        case let flag as Bool: flag
        case let number as NSNumber: number.boolValue
        case let text as String: ["yes", "true", "1"].contains(text.lowercased())
        default: false
        }
    }
}
