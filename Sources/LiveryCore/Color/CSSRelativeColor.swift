import Foundation

// CSS Color 5's relative colors, as users paste them into a token's `$value` ("oklch(from #3366ff l c calc(h +
// 180))"): the origin color converted into the function's space, its components named by the function's channel
// keywords (r g b, h s l, h w b, l a b, l c h, x y z, alpha) in CSS Color 5 §4's reference ranges (rgb()'s in
// 0-255, HSL's and HWB's percentages as numbers), each argument a number, percentage, angle, `none`, a keyword
// or a calc() of numbers and keywords. The result is the absolute color the arguments spell, read as any other.

extension CSSColor {
    /// Reads `NAME(from ORIGIN c1 c2 c3 [/ alpha])` (`color(from ORIGIN SPACE c1 c2 c3 [/ alpha])`); `body` is the
    /// text between the parentheses, lowercased.
    static func relative(_ name: String, _ body: String, text: String, depth: Int) throws(ColorParseError)
        -> CSSColor
    {
        func fail(_ reason: String) -> ColorParseError { .invalidFunction(text, reason: reason) }
        guard !body.contains(",") || body.contains("(") else {
            throw fail("a relative color separates its arguments by spaces, not commas")
        }
        var words = topLevelSplit(slashesSeparated(body), on: " ").filter { !$0.isEmpty }
        words.removeFirst()  // "from"
        guard !words.isEmpty else { throw fail("'from' needs an origin color") }
        let origin = try anyColor(words.removeFirst(), text: text, depth: depth + 1)
        let space: String
        var function: String
        if name == "color" {
            guard !words.isEmpty, predefinedSpaces[words[0]] != nil else {
                throw fail(
                    "color(from …) needs one of its spaces after the origin: "
                        + predefinedSpaces.keys.sorted().joined(separator: ", "))
            }
            space = words.removeFirst()
            function = "color(\(space) "
        } else {
            space = name
            function = "\(name)("
        }
        if name == "rgba" { function = "rgb(" }
        if name == "hsla" { function = "hsl(" }
        let target = relativeSpace(name, space: space)
        let keywords = try channelKeywords(of: origin, in: target, function: name, space: space, text: text)

        var alphaWords: [String] = []
        if let slash = words.firstIndex(of: "/") {
            alphaWords = Array(words[(slash + 1)...])
            words = Array(words[..<slash])
            guard alphaWords.count == 1 else { throw fail("one alpha after '/'") }
        }
        guard words.count == 3 else { throw fail("a relative color takes three components and an optional / alpha") }
        let components = try words.map { word throws(ColorParseError) in
            try resolvedArgument(word, keywords: keywords, text: text)
        }
        // Without an alpha of its own, the result keeps the origin's (CSS Color 5 §4.1).
        let alpha: String
        if let word = alphaWords.first {
            alpha = try resolvedArgument(word, keywords: keywords, text: text)
        } else {
            alpha = origin.missingAlpha ? "none" : written(origin.alpha)
        }
        let absolute = function + components.joined(separator: " ") + " / " + alpha + ")"
        guard let color = try parse(absolute, depth: depth + 1, isRelativeResult: true) else {
            throw fail("'\(absolute)' is not a color")
        }
        return color
    }

    /// The text with a space on each side of every `/` outside parentheses, so `h/0.5` splits like `h / 0.5`.
    private static func slashesSeparated(_ body: String) -> String {
        var result = ""
        var depth = 0
        for character in body {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == "/" && depth == 0 { result += " / " } else { result.append(character) }
        }
        return result
    }

    /// The DTCG space a relative color's function computes in.
    private static func relativeSpace(_ name: String, space: String) -> DTCGColorSpace {
        switch name {
        case "rgb", "rgba": .srgb
        case "hsl", "hsla": .hsl
        case "color": predefinedSpaces[space]!
        default: DTCGColorSpace(rawValue: name)!
        }
    }

    /// The function's channel keywords with the origin's values: its components in the target space (as written
    /// when it is that space already; a missing one, or a hue conversion leaves powerless, is 0), scaled to the
    /// keywords' reference ranges, and its alpha.
    private static func channelKeywords(
        of origin: CSSColor, in target: DTCGColorSpace, function: String, space: String, text: String
    ) throws(ColorParseError) -> [String: Double] {
        var values: [Double?]
        if origin.colorSpace == target {
            values = origin.components
        } else {
            do {
                let converted = try origin.color().components(in: target)
                values = converted
                if let hue = target.hueIndex, target.isPowerlessHue(converted) { values[hue] = nil }
            } catch {
                throw .invalidFunction(text, reason: error.description)
            }
        }
        let names: [String]
        switch function {
        case "rgb", "rgba": names = ["r", "g", "b"]
        case "hsl", "hsla": names = ["h", "s", "l"]
        case "hwb": names = ["h", "w", "b"]
        case "lab", "oklab": names = ["l", "a", "b"]
        case "lch", "oklch": names = ["l", "c", "h"]
        default: names = space.hasPrefix("xyz") ? ["x", "y", "z"] : ["r", "g", "b"]
        }
        let scale = function.hasPrefix("rgb") ? 255.0 : 1
        var keywords: [String: Double] = ["alpha": origin.missingAlpha ? 0 : origin.alpha]
        for (name, value) in zip(names, values) { keywords[name] = (value ?? 0) * scale }
        return keywords
    }

    /// One argument as absolute syntax: a keyword or a calc() replaced by its number, anything else as written.
    private static func resolvedArgument(_ word: String, keywords: [String: Double], text: String)
        throws(ColorParseError) -> String
    {
        if let value = keywords[word] { return written(value) }
        if word.hasPrefix("calc(") && word.hasSuffix(")") {
            var calc = Calc(String(word.dropFirst(5).dropLast()), keywords: keywords, text: text)
            return written(try calc.evaluate())
        }
        return word
    }

    /// A number as CSS reads it back exactly (Swift's shortest round-trip form, exponent included).
    private static func written(_ value: Double) -> String { "\(value)" }

    /// A calc() of numbers and channel keywords with `+ - * /` and parentheses (CSS Values 4 §10), within a
    /// relative color: every keyword is a number there, so no units mix.
    struct Calc {
        private let scalars: [Character]
        private var index = 0
        private let keywords: [String: Double]
        private let text: String
        private var depth = 0

        init(_ expression: String, keywords: [String: Double], text: String) {
            scalars = Array(expression)
            self.keywords = keywords
            self.text = text
        }

        private func fail(_ reason: String) -> ColorParseError { .invalidFunction(text, reason: "calc(): " + reason) }

        mutating func evaluate() throws(ColorParseError) -> Double {
            let value = try sum()
            skipSpaces()
            guard index == scalars.count else { throw fail("'\(String(scalars[index...]))' is not understood") }
            guard value.isFinite else { throw fail("the result is not a finite number") }
            return value
        }

        private mutating func skipSpaces() {
            while index < scalars.count, scalars[index].isWhitespace { index += 1 }
        }

        private mutating func sum() throws(ColorParseError) -> Double {
            var value = try product()
            while true {
                skipSpaces()
                guard index < scalars.count, scalars[index] == "+" || scalars[index] == "-" else { return value }
                let plus = scalars[index] == "+"
                index += 1
                let next = try product()
                value = plus ? value + next : value - next
            }
        }

        private mutating func product() throws(ColorParseError) -> Double {
            var value = try factor()
            while true {
                skipSpaces()
                guard index < scalars.count, scalars[index] == "*" || scalars[index] == "/" else { return value }
                let times = scalars[index] == "*"
                index += 1
                let next = try factor()
                value = times ? value * next : value / next
            }
        }

        private mutating func factor() throws(ColorParseError) -> Double {
            skipSpaces()
            guard index < scalars.count else { throw fail("a value is missing") }
            if scalars[index] == "(" {
                depth += 1
                guard depth <= 32 else { throw fail("parentheses nest more than 32 deep") }
                index += 1
                let value = try sum()
                skipSpaces()
                guard index < scalars.count, scalars[index] == ")" else { throw fail("a ')' is missing") }
                index += 1
                depth -= 1
                return value
            }
            let start = index
            if scalars[index] == "-" || scalars[index] == "+" { index += 1 }
            while index < scalars.count,
                scalars[index].isLetter || scalars[index].isNumber || scalars[index] == "."
                    || (scalars[index] == "-" || scalars[index] == "+") && index > start && scalars[index - 1] == "e"
            {
                index += 1
            }
            let word = String(scalars[start..<index])
            if let value = keywords[word] { return value }
            if word.hasPrefix("-"), let value = keywords[String(word.dropFirst())] { return -value }
            guard let value = Double(word), value.isFinite else {
                throw fail(
                    "'\(word)' is not a number or a channel keyword (\(keywords.keys.sorted().joined(separator: " ")))")
            }
            return value
        }
    }
}
