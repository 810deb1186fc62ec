import Foundation

// MARK: - OKLab and OKLCH

extension Color {
    /// The color in OKLab.
    public var oklab: OKLab {
        let lms = Matrix3.linearSRGBToLMS.apply(linearVector)
        let root = SIMD3(cbrt(lms.x), cbrt(lms.y), cbrt(lms.z))
        let lab = Matrix3.lmsToOKLab.apply(root)
        return OKLab(lightness: lab.x, a: lab.y, b: lab.z)
    }

    /// Creates a color from OKLab coordinates.
    public init(oklab: OKLab, alpha: Double = 1) {
        let root = Matrix3.okLabToLMS.apply(SIMD3(oklab.lightness, oklab.a, oklab.b))
        let lms = root * root * root
        self.init(linearVector: Matrix3.lmsToLinearSRGB.apply(lms), alpha: alpha)
    }

    /// The color in OKLCH. The hue is `0` for achromatic colors (chroma below 1e-7).
    public var oklch: OKLCH {
        let lab = oklab
        let chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        return OKLCH(
            lightness: lab.lightness, chroma: chroma, hue: Color.hueDegrees(a: lab.a, b: lab.b, chroma: chroma))
    }

    /// Creates a color from OKLCH coordinates.
    public init(oklch: OKLCH, alpha: Double = 1) {
        let radians = oklch.hue * .pi / 180
        self.init(
            oklab: OKLab(lightness: oklch.lightness, a: oklch.chroma * cos(radians), b: oklch.chroma * sin(radians)),
            alpha: alpha)
    }

    /// ΔE OK: the Euclidean distance between two colors in OKLab, alpha ignored. About 0.02 is the smallest
    /// difference people notice (CSS Color 4's gamut mapping uses it as its threshold); black to white is 1.
    public func deltaEOK(_ other: Color) -> Double {
        let (p, q) = (oklab, other.oklab)
        let (dl, da, db) = (p.lightness - q.lightness, p.a - q.a, p.b - q.b)
        return (dl * dl + da * da + db * db).squareRoot()
    }

    static func hueDegrees(a: Double, b: Double, chroma: Double) -> Double {
        guard chroma > 1e-7 else { return 0 }
        let degrees = atan2(b, a) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }
}
