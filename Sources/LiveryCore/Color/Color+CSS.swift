import Foundation

// MARK: - CSS functional notation: rgb(), rgba(), hsl(), hsla()

extension Color {
    static func fromFunctionalNotation(_ text: String) throws(ColorParseError) -> Color {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else {
            throw .invalidFunction(text, reason: "expected name(arguments)")
        }
        let name = text[..<open].trimmingCharacters(in: .whitespaces).lowercased()
        let body = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let arguments = try splitArguments(body, text: text)
        switch name {
        case "rgb", "rgba":
            guard arguments.count == 3 || arguments.count == 4 else {
                throw .invalidFunction(text, reason: "\(name)() takes 3 components and an optional alpha")
            }
            let channels = try arguments[0..<3].map { argument throws(ColorParseError) in
                try number(argument, percentScale: 1, plainScale: 1.0 / 255, text: text)
            }
            let alpha = try arguments.count == 4 ? number(arguments[3], percentScale: 1, plainScale: 1, text: text) : 1
            return try Color(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha).checkedRange(text)
        case "hsl", "hsla":
            guard arguments.count == 3 || arguments.count == 4 else {
                throw .invalidFunction(text, reason: "\(name)() takes hue, saturation, lightness and an optional alpha")
            }
            var hueText = arguments[0]
            if hueText.hasSuffix("deg") { hueText.removeLast(3) }
            guard let hue = Double(hueText), hue.isFinite else {
                throw .invalidFunction(text, reason: "'\(arguments[0])' is not a hue in degrees")
            }
            let saturation = try number(arguments[1], percentScale: 1, plainScale: 0.01, text: text)
            let lightness = try number(arguments[2], percentScale: 1, plainScale: 0.01, text: text)
            let alpha = try arguments.count == 4 ? number(arguments[3], percentScale: 1, plainScale: 1, text: text) : 1
            // Finite arguments far out of range (a lightness of 1e300%) can still overflow the conversion.
            return try Color(hsl: HSL(hue: hue, saturation: saturation, lightness: lightness), alpha: alpha)
                .checkedRange(text)
        default:
            throw .invalidFunction(text, reason: "unknown function '\(name)'; expected rgb, rgba, hsl or hsla")
        }
    }

    /// Splits `1, 2, 3` / `1 2 3 / 0.5` into arguments.
    private static func splitArguments(_ body: Substring, text: String) throws(ColorParseError) -> [String] {
        let normalized = body.replacingOccurrences(of: "/", with: " ").replacingOccurrences(of: ",", with: " ")
        let arguments = normalized.split(whereSeparator: \.isWhitespace).map(String.init)
        if body.contains(","), body.contains("/") {
            throw .invalidFunction(text, reason: "mixes comma and slash syntax")
        }
        return arguments
    }

    /// A number or percentage: `50%` → 0.5 × percentScale; `128` → 128 × plainScale.
    private static func number(
        _ argument: String, percentScale: Double, plainScale: Double, text: String
    ) throws(ColorParseError) -> Double {
        if argument.hasSuffix("%") {
            // `Double` reads "inf", "nan" and overflowing exponents (5e5944); no color component is any of them.
            guard let value = Double(argument.dropLast()), value.isFinite else {
                throw .invalidFunction(text, reason: "'\(argument)' is not a percentage")
            }
            return value / 100 * percentScale
        }
        guard let value = Double(argument), value.isFinite else {
            throw .invalidFunction(text, reason: "'\(argument)' is not a finite number")
        }
        return value * plainScale
    }
}
