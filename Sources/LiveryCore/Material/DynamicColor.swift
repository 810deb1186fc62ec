// Part of Livery's port of Google's material-color-utilities (Apache-2.0); see LICENSE-material-color-utilities.

/// How one scheme role finds its color: a palette, a preferred tone, and the contrast it must keep with its
/// background at each contrast level (material-color-utilities' `DynamicColor`).
///
/// Roles refer to one another by ``SchemeRole`` and are looked up in the scheme's own spec version, as the
/// reference's overriding methods do, so a 2021 rule that names "primary container" gets the 2025 one in a 2025
/// scheme.
struct DynamicColor: Sendable {
    typealias Rule<Value> = @Sendable (DynamicScheme) -> Value

    let role: SchemeRole
    let palette: Rule<TonalPalette>
    let tone: Rule<Double>
    let isBackground: Bool
    let chromaMultiplier: Rule<Double>
    let background: Rule<SchemeRole?>
    let secondBackground: Rule<SchemeRole?>
    let contrastCurve: Rule<ContrastCurve?>
    let toneDeltaPair: Rule<ToneDeltaPair?>

    /// A role's rules; without a `tone`, the tone starts at the background's (or 50), as in the reference.
    init(
        _ role: SchemeRole, palette: @escaping Rule<TonalPalette>, tone: Rule<Double>? = nil,
        isBackground: Bool = false, chromaMultiplier: @escaping Rule<Double> = { _ in 1 },
        background: @escaping Rule<SchemeRole?> = { _ in nil },
        secondBackground: @escaping Rule<SchemeRole?> = { _ in nil },
        contrastCurve: @escaping Rule<ContrastCurve?> = { _ in nil },
        toneDeltaPair: @escaping Rule<ToneDeltaPair?> = { _ in nil }
    ) {
        self.role = role
        self.palette = palette
        self.tone =
            tone ?? { scheme in
                guard let backgroundRole = background(scheme) else { return 50 }
                return scheme.tone(of: backgroundRole)
            }
        self.isBackground = isBackground
        self.chromaMultiplier = chromaMultiplier
        self.background = background
        self.secondBackground = secondBackground
        self.contrastCurve = contrastCurve
        self.toneDeltaPair = toneDeltaPair
    }

    /// The same rules under another role's name (the 2025 spec's `surface_tint` is `primary` renamed). The name
    /// matters: tone-delta pairs tell their two roles apart by it.
    func renamed(_ role: SchemeRole, tone: Rule<Double>? = nil) -> DynamicColor {
        DynamicColor(
            role, palette: palette, tone: tone ?? self.tone, isBackground: isBackground,
            chromaMultiplier: chromaMultiplier, background: background, secondBackground: secondBackground,
            contrastCurve: contrastCurve, toneDeltaPair: toneDeltaPair)
    }

    // MARK: - Foreground tones

    /// The tone with at least `ratio` contrast against `bgTone`, lighter or darker as the background prefers.
    static func foregroundTone(_ bgTone: Double, _ ratio: Double) -> Double {
        let lighterTone = MaterialContrast.lighterUnsafe(bgTone, ratio)
        let darkerTone = MaterialContrast.darkerUnsafe(bgTone, ratio)
        let lighterRatio = MaterialContrast.ratioOfTones(lighterTone, bgTone)
        let darkerRatio = MaterialContrast.ratioOfTones(darkerTone, bgTone)
        if tonePrefersLightForeground(bgTone) {
            let negligibleDifference =
                abs(lighterRatio - darkerRatio) < 0.1 && lighterRatio < ratio && darkerRatio < ratio
            return lighterRatio >= ratio || lighterRatio >= darkerRatio || negligibleDifference
                ? lighterTone : darkerTone
        }
        return darkerRatio >= ratio || darkerRatio >= lighterRatio ? darkerTone : lighterTone
    }

    static func tonePrefersLightForeground(_ tone: Double) -> Bool {
        MaterialMath.round(tone) < 60.0
    }

}

/// The contrast a role keeps with its background at contrast levels −1, 0, 0.5 and 1, interpolated linearly.
struct ContrastCurve: Sendable, Equatable {
    let low: Double
    let normal: Double
    let medium: Double
    let high: Double

    init(_ low: Double, _ normal: Double, _ medium: Double, _ high: Double) {
        self.low = low
        self.normal = normal
        self.medium = medium
        self.high = high
    }

    func value(at contrastLevel: Double) -> Double {
        if contrastLevel <= -1.0 {
            return low
        } else if contrastLevel < 0.0 {
            return MaterialMath.lerp(low, normal, (contrastLevel - (-1)) / 1)
        } else if contrastLevel < 0.5 {
            return MaterialMath.lerp(normal, medium, (contrastLevel - 0) / 0.5)
        } else if contrastLevel < 1.0 {
            return MaterialMath.lerp(medium, high, (contrastLevel - 0.5) / 0.5)
        }
        return high
    }
}

/// Two roles whose tones keep a distance (a container and its accent), and how.
struct ToneDeltaPair: Sendable {
    enum Polarity: Sendable {
        case darker, lighter, nearer, farther, relativeDarker, relativeLighter
    }

    enum Constraint: Sendable {
        case exact, nearer, farther
    }

    let roleA: SchemeRole
    let roleB: SchemeRole
    let delta: Double
    let polarity: Polarity
    let stayTogether: Bool
    let constraint: Constraint

    init(
        _ roleA: SchemeRole, _ roleB: SchemeRole, _ delta: Double, _ polarity: Polarity, _ stayTogether: Bool,
        _ constraint: Constraint = .exact
    ) {
        self.roleA = roleA
        self.roleB = roleB
        self.delta = delta
        self.polarity = polarity
        self.stayTogether = stayTogether
        self.constraint = constraint
    }
}

/// WCAG contrast between tones, and the tones that reach a ratio (material-color-utilities' `Contrast`).
enum MaterialContrast {
    static func ratioOfTones(_ toneA: Double, _ toneB: Double) -> Double {
        ratioOfYs(
            MaterialMath.yFromLstar(MaterialMath.clamp(0.0, 100.0, toneA)),
            MaterialMath.yFromLstar(MaterialMath.clamp(0.0, 100.0, toneB)))
    }

    static func ratioOfYs(_ y1: Double, _ y2: Double) -> Double {
        let lighter = y1 > y2 ? y1 : y2
        let darker = lighter == y2 ? y1 : y2
        return (lighter + 5.0) / (darker + 5.0)
    }

    /// A tone at least `ratio` lighter than `tone`, or −1 when there is none.
    static func lighter(_ tone: Double, _ ratio: Double) -> Double {
        if tone < 0.0 || tone > 100.0 { return -1.0 }
        let darkY = MaterialMath.yFromLstar(tone)
        let lightY = ratio * (darkY + 5.0) - 5.0
        let realContrast = ratioOfYs(lightY, darkY)
        let delta = abs(realContrast - ratio)
        if realContrast < ratio && delta > 0.04 { return -1 }
        let answer = MaterialMath.lstarFromY(lightY) + 0.4
        return answer < 0 || answer > 100 ? -1 : answer
    }

    /// A tone at least `ratio` darker than `tone`, or −1 when there is none.
    static func darker(_ tone: Double, _ ratio: Double) -> Double {
        if tone < 0.0 || tone > 100.0 { return -1.0 }
        let lightY = MaterialMath.yFromLstar(tone)
        let darkY = ((lightY + 5.0) / ratio) - 5.0
        let realContrast = ratioOfYs(lightY, darkY)
        let delta = abs(realContrast - ratio)
        if realContrast < ratio && delta > 0.04 { return -1 }
        let answer = MaterialMath.lstarFromY(darkY) - 0.4
        return answer < 0 || answer > 100 ? -1 : answer
    }

    static func lighterUnsafe(_ tone: Double, _ ratio: Double) -> Double {
        let safe = lighter(tone, ratio)
        return safe < 0.0 ? 100.0 : safe
    }

    static func darkerUnsafe(_ tone: Double, _ ratio: Double) -> Double {
        let safe = darker(tone, ratio)
        return safe < 0.0 ? 0.0 : safe
    }
}
