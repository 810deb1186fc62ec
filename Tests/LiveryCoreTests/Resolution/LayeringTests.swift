import Testing

@testable import LiveryCore

@Suite("Layers: higher levels override lower ones, equal levels keep the given order")
struct LayeringTests {
    func layer(_ value: Double, level: Int, file: String) throws -> ThemeLayer {
        ThemeLayer(
            try TokenText.document(#"{"n": {"$type": "number", "$value": \#(value)}}"#, file: file), level: level)
    }

    @Test("the highest level wins wherever it stands in the list")
    func levels() throws {
        let source = ThemeSource(
            name: "t",
            layers: [
                try layer(3, level: 2, file: "app.json"), try layer(1, level: 0, file: "base.json"),
                try layer(2, level: 1, file: "module.json"),
            ])
        let theme = try TokenResolver().resolve(source)
        #expect(theme["n"]?.value == .number(3))
        #expect(theme["n"]?.definition.location.file == "app.json")
    }

    @Test("equal levels override in the order given")
    func order() throws {
        let source = ThemeSource(
            name: "t", layers: [try layer(1, level: 0, file: "a.json"), try layer(2, level: 0, file: "b.json")])
        #expect(try TokenResolver().resolve(source)["n"]?.value == .number(2))
    }

    @Test("aliases resolve against the merged layers, and group types carry across files")
    func crossFile() throws {
        let base = try TokenText.document(
            ##"{"color": {"$type": "color", "red": {"$value": "#ff0000"}}}"##, file: "base.json")
        let theme = try TokenText.document(
            ##"{"color": {"accent": {"$value": "#00ff00"}, "link": {"$value": "{color.red}"}}}"##, file: "theme.json")
        let resolved = try TokenResolver().resolve(ThemeSource(name: "t", documents: [base, theme]))
        #expect(resolved["color.accent"]?.value.color?.hexString() == "#00ff00")
        #expect(resolved["color.link"]?.value.color?.hexString() == "#ff0000")
        // The type came from base.json's group, not from the value's shape: no inferred-type warning.
        #expect(!resolved.diagnostics.contains { $0.kind == .inferredType })
    }

    @Test("$description, $deprecated and $extensions are kept with the token")
    func metadata() throws {
        let json = """
            {"g": {"$type": "number", "$deprecated": true,
                   "t": {"$value": 1, "$description": "one", "$extensions": {"com.example": {"flag": true}}}}}
            """
        let token = try #require(try TokenText.document(json).token(at: "g.t"))
        #expect(token.description == "one")
        #expect(token.deprecation == .deprecated)
        #expect(token.extensions?["com.example"]?["flag"]?.value == .bool(true))
    }
}

@Suite("Legacy files (seed 002)")
struct LegacyFormatTests {
    @Test("hex, 0x, # and rgb() colors, redirects, and dimensions in points")
    func reads() throws {
        let json =
            ##"{"color": {"A": "323232", "B": "#fff", "C": "0xff000080", "D": "rgb(0, 128, 0)", "E": "A"}, "dimension": {"S": 8, "M": "16"}}"##
        let document = try TokenText.document(json)
        #expect(document.format == .legacy)
        let theme = try TokenResolver().resolve(ThemeSource(name: "legacy", documents: [document]))
        #expect(theme["color.A"]?.value.color?.hexString() == "#323232")
        #expect(theme["color.B"]?.value.color?.hexString() == "#ffffff")
        #expect(theme["color.C"]?.value.color?.hexString() == "#ff000080")
        #expect(theme["color.D"]?.value.color?.hexString() == "#008000")
        #expect(theme["color.E"]?.value.color?.hexString() == "#323232")
        #expect(theme["dimension.M"]?.value == .dimension(TokenDimension(16, .px)))
        #expect(theme.diagnostics.isEmpty)
    }

    @Test("a redirect to a missing key is an unresolved alias at the value's position")
    func brokenRedirect() throws {
        let document = try TokenText.document("{\"color\": {\n  \"A\": \"Nope_Z\"}}", file: "legacy.json")
        #expect(
            throws: ResolutionError.unresolvedAlias(
                FileLocation(file: "legacy.json", position: SourcePosition(line: 2, column: 8)), path: "color.A",
                reference: "color.Nope_Z")
        ) {
            try TokenResolver().resolve(ThemeSource(name: "t", documents: [document]))
        }
    }

    @Test("a value that is not a color is read as a redirect, which then fails to resolve; a non-string is refused")
    func badValue() throws {
        let document = try TokenText.document(#"{"color": {"A": "not a color"}}"#)
        #expect(throws: ResolutionError.self) {
            try TokenResolver().resolve(ThemeSource(name: "t", documents: [document]))
        }
        #expect(throws: TokenFileError.self) { try TokenText.document(#"{"color": {"A": true}}"#) }
    }

    @Test("an unknown legacy section is skipped with a warning, refused in strict mode")
    func unknownSection() throws {
        // A file is read as legacy only when every section is known; here "color" plus a typo'd section
        // makes it a DTCG file with invalid structure, which is the honest reading.
        #expect(throws: TokenFileError.self) {
            try TokenText.document(#"{"color": {"A": "fff"}, "colour": {"B": "000"}}"#)
        }
        let forced = try TokenLoader().load(
            text: #"{"color": {"A": "ffffff"}, "font": {"B": "x"}}"#, file: "l.json", format: .legacy)
        #expect(forced.diagnostics.map(\.kind) == [.unknownProperty])
        #expect(forced.tokens.map(\.path.dotted) == ["color.A"])
    }
}

@Suite("Token definitions remember where they stand")
struct TokenLocationTests {
    @Test("JSON pointers address tokens in their file, including subtrees a resolver document references")
    func pointers() throws {
        let document = try TokenText.document(#"{"a/b": {"c~d": {"$type": "number", "$value": 1}}}"#)
        #expect(document.tokens.first?.jsonPointer == "/a~1b/c~0d")
        let resolver = try ResolverDocument.load(
            contentsOf: Fixtures.url("RealWorld/signalwire/signalwire.resolver.json"))
        let dark = try resolver.theme(inputs: ["theme": "dark"])
        let page = try #require(try dark.merged()["background.page"])
        #expect(page.jsonPointer == "/dark/background/page")
        #expect(page.location.file.hasSuffix("signalwire-tokens.dtcg.json"))
    }

    @Test("an explicit $deprecated: false cancels a group's deprecation")
    func deprecationOverride() throws {
        let json =
            #"{"g": {"$deprecated": "old group", "a": {"$type": "number", "$value": 1}, "b": {"$type": "number", "$value": 2, "$deprecated": false}}}"#
        let document = try TokenText.document(json)
        #expect(document.token(at: "g.a")?.deprecation == .deprecatedWithMessage("old group"))
        #expect(document.token(at: "g.b")?.deprecation == nil)
    }
}

@Suite("Composite values")
struct CompositeValueTests {
    @Test("a misspelt field in a composite is reported in lenient mode and refused in strict mode")
    func unknownField() throws {
        let json = """
            {"b": {"$type": "border", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0]},
              "width": {"value": 1, "unit": "px"}, "style": "solid", "widht": {"value": 2, "unit": "px"}}}}
            """
        let theme = try TokenText.resolve(json)
        #expect(theme.diagnostics.map(\.kind) == [.unknownProperty])
        #expect(theme.diagnostics.first?.location?.line == 2)
        #expect(throws: TokenFileError.self) { try TokenText.resolve(json, options: .strict) }
    }
}
