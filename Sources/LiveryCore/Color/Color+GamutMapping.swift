// MARK: - Gamut mapping to sRGB (CSS Color 4, §13.2)

extension Color {
    /// The color brought into the sRGB gamut the way CSS Color 4 maps colors for display: its OKLCH chroma is
    /// reduced, lightness and hue kept, until clipping what is left changes the color by less than a just
    /// noticeable difference (ΔE OK 0.02).
    ///
    /// Clipping each channel on its own (``clampedToSRGB``) shifts the hue of a wide-gamut color: Display P3's
    /// green `[0, 1, 0]` clips to `#00ff00`, a different green, while mapping keeps its hue and lightness and gives
    /// up only chroma. Outputs that can hold only sRGB (hex, `rgb()`, Android colors) use this; outputs in Display
    /// P3 keep the color as it is. A color already in gamut is returned unchanged; alpha is kept.
    public var mappedToSRGBGamut: Color {
        if isInSRGBGamut { return self }
        let origin = oklch
        // Past white or black, the nearest color in gamut is white or black (the algorithm's first step).
        if origin.lightness >= 1 { return Color(red: 1, green: 1, blue: 1, alpha: alpha) }
        if origin.lightness <= 0 { return Color(red: 0, green: 0, blue: 0, alpha: alpha) }
        let justNoticeable = 0.02
        let epsilon = 0.0001
        func color(chroma: Double) -> Color {
            Color(oklch: OKLCH(lightness: origin.lightness, chroma: chroma, hue: origin.hue), alpha: alpha)
        }
        func distance(_ a: Color, _ b: Color) -> Double { a.deltaEOK(b) }
        var clipped = clampedToSRGB
        if distance(clipped, self) < justNoticeable { return clipped }
        var low = 0.0
        var high = origin.chroma
        var lowIsInGamut = true
        while high - low > epsilon {
            let chroma = (low + high) / 2
            let current = color(chroma: chroma)
            if lowIsInGamut && current.isInSRGBGamut {
                low = chroma
                continue
            }
            clipped = current.clampedToSRGB
            let error = distance(clipped, current)
            if error < justNoticeable {
                if justNoticeable - error < epsilon { return clipped }
                lowIsInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return clipped
    }
}
