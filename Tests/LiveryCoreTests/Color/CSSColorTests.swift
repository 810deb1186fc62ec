import Foundation
import Testing

@testable import LiveryCore

/// CSS Color 4 strings in `$value`: read into the DTCG object ColorAide reads from them (Tests/Fixtures/Color/
/// generate_css_reference.py: every function and form with random components, Tailwind 4's oklch(), the named
/// colors), taken by lenient reading with a warning that shows the object, refused by strict reading with it.
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
            for (mine, theirs) in zip(parsed.components, entry.components) {
                #expect((mine == nil) == (theirs == nil), "\(entry.css): none")
                if let mine, let theirs { #expect(abs(mine - theirs) < 1e-9, "\(entry.css): \(mine) vs \(theirs)") }
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
        #expect(compared >= 500)
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
