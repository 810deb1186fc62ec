// Part of Livery's port of Google's material-color-utilities (Apache-2.0); see LICENSE-material-color-utilities.

/// The rules of Material's 2025 color spec (Material 3 Expressive): the 2021 rules, with most roles replaced and
/// the four `…Dim` roles added.
enum ColorSpec2025 {
    typealias Rule<Value> = DynamicColor.Rule<Value>

    static let colors: [SchemeRole: DynamicColor] = {
        var table = ColorSpec2021.colors
        for color in surfaces + primaries + secondaries + tertiaries + errors {
            table[color.role] = color
        }
        // Roles the 2025 spec defines as copies of others, renamed.
        table[.surfaceVariant] = table[.surfaceContainerHighest]!.renamed(.surfaceVariant)
        table[.surfaceTint] = table[.primary]!.renamed(.surfaceTint)
        table[.background] = table[.surface]!.renamed(.background)
        let onSurface = table[.onSurface]!
        table[.onBackground] = onSurface.renamed(
            .onBackground, tone: { $0.platform == .watch ? 100.0 : $0.tone(of: .onSurface) })
        return table
    }()

    // MARK: - Helpers

    /// The tone in `lowerBound...upperBound` where the palette reaches the most chroma (searching down from 100).
    static func tMaxC(
        _ s: DynamicScheme, _ palette: TonalPalette, _ lowerBound: Double = 0, _ upperBound: Double = 100,
        _ chromaMultiplier: Double = 1
    ) -> Double {
        MaterialMath.clamp(
            lowerBound, upperBound, s.bestTone(hue: palette.hue, chroma: palette.chroma * chromaMultiplier, from: 100))
    }

    /// The same, searching up from 0.
    static func tMinC(_ s: DynamicScheme, _ palette: TonalPalette, _ lowerBound: Double = 0, _ upperBound: Double = 100)
        -> Double
    {
        MaterialMath.clamp(lowerBound, upperBound, s.bestTone(hue: palette.hue, chroma: palette.chroma, from: 0))
    }

    static func findBestToneForChroma(_ hue: Double, _ chroma: Double, _ tone: Double, _ byDecreasingTone: Bool)
        -> Double
    {
        var tone = tone
        var answer = tone
        var bestCandidate = HCT(hue: hue, chroma: chroma, tone: answer)
        while bestCandidate.chroma < chroma {
            if tone < 0 || tone > 100 { break }
            tone += byDecreasingTone ? -1.0 : 1.0
            let newCandidate = HCT(hue: hue, chroma: chroma, tone: tone)
            if bestCandidate.chroma < newCandidate.chroma {
                bestCandidate = newCandidate
                answer = tone
            }
        }
        return answer
    }

    static func curve(_ defaultContrast: Double) -> ContrastCurve {
        switch defaultContrast {
        case 1.5: ContrastCurve(1.5, 1.5, 3, 5.5)
        case 3: ContrastCurve(3, 3, 4.5, 7)
        case 4.5: ContrastCurve(4.5, 4.5, 7, 11)
        case 6: ContrastCurve(6, 6, 7, 11)
        case 7: ContrastCurve(7, 7, 11, 21)
        case 9: ContrastCurve(9, 9, 11, 21)
        case 11: ContrastCurve(11, 11, 21, 21)
        case 21: ContrastCurve(21, 21, 21, 21)
        default: ContrastCurve(defaultContrast, defaultContrast, 7, 21)
        }
    }

    static func highestSurface(_ s: DynamicScheme) -> SchemeRole { ColorSpec2021.highestSurface(s) }

    static func isPhone(_ s: DynamicScheme) -> Bool { s.platform == .phone }

    /// Phones: the highest surface; watches: surface container high.
    static func accentBackground(_ s: DynamicScheme) -> SchemeRole? {
        isPhone(s) ? highestSurface(s) : .surfaceContainerHigh
    }

    /// The neutral palette's chroma boost of text and outlines on phones.
    static func neutralTextChroma(_ s: DynamicScheme) -> Double {
        guard isPhone(s) else { return 1 }
        switch s.variant {
        case .neutral: return 2.2
        case .tonalSpot: return 1.7
        case .expressive: return HCT.isYellow(s.neutralPalette.hue) ? (s.isDark ? 3.0 : 2.3) : 1.6
        default: return 1
        }
    }

    /// A surface tone: the dark tone, else a light tone that depends on yellow neutrals and the vibrant variant.
    static func surfaceTone(_ s: DynamicScheme, dark: Double, yellow: Double, vibrant: Double, other: Double)
        -> Double
    {
        if s.isDark { return dark }
        if HCT.isYellow(s.neutralPalette.hue) { return yellow }
        return s.variant == .vibrant ? vibrant : other
    }

    /// A surface's chroma multiplier per variant (neutral, tonal spot, expressive, expressive over yellow,
    /// vibrant).
    static func surfaceChroma(
        _ s: DynamicScheme, _ neutral: Double, _ tonalSpot: Double, _ expressive: Double, _ yellow: Double,
        _ vibrant: Double
    ) -> Double {
        switch s.variant {
        case .neutral: neutral
        case .tonalSpot: tonalSpot
        case .expressive: HCT.isYellow(s.neutralPalette.hue) ? yellow : expressive
        case .vibrant: vibrant
        default: 1
        }
    }
}
