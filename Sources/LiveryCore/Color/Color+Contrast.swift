// MARK: - WCAG 2.x luminance and contrast

extension Color {
    /// The WCAG 2.x relative luminance, `0` (black) to `1` (white), of the color as an opaque sRGB color.
    ///
    /// Components are clamped to sRGB first; the transfer function uses the sRGB threshold 0.04045.
    public var relativeLuminance: Double {
        let c = clampedToSRGB
        return 0.2126 * Color.linearize(c.red) + 0.7152 * Color.linearize(c.green)
            + 0.0722 * Color.linearize(c.blue)
    }

    /// The WCAG 2.x contrast ratio between this color (the foreground) and a background, `1...21`.
    ///
    /// A translucent foreground is first composited over the background; the background is taken as opaque.
    /// - Parameter background: The color behind this one.
    /// - Returns: `(lighter + 0.05) / (darker + 0.05)`.
    public func contrastRatio(against background: Color) -> Double {
        let opaqueBackground = background.withAlpha(1)
        let foreground = alpha < 1 ? composited(over: opaqueBackground) : self
        let l1 = foreground.relativeLuminance
        let l2 = opaqueBackground.relativeLuminance
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    /// This color painted over another with source-over compositing, in gamma-encoded sRGB as browsers do.
    /// - Parameter background: The color underneath.
    /// - Returns: The composite.
    public func composited(over background: Color) -> Color {
        let outAlpha = alpha + background.alpha * (1 - alpha)
        guard outAlpha > 0 else { return .clear }
        func mix(_ top: Double, _ bottom: Double) -> Double {
            (top * alpha + bottom * background.alpha * (1 - alpha)) / outAlpha
        }
        return Color(
            red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue),
            alpha: outAlpha)
    }
}
