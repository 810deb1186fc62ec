/// A color, stored as gamma-encoded sRGB components and an alpha value.
///
/// Components are `Double`s and are *not* clamped: a wide-gamut color read from Display P3 or OKLCH keeps
/// components outside `0...1`, so converting it back gives the original value. Use ``clampedToSRGB`` for
/// a displayable sRGB color.
///
/// ```swift
/// let brand = try Color(parsing: "#377ce4")
/// let onBrand = brand.contrastRatio(against: .white)  // 4.27…
/// let hover = brand.darkened(by: 0.08)                // OKLab lightness step
/// ```
public struct Color: Sendable, Hashable {
    /// The red component, gamma-encoded sRGB (`0...1` in gamut).
    public var red: Double
    /// The green component, gamma-encoded sRGB (`0...1` in gamut).
    public var green: Double
    /// The blue component, gamma-encoded sRGB (`0...1` in gamut).
    public var blue: Double
    /// The opacity, `0` (transparent) to `1` (opaque).
    public var alpha: Double

    /// Creates a color from gamma-encoded sRGB components.
    /// - Parameters:
    ///   - red: Red, `0...1` in gamut.
    ///   - green: Green, `0...1` in gamut.
    ///   - blue: Blue, `0...1` in gamut.
    ///   - alpha: Opacity, `0...1`; values outside are clamped.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = min(max(alpha, 0), 1)
    }

    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// The largest magnitude of an sRGB component that a color read from text or a DTCG color object may have.
    ///
    /// Wide-gamut colors keep components a little outside `0...1` (Display P3's red is about 1.09 in sRGB);
    /// a color a thousand times outside sRGB is a typo or hostile input, and components near `Double`'s range
    /// would overflow the conversions to other spaces into infinities and NaNs. Parsing refuses such colors with
    /// ``ColorParseError/outOfRange(_:limit:)``.
    public static let componentLimit = 1_000.0

    /// Whether every component is finite and within ``componentLimit`` of zero, so that every conversion of the
    /// color gives finite numbers.
    public var isWithinComponentLimit: Bool {
        // Written out, not over an array: every color parsed is checked, and an array is an allocation. A NaN
        // fails each comparison, as it must.
        let limit = Color.componentLimit
        return red.magnitude <= limit && green.magnitude <= limit && blue.magnitude <= limit
            && alpha.magnitude <= limit
    }

    /// The color itself when it is within ``componentLimit``.
    /// - Parameter text: The notation it was read from, for the error.
    /// - Throws: ``ColorParseError/outOfRange(_:limit:)`` otherwise.
    func checkedRange(_ text: @autoclosure () -> String) throws(ColorParseError) -> Color {
        guard isWithinComponentLimit else { throw .outOfRange(text(), limit: Color.componentLimit) }
        return self
    }

    /// Whether every component lies in `0...1` (with a tolerance of 1e-6), so the color is displayable in sRGB.
    public var isInSRGBGamut: Bool {
        let (low, high) = (-1e-6, 1 + 1e-6)
        return red >= low && red <= high && green >= low && green <= high && blue >= low && blue <= high
    }

    /// The color with its components clamped to `0...1`.
    public var clampedToSRGB: Color {
        Color(
            red: min(max(red, 0), 1), green: min(max(green, 0), 1), blue: min(max(blue, 0), 1), alpha: alpha)
    }

    /// The same color with another opacity.
    /// - Parameter alpha: The new opacity, `0...1`.
    /// - Returns: A copy with `alpha` replaced.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }
}

extension Color: CustomStringConvertible {
    /// The color as `#rrggbb`, or `#rrggbbaa` when it is not opaque.
    public var description: String { hexString() }
}
