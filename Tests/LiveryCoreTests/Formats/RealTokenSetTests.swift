import Foundation
import Testing

@testable import LiveryCore

/// Published token sets from open-source design systems (see Tests/Fixtures/README.md for sources and licenses).
@Suite("Published token sets load and resolve")
struct RealTokenSetTests {
    /// RFDS publishes its resolved tokens per mode; every value Livery resolves must match.
    @Test(
        "RFDS (Apache-2.0) resolves through its DTCG resolver document to its published outputs",
        arguments: [
            (["color-mode": "light", "fin-profile": "western"], "light.western"),
            (["color-mode": "dark", "fin-profile": "western"], "dark.western"),
            (["color-mode": "dark-hc", "fin-profile": "western"], "dark-hc.western"),
            (["color-mode": "light", "fin-profile": "korea"], "light.korea"),
        ])
    func rfds(inputs: [String: String], published: String) throws {
        let resolver = try ResolverDocument.load(contentsOf: Fixtures.url("RealWorld/rfds/rfds.resolver.json"))
        #expect(resolver.modifiers.map(\.name) == ["color-mode", "fin-profile", "density"])
        let theme = try TokenResolver(options: ResolutionOptions()).resolve(try resolver.theme(inputs: inputs))
        #expect(theme.diagnostics.filter { $0.severity == .warning }.isEmpty, "\(theme.diagnostics.prefix(3))")

        let expectedData = try Fixtures.data("RealWorld/rfds/resolved/tokens.resolved.\(published).json")
        let expected = try #require(
            (try JSONSerialization.jsonObject(with: expectedData) as? [String: Any])?["tokens"] as? [String: Any])
        #expect(expected.count > 1000)
        var compared = 0
        for (key, value) in expected {
            let token = try #require(theme[TokenPath(key)], "missing \(key)")
            #expect(PublishedValue.matches(token.value, value), "\(key): \(token.value) vs \(value)")
            compared += 1
        }
        #expect(compared == expected.count)
    }

    @Test("SignalWire's published file (MIT) resolves both themes in lenient mode, each departure reported")
    func signalWire() throws {
        let url = Fixtures.url("RealWorld/signalwire/signalwire-tokens.dtcg.json")
        let resolver = try ResolverDocument.load(
            contentsOf: Fixtures.url("RealWorld/signalwire/signalwire.resolver.json"))
        let compiled = try resolver.themeSet(varying: "theme").compile()
        #expect(compiled.themeNames == ["dark", "light"])
        let dark = try #require(compiled["dark"])
        let light = try #require(compiled["light"])
        #expect(dark.color("background.page")?.hexString() == "#0e0e18")
        #expect(dark.color("brand.blue")?.hexString() == "#044ef4")
        #expect(dark.color("background.overlay")?.hexString() == "#0e0e18f0")
        #expect(light.color("background.page") != dark.color("background.page"))
        #expect(dark["typography.family-body"] == .fontFamily(["Lexend", "sans-serif"]))
        #expect(dark["typography.weight-heading"] == .fontWeight(700))
        // Aliases such as {foreground.headings} resolve against each theme's own group.
        #expect(dark["roles.heading-h1"] != nil)
        let kinds = Set(compiled.diagnostics.map(\.kind))
        #expect(
            kinds.isSubset(of: [
                .legacyValueForm, .unknownType, .uninterpretedValue, .inferredType, .unknownProperty, .nonStandardUnit,
                .fallbackToDefaultTheme,
            ]))
        #expect(compiled.diagnostics.allSatisfy { $0.location?.file == url.path && $0.tokenPath != nil })
        // Strict mode refuses the same file at its first departure from the format, with its location.
        #expect(throws: TokenFileError.self) { try TokenLoader(options: .strict).load(contentsOf: url) }
    }
}

/// Compares a resolved value with the JSON RFDS publishes: `#rrggbb[aa]` colors, `16px` dimensions, numbers,
/// DTCG objects for typography, and CSS text for font stacks, curves, shadows, borders and transitions.
///
/// RFDS truncates alpha when it writes hex (0.3 → `4c`) where Livery rounds (→ `4d`), so color bytes may
/// differ by one.
enum PublishedValue {
    static func colorsMatch(_ color: Color, _ hex: String) -> Bool {
        guard let published = Color(hex: hex) else { return false }
        return colorsMatch(color, published)
    }

    /// Equal to 8-bit precision, each channel and alpha within one step.
    static func colorsMatch(_ color: Color, _ published: Color) -> Bool {
        let ours = [color.red, color.green, color.blue, color.alpha].map(Color.byte)
        let theirs = [published.red, published.green, published.blue, published.alpha].map(Color.byte)
        return zip(ours, theirs).allSatisfy { abs(Int($0) - Int($1)) <= 1 }
    }

    /// Compares CSS text word by word, colors with the byte tolerance above.
    static func cssMatches(_ ours: String, _ published: Any) -> Bool {
        guard let theirs = published as? String else { return false }
        let a = ours.split(separator: " ")
        let b = theirs.split(separator: " ")
        return a.count == b.count
            && zip(a, b).allSatisfy { x, y in
                if x.hasPrefix("#"), let color = Color(hex: String(x.trimmingCharacters(in: [","]))) {
                    return colorsMatch(color, String(y.trimmingCharacters(in: [","])))
                }
                return x == y
            }
    }

    static func css(_ value: TokenValue) -> String {
        func curve(_ b: CubicBezier) -> String {
            "cubic-bezier(" + [b.x1, b.y1, b.x2, b.y2].map(NumberFormatting.shortest).joined(separator: ", ") + ")"
        }
        switch value {
        case .color(let color): return color.hexString()
        case .fontFamily(let names):
            return names.map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: ", ")
        case .cubicBezier(let bezier): return curve(bezier)
        case .shadow(let layers):
            return layers.map { layer in
                (layer.inset ? "inset " : "")
                    + [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map(\.description).joined(separator: " ")
                    + " " + layer.color.hexString()
            }.joined(separator: ", ")
        case .border(let border):
            guard case .keyword(let style) = border.style else { return "" }
            return "\(border.width) \(style) \(border.color.hexString())"
        case .transition(let t): return "\(t.duration) \(curve(t.timingFunction)) \(t.delay)"
        default: return ""
        }
    }

    static func matches(_ value: TokenValue, _ published: Any) -> Bool {
        if published is String, [.fontFamily, .cubicBezier, .shadow, .border, .transition].contains(value.type) {
            return cssMatches(css(value), published)
        }
        switch value {
        case .color(let color):
            guard let hex = published as? String else { return false }
            return colorsMatch(color, hex)
        case .dimension(let dimension):
            if let text = published as? String { return dimension.description == text }
            return dimensionMatches(dimension, published)
        case .number(let number), .fontWeight(let number):
            return (published as? NSNumber).map { abs($0.doubleValue - number) < 1e-9 } ?? false
        case .string(let text), .asset(let text):
            return (published as? String) == text
        case .fontFamily(let families):
            if let text = published as? String { return families == [text] }
            return (published as? [String]) == families
        case .duration(let duration):
            if let text = published as? String { return duration.description == text }
            guard let object = published as? [String: Any] else { return false }
            return (object["value"] as? NSNumber)?.doubleValue == duration.value
                && object["unit"] as? String == duration.unit.rawValue
        case .typography(let typography):
            guard let object = published as? [String: Any] else { return false }
            return matches(.fontFamily(typography.fontFamily), object["fontFamily"] as Any)
                && dimensionMatches(typography.fontSize, object["fontSize"] as Any)
                && matches(.number(typography.fontWeight), object["fontWeight"] as Any)
                && dimensionMatches(typography.letterSpacing, object["letterSpacing"] as Any)
                && lineHeightMatches(typography.lineHeight, object["lineHeight"] as Any)
        case .cubicBezier(let bezier):
            guard let numbers = published as? [NSNumber] else { return false }
            return numbers.map(\.doubleValue) == [bezier.x1, bezier.y1, bezier.x2, bezier.y2]
        case .shadow(let layers):
            let list = (published as? [[String: Any]]) ?? (published as? [String: Any]).map { [$0] } ?? []
            return list.count == layers.count
                && zip(layers, list).allSatisfy { layer, object in
                    matches(.color(layer.color), object["color"] as Any)
                        && dimensionMatches(layer.offsetX, object["offsetX"] as Any)
                        && dimensionMatches(layer.offsetY, object["offsetY"] as Any)
                        && dimensionMatches(layer.blur, object["blur"] as Any)
                        && dimensionMatches(layer.spread, object["spread"] as Any)
                        && (object["inset"] as? Bool ?? false) == layer.inset
                }
        case .transition(let transition):
            guard let object = published as? [String: Any] else { return false }
            return matches(.duration(transition.duration), object["duration"] as Any)
                && matches(.duration(transition.delay), object["delay"] as Any)
                && matches(.cubicBezier(transition.timingFunction), object["timingFunction"] as Any)
        default:
            return false
        }
    }

    static func lineHeightMatches(_ lineHeight: LineHeight, _ published: Any) -> Bool {
        switch lineHeight {
        case .multiple(let factor): matches(.number(factor), published)
        case .length(let length): dimensionMatches(length, published)
        }
    }

    static func dimensionMatches(_ dimension: TokenDimension, _ published: Any) -> Bool {
        if let text = published as? String { return dimension.description == text }
        guard let object = published as? [String: Any], let value = (object["value"] as? NSNumber)?.doubleValue else {
            return false
        }
        return abs(value - dimension.value) < 1e-9 && object["unit"] as? String == dimension.unit.rawValue
    }
}
