import Foundation
import LiveryCore
import LiveryYAML
import Testing

/// YAML anchors and aliases are refused before Yams composes a document: nine lines of them expand to a billion
/// values, and an aliased mapping key is hashed once per repetition inside the composer. The scan that finds them
/// must not mistake text for an alias.
@Suite("YAML aliases: refused before composing, text that only looks like one read as text")
struct YAMLAliasTests {
    /// Nine levels of ten aliases each: a billion leaves from a few hundred bytes.
    static func laughs(_ use: String) -> String {
        var lines = [#"l0: &l0 ["x", "x", "x", "x", "x", "x", "x", "x", "x", "x"]"#]
        for level in 1...8 {
            lines.append(
                "l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        return (lines + [use]).joined(separator: "\n") + "\n"
    }

    /// Where the bomb goes off: the last line of the document.
    static let bombs: [String: String] = [
        "in a value": #"token: {"$type": "string", "$value": "x", "$extensions": {"bomb": *l8}}"#,
        "as an explicit key": "? *l8\n: {\"$type\": \"string\", \"$value\": \"x\"}",
        "as an implicit key": "*l8 : 1",
    ]

    @Test(
        "alias bombs in values and in keys are refused at the first anchor, with its line and column",
        arguments: ["in a value", "as an explicit key", "as an implicit key"])
    func bombs(_ place: String) throws {
        let yaml = Self.laughs(try #require(Self.bombs[place]))
        #expect {
            _ = try TokenLoader.withYAML().load(text: yaml, file: "bomb.tokens.yaml")
        } throws: { error in
            guard case .syntax(let location, let message) = error as? TokenFileError else { return false }
            return location.line == 1 && location.column == 5 && message.contains("anchors (&name) are not supported")
        }
    }

    @Test("an alias without an anchor in the text is refused too")
    func aliasAlone() throws {
        #expect {
            _ = try TokenLoader.withYAML().load(text: "a:\n  b: [1, *x]\n", file: "alias.yaml")
        } throws: { error in
            guard case .syntax(let location, let message) = error as? TokenFileError else { return false }
            return location.line == 2 && location.column == 10 && message.contains("aliases (*name)")
        }
    }

    @Test("'&' and '*' inside text, quotes, comments and block scalars are text")
    func textThatLooksLikeAnAlias() throws {
        let yaml = """
            # *not an alias* &nor an anchor
            size:
              $type: dimension
              $description: Use *only* for R&D cards; "&quoted" 'and *this*'
              sum:
                $value: "{size.base} *2"
              base:
                $value: {value: 8, unit: px}
              note:
                $type: string
                $value: |
                  &literal
                  *block*
                more: text
              quoted:
                $type: string
                $value: '*single'
              flow:
                $type: string
                $value: "\\"*escaped"
            """
        let document = try TokenLoader.withYAML().load(text: yaml, file: "text.tokens.yaml")
        #expect(document.tokens.count == 5)
    }
}
