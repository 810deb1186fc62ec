import Foundation
import LiveryTestSupport
import Testing

@testable import LiveryCore

/// The real-world corpus (Tests/Fixtures/RealWorld, sources and licenses in its README): each set is read as
/// published, every theme resolves, and values are checked against the CSS the set's own build published.
@Suite("Real-world corpus: published token sets against their published builds")
struct RealWorldCorpusTests {
    static func url(_ relative: String) -> URL { Fixtures.url("RealWorld/" + relative) }

    /// `--name: value;` declarations of CSS text, by block (see `CSSBlocks`).
    static func cssVariables(_ text: String) -> [String: [String: String]] { CSSBlocks.parse(text) }

    /// A published CSS value with `var(--x)` followed through `variables`.
    static func dereferenced(_ value: String, _ variables: [String: String], depth: Int = 0) -> String {
        guard depth < 32, value.hasPrefix("var("), value.hasSuffix(")") else { return value }
        let name = String(value.dropFirst(4).dropLast()).split(separator: ",")[0].trimmingCharacters(in: .whitespaces)
        guard let target = variables[name] else { return value }
        return dereferenced(target, variables, depth: depth + 1)
    }

    /// How a build wrote unitless sizes: Style Dictionary's `css` transform group appends `rem` (its `size/rem`
    /// transform); Tokens Studio's appends `px`, which Livery assumes too.
    enum UnitlessSizes { case px, rem }

    /// Whether a resolved value is what the build published; `nil` when the published form is not comparable
    /// (a CSS shorthand of a composite, a string rewritten by a transform).
    static func matches(_ value: TokenValue, _ published: String, unitless: UnitlessSizes = .px) -> Bool? {
        switch value {
        case .color(let color):
            guard let theirs = try? Color(parsing: published) else { return nil }
            return PublishedValue.colorsMatch(color, theirs)
        case .dimension(let length):
            if let number = Double(published) {
                return length.unit == .percent ? abs(length.value / 100 - number) < 1e-9 : length.value == number
            }
            guard let theirs = TokenDimension(parsing: published) else { return nil }
            if unitless == .rem, length.unit == .px, theirs.unit == .rem {
                return abs(length.value - theirs.value) < 1e-9
            }
            // A percentage of the font size is the same length in em (Tokens Studio's letter spacing).
            if length.unit == .percent, theirs.unit == .em { return abs(length.value / 100 - theirs.value) < 1e-9 }
            return theirs.unit == length.unit && abs(theirs.value - length.value) < 1e-9
        case .number(let number), .fontWeight(let number):
            guard let theirs = Double(published) else { return nil }
            return abs(theirs - number) < 1e-9
        case .string(let text):
            return text == published
        default:
            return nil
        }
    }

    /// Compares every published variable that names a token; returns how many were compared.
    @discardableResult
    static func check(
        _ theme: ResolvedTheme, against variables: [String: String], all: [String: String]? = nil,
        name: (TokenPath) -> String?, unitless: UnitlessSizes = .px,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Int {
        var byName: [String: ResolvedToken] = [:]
        for token in theme.tokens { if let name = name(token.path) { byName[name] = token } }
        var compared = 0
        for (variable, raw) in variables.sorted(by: { $0.key < $1.key }) {
            guard let token = byName[variable] else { continue }
            let published = dereferenced(raw, all ?? variables)
            guard let verdict = matches(token.value, published, unitless: unitless) else { continue }
            #expect(
                verdict, "\(variable) (\(token.path)): \(token.value) vs published \(published)",
                sourceLocation: sourceLocation)
            compared += 1
        }
        return compared
    }

    /// `a.bB.c` → `a-b-b-c`: Style Dictionary's `name/kebab`.
    static func kebab(_ path: TokenPath) -> String {
        var result = ""
        for (index, component) in path.components.enumerated() {
            if index > 0 { result.append("-") }
            for character in component {
                if character.isUppercase {
                    if !result.isEmpty && result.last != "-" { result.append("-") }
                    result.append(contentsOf: character.lowercased())
                } else if character == " " || character == "_" {
                    result.append("-")
                } else {
                    result.append(character)
                }
            }
        }
        return result
    }

    @Test("Tokens Studio multi-file project with $themes (lion-example, MIT): six themes against their CSS")
    func lionExample() throws {
        let project = try TokensStudioProject.load(contentsOf: Self.url("lion-example/tokens"))
        let themes = try project.themes()
        #expect(
            themes.map(\.name)
                == [
                    "Casual-Green", "Casual-Blue", "Casual-Purple", "Business-Green", "Business-Blue",
                    "Business-Purple",
                ])
        let core =
            Self.cssVariables(try String(contentsOf: Self.url("lion-example/published/core.css"), encoding: .utf8))[
                ":root"] ?? [:]
        #expect(core.count >= 40)
        for source in themes {
            let theme = try TokenResolver().resolve(source)
            let file = "semantic-\(source.name.lowercased()).css"
            let semantic =
                Self.cssVariables(try String(contentsOf: Self.url("lion-example/published/\(file)"), encoding: .utf8))[
                    ":root"] ?? [:]
            #expect(!semantic.isEmpty)
            let compared = Self.check(
                theme, against: semantic.merging(core) { a, _ in a }, name: { "--" + Self.kebab($0) })
            #expect(compared == semantic.count + core.count, "\(source.name): compared \(compared)")
        }
    }

    @Test("Tokens Studio math, modifiers, rgba() and types (sd-transforms' smoke set, MIT) against its published CSS")
    func sdTransforms() throws {
        let document = try TokenLoader().load(contentsOf: Self.url("sd-transforms/sd-transforms.tokens.json"))
        #expect(document.format == .tokensStudio)
        let theme = try TokenResolver().resolve(ThemeSource(name: "tokens", documents: [document]))
        let published =
            Self.cssVariables(try String(contentsOf: Self.url("sd-transforms/published-vars.css"), encoding: .utf8))[
                ":root"] ?? [:]
        // `--sdColorsRed400`: the prefix `sd`, then the path in camel case.
        let compared = Self.check(theme, against: published) { path in
            "--sd"
                + path.components.flatMap { $0.split(whereSeparator: { $0 == "-" }) }.map {
                    $0.prefix(1).uppercased() + $0.dropFirst()
                }.joined()
        }
        #expect(compared >= 25, "compared \(compared) of \(published.count)")
        // The two color modifiers and the references inside arithmetic are among them.
        #expect(theme["colors.red.400"]?.value.color?.hexString() == "#f67474")
        #expect(theme["colors.red.600"]?.value.color?.hexString() == "#dd5b5b")
        #expect(theme.diagnostics.contains { $0.kind == .colorModifier && $0.tokenPath == "colors.red.400" })
    }

    @Test("Figma Variables export with modes in each token (Figma's Simple Design System, MIT) against its CSS")
    func figmaSimpleDesignSystem() throws {
        let document = try TokenLoader().load(contentsOf: Self.url("figma-sds/tokens.json"))
        let themes = FigmaVariables.themes(modesInTokens: [document])
        #expect(themes.map(\.name).contains("@color=sds_light"))
        let blocks = Self.cssVariables(try String(contentsOf: Self.url("figma-sds/theme.css"), encoding: .utf8))
        let light = blocks[":root"] ?? [:]
        let dark = (blocks["@media (prefers-color-scheme: dark) :root"] ?? [:]).merging(light) { a, _ in a }
        // `@color_primitives.gray.100` and `@color.background.default.default` are `--sds-color-…`.
        func name(_ path: TokenPath) -> String? {
            guard let collection = path.components.first, collection == "@color" || collection == "@color_primitives"
            else { return nil }
            return "--sds-color-"
                + path.components.dropFirst().joined(separator: "-").lowercased()
                .replacingOccurrences(of: " ", with: "-")
        }
        for (mode, variables) in [("sds_light", light), ("sds_dark", dark)] {
            let source = try #require(themes.first { $0.name == "@color=\(mode)" })
            let theme = try TokenResolver().resolve(source)
            let compared = Self.check(theme, against: variables, name: name)
            #expect(compared > 200, "\(mode): compared \(compared)")
        }
        // The published file's third mode references primitives it does not include: a typed error naming them.
        let brandB = try #require(themes.first { $0.name == "@color=brand_b_light" })
        #expect(throws: ResolutionError.self) { try TokenResolver().resolve(brandB) }
    }

    @Test("Style Dictionary project, value without $ (Style Dictionary's integration set, Apache-2.0) against its CSS")
    func styleDictionary() throws {
        let folder = Self.url("style-dictionary-integration/tokens")
        // Its build reads `tokens/**/[!_]*.json?(c)`: files whose names start with `_` are left out.
        let files = [
            "color/background.json", "color/border.json", "color/brand.json", "color/core.json", "color/font.jsonc",
            "size/border.json", "size/font.json", "size/padding.json",
        ]
        let loader = TokenLoader()
        let documents = try files.map { try loader.load(contentsOf: folder.appendingPathComponent($0)) }
        let theme = try TokenResolver().resolve(ThemeSource(name: "tokens", documents: documents))
        let published =
            Self.cssVariables(
                try String(
                    contentsOf: Self.url("style-dictionary-integration/published-variables.css"), encoding: .utf8))[
                ":root"] ?? [:]
        // Its `name/kebab` drops a trailing `_` name (`color.font.interactive._` is `--color-font-interactive`).
        let compared = Self.check(
            theme, against: published,
            name: { path in
                "--" + Self.kebab(path.components.last == "_" ? path.parent! : path)
            }, unitless: .rem)
        // Every published variable but the three breakpoints, which its build adds from its config, not files.
        #expect(compared == published.count - 3, "compared \(compared) of \(published.count)")
        #expect(
            theme.diagnostics.contains {
                $0.kind == .nonStandardJSON && $0.location?.file.hasSuffix("font.jsonc") == true
            })
    }

    /// A color as colorjs prints it in sd-transforms' tests: `hsl(…)`, `rgb(…%)`, `lch(L C H)` or
    /// `color(display-p3 r g b)`, each with an optional `/ alpha`; `none` is a missing (zero) component.
    static func colorjsColor(_ text: String) throws -> Color {
        let open = try #require(text.firstIndex(of: "("))
        let name = String(text[..<open])
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)].replacingOccurrences(
            of: "none", with: "0")
        let parts = inner.split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }
        let alpha = parts.count > 1 ? try #require(Double(parts[1])) : 1
        let numbers = parts[0].split(separator: " ").compactMap {
            Double($0.trimmingCharacters(in: CharacterSet(charactersIn: "%")))
        }
        switch name {
        case "lch":
            let hue = numbers[2] * .pi / 180
            return Color(
                cieLab: CIELab(lightness: numbers[0], a: numbers[1] * cos(hue), b: numbers[1] * sin(hue)), alpha: alpha)
        case "color":
            return Color(displayP3: RGBComponents(red: numbers[0], green: numbers[1], blue: numbers[2]), alpha: alpha)
        case "hsl":
            return Color(
                hsl: HSL(hue: numbers[0], saturation: numbers[1] / 100, lightness: numbers[2] / 100), alpha: alpha)
        default:
            return Color(red: numbers[0] / 100, green: numbers[1] / 100, blue: numbers[2] / 100, alpha: alpha)
        }
    }

    @Test("Color modifiers, every type in every space, give the colors sd-transforms' tests publish (MIT)")
    func colorModifiers() throws {
        let data = try Data(contentsOf: Self.url("sd-transforms/color-modifiers.expected.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let cases = try #require(object["cases"] as? [[String: Any]])
        #expect(cases.count == 32)
        for example in cases {
            let base = try #require(example["base"] as? String)
            let type = try #require(example["type"] as? String)
            let amount = try #require(example["value"] as? String)
            let space = try #require(example["space"] as? String)
            let mixWith = (example["color"] as? String).map { #", "color": "\#($0)""# } ?? ""
            let json = """
                {"base": {"value": "\(base)", "type": "color"},
                 "modified": {"value": "{base}", "type": "color", "$extensions": {"studio.tokens": {"modify":
                   {"type": "\(type)", "value": "\(amount)", "space": "\(space)"\(mixWith)}}}}}
                """
            let theme = try TokenText.resolve(json)
            let ours = try #require(theme["modified"]?.value.color)
            let expected = try Self.colorjsColor(try #require(example["expected"] as? String))
            #expect(
                PublishedValue.colorsMatch(ours, expected),
                "\(type) \(amount) in \(space) of \(base): \(ours) vs \(example["expected"]!)")
        }
    }

    @Test("A color modifier without a space is not applied, as Tokens Studio's build leaves the color")
    func colorModifierWithoutSpace() throws {
        let theme = try TokenText.resolve(
            #"""
            {"base": {"value": "#C14242", "type": "color"},
             "modified": {"value": "{base}", "type": "color",
               "$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": "0.2"}}}}}
            """#)
        #expect(theme["modified"]?.value.color?.hexString() == "#c14242")
        #expect(theme.diagnostics.contains { $0.kind == .assumedValue && $0.message.contains("without a \"space\"") })
    }
}
