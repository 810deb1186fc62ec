import Foundation
import LiveryCore
import LiveryTestSupport
import LiveryToolTestSupport
import Testing

@testable import LiveryTokenCommands

@Suite("livery build: the permutations of a resolver with several modifiers")
struct PermutationBuildTests {
    static func render(_ config: String) throws -> [String: String] {
        let folder = try TemporaryFolder()
        try folder.write("livery.config.json", config)
        let builder = Builder(
            config: try BuildConfig.load(contentsOf: folder.url.appendingPathComponent("livery.config.json")))
        return Dictionary(
            uniqueKeysWithValues: try builder.render().map {
                ($0.url.path.replacingOccurrences(of: folder.url.path + "/", with: ""), $0.contents)
            })
    }

    static func json(_ text: String?) throws -> [String: Any] {
        let data = try #require(text).data(using: .utf8)!
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    // MARK: Adobe Spectrum against Terrazzo's published build

    /// Terrazzo's `want.js` for the fixture: `export const PERMUTATIONS = { "<input JSON>": { name: token } }`,
    /// JavaScript object literal syntax with trailing commas, otherwise JSON.
    static func terrazzoPermutations() throws -> [String: [String: [String: Any]]] {
        let text = try String(
            contentsOfFile: Repository.path("Tests/Fixtures/RealWorld/adobe-spectrum/want.js"), encoding: .utf8)
        let start = try #require(text.range(of: "export const PERMUTATIONS = "))
        let end = try #require(text.range(of: "};\nconst INPUT_DEFAULTS"))
        let literal = String(text[start.upperBound..<end.lowerBound]) + "}"
        let json = literal.replacingOccurrences(of: #",(\s*[}\]])"#, with: "$1", options: .regularExpression)
        return try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [String: [String: Any]]])
    }

    @Test("Adobe Spectrum (theme × size, no defaults): every token of the 4 permutations agrees with Terrazzo's build")
    func spectrum() throws {
        let files = try Self.render(
            """
            {"source": "\(Repository.path("Tests/Fixtures/RealWorld/adobe-spectrum/adobe-spectrum.resolver.json"))",
             "platforms": {"web": {"format": "json-flat", "destination": "tokens.json"}}}
            """)
        let built = try Self.json(files["tokens.json"])
        let published = try Self.terrazzoPermutations()
        #expect(published.count == 4)
        var compared = 0
        for (inputText, tokens) in published {
            let input = try #require(
                try JSONSerialization.jsonObject(with: Data(inputText.utf8)) as? [String: String])
            let theme = try #require(built[input["theme"]!] as? [String: Any])
            let ours = try #require(theme[input["size"]!] as? [String: Any], "\(input)")
            #expect(Set(ours.keys) == Set(tokens.keys), "\(input)")
            for (name, token) in tokens {
                let value = token["$value"]
                let mine = ours[name]
                switch token["$type"] as? String {
                case "color":
                    let object = try #require(value as? [String: Any])
                    let components = try #require(object["components"] as? [Double])
                    let hex = try #require(mine as? String, "\(name)")
                    let color = try #require(Color(hex: hex), "\(name)")
                    let channels = [color.red, color.green, color.blue]
                    for (published, built) in zip(components, channels) {
                        // Ours is written as 8-bit hex; Terrazzo keeps the source's components.
                        #expect(abs(published - built) <= 0.5 / 255 + 1e-9, "\(input) \(name)")
                    }
                    #expect(abs((object["alpha"] as? Double ?? 1) - color.alpha) <= 0.5 / 255 + 1e-9)
                case "dimension":
                    let object = try #require(value as? [String: Any])
                    let number = try #require(object["value"] as? Double)
                    let unit = try #require(object["unit"] as? String)
                    #expect(mine as? String == NumberFormatting.shortest(number) + unit, "\(input) \(name)")
                case "number", "fontWeight":
                    #expect((mine as? Double) == (value as? Double), "\(input) \(name)")
                default:
                    #expect((mine as? String) == (value as? String), "\(input) \(name)")
                }
                compared += 1
            }
        }
        #expect(compared > 6_000)
    }

    @Test("lint and resolve take a resolver whose modifiers have no default; --input narrows lint")
    func spectrumCommands() throws {
        let resolver = Repository.path("Tests/Fixtures/RealWorld/adobe-spectrum/adobe-spectrum.resolver.json")
        let lint = Tool.capture(["lint", resolver, "--input", "theme=dark"])
        #expect(lint.status == 0, "\(lint.errors)")
        #expect(lint.output.contains("no findings in 2 themes (dark-desktop, dark-mobile)"))
        let resolve = Tool.capture(["resolve", resolver, "--input", "size=mobile", "--format", "table"])
        #expect(resolve.status == 0, "\(resolve.errors)")
        let wrong = Tool.capture(["lint", resolver, "--input", "theme=dim"])
        #expect(wrong.status == 2)
        #expect(wrong.errors.contains("modifier 'theme' has no context 'dim'"))
    }

    // MARK: CSS by dimension

    /// The custom properties an element gets when it carries the attributes of `attributes` (modifier → context;
    /// the others absent), as the cascade gives them: `:root`, then every rule one of whose selectors matches (an
    /// attribute test `[data-x="v"]` holds when the element has it, `:not([data-x])` when it lacks the attribute),
    /// the more tests the later (specificity), in source order otherwise. Media blocks are left out.
    static func cascade(_ css: String, attributes: [String: String]) -> [String: String] {
        let blocks = CSSBlocks.parse(css)
        var values = blocks[":root"] ?? [:]
        var matching: [(specificity: Int, position: String.Index, key: String)] = []
        for key in blocks.keys where !key.hasPrefix("@") && key != ":root" {
            for selector in key.components(separatedBy: ",").map({ $0.trimmingCharacters(in: .whitespacesAndNewlines) })
            {
                var tests: [(name: String, value: String?)] = []
                var rest = Substring(selector)
                while !rest.isEmpty {
                    if rest.hasPrefix(":not([data-"), let end = rest.range(of: "])") {
                        tests.append((String(rest.dropFirst(":not([data-".count).prefix { $0 != "]" }), nil))
                        rest = rest[end.upperBound...]
                    } else if rest.hasPrefix("[data-"), let end = rest.firstIndex(of: "]") {
                        let parts = rest[rest.index(rest.startIndex, offsetBy: 6)..<end].components(separatedBy: "=")
                        tests.append((parts[0], parts[1].trimmingCharacters(in: ["\""])))
                        rest = rest[rest.index(after: end)...]
                    } else {
                        Issue.record("a selector the cascade does not know: \(selector)")
                        return [:]
                    }
                }
                if tests.allSatisfy({ attributes[$0.name] == $0.value }) {
                    matching.append((tests.count, css.range(of: key)!.lowerBound, key))
                    break
                }
            }
        }
        for (_, _, key) in matching.sorted(by: { ($0.specificity, $0.position) < ($1.specificity, $1.position) }) {
            values.merge(blocks[key]!) { $1 }
        }
        return values
    }

    @Test("CSS: each token under the modifiers it depends on; the cascade gives every permutation its values")
    func cssByDimension() throws {
        let files = try Self.render(
            """
            {"source": "\(Repository.path("Examples/Spaces"))",
             "dimensions": {"mode": {"media": {"dark": "(prefers-color-scheme: dark)"}}},
             "platforms": {"web": {"format": "css", "destination": "tokens.css"}}}
            """)
        let css = try #require(files["tokens.css"])
        let blocks = CSSBlocks.parse(css)
        // Orthogonal tokens: one modifier's blocks only.
        #expect(blocks["[data-mode=\"dark\"]"]?["--color-background"] == "#14171c")
        #expect(blocks["[data-brand=\"forest\"]"]?["--brand-accent-strong"] == "#1f7a4d")
        #expect(blocks["[data-density=\"compact\"]"]?["--brand-radius"] == "2px")
        #expect(blocks["[data-brand=\"forest\"]"]?["--brand-radius"] == nil)
        // color.accent is the mode's alias of a brand's token: brand × mode.
        #expect(blocks["[data-brand=\"forest\"][data-mode=\"dark\"]"]?["--color-accent"] == "#4cc38a")
        #expect(blocks["[data-mode=\"dark\"]"]?["--color-accent"] == nil)
        #expect(
            blocks["@media (prefers-color-scheme: dark) :root:not([data-mode])"]?["--color-background"] == "#14171c")
        // Invariant tokens are written once.
        #expect(css.components(separatedBy: "--palette-white:").count == 2)

        let resolver = try ResolverDocument.load(
            contentsOf: URL(fileURLWithPath: Repository.path("Examples/Spaces/space.resolver.json")))
        let space = try ThemeSpace(resolver: resolver)
        var permutations = 0
        for brand in space.dimension(named: "brand")!.contexts {
            for mode in space.dimension(named: "mode")!.contexts {
                for density in space.dimension(named: "density")!.contexts {
                    let selection = ["brand": brand, "mode": mode, "density": density]
                    // The element carries any subset of the attributes: the absent ones take their defaults.
                    for present in [
                        [], ["brand"], ["mode"], ["density"], ["brand", "mode"], ["brand", "density"],
                        ["mode", "density"], ["brand", "mode", "density"],
                    ] {
                        let attributes = selection.filter { present.contains($0.key) }
                        let cascaded = Self.cascade(css, attributes: attributes)
                        let resolved = try TokenResolver().resolve(
                            space.source(for: space.defaultSelection.merging(attributes) { $1 }))
                        for token in resolved.tokens {
                            let name = "--" + token.path.components.joined(separator: "-")
                            #expect(
                                cascaded[name] == CSSColors(notation: nil).fallback(token.value),
                                "attributes \(attributes): \(name)")
                        }
                    }
                    permutations += 1
                }
            }
        }
        #expect(permutations == 12)
    }

    @Test("a themeSelector, which several modifiers do not use, is named in a warning instead of dropped silently")
    func themeSelectorWithSeveralModifiers() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "livery.config.json",
            """
            {"source": "\(Repository.path("Examples/Spaces"))",
             "platforms": {"web": {"format": "css", "destination": "tokens.css",
                                   "options": {"themeSelector": ".theme-{theme}"}}}}
            """)
        let builder = Builder(config: try BuildConfig.load(contentsOf: folder.appending("livery.config.json")))
        let css = try #require(try builder.render().first?.contents)
        #expect(!css.contains(".theme-"))
        #expect(
            builder.warnings.contains {
                $0.hasSuffix(
                    "tokens.css: themeSelector is not used with a resolver of several modifiers; each "
                        + "modifier's contexts are selected as [data-MODIFIER=\"CONTEXT\"] (rootSelector still applies)"
                )
            }, "\(builder.warnings)")
    }

    @Test("permutations chosen in the config are written whole under compound selectors and nested in JSON")
    func chosenPermutations() throws {
        let files = try Self.render(
            """
            {"source": "\(Repository.path("Examples/Spaces"))",
             "permutations": [{"brand": "sunset", "mode": "dark"}, {"brand": "forest"},
                              {"brand": "forest", "mode": "light", "density": "regular"}],
             "dimensions": {"brand": {"selector": ".brand-{context}"}},
             "platforms": {"web": {"files": [{"format": "css", "destination": "tokens.css"},
                                             {"format": "json-nested", "destination": "tokens.json"}]}}}
            """)
        let css = try #require(files["tokens.css"])
        // Listed twice (once with its defaults spelt out), built once.
        #expect(
            css.components(separatedBy: ".brand-forest[data-mode=\"light\"][data-density=\"regular\"] {").count == 2)
        let blocks = CSSBlocks.parse(css)
        #expect(blocks[".brand-sunset[data-mode=\"dark\"][data-density=\"regular\"]"]?["--color-accent"] == "#ff9a4d")
        #expect(blocks[".brand-forest[data-mode=\"light\"][data-density=\"regular\"]"]?["--color-accent"] == "#1f7a4d")
        let json = try Self.json(files["tokens.json"])
        #expect(Set(json.keys) == ["sunset", "forest"])
        let sunset = try #require((json["sunset"] as? [String: Any])?["dark"] as? [String: Any])
        #expect(Array(sunset.keys) == ["regular"])
    }

    @Test("an output that fixes some modifiers gets their permutations: per-brand CSS and Android")
    func selectedOutputs() throws {
        let files = try Self.render(
            """
            {"source": "\(Repository.path("Examples/Spaces"))",
             "platforms": {
               "web": {"select": {"brand": "forest"}, "format": "css", "destination": "forest.css"},
               "android": {"files": [
                 {"format": "android", "destination": "sunset-compact", "select": {"brand": "sunset", "density": "compact"}}
               ]}}}
            """)
        let blocks = CSSBlocks.parse(try #require(files["forest.css"]))
        #expect(blocks[":root"]?["--color-accent"] == "#1f7a4d")
        #expect(blocks["[data-mode=\"dark\"]"]?["--color-accent"] == "#4cc38a")
        #expect(blocks.keys.allSatisfy { !$0.contains("data-brand") })
        // One modifier left (mode): light is the default resources, dark the night ones, with sunset's colors.
        let day = try #require(files["sunset-compact/values/colors.xml"])
        let night = try #require(files["sunset-compact/values-night/colors.xml"])
        #expect(day.contains(">#FFC2500A<") || day.lowercased().contains("c2500a"))
        #expect(night.lowercased().contains("ff9a4d"))
        #expect(try #require(files["sunset-compact/values/dimens.xml"]).contains(">4"))
        #expect(
            try BuildCommandTests.error(
                #"{"source": "\#(Repository.path("Examples/Spaces"))", "permutations": [{"brand": "ocean"}], "#
                    + #""platforms": {"web": {"select": {"brand": "forest"}, "format": "css", "destination": "t.css"}}}"#
            ).contains("no permutation the build makes has these contexts"))
        #expect(
            try BuildCommandTests.error(
                #"{"source": "\#(Repository.path("Examples/Spaces"))", "#
                    + #""platforms": {"web": {"select": {"brand": "x"}, "format": "css", "destination": "t.css"}}}"#
            ).contains("platforms.web.select: dimension 'brand' has no context 'x'"))
    }

    @Test("a context name is escaped for where the selector puts it: a CSS string in quotes, an identifier elsewhere")
    func hostileContextNames() {
        func selector(_ pattern: String, _ context: String) -> String {
            OutputDimension(name: "d", contexts: [context], defaultContext: context, selector: pattern)
                .selector(for: context)
        }
        // In identifier position, nothing of the name can end the selector or open a block.
        #expect(selector(".d-{context}", "x{}body{color:red}") == #".d-x\{\}body\{color\:red\}"#)
        #expect(selector(".d-{context}", "a b.c") == #".d-a\ b\.c"#)
        // A digit or a lone `-` at the start of an identifier is escaped; after `d-` it continues one.
        #expect(selector(".{context}", "2x") == #".\32 x"#)
        #expect(selector(".{context}", "-") == #".\-"#)
        #expect(selector(".d-{context}", "2x") == ".d-2x")
        #expect(selector(".{context}", "a\u{1}\u{0}") == ".a\\1 \u{FFFD}")
        // In quotes, a CSS string: the quote in use and the backslash escaped, nothing else.
        #expect(selector(#"[data-d="{context}"]"#, #"a"]{}b"#) == #"[data-d="a\"]{}b"]"#)
        #expect(selector("[data-d='{context}']", "it's") == #"[data-d='it\'s']"#)
        // A quote the pattern escapes does not open a string.
        #expect(selector(#".a\"{context}"#, "x y") == #".a\"x\ y"#)
    }

    @Test("config errors name the permutation or dimension and what the resolver has")
    func configErrors() throws {
        let spaces = Repository.path("Examples/Spaces")
        func error(_ extra: String) throws -> String {
            try BuildCommandTests.error(
                #"{"source": "\#(spaces)", \#(extra), "platforms": {"web": {"format": "css", "destination": "t.css"}}}"#
            )
        }
        #expect(
            try error(#""permutations": [{"brand": "hooli"}]"#).contains(
                "permutations[0]: dimension 'brand' has no context 'hooli'; contexts: ocean, forest, sunset"))
        #expect(try error(#""dimensions": {"size": {}}"#).contains("the resolver has no modifier 'size'"))
        #expect(
            try error(#""dimensions": {"mode": {"media": {"dim": "(x)"}}}"#).contains(
                "modifier 'mode' has no context 'dim'"))
        #expect(
            try error(#""dimensions": {"mode": {"selector": ".mode"}}"#).contains(
                "the selector must contain {context}"))
        let plain = try BuildCommandTests.error(
            #"{"source": "\#(Repository.path("Examples/Themes/base.tokens.json"))", "permutations": [{"a": "b"}], "#
                + #""platforms": {"web": {"format": "css", "destination": "t.css"}}}"#)
        #expect(plain.contains("permutations need a DTCG resolver document"))
    }
}
