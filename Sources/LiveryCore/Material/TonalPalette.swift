// Part of Livery's port of Google's material-color-utilities (Apache-2.0); see LICENSE-material-color-utilities.

/// Every tone of one hue and chroma: the ramp a dynamic scheme picks its roles from.
///
/// ```swift
/// let palette = TonalPalette(hue: 299.0, chroma: 36)
/// let container = palette.tone(90)   // ARGB
/// ```
public struct TonalPalette: Sendable, Hashable {
    /// The hue, in degrees.
    public let hue: Double
    /// The chroma every tone asks for (tones near black and white get less: the gamut has less there).
    public let chroma: Double
    /// The palette's key color: the tone closest to 50 that reaches the palette's chroma.
    public let keyColor: HCT

    /// The palette of a color's hue and chroma, with that color as its key color.
    /// - Parameter hct: The color.
    public init(_ hct: HCT) {
        self.hue = hct.hue
        self.chroma = hct.chroma
        self.keyColor = hct
    }

    /// The palette of a hue and chroma; its key color is found as material-color-utilities does.
    /// - Parameters:
    ///   - hue: Degrees.
    ///   - chroma: The chroma to ask for.
    public init(hue: Double, chroma: Double) {
        self.hue = hue
        self.chroma = chroma
        self.keyColor = TonalPalette.keyColor(hue: hue, chroma: chroma)
    }

    /// The palette's color at a tone, as ARGB.
    ///
    /// Tone 99 of a yellow palette is the average of tones 98 and 100, as in the reference: yellows at 99 would
    /// otherwise look greenish.
    /// - Parameter tone: `0...100`.
    /// - Returns: `0xAARRGGBB`.
    public func tone(_ tone: Double) -> UInt32 {
        if tone == 99 && HCT.isYellow(hue) {
            return TonalPalette.average(self.tone(98), self.tone(100))
        }
        return HCT(hue: hue, chroma: chroma, tone: tone).argb
    }

    /// The palette's color at a tone.
    /// - Parameter tone: `0...100`.
    /// - Returns: Its HCT coordinates.
    public func hct(atTone tone: Double) -> HCT {
        HCT(argb: self.tone(tone))
    }

    private static func average(_ argb1: UInt32, _ argb2: UInt32) -> UInt32 {
        func mean(_ a: Int, _ b: Int) -> Int { Int(MaterialMath.round(Double(a + b) / 2)) }
        return MaterialMath.argb(
            red: mean(MaterialMath.red(argb1), MaterialMath.red(argb2)),
            green: mean(MaterialMath.green(argb1), MaterialMath.green(argb2)),
            blue: mean(MaterialMath.blue(argb1), MaterialMath.blue(argb2)))
    }

    /// Binary search for the tone nearest 50 whose maximum chroma reaches the requested one.
    private static func keyColor(hue: Double, chroma requestedChroma: Double) -> HCT {
        let pivotTone = 50
        let epsilon = 0.01
        var cache: [Int: Double] = [:]
        func maxChroma(_ tone: Int) -> Double {
            if let known = cache[tone] { return known }
            let chroma = HCT(hue: hue, chroma: 200.0, tone: Double(tone)).chroma
            cache[tone] = chroma
            return chroma
        }
        var lowerTone = 0
        var upperTone = 100
        while lowerTone < upperTone {
            let midTone = (lowerTone + upperTone) / 2
            let isAscending = maxChroma(midTone) < maxChroma(midTone + 1)
            let sufficientChroma = maxChroma(midTone) >= requestedChroma - epsilon
            if sufficientChroma {
                if abs(lowerTone - pivotTone) < abs(upperTone - pivotTone) {
                    upperTone = midTone
                } else {
                    if lowerTone == midTone {
                        return HCT(hue: hue, chroma: requestedChroma, tone: Double(lowerTone))
                    }
                    lowerTone = midTone
                }
            } else if isAscending {
                lowerTone = midTone + 1
            } else {
                upperTone = midTone
            }
        }
        return HCT(hue: hue, chroma: requestedChroma, tone: Double(lowerTone))
    }
}
