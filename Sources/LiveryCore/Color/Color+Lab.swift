import Foundation

// MARK: - CIE Lab and LCH (D50), as CSS Color 4 defines lab() and lch()

extension Color {
    private static let d50White = SIMD3(0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585)
    private static let epsilon = 216.0 / 24389
    private static let kappa = 24389.0 / 27

    /// The color in CIE Lab (D50).
    public var cieLab: CIELab {
        let xyz = xyzD50
        let scaled = SIMD3(xyz.x, xyz.y, xyz.z) / Color.d50White
        func f(_ t: Double) -> Double { t > Color.epsilon ? cbrt(t) : (Color.kappa * t + 16) / 116 }
        let fx = f(scaled.x)
        let fy = f(scaled.y)
        let fz = f(scaled.z)
        return CIELab(lightness: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// Creates a color from CIE Lab (D50) coordinates.
    public init(cieLab lab: CIELab, alpha: Double = 1) {
        let fy = (lab.lightness + 16) / 116
        let fx = lab.a / 500 + fy
        let fz = fy - lab.b / 200
        func inverse(_ f: Double) -> Double {
            let cube = f * f * f
            return cube > Color.epsilon ? cube : (116 * f - 16) / Color.kappa
        }
        let y = lab.lightness > Color.kappa * Color.epsilon ? fy * fy * fy : lab.lightness / Color.kappa
        let xyz = SIMD3(inverse(fx), y, inverse(fz)) * Color.d50White
        self.init(xyzD50: XYZ(x: xyz.x, y: xyz.y, z: xyz.z), alpha: alpha)
    }
}
