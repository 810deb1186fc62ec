// Part of Livery's port of Google's material-color-utilities (Apache-2.0); see LICENSE-material-color-utilities.

/// A color as hue, chroma and tone: Material's HCT color space.
///
/// Hue and chroma are CAM16's (how colorful a color looks, in the standard viewing conditions); tone is CIE L*,
/// so two colors' tones alone give their WCAG contrast. Every HCT value is an sRGB color: asking for a chroma the
/// gamut does not have at that hue and tone gives the most chromatic color there is.
///
/// The arithmetic is a port of Google's material-color-utilities and gives the same ARGB values, bit for bit.
///
/// ```swift
/// let seed = HCT(argb: 0xFF67_50A4)           // hue 299.0, chroma 47.9, tone 40.1
/// let lighter = HCT(hue: seed.hue, chroma: seed.chroma, tone: 80)
/// let color = lighter.color                   // a LiveryCore `Color`
/// ```
public struct HCT: Sendable, Hashable, CustomStringConvertible {
    /// The sRGB color, `0xAARRGGBB` with alpha `0xFF`.
    public let argb: UInt32
    /// The CAM16 hue in degrees, `0..<360`.
    public let hue: Double
    /// The CAM16 chroma: `0` for grays, rarely above 120 in sRGB.
    public let chroma: Double
    /// The CIE L* lightness, `0` (black) to `100` (white).
    public let tone: Double

    /// The HCT coordinates of an sRGB color; the alpha byte is ignored.
    /// - Parameter argb: The color as `0xAARRGGBB`.
    public init(argb: UInt32) {
        let opaque = argb | 0xFF00_0000
        let cam = CAM16(argb: opaque)
        self.argb = opaque
        self.hue = cam.hue
        self.chroma = cam.chroma
        self.tone = MaterialMath.lstar(opaque)
    }

    /// The sRGB color with this hue and tone and the chroma closest to the one asked for.
    ///
    /// The color's own ``hue``, ``chroma`` and ``tone`` are those of the sRGB color found, so they may differ a
    /// little from the arguments (and chroma a lot, when the gamut has less).
    /// - Parameters:
    ///   - hue: Degrees; any value, taken modulo 360. NaN counts as 0.
    ///   - chroma: `0` or more. NaN counts as 0.
    ///   - tone: `0...100`; values outside give black or white. NaN counts as 0.
    public init(hue: Double, chroma: Double, tone: Double) {
        self.init(
            argb: HCTSolver.solve(
                hue: hue.isNaN ? 0 : hue, chroma: chroma.isNaN ? 0 : chroma, tone: tone.isNaN ? 0 : tone))
    }

    /// The HCT coordinates of a LiveryCore color, clamped to sRGB and rounded to 8 bits per component first.
    /// - Parameter color: The color; its alpha is ignored.
    public init(_ color: Color) {
        let c = color.clampedToSRGB
        func byte(_ value: Double) -> Int { Int(MaterialMath.round(value * 255)) }
        self.init(argb: MaterialMath.argb(red: byte(c.red), green: byte(c.green), blue: byte(c.blue)))
    }

    /// The color as a LiveryCore ``Color``, opaque.
    public var color: Color {
        Color(
            red: Double(MaterialMath.red(argb)) / 255, green: Double(MaterialMath.green(argb)) / 255,
            blue: Double(MaterialMath.blue(argb)) / 255)
    }

    /// This color with another tone, keeping hue and chroma (as far as the gamut allows).
    /// - Parameter tone: The new tone, `0...100`.
    /// - Returns: The color found.
    public func withTone(_ tone: Double) -> HCT {
        HCT(hue: hue, chroma: chroma, tone: tone)
    }

    /// `HCT(hue, chroma, tone)` with each rounded to a whole number, as the reference prints it.
    public var description: String {
        "HCT(\(Int(MaterialMath.round(hue))), \(Int(MaterialMath.round(chroma))), \(Int(MaterialMath.round(tone))))"
    }

    /// The seed's hue is in Material's blue band (250..<270), where some schemes take more chroma.
    static func isBlue(_ hue: Double) -> Bool { hue >= 250 && hue < 270 }
    /// The yellow band (105..<125), where tones near white are adjusted.
    static func isYellow(_ hue: Double) -> Bool { hue >= 105 && hue < 125 }
    /// The cyan band (170..<207).
    static func isCyan(_ hue: Double) -> Bool { hue >= 170 && hue < 207 }
}
