/// The system's light or dark appearance, with the high-contrast variants the accessibility setting adds.
///
/// Adapters read it from the platform (`UITraitCollection`'s `userInterfaceStyle` and
/// `accessibilityContrast`, `NSAppearance`); ``ThemeManager/appearanceThemes`` maps it to a theme.
public enum SystemAppearance: String, Sendable, Hashable, Codable, CaseIterable {
    /// Light.
    case light
    /// Dark.
    case dark
    /// Light with Increase Contrast on.
    case lightHighContrast
    /// Dark with Increase Contrast on.
    case darkHighContrast

    /// Creates an appearance from its two platform settings.
    public init(isDark: Bool, isHighContrast: Bool) {
        switch (isDark, isHighContrast) {
        case (false, false): self = .light
        case (true, false): self = .dark
        case (false, true): self = .lightHighContrast
        case (true, true): self = .darkHighContrast
        }
    }

    /// Whether this is a dark appearance.
    public var isDark: Bool { self == .dark || self == .darkHighContrast }

    /// Whether Increase Contrast is on.
    public var isHighContrast: Bool { self == .lightHighContrast || self == .darkHighContrast }

    /// The same appearance without high contrast: what a mapping falls back to when it has no theme for a
    /// high-contrast variant.
    public var standardContrast: SystemAppearance { isDark ? .dark : .light }
}
