import Foundation
import LiveryCore
import Testing

/// Every departure from the DTCG format that Livery accepts by default, as Terrazzo and Style Dictionary do:
/// each is read with a warning naming the file, line:column, token path and what was assumed, and each is a
/// typed error in strict mode.
@Suite("Acceptance policy: lenient by default with a warning, a typed error under strict")
struct AcceptancePolicyTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let json: String
        /// The diagnostic reading it by default must give.
        let kind: Diagnostic.Kind
        let path: String
        let line: Int
        /// What the message must say was assumed.
        let says: String
        /// The value the token resolves to by default.
        let value: TokenValue
        /// What strict reading refuses first, when it is not ``kind`` (a `string` token's type comes before its
        /// value).
        var strictKind: Diagnostic.Kind? = nil
        var testDescription: String { name }
    }

    static let typographyBase = #""fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400"#

    static let cases: [Case] = [
        Case(
            name: "a string token, a type of Livery's own",
            json: "{\"label\": {\n\"$type\": \"string\", \"$value\": \"Inbox\"}}",
            kind: .nonStandardType, path: "label", line: 2, says: "not a type of the DTCG 2025.10 Format",
            value: .string("Inbox")),
        Case(
            name: "an asset token, a type of Livery's own",
            json: "{\"logo\": {\n\"$type\": \"asset\", \"$value\": \"logo.png\"}}",
            kind: .nonStandardType, path: "logo", line: 2, says: "'asset' is Livery's", value: .asset("logo.png")),
        Case(
            name: "typography without letterSpacing",
            json: "{\"t\": {\"$type\": \"typography\",\n\"$value\": {\(typographyBase), \"lineHeight\": 1.5}}}",
            kind: .assumedValue, path: "t", line: 2, says: "without letterSpacing; 0 is assumed",
            value: .typography(
                Typography(
                    fontFamily: ["Inter"], fontSize: TokenDimension(16), fontWeight: 400,
                    letterSpacing: TokenDimension(0), lineHeight: 1.5))),
        Case(
            name: "typography without lineHeight",
            json: """
                {"t": {"$type": "typography",
                "$value": {\(typographyBase), "letterSpacing": {"value": 0, "unit": "px"}}}}
                """,
            kind: .assumedValue, path: "t", line: 2, says: "without lineHeight; 1.2 (CSS normal) is assumed",
            value: .typography(
                Typography(
                    fontFamily: ["Inter"], fontSize: TokenDimension(16), fontWeight: 400,
                    letterSpacing: TokenDimension(0), lineHeight: 1.2))),
        Case(
            name: "a typography lineHeight given as a dimension object",
            json: """
                {"t": {"$type": "typography", "$value": {\(typographyBase), "letterSpacing": {"value": 0, "unit": "px"},
                "lineHeight": {"value": 24, "unit": "px"}}}}
                """,
            kind: .assumedValue, path: "t", line: 2, says: "kept as a length",
            value: .typography(
                Typography(
                    fontFamily: ["Inter"], fontSize: TokenDimension(16), fontWeight: 400,
                    letterSpacing: TokenDimension(0), lineHeight: .length(TokenDimension(24))))),
        Case(
            name: "a dimension with an empty unit",
            json: "{\"d\": {\"$type\": \"dimension\",\n\"$value\": {\"value\": 0, \"unit\": \"\"}}}",
            kind: .assumedValue, path: "d", line: 2, says: "empty unit; px is assumed",
            value: .dimension(TokenDimension(0, .px))),
        Case(
            name: "a dimension written as a plain number",
            json: "{\"d\": {\"$type\": \"dimension\",\n\"$value\": 8}}",
            kind: .assumedValue, path: "d", line: 2, says: "plain number (8); px is assumed",
            value: .dimension(TokenDimension(8, .px))),
        Case(
            name: "a font weight written as a style name",
            json: "{\"w\": {\"$type\": \"fontWeight\",\n\"$value\": \"Semi Bold\"}}",
            kind: .assumedValue, path: "w", line: 2, says: "read as 600", value: .fontWeight(600)),
        Case(
            name: "arithmetic in a value",
            json: """
                {"base": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}},
                "double": {"$type": "dimension",
                "$value": "{base} * 2 + 1px"}}
                """,
            kind: .evaluatedExpression, path: "double", line: 3, says: "evaluated as Tokens Studio does",
            value: .dimension(TokenDimension(9, .px))),
        Case(
            name: "a typography lineHeight of 'normal'",
            json: """
                {"t": {"$type": "typography", "$value": {\(typographyBase), "letterSpacing": {"value": 0, "unit": "px"},
                "lineHeight": "normal"}}}
                """,
            kind: .assumedValue, path: "t", line: 2, says: "1.2 (CSS normal) is assumed",
            value: .typography(
                Typography(
                    fontFamily: ["Inter"], fontSize: TokenDimension(16), fontWeight: 400,
                    letterSpacing: TokenDimension(0), lineHeight: 1.2))),
        Case(
            name: "tokens with value and type without $ (Tokens Studio, Style Dictionary)",
            json: "{\"size\": {\n\"sm\": {\"value\": \"4\", \"type\": \"spacing\"}}}",
            kind: .nonStandardStructure, path: "", line: 1, says: "value and type without $",
            value: .dimension(TokenDimension(4, .px))),
        Case(
            name: "a color token with another alpha, rgba({ref}, a)",
            json: """
                {"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1]}},
                "half": {"$type": "color", "$value": "rgba({c}, 50%)"}}
                """,
            kind: .legacyValueForm, path: "half", line: 2, says: "rgba({c}, 50%)",
            value: .color(Color(red: 0, green: 0, blue: 1, alpha: 0.5))),
        Case(
            name: "several dimensions in one value (a CSS shorthand)",
            json: """
                {"s": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}},
                "pad": {"$type": "dimension", "$value": "{s} 8px"}}
                """,
            kind: .uninterpretedValue, path: "pad", line: 2, says: "holds 2 dimensions", value: .string("4px 8px")),
        Case(
            name: "a CSS gradient in a color token",
            json: """
                {"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}},
                "g": {"$type": "color", "$value": "linear-gradient(180deg, {c} 0%, rgba({c}, 0) 100%)"}}
                """,
            kind: .uninterpretedValue, path: "g", line: 2, says: "kept as CSS text",
            value: .string("linear-gradient(180deg, #000000 0%, rgba(0, 0, 0, 0) 100%)")),
        Case(
            name: "a number in a string token",
            json: "{\"n\": {\n\"$type\": \"string\", \"$value\": 12}}",
            kind: .assumedValue, path: "n", line: 2, says: "kept as the string it prints as", value: .string("12"),
            strictKind: .nonStandardType),
        Case(
            name: "a Tokens Studio color modifier",
            json: """
                {"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0.4, 0.4]}},
                "light": {"$type": "color", "$value": "{c}",
                  "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": 0.5, "space": "srgb"}}}}}
                """,
            kind: .colorModifier, path: "light", line: 2, says: "'alpha' applied",
            value: .color(Color(red: 1, green: 0.4, blue: 0.4, alpha: 0.5))),
        Case(
            name: "a shadow without spread",
            json: """
                {"s": {"$type": "shadow",
                "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "offsetX": {"value": 0, "unit": "px"},
                  "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}}}}
                """,
            kind: .assumedValue, path: "s", line: 2, says: "shadow without spread; 0 is assumed",
            value: .shadow([
                Shadow(
                    color: Color(red: 0, green: 0, blue: 0), offsetX: TokenDimension(0), offsetY: TokenDimension(2),
                    blur: TokenDimension(4), spread: TokenDimension(0))
            ])),
        Case(
            name: "a transition without delay",
            json: """
                {"t": {"$type": "transition",
                "$value": {"duration": {"value": 200, "unit": "ms"}, "timingFunction": [0.4, 0, 0.2, 1]}}}
                """,
            kind: .assumedValue, path: "t", line: 2, says: "transition without delay; 0ms is assumed",
            value: .transition(
                Transition(
                    duration: TokenDuration(200), delay: TokenDuration(0), timingFunction: CubicBezier(0.4, 0, 0.2, 1)))
        ),
        Case(
            name: "a comment in the JSON",
            json: "{\"n\": {\"$type\": \"number\", \"$value\": 1 /* one */}}",
            kind: .nonStandardJSON, path: "", line: 1, says: "comments are not part of JSON", value: .number(1)),
        Case(
            name: "a token without $type",
            json: "{\"g\": {\n\"n\": {\"$value\": 5}}}",
            kind: .inferredType, path: "g.n", line: 2, says: "read as number", value: .number(5)),
        Case(
            name: "a color written as a string",
            json: "{\"c\": {\"$type\": \"color\",\n\"$value\": \"#ff0000\"}}",
            kind: .legacyValueForm, path: "c", line: 2, says: "color written as a string",
            value: .color(Color(red: 1, green: 0, blue: 0))),
        Case(
            name: "a unit outside px and rem",
            json: "{\"d\": {\"$type\": \"dimension\",\n\"$value\": {\"value\": 1, \"unit\": \"em\"}}}",
            kind: .nonStandardUnit, path: "d", line: 2, says: "unit 'em'", value: .dimension(TokenDimension(1, .em))),
        Case(
            name: "an unknown $type",
            json: "{\"x\": {\n\"$type\": \"elevation\", \"$value\": \"red\"}}",
            kind: .unknownType, path: "x", line: 2, says: "unknown $type 'elevation'", value: .string("red")),
        Case(
            name: "an unknown $ property on a token",
            json: "{\"n\": {\"$type\": \"number\", \"$value\": 1,\n\"$fancy\": 2}}",
            kind: .unknownProperty, path: "n", line: 2, says: "'$fancy' is ignored", value: .number(1)),
        Case(
            name: "an sRGB component past 1 (DTCG allows 0 to 1)",
            json:
                "{\"c\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"srgb\",\n\"components\": [1.2, 0.5, 0]}}}",
            kind: .assumedValue, path: "c", line: 2, says: "DTCG allows from 0 to 1; it is kept as written",
            value: .color(Color(red: 1.2, green: 0.5, blue: 0))),
        Case(
            name: "an OKLCH hue of 360 (DTCG allows 0 up to 360)",
            json:
                "{\"c\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"oklch\",\n\"components\": [0.5, 0, 360]}}}",
            kind: .assumedValue, path: "c", line: 2, says: "a hue from 0 up to (not including) 360",
            value: .color(Color(oklch: OKLCH(lightness: 0.5, chroma: 0, hue: 360)))),
        Case(
            name: "a hex fallback with an alpha pair",
            json: """
                {"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 0.5,
                "hex": "#ff000080"}}}
                """,
            kind: .assumedValue, path: "c", line: 2, says: "'#ff000080' is not a string of '#' and six hex digits",
            value: .color(Color(red: 1, green: 0, blue: 0, alpha: 0.5))),
        Case(
            name: "an unknown field in a color",
            json:
                "{\"c\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"srgb\", \"components\": [0, 0, 0],\n\"opacity\": 1}}}",
            kind: .unknownProperty, path: "c", line: 2, says: "unknown field 'opacity' in a color value",
            value: .color(Color(red: 0, green: 0, blue: 0))),
        Case(
            name: "an unknown field in a dimension",
            json: "{\"d\": {\"$type\": \"dimension\", \"$value\": {\"value\": 4, \"unit\": \"px\",\n\"scale\": 2}}}",
            kind: .unknownProperty, path: "d", line: 2, says: "unknown field 'scale' in a dimension value",
            value: .dimension(TokenDimension(4))),
        Case(
            name: "an unknown field in a duration",
            json: "{\"t\": {\"$type\": \"duration\", \"$value\": {\"value\": 200, \"unit\": \"ms\",\n\"easing\": 1}}}",
            kind: .unknownProperty, path: "t", line: 2, says: "unknown field 'easing' in a duration value",
            value: .duration(TokenDuration(200))),
        Case(
            name: "an unknown field in a stroke style",
            json: """
                {"s": {"$type": "strokeStyle", "$value": {"dashArray": [{"value": 2, "unit": "px"}], "lineCap": "round",
                "dashOffset": 1}}}
                """,
            kind: .unknownProperty, path: "s", line: 2, says: "unknown field 'dashOffset' in a strokeStyle value",
            value: .strokeStyle(.dashed(dashArray: [TokenDimension(2)], lineCap: "round"))),
        Case(
            name: "a stroke style with an empty dashArray",
            json: "{\"s\": {\"$type\": \"strokeStyle\", \"$value\": {\n\"dashArray\": [], \"lineCap\": \"round\"}}}",
            kind: .assumedValue, path: "s", line: 2, says: "an empty dashArray",
            value: .strokeStyle(.dashed(dashArray: [], lineCap: "round"))),
        Case(
            name: "a gradient without stops",
            json: "{\"g\": {\"$type\": \"gradient\",\n\"$value\": []}}",
            kind: .assumedValue, path: "g", line: 2, says: "a gradient without stops", value: .gradient([])),
        Case(
            name: "a reference inside a cubicBezier (Terrazzo follows it)",
            json: """
                {"x": {"$type": "number", "$value": 0.42},
                "e": {"$type": "cubicBezier", "$value": ["{x}", 0, 0.58, 1]}}
                """,
            kind: .assumedValue, path: "e", line: 2, says: "a reference ({x}) inside a cubicBezier value",
            value: .cubicBezier(CubicBezier(0.42, 0, 0.58, 1))),
        Case(
            name: "a typography property outside DTCG's five (kept, as Terrazzo keeps it)",
            json: """
                {"t": {"$type": "typography", "$value": {\(typographyBase), "letterSpacing": {"value": 0, "unit": "px"},
                "lineHeight": 1.5, "fontStyle": "italic"}}}
                """,
            kind: .unknownProperty, path: "t", line: 2, says: "'fontStyle' is not part of DTCG 2025.10; it is kept",
            value: .typography(
                Typography(
                    fontFamily: ["Inter"], fontSize: TokenDimension(16), fontWeight: 400,
                    letterSpacing: TokenDimension(0), lineHeight: 1.5, fontStyle: "italic"))),
        Case(
            name: "a CSS expression where a dimension is expected",
            json: "{\"d\": {\"$type\": \"dimension\",\n\"$value\": \"clamp(1rem, 2vw, 3rem)\"}}",
            kind: .uninterpretedValue, path: "d", line: 2, says: "kept as a string",
            value: .string("clamp(1rem, 2vw, 3rem)")),
    ]

    /// Leniencies of resolution: references Livery matches although no token has their path. Strict mode
    /// refuses them as unresolved aliases.
    static let referenceCases: [Case] = [
        Case(
            name: "a reference ending in .value (Style Dictionary's first format)",
            json:
                "{\"a\": {\"$type\": \"number\", \"$value\": 1},\n\"b\": {\"$type\": \"number\", \"$value\": \"{a.value}\"}}",
            kind: .assumedValue, path: "b", line: 2, says: "ends in .value", value: .number(1)),
        Case(
            name: "a reference by Figma variable name to a slugged key",
            json:
                "{\"font\": {\"family-sans\": {\"$type\": \"fontFamily\", \"$value\": \"Inter\"}},\n\"body\": {\"$type\": \"fontFamily\", \"$value\": \"{font.Family Sans}\"}}",
            kind: .assumedValue, path: "body", line: 2, says: "the same name written as a key",
            value: .fontFamily(["Inter"])),
    ]

    @Test(
        "references matched leniently warn by default and are unresolved aliases under strict",
        arguments: referenceCases)
    func references(_ example: Case) throws {
        try lenientByDefault(example)
        #expect {
            _ = try TokenText.resolve(example.json, file: "policy.tokens.json", options: .strict)
        } throws: { error in
            guard case .unresolvedAlias(let location, let path, _, _) = error as? ResolutionError else { return false }
            return location.line == example.line && path == TokenPath(example.path)
        }
    }

    @Test("read by default with a diagnostic at file:line:column and token path", arguments: cases)
    func lenientByDefault(_ example: Case) throws {
        let theme = try TokenText.resolve(example.json, file: "policy.tokens.json")
        let path = example.path.isEmpty ? nil : TokenPath(example.path)
        let diagnostic = try #require(theme.diagnostics.first { $0.kind == example.kind && $0.tokenPath == path })
        #expect(diagnostic.tokenPath == (example.path.isEmpty ? nil : TokenPath(example.path)))
        #expect(diagnostic.location?.file == "policy.tokens.json")
        #expect(diagnostic.location?.line == example.line)
        #expect((diagnostic.location?.column ?? 0) > 0)
        #expect(diagnostic.message.contains(example.says), "\(diagnostic.message)")
        let token = try #require(theme.tokens.last)
        #expect(token.value == example.value)
        #expect(
            diagnostic.severity
                == ([.colorModifier, .evaluatedExpression, .nonStandardType].contains(example.kind) ? .note : .warning))
    }

    @Test("a typed error under strict reading", arguments: cases)
    func errorWhenStrict(_ example: Case) throws {
        do {
            _ = try TokenText.resolve(example.json, file: "policy.tokens.json", options: .strict)
            Issue.record("strict reading accepted \(example.name)")
        } catch let error as TokenFileError {
            #expect(error.file == "policy.tokens.json")
            #expect(error.tokenPath == (example.path.isEmpty ? nil : TokenPath(example.path)))
            #expect(error.location?.line == example.line)
            switch error {
            case .strictModeViolation(let diagnostic): #expect(diagnostic.kind == (example.strictKind ?? example.kind))
            case .unknownType: #expect(example.kind == .unknownType)
            case .syntax: #expect(example.kind == .nonStandardJSON)
            default: Issue.record("unexpected error \(error)")
            }
        }
    }

    @Test("a group of only metadata: kept with a warning by default, the Format's valid empty group under strict")
    func emptyGroup() throws {
        let json = """
            {
            "spacing": {"$type": "dimension", "$description": "to come"},
            "x": {"$type": "number", "$value": 1}
            }
            """
        let lenient = try TokenText.resolve(json, file: "policy.tokens.json")
        let warning = try #require(lenient.diagnostics.first { $0.kind == .emptyGroup })
        #expect(warning.tokenPath == TokenPath("spacing") && warning.location?.line == 2)
        #expect(warning.message.contains("kept as an empty group"))
        // 2025.10 §6.5: "empty groups with metadata are valid"; an object without $value is a group.
        let strict = try TokenText.resolve(json, file: "policy.tokens.json", options: .strict)
        #expect(strict.diagnostics.isEmpty)
        #expect(strict.tokens.map(\.path) == [TokenPath("x")])
        let document = try TokenLoader(options: .strict).load(text: json, file: "policy.tokens.json")
        #expect(document.groups.contains { $0.path == TokenPath("spacing") && $0.description == "to come" })
    }

    @Test(
        "a typography keyword that is not a CSS keyword is refused, so no output can be broken out of",
        arguments: [#""italic; } body { color: red""#, #""x\"y""#, "\"\"", "3", #""-x""#])
    func typographyKeywords(_ keyword: String) {
        #expect(throws: TokenFileError.self) {
            _ = try TokenText.resolve(
                #"{"t": {"$type": "typography", "$value": {\#(Self.typographyBase), "textTransform": \#(keyword)}}}"#)
        }
    }

    @Test("a lineHeight length is a multiple of the font size where a platform needs one")
    func lineHeightMultiple() {
        #expect(LineHeight.length(TokenDimension(24, .px)).multiple(ofFontSize: 16) == 1.5)
        #expect(LineHeight.length(TokenDimension(1.5, .rem)).multiple(ofFontSize: 16) == 1.5)
        #expect(LineHeight.length(TokenDimension(150, .percent)).multiple(ofFontSize: 20) == 1.5)
        #expect(LineHeight.multiple(1.25).multiple(ofFontSize: 99) == 1.25)
    }
}
