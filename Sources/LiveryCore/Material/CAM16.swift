// Part of Livery's port of Google's material-color-utilities (Apache-2.0); see LICENSE-material-color-utilities.

import Foundation

/// The surround, adaptation and background a CAM16 appearance is computed for.
///
/// Material uses one set, ``standard``: an sRGB display in an average room (white point D65, adapting luminance
/// 200/π · Y(L* 50)/100, background L* 50, average surround), illuminant not discounted.
struct ViewingConditions: Sendable {
    let n: Double
    let aw: Double
    let nbb: Double
    let ncb: Double
    let c: Double
    let nc: Double
    let rgbD: (Double, Double, Double)
    let fl: Double
    let fLRoot: Double
    let z: Double

    static let standard = ViewingConditions(
        whitePoint: MaterialMath.whitePointD65,
        adaptingLuminance: (200.0 / Double.pi) * MaterialMath.yFromLstar(50.0) / 100.0,
        backgroundLstar: 50.0, surround: 2.0, discountingIlluminant: false)

    init(
        whitePoint: (x: Double, y: Double, z: Double), adaptingLuminance: Double, backgroundLstar: Double,
        surround: Double, discountingIlluminant: Bool
    ) {
        let rW = whitePoint.x * 0.401288 + whitePoint.y * 0.650173 + whitePoint.z * -0.051461
        let gW = whitePoint.x * -0.250268 + whitePoint.y * 1.204414 + whitePoint.z * 0.045854
        let bW = whitePoint.x * -0.002079 + whitePoint.y * 0.048952 + whitePoint.z * 0.953127
        let f = 0.8 + surround / 10.0
        let c =
            f >= 0.9
            ? MaterialMath.lerp(0.59, 0.69, (f - 0.9) * 10.0) : MaterialMath.lerp(0.525, 0.59, (f - 0.8) * 10.0)
        var d =
            discountingIlluminant ? 1.0 : f * (1.0 - (1.0 / 3.6) * exp((-adaptingLuminance - 42.0) / 92.0))
        d = d > 1.0 ? 1.0 : (d < 0.0 ? 0.0 : d)
        let rgbD = (d * (100.0 / rW) + 1.0 - d, d * (100.0 / gW) + 1.0 - d, d * (100.0 / bW) + 1.0 - d)
        let k = 1.0 / (5.0 * adaptingLuminance + 1.0)
        let k4 = k * k * k * k
        let k4F = 1.0 - k4
        let fl = k4 * adaptingLuminance + 0.1 * k4F * k4F * cbrt(5.0 * adaptingLuminance)
        let n = MaterialMath.yFromLstar(backgroundLstar) / whitePoint.y
        let z = 1.48 + n.squareRoot()
        let nbb = 0.725 / pow(n, 0.2)
        let factors = (
            pow((fl * rgbD.0 * rW) / 100.0, 0.42), pow((fl * rgbD.1 * gW) / 100.0, 0.42),
            pow((fl * rgbD.2 * bW) / 100.0, 0.42)
        )
        let rgbA = (
            (400.0 * factors.0) / (factors.0 + 27.13), (400.0 * factors.1) / (factors.1 + 27.13),
            (400.0 * factors.2) / (factors.2 + 27.13)
        )
        self.n = n
        self.aw = (2.0 * rgbA.0 + rgbA.1 + 0.05 * rgbA.2) * nbb
        self.nbb = nbb
        self.ncb = nbb
        self.c = c
        self.nc = f
        self.rgbD = rgbD
        self.fl = fl
        self.fLRoot = pow(fl, 0.25)
        self.z = z
    }
}

/// A color's appearance in CAM16 (Li et al. 2017) under ``ViewingConditions/standard``: hue, chroma, lightness J
/// and the other correlates, as material-color-utilities' `Cam16.fromInt` computes them. (The reference's other
/// constructors, UCS distances and viewing-condition changes serve features Livery does not port.)
struct CAM16: Sendable {
    let hue: Double
    let chroma: Double
    let j: Double
    let q: Double
    let m: Double
    let s: Double

    init(argb: UInt32, in vc: ViewingConditions = .standard) {
        let (x, y, z) = MaterialMath.xyz(argb)
        let rC = 0.401288 * x + 0.650173 * y - 0.051461 * z
        let gC = -0.250268 * x + 1.204414 * y + 0.045854 * z
        let bC = -0.002079 * x + 0.048952 * y + 0.953127 * z
        let rD = vc.rgbD.0 * rC
        let gD = vc.rgbD.1 * gC
        let bD = vc.rgbD.2 * bC
        let rAF = pow((vc.fl * abs(rD)) / 100.0, 0.42)
        let gAF = pow((vc.fl * abs(gD)) / 100.0, 0.42)
        let bAF = pow((vc.fl * abs(bD)) / 100.0, 0.42)
        let rA = (MaterialMath.signum(rD) * 400.0 * rAF) / (rAF + 27.13)
        let gA = (MaterialMath.signum(gD) * 400.0 * gAF) / (gAF + 27.13)
        let bA = (MaterialMath.signum(bD) * 400.0 * bAF) / (bAF + 27.13)
        let a = (11.0 * rA + -12.0 * gA + bA) / 11.0
        let b = (rA + gA - 2.0 * bA) / 9.0
        let u = (20.0 * rA + 20.0 * gA + 21.0 * bA) / 20.0
        let p2 = (40.0 * rA + 20.0 * gA + bA) / 20.0
        let hue = MaterialMath.sanitizeDegrees((atan2(b, a) * 180.0) / Double.pi)
        let ac = p2 * vc.nbb
        let j = 100.0 * pow(ac / vc.aw, vc.c * vc.z)
        let huePrime = hue < 20.14 ? hue + 360 : hue
        let eHue = 0.25 * (cos((huePrime * Double.pi) / 180.0 + 2.0) + 3.8)
        let p1 = (50000.0 / 13.0) * eHue * vc.nc * vc.ncb
        let t = (p1 * (a * a + b * b).squareRoot()) / (u + 0.305)
        let alpha = pow(t, 0.9) * pow(1.64 - pow(0.29, vc.n), 0.73)
        let c = alpha * (j / 100.0).squareRoot()
        self.hue = hue
        self.chroma = c
        self.j = j
        self.q = (4.0 / vc.c) * (j / 100.0).squareRoot() * (vc.aw + 4.0) * vc.fLRoot
        self.m = c * vc.fLRoot
        self.s = 50.0 * ((alpha * vc.c) / (vc.aw + 4.0)).squareRoot()
    }

    /// The color as ARGB, viewed under `conditions`.
    func argb(in conditions: ViewingConditions = .standard) -> UInt32 {
        let (x, y, z) = xyz(in: conditions)
        return MaterialMath.argb(x: x, y: y, z: z)
    }

    func xyz(in vc: ViewingConditions) -> (x: Double, y: Double, z: Double) {
        let alpha = chroma == 0.0 || j == 0.0 ? 0.0 : chroma / (j / 100.0).squareRoot()
        let t = pow(alpha / pow(1.64 - pow(0.29, vc.n), 0.73), 1.0 / 0.9)
        let hRad = (hue * Double.pi) / 180.0
        let eHue = 0.25 * (cos(hRad + 2.0) + 3.8)
        let ac = vc.aw * pow(j / 100.0, 1.0 / vc.c / vc.z)
        let p1 = eHue * (50000.0 / 13.0) * vc.nc * vc.ncb
        let p2 = ac / vc.nbb
        let hSin = sin(hRad)
        let hCos = cos(hRad)
        let gamma = (23.0 * (p2 + 0.305) * t) / (23.0 * p1 + 11.0 * t * hCos + 108.0 * t * hSin)
        let a = gamma * hCos
        let b = gamma * hSin
        let rA = (460.0 * p2 + 451.0 * a + 288.0 * b) / 1403.0
        let gA = (460.0 * p2 - 891.0 * a - 261.0 * b) / 1403.0
        let bA = (460.0 * p2 - 220.0 * a - 6300.0 * b) / 1403.0
        func unadapt(_ adapted: Double) -> Double {
            let base = max(0, (27.13 * abs(adapted)) / (400.0 - abs(adapted)))
            return MaterialMath.signum(adapted) * (100.0 / vc.fl) * pow(base, 1.0 / 0.42)
        }
        let rF = unadapt(rA) / vc.rgbD.0
        let gF = unadapt(gA) / vc.rgbD.1
        let bF = unadapt(bA) / vc.rgbD.2
        return (
            1.86206786 * rF - 1.01125463 * gF + 0.14918677 * bF,
            0.38752654 * rF + 0.62144744 * gF - 0.00897398 * bF,
            -0.01584150 * rF - 0.03412294 * gF + 1.04996444 * bF
        )
    }
}
