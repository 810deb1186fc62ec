// Part of Livery's port of Google's material-color-utilities (Apache-2.0); see LICENSE-material-color-utilities.

// How a role's rules become a tone and a color: the reference's two "color calculation delegates", one per spec
// version, ported line for line (their order of checks decides ties, so it is kept even where it looks redundant).

extension DynamicScheme {
    /// The role's color in this scheme, or nil when the scheme's spec version has no such role.
    func hct(of role: SchemeRole) -> HCT? {
        guard let color = definition(of: role) else { return nil }
        return hct(of: color)
    }

    func hct(of color: DynamicColor) -> HCT {
        let palette = color.palette(self)
        // A renamed copy (surface tint is primary renamed) is memoized under its own name, like any role.
        let tone = tone(of: color.role)
        if specVersion == .spec2021 {
            return palette.hct(atTone: tone)
        }
        let multiplier = color.chromaMultiplier(self)
        if multiplier == 1 {
            return palette.hct(atTone: tone)
        }
        let chroma = palette.chroma * multiplier
        if tone == 99 && HCT.isYellow(palette.hue) {
            return TonalPalette(hue: palette.hue, chroma: chroma).hct(atTone: tone)
        }
        return HCT(hue: palette.hue, chroma: chroma, tone: tone)
    }

    func tone(of role: SchemeRole) -> Double {
        if let known = tones.withLock({ $0[role] }) {
            return known
        }
        guard let color = definition(of: role) else { return 50 }
        let tone = tone(of: color)
        tones.withLock { $0[role] = tone }
        return tone
    }

    func tone(of color: DynamicColor) -> Double {
        specVersion == .spec2021 ? tone2021(of: color) : tone2025(of: color)
    }

    // MARK: - 2021

    private func tone2021(of color: DynamicColor) -> Double {
        let decreasingContrast = contrastLevel < 0
        if let pair = color.toneDeltaPair(self), let roleA = definition(of: pair.roleA),
            let roleB = definition(of: pair.roleB)
        {
            let delta = pair.delta
            let aIsNearer =
                pair.polarity == .nearer || (pair.polarity == .lighter && !isDark)
                || (pair.polarity == .darker && isDark)
            let nearer = aIsNearer ? roleA : roleB
            let farther = aIsNearer ? roleB : roleA
            let amNearer = color.role == nearer.role
            let expansionDir: Double = isDark ? 1 : -1
            var nTone = nearer.tone(self)
            var fTone = farther.tone(self)
            if let bg = color.background(self), let nCurve = nearer.contrastCurve(self),
                let fCurve = farther.contrastCurve(self)
            {
                let bgTone = tone(of: bg)
                let nContrast = nCurve.value(at: contrastLevel)
                let fContrast = fCurve.value(at: contrastLevel)
                if MaterialContrast.ratioOfTones(bgTone, nTone) < nContrast {
                    nTone = DynamicColor.foregroundTone(bgTone, nContrast)
                }
                if MaterialContrast.ratioOfTones(bgTone, fTone) < fContrast {
                    fTone = DynamicColor.foregroundTone(bgTone, fContrast)
                }
                if decreasingContrast {
                    nTone = DynamicColor.foregroundTone(bgTone, nContrast)
                    fTone = DynamicColor.foregroundTone(bgTone, fContrast)
                }
            }
            if (fTone - nTone) * expansionDir < delta {
                fTone = MaterialMath.clamp(0, 100, nTone + delta * expansionDir)
                if (fTone - nTone) * expansionDir < delta {
                    nTone = MaterialMath.clamp(0, 100, fTone - delta * expansionDir)
                }
            }
            if 50 <= nTone && nTone < 60 {
                if expansionDir > 0 {
                    nTone = 60
                    fTone = max(fTone, nTone + delta * expansionDir)
                } else {
                    nTone = 49
                    fTone = min(fTone, nTone + delta * expansionDir)
                }
            } else if 50 <= fTone && fTone < 60 {
                if pair.stayTogether {
                    if expansionDir > 0 {
                        nTone = 60
                        fTone = max(fTone, nTone + delta * expansionDir)
                    } else {
                        nTone = 49
                        fTone = min(fTone, nTone + delta * expansionDir)
                    }
                } else {
                    fTone = expansionDir > 0 ? 60 : 49
                }
            }
            return amNearer ? nTone : fTone
        }
        var answer = color.tone(self)
        guard let background = color.background(self), let curve = color.contrastCurve(self) else {
            return answer
        }
        let bgTone = tone(of: background)
        let desiredRatio = curve.value(at: contrastLevel)
        if MaterialContrast.ratioOfTones(bgTone, answer) < desiredRatio {
            answer = DynamicColor.foregroundTone(bgTone, desiredRatio)
        }
        if decreasingContrast {
            answer = DynamicColor.foregroundTone(bgTone, desiredRatio)
        }
        if color.isBackground && 50 <= answer && answer < 60 {
            answer = MaterialContrast.ratioOfTones(49, bgTone) >= desiredRatio ? 49 : 60
        }
        return secondBackgroundTone(color, answer: answer, background: background, desiredRatio: desiredRatio)
    }

    // MARK: - 2025

    private func tone2025(of color: DynamicColor) -> Double {
        if let pair = color.toneDeltaPair(self), let roleA = definition(of: pair.roleA),
            let roleB = definition(of: pair.roleB)
        {
            let absoluteDelta =
                pair.polarity == .darker || (pair.polarity == .relativeLighter && isDark)
                    || (pair.polarity == .relativeDarker && !isDark)
                ? -pair.delta : pair.delta
            let amRoleA = color.role == roleA.role
            let selfRole = amRoleA ? roleA : roleB
            let refRole = amRoleA ? roleB : roleA
            var selfTone = selfRole.tone(self)
            let refTone = tone(of: refRole)
            let relativeDelta = absoluteDelta * (amRoleA ? 1 : -1)
            switch pair.constraint {
            case .exact:
                selfTone = MaterialMath.clamp(0, 100, refTone + relativeDelta)
            case .nearer:
                if relativeDelta > 0 {
                    selfTone = MaterialMath.clamp(
                        0, 100, MaterialMath.clamp(refTone, refTone + relativeDelta, selfTone))
                } else {
                    selfTone = MaterialMath.clamp(
                        0, 100, MaterialMath.clamp(refTone + relativeDelta, refTone, selfTone))
                }
            case .farther:
                if relativeDelta > 0 {
                    selfTone = MaterialMath.clamp(refTone + relativeDelta, 100, selfTone)
                } else {
                    selfTone = MaterialMath.clamp(0, refTone + relativeDelta, selfTone)
                }
            }
            if let background = color.background(self), let curve = color.contrastCurve(self) {
                let bgTone = tone(of: background)
                let selfContrast = curve.value(at: contrastLevel)
                if !(MaterialContrast.ratioOfTones(bgTone, selfTone) >= selfContrast && contrastLevel >= 0) {
                    selfTone = DynamicColor.foregroundTone(bgTone, selfContrast)
                }
            }
            if color.isBackground && !color.role.isFixedDim {
                selfTone =
                    selfTone >= 57 ? MaterialMath.clamp(65, 100, selfTone) : MaterialMath.clamp(0, 49, selfTone)
            }
            return selfTone
        }
        var answer = color.tone(self)
        guard let background = color.background(self), let curve = color.contrastCurve(self) else {
            return answer
        }
        let bgTone = tone(of: background)
        let desiredRatio = curve.value(at: contrastLevel)
        if !(MaterialContrast.ratioOfTones(bgTone, answer) >= desiredRatio && contrastLevel >= 0) {
            answer = DynamicColor.foregroundTone(bgTone, desiredRatio)
        }
        if color.isBackground && !color.role.isFixedDim {
            answer = answer >= 57 ? MaterialMath.clamp(65, 100, answer) : MaterialMath.clamp(0, 49, answer)
        }
        return secondBackgroundTone(color, answer: answer, background: background, desiredRatio: desiredRatio)
    }

    // MARK: - Shared

    /// A foreground over two backgrounds (the fixed roles) keeps its ratio with both, else moves past both.
    private func secondBackgroundTone(
        _ color: DynamicColor, answer: Double, background: SchemeRole, desiredRatio: Double
    ) -> Double {
        guard let secondBackground = color.secondBackground(self) else { return answer }
        let bgTone1 = tone(of: background)
        let bgTone2 = tone(of: secondBackground)
        let upper = max(bgTone1, bgTone2)
        let lower = min(bgTone1, bgTone2)
        if MaterialContrast.ratioOfTones(upper, answer) >= desiredRatio
            && MaterialContrast.ratioOfTones(lower, answer) >= desiredRatio
        {
            return answer
        }
        let lightOption = MaterialContrast.lighter(upper, desiredRatio)
        let darkOption = MaterialContrast.darker(lower, desiredRatio)
        var availables: [Double] = []
        if lightOption != -1 { availables.append(lightOption) }
        if darkOption != -1 { availables.append(darkOption) }
        if DynamicColor.tonePrefersLightForeground(bgTone1) || DynamicColor.tonePrefersLightForeground(bgTone2) {
            return lightOption < 0 ? 100 : lightOption
        }
        if availables.count == 1 {
            return availables[0]
        }
        return darkOption < 0 ? 0 : darkOption
    }
}
