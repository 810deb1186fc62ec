/// How themes made from a seed color are generated: which tokens take which role of a Material dynamic scheme,
/// the spec version, and the contrast levels of standard and increased contrast.
///
/// ```swift
/// manager.seedThemeOptions = SeedThemeOptions(roleMap: try SchemeRoleMap(contentsOf: mapURL))
/// try manager.restore()                             // brings back the seed the user picked
/// try manager.setSeedColor(Color(parsing: "#6750a4"))
/// ```
public struct SeedThemeOptions: Sendable, Hashable {
    /// Which tokens each scheme role sets.
    public var roleMap: SchemeRoleMap
    /// The spec version of the schemes.
    public var specVersion: DynamicScheme.SpecVersion
    /// The contrast level while the system's Increase Contrast is off: `0`, Material's standard.
    public var standardContrastLevel: Double
    /// The contrast level while Increase Contrast is on: `1`, Material's high contrast.
    public var highContrastLevel: Double

    /// Options with a role map and Material's defaults.
    /// - Parameters:
    ///   - roleMap: Which tokens each role sets.
    ///   - specVersion: The spec version (2021 unless asked).
    ///   - standardContrastLevel: −1...1, `0` unless asked.
    ///   - highContrastLevel: −1...1, `1` unless asked.
    public init(
        roleMap: SchemeRoleMap, specVersion: DynamicScheme.SpecVersion = .spec2021, standardContrastLevel: Double = 0,
        highContrastLevel: Double = 1
    ) {
        self.roleMap = roleMap
        self.specVersion = specVersion
        self.standardContrastLevel = standardContrastLevel
        self.highContrastLevel = highContrastLevel
    }
}

/// A manager's seed color and what it generates (ThemeManager+SeedColor.swift).
///
/// The generated values sit under the runtime overrides in every snapshot: a theme's tokens that the role map
/// names take the role's color of the scheme for the theme's mode and the current contrast, and an override the
/// user set on the same token still wins.
struct SeedThemeState {
    var options: SeedThemeOptions?
    private(set) var seed: Color?
    private(set) var variant: SchemeVariant = .tonalSpot
    /// The system's Increase Contrast as last seen, for themes whose contrast no theme space dimension decides.
    var isHighContrast = false
    /// Counts changes of the seed, its options and the contrast, so scopes know to rebuild.
    private(set) var generation = 0
    /// The generated values by mode and contrast; a scheme takes about a millisecond, a switch should not.
    private var cache: [Key: [String: TokenValue]] = [:]

    private struct Key: Hashable {
        let isDark: Bool
        let isHighContrast: Bool
    }

    /// The token values of the scheme for a mode and contrast, by dotted path; empty without a seed.
    mutating func values(isDark: Bool, isHighContrast: Bool) -> [String: TokenValue] {
        guard let seed, let options else { return [:] }
        let key = Key(isDark: isDark, isHighContrast: isHighContrast)
        if let known = cache[key] { return known }
        let scheme = DynamicScheme(
            sourceColor: HCT(seed), variant: variant, isDark: isDark,
            contrastLevel: isHighContrast ? options.highContrastLevel : options.standardContrastLevel,
            specVersion: options.specVersion)
        var values: [String: TokenValue] = [:]
        for (path, color) in options.roleMap.colors(in: scheme) {
            values[path.dotted] = .color(color)
        }
        cache[key] = values
        return values
    }

    /// Generates from `seed` (made opaque) in `variant`, for a system contrast as `isHighContrast` says.
    mutating func use(_ seed: Color, variant: SchemeVariant, isHighContrast: Bool) {
        self.seed = seed.withAlpha(1)
        self.variant = variant
        self.isHighContrast = isHighContrast
        invalidate()
    }

    /// Stops generating: the themes are as designed.
    mutating func clear() {
        seed = nil
        invalidate()
    }

    /// A scope's record that it rebuilt with its top manager's seed (`top`): the values stay the top manager's.
    mutating func follow(_ top: SeedThemeState) { generation = top.generation }

    /// Forgets generated values (the seed, the options or the contrast changed).
    mutating func invalidate() {
        cache.removeAll()
        generation += 1
    }
}
