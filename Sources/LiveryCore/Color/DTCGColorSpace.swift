import Foundation

/// The color spaces of the DTCG color type (`"colorSpace"` in a color token's value) that Livery reads and writes.
public enum DTCGColorSpace: String, Sendable, CaseIterable {
    /// Gamma-encoded sRGB, components `0...1`.
    case srgb
    /// Linear-light sRGB, components `0...1`.
    case srgbLinear = "srgb-linear"
    /// Display P3, gamma-encoded, components `0...1`.
    case displayP3 = "display-p3"
    /// HSL over sRGB: hue in degrees, saturation and lightness `0...100`.
    case hsl
    /// HWB over sRGB: hue in degrees, whiteness and blackness `0...100`.
    case hwb
    /// OKLab: lightness `0...1`, a and b.
    case oklab
    /// OKLCH: lightness `0...1`, chroma, hue in degrees.
    case oklch
    /// CIE Lab with the D50 white point: lightness `0...100`, a and b.
    case lab
    /// CIE LCH with the D50 white point: lightness `0...100`, chroma, hue in degrees.
    case lch
    /// CIE XYZ with the D65 white point.
    case xyzD65 = "xyz-d65"
    /// CIE XYZ with the D50 white point.
    case xyzD50 = "xyz-d50"
    /// Adobe RGB (1998), gamma-encoded, components `0...1`.
    case a98RGB = "a98-rgb"
    /// ProPhoto RGB (ROMM RGB, D50 white point), gamma-encoded, components `0...1`.
    case prophotoRGB = "prophoto-rgb"
    /// ITU-R BT.2020, gamma-encoded (the BT.1886 display transfer, gamma 2.4), components `0...1`.
    case rec2020

    /// What the DTCG format allows a component to be in this space.
    enum ComponentRange {
        /// `0...1` (RGB spaces; OKLab and OKLCH lightness).
        case unit
        /// `0...100` (HSL and HWB; CIE lightness).
        case percent
        /// A hue in degrees, `0..<360`.
        case hue
        /// Zero or more (chroma; XYZ).
        case nonNegative
        /// Any number (the opponent axes a and b).
        case any

        func contains(_ value: Double) -> Bool {
            switch self {
            case .unit: (0...1).contains(value)
            case .percent: (0...100).contains(value)
            case .hue: value >= 0 && value < 360
            case .nonNegative: value >= 0
            case .any: true
            }
        }

        var description: String {
            switch self {
            case .unit: "from 0 to 1"
            case .percent: "from 0 to 100"
            case .hue: "a hue from 0 up to (not including) 360"
            case .nonNegative: "zero or more"
            case .any: "any number"
            }
        }
    }

    /// The range of each component, as the DTCG color module gives it.
    var componentRanges: [ComponentRange] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: [.unit, .unit, .unit]
        case .hsl, .hwb: [.hue, .percent, .percent]
        case .oklab: [.unit, .any, .any]
        case .oklch: [.unit, .nonNegative, .hue]
        case .lab: [.percent, .any, .any]
        case .lch: [.percent, .nonNegative, .hue]
        case .xyzD65, .xyzD50: [.nonNegative, .nonNegative, .nonNegative]
        }
    }

    /// The components the DTCG format does not allow in this space, with what it allows (empty when all are
    /// in range; `"none"` always is).
    func componentsOutOfRange(_ components: [Double?]) -> [(index: Int, value: Double, range: ComponentRange)] {
        zip(components, componentRanges).enumerated().compactMap { index, pair in
            guard let value = pair.0, !pair.1.contains(value) else { return nil }
            return (index, value, pair.1)
        }
    }
}

extension Color {
    /// Creates a color from a DTCG color value's color space and components.
    ///
    /// A `nil` component stands for the DTCG keyword `"none"` and counts as zero.
    /// - Parameters:
    ///   - colorSpace: The space's DTCG name, e.g. `"display-p3"`.
    ///   - components: Three components in that space's ranges.
    ///   - alpha: Opacity, `0...1`.
    /// - Throws: ``ColorParseError`` for an unknown space, a wrong number of components, or components that put
    ///   the color beyond ``Color/componentLimit``.
    public init(dtcgColorSpace colorSpace: String, components: [Double?], alpha: Double = 1) throws(ColorParseError) {
        self = try Color(unchecked: colorSpace, components: components, alpha: alpha).checkedRange(
            "\(colorSpace) \(components.map { $0.map(NumberFormatting.shortest) ?? "none" }.joined(separator: " "))")
    }

    private init(unchecked colorSpace: String, components: [Double?], alpha: Double) throws(ColorParseError) {
        guard let space = DTCGColorSpace(rawValue: colorSpace) else { throw .unsupportedColorSpace(colorSpace) }
        guard components.count == 3 else {
            throw .invalidComponents(colorSpace: colorSpace, reason: "expected 3 components, found \(components.count)")
        }
        let c = components.map { $0 ?? 0 }
        guard c.allSatisfy(\.isFinite) else {
            throw .invalidComponents(colorSpace: colorSpace, reason: "components must be finite numbers")
        }
        switch space {
        case .srgb: self.init(red: c[0], green: c[1], blue: c[2], alpha: alpha)
        case .srgbLinear: self.init(linearSRGB: RGBComponents(red: c[0], green: c[1], blue: c[2]), alpha: alpha)
        case .displayP3: self.init(displayP3: RGBComponents(red: c[0], green: c[1], blue: c[2]), alpha: alpha)
        case .hsl: self.init(hsl: HSL(hue: c[0], saturation: c[1] / 100, lightness: c[2] / 100), alpha: alpha)
        case .hwb: self.init(hwb: HWB(hue: c[0], whiteness: c[1] / 100, blackness: c[2] / 100), alpha: alpha)
        case .oklab: self.init(oklab: OKLab(lightness: c[0], a: c[1], b: c[2]), alpha: alpha)
        case .oklch: self.init(oklch: OKLCH(lightness: c[0], chroma: c[1], hue: c[2]), alpha: alpha)
        case .lab: self.init(cieLab: CIELab(lightness: c[0], a: c[1], b: c[2]), alpha: alpha)
        case .lch:
            let radians = c[2] * Double.pi / 180
            self.init(
                cieLab: CIELab(lightness: c[0], a: c[1] * cos(radians), b: c[1] * sin(radians)), alpha: alpha)
        case .xyzD65: self.init(xyzD65: XYZ(x: c[0], y: c[1], z: c[2]), alpha: alpha)
        case .xyzD50: self.init(xyzD50: XYZ(x: c[0], y: c[1], z: c[2]), alpha: alpha)
        case .a98RGB: self.init(a98RGB: RGBComponents(red: c[0], green: c[1], blue: c[2]), alpha: alpha)
        case .prophotoRGB: self.init(prophotoRGB: RGBComponents(red: c[0], green: c[1], blue: c[2]), alpha: alpha)
        case .rec2020: self.init(rec2020: RGBComponents(red: c[0], green: c[1], blue: c[2]), alpha: alpha)
        }
    }

    /// The color's components in a DTCG color space, in that space's ranges (HSL and HWB in `0...100`).
    /// - Parameter space: The target space.
    /// - Returns: Three components.
    public func components(in space: DTCGColorSpace) -> [Double] {
        switch space {
        case .srgb: return [red, green, blue]
        case .srgbLinear: return linearSRGB.array
        case .displayP3: return displayP3.array
        case .hsl:
            let value = hsl
            return [value.hue, value.saturation * 100, value.lightness * 100]
        case .hwb:
            let value = hwb
            return [value.hue, value.whiteness * 100, value.blackness * 100]
        case .oklab: return oklab.array
        case .oklch: return oklch.array
        case .lab:
            let value = cieLab
            return [value.lightness, value.a, value.b]
        case .lch:
            let value = cieLab
            let chroma = (value.a * value.a + value.b * value.b).squareRoot()
            return [value.lightness, chroma, Color.hueDegrees(a: value.a, b: value.b, chroma: chroma)]
        case .xyzD65: return xyzD65.array
        case .xyzD50: return xyzD50.array
        case .a98RGB: return a98RGB.array
        case .prophotoRGB: return prophotoRGB.array
        case .rec2020: return rec2020.array
        }
    }
}
