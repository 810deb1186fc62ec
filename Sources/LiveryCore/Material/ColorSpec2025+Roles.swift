// Part of Livery's port of Google's material-color-utilities (Apache-2.0); see LICENSE-material-color-utilities.

extension ColorSpec2025 {
    // MARK: - Surfaces

    static let surfaces: [DynamicColor] = [
        DynamicColor(
            .surface, palette: { $0.neutralPalette },
            tone: { isPhone($0) ? surfaceTone($0, dark: 4, yellow: 99, vibrant: 97, other: 98) : 0 },
            isBackground: true),
        DynamicColor(
            .surfaceDim, palette: { $0.neutralPalette },
            tone: { surfaceTone($0, dark: 4, yellow: 90, vibrant: 85, other: 87) }, isBackground: true,
            chromaMultiplier: { $0.isDark ? 1 : surfaceChroma($0, 2.5, 1.7, 1.75, 2.7, 1.36) }),
        DynamicColor(
            .surfaceBright, palette: { $0.neutralPalette },
            tone: { surfaceTone($0, dark: 18, yellow: 99, vibrant: 97, other: 98) }, isBackground: true,
            chromaMultiplier: { $0.isDark ? surfaceChroma($0, 2.5, 1.7, 1.75, 2.7, 1.36) : 1 }),
        DynamicColor(
            .surfaceContainerLowest, palette: { $0.neutralPalette }, tone: { $0.isDark ? 0 : 100 },
            isBackground: true),
        DynamicColor(
            .surfaceContainerLow, palette: { $0.neutralPalette },
            tone: { isPhone($0) ? surfaceTone($0, dark: 6, yellow: 98, vibrant: 95, other: 96) : 15 },
            isBackground: true,
            chromaMultiplier: { isPhone($0) ? surfaceChroma($0, 1.3, 1.25, 1.15, 1.3, 1.08) : 1 }),
        DynamicColor(
            .surfaceContainer, palette: { $0.neutralPalette },
            tone: { isPhone($0) ? surfaceTone($0, dark: 9, yellow: 96, vibrant: 92, other: 94) : 20 },
            isBackground: true,
            chromaMultiplier: { isPhone($0) ? surfaceChroma($0, 1.6, 1.4, 1.3, 1.6, 1.15) : 1 }),
        DynamicColor(
            .surfaceContainerHigh, palette: { $0.neutralPalette },
            tone: { isPhone($0) ? surfaceTone($0, dark: 12, yellow: 94, vibrant: 90, other: 92) : 25 },
            isBackground: true,
            chromaMultiplier: { isPhone($0) ? surfaceChroma($0, 1.9, 1.5, 1.45, 1.95, 1.22) : 1 }),
        DynamicColor(
            .surfaceContainerHighest, palette: { $0.neutralPalette },
            tone: { surfaceTone($0, dark: 15, yellow: 92, vibrant: 88, other: 90) }, isBackground: true,
            chromaMultiplier: { surfaceChroma($0, 2.2, 1.7, 1.6, 2.3, 1.29) }),
        DynamicColor(
            .onSurface, palette: { $0.neutralPalette },
            tone: { s in
                if s.variant == .vibrant { return tMaxC(s, s.neutralPalette, 0, 100, 1.1) }
                guard let background = accentBackground(s) else { return 50 }
                return s.tone(of: background)
            }, chromaMultiplier: neutralTextChroma, background: accentBackground,
            contrastCurve: { $0.isDark && isPhone($0) ? curve(11) : curve(9) }),
        DynamicColor(
            .onSurfaceVariant, palette: { $0.neutralPalette }, chromaMultiplier: neutralTextChroma,
            background: accentBackground,
            contrastCurve: { isPhone($0) ? ($0.isDark ? curve(6) : curve(4.5)) : curve(7) }),
        DynamicColor(
            .outline, palette: { $0.neutralPalette }, chromaMultiplier: neutralTextChroma,
            background: accentBackground, contrastCurve: { isPhone($0) ? curve(3) : curve(4.5) }),
        DynamicColor(
            .outlineVariant, palette: { $0.neutralPalette }, chromaMultiplier: neutralTextChroma,
            background: accentBackground, contrastCurve: { isPhone($0) ? curve(1.5) : curve(3) }),
        DynamicColor(
            .inverseSurface, palette: { $0.neutralPalette }, tone: { $0.isDark ? 98 : 4 }, isBackground: true),
        DynamicColor(
            .inverseOnSurface, palette: { $0.neutralPalette }, background: { _ in .inverseSurface },
            contrastCurve: { _ in curve(7) }),
    ]

    // MARK: - Accent families

    /// The roles every accent has in the same shape: its dim, its "on" roles, its fixed roles.
    private struct Family {
        let palette: Rule<TonalPalette>
        let accent: SchemeRole
        let dim: SchemeRole
        let onAccent: SchemeRole
        let container: SchemeRole
        let onContainer: SchemeRole
        let fixed: SchemeRole?
        let fixedDim: SchemeRole?
        let onFixed: SchemeRole?
        let onFixedVariant: SchemeRole?
    }

    private static func familyRoles(
        _ f: Family, accentTone: @escaping Rule<Double>, dimTone: @escaping Rule<Double>,
        containerTone: @escaping Rule<Double>, onContainerCurve: @escaping Rule<ContrastCurve?>
    ) -> [DynamicColor] {
        var roles = [
            DynamicColor(
                f.accent, palette: f.palette, tone: accentTone, isBackground: true, background: accentBackground,
                contrastCurve: { isPhone($0) ? curve(4.5) : curve(7) },
                toneDeltaPair: {
                    isPhone($0) ? ToneDeltaPair(f.container, f.accent, 5, .relativeLighter, true, .farther) : nil
                }),
            DynamicColor(
                f.dim, palette: f.palette, tone: dimTone, isBackground: true,
                background: { _ in .surfaceContainerHigh }, contrastCurve: { _ in curve(4.5) },
                toneDeltaPair: { _ in ToneDeltaPair(f.dim, f.accent, 5, .darker, true, .farther) }),
            DynamicColor(
                f.onAccent, palette: f.palette, background: { isPhone($0) ? f.accent : f.dim },
                contrastCurve: { isPhone($0) ? curve(6) : curve(7) }),
            DynamicColor(
                f.container, palette: f.palette, tone: containerTone, isBackground: true,
                background: { isPhone($0) ? highestSurface($0) : nil },
                contrastCurve: { isPhone($0) && $0.contrastLevel > 0 ? curve(1.5) : nil },
                toneDeltaPair: {
                    isPhone($0) ? nil : ToneDeltaPair(f.container, f.dim, 10, .darker, true, .farther)
                }),
            DynamicColor(
                f.onContainer, palette: f.palette, background: { _ in f.container }, contrastCurve: onContainerCurve),
        ]
        if let fixed = f.fixed, let fixedDim = f.fixedDim, let onFixed = f.onFixed,
            let onFixedVariant = f.onFixedVariant
        {
            roles += [
                DynamicColor(
                    fixed, palette: f.palette, tone: { $0.asLightStandard().tone(of: f.container) },
                    isBackground: true, background: { isPhone($0) ? highestSurface($0) : nil },
                    contrastCurve: { isPhone($0) && $0.contrastLevel > 0 ? curve(1.5) : nil }),
                DynamicColor(
                    fixedDim, palette: f.palette, tone: { $0.tone(of: fixed) }, isBackground: true,
                    toneDeltaPair: { _ in ToneDeltaPair(fixedDim, fixed, 5, .darker, true, .exact) }),
                DynamicColor(
                    onFixed, palette: f.palette, background: { _ in fixedDim }, contrastCurve: { _ in curve(7) }),
                DynamicColor(
                    onFixedVariant, palette: f.palette, background: { _ in fixedDim },
                    contrastCurve: { _ in curve(4.5) }),
            ]
        }
        return roles
    }

    private static let phoneOnContainerCurve: Rule<ContrastCurve?> = { isPhone($0) ? curve(6) : curve(7) }

    static let primaries: [DynamicColor] =
        familyRoles(
            Family(
                palette: { $0.primaryPalette }, accent: .primary, dim: .primaryDim, onAccent: .onPrimary,
                container: .primaryContainer, onContainer: .onPrimaryContainer, fixed: .primaryFixed,
                fixedDim: .primaryFixedDim, onFixed: .onPrimaryFixed, onFixedVariant: .onPrimaryFixedVariant),
            accentTone: { s in
                let p = s.primaryPalette
                switch s.variant {
                case .neutral: return isPhone(s) ? (s.isDark ? 80 : 40) : 90
                case .tonalSpot: return isPhone(s) ? (s.isDark ? 80 : tMaxC(s, p)) : tMaxC(s, p, 0, 90)
                case .expressive:
                    guard isPhone(s) else { return tMaxC(s, p) }
                    return tMaxC(
                        s, p, 0, s.isDark ? (HCT.isCyan(p.hue) ? 88 : 98) : (HCT.isYellow(p.hue) ? 25 : 98))
                default:
                    return isPhone(s) ? tMaxC(s, p, 0, HCT.isCyan(p.hue) ? 88 : 98) : tMaxC(s, p)
                }
            },
            dimTone: { s in
                switch s.variant {
                case .neutral: 85
                case .tonalSpot: tMaxC(s, s.primaryPalette, 0, 90)
                default: tMaxC(s, s.primaryPalette)
                }
            },
            containerTone: { s in
                let p = s.primaryPalette
                if s.platform == .watch { return 30 }
                switch s.variant {
                case .neutral: return s.isDark ? 30 : 90
                case .tonalSpot: return s.isDark ? tMinC(s, p, 35, 93) : tMaxC(s, p, 0, 90)
                case .expressive: return s.isDark ? tMinC(s, p, 30, 93) : tMaxC(s, p, 78, HCT.isCyan(p.hue) ? 88 : 90)
                default: return s.isDark ? tMinC(s, p, 66, 93) : tMaxC(s, p, 66, HCT.isCyan(p.hue) ? 88 : 93)
                }
            }, onContainerCurve: phoneOnContainerCurve)
        + [
            DynamicColor(
                .inversePrimary, palette: { $0.primaryPalette }, tone: { tMaxC($0, $0.primaryPalette) },
                background: { _ in .inverseSurface }, contrastCurve: { isPhone($0) ? curve(6) : curve(7) })
        ]

    static let secondaries: [DynamicColor] = familyRoles(
        Family(
            palette: { $0.secondaryPalette }, accent: .secondary, dim: .secondaryDim, onAccent: .onSecondary,
            container: .secondaryContainer, onContainer: .onSecondaryContainer, fixed: .secondaryFixed,
            fixedDim: .secondaryFixedDim, onFixed: .onSecondaryFixed, onFixedVariant: .onSecondaryFixedVariant),
        accentTone: { s in
            let p = s.secondaryPalette
            if s.platform == .watch { return s.variant == .neutral ? 90 : tMaxC(s, p, 0, 90) }
            switch s.variant {
            case .neutral: return s.isDark ? tMinC(s, p, 0, 98) : tMaxC(s, p)
            case .vibrant: return tMaxC(s, p, 0, s.isDark ? 90 : 98)
            default: return s.isDark ? 80 : tMaxC(s, p)
            }
        },
        dimTone: { $0.variant == .neutral ? 85 : tMaxC($0, $0.secondaryPalette, 0, 90) },
        containerTone: { s in
            let p = s.secondaryPalette
            if s.platform == .watch { return 30 }
            switch s.variant {
            case .vibrant: return s.isDark ? tMinC(s, p, 30, 40) : tMaxC(s, p, 84, 90)
            case .expressive: return s.isDark ? 15 : tMaxC(s, p, 90, 95)
            default: return s.isDark ? 25 : 90
            }
        }, onContainerCurve: phoneOnContainerCurve)

    static let tertiaries: [DynamicColor] = familyRoles(
        Family(
            palette: { $0.tertiaryPalette }, accent: .tertiary, dim: .tertiaryDim, onAccent: .onTertiary,
            container: .tertiaryContainer, onContainer: .onTertiaryContainer, fixed: .tertiaryFixed,
            fixedDim: .tertiaryFixedDim, onFixed: .onTertiaryFixed, onFixedVariant: .onTertiaryFixedVariant),
        accentTone: { s in
            let p = s.tertiaryPalette
            if s.platform == .watch { return s.variant == .tonalSpot ? tMaxC(s, p, 0, 90) : tMaxC(s, p) }
            if s.variant == .expressive || s.variant == .vibrant {
                return tMaxC(s, p, 0, HCT.isCyan(p.hue) ? 88 : (s.isDark ? 98 : 100))
            }
            return s.isDark ? tMaxC(s, p, 0, 98) : tMaxC(s, p)
        },
        dimTone: { $0.variant == .tonalSpot ? tMaxC($0, $0.tertiaryPalette, 0, 90) : tMaxC($0, $0.tertiaryPalette) },
        containerTone: { s in
            let p = s.tertiaryPalette
            if s.platform == .watch { return s.variant == .tonalSpot ? tMaxC(s, p, 0, 90) : tMaxC(s, p) }
            switch s.variant {
            case .neutral: return s.isDark ? tMaxC(s, p, 0, 93) : tMaxC(s, p, 0, 96)
            case .tonalSpot: return tMaxC(s, p, 0, s.isDark ? 93 : 100)
            case .expressive: return tMaxC(s, p, 75, HCT.isCyan(p.hue) ? 88 : (s.isDark ? 93 : 100))
            default: return s.isDark ? tMaxC(s, p, 0, 93) : tMaxC(s, p, 72, 100)
            }
        }, onContainerCurve: phoneOnContainerCurve)

    static let errors: [DynamicColor] = familyRoles(
        Family(
            palette: { $0.errorPalette }, accent: .error, dim: .errorDim, onAccent: .onError,
            container: .errorContainer, onContainer: .onErrorContainer, fixed: nil, fixedDim: nil, onFixed: nil,
            onFixedVariant: nil),
        accentTone: { s in
            isPhone(s)
                ? (s.isDark ? tMinC(s, s.errorPalette, 0, 98) : tMaxC(s, s.errorPalette)) : tMinC(s, s.errorPalette)
        },
        dimTone: { tMinC($0, $0.errorPalette) },
        containerTone: { s in
            if s.platform == .watch { return 30 }
            return s.isDark ? tMinC(s, s.errorPalette, 30, 93) : tMaxC(s, s.errorPalette, 0, 90)
        }, onContainerCurve: { isPhone($0) ? curve(4.5) : curve(7) })
}
