import LiveryCore

/// Text from token files put into generated source code, made safe once per language: identifiers that compile,
/// string literals that hold any text, and comments whose text can neither end the comment nor the line.
///
/// Token names, descriptions, font families and theme names come from design tools and, through packs, from the
/// network. Any of them may hold a line break, a NUL, a quote, a comment marker (`*/`, `-->`, Kotlin's nesting
/// `/*`), a `$` that Dart and Kotlin interpolate, a leading digit or a keyword, or nothing a name can keep. Every
/// format writes such text through the helpers here, never by hand.
enum SourceText {
    // MARK: - Comments

    /// Comment text on one line: line breaks and tabs become spaces; other control characters, and the
    /// bidirectional controls that can make code read differently from how it compiles, become U+FFFD (�);
    /// each of `forbidden` gets a space after its first character, so it no longer ends (or opens) the comment.
    static func comment(_ text: String, forbidding forbidden: [String] = []) -> String {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A, 0x0D, 0x09, 0x0B, 0x0C, 0x85, 0x2028, 0x2029: scalars.append(" ")
            case 0x00..<0x20, 0x7F..<0xA0, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0xFEFF:
                scalars.append("\u{FFFD}")
            default: scalars.append(scalar)
            }
            // Scalars, not characters: a combining mark after `*/` makes one character of `/` and the mark, which a
            // character search would not match, while the compiler still ends the comment there.
            for marker in forbidden {
                let marker = Array(marker.unicodeScalars)
                if scalars.count >= marker.count, Array(scalars.suffix(marker.count)) == marker {
                    scalars.insert(" ", at: scalars.count - marker.count + 1)
                }
            }
        }
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }

    /// A Markdown code span holding `text` (in doc comments), fenced with two backticks when it holds one.
    static func code(_ text: String) -> String {
        let fence = text.contains("`") ? "`` " : "`"
        return fence + text + String(fence.reversed())
    }

    // MARK: - Identifiers

    /// Whether a character may be part of a word of a generated name: every scalar is Unicode `XID_Continue`
    /// (what Swift, Kotlin and JavaScript identifiers are made of), and it is not `_`, which separates words.
    static func isWordCharacter(_ character: Character) -> Bool {
        character != "_" && character.unicodeScalars.allSatisfy { $0.properties.isXIDContinue }
    }

    /// A name for text that has no word characters at all (`--`, `(`, an emoji): `u` and the scalars' hex
    /// values, so that two such names stay apart.
    static func codePointName(_ text: String) -> String {
        "u" + text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: "u")
    }

    /// An identifier in a language whose identifiers are Unicode `XID_Start` `XID_Continue*` (plus `_`):
    /// characters outside that become `_`, a leading digit or mark gets `_` before it, and a reserved word gets
    /// `_` after it.
    static func identifier(_ name: String, reserved: Set<String>) -> String {
        var result = ""
        for character in name {
            let keeps = character == "_" || isWordCharacter(character)
            result.append(keeps ? character : "_")
        }
        if result.isEmpty { result = "_" }
        if let first = result.unicodeScalars.first, first != "_", !first.properties.isXIDStart {
            result = "_" + result
        }
        return reserved.contains(result) || result == "_" ? result + "_" : result
    }

    /// An identifier in ASCII letters, digits and `_` (Dart, Android resource names): other scalars are written
    /// as `u` and their hex value, so non-Latin names stay distinct.
    static func asciiIdentifier(_ name: String, reserved: Set<String>) -> String {
        var result = ""
        for scalar in identifier(name, reserved: []).unicodeScalars {
            if scalar.isASCII {
                result.unicodeScalars.append(scalar)
            } else {
                result += "u" + String(scalar.value, radix: 16)
            }
        }
        if result.first?.isNumber == true { result = "_" + result }
        return reserved.contains(result) ? result + "_" : result
    }

    // MARK: - String literals

    /// A Kotlin string literal: `\`, `"` and `$` (which starts a template) escaped, control characters and the
    /// line separators as `\uXXXX`.
    static func kotlinString(_ text: String) -> String {
        interpolatingString(text, quote: "\"") { "\\u" + hex($0, digits: 4) }
    }

    /// A Dart string literal in single quotes: `\`, `'` and `$` (which interpolates) escaped, control characters and
    /// the line separators as `\u{X}`.
    static func dartString(_ text: String) -> String {
        interpolatingString(text, quote: "'") { "\\u{\(String($0, radix: 16))}" }
    }

    /// A string literal of a language that interpolates `$` and escapes like C: the quote, `\`, `$`, `\n`, `\r`,
    /// `\t`, and other control characters (C0, DEL, C1, U+2028, U+2029) in the language's Unicode escape.
    private static func interpolatingString(
        _ text: String, quote: Unicode.Scalar, unicodeEscape: (UInt32) -> String
    ) -> String {
        var result = String(quote)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\", "$", quote: result += "\\" + String(scalar)
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _
            where scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) || scalar.value == 0x2028
                || scalar.value == 0x2029:
                result += unicodeEscape(scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + String(quote)
    }

    /// Text for XML element content or a double-quoted attribute: `&`, `<`, `>`, `"` and `'` as entities, and the
    /// characters XML 1.0 cannot hold at all (NUL and the other C0 controls but tab and line breaks, U+FFFE,
    /// U+FFFF) as U+FFFD.
    static func xml(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default:
                let value = scalar.value
                let allowed =
                    value == 0x09 || value == 0x0A || value == 0x0D || (value >= 0x20 && value < 0xFFFE)
                    || value > 0xFFFF
                result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return result
    }

    /// An XML comment's text: one line (see ``comment(_:forbidding:)``), without `--`, which XML forbids inside a
    /// comment, and not ending in `-`.
    static func xmlComment(_ text: String) -> String {
        var result = comment(text, forbidding: ["--"])
        if result.hasSuffix("-") { result += " " }
        return result
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
