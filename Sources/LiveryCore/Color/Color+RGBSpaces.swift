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
