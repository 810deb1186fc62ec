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
        /// HTML element content or a double-quoted attribute value: `&` `<` `>` `"` as entities (not quoted).
        case html
    }

    /// `text` as a double-quoted string literal of `syntax` (for ``Syntax/html``, escaped text without quotes).
    package static func quoted(_ text: String, for syntax: Syntax) -> String {
        var result = syntax == .html ? "" : "\""
        append(text, for: syntax, to: &result)
        if syntax != .html { result += "\"" }
        return result
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
            case (_, .html): output.unicodeScalars.append(scalar)
            case ("\"", _): output += "\\\""
            case ("\\", _): output += "\\\\"
            case (let control, .css) where control.value < 0x20 || control.value == 0x7F:
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
            case (let control, .json) where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            case (let control, .swift) where control.value < 0x20 || control.value == 0x7F:
                output += "\\u{\(String(control.value, radix: 16))}"
            default: output.unicodeScalars.append(scalar)
            }
        }
    }
}
