import Foundation
import Testing

@testable import LiveryCore

/// CSS Color 4 strings in `$value`: read into the DTCG object ColorAide reads from them (Tests/Fixtures/Color/
/// generate_css_reference.py: every function and form with random components, Tailwind 4's oklch(), the named
/// colors, and CSS Color 5's color-mix() in every interpolation space and hue method with CSS Color 5's own
/// examples), taken by lenient reading with a warning that shows the object, refused by strict reading with it.
@Suite("CSS color strings agree with ColorAide, with a warning naming the DTCG object")
struct CSSColorTests {
    struct Reference: Decodable {
        struct Entry: Decodable {
            let css: String
            let colorSpace: String
            let components: [Double?]
            let alpha: Double
            let srgb: [Double]
        }
        let colors: [Entry]
    }

    static let reference = try! JSONDecoder().decode(Reference.self, from: Fixtures.data("Color/css-reference.json"))

    @Test("each string reads as ColorAide's space, components and alpha, and its sRGB color")
    func agreesWithColorAide() throws {
        var compared = 0
        for entry in Self.reference.colors {
            let parsed = try #require(try CSSColor.parse(entry.css), "\(entry.css) is not read as CSS")
            #expect(parsed.colorSpace.rawValue == entry.colorSpace, "\(entry.css)")
            // A mix converts its colors into the interpolation space, where the spaces' matrices differ from
            // ColorAide's in the fifth decimal (as for sRGB below); a color read as written agrees to 1e-9.
            let isMix = entry.css.hasPrefix("color-mix(")
            let tolerance = isMix ? 1e-4 : 1e-9
            for (index, (mine, theirs)) in zip(parsed.components, entry.components).enumerated() {
                #expect((mine == nil) == (theirs == nil), "\(entry.css): none")
                guard let mine, let theirs else { continue }
                var difference = abs(mine - theirs)
                var allowed = tolerance
                if index == parsed.colorSpace.hueIndex {
                    difference = min(difference, 360 - difference)
                    // The hue of a nearly gray color moves far with the matrices' last digits; sRGB below checks
                    // the color itself.
                    if isMix { allowed = 1e-2 }
                }
                #expect(difference < allowed, "\(entry.css): \(parsed.components) vs \(entry.components)")
            }
            #expect(abs(parsed.alpha - entry.alpha) < 1e-12, "\(entry.css): alpha")
            let color = try parsed.color()
            let srgb = [color.red, color.green, color.blue]
            for (mine, theirs) in zip(srgb, entry.srgb) {
                // 1e-4, as ColorReferenceTests: the spaces' matrices differ from ColorAide's in the fifth decimal.
                #expect(abs(mine - theirs) < 1e-4, "\(entry.css): sRGB \(srgb) vs \(entry.srgb)")
            }
            compared += 1
        }
        #expect(compared >= 710)
    }

    struct RelativeReference: Decodable {
        struct Entry: Decodable {
            let css: String
            let chromium: String
            let srgb: [Double]
            let alpha: Double
        }
        let generator: String
        let colors: [Entry]
    }

    static let relativeReference = try! JSONDecoder().decode(
        RelativeReference.self, from: Fixtures.data("Color/relative-reference.json"))

    @Test("each relative color (and each absolute one CSS clamps) is the color Chromium computes for it")
    func relativeColorsAgreeWithChromium() throws {
        var compared = 0
        for entry in Self.relativeReference.colors {
            let parsed = try #require(try CSSColor.parse(entry.css), "\(entry.css) is not read as CSS")
            let color = try parsed.color()
            let srgb = [color.red, color.green, color.blue]
            // Chromium computes in single precision (its results differ from ColorAide's in the fourth decimal) and
            // serializes six significant digits, or, for an rgb() it computes, bytes.
            let tolerance = entry.chromium.hasPrefix("rgb") ? 0.5 / 255 + 1e-9 : 1e-3
            for (mine, theirs) in zip(srgb, entry.srgb) {
                #expect(abs(mine - theirs) < tolerance, "\(entry.css): sRGB \(srgb) vs Chromium's \(entry.chromium)")
            }
            #expect(abs(parsed.alpha - entry.alpha) < 1e-6, "\(entry.css): alpha vs Chromium's \(entry.chromium)")
            compared += 1
        }
        #expect(compared >= 211)
    }

    @Test("a token's CSS string is read with a warning that shows its DTCG object; strict reading refuses it so")
    func tokenValue() throws {
        let json = #"{"c": {"$type": "color", "$value": "oklch(70.4% 0.191 22.216)"}}"#
        let theme = try TokenText.resolve(json, file: "css.tokens.json")
        let warning = try #require(theme.diagnostics.first)
        #expect(warning.kind == .legacyValueForm)
        let object = #"{"colorSpace": "oklch", "components": [0.704, 0.191, 22.216]}"#
        #expect(warning.message.contains("DTCG 2025.10 writes it as \(object)"), "\(warning.message)")
        let read = try #require(theme["c"]?.value.color)
        let meant = try Color(dtcgColorSpace: "oklch", components: [0.704, 0.191, 22.216])
        #expect(abs(read.red - meant.red) + abs(read.green - meant.green) + abs(read.blue - meant.blue) < 1e-12)
        #expect {
            _ = try TokenText.resolve(json, file: "css.tokens.json", options: .strict)
        } throws: { error in
            "\(error)".contains(object) && "\(error)".contains("not allowed in strict mode")
        }
    }

    @Test(
        "a CSS color function whose arguments do not fit is refused, saying why",
        arguments: [
            ("oklch(0.5 0.1)", "takes three components"), ("lab(50 10 10 / 1 / 2)", "more than one '/'"),
            ("rgb(1, 2 3)", "one comma"), ("hsl(10% 50% 50%)", "a hue cannot be a percentage"),
            ("color(cmyk 1 0 0)", "not a color() space"), ("rgb(1, 2, 3 / 0.5)", "mixes the comma and the slash"),
            ("oklch(0.5 0.1 20px)", "cannot be component 3"), ("rgb(none, 0, 0)", "none is not allowed"),
            ("lab(1e999 0 0)", "is not a number"),
            ("light-dark(white, black)", "a token has one value"),
            ("oklch(from red l c calc(h + 30deg))", "'30deg' is not a number or a channel keyword"),
            ("rgb(from red r g)", "three components"), ("rgb(from r g b)", "'r' is not a CSS color"),
            ("color(from red cmyk r g b)", "needs one of its spaces"), ("hsl(from red h s calc(l +))", "missing"),
            ("color-mix(in cmyk, red, blue)", "is not an interpolation space"),
            ("color-mix(in srgb longer hue, red, blue)", "only hsl, hwb, lch and oklch take a hue method"),
            ("color-mix(in oklch sideways hue, red, blue)", "the hue method is"),
            ("color-mix(in srgb, red 0%, blue 0%)", "add up to 0%"),
            ("color-mix(in srgb, red 120%, blue)", "from 0% to 100%"),
            ("color-mix(in srgb, red)", "two colors"), ("color-mix(srgb, red, blue)", "starts with 'in'"),
            ("color-mix(in srgb, red, bleu)", "'bleu' is not a CSS color"),
            (
                String(repeating: "color-mix(in srgb, red, ", count: 9) + "blue" + String(repeating: ")", count: 9),
                "nest more than 8 deep"
            ),
        ])
    func refused(text: String, says: String) {
        #expect {
            _ = try CSSColor.parse(text)
        } throws: { error in
            "\(error)".contains(says)
        }
    }

    @Test("text that is no CSS color function or name is left to the other notations")
    func notCSS() throws {
        for text in ["#ff0000", "0x112233", "ff0000", "var(--x)", "currentcolor", "{color.brand}"] {
            #expect(try CSSColor.parse(text) == nil, "\(text)")
        }
    }
}
