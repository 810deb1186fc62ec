import Foundation
import Testing

@testable import LiveryCore

@Suite("Arithmetic in token values")
struct TokenExpressionTests {
    static func value(_ text: String, _ references: [String: TokenExpression.Quantity] = [:]) throws
        -> TokenExpression.Quantity
    {
        try TokenExpression(parsing: text).evaluate { path in
            guard let quantity = references[path.dotted] else { throw TokenExpression.Failure(message: "?", offset: 0) }
            return quantity
        }
    }

    @Test("operators, precedence, parentheses, units and references")
    func evaluates() throws {
        #expect(try Self.value("2 + 3 * 4") == .init(14))
        #expect(try Self.value("(2 + 3) * 4px") == .init(20, "px"))
        #expect(try Self.value("-4px * 2") == .init(-8, "px"))
        #expect(try Self.value("10rem / 4") == .init(2.5, "rem"))
        #expect(try Self.value("24px / 16px") == .init(1.5))
        #expect(try Self.value("{space.base} * 2", ["space.base": .init(4, "px")]) == .init(8, "px"))
        #expect(try Self.value("{a} + {b}", ["a": .init(1), "b": .init(2, "rem")]) == .init(3, "rem"))
        #expect(try Self.value("roundTo(10 / 3, 2)") == .init(3.33))
        #expect(try Self.value("roundTo(2.5)") == .init(3))
        #expect(try Self.value("max(1px, 3px, 2)") == .init(3, "px"))
        #expect(try Self.value("pow(2, 10)") == .init(1024))
        #expect(try Self.value("1e2 + 1em") == .init(101, "em"))
    }

    @Test("a literal is not arithmetic; operators, functions and references are")
    func computed() throws {
        #expect(try !TokenExpression(parsing: "16px").isComputed)
        #expect(try !TokenExpression(parsing: "-2").isComputed)
        #expect(try TokenExpression(parsing: "{a}").isComputed)
        #expect(try TokenExpression(parsing: "1 + 1").isComputed)
        #expect(try TokenExpression(parsing: "{a.b} * {c}").references.map(\.dotted) == ["a.b", "c"])
    }

    @Test(
        "bad arithmetic fails with a reason",
        arguments: [
            ("1px + 1rem", "cannot add"), ("2px * 3px", "cannot multiply"), ("1 / 0", "division by zero"),
            ("1 / 2px", "cannot divide"), ("foo(1)", "unknown function"), ("(1 + 2", "')' is missing"),
            ("1 +", "operand is missing"), ("roundTo(1, 2, 3)", "arguments"), ("sqrt(4px)", "plain number"),
            (
                String(repeating: "(", count: 200) + "1" + String(repeating: ")", count: 200),
                "nested more than 32 levels"
            ),
            (Array(repeating: "1", count: 257).joined(separator: " + "), "more than 256 operands"),
        ])
    func failures(_ text: String, _ reason: String) {
        do {
            _ = try Self.value(text)
            Issue.record("'\(text)' evaluated")
        } catch let failure as TokenExpression.Failure {
            #expect(failure.message.contains(reason), "\(failure.message)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("an expression with mixed units in a token file is an invalid value at its line:column")
    func mixedUnitsInFile() {
        let json = """
            {"a": {"$type": "dimension", "$value": {"value": 1, "unit": "rem"}},
            "b": {"$type": "dimension", "$value": "{a} + 2px"}}
            """
        #expect {
            _ = try TokenText.resolve(json, file: "math.tokens.json")
        } throws: { error in
            guard case .invalidValue(let location, let path, .dimension, let reason) = error as? TokenFileError
            else { return false }
            return location.line == 2 && location.column == 39 && path == "b" && reason.contains("cannot add")
        }
    }
}
