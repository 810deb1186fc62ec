import Foundation

// CSS Color 5's color-mix(), as users paste it into a token's `$value` ("color-mix(in oklch, var(--a) 30%, white)"
// with the variables written out): read into the DTCG color object of the mix, in the interpolation space. The
// arithmetic is CSS Color 4 §12 (interpolation) and CSS Color 5 §2 (color-mix): missing components carried forward
// into analogous ones, a hue made missing by conversion where it is powerless, hues fixed up by the interpolation
// method, premultiplied alpha, the other color's value for a component missing in one, and percentages
// normalized with the alpha multiplier a sum under 100% gives. light-dark() is refused by name: a token has one
// value, and a color scheme is a mode in DTCG terms.

extension CSSColor {
    /// Reads `color-mix(in SPACE [METHOD hue], COLOR [P%], COLOR [P%])`; `body` is the text between the parentheses,
    /// lowercased.
    static func mix(_ body: String, text: String, depth: Int) throws(ColorParseError) -> CSSColor {
        func fail(_ reason: String) -> ColorParseError { .invalidFunction(text, reason: reason) }
        let parts = topLevelSplit(body, on: ",")
        guard parts.count == 3 else {
            throw fail("color-mix() takes 'in' a color space and two colors, separated by commas")
        }
        let method = parts[0].split(whereSeparator: \.isWhitespace).map(String.init)
        guard method.first == "in", method.count == 2 || method.count == 4 else {
            throw fail("color-mix() starts with 'in' and a color space, e.g. 'in oklch'")
        }
        guard let space = interpolationSpaces[method[1]] else {
            throw fail(
                "'\(method[1])' is not an interpolation space: "
                    + interpolationSpaces.keys.sorted().joined(separator: ", "))
        }
        var hueMethod = HueMethod.shorter
        if method.count == 4 {
            guard space.hueIndex != nil else { throw fail("only hsl, hwb, lch and oklch take a hue method") }
            guard method[3] == "hue", let named = HueMethod(rawValue: method[2]) else {
                throw fail("the hue method is 'shorter', 'longer', 'increasing' or 'decreasing', then 'hue'")
            }
            hueMethod = named
        }
        let (first, firstPercent) = try mixArgument(parts[1], text: text, depth: depth)
        let (second, secondPercent) = try mixArgument(parts[2], text: text, depth: depth)

        // CSS Color 5 §2.1: percentages normalized to a sum of 100%; a smaller sum scales the alpha.
        var p1 = firstPercent
        var p2 = secondPercent
        switch (p1, p2) {
        case (nil, nil): (p1, p2) = (50, 50)
        case (let given?, nil): p2 = 100 - given
        case (nil, let given?): p1 = 100 - given
        default: break
        }
        let sum = p1! + p2!
        guard sum > 0 else { throw fail("the two percentages add up to 0%") }
        let amount = p2! / sum
        let alphaMultiplier = sum < 100 ? sum / 100 : 1

        var a = try first.interpolationComponents(in: space, text: text)
        var b = try second.interpolationComponents(in: space, text: text)
        // A missing alpha takes the other color's before premultiplying (both missing: the mix's is missing too,
        // and the components are not premultiplied).
        var alphaA = first.missingAlpha ? second.alpha : first.alpha
        var alphaB = second.missingAlpha ? first.alpha : second.alpha
        let alphaMissing = first.missingAlpha && second.missingAlpha
        if alphaMissing { (alphaA, alphaB) = (1, 1) }
        // §12.2: a component missing in one color takes the other's; missing in both, the mix has none. The hue
        // first, then fixed up by the method (so `longer` turns a full circle from a gray); the other components
        // once premultiplied (§12.3, the hue excepted), taking the other's premultiplied value, as Chromium,
        // ColorAide and the web-platform tests do (web-platform-tests/wpt#43180).
        let hue = space.hueIndex
        if let hue {
            if a[hue] == nil { a[hue] = b[hue] }
            if b[hue] == nil { b[hue] = a[hue] }
            if let h1 = a[hue], let h2 = b[hue] { (a[hue], b[hue]) = hueMethod.fixUp(h1, h2) }
        }
        for index in 0..<3 where index != hue {
            a[index] = a[index].map { $0 * alphaA }
            b[index] = b[index].map { $0 * alphaB }
        }
        for index in 0..<3 {
            if a[index] == nil { a[index] = b[index] }
            if b[index] == nil { b[index] = a[index] }
        }
        let alpha = alphaA + (alphaB - alphaA) * amount
        var components: [Double?] = []
        for index in 0..<3 {
            guard let x = a[index], let y = b[index] else {
                components.append(nil)
                continue
            }
            let mixed = x + (y - x) * amount
            if index == hue {
                var degrees = mixed.truncatingRemainder(dividingBy: 360)
                if degrees < 0 { degrees += 360 }
                components.append(degrees)
            } else {
                components.append(alpha == 0 ? mixed : mixed / alpha)
            }
        }
        var result = CSSColor(
            colorSpace: space, components: components, alpha: alphaMissing ? 0 : alpha * alphaMultiplier)
        result.missingAlpha = alphaMissing
        return result
    }

    /// One color of a mix with its optional percentage, before or after it.
    private static func mixArgument(_ part: String, text: String, depth: Int) throws(ColorParseError) -> (
        CSSColor, Double?
    ) {
        func fail(_ reason: String) -> ColorParseError { .invalidFunction(text, reason: reason) }
        var words = topLevelSplit(part, on: " ").filter { !$0.isEmpty }
        var percent: Double?
        for end in [words.count - 1, 0] where words.count > 1 && percent == nil {
            let word = words[end]
            guard word.hasSuffix("%"), let value = Double(word.dropLast()), value.isFinite else { continue }
            guard (0...100).contains(value) else { throw fail("'\(word)' is not a percentage from 0% to 100%") }
            percent = value
            words.remove(at: end)
        }
        let colorText = words.joined(separator: " ")
        guard !colorText.isEmpty else { throw fail("a color is missing") }
        return (try anyColor(colorText, text: text, depth: depth + 1), percent)
    }

    /// A color inside another function: hex, a named color, or a CSS color function (color-mix() included).
    static func anyColor(_ part: String, text: String, depth: Int) throws(ColorParseError) -> CSSColor {
        if part.hasPrefix("#") {
            guard let color = Color(hex: part) else { throw .invalidFunction(text, reason: "'\(part)' is not hex") }
            return CSSColor(colorSpace: .srgb, components: [color.red, color.green, color.blue], alpha: color.alpha)
        }
        guard let color = try parse(part, depth: depth) else {
            throw .invalidFunction(text, reason: "'\(part)' is not a CSS color")
        }
        return color
    }

    /// The color's components in an interpolation space (CSS Color 4 §12.2 and §4.4): as written when it is that
    /// space; otherwise converted, with each component missing whose analogous component was missing, and the
    /// hue missing when conversion left it powerless (by ColorAide's thresholds, as floating point never gives an
    /// exact zero chroma).
    func interpolationComponents(in space: DTCGColorSpace, text: String) throws(ColorParseError) -> [Double?] {
        if space == colorSpace { return components }
        let converted: [Double]
        do {
            converted = try color().components(in: space)
        } catch {
            throw .invalidFunction(text, reason: error.description)
        }
        var result = converted.map { Optional($0) }
        let missing = Set(zip(colorSpace.analogues, components).compactMap { kind, value in value == nil ? kind : nil })
        for (index, kind) in space.analogues.enumerated() {
            if let kind, missing.contains(kind) { result[index] = nil }
        }
        if let hue = space.hueIndex, space.isPowerlessHue(converted) { result[hue] = nil }
        return result
    }

    /// The interpolation methods of a polar space's hue (CSS Color 4 §12.4).
    enum HueMethod: String {
        case shorter, longer, increasing, decreasing

        /// The two hues, one of them moved by 360° so the interpolation goes the method's way.
        func fixUp(_ h1: Double, _ h2: Double) -> (Double, Double) {
            let difference = h2 - h1
            switch self {
            case .shorter:
                if difference > 180 { return (h1 + 360, h2) }
                if difference < -180 { return (h1, h2 + 360) }
            case .longer:
                if 0 < difference && difference < 180 { return (h1 + 360, h2) }
                if -180 < difference && difference <= 0 { return (h1, h2 + 360) }
            case .increasing:
                if h2 < h1 { return (h1, h2 + 360) }
            case .decreasing:
                if h1 < h2 { return (h1 + 360, h2) }
            }
            return (h1, h2)
        }
    }

    /// The spaces `color-mix(in …)` names; `xyz` is `xyz-d65`.
    static let interpolationSpaces: [String: DTCGColorSpace] = predefinedSpaces.merging(
        ["hsl": .hsl, "hwb": .hwb, "lab": .lab, "lch": .lch, "oklab": .oklab, "oklch": .oklch],
        uniquingKeysWith: { a, _ in a })

    /// Splits text at a separator outside parentheses (a space splits at any white space).
    static func topLevelSplit(_ text: String, on separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            let splits = separator == " " ? character.isWhitespace : character == separator
            if splits && depth == 0 {
                parts.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
        return parts
    }
}

extension DTCGColorSpace {
    /// What kind each component is, for carrying a missing one forward into another space (CSS Color 4 §12.2):
    /// reds, greens, blues, lightness, colorfulness, hue, and the opponent axes; `nil` for HWB's whiteness and
    /// blackness, which have no analogue.
    enum Analogue { case red, green, blue, lightness, colorfulness, hue, opponentA, opponentB }

    var analogues: [Analogue?] {
        switch self {
        case .hsl: [.hue, .colorfulness, .lightness]
        case .hwb: [.hue, nil, nil]
        case .lab, .oklab: [.lightness, .opponentA, .opponentB]
        case .lch, .oklch: [.lightness, .colorfulness, .hue]
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50: [.red, .green, .blue]
        }
    }

    /// The index of the hue in a polar space.
    var hueIndex: Int? {
        switch self {
        case .hsl, .hwb: 0
        case .lch, .oklch: 2
        default: nil
        }
    }

    /// Whether converted components leave the hue powerless (CSS Color 4 §4.4): no chroma or saturation, or HSL's
    /// black and white, or HWB's grays; within ColorAide's thresholds (a millionth of the channel's order).
    func isPowerlessHue(_ c: [Double]) -> Bool {
        switch self {
        case .hsl: abs(c[1]) < 1e-4 || c[2] == 0 || abs(100 - c[2]) < 1e-4
        case .hwb: c[1] + c[2] >= 100 - 1e-5
        case .lch: abs(c[1]) < 1e-4
        case .oklch: abs(c[1]) < 1e-6
        default: false
        }
    }
}
