import Foundation

// MARK: - Linear sRGB, Display P3, CIE XYZ

extension Color {
    /// The sRGB transfer function (extended to negative values by symmetry), encoded → linear.
    static func linearize(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// The inverse sRGB transfer function, linear → encoded.
    static func encode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }

    var linearVector: SIMD3<Double> {
        SIMD3(Color.linearize(red), Color.linearize(green), Color.linearize(blue))
    }

    init(linearVector v: SIMD3<Double>, alpha: Double) {
        self.init(red: Color.encode(v.x), green: Color.encode(v.y), blue: Color.encode(v.z), alpha: alpha)
    }

    /// The color in linear-light sRGB.
    public var linearSRGB: RGBComponents {
        let v = linearVector
        return RGBComponents(red: v.x, green: v.y, blue: v.z)
    }

    /// Creates a color from linear-light sRGB components.
    public init(linearSRGB c: RGBComponents, alpha: Double = 1) {
        self.init(linearVector: SIMD3(c.red, c.green, c.blue), alpha: alpha)
    }

    /// The color in CIE XYZ with the D65 white point.
    public var xyzD65: XYZ {
        let v = Matrix3.linearSRGBToXYZ.apply(linearVector)
        return XYZ(x: v.x, y: v.y, z: v.z)
    }

    /// Creates a color from CIE XYZ (D65) values.
    public init(xyzD65 xyz: XYZ, alpha: Double = 1) {
        self.init(linearVector: Matrix3.xyzToLinearSRGB.apply(SIMD3(xyz.x, xyz.y, xyz.z)), alpha: alpha)
    }

    /// The color in CIE XYZ with the D50 white point (Bradford-adapted).
    public var xyzD50: XYZ {
        let v = Matrix3.d65ToD50.apply(Matrix3.linearSRGBToXYZ.apply(linearVector))
        return XYZ(x: v.x, y: v.y, z: v.z)
    }

    /// Creates a color from CIE XYZ (D50) values.
    public init(xyzD50 xyz: XYZ, alpha: Double = 1) {
        let d65 = Matrix3.d50ToD65.apply(SIMD3(xyz.x, xyz.y, xyz.z))
        self.init(linearVector: Matrix3.xyzToLinearSRGB.apply(d65), alpha: alpha)
    }

    /// The color in Display P3 (gamma-encoded, the sRGB transfer function over P3 primaries).
    public var displayP3: RGBComponents {
        let p3 = Matrix3.xyzToLinearP3.apply(Matrix3.linearSRGBToXYZ.apply(linearVector))
        return RGBComponents(red: Color.encode(p3.x), green: Color.encode(p3.y), blue: Color.encode(p3.z))
    }

    /// Creates a color from gamma-encoded Display P3 components.
    public init(displayP3 c: RGBComponents, alpha: Double = 1) {
        let linearP3 = SIMD3(Color.linearize(c.red), Color.linearize(c.green), Color.linearize(c.blue))
        let xyz = Matrix3.linearP3ToXYZ.apply(linearP3)
        self.init(linearVector: Matrix3.xyzToLinearSRGB.apply(xyz), alpha: alpha)
    }

}

// MARK: - Adobe RGB (1998), ProPhoto RGB, Rec. 2020 (CSS Color 4 §10)

extension Color {
    /// A power transfer function extended to negative values by symmetry, as CSS Color 4 does for its RGB spaces.
    static func signedPower(_ value: Double, _ exponent: Double) -> Double {
        value < 0 ? -pow(-value, exponent) : pow(value, exponent)
    }

    /// ProPhoto's transfer function, encoded → linear: linear below 16/512, a 1.8 power above.
    static func prophotoLinearize(_ value: Double) -> Double {
        abs(value) <= 16.0 / 512 ? value / 16 : signedPower(value, 1.8)
    }

    /// ProPhoto's inverse transfer function, linear → encoded.
    static func prophotoEncode(_ value: Double) -> Double {
        abs(value) >= 1.0 / 512 ? signedPower(value, 1 / 1.8) : value * 16
    }

    /// The color in an RGB space over D65 whose transfer function is a plain power (`gamma`), given the matrix
    /// from XYZ D65 to its linear components.
    private func poweredRGB(fromXYZ matrix: Matrix3, gamma: Double) -> RGBComponents {
        let v = matrix.apply(Matrix3.linearSRGBToXYZ.apply(linearVector))
        let exponent = 1 / gamma
        return RGBComponents(
            red: Color.signedPower(v.x, exponent), green: Color.signedPower(v.y, exponent),
            blue: Color.signedPower(v.z, exponent))
    }

    /// A color from an RGB space like ``poweredRGB(fromXYZ:gamma:)``'s, given its matrix to XYZ D65.
    private init(poweredRGB c: RGBComponents, gamma: Double, toXYZ matrix: Matrix3, alpha: Double) {
        let linear = SIMD3(
            Color.signedPower(c.red, gamma), Color.signedPower(c.green, gamma), Color.signedPower(c.blue, gamma))
        self.init(linearVector: Matrix3.xyzToLinearSRGB.apply(matrix.apply(linear)), alpha: alpha)
    }

    /// The color in Adobe RGB (1998) (gamma 563/256 over its primaries).
    public var a98RGB: RGBComponents { poweredRGB(fromXYZ: Matrix3.xyzToLinearA98, gamma: 563.0 / 256) }

    /// Creates a color from gamma-encoded Adobe RGB (1998) components.
    public init(a98RGB c: RGBComponents, alpha: Double = 1) {
        self.init(poweredRGB: c, gamma: 563.0 / 256, toXYZ: Matrix3.linearA98ToXYZ, alpha: alpha)
    }

    /// The color in ProPhoto RGB (D50 white point, Bradford-adapted).
    public var prophotoRGB: RGBComponents {
        let d50 = Matrix3.d65ToD50.apply(Matrix3.linearSRGBToXYZ.apply(linearVector))
        let v = Matrix3.xyzD50ToLinearProPhoto.apply(d50)
        return RGBComponents(
            red: Color.prophotoEncode(v.x), green: Color.prophotoEncode(v.y), blue: Color.prophotoEncode(v.z))
    }

    /// Creates a color from gamma-encoded ProPhoto RGB components.
    public init(prophotoRGB c: RGBComponents, alpha: Double = 1) {
        let linear = SIMD3(
            Color.prophotoLinearize(c.red), Color.prophotoLinearize(c.green), Color.prophotoLinearize(c.blue))
        let d65 = Matrix3.d50ToD65.apply(Matrix3.linearProPhotoToXYZD50.apply(linear))
        self.init(linearVector: Matrix3.xyzToLinearSRGB.apply(d65), alpha: alpha)
    }

    /// The color in Rec. 2020, encoded with the BT.1886 display transfer (gamma 2.4), as CSS Color 4 now defines
    /// `rec2020`.
    public var rec2020: RGBComponents { poweredRGB(fromXYZ: Matrix3.xyzToLinearRec2020, gamma: 2.4) }

    /// Creates a color from gamma-encoded Rec. 2020 components.
    public init(rec2020 c: RGBComponents, alpha: Double = 1) {
        self.init(poweredRGB: c, gamma: 2.4, toXYZ: Matrix3.linearRec2020ToXYZ, alpha: alpha)
    }
}
