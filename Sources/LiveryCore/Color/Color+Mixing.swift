// MARK: - Mixing and lightness steps in OKLab

extension Color {
    /// Mixes this color with another in OKLab, the way CSS `color-mix(in oklab, …)` does.
    ///
    /// - Parameters:
    ///   - other: The color to mix in.
    ///   - amount: How much of `other`, `0` (this color) to `1` (the other color).
    /// - Returns: The mix; alpha is interpolated linearly and the components are premultiplied by alpha.
    public func mixed(with other: Color, amount: Double) -> Color {
        OKLabMix(from: self, to: other).color(at: amount)
    }

    /// The color with its OKLab lightness raised by `amount` (clamped to `0...1`); hue and chroma stay.
    /// - Parameter amount: The lightness step, e.g. `0.1`.
    /// - Returns: The lighter color.
    public func lightened(by amount: Double) -> Color {
        var lab = oklab
        lab.lightness = min(max(lab.lightness + amount, 0), 1)
        return Color(oklab: lab, alpha: alpha)
    }

    /// The color with its OKLab lightness lowered by `amount` (clamped to `0...1`).
    /// - Parameter amount: The lightness step, e.g. `0.1`.
    /// - Returns: The darker color.
    public func darkened(by amount: Double) -> Color {
        lightened(by: -amount)
    }
}

/// Two colors converted to premultiplied OKLab once, to be mixed at many amounts: the frames of an animated theme
/// switch. ``Color/mixed(with:amount:)`` mixes through it, so a frame's color is exactly the mix CSS defines.
package struct OKLabMix: Sendable {
    private let from: PremultipliedOKLab
    private let to: PremultipliedOKLab

    /// Prepares the mix of two colors.
    package init(from: Color, to: Color) {
        self.from = PremultipliedOKLab(from)
        self.to = PremultipliedOKLab(to)
    }

    /// The mix `amount` of the way from the first color to the second (clamped to `0...1`): a straight line in
    /// premultiplied OKLab, which is `color-mix(in oklab, …)` (alpha interpolated linearly, components
    /// premultiplied by it).
    package func color(at amount: Double) -> Color {
        let t = min(max(amount, 0), 1)
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        return PremultipliedOKLab(
            lightness: lerp(from.lightness, to.lightness), a: lerp(from.a, to.a), b: lerp(from.b, to.b),
            alpha: lerp(from.alpha, to.alpha)
        ).color
    }
}

/// A color as OKLab components premultiplied by alpha, plus alpha: the space in which a straight line between two
/// colors is exactly their ``Color/mixed(with:amount:)`` path. An animation system that interpolates a vector
/// linearly (SwiftUI's `animatableData`) moves a color through this value to animate it as the runtime's animated
/// switch does.
package struct PremultipliedOKLab: Sendable, Hashable {
    /// OKLab lightness times alpha.
    package var lightness: Double
    /// OKLab a times alpha.
    package var a: Double
    /// OKLab b times alpha.
    package var b: Double
    /// Alpha, `0...1`.
    package var alpha: Double

    /// Creates the value from its four components.
    package init(lightness: Double, a: Double, b: Double, alpha: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
        self.alpha = alpha
    }

    /// The premultiplied form of a color.
    package init(_ color: Color) {
        let lab = color.oklab
        self.init(
            lightness: lab.lightness * color.alpha, a: lab.a * color.alpha, b: lab.b * color.alpha,
            alpha: color.alpha)
    }

    /// The color: components divided by alpha; transparent when alpha is not above 0.
    package var color: Color {
        guard alpha > 0 else { return .clear }
        return Color(oklab: OKLab(lightness: lightness / alpha, a: a / alpha, b: b / alpha), alpha: min(alpha, 1))
    }
}
