// Part of Livery's port of Google's material-color-utilities (Apache-2.0); see LICENSE-material-color-utilities.

/// A Material dynamic color scheme: every color role of a theme, made from one seed color.
///
/// The same seed, variant, mode, contrast level and spec version give the same colors as Google's
/// material-color-utilities (and so as Android's Material You), ARGB for ARGB.
///
/// ```swift
/// let scheme = DynamicScheme(
///     sourceColor: HCT(argb: 0xFF67_50A4), variant: .tonalSpot, isDark: false, contrastLevel: 0)
/// let primary = scheme.color(.primary)        // HCT
/// let all = scheme.colors                      // [SchemeRole: HCT]
/// ```
public struct DynamicScheme: Sendable {
    /// The version of Material's color spec a scheme follows.
    public enum SpecVersion: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
        /// Material 3 as released in 2021.
        case spec2021 = "2021"
        /// Material 3 Expressive (2025): new tone and chroma rules, the `…Dim` roles. Only the neutral,
        /// tonal spot, vibrant and expressive variants have it; the others use 2021.
        case spec2025 = "2025"

        /// Earlier specs sort first.
        public static func < (lhs: SpecVersion, rhs: SpecVersion) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The kind of device a scheme is for; the 2025 spec differs for watches.
    public enum Platform: String, Sendable, Hashable, CaseIterable, Codable {
        /// Phones, tablets and desktops.
        case phone
        /// Watches (dark surfaces, no light mode).
        case watch
    }

    /// The seed color.
    public let sourceColor: HCT
    /// The scheme's style.
    public let variant: SchemeVariant
    /// Whether this is the dark scheme.
    public internal(set) var isDark: Bool
    /// From −1 (reduced) through 0 (standard), 0.5 (medium) to 1 (high contrast).
    public internal(set) var contrastLevel: Double
    /// The device kind.
    public let platform: Platform
    /// The spec version in effect: the one asked for, or 2021 for variants the 2025 spec does not have.
    public let specVersion: SpecVersion
    /// The palette of primary roles.
    public let primaryPalette: TonalPalette
    /// The palette of secondary roles.
    public let secondaryPalette: TonalPalette
    /// The palette of tertiary roles.
    public let tertiaryPalette: TonalPalette
    /// The palette of surfaces and text.
    public let neutralPalette: TonalPalette
    /// The palette of variant surfaces and outlines.
    public let neutralVariantPalette: TonalPalette
    /// The palette of error roles.
    public let errorPalette: TonalPalette

    /// Tones already worked out. Roles ask for one another's tones many times over (a container for its
    /// accent, a fixed role for its container in light mode…), and a tone is a pure function of the scheme and
    /// the role, so each is computed once per scheme. Not part of the scheme's value.
    var tones = LockedValue<[SchemeRole: Double]>([:])

    /// `ColorSpec2025.findBestToneForChroma` answers by hue, chroma and starting tone (0 or 100): up to a hundred
    /// HCT solves each, asked for by several roles of a palette. They depend on the palettes only, so schemes
    /// made from this one with another contrast level share them.
    let bestTones = LockedValue<[BestToneQuery: Double]>([:])

    struct BestToneQuery: Hashable {
        let hue: Double
        let chroma: Double
        let from: Double
    }

    /// `ColorSpec2025.findBestToneForChroma(hue, chroma, from, from == 100)`, memoized.
    func bestTone(hue: Double, chroma: Double, from tone: Double) -> Double {
        let query = BestToneQuery(hue: hue, chroma: chroma, from: tone)
        if let known = bestTones.withLock({ $0[query] }) {
            return known
        }
        let answer = ColorSpec2025.findBestToneForChroma(hue, chroma, tone, tone == 100)
        bestTones.withLock { $0[query] = answer }
        return answer
    }

    /// Makes a scheme from a seed color.
    /// - Parameters:
    ///   - sourceColor: The seed.
    ///   - variant: The style.
    ///   - isDark: Dark or light.
    ///   - contrastLevel: −1...1; 0 is standard, 1 high contrast (what Increase Contrast asks for). NaN counts as 0.
    ///   - specVersion: The spec version; 2021 (the reference's default) unless asked.
    ///   - platform: Phone (the default) or watch.
    public init(
        sourceColor: HCT, variant: SchemeVariant, isDark: Bool, contrastLevel: Double = 0,
        specVersion: SpecVersion = .spec2021, platform: Platform = .phone
    ) {
        let contrast = contrastLevel.isNaN ? 0 : contrastLevel
        let spec = variant.hasSpec2025 ? specVersion : .spec2021
        self.sourceColor = sourceColor
        self.variant = variant
        self.isDark = isDark
        self.contrastLevel = contrast
        self.platform = platform
        self.specVersion = spec
        let palettes = SchemePalettes(
            variant: variant, source: sourceColor, isDark: isDark, platform: platform, spec: spec)
        self.primaryPalette = palettes.primary
        self.secondaryPalette = palettes.secondary
        self.tertiaryPalette = palettes.tertiary
        self.neutralPalette = palettes.neutral
        self.neutralVariantPalette = palettes.neutralVariant
        self.errorPalette = palettes.error
    }

    /// The roles this scheme has, in the reference's order: every role, less the `…Dim` ones before 2025.
    public var roles: [SchemeRole] {
        specVersion == .spec2021
            ? SchemeRole.allCases.filter { !SchemeRole.dimRoles.contains($0) } : SchemeRole.allCases
    }

    /// A role's color.
    /// - Parameter role: The role.
    /// - Returns: Its color, or nil for a `…Dim` role in a 2021 scheme.
    public func color(_ role: SchemeRole) -> HCT? {
        hct(of: role)
    }

    /// Every role's color.
    public var colors: [SchemeRole: HCT] {
        var result: [SchemeRole: HCT] = [:]
        for role in roles {
            result[role] = hct(of: role)
        }
        return result
    }

    /// The rules of a role in this scheme's spec version.
    func definition(of role: SchemeRole) -> DynamicColor? {
        specVersion == .spec2021 ? ColorSpec2021.colors[role] : ColorSpec2025.colors[role]
    }

    /// This scheme read as light at standard contrast, palettes unchanged: how the 2025 spec places the fixed
    /// roles (they look the same in light and dark).
    func asLightStandard() -> DynamicScheme {
        var copy = self
        copy.isDark = false
        copy.contrastLevel = 0
        copy.tones = LockedValue([:])
        return copy
    }

    /// This scheme at another contrast level: the same seed, variant, mode, palettes and spec.
    ///
    /// Cheaper than making the scheme anew: the palettes and the searches over them are shared. What an app
    /// does when Increase Contrast changes.
    /// - Parameter contrastLevel: −1...1; NaN counts as 0.
    /// - Returns: The scheme.
    public func withContrastLevel(_ contrastLevel: Double) -> DynamicScheme {
        var copy = self
        copy.contrastLevel = contrastLevel.isNaN ? 0 : contrastLevel
        copy.tones = LockedValue([:])
        return copy
    }
}
