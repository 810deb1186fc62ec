import Foundation

// MARK: - HSL and HWB

extension Color {
    /// The color as hue, saturation and lightness. The hue is `0` for greys.
    public var hsl: HSL {
        let maximum = max(red, green, blue)
        let minimum = min(red, green, blue)
        let lightness = (maximum + minimum) / 2
        let delta = maximum - minimum
        guard delta > 1e-12 else { return HSL(hue: 0, saturation: 0, lightness: lightness) }
        let saturation =
            (lightness == 0 || lightness == 1) ? 0 : (maximum - lightness) / min(lightness, 1 - lightness)
        var hue: Double
        switch maximum {
        case red: hue = (green - blue) / delta + (green < blue ? 6 : 0)
        case green: hue = (blue - red) / delta + 2
        default: hue = (red - green) / delta + 4
        }
        hue *= 60
        return HSL(hue: hue, saturation: saturation, lightness: lightness)
    }

    /// Creates a color from hue (degrees), saturation and lightness (`0...1`).
    public init(hsl: HSL, alpha: Double = 1) {
        let hue = hsl.hue.truncatingRemainder(dividingBy: 360)
        let h = hue < 0 ? hue + 360 : hue
        func channel(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = hsl.saturation * min(hsl.lightness, 1 - hsl.lightness)
            return hsl.lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        self.init(red: channel(0), green: channel(8), blue: channel(4), alpha: alpha)
    }

    /// The color as hue, whiteness and blackness.
    public var hwb: HWB {
        let whiteness = min(red, green, blue)
        let blackness = 1 - max(red, green, blue)
        return HWB(hue: hsl.hue, whiteness: whiteness, blackness: blackness)
    }

    /// Creates a color from hue (degrees), whiteness and blackness (`0...1`).
    public init(hwb: HWB, alpha: Double = 1) {
        if hwb.whiteness + hwb.blackness >= 1 {
            let grey = hwb.whiteness / (hwb.whiteness + hwb.blackness)
            self.init(red: grey, green: grey, blue: grey, alpha: alpha)
            return
        }
        let pure = Color(hsl: HSL(hue: hwb.hue, saturation: 1, lightness: 0.5))
        let scale = 1 - hwb.whiteness - hwb.blackness
        self.init(
            red: pure.red * scale + hwb.whiteness, green: pure.green * scale + hwb.whiteness,
            blue: pure.blue * scale + hwb.whiteness, alpha: alpha)
    }
}
