import Foundation

/// A Tokens Studio color modifier, `$extensions["studio.tokens"].modify` on a color token:
/// `{"type": "lighten" | "darken" | "mix" | "alpha", "value": amount, "space": "srgb" | "hsl" | "lch" | "p3",
/// "color": other color (mix only)}`.
///
/// The arithmetic is that of Tokens Studio's `sd-transforms`, which Style Dictionary builds use: `lighten` moves
/// each channel (or the lightness) toward its maximum by `value` of the distance, `darken` toward 0, `lch` also
/// lowers the chroma by `value` of itself; `mix` interpolates toward `color` in the space (hue the shorter way
/// round); `alpha` sets the alpha. The amount may be arithmetic or a reference. Without a space the modifier is
/// not applied (with a warning), as Tokens Studio's build does.
struct ColorModifier {
    enum Kind: String {
        case lighten, darken, mix, alpha
    }

    enum Space: String {
        case srgb, hsl, lch, p3
    }

    let kind: Kind
    let space: Space
    let amount: Double
    let other: Color?

    /// The modifier of a token's extensions, decoded with the token's decoder (so references resolve), or `nil`
    /// when the token has none.
    static func of(_ extensions: SourceNode?, decoder: ValueDecoder) throws -> ColorModifier? {
        guard let node = extensions?["studio.tokens"]?["modify"] else { return nil }
        func invalid(_ at: SourceNode, _ reason: String) -> TokenFileError {
            decoder.invalid(at, .color, "color modifier: \(reason)")
        }
        guard let typeNode = node["type"], let kind = typeNode.string.flatMap(Kind.init(rawValue:)) else {
            throw invalid(node, "\"type\" must be lighten, darken, mix or alpha")
        }
        guard let spaceText = node["space"]?.string, !spaceText.isEmpty else {
            // Tokens Studio's build leaves the color as it is when the modifier names no space.
            try decoder.sink.accept(
                .assumedValue,
                "color modifier without a \"space\"; it is not applied, as Tokens Studio's build "
                    + "leaves the color", at: node.position, path: decoder.path)
            return nil
        }
        guard let space = Space(rawValue: spaceText.lowercased()) else {
            throw invalid(node["space"]!, "unknown space '\(spaceText)'; expected srgb, hsl, lch or p3")
        }
        guard let valueNode = node["value"] else { throw invalid(node, "\"value\" is missing") }
        // Tokens Studio writes the amount as a string ("0.2", "0.5 - 0.3"): its own form, not a departure.
        let amount =
            try valueNode.string.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            ?? decoder.number(valueNode)
        var other: Color?
        if kind == .mix {
            guard let colorNode = node["color"] else { throw invalid(node, "mix needs a \"color\"") }
            guard case .color(let color) = try decoder.decode(colorNode, as: .color) else {
                throw invalid(colorNode, "mix needs a color")
            }
            other = color
        }
        return ColorModifier(kind: kind, space: space, amount: amount, other: other)
    }

    /// The modified color.
    func apply(to color: Color) -> Color {
        switch kind {
        case .alpha:
            return color.withAlpha(min(max(amount, 0), 1))
        case .lighten, .darken:
            return lightness(of: color, lighter: kind == .lighten)
        case .mix:
            return mix(color, other!, min(max(amount, 0), 1))
        }
    }

    private func lightness(of color: Color, lighter: Bool) -> Color {
        // Toward the top of each channel by `amount` of the distance, or toward 0 by `amount` of the value.
        func step(_ value: Double, top: Double) -> Double {
            lighter ? min(top, value + amount * (top - value)) : max(0, value - amount * value)
        }
        switch space {
        case .srgb:
            return Color(
                red: step(color.red, top: 1), green: step(color.green, top: 1), blue: step(color.blue, top: 1),
                alpha: color.alpha)
        case .p3:
            let p3 = color.displayP3
            return Color(
                displayP3: RGBComponents(
                    red: step(p3.red, top: 1), green: step(p3.green, top: 1), blue: step(p3.blue, top: 1)),
                alpha: color.alpha)
        case .hsl:
            var hsl = color.hsl
            hsl.lightness = step(hsl.lightness, top: 1)
            return Color(hsl: hsl, alpha: color.alpha)
        case .lch:
            let lab = color.cieLab
            let chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
            let newChroma = max(0, chroma - amount * chroma)
            let scale = chroma > 0 ? newChroma / chroma : 0
            let newLightness = step(lab.lightness, top: 100)
            return Color(
                cieLab: CIELab(lightness: newLightness, a: lab.a * scale, b: lab.b * scale), alpha: color.alpha)
        }
    }

    private func mix(_ a: Color, _ b: Color, _ t: Double) -> Color {
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        let alpha = lerp(a.alpha, b.alpha)
        switch space {
        case .srgb:
            return Color(
                red: lerp(a.red, b.red), green: lerp(a.green, b.green), blue: lerp(a.blue, b.blue), alpha: alpha)
        case .p3:
            let x = a.displayP3
            let y = b.displayP3
            return Color(
                displayP3: RGBComponents(
                    red: lerp(x.red, y.red), green: lerp(x.green, y.green), blue: lerp(x.blue, y.blue)),
                alpha: alpha)
        case .hsl:
            let x = a.hsl
            let y = b.hsl
            let (h1, h2) = Self.hues(x.hue, x.saturation == 0, y.hue, y.saturation == 0)
            return Color(
                hsl: HSL(
                    hue: lerp(h1, h2), saturation: lerp(x.saturation, y.saturation),
                    lightness: lerp(x.lightness, y.lightness)),
                alpha: alpha)
        case .lch:
            let x = a.cieLab
            let y = b.cieLab
            let c1 = (x.a * x.a + x.b * x.b).squareRoot()
            let c2 = (y.a * y.a + y.b * y.b).squareRoot()
            func hue(_ lab: CIELab) -> Double {
                let degrees = atan2(lab.b, lab.a) * 180 / .pi
                return degrees < 0 ? degrees + 360 : degrees
            }
            // An achromatic color has no hue of its own; it takes the other's (CSS Color 4, "powerless" hues).
            let (h1, h2) = Self.hues(hue(x), c1 < 1e-4, hue(y), c2 < 1e-4)
            let h = lerp(h1, h2) * .pi / 180
            let c = lerp(c1, c2)
            return Color(
                cieLab: CIELab(lightness: lerp(x.lightness, y.lightness), a: c * cos(h), b: c * sin(h)), alpha: alpha)
        }
    }

    /// Two hues to interpolate between the shorter way round; a missing hue takes the other's.
    static func hues(_ h1: Double, _ missing1: Bool, _ h2: Double, _ missing2: Bool) -> (Double, Double) {
        var first = missing1 ? (missing2 ? 0 : h2) : h1
        let second = missing2 ? first : h2
        if second - first > 180 { first += 360 } else if first - second > 180 { first -= 360 }
        return (first, second)
    }
}
