import Foundation
import Testing

@testable import LiveryCore

/// DTCG 2025.10 JSON Pointer references: `"$ref"` in place of a token's `$value`, and `{"$ref": …}` in place of
/// any value inside one, addressing a token's whole value or a part of it.
@Suite("JSON Pointer references ($ref) to token values and their parts")
struct JSONPointerReferenceTests {
    static let base = """
        {
          "base-shadow": {"$type": "shadow", "$value": {
            "color": {"colorSpace": "srgb", "components": [0.1, 0.2, 0.3]},
            "offsetX": {"value": 3, "unit": "px"}, "offsetY": {"value": 4, "unit": "px"},
            "blur": {"value": 8, "unit": "px"}, "spread": {"value": 1, "unit": "px"}}},
          "base-gradient": {"$type": "gradient", "$value": [
            {"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "position": 0},
            {"color": {"colorSpace": "srgb", "components": [0, 0, 1]}, "position": 0.75}]},
          "base-stroke": {"$type": "strokeStyle", "$value": {
            "dashArray": [{"value": 4, "unit": "px"}, {"value": 2, "unit": "px"}], "lineCap": "round"}},
          "colors": {"$type": "color", "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}},
        """

    @Test("a $ref token takes the value its pointer addresses: a whole token, a field, an array element, a number")
    func tokenLevelPointers() throws {
        let theme = try TokenText.resolve(
            Self.base + """
                  "primary": {"$type": "color", "$ref": "#/colors/blue/$value"},
                  "shadow-color": {"$type": "color", "$ref": "#/base-shadow/$value/color"},
                  "shadow-blur": {"$type": "dimension", "$ref": "#/base-shadow/$value/blur"},
                  "shadow-x": {"$type": "number", "$ref": "#/base-shadow/$value/offsetX/value"},
                  "gradient-end": {"$type": "color", "$ref": "#/base-gradient/$value/1/color"},
                  "gradient-stop": {"$type": "number", "$ref": "#/base-gradient/$value/1/position"},
                  "dash": {"$type": "dimension", "$ref": "#/base-stroke/$value/dashArray/0"},
                  "chained": {"$type": "color", "$ref": "#/shadow-color/$value"}
                }
                """, options: .strict)
        guard case .shadow(let layers)? = theme["base-shadow"]?.value, let shadow = layers.first else {
            Issue.record("base-shadow did not resolve to a shadow")
            return
        }
        #expect(theme["primary"]?.value == theme["colors.blue"]?.value)
        #expect(theme["shadow-color"]?.value == .color(shadow.color))
        #expect(theme["shadow-blur"]?.value == .dimension(shadow.blur))
        #expect(theme["shadow-x"]?.value == .number(shadow.offsetX.value))
        #expect(theme["gradient-end"]?.value == .color(Color(red: 0, green: 0, blue: 1)))
        #expect(theme["gradient-stop"]?.value == .number(0.75))
        #expect(theme["dash"]?.value == .dimension(TokenDimension(4)))
        #expect(theme["chained"]?.value == .color(shadow.color))
        #expect(theme.diagnostics.isEmpty)
    }

    @Test("pointers inside a value stand for the parts they address: a color's components, a dashArray, fields")
    func pointersInsideValues() throws {
        let theme = try TokenText.resolve(
            Self.base + """
                  "derived": {"$type": "color", "$value": {
                    "colorSpace": "srgb", "components": {"$ref": "#/base-shadow/$value/color/components"}}},
                  "stroke": {"$type": "strokeStyle", "$value": {
                    "dashArray": {"$ref": "#/base-stroke/$value/dashArray"}, "lineCap": "butt"}},
                  "border": {"$type": "border", "$value": {
                    "color": {"$ref": "#/base-gradient/$value/0/color"}, "width": {"$ref": "#/base-shadow/$value/spread"},
                    "style": {"$ref": "#/base-stroke/$value"}}}
                }
                """, options: .strict)
        #expect(theme["derived"]?.value == .color(Color(red: 0.1, green: 0.2, blue: 0.3)))
        #expect(
            theme["stroke"]?.value
                == .strokeStyle(.dashed(dashArray: [TokenDimension(4), TokenDimension(2)], lineCap: "butt")))
        guard case .border(let border)? = theme["border"]?.value else {
            Issue.record("border did not resolve to a border")
            return
        }
        #expect(border.color == Color(red: 1, green: 0, blue: 0))
        #expect(border.width == TokenDimension(1))
        #expect(border.style == .dashed(dashArray: [TokenDimension(4), TokenDimension(2)], lineCap: "round"))
    }

    @Test("a pointer to a whole token's value is an alias: a later layer's value of that token wins")
    func wholeTokenPointerFollowsLayers() throws {
        let base = try TokenText.document(
            """
            {"colors": {"$type": "color", "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}},
             "primary": {"$type": "color", "$ref": "#/colors/blue/$value"}}
            """, file: "base.tokens.json")
        let dark = try TokenText.document(
            #"{"colors": {"$type": "color", "blue": {"$value": {"colorSpace": "srgb", "components": [0.5, 0.5, 1]}}}}"#,
            file: "dark.tokens.json")
        let theme = try TokenResolver().resolve(ThemeSource(name: "dark", documents: [base, dark]))
        #expect(theme["primary"]?.value == .color(Color(red: 0.5, green: 0.5, blue: 1)))
    }

    struct Invalid: Sendable, CustomTestStringConvertible {
        let pointer: String
        let says: String
        var testDescription: String { pointer }
    }

    @Test(
        "an invalid pointer is an error naming the pointer, the file, the token and its line:column",
        arguments: [
            Invalid(pointer: "/colors/blue/$value", says: "must start with '#/'"),
            Invalid(pointer: "#", says: "points to the whole document"),
            Invalid(pointer: "##/colors", says: "must start with '#/'"),
            Invalid(pointer: "#/colors//blue/$value", says: "an empty step"),
            Invalid(pointer: "#/colors/blue/$value/", says: "an empty step"),
            Invalid(pointer: "#/colors", says: #""colors", a group"#),
            Invalid(pointer: "#/colors/blue", says: "a token object, not its $value"),
            Invalid(pointer: "#/colors/blue/$type", says: #"the token's "$type", not its $value"#),
            Invalid(pointer: "#/colors/$type", says: #"group metadata "$type""#),
            Invalid(pointer: "#/colors/red/$value", says: #"names "red", which group "colors" does not hold"#),
            Invalid(pointer: "#/base-shadow/$value/radius", says: #"names "radius", which the value does not have"#),
            Invalid(pointer: "#/base-gradient/$value/-1/color", says: #"uses "-1" on an array"#),
            Invalid(pointer: "#/base-gradient/$value/first", says: #"uses "first" on an array"#),
            Invalid(pointer: "#/base-gradient/$value/2", says: "index 2 on an array of 2"),
            Invalid(pointer: "#/base-shadow/$value/color/colorSpace/x", says: "past a string"),
            Invalid(pointer: "#/colors/blue/$value~2", says: "'~' not followed by 0 or 1"),
        ])
    func invalidPointers(_ example: Invalid) throws {
        let json = Self.base + "\n\"x\": {\"$type\": \"color\", \"$ref\": \"\(example.pointer)\"}\n}"
        let line =
            json.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("\"x\"") }! + 1
        #expect {
            _ = try TokenText.document(json, file: "pointers.tokens.json")
        } throws: { error in
            guard let error = error as? TokenFileError,
                case .invalidStructure(let location, let path, let message) = error
            else { return false }
            return location.file == "pointers.tokens.json" && location.line == line && location.column > 1
                && path == TokenPath("x") && message.contains("$ref \"\(example.pointer)\"")
                && message.contains(example.says)
        }
    }

    @Test("a pointer in an error is quoted with its control characters escaped, and a long one is cut")
    func pointerInErrors() throws {
        let long = "#/" + String(repeating: "a", count: 100_000)
        for (pointer, shown) in [("#/x\u{1B}[31m/$value", ##""#/x\u001b[31m/$value""##), (long, "…\"")] {
            let json = #"{"x": {"$type": "color", "$ref": "\#(pointer)"}}"#
            do {
                _ = try TokenText.document(json.replacingOccurrences(of: "\u{1B}", with: "\\u001b"))
                Issue.record("\(pointer.prefix(20)) was accepted")
            } catch {
                let message = "\(error)"
                #expect(message.contains(shown), "\(message.prefix(300))")
                #expect(!message.contains("\u{1B}") && message.count < 600)
            }
        }
    }

    @Test("$ref and $value on one token are refused; so is a $ref that is not a string")
    func refAndValue() {
        #expect(throws: TokenFileError.self) {
            _ = try TokenText.document(
                Self.base + ##""x": {"$type": "color", "$ref": "#/colors/blue/$value", "$value": "{colors.blue}"}}"##)
        }
        #expect(throws: TokenFileError.self) {
            _ = try TokenText.document(Self.base + #""x": {"$type": "color", "$value": {"$ref": 7}}}"#)
        }
    }

    @Test("a cycle of pointers, or pointers that fan out, end in an error within the step budget")
    func cyclesAndFanOut() throws {
        let cycle = """
            {"a": {"$type": "color", "$ref": "#/b/$value/color"},
             "b": {"$type": "shadow", "$value": {"color": {"$ref": "#/a/$value"}, "offsetX": {"value": 0, "unit": "px"},
               "offsetY": {"value": 0, "unit": "px"}, "blur": {"value": 0, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}}
            """
        // The pointer reads as an alias of `a` to itself, which resolution reports as the cycle it is.
        #expect(throws: ResolutionError.self) { _ = try TokenText.resolve(cycle) }
        let loop = """
            {"a": {"$type": "shadow", "$value": {"color": {"$ref": "#/b/$value/color"}}},
             "b": {"$type": "shadow", "$value": {"color": {"$ref": "#/a/$value/color"}}}}
            """
        #expect {
            _ = try TokenText.document(loop)
        } throws: { error in
            "\(error)".contains("more than \(JSONPointerExpander.maximumSteps) references")
        }
        // Each level's part holds two pointers to the next level's part: 2^40 expansions without a budget.
        var levels = ["\"l40\": {\"$type\": \"number\", \"$value\": {\"p\": 1}}"]
        for level in 0..<40 {
            let next = "{\"$ref\": \"#/l\(level + 1)/$value/p\"}"
            levels.append(
                "\"l\(level)\": {\"$type\": \"number\", \"$value\": {\"p\": {\"a\": \(next), \"b\": \(next)}}}")
        }
        #expect(throws: TokenFileError.self) {
            _ = try TokenText.document("{" + levels.joined(separator: ",\n") + "}")
        }
    }

    @Test("many pointers copying one large value that holds a pointer end in the read's work budget")
    func largeCopies() throws {
        // 1,000 tokens each copy a part of 5,000 numbers that holds a pointer: five million nodes to walk, past the
        // default budget. (No $type, so nothing is decoded while the file is read.)
        func file(tokens: Int) -> String {
            let numbers = Array(repeating: "0", count: 5_000).joined(separator: ",")
            var members = (0..<tokens).map { ##""t\##($0)": {"$ref": "#/big/$value/x"}"## }
            members.append(#""leaf": {"$type": "number", "$value": 1}"#)
            members.append(##""big": {"$value": {"x": {"list": [\##(numbers)], "p": {"$ref": "#/leaf/$value"}}}}"##)
            return "{" + members.joined(separator: ",\n") + "}"
        }
        #expect {
            _ = try TokenText.document(file(tokens: 1_000))
        } throws: { error in
            guard let error = error as? WorkBudgetError else { return false }
            return error.limit == WorkBudget.defaultLimit && error.activity.contains("expanding the $ref pointers of")
                && error.activity.contains(#"at token "t"#)
        }
        // The bound is the budget: a larger one reads the file, a smaller one refuses a tenth of it.
        let larger = TokenReadOptions(workBudget: WorkBudget(limit: 1 << 23))
        #expect(try TokenText.document(file(tokens: 1_000), options: larger).tokens.count == 1_002)
        let smaller = TokenReadOptions(workBudget: WorkBudget(limit: 100_000))
        #expect(throws: WorkBudgetError.self) { _ = try TokenText.document(file(tokens: 100), options: smaller) }
        #expect(try TokenText.document(file(tokens: 100)).tokens.count == 102)
    }

    @Test("a value that points into itself from deep inside ends at the nesting limit, not in a stack overflow")
    func selfPointerFromDeepInside() {
        // Each expansion copies the value into itself 120 levels down: 256 steps would nest 30,000 levels, a
        // frame of the stack each.
        var value = ##"{"$ref": "#/a/$value/x"}"##
        for _ in 0..<120 { value = #"{"x": "# + value + "}" }
        #expect {
            _ = try TokenText.document(#"{"a": {"$value": "# + value + "}}")
        } throws: { error in
            guard case .invalidStructure(let location, let path, let message) = error as? TokenFileError else {
                return false
            }
            return path.dotted == "a" && location.position.line == 1
                && message.contains("more than 128 levels of nesting")
        }
    }

    @Test("a top-level token named like a type ('number', 'color') is DTCG, not the legacy format")
    func tokenNamedLikeALegacySection() throws {
        let document = try TokenText.document(
            #"{"number": {"$type": "number", "$value": 0}, "color": {"$type": "color", "$value": "{number}"}}"#)
        #expect(document.format == .dtcg)
        #expect(document.tokens.map(\.path.dotted) == ["number", "color"])
    }
}
