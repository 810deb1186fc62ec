import Foundation
import LiveryCore
import LiveryTestSupport
import LiveryToolTestSupport
import LiveryYAML
import Testing

@testable import LiveryCLI
@testable import LiveryTokenCommands

@Suite("livery convert")
struct ConvertCommandTests {
    static func path(_ relative: String) -> String { Repository.path(relative) }

    /// Every token of a file resolved on its own, by path.
    static func values(_ url: URL) throws -> [String: TokenValue] {
        let document = try TokenLoader.withYAML().load(contentsOf: url)
        let theme = try TokenResolver().resolve(ThemeSource(name: "t", documents: [document]))
        return Dictionary(uniqueKeysWithValues: theme.tokens.map { ($0.path.dotted, $0.value) })
    }

    func convert(_ input: String, to output: URL, _ extra: [String] = []) throws -> [String] {
        let command = try ConvertCommand.parse([input, "-o", output.path] + extra)
        let (text, notes) = try command.render()
        try Data(text.utf8).write(to: output)
        return notes
    }

    @Test("Legacy to DTCG JSON: the same tokens, redirects as aliases")
    func legacyToDTCG() throws {
        let scratch = try TemporaryFolder("convert")
        let folder = scratch.url
        let legacy = Self.path("Examples/LegacyPack/colors.json")
        let output = folder.appendingPathComponent("colors.tokens.json")
        #expect(try convert(legacy, to: output).isEmpty)
        let document = try TokenLoader(options: .strict).load(contentsOf: output)
        #expect(document.format == .dtcg)
        #expect(try Self.values(output) == Self.values(URL(fileURLWithPath: legacy)))
        let text = try String(contentsOf: output, encoding: .utf8)
        #expect(text.contains("\"$type\": \"color\""))
    }

    @Test("CSS and hex color strings become DTCG color objects that strict reading takes, with the same colors")
    func cssColorsToObjects() throws {
        let scratch = try TemporaryFolder("convert")
        let input = scratch.url.appendingPathComponent("css.tokens.json")
        try Data(
            #"""
            {"c": {"$type": "color", "a": {"$value": "oklch(70.4% 0.191 22.216)"}, "b": {"$value": "rebeccapurple"},
              "d": {"$value": "color(display-p3 1 0 0 / 50%)"}, "e": {"$value": "#ff000080"},
              "f": {"$value": "hsl(none 0% 50%)"}, "alias": {"$value": "{c.a}"}},
             "label": {"$type": "fontFamily", "$value": "red"}}
            """#.utf8
        ).write(to: input)
        let output = scratch.url.appendingPathComponent("out.tokens.json")
        #expect(
            try convert(input.path, to: output) == ["5 colors written as CSS or hex strings are DTCG color objects"])
        // Strict reading takes the result, and every token is the color it was.
        _ = try TokenLoader(options: .strict).load(contentsOf: output)
        let before = try Self.values(input)
        let after = try Self.values(output)
        #expect(Set(before.keys) == Set(after.keys))
        for (path, value) in before {
            guard let old = value.color, let new = after[path]?.color else {
                #expect(after[path] == value, "\(path)")
                continue
            }
            #expect(abs(old.red - new.red) + abs(old.green - new.green) + abs(old.blue - new.blue) < 1e-9, "\(path)")
            #expect(abs(old.alpha - new.alpha) < 1e-9, "\(path)")  // written to ten decimals
        }
        let text = try String(contentsOf: output, encoding: .utf8)
        #expect(text.contains(#""components": [0.704, 0.191, 22.216]"#))
        #expect(text.contains(#""components": ["none", 0, 50]"#))
        #expect(text.contains(#""$value": "{c.a}""#) && text.contains(#""$value": "red""#))
    }

    @Test("CSS color strings inside borders, shadows and gradients, color-mix() among them, become DTCG objects")
    func cssColorsInComposites() throws {
        let scratch = try TemporaryFolder("convert")
        let input = scratch.url.appendingPathComponent("composites.tokens.json")
        try Data(
            #"""
            {"base": {"$type": "color", "$value": "#336699"},
             "edge": {"$type": "border", "$value": {"color": "oklch(0.6 0.1 250)", "width": {"value": 1, "unit": "px"},
               "style": "solid"}},
             "lift": {"$type": "shadow", "$value": [
               {"color": "rgb(0 0 0 / 25%)", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"},
                "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}},
               {"color": "{base}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 8, "unit": "px"},
                "blur": {"value": 16, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}]},
             "wash": {"$type": "gradient", "$value": [
               {"color": "color-mix(in oklab, white 30%, rebeccapurple)", "position": 0},
               {"color": "{base}", "position": 1}]}}
            """#.utf8
        ).write(to: input)
        let output = scratch.url.appendingPathComponent("out.tokens.json")
        #expect(
            try convert(input.path, to: output) == ["4 colors written as CSS or hex strings are DTCG color objects"])
        _ = try TokenLoader(options: .strict).load(contentsOf: output)
        func colors(_ value: TokenValue?) -> [Color] {
            switch value {
            case .color(let color)?: [color]
            case .border(let border)?: [border.color]
            case .shadow(let shadows)?: shadows.map(\.color)
            case .gradient(let stops)?: stops.map(\.color)
            default: []
            }
        }
        let before = try Self.values(input)
        let after = try Self.values(output)
        #expect(Set(before.keys) == Set(after.keys) && before.count == 4)
        for (path, value) in before {
            let old = colors(value)
            let new = colors(after[path])
            #expect(old.count == new.count && !old.isEmpty, "\(path)")
            for (a, b) in zip(old, new) {
                #expect(abs(a.red - b.red) + abs(a.green - b.green) + abs(a.blue - b.blue) < 1e-9, "\(path)")
                #expect(abs(a.alpha - b.alpha) < 1e-9, "\(path)")
            }
        }
        let text = try String(contentsOf: output, encoding: .utf8)
        #expect(text.contains(#""colorSpace": "oklab""#))  // the mix, in its interpolation space
        #expect(text.components(separatedBy: #""{base}""#).count == 3)  // aliases as they were
    }

    @Test("DTCG JSON to YAML and back keeps descriptions, extensions and values")
    func jsonYAMLRoundTrip() throws {
        let scratch = try TemporaryFolder("convert")
        let folder = scratch.url
        let base = Self.path("Examples/Themes/base.tokens.json")
        let yaml = folder.appendingPathComponent("base.tokens.yaml")
        let json = folder.appendingPathComponent("base.tokens.json")
        #expect(try convert(base, to: yaml).isEmpty)
        #expect(try convert(yaml.path, to: json).isEmpty)
        #expect(try Self.values(yaml) == Self.values(URL(fileURLWithPath: base)))
        #expect(try Self.values(json) == Self.values(URL(fileURLWithPath: base)))
        let original = try TokenLoader().load(contentsOf: URL(fileURLWithPath: base))
        let back = try TokenLoader().load(contentsOf: json)
        #expect(back.tokens.map(\.description) == original.tokens.map(\.description))
        #expect(back.tokens.map(\.path) == original.tokens.map(\.path))
        #expect(back.tokens.map { $0.extensions?.value } == original.tokens.map { $0.extensions?.value })
    }

    @Test("DTCG to legacy keeps what the format holds, lists what it drops, and reads back as legacy")
    func dtcgToLegacy() throws {
        let scratch = try TemporaryFolder("convert")
        let folder = scratch.url
        let source = folder.appendingPathComponent("source.tokens.json")
        try Data(
            """
            {
              "color": { "$type": "color",
                "brand": { "$value": "#0066cc", "$description": "Brand blue." },
                "link": { "$value": "{color.brand}" },
                "text": { "primary": { "$value": "#111111" } } },
              "space": { "md": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } } },
              "type": { "body": { "$type": "typography", "$value": { "fontFamily": "Inter",
                "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400,
                "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.5 } } }
            }
            """.utf8
        ).write(to: source)
        let output = folder.appendingPathComponent("colors.json")
        let notes = try convert(source.path, to: output, ["--to", "legacy"])
        #expect(notes.count == 2)
        #expect(notes[0].contains("type.body (typography)"))
        #expect(notes[1].contains("1 description(s)"))

        let legacy = try TokenLoader(options: .strict).load(contentsOf: output)
        #expect(legacy.format == .legacy)
        let values = try Self.values(output)
        #expect(values["color.brand"] == .color(Color(hex: "0066cc")!))
        #expect(values["color.link"] == .color(Color(hex: "0066cc")!))
        #expect(values["color.text_primary"] == .color(Color(hex: "111111")!))
        #expect(values["dimension.space_md"] == .dimension(TokenDimension(16, .px)))
        let text = try String(contentsOf: output, encoding: .utf8)
        #expect(text.contains("\"link\": \"brand\""))
    }

    @Test("The output format follows --to, else the output's extension")
    func targetFormat() throws {
        #expect(try ConvertCommand.parse(["a.json", "-o", "b.yaml"]).targetFormat == .dtcgYAML)
        #expect(try ConvertCommand.parse(["a.json", "-o", "b.yml"]).targetFormat == .dtcgYAML)
        #expect(try ConvertCommand.parse(["a.json", "-o", "b.json"]).targetFormat == .dtcg)
        #expect(try ConvertCommand.parse(["a.json", "--to", "legacy"]).targetFormat == .legacy)
    }

    @Test("Bad paths and bad flags exit with 2")
    func badInvocation() {
        #expect(Tool.run(["convert", "/no/such.tokens.json"]) == 2)
        #expect(
            Tool.run(["convert", Self.path("Examples/LegacyPack/colors.json"), "--to", "xml"]) == 2)
        #expect(Tool.run(["convert"]) == 2)
    }

    @Test("A Tokens Studio file converts to DTCG that resolves to the same values, and reads as DTCG")
    func tokensStudioToDTCG() throws {
        let scratch = try TemporaryFolder("convert")
        let folder = scratch.url
        let input = Self.path("Tests/Fixtures/RealWorld/sd-transforms/sd-transforms.tokens.json")
        let output = folder.appendingPathComponent("converted.tokens.json")
        _ = try convert(input, to: output)
        let converted = try TokenLoader().load(contentsOf: output)
        #expect(converted.format == .dtcg)
        let expected = try Self.values(URL(fileURLWithPath: input))
        #expect(expected.count > 30)
        #expect(try Self.values(output) == expected)
        let resolved = try ResolveCommand.parse([output.path]).render().output
        let original = try ResolveCommand.parse([input]).render().output
        #expect(resolved == original)
    }
}
