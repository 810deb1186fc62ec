import Foundation

/// A value in a stylesheet or a type-wide default: a token, resolved in the current theme, or a literal.
public enum StyleValue: Sendable, Hashable, CustomStringConvertible {
    /// `{color.accent}`: the token at this dotted path.
    case token(String)
    /// `#ff5073`, `8px`, `200ms`, `0.5`, `"Title"`, `asset("logo")`.
    case literal(TokenValue)

    /// The value as a stylesheet writes it: `{color.accent}`, `#ff5073`, `16px`, `200ms`, `"Title"`,
    /// `asset("logo")`.
    public var description: String {
        switch self {
        case .token(let path): "{\(path)}"
        case .literal(.color(let color)): color.hexString(alwaysIncludeAlpha: color.alpha < 1)
        case .literal(.dimension(let dimension)): dimension.description
        case .literal(.duration(let duration)): duration.description
        case .literal(.number(let number)): NumberFormatting.shortest(number)
        case .literal(.asset(let name)): "asset(\(Self.quoted(name)))"
        case .literal(.string(let text)): Self.quoted(text)
        case .literal(let value): value.resolvedJSON.jsonText()
        }
    }

    private static func quoted(_ text: String) -> String { Escaping.quoted(text, for: .stylesheet) }
}
