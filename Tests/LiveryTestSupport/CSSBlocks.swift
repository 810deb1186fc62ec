import Foundation

/// The custom properties of CSS text, by block, for tests that check generated or published CSS.
package enum CSSBlocks {
    /// `--name: value;` declarations of CSS text, by block: the key is the block's selector with any enclosing
    /// `@media` prelude (`:root`, `@media (prefers-color-scheme: dark) :root`).
    package static func parse(_ text: String) -> [String: [String: String]] {
        var blocks: [String: [String: String]] = [:]
        var stack: [String] = []
        var pending = ""
        var index = text.startIndex
        // Comments carry no declarations; remove them first.
        var plain = ""
        var inComment = false
        while index < text.endIndex {
            let rest = text[index...]
            if !inComment, rest.hasPrefix("/*") {
                inComment = true
                index = text.index(index, offsetBy: 2)
                continue
            }
            if inComment, rest.hasPrefix("*/") {
                inComment = false
                index = text.index(index, offsetBy: 2)
                continue
            }
            if !inComment { plain.append(text[index]) }
            index = text.index(after: index)
        }
        for character in plain {
            switch character {
            case "{":
                stack.append(pending.trimmingCharacters(in: .whitespacesAndNewlines))
                pending = ""
            case "}":
                _ = stack.popLast()
                pending = ""
            case ";":
                let declaration = pending.trimmingCharacters(in: .whitespacesAndNewlines)
                pending = ""
                guard declaration.hasPrefix("--"), let colon = declaration.firstIndex(of: ":") else { continue }
                let name = String(declaration[..<colon])
                let value = declaration[declaration.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                blocks[stack.joined(separator: " "), default: [:]][name] = value
            default:
                pending.append(character)
            }
        }
        return blocks
    }
}
