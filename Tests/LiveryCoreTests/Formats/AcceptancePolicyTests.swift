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
        var testDescription: String { name }
    }

    static let typographyBase = #""fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400"#

    static let cases: [Case] = [
        Case(
            name: "a group holding only $type",
            json: "{\n\"spacing\": {\"$type\": \"dimension\"},\n\"x\": {\"$type\": \"number\", \"$value\": 1}\n}",
            kind: .emptyGroup, path: "spacing", line: 2, says: "kept as an empty group", value: .number(1)),
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
    ]

    @Test("read by default with a diagnostic at file:line:column and token path", arguments: cases)
    func lenientByDefault(_ example: Case) throws {
        let theme = try TokenText.resolve(example.json, file: "policy.tokens.json")
        let diagnostic = try #require(theme.diagnostics.first { $0.kind == example.kind })
        #expect(diagnostic.tokenPath == TokenPath(example.path))
        #expect(diagnostic.location?.file == "policy.tokens.json")
        #expect(diagnostic.location?.line == example.line)
        #expect((diagnostic.location?.column ?? 0) > 0)
        #expect(diagnostic.message.contains(example.says), "\(diagnostic.message)")
        let token = try #require(theme.tokens.last)
        #expect(token.value == example.value)
    }

    @Test("a typed error under strict reading", arguments: cases)
    func errorWhenStrict(_ example: Case) throws {
        do {
            _ = try TokenText.resolve(example.json, file: "policy.tokens.json", options: .strict)
            Issue.record("strict reading accepted \(example.name)")
        } catch let error as TokenFileError {
            #expect(error.file == "policy.tokens.json")
            #expect(error.tokenPath == TokenPath(example.path))
            #expect(error.location?.line == example.line)
            switch error {
            case .strictModeViolation(let diagnostic): #expect(diagnostic.kind == example.kind)
            case .missingValue: #expect(example.kind == .emptyGroup)
            default: Issue.record("unexpected error \(error)")
            }
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
