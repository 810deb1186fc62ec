import LiveryCore

/// System changes that alter what a token converts to while the theme stays the same.
///
/// A typography token converts to a `UIFont` scaled for the current Dynamic Type size, a color to a `CGColor`
/// resolved for the current appearance and contrast: when those change, the bound properties must be set
/// again although no token changed. ``ThemeManager/refresh(_:)`` does that for the token kinds each trigger
/// affects.
public struct RefreshTriggers: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt8

    /// Creates triggers from their bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The preferred content size (Dynamic Type) changed: typography, font family, font weight and dimension
    /// tokens (which `UIFontMetrics` scales) are converted and applied again.
    public static let contentSize = RefreshTriggers(rawValue: 1 << 0)
    /// The light/dark appearance or the contrast changed: color tokens and the composites that hold colors
    /// (border, shadow, gradient), and assets (which may have dark variants), are converted and applied again.
    public static let appearance = RefreshTriggers(rawValue: 1 << 1)
    /// Every token kind.
    public static let all: RefreshTriggers = [.contentSize, .appearance]

    /// Whether a token of this value's kind is affected.
    func affects(_ value: TokenValue) -> Bool {
        if self == .all { return true }
        switch value {
        case .typography, .fontFamily, .fontWeight, .dimension:
            return contains(.contentSize)
        case .color, .border, .shadow, .gradient, .asset:
            return contains(.appearance)
        default:
            return false
        }
    }
}
