/// Three RGB components in a named RGB space (linear sRGB, Display P3…), without alpha.
public struct RGBComponents: Sendable, Hashable {
    /// Red.
    public var red: Double
    /// Green.
    public var green: Double
    /// Blue.
    public var blue: Double

    /// Creates the components.
    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The components as an array, `[red, green, blue]`.
    public var array: [Double] { [red, green, blue] }
}

/// CIE XYZ tristimulus values.
public struct XYZ: Sendable, Hashable {
    /// X.
    public var x: Double
    /// Y, the luminance.
    public var y: Double
    /// Z.
    public var z: Double

    /// Creates the values.
    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// The values as an array, `[x, y, z]`.
    public var array: [Double] { [x, y, z] }
}

/// A color in OKLab: perceptual lightness `0...1` and the opponent axes `a` (green–red) and `b` (blue–yellow).
public struct OKLab: Sendable, Hashable {
    /// Perceptual lightness, `0` (black) to `1` (white).
    public var lightness: Double
    /// Green (negative) to red (positive).
    public var a: Double
    /// Blue (negative) to yellow (positive).
    public var b: Double

    /// Creates the coordinates.
    public init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// The coordinates as an array, `[lightness, a, b]`.
    public var array: [Double] { [lightness, a, b] }
}

/// A color in OKLCH, the polar form of OKLab.
public struct OKLCH: Sendable, Hashable {
    /// Perceptual lightness, `0...1`.
    public var lightness: Double
    /// Chroma, `0` for greys; about `0.37` at most for sRGB colors.
    public var chroma: Double
    /// Hue angle in degrees, `0..<360`. Meaningless (reported as `0`) when chroma is zero.
    public var hue: Double

    /// Creates the coordinates.
    public init(lightness: Double, chroma: Double, hue: Double) {
        self.lightness = lightness
        self.chroma = chroma
        self.hue = hue
    }

    /// The coordinates as an array, `[lightness, chroma, hue]`.
    public var array: [Double] { [lightness, chroma, hue] }
}

/// A color as hue, saturation and lightness over sRGB.
public struct HSL: Sendable, Hashable {
    /// Hue angle in degrees, `0..<360`.
    public var hue: Double
    /// Saturation, `0...1`.
    public var saturation: Double
    /// Lightness, `0...1`.
    public var lightness: Double

    /// Creates the coordinates.
    /// - Parameters:
    ///   - hue: Degrees; any value, taken modulo 360.
    ///   - saturation: `0...1`.
    ///   - lightness: `0...1`.
    public init(hue: Double, saturation: Double, lightness: Double) {
        self.hue = hue
        self.saturation = saturation
        self.lightness = lightness
    }

    /// The coordinates as an array, `[hue, saturation, lightness]`.
    public var array: [Double] { [hue, saturation, lightness] }
}

/// A color as hue, whiteness and blackness over sRGB.
public struct HWB: Sendable, Hashable {
    /// Hue angle in degrees.
    public var hue: Double
    /// Whiteness, `0...1`.
    public var whiteness: Double
    /// Blackness, `0...1`.
    public var blackness: Double

    /// Creates the coordinates.
    public init(hue: Double, whiteness: Double, blackness: Double) {
        self.hue = hue
        self.whiteness = whiteness
        self.blackness = blackness
    }
}

/// A color in CIE Lab (D50 white point), as CSS Color 4 defines `lab()`.
public struct CIELab: Sendable, Hashable {
    /// Lightness, `0...100`.
    public var lightness: Double
    /// Green–red axis.
    public var a: Double
    /// Blue–yellow axis.
    public var b: Double

    /// Creates the coordinates.
    public init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }
}
