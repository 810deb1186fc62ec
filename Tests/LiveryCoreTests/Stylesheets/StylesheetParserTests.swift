import Foundation
import LiveryCore
import Testing

/// The `.lss` format as LiveryCore reads it: every part parses, and each malformed stylesheet is refused with all
/// its errors at their line and column. (Checking a stylesheet against the runtime's registered types, and
/// applying it, are tested with the runtime: `LiveryTests/Styles`.)
@Suite("Stylesheets: the format, and errors with exact line:column")
struct StylesheetParserTests {
    @Test("Every part of the format parses: comments, selectors, combinators, states, @theme, values")
    func parsesEverything() throws {
        let sheet = try Stylesheet(
            parsing: """
                /* A block comment
                   over two lines. */
                StyledLabel { textColor: {color.text.primary}; fontSize: 16px; }  // a line comment
                .primary, StyledButton.primary.large { backgroundColor: #ff5073; }
                StyledView.card > StyledLabel.title:highlighted { textColor: rgb(10 20 30); }
                * StyledView StyledLabel { fontSize: 1.5rem; cornerRadius: -2; }
                @theme night, high-contrast {
                    StyledButton:selected:disabled { titleColor: hsl(200 40% 30%) }
                    StyledView { duration: 200ms; title: "Say \\"hi\\""; image: asset("brand/logo"); }
                }
                StyledView{cornerRadius:4}
                """, file: "all.lss")
        #expect(sheet.rules.count == 8)
        #expect(
            sheet.rules.map(\.selector.description) == [
                "StyledLabel", ".primary", "StyledButton.primary.large",
                "StyledView.card > StyledLabel.title:highlighted",
                "* StyledView StyledLabel", "StyledButton:selected:disabled", "StyledView", "StyledView",
            ])
        #expect(sheet.rules.map(\.order) == [1, 2, 2, 3, 4, 5, 6, 7])
        #expect(
            sheet.rules[0].declarations.map(\.value) == [
                .token("color.text.primary"), .literal(.dimension(TokenDimension(16, .px))),
            ])
        #expect(sheet.rules[0].location.description == "all.lss:3:1")
        #expect(sheet.rules[0].declarations[1].location.description == "all.lss:3:48")
        #expect(sheet.rules[1].declarations[0].value == .literal(.color(Color(hex: "ff5073")!)))
        #expect(sheet.rules[3].selector.combinators == [.child])
        #expect(sheet.rules[3].selector.subject.state == .highlighted)
        #expect(sheet.rules[3].selector.specificity == Specificity(classes: 3, types: 2))
        #expect(sheet.rules[4].selector.combinators == [.descendant, .descendant])
        #expect(
            sheet.rules[4].declarations.map(\.value) == [
                .literal(.dimension(TokenDimension(1.5, .rem))), .literal(.number(-2)),
            ])
        #expect(sheet.rules[5].themes == ["night", "high-contrast"])
        #expect(sheet.rules[5].selector.subject.state == [.selected, .disabled])
        #expect(
            sheet.rules[6].declarations.map(\.value) == [
                .literal(.duration(TokenDuration(200, .ms))), .literal(.string("Say \"hi\"")),
                .literal(.asset("brand/logo")),
            ])
        #expect(sheet.rules[7].themes == nil)
    }

    /// A malformed stylesheet, and the one error it must give.
    struct Malformed: CustomStringConvertible, Sendable {
        let text: String
        let line: Int
        let column: Int
        let message: String
        var description: String { message }
    }

    static let malformed: [Malformed] = [
        Malformed(
            text: "StyledView { cornerRadius 4; }", line: 1, column: 27,
            message: "expected ':' after the property 'cornerRadius'"),
        Malformed(
            text: "StyledView {\n  cornerRadius: 4\n  fontSize: 3;\n}", line: 3, column: 3,
            message: "expected ';' or '}' after the value of 'cornerRadius'"),
        Malformed(text: "StyledView { cornerRadius: 4;", line: 1, column: 1, message: "the rule has no closing '}'"),
        Malformed(text: "StyledView { textColor: #ggg; }", line: 1, column: 25, message: "'#' is not a color"),
        Malformed(text: "StyledView { fontSize: 12pz; }", line: 1, column: 24, message: "unknown unit 'pz' in '12pz'"),
        Malformed(
            text: "StyledView { textColor: {color.accent; }", line: 1, column: 25,
            message: "the token reference has no closing '}'"),
        Malformed(
            text: "StyledView:hover { cornerRadius: 1; }", line: 1, column: 11, message: "unknown state ':hover'"),
        Malformed(
            text: "\n\n@media night { StyledView { cornerRadius: 1; } }", line: 3, column: 1,
            message: "unknown at-rule '@media'; the only one is '@theme'"),
        Malformed(
            text: "@theme { StyledView { cornerRadius: 1; } }", line: 1, column: 8,
            message: "expected a theme name after '@theme'"),
        Malformed(
            text: "StyledView > { cornerRadius: 1; }", line: 1, column: 14, message: "expected a selector after '>'"),
        Malformed(
            text: "StyledView { title: \"open; }", line: 1, column: 21,
            message: "the string has no closing '\"' on its line"),
        Malformed(
            text: "/* never closed\nStyledView { cornerRadius: 1; }", line: 1, column: 1,
            message: "the comment has no closing '*/'"),
        Malformed(
            text: "StyledView { cornerRadius: bold; }", line: 1, column: 28,
            message: "expected a value: a token such as {color.accent}"),
        Malformed(
            text: "StyledView:disabled StyledLabel { fontSize: 1; }", line: 1, column: 1,
            message: "a state (:highlighted, :disabled…) belongs on the last part"),
        Malformed(
            text: "StyledView { cornerRadius: 1; } }", line: 1, column: 33, message: "'}' without a '{' to close"),
        Malformed(
            text: "@theme night { @theme dark { } }", line: 1, column: 16, message: "'@theme' blocks do not nest"),
    ]

    @Test("Each malformed stylesheet is refused with its error at the exact line and column", arguments: malformed)
    func malformedStylesheets(_ case: Malformed) throws {
        let error = try #require(throws: StylesheetError.self) { try Stylesheet(parsing: `case`.text, file: "bad.lss") }
        let first = try #require(error.diagnostics.first)
        #expect(first.location.description == "bad.lss:\(`case`.line):\(`case`.column)", "\(error)")
        #expect(first.message.hasPrefix(`case`.message), "\(first.message)")
        #expect(error.description.hasPrefix("bad.lss:\(`case`.line):\(`case`.column): \(first.message)\n"))
    }

    @Test("Every error is listed, each with its source line and a caret under the column")
    func everyErrorWithCaret() throws {
        let text = """
            StyledView { cornerRadius 4; }
            StyledLabel { fontSize: 12pz; textColor: {color.text.primary}; }
            StyledButton:hover { cornerRadius: 1; }
            StyledView { cornerRadius: 2; }
            """
        let error = try #require(throws: StylesheetError.self) { try Stylesheet(parsing: text, file: "three.lss") }
        #expect(error.diagnostics.map(\.location.line) == [1, 2, 3])
        #expect(
            error.description == """
                three.lss:1:27: expected ':' after the property 'cornerRadius'
                StyledView { cornerRadius 4; }
                                          ^
                three.lss:2:25: unknown unit 'pz' in '12pz'; units: px, rem, em, %, pt, dp, sp, ms, s
                StyledLabel { fontSize: 12pz; textColor: {color.text.primary}; }
                                        ^
                three.lss:3:13: unknown state ':hover'; states: :highlighted, :selected, :disabled, :focused
                StyledButton:hover { cornerRadius: 1; }
                            ^
                """)
    }

    @Test("CRLF line endings: lines, columns and caret lines are right (found by FuzzStylesheet)")
    func crlfLineEndings() throws {
        let text = "StyledView { cornerRadius: 1; }\r\n\r\nStyledLabel { fontSize: 2pz; }\r\n"
        let error = try #require(throws: StylesheetError.self) { try Stylesheet(parsing: text, file: "crlf.lss") }
        #expect(
            error.description == """
                crlf.lss:3:25: unknown unit 'pz' in '2pz'; units: px, rem, em, %, pt, dp, sp, ms, s
                StyledLabel { fontSize: 2pz; }
                                        ^
                """)
        let sheet = try Stylesheet(parsing: "A { x: 1; }\r\nB { y: 2; }\r\n", file: "ok.lss")
        #expect(sheet.rules.map(\.location.line) == [1, 2])
        #expect(sheet.rules[1].declarations[0].location.column == 5)
    }

    @Test("Numbers with exponents parse, as CSS writes them and as large numbers print (found by FuzzStylesheet)")
    func exponents() throws {
        let text = "A { n: -24444444444444444444444444444444444444444444; m: 1e3; p: 2.5E-2em; q: 2em; d: 1e+2ms; }"
        let declarations = try Stylesheet(parsing: text, file: "e.lss").rules[0].declarations
        let values = declarations.map { "\($0.value)" }
        #expect(values == ["-2.444444444444444e+43", "1000", "0.025em", "2em", "100ms"])
        // Written out (the large number in exponent form), they read back the same.
        let written = "A { " + declarations.map { "\($0.property): \($0.value);" }.joined(separator: " ") + " }"
        let again = try Stylesheet(parsing: written, file: "again.lss").rules[0].declarations
        #expect(again.map { "\($0.value)" } == values)
        // Beyond Double's range is an error, not infinity; `e` not followed by a digit starts a unit.
        let error = try #require(throws: StylesheetError.self) {
            try Stylesheet(parsing: "A { n: 1e400; }", file: "b.lss")
        }
        #expect(error.diagnostics.map(\.message) == ["'1e400' is not a number"])
        let unit = try #require(throws: StylesheetError.self) {
            try Stylesheet(parsing: "A { n: 1ex; }", file: "u.lss")
        }
        #expect(unit.diagnostics.first?.message.hasPrefix("unknown unit 'ex' in '1ex'") == true)
    }

    @Test("Unreadable files are a StylesheetError too")
    func unreadableFile() {
        let error = #expect(throws: StylesheetError.self) {
            try Stylesheet(contentsOf: URL(fileURLWithPath: "/no/such/file.lss"))
        }
        #expect(error?.diagnostics.first?.message.hasPrefix("cannot read the stylesheet") == true)
        #expect(error?.file == "/no/such/file.lss")
    }
}
