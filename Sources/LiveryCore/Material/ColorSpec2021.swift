// Part of Livery's port of Google's material-color-utilities (Apache-2.0); see LICENSE-material-color-utilities.

/// The rules of every role in Material's 2021 color spec.
enum ColorSpec2021 {
    static let colors: [SchemeRole: DynamicColor] = {
        var table: [SchemeRole: DynamicColor] = [:]
        for color in keyColors + surfaces + accents + fixed {
            table[color.role] = color
        }
        return table
    }()

    static func isFidelity(_ s: DynamicScheme) -> Bool { s.variant == .fidelity || s.variant == .content }
    static func isMonochrome(_ s: DynamicScheme) -> Bool { s.variant == .monochrome }

    static func highestSurface(_ s: DynamicScheme) -> SchemeRole { s.isDark ? .surfaceBright : .surfaceDim }

    /// The tone nearest `tone` (walking one way) where the hue reaches the chroma, or stops gaining it.
    static func findDesiredChromaByTone(_ hue: Double, _ chroma: Double, _ tone: Double, _ byDecreasingTone: Bool)
        -> Double
    {
        var answer = tone
        var closestToChroma = HCT(hue: hue, chroma: chroma, tone: tone)
        if closestToChroma.chroma < chroma {
            var chromaPeak = closestToChroma.chroma
            while closestToChroma.chroma < chroma {
                answer += byDecreasingTone ? -1.0 : 1.0
                let potentialSolution = HCT(hue: hue, chroma: chroma, tone: answer)
                if chromaPeak > potentialSolution.chroma { break }
                if abs(potentialSolution.chroma - chroma) < 0.4 { break }
                if abs(potentialSolution.chroma - chroma) < abs(closestToChroma.chroma - chroma) {
                    closestToChroma = potentialSolution
                }
                chromaPeak = max(chromaPeak, potentialSolution.chroma)
            }
        }
        return answer
    }

    private static let keyColors: [DynamicColor] = [
        DynamicColor(
            .primaryPaletteKeyColor, palette: { $0.primaryPalette }, tone: { $0.primaryPalette.keyColor.tone }),
        DynamicColor(
            .secondaryPaletteKeyColor, palette: { $0.secondaryPalette }, tone: { $0.secondaryPalette.keyColor.tone }),
        DynamicColor(
            .tertiaryPaletteKeyColor, palette: { $0.tertiaryPalette }, tone: { $0.tertiaryPalette.keyColor.tone }),
        DynamicColor(
            .neutralPaletteKeyColor, palette: { $0.neutralPalette }, tone: { $0.neutralPalette.keyColor.tone }),
        DynamicColor(
            .neutralVariantPaletteKeyColor, palette: { $0.neutralVariantPalette },
            tone: { $0.neutralVariantPalette.keyColor.tone }),
        DynamicColor(.errorPaletteKeyColor, palette: { $0.errorPalette }, tone: { $0.errorPalette.keyColor.tone }),
    ]

    private static let surfaces: [DynamicColor] = [
        DynamicColor(.background, palette: { $0.neutralPalette }, tone: { $0.isDark ? 6 : 98 }, isBackground: true),
        DynamicColor(
            .onBackground, palette: { $0.neutralPalette }, tone: { $0.isDark ? 90 : 10 },
            background: { _ in .background }, contrastCurve: { _ in ContrastCurve(3, 3, 4.5, 7) }),
        DynamicColor(.surface, palette: { $0.neutralPalette }, tone: { $0.isDark ? 6 : 98 }, isBackground: true),
        DynamicColor(
            .surfaceDim, palette: { $0.neutralPalette },
            tone: { $0.isDark ? 6 : ContrastCurve(87, 87, 80, 75).value(at: $0.contrastLevel) }, isBackground: true),
        DynamicColor(
            .surfaceBright, palette: { $0.neutralPalette },
            tone: { $0.isDark ? ContrastCurve(24, 24, 29, 34).value(at: $0.contrastLevel) : 98 }, isBackground: true),
        DynamicColor(
            .surfaceContainerLowest, palette: { $0.neutralPalette },
            tone: { $0.isDark ? ContrastCurve(4, 4, 2, 0).value(at: $0.contrastLevel) : 100 }, isBackground: true),
        DynamicColor(
            .surfaceContainerLow, palette: { $0.neutralPalette },
            tone: {
                $0.isDark
                    ? ContrastCurve(10, 10, 11, 12).value(at: $0.contrastLevel)
                    : ContrastCurve(96, 96, 96, 95).value(at: $0.contrastLevel)
            }, isBackground: true),
        DynamicColor(
            .surfaceContainer, palette: { $0.neutralPalette },
            tone: {
                $0.isDark
                    ? ContrastCurve(12, 12, 16, 20).value(at: $0.contrastLevel)
                    : ContrastCurve(94, 94, 92, 90).value(at: $0.contrastLevel)
            }, isBackground: true),
        DynamicColor(
            .surfaceContainerHigh, palette: { $0.neutralPalette },
            tone: {
                $0.isDark
                    ? ContrastCurve(17, 17, 21, 25).value(at: $0.contrastLevel)
                    : ContrastCurve(92, 92, 88, 85).value(at: $0.contrastLevel)
            }, isBackground: true),
        DynamicColor(
            .surfaceContainerHighest, palette: { $0.neutralPalette },
            tone: {
                $0.isDark
                    ? ContrastCurve(22, 22, 26, 30).value(at: $0.contrastLevel)
                    : ContrastCurve(90, 90, 84, 80).value(at: $0.contrastLevel)
            }, isBackground: true),
        DynamicColor(
            .onSurface, palette: { $0.neutralPalette }, tone: { $0.isDark ? 90 : 10 },
            background: { highestSurface($0) }, contrastCurve: { _ in ContrastCurve(4.5, 7, 11, 21) }),
        DynamicColor(
            .surfaceVariant, palette: { $0.neutralVariantPalette }, tone: { $0.isDark ? 30 : 90 }, isBackground: true),
        DynamicColor(
            .onSurfaceVariant, palette: { $0.neutralVariantPalette }, tone: { $0.isDark ? 80 : 30 },
            background: { highestSurface($0) }, contrastCurve: { _ in ContrastCurve(3, 4.5, 7, 11) }),
        DynamicColor(
            .inverseSurface, palette: { $0.neutralPalette }, tone: { $0.isDark ? 90 : 20 }, isBackground: true),
        DynamicColor(
            .inverseOnSurface, palette: { $0.neutralPalette }, tone: { $0.isDark ? 20 : 95 },
            background: { _ in .inverseSurface }, contrastCurve: { _ in ContrastCurve(4.5, 7, 11, 21) }),
        DynamicColor(
            .outline, palette: { $0.neutralVariantPalette }, tone: { $0.isDark ? 60 : 50 },
            background: { highestSurface($0) }, contrastCurve: { _ in ContrastCurve(1.5, 3, 4.5, 7) }),
        DynamicColor(
            .outlineVariant, palette: { $0.neutralVariantPalette }, tone: { $0.isDark ? 30 : 80 },
            background: { highestSurface($0) }, contrastCurve: { _ in ContrastCurve(1, 1, 3, 4.5) }),
        DynamicColor(.shadow, palette: { $0.neutralPalette }, tone: { _ in 0 }),
        DynamicColor(.scrim, palette: { $0.neutralPalette }, tone: { _ in 0 }),
        DynamicColor(
            .surfaceTint, palette: { $0.primaryPalette }, tone: { $0.isDark ? 80 : 40 }, isBackground: true),
    ]

    /// An accent role and its container: the pair keeps 10 tones apart, the container nearer the surface.
    private static func containerPair(_ container: SchemeRole, _ accent: SchemeRole)
        -> DynamicColor.Rule<
            ToneDeltaPair?
        >
    {
        { _ in ToneDeltaPair(container, accent, 10, .nearer, false) }
    }

    private static let accents: [DynamicColor] = [
        DynamicColor(
            .primary, palette: { $0.primaryPalette },
            tone: { isMonochrome($0) ? ($0.isDark ? 100 : 0) : ($0.isDark ? 80 : 40) }, isBackground: true,
            background: { highestSurface($0) }, contrastCurve: { _ in ContrastCurve(3, 4.5, 7, 7) },
            toneDeltaPair: containerPair(.primaryContainer, .primary)),
        DynamicColor(
            .onPrimary, palette: { $0.primaryPalette },
            tone: { isMonochrome($0) ? ($0.isDark ? 10 : 90) : ($0.isDark ? 20 : 100) },
            background: { _ in .primary }, contrastCurve: { _ in ContrastCurve(4.5, 7, 11, 21) }),
        DynamicColor(
            .primaryContainer, palette: { $0.primaryPalette },
            tone: { s in
                if isFidelity(s) { return s.sourceColor.tone }
                if isMonochrome(s) { return s.isDark ? 85 : 25 }
                return s.isDark ? 30 : 90
            }, isBackground: true, background: { highestSurface($0) },
            contrastCurve: { _ in ContrastCurve(1, 1, 3, 4.5) },
            toneDeltaPair: containerPair(.primaryContainer, .primary)),
        DynamicColor(
            .onPrimaryContainer, palette: { $0.primaryPalette },
            tone: { s in
                if isFidelity(s) {
                    return DynamicColor.foregroundTone(colors[.primaryContainer]!.tone(s), 4.5)
                }
                if isMonochrome(s) { return s.isDark ? 0 : 100 }
                return s.isDark ? 90 : 30
            }, background: { _ in .primaryContainer }, contrastCurve: { _ in ContrastCurve(3, 4.5, 7, 11) }),
        DynamicColor(
            .inversePrimary, palette: { $0.primaryPalette }, tone: { $0.isDark ? 40 : 80 },
            background: { _ in .inverseSurface }, contrastCurve: { _ in ContrastCurve(3, 4.5, 7, 7) }),
        DynamicColor(
            .secondary, palette: { $0.secondaryPalette }, tone: { $0.isDark ? 80 : 40 }, isBackground: true,
            background: { highestSurface($0) }, contrastCurve: { _ in ContrastCurve(3, 4.5, 7, 7) },
            toneDeltaPair: containerPair(.secondaryContainer, .secondary)),
        DynamicColor(
            .onSecondary, palette: { $0.secondaryPalette },
            tone: { isMonochrome($0) ? ($0.isDark ? 10 : 100) : ($0.isDark ? 20 : 100) },
            background: { _ in .secondary }, contrastCurve: { _ in ContrastCurve(4.5, 7, 11, 21) }),
        DynamicColor(
            .secondaryContainer, palette: { $0.secondaryPalette },
            tone: { s in
                let initialTone: Double = s.isDark ? 30 : 90
                if isMonochrome(s) { return s.isDark ? 30 : 85 }
                if !isFidelity(s) { return initialTone }
                return findDesiredChromaByTone(
                    s.secondaryPalette.hue, s.secondaryPalette.chroma, initialTone, !s.isDark)
            }, isBackground: true, background: { highestSurface($0) },
            contrastCurve: { _ in ContrastCurve(1, 1, 3, 4.5) },
            toneDeltaPair: containerPair(.secondaryContainer, .secondary)),
        DynamicColor(
            .onSecondaryContainer, palette: { $0.secondaryPalette },
            tone: { s in
                if isMonochrome(s) { return s.isDark ? 90 : 10 }
                if !isFidelity(s) { return s.isDark ? 90 : 30 }
                return DynamicColor.foregroundTone(colors[.secondaryContainer]!.tone(s), 4.5)
            }, background: { _ in .secondaryContainer }, contrastCurve: { _ in ContrastCurve(3, 4.5, 7, 11) }),
        DynamicColor(
            .tertiary, palette: { $0.tertiaryPalette },
            tone: { isMonochrome($0) ? ($0.isDark ? 90 : 25) : ($0.isDark ? 80 : 40) }, isBackground: true,
            background: { highestSurface($0) }, contrastCurve: { _ in ContrastCurve(3, 4.5, 7, 7) },
            toneDeltaPair: containerPair(.tertiaryContainer, .tertiary)),
        DynamicColor(
            .onTertiary, palette: { $0.tertiaryPalette },
            tone: { isMonochrome($0) ? ($0.isDark ? 10 : 90) : ($0.isDark ? 20 : 100) },
            background: { _ in .tertiary }, contrastCurve: { _ in ContrastCurve(4.5, 7, 11, 21) }),
        DynamicColor(
            .tertiaryContainer, palette: { $0.tertiaryPalette },
            tone: { s in
                if isMonochrome(s) { return s.isDark ? 60 : 49 }
                if !isFidelity(s) { return s.isDark ? 30 : 90 }
                return DislikeAnalyzer.fixIfDisliked(s.tertiaryPalette.hct(atTone: s.sourceColor.tone)).tone
            }, isBackground: true, background: { highestSurface($0) },
            contrastCurve: { _ in ContrastCurve(1, 1, 3, 4.5) },
            toneDeltaPair: containerPair(.tertiaryContainer, .tertiary)),
        DynamicColor(
            .onTertiaryContainer, palette: { $0.tertiaryPalette },
            tone: { s in
                if isMonochrome(s) { return s.isDark ? 0 : 100 }
                if !isFidelity(s) { return s.isDark ? 90 : 30 }
                return DynamicColor.foregroundTone(colors[.tertiaryContainer]!.tone(s), 4.5)
            }, background: { _ in .tertiaryContainer }, contrastCurve: { _ in ContrastCurve(3, 4.5, 7, 11) }),
        DynamicColor(
            .error, palette: { $0.errorPalette }, tone: { $0.isDark ? 80 : 40 }, isBackground: true,
            background: { highestSurface($0) }, contrastCurve: { _ in ContrastCurve(3, 4.5, 7, 7) },
            toneDeltaPair: containerPair(.errorContainer, .error)),
        DynamicColor(
            .onError, palette: { $0.errorPalette }, tone: { $0.isDark ? 20 : 100 }, background: { _ in .error },
            contrastCurve: { _ in ContrastCurve(4.5, 7, 11, 21) }),
        DynamicColor(
            .errorContainer, palette: { $0.errorPalette }, tone: { $0.isDark ? 30 : 90 }, isBackground: true,
            background: { highestSurface($0) }, contrastCurve: { _ in ContrastCurve(1, 1, 3, 4.5) },
            toneDeltaPair: containerPair(.errorContainer, .error)),
        DynamicColor(
            .onErrorContainer, palette: { $0.errorPalette },
            tone: { isMonochrome($0) ? ($0.isDark ? 90 : 10) : ($0.isDark ? 90 : 30) },
            background: { _ in .errorContainer }, contrastCurve: { _ in ContrastCurve(3, 4.5, 7, 11) }),
    ]

    /// The fixed roles: the same in light and dark, a pair of backgrounds and two foregrounds per accent.
    private static let fixed: [DynamicColor] = {
        let accents: [(Rule<TonalPalette>, SchemeRole, SchemeRole, SchemeRole, SchemeRole, [Double])] = [
            // palette, fixed, fixed dim, on fixed, on fixed variant; monochrome tones of the four
            (
                { $0.primaryPalette }, .primaryFixed, .primaryFixedDim, .onPrimaryFixed, .onPrimaryFixedVariant,
                [40, 30, 100, 90]
            ),
            (
                { $0.secondaryPalette }, .secondaryFixed, .secondaryFixedDim, .onSecondaryFixed,
                .onSecondaryFixedVariant,
                [80, 70, 10, 25]
            ),
            (
                { $0.tertiaryPalette }, .tertiaryFixed, .tertiaryFixedDim, .onTertiaryFixed, .onTertiaryFixedVariant,
                [40, 30, 100, 90]
            ),
        ]
        return accents.flatMap { palette, fixed, fixedDim, onFixed, onFixedVariant, mono in
            let pair: DynamicColor.Rule<ToneDeltaPair?> = { _ in ToneDeltaPair(fixed, fixedDim, 10, .lighter, true) }
            return [
                DynamicColor(
                    fixed, palette: palette, tone: { isMonochrome($0) ? mono[0] : 90.0 }, isBackground: true,
                    background: { highestSurface($0) }, contrastCurve: { _ in ContrastCurve(1, 1, 3, 4.5) },
                    toneDeltaPair: pair),
                DynamicColor(
                    fixedDim, palette: palette, tone: { isMonochrome($0) ? mono[1] : 80.0 }, isBackground: true,
                    background: { highestSurface($0) }, contrastCurve: { _ in ContrastCurve(1, 1, 3, 4.5) },
                    toneDeltaPair: pair),
                DynamicColor(
                    onFixed, palette: palette, tone: { isMonochrome($0) ? mono[2] : 10.0 },
                    background: { _ in fixedDim }, secondBackground: { _ in fixed },
                    contrastCurve: { _ in ContrastCurve(4.5, 7, 11, 21) }),
                DynamicColor(
                    onFixedVariant, palette: palette, tone: { isMonochrome($0) ? mono[3] : 30.0 },
                    background: { _ in fixedDim }, secondBackground: { _ in fixed },
                    contrastCurve: { _ in ContrastCurve(3, 4.5, 7, 11) }),
            ]
        }
    }()

    typealias Rule<Value> = DynamicColor.Rule<Value>
}
