// MARK: - Mixing and lightness steps in OKLab

extension Color {
    /// Mixes this color with another in OKLab, the way CSS `color-mix(in oklab, …)` does.
    ///
    /// - Parameters:
    ///   - other: The color to mix in.
    ///   - amount: How much of `other`, `0` (this color) to `1` (the other color).
    /// - Returns: The mix; alpha is interpolated linearly and the components are premultiplied by alpha.
    public func mixed(with other: Color, amount: Double) -> Color {
        let t = min(max(amount, 0), 1)
        let a = oklab
        let b = other.oklab
        let alphaOut = alpha + (other.alpha - alpha) * t
        guard alphaOut > 0 else { return .clear }
        func lerp(_ x: Double, _ y: Double) -> Double {
            (x * alpha + (y * other.alpha - x * alpha) * t) / alphaOut
        }
        return Color(
            oklab: OKLab(lightness: lerp(a.lightness, b.lightness), a: lerp(a.a, b.a), b: lerp(a.b, b.b)),
            alpha: alphaOut)
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
