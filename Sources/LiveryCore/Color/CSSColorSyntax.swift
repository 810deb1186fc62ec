import Foundation

/// A CSS Color 4 color (or a CSS Color 5 `color-mix()`, CSSColorMix.swift) as users paste it into a token's `$value` ("oklch(0.7 0.15 200)", "color(display-p3 1 0
/// 0)", "rebeccapurple"), read into the DTCG color object it stands for: the same space, the components in that
/// space's DTCG ranges (HSL and HWB in `0...100`, hues in `0..<360`, `none` kept), and the alpha.
///
/// Lenient reading takes such strings with a warning that shows the object; strict reading refuses them with the
/// same object as the way to write it. The functions are CSS Color 4's: `rgb()`/`rgba()` and `hsl()`/`hsla()` in
/// their comma and space forms, `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()`, `color()` with its predefined
/// spaces, and the named colors; percentages scale as CSS says (100% is 255 in rgb(), 125 for lab()'s a and b,
/// 150 for lch()'s chroma, 0.4 for oklab()'s a and b and oklch()'s chroma, 1 in color()).
package struct CSSColor: Sendable, Equatable {
    package var colorSpace: DTCGColorSpace
    /// The components, `nil` for CSS's and DTCG's `none`.
    package var components: [Double?]
    package var alpha: Double
    /// Whether the alpha was written `none` (``alpha`` is then 0, as CSS renders it): in a color-mix() it takes
    /// the other color's alpha.
    var missingAlpha = false

    /// The DTCG color object, as JSON text: what the warning and the strict error show.
    package var dtcgObject: String {
        // Ten decimals: what a percentage's division leaves (70.4% is 0.7040000000000001) is not shown.
        func shown(_ value: Double) -> String { NumberFormatting.shortest((value * 1e10).rounded() / 1e10) }
        let parts = components.map { $0.map(shown) ?? "\"none\"" }.joined(separator: ", ")
        let alphaPart = alpha == 1 ? "" : ", \"alpha\": \(NumberFormatting.shortest(alpha))"
        return "{\"colorSpace\": \"\(colorSpace.rawValue)\", \"components\": [\(parts)]\(alphaPart)}"
    }

    /// The color it is.
    package func color() throws(ColorParseError) -> Color {
        try Color(dtcgColorSpace: colorSpace.rawValue, components: components, alpha: alpha)
    }

    /// Reads CSS color text; `nil` when it is no CSS function or named color (hex is read elsewhere).
    /// - Throws: ``ColorParseError/invalidFunction(_:reason:)`` for a CSS color function whose arguments do not fit.
    package static func parse(_ text: String) throws(ColorParseError) -> CSSColor? {
        try parse(text, depth: 0)
    }

    /// How deep color-mix() and relative colors may nest in each other: far beyond what a palette writes, and a
    /// bound on the recursion a hostile string could ask for.
    static let maximumNesting = 8

    /// - Parameter isRelativeResult: Whether the text is a relative color's result, whose `rgb()` and `hsl()` components
    ///   are not clamped (CSS Color 5 §4: they may leave sRGB).
    static func parse(_ text: String, depth: Int, isRelativeResult: Bool = false) throws(ColorParseError) -> CSSColor? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let lowered = trimmed.lowercased()
        if let rgb = namedColors[lowered] {
            return CSSColor(colorSpace: .srgb, components: rgb.map { Double($0) / 255 }, alpha: 1)
        }
        if lowered == "transparent" { return CSSColor(colorSpace: .srgb, components: [0, 0, 0], alpha: 0) }
        guard let open = lowered.firstIndex(of: "("), lowered.hasSuffix(")") else { return nil }
        let name = lowered[..<open].trimmingCharacters(in: .whitespaces)
        func fail(_ reason: String) -> ColorParseError { .invalidFunction(text, reason: reason) }
        let body = String(lowered[lowered.index(after: open)..<lowered.index(before: lowered.endIndex)])
        if name == "color-mix" {
            guard depth < maximumNesting else { throw fail("colors nest more than \(maximumNesting) deep") }
            return try mix(body, text: text, depth: depth)
        }
        if name == "light-dark" {
            throw fail(
                "light-dark() picks a color by the color scheme, and a token has one value: give the light and the "
                    + "dark color in a mode (a resolver modifier's contexts, or a theme file per mode)")
        }
        guard functions.contains(name) else { return nil }
        if body.trimmingCharacters(in: .whitespaces).hasPrefix("from ") {
            guard depth < maximumNesting else { throw fail("colors nest more than \(maximumNesting) deep") }
            return try relative(name, body, text: text, depth: depth)
        }
        var arguments = try Arguments(body, text: text)
        var space = name
        if name == "color" {
            guard let first = arguments.values.first, case .word(let named) = first else {
                throw fail("color() needs a color space first (srgb, display-p3, …)")
            }
            arguments.values.removeFirst()
            guard let predefined = predefinedSpaces[named] else {
                throw fail(
                    "'\(named)' is not a color() space: " + predefinedSpaces.keys.sorted().joined(separator: ", "))
            }
            space = predefined.rawValue
        }
        guard arguments.values.count == 3 else {
            throw fail("\(name)() takes three components\(arguments.isLegacy ? "" : " and an optional / alpha")")
        }
        // How each component reads: a percentage's 100% and whether it is a hue.
        let rules: [(percent: Double?, hue: Bool)]
        let dtcg: DTCGColorSpace
        switch space {
        case "rgb", "rgba": (dtcg, rules) = (.srgb, [(1, false), (1, false), (1, false)])
        case "hsl", "hsla": (dtcg, rules) = (.hsl, [(nil, true), (100, false), (100, false)])
        case "hwb": (dtcg, rules) = (.hwb, [(nil, true), (100, false), (100, false)])
        case "lab": (dtcg, rules) = (.lab, [(100, false), (125, false), (125, false)])
        case "lch": (dtcg, rules) = (.lch, [(100, false), (150, false), (nil, true)])
        case "oklab": (dtcg, rules) = (.oklab, [(1, false), (0.4, false), (0.4, false)])
        case "oklch": (dtcg, rules) = (.oklch, [(1, false), (0.4, false), (nil, true)])
        default:
            let predefined = DTCGColorSpace(rawValue: space)!
            (dtcg, rules) = (predefined, [(1, false), (1, false), (1, false)])
        }
        var components: [Double?] = []
        for (index, (value, rule)) in zip(arguments.values, rules).enumerated() {
            switch value {
            case .none:
                guard !arguments.isLegacy else { throw fail("none is not allowed in the comma form") }
                components.append(nil)
            case .number(let number, let unit):
                var component: Double
                switch unit {
                case "": component = number
                case "%":
                    guard let scale = rule.percent else { throw fail("a hue cannot be a percentage") }
                    component = number * scale / 100
                case _ where rule.hue && angleUnits[unit] != nil:
                    component = number * angleUnits[unit]!
                default: throw fail("'\(NumberFormatting.shortest(number))\(unit)' cannot be component \(index + 1)")
                }
                if space.hasPrefix("rgb") && unit.isEmpty { component /= 255 }  // rgb()'s numbers are 0-255
                if rule.hue {
                    component = component.truncatingRemainder(dividingBy: 360)
                    if component < 0 { component += 360 }
                    if component == 360 { component = 0 }
                }
                components.append(Self.clamped(component, at: index, function: space, rgbToo: !isRelativeResult))
            case .word(let word):
                throw fail("'\(word)' is not a component")
            }
        }
        var alpha = 1.0
        var missingAlpha = false
        if let given = arguments.alpha {
            switch given {
            case .none:
                alpha = 0
                missingAlpha = true
            case .number(let number, ""): alpha = number
            case .number(let number, "%"): alpha = number / 100
            default: throw fail("the alpha must be a number or a percentage")
            }
            alpha = min(max(alpha, 0), 1)  // CSS clamps it
        }
        return CSSColor(colorSpace: dtcg, components: components, alpha: alpha, missingAlpha: missingAlpha)
    }

    /// A component clamped where CSS Color 4 clamps it at parsed-value time: `rgb()`'s channels to 0-255 and
    /// `hsl()`'s saturation at 0% (when `rgbToo`), the lightness of `lab()`, `lch()`, `oklab()` and `oklch()` to
    /// their ranges, and the chroma of `lch()` and `oklch()` at 0.
    static func clamped(_ value: Double, at index: Int, function: String, rgbToo: Bool) -> Double {
        switch (function, index) {
        case ("rgb", _), ("rgba", _): rgbToo ? min(max(value, 0), 1) : value
        case ("hsl", 1), ("hsla", 1): rgbToo ? max(value, 0) : value
        case ("lab", 0), ("lch", 0): min(max(value, 0), 100)
        case ("oklab", 0), ("oklch", 0): min(max(value, 0), 1)
        case ("lch", 1), ("oklch", 1): max(value, 0)
        default: value
        }
    }

    /// Degrees per unit of a CSS angle.
    static let angleUnits: [String: Double] = ["deg": 1, "rad": 180 / Double.pi, "grad": 0.9, "turn": 360]

    static let functions: Set<String> = ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color"]

    /// The predefined spaces of `color()`; `xyz` is `xyz-d65`.
    static let predefinedSpaces: [String: DTCGColorSpace] = [
        "srgb": .srgb, "srgb-linear": .srgbLinear, "display-p3": .displayP3, "a98-rgb": .a98RGB,
        "prophoto-rgb": .prophotoRGB, "rec2020": .rec2020, "xyz": .xyzD65, "xyz-d65": .xyzD65, "xyz-d50": .xyzD50,
    ]

    /// A function's arguments: its components and alpha, in the comma (legacy) or the space form.
    struct Arguments {
        enum Value {
            case number(Double, unit: String)
            case none
            case word(String)
        }
        var values: [Value] = []
        var alpha: Value?
        var isLegacy = false

        init(_ body: String, text: String) throws(ColorParseError) {
            func fail(_ reason: String) -> ColorParseError { .invalidFunction(text, reason: reason) }
            isLegacy = body.contains(",")
            var parts: [Substring]
            if isLegacy {
                guard !body.contains("/") else { throw fail("mixes the comma and the slash forms") }
                parts = body.split(separator: ",", omittingEmptySubsequences: false)
                    .map { $0.trimmingCharacters(in: .whitespaces)[...] }
                guard parts.allSatisfy({ !$0.isEmpty && !$0.contains(where: \.isWhitespace) }) else {
                    throw fail("the comma form separates each argument by one comma")
                }
                if parts.count == 4 { alpha = try Self.value(parts.removeLast(), text: text) }
            } else {
                let halves = body.split(separator: "/", omittingEmptySubsequences: false)
                guard halves.count <= 2 else { throw fail("more than one '/'") }
                parts = halves[0].split(whereSeparator: \.isWhitespace)
                if halves.count == 2 {
                    let alphaParts = halves[1].split(whereSeparator: \.isWhitespace)
                    guard alphaParts.count == 1 else { throw fail("one alpha after '/'") }
                    alpha = try Self.value(alphaParts[0], text: text)
                }
            }
            values = try parts.map { part throws(ColorParseError) in try Self.value(part, text: text) }
        }

        static func value(_ part: Substring, text: String) throws(ColorParseError) -> Value {
            if part == "none" { return .none }
            let unitStart = part.firstIndex { !($0.isNumber || $0 == "." || $0 == "-" || $0 == "+" || $0 == "e") }
            let digits = part[..<(unitStart ?? part.endIndex)]
            let unit = String(part[(unitStart ?? part.endIndex)...])
            guard !digits.isEmpty else { return .word(String(part)) }
            guard let number = Double(digits), number.isFinite else {
                throw .invalidFunction(text, reason: "'\(part)' is not a number")
            }
            return .number(number, unit: unit)
        }
    }

    /// CSS Color 4's named colors, as sRGB bytes.
    static let namedColors: [String: [Int]] = [
        "aliceblue": [240, 248, 255], "antiquewhite": [250, 235, 215], "aqua": [0, 255, 255],
        "aquamarine": [127, 255, 212], "azure": [240, 255, 255], "beige": [245, 245, 220], "bisque": [255, 228, 196],
        "black": [0, 0, 0], "blanchedalmond": [255, 235, 205], "blue": [0, 0, 255], "blueviolet": [138, 43, 226],
        "brown": [165, 42, 42], "burlywood": [222, 184, 135], "cadetblue": [95, 158, 160],
        "chartreuse": [127, 255, 0], "chocolate": [210, 105, 30], "coral": [255, 127, 80],
        "cornflowerblue": [100, 149, 237], "cornsilk": [255, 248, 220], "crimson": [220, 20, 60],
        "cyan": [0, 255, 255], "darkblue": [0, 0, 139], "darkcyan": [0, 139, 139], "darkgoldenrod": [184, 134, 11],
        "darkgray": [169, 169, 169], "darkgreen": [0, 100, 0], "darkgrey": [169, 169, 169],
        "darkkhaki": [189, 183, 107], "darkmagenta": [139, 0, 139], "darkolivegreen": [85, 107, 47],
        "darkorange": [255, 140, 0], "darkorchid": [153, 50, 204], "darkred": [139, 0, 0],
        "darksalmon": [233, 150, 122], "darkseagreen": [143, 188, 143], "darkslateblue": [72, 61, 139],
        "darkslategray": [47, 79, 79], "darkslategrey": [47, 79, 79], "darkturquoise": [0, 206, 209],
        "darkviolet": [148, 0, 211], "deeppink": [255, 20, 147], "deepskyblue": [0, 191, 255],
        "dimgray": [105, 105, 105], "dimgrey": [105, 105, 105], "dodgerblue": [30, 144, 255],
        "firebrick": [178, 34, 34], "floralwhite": [255, 250, 240], "forestgreen": [34, 139, 34],
        "fuchsia": [255, 0, 255], "gainsboro": [220, 220, 220], "ghostwhite": [248, 248, 255],
        "gold": [255, 215, 0], "goldenrod": [218, 165, 32], "gray": [128, 128, 128], "green": [0, 128, 0],
        "greenyellow": [173, 255, 47], "grey": [128, 128, 128], "honeydew": [240, 255, 240],
        "hotpink": [255, 105, 180], "indianred": [205, 92, 92], "indigo": [75, 0, 130], "ivory": [255, 255, 240],
        "khaki": [240, 230, 140], "lavender": [230, 230, 250], "lavenderblush": [255, 240, 245],
        "lawngreen": [124, 252, 0], "lemonchiffon": [255, 250, 205], "lightblue": [173, 216, 230],
        "lightcoral": [240, 128, 128], "lightcyan": [224, 255, 255], "lightgoldenrodyellow": [250, 250, 210],
        "lightgray": [211, 211, 211], "lightgreen": [144, 238, 144], "lightgrey": [211, 211, 211],
        "lightpink": [255, 182, 193], "lightsalmon": [255, 160, 122], "lightseagreen": [32, 178, 170],
        "lightskyblue": [135, 206, 250], "lightslategray": [119, 136, 153], "lightslategrey": [119, 136, 153],
        "lightsteelblue": [176, 196, 222], "lightyellow": [255, 255, 224], "lime": [0, 255, 0],
        "limegreen": [50, 205, 50], "linen": [250, 240, 230], "magenta": [255, 0, 255], "maroon": [128, 0, 0],
        "mediumaquamarine": [102, 205, 170], "mediumblue": [0, 0, 205], "mediumorchid": [186, 85, 211],
        "mediumpurple": [147, 112, 219], "mediumseagreen": [60, 179, 113], "mediumslateblue": [123, 104, 238],
        "mediumspringgreen": [0, 250, 154], "mediumturquoise": [72, 209, 204], "mediumvioletred": [199, 21, 133],
        "midnightblue": [25, 25, 112], "mintcream": [245, 255, 250], "mistyrose": [255, 228, 225],
        "moccasin": [255, 228, 181], "navajowhite": [255, 222, 173], "navy": [0, 0, 128],
        "oldlace": [253, 245, 230], "olive": [128, 128, 0], "olivedrab": [107, 142, 35], "orange": [255, 165, 0],
        "orangered": [255, 69, 0], "orchid": [218, 112, 214], "palegoldenrod": [238, 232, 170],
        "palegreen": [152, 251, 152], "paleturquoise": [175, 238, 238], "palevioletred": [219, 112, 147],
        "papayawhip": [255, 239, 213], "peachpuff": [255, 218, 185], "peru": [205, 133, 63], "pink": [255, 192, 203],
        "plum": [221, 160, 221], "powderblue": [176, 224, 230], "purple": [128, 0, 128],
        "rebeccapurple": [102, 51, 153], "red": [255, 0, 0], "rosybrown": [188, 143, 143],
        "royalblue": [65, 105, 225], "saddlebrown": [139, 69, 19], "salmon": [250, 128, 114],
        "sandybrown": [244, 164, 96], "seagreen": [46, 139, 87], "seashell": [255, 245, 238],
        "sienna": [160, 82, 45], "silver": [192, 192, 192], "skyblue": [135, 206, 235], "slateblue": [106, 90, 205],
        "slategray": [112, 128, 144], "slategrey": [112, 128, 144], "snow": [255, 250, 250],
        "springgreen": [0, 255, 127], "steelblue": [70, 130, 180], "tan": [210, 180, 140], "teal": [0, 128, 128],
        "thistle": [216, 191, 216], "tomato": [255, 99, 71], "turquoise": [64, 224, 208], "violet": [238, 130, 238],
        "wheat": [245, 222, 179], "white": [255, 255, 255], "whitesmoke": [245, 245, 245], "yellow": [255, 255, 0],
        "yellowgreen": [154, 205, 50],
    ]
}
