// Part of Livery's port of Google's material-color-utilities (Apache-2.0); see LICENSE-material-color-utilities.

import Foundation

/// The arithmetic material-color-utilities builds on: ARGB packing, sRGB transfer, L*, and angle helpers.
///
/// Kept apart from ``Color`` on purpose: the port must reproduce material-color-utilities' results to the last
/// bit, so it uses that library's constants (its sRGB-to-XYZ matrix, its 0.040449936 threshold) and its rounding,
/// where ``Color`` follows CSS Color 4.
enum MaterialMath {
    // MARK: - Numbers

    /// JavaScript's `Math.round` (and Java's): halves round towards positive infinity, unlike Swift's
    /// `rounded()`, which rounds them away from zero. Material's reference values depend on it.
    @inline(__always)
    static func round(_ value: Double) -> Double {
        let floor = value.rounded(.down)
        return value - floor >= 0.5 ? floor + 1 : floor
    }

    static func signum(_ value: Double) -> Double {
        value < 0 ? -1 : (value == 0 ? 0 : 1)
    }

    static func lerp(_ start: Double, _ stop: Double, _ amount: Double) -> Double {
        (1.0 - amount) * start + amount * stop
    }

    /// `clampDouble(min, max, input)`, argument order as in the reference so ported lines read alike.
    static func clamp(_ lower: Double, _ upper: Double, _ input: Double) -> Double {
        input < lower ? lower : (input > upper ? upper : input)
    }

    static func sanitizeDegrees(_ degrees: Double) -> Double {
        let remainder = degrees.truncatingRemainder(dividingBy: 360.0)
        return remainder < 0 ? remainder + 360.0 : remainder
    }

    static func sanitizeDegrees(_ degrees: Int) -> Int {
        let remainder = degrees % 360
        return remainder < 0 ? remainder + 360 : remainder
    }

    static func differenceDegrees(_ a: Double, _ b: Double) -> Double {
        180.0 - abs(abs(a - b) - 180.0)
    }

    // MARK: - ARGB

    static func argb(red: Int, green: Int, blue: Int) -> UInt32 {
        0xFF00_0000 | UInt32(red & 255) << 16 | UInt32(green & 255) << 8 | UInt32(blue & 255)
    }

    static func red(_ argb: UInt32) -> Int { Int(argb >> 16 & 255) }
    static func green(_ argb: UInt32) -> Int { Int(argb >> 8 & 255) }
    static func blue(_ argb: UInt32) -> Int { Int(argb & 255) }

    /// An sRGB component, `0...255`, as linear light, `0...100`.
    static func linearized(_ component: Int) -> Double {
        let normalized = Double(component) / 255.0
        if normalized <= 0.040449936 {
            return normalized / 12.92 * 100.0
        }
        return pow((normalized + 0.055) / 1.055, 2.4) * 100.0
    }

    /// Linear light, `0...100`, as an sRGB component rounded to `0...255`.
    static func delinearized(_ component: Double) -> Int {
        let normalized = component / 100.0
        let encoded =
            normalized <= 0.0031308 ? normalized * 12.92 : 1.055 * pow(normalized, 1.0 / 2.4) - 0.055
        let rounded = round(encoded * 255.0)
        // NaN (from a NaN hue, chroma or tone) would trap in `Int(_:)`; the reference's bit operations make it 0.
        return rounded.isNaN ? 0 : Int(clamp(0, 255, rounded))
    }

    static func argb(linearRed: Double, linearGreen: Double, linearBlue: Double) -> UInt32 {
        argb(red: delinearized(linearRed), green: delinearized(linearGreen), blue: delinearized(linearBlue))
    }

    static func argb(x: Double, y: Double, z: Double) -> UInt32 {
        let linearR = 3.2413774792388685 * x + -1.5376652402851851 * y + -0.49885366846268053 * z
        let linearG = -0.9691452513005321 * x + 1.8758853451067872 * y + 0.04156585616912061 * z
        let linearB = 0.05562093689691305 * x + -0.20395524564742123 * y + 1.0571799111220335 * z
        return argb(linearRed: linearR, linearGreen: linearG, linearBlue: linearB)
    }

    static func xyz(_ argb: UInt32) -> (x: Double, y: Double, z: Double) {
        let r = linearized(red(argb))
        let g = linearized(green(argb))
        let b = linearized(blue(argb))
        return (
            r * 0.41233895 + g * 0.35762064 + b * 0.18051042,
            r * 0.2126 + g * 0.7152 + b * 0.0722,
            r * 0.01932141 + g * 0.11916382 + b * 0.95034478
        )
    }

    static let whitePointD65 = (x: 95.047, y: 100.0, z: 108.883)

    static func lab(_ argb: UInt32) -> (l: Double, a: Double, b: Double) {
        let (x, y, z) = xyz(argb)
        let fx = labF(x / whitePointD65.x)
        let fy = labF(y / whitePointD65.y)
        let fz = labF(z / whitePointD65.z)
        return (116.0 * fy - 16, 500.0 * (fx - fy), 200.0 * (fy - fz))
    }

    static func argb(l: Double, a: Double, b: Double) -> UInt32 {
        let fy = (l + 16.0) / 116.0
        let fx = a / 500.0 + fy
        let fz = fy - b / 200.0
        return argb(
            x: labInvf(fx) * whitePointD65.x, y: labInvf(fy) * whitePointD65.y, z: labInvf(fz) * whitePointD65.z)
    }

    /// The gray with the given L*.
    static func argb(lstar: Double) -> UInt32 {
        let component = delinearized(yFromLstar(lstar))
        return argb(red: component, green: component, blue: component)
    }

    static func lstar(_ argb: UInt32) -> Double {
        116.0 * labF(xyz(argb).y / 100.0) - 16.0
    }

    static func yFromLstar(_ lstar: Double) -> Double {
        100.0 * labInvf((lstar + 16.0) / 116.0)
    }

    static func lstarFromY(_ y: Double) -> Double {
        labF(y / 100.0) * 116.0 - 16.0
    }

    private static func labF(_ t: Double) -> Double {
        let e = 216.0 / 24389.0
        let kappa = 24389.0 / 27.0
        return t > e ? pow(t, 1.0 / 3.0) : (kappa * t + 16) / 116
    }

    private static func labInvf(_ ft: Double) -> Double {
        let e = 216.0 / 24389.0
        let kappa = 24389.0 / 27.0
        let ft3 = ft * ft * ft
        return ft3 > e ? ft3 : (116 * ft - 16) / kappa
    }
}
