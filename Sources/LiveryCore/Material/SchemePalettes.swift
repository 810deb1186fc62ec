// Part of Livery's port of Google's material-color-utilities (Apache-2.0); see LICENSE-material-color-utilities.

/// The six palettes of a scheme, as each variant and spec version derives them from the seed.
struct SchemePalettes {
    let primary: TonalPalette
    let secondary: TonalPalette
    let tertiary: TonalPalette
    let neutral: TonalPalette
    let neutralVariant: TonalPalette
    let error: TonalPalette

    init(
        variant: SchemeVariant, source: HCT, isDark: Bool, platform: DynamicScheme.Platform,
        spec: DynamicScheme.SpecVersion
    ) {
        if spec == .spec2025 {
            let palettes = Spec2025(variant: variant, source: source, isDark: isDark, platform: platform)
            primary = palettes.primary
            secondary = palettes.secondary
            tertiary = palettes.tertiary
            neutral = palettes.neutral
            neutralVariant = palettes.neutralVariant
            error = palettes.error
        } else {
            primary = Self.primary2021(variant, source)
            secondary = Self.secondary2021(variant, source)
            tertiary = Self.tertiary2021(variant, source)
            neutral = Self.neutral2021(variant, source)
            neutralVariant = Self.neutralVariant2021(variant, source)
            error = TonalPalette(hue: 25.0, chroma: 84.0)
        }
    }

    /// The hue of the band the seed's hue falls in (`breakpoints[i]..<breakpoints[i + 1]` → `hues[i]`), or the
    /// seed's own hue outside them.
    static func piecewiseHue(_ source: HCT, _ breakpoints: [Double], _ hues: [Double]) -> Double {
        let size = min(breakpoints.count - 1, hues.count)
        for i in 0..<max(size, 0) where source.hue >= breakpoints[i] && source.hue < breakpoints[i + 1] {
            return MaterialMath.sanitizeDegrees(hues[i])
        }
        return source.hue
    }

    /// The seed's hue turned by the rotation of its band.
    static func rotatedHue(_ source: HCT, _ breakpoints: [Double], _ rotations: [Double]) -> Double {
        var rotation = piecewiseHue(source, breakpoints, rotations)
        if min(breakpoints.count - 1, rotations.count) <= 0 {
            rotation = 0
        }
        return MaterialMath.sanitizeDegrees(source.hue + rotation)
    }

    // MARK: - 2021

    private static func primary2021(_ variant: SchemeVariant, _ s: HCT) -> TonalPalette {
        switch variant {
        case .content, .fidelity: TonalPalette(hue: s.hue, chroma: s.chroma)
        case .fruitSalad: TonalPalette(hue: MaterialMath.sanitizeDegrees(s.hue - 50.0), chroma: 48.0)
        case .monochrome: TonalPalette(hue: s.hue, chroma: 0.0)
        case .neutral: TonalPalette(hue: s.hue, chroma: 12.0)
        case .rainbow: TonalPalette(hue: s.hue, chroma: 48.0)
        case .tonalSpot: TonalPalette(hue: s.hue, chroma: 36.0)
        case .expressive: TonalPalette(hue: MaterialMath.sanitizeDegrees(s.hue + 240), chroma: 40)
        case .vibrant: TonalPalette(hue: s.hue, chroma: 200.0)
        }
    }

    private static func secondary2021(_ variant: SchemeVariant, _ s: HCT) -> TonalPalette {
        switch variant {
        case .content, .fidelity: TonalPalette(hue: s.hue, chroma: max(s.chroma - 32.0, s.chroma * 0.5))
        case .fruitSalad: TonalPalette(hue: MaterialMath.sanitizeDegrees(s.hue - 50.0), chroma: 36.0)
        case .monochrome: TonalPalette(hue: s.hue, chroma: 0.0)
        case .neutral: TonalPalette(hue: s.hue, chroma: 8.0)
        case .rainbow, .tonalSpot: TonalPalette(hue: s.hue, chroma: 16.0)
        case .expressive:
            TonalPalette(
                hue: rotatedHue(s, [0, 21, 51, 121, 151, 191, 271, 321, 360], [45, 95, 45, 20, 45, 90, 45, 45, 45]),
                chroma: 24.0)
        case .vibrant:
            TonalPalette(
                hue: rotatedHue(s, [0, 41, 61, 101, 131, 181, 251, 301, 360], [18, 15, 10, 12, 15, 18, 15, 12, 12]),
                chroma: 24.0)
        }
    }

    private static func tertiary2021(_ variant: SchemeVariant, _ s: HCT) -> TonalPalette {
        switch variant {
        case .content:
            TonalPalette(DislikeAnalyzer.fixIfDisliked(TemperatureCache(s).analogous(count: 3, divisions: 6)[2]))
        case .fidelity: TonalPalette(DislikeAnalyzer.fixIfDisliked(TemperatureCache(s).complement))
        case .fruitSalad: TonalPalette(hue: s.hue, chroma: 36.0)
        case .monochrome: TonalPalette(hue: s.hue, chroma: 0.0)
        case .neutral: TonalPalette(hue: s.hue, chroma: 16.0)
        case .rainbow, .tonalSpot: TonalPalette(hue: MaterialMath.sanitizeDegrees(s.hue + 60.0), chroma: 24.0)
        case .expressive:
            TonalPalette(
                hue: rotatedHue(
                    s, [0, 21, 51, 121, 151, 191, 271, 321, 360], [120, 120, 20, 45, 20, 15, 20, 120, 120]),
                chroma: 32.0)
        case .vibrant:
            TonalPalette(
                hue: rotatedHue(s, [0, 41, 61, 101, 131, 181, 251, 301, 360], [35, 30, 20, 25, 30, 35, 30, 25, 25]),
                chroma: 32.0)
        }
    }

    private static func neutral2021(_ variant: SchemeVariant, _ s: HCT) -> TonalPalette {
        switch variant {
        case .content, .fidelity: TonalPalette(hue: s.hue, chroma: s.chroma / 8.0)
        case .fruitSalad: TonalPalette(hue: s.hue, chroma: 10.0)
        case .monochrome, .rainbow: TonalPalette(hue: s.hue, chroma: 0.0)
        case .neutral: TonalPalette(hue: s.hue, chroma: 2.0)
        case .tonalSpot: TonalPalette(hue: s.hue, chroma: 6.0)
        case .expressive: TonalPalette(hue: MaterialMath.sanitizeDegrees(s.hue + 15), chroma: 8)
        case .vibrant: TonalPalette(hue: s.hue, chroma: 10)
        }
    }

    private static func neutralVariant2021(_ variant: SchemeVariant, _ s: HCT) -> TonalPalette {
        switch variant {
        case .content, .fidelity: TonalPalette(hue: s.hue, chroma: (s.chroma / 8.0) + 4.0)
        case .fruitSalad: TonalPalette(hue: s.hue, chroma: 16.0)
        case .monochrome, .rainbow: TonalPalette(hue: s.hue, chroma: 0.0)
        case .neutral: TonalPalette(hue: s.hue, chroma: 2.0)
        case .tonalSpot: TonalPalette(hue: s.hue, chroma: 8.0)
        case .expressive: TonalPalette(hue: MaterialMath.sanitizeDegrees(s.hue + 15), chroma: 12)
        case .vibrant: TonalPalette(hue: s.hue, chroma: 12)
        }
    }

    // MARK: - 2025

    /// The 2025 palettes, defined for the neutral, tonal spot, expressive and vibrant variants only.
    private struct Spec2025 {
        let primary: TonalPalette
        let secondary: TonalPalette
        let tertiary: TonalPalette
        let neutral: TonalPalette
        let neutralVariant: TonalPalette
        let error: TonalPalette

        init(variant: SchemeVariant, source s: HCT, isDark: Bool, platform: DynamicScheme.Platform) {
            let phone = platform == .phone
            let errorHue = piecewiseHue(
                s, [0, 3, 13, 23, 33, 43, 153, 273, 360], [12, 22, 32, 12, 22, 32, 22, 12])
            switch variant {
            case .neutral:
                primary = TonalPalette(
                    hue: s.hue, chroma: phone ? (HCT.isBlue(s.hue) ? 12 : 8) : (HCT.isBlue(s.hue) ? 16 : 12))
                secondary = TonalPalette(
                    hue: s.hue, chroma: phone ? (HCT.isBlue(s.hue) ? 6 : 4) : (HCT.isBlue(s.hue) ? 10 : 6))
                tertiary = TonalPalette(
                    hue: rotatedHue(s, [0, 38, 105, 161, 204, 278, 333, 360], [-32, 26, 10, -39, 24, -15, -32]),
                    chroma: phone ? 20 : 36)
                neutral = TonalPalette(hue: s.hue, chroma: phone ? 1.4 : 6)
                neutralVariant = TonalPalette(hue: s.hue, chroma: (phone ? 1.4 : 6) * 2.2)
                error = TonalPalette(hue: errorHue, chroma: phone ? 50 : 40)
            case .tonalSpot:
                primary = TonalPalette(hue: s.hue, chroma: phone && isDark ? 26 : 32)
                secondary = TonalPalette(hue: s.hue, chroma: 16)
                tertiary = TonalPalette(
                    hue: rotatedHue(s, [0, 20, 71, 161, 333, 360], [-40, 48, -32, 40, -32]), chroma: phone ? 28 : 32)
                neutral = TonalPalette(hue: s.hue, chroma: phone ? 5 : 10)
                neutralVariant = TonalPalette(hue: s.hue, chroma: (phone ? 5 : 10) * 1.7)
                error = TonalPalette(hue: errorHue, chroma: phone ? 60 : 48)
            case .expressive:
                primary = TonalPalette(hue: s.hue, chroma: phone ? (isDark ? 36 : 48) : 40)
                secondary = TonalPalette(
                    hue: rotatedHue(
                        s, [0, 105, 140, 204, 253, 278, 300, 333, 360], [-160, 155, -100, 96, -96, -156, -165, -160]),
                    chroma: phone ? (isDark ? 16 : 24) : 24)
                tertiary = TonalPalette(
                    hue: rotatedHue(
                        s, [0, 105, 140, 204, 253, 278, 300, 333, 360], [-165, 160, -105, 101, -101, -160, -170, -165]),
                    chroma: 48)
                let neutralHue = rotatedHue(s, [0, 71, 124, 253, 278, 300, 360], [10, 0, 10, 0, 10, 0])
                let neutralChroma: Double = phone ? (isDark ? (HCT.isYellow(neutralHue) ? 6 : 14) : 18) : 12
                neutral = TonalPalette(hue: neutralHue, chroma: neutralChroma)
                neutralVariant = TonalPalette(
                    hue: neutralHue, chroma: neutralChroma * (neutralHue >= 105 && neutralHue < 125 ? 1.6 : 2.3))
                error = TonalPalette(hue: errorHue, chroma: phone ? 64 : 48)
            default:  // vibrant; SchemeVariant.hasSpec2025 keeps the other variants out
                primary = TonalPalette(hue: s.hue, chroma: phone ? 74 : 56)
                secondary = TonalPalette(
                    hue: rotatedHue(s, [0, 38, 105, 140, 333, 360], [-14, 10, -14, 10, -14]), chroma: phone ? 56 : 36)
                tertiary = TonalPalette(
                    hue: rotatedHue(
                        s, [0, 38, 71, 105, 140, 161, 253, 333, 360], [-72, 35, 24, -24, 62, 50, 62, -72]),
                    chroma: 56)
                let neutralHue = rotatedHue(s, [0, 38, 105, 140, 333, 360], [-14, 10, -14, 10, -14])
                let neutralChroma: Double = phone ? 28 : (HCT.isBlue(neutralHue) ? 28 : 20)
                neutral = TonalPalette(hue: neutralHue, chroma: neutralChroma)
                neutralVariant = TonalPalette(hue: neutralHue, chroma: neutralChroma * 1.29)
                error = TonalPalette(hue: errorHue, chroma: phone ? 80 : 60)
            }
        }
    }
}
