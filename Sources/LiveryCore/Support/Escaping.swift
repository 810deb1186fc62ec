/// The one place Livery escapes text for the languages it writes: JSON, Swift and CSS string literals, its own
/// stylesheets' strings, and HTML text. Each syntax escapes what its readers require and nothing more, so output
/// stays readable (a `'` or a non-ASCII letter is written as itself).
package enum Escaping {
    /// A language Livery writes text into.
    package enum Syntax: Sendable {
        /// A JSON string (RFC 8259): `"` `\` and control characters escaped, `\u00XX` for the rare ones, and the
        /// line and paragraph separators as `\u2028` and `\u2029`, so the literal is JavaScript too.
        case json
        /// A Swift string literal: as JSON, with `\u{X}` for control characters and DEL.
        case swift
        /// A CSS string: `"` and `\` escaped, control characters (line breaks included) as hex escapes.
        case css
        /// A string in a Livery stylesheet: `"` `\` newline and tab escaped, as its parser reads them.
        case stylesheet
        /// HTML element content or a double-quoted attribute value: `&` `<` `>` `"` as entities (not quoted), and
        /// what XML forbids or HTML calls a parse error (control characters but tab, line feed and carriage
        /// return; DEL and C1; noncharacters such as U+FFFF) as U+FFFD, so a page stays well-formed whatever a
        /// token's name or description holds.
        case html
    }

    /// `text` as a double-quoted string literal of `syntax` (for ``Syntax/html``, escaped text without quotes).
    package static func quoted(_ text: String, for syntax: Syntax) -> String {
        var result = syntax == .html ? "" : "\""
        append(text, for: syntax, to: &result)
        if syntax != .html { result += "\"" }
        return result
    }

    /// The most characters of one line an error or a finding shows: ``excerpt(_:limit:)``.
    package static let maximumLineLength = 1_000

    /// `text` with each line longer than `limit` characters cut in the middle: its start (the file, line, column
    /// and what went wrong) and its end (the reason) stay, and the count of what was left out replaces the rest.
    /// An error quotes the input (a value, a `$ref`, a token name), which may be a megabyte long.
    package static func excerpt(_ text: String, limit: Int = maximumLineLength) -> String {
        guard text.utf8.count > limit else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let count = line.count
            guard count > limit else { return String(line) }
            let head = limit * 2 / 3
            let tail = limit - head
            return line.prefix(head) + "… (\(count - limit) characters not shown) …" + line.suffix(tail)
        }.joined(separator: "\n")
    }

    /// `text` for a terminal: control characters (C0 but line feed and tab, DEL, C1) shown as `\u{1B}`, so a name
    /// from a token file cannot move the cursor, clear the screen, retitle the window or ring the bell (ESC and
    /// BEL start those sequences) when a table, a finding or an error prints it.
    package static func terminal(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isTerminalControl) else { return text }
        var output = ""
        for scalar in text.unicodeScalars {
            if isTerminalControl(scalar) {
                output += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// Whether a character may stand in HTML and XML text (XML 1.0's `Char`, less the C1 controls and
    /// noncharacters HTML reports).
    private static func isXMLText(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 { return value == 0x09 || value == 0x0A || value == 0x0D }
        if (0x7F...0x9F).contains(value) || (0xFDD0...0xFDEF).contains(value) { return false }
        return value & 0xFFFE != 0xFFFE
    }

    private static func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }

    /// `text` as a CSS identifier, serialized as CSSOM's "serialize an identifier" does: letters, digits, `-`,
    /// `_` and non-ASCII as they are (a digit first, or after a first `-`, as a hex escape; a lone `-` escaped),
    /// control characters as hex escapes, NUL as U+FFFD, anything else behind a backslash. The result can stand
    /// in a selector without ending it (`.d-x{}body{…}` stays one class name). With `continuing`, the text
    /// continues an identifier (`.d-` then the text): a digit or `-` first needs no escape there.
    package static func cssIdentifier(_ text: String, continuing: Bool = false) -> String {
        let scalars = Array(text.unicodeScalars)
        var output = ""
        for (index, scalar) in scalars.enumerated() {
            let value = scalar.value
            func hex() -> String { "\\\(String(value, radix: 16)) " }
            switch value {
            case 0: output += "\u{FFFD}"
            case 0x01...0x1F, 0x7F: output += hex()
            case 0x30...0x39 where !continuing && (index == 0 || (index == 1 && scalars[0] == "-")): output += hex()
            case 0x2D where !continuing && index == 0 && scalars.count == 1: output += "\\-"
            case 0x80..., 0x2D, 0x5F, 0x30...0x39, 0x41...0x5A, 0x61...0x7A: output.unicodeScalars.append(scalar)
            default: output += "\\" + String(scalar)
            }
        }
        return output
    }

    /// `text` as a Markdown code span that can stand in a GitHub table cell: nothing in it is read as Markdown or
    /// HTML (a code span takes its text literally), its fence is one backtick longer than the longest run of
    /// backticks it holds, `|` is escaped (GitHub's tables split cells at `|` even inside a code span), and line
    /// breaks and other control characters, which would end the table row, become U+FFFD.
    package static func markdownCode(_ text: String) -> String {
        var body = ""
        var longestRun = 0
        var run = 0
        for scalar in text.unicodeScalars {
            run = scalar == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
            switch scalar {
            case "|": body += "\\|"
            case let control where control.value < 0x20 || (0x7F...0x9F).contains(control.value): body += "\u{FFFD}"
            default: body.unicodeScalars.append(scalar)
            }
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        // A span that starts or ends with a backtick (or is only spaces) needs a space inside each fence, which
        // CommonMark strips.
        let padded = body.hasPrefix("`") || body.hasSuffix("`") || body.allSatisfy { $0 == " " } ? " \(body) " : body
        return fence + padded + fence
    }

    /// Appends `text`, escaped for `syntax` and without quotes, to `output`.
    package static func append(_ text: String, for syntax: Syntax, to output: inout String) {
        for scalar in text.unicodeScalars {
            // The cases are in order of how much each syntax escapes: HTML its four entities; every other syntax
            // `"` and `\`, CSS nothing more; the stylesheet also newline and tab; JSON and Swift also `\r` and
            // the control characters, each in its own notation.
            switch (scalar, syntax) {
            case ("&", .html): output += "&amp;"
            case ("<", .html): output += "&lt;"
            case (">", .html): output += "&gt;"
            case ("\"", .html): output += "&quot;"
            case (let character, .html) where !isXMLText(character): output += "\u{FFFD}"
            case (_, .html): output.unicodeScalars.append(scalar)
            case ("\"", _): output += "\\\""
            case ("\\", _): output += "\\\\"
            case (let control, .css) where control.value < 0x20 || (0x7F...0x9F).contains(control.value):
                // A CSS string cannot hold a raw line break; a hex escape ends at the space after it.
                output += "\\\(String(control.value, radix: 16)) "
            case (_, .css): output.unicodeScalars.append(scalar)
            case ("\n", _): output += "\\n"
            case ("\t", _): output += "\\t"
            case (_, .stylesheet): output.unicodeScalars.append(scalar)
            case ("\r", _): output += "\\r"
            case (let separator, .json) where separator.value == 0x2028 || separator.value == 0x2029:
                // Valid in JSON either way, but line terminators in JavaScript and TypeScript source before ES2019.
                output += "\\u\(String(separator.value, radix: 16))"
            case (let control, .json) where control.value < 0x20 || (0x7F...0x9F).contains(control.value):
                // C0 must be escaped; DEL and C1 may be, and are, so that JSON printed to a terminal cannot start
                // a control sequence there (U+009B is CSI on its own).
                let hex = String(control.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            case (let control, .swift) where control.value < 0x20 || (0x7F...0x9F).contains(control.value):
                output += "\\u{\(String(control.value, radix: 16))}"
            default: output.unicodeScalars.append(scalar)
            }
        }
    }
}
