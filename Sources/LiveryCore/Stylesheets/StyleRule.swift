import Foundation

/// One rule: a selector, the themes it is scoped to, and its declarations.
public struct StyleRule: Sendable {
    /// Which objects the rule styles.
    public let selector: StyleSelector
    /// The themes of the `@theme` block the rule is in; `nil` for a rule that holds in every theme.
    public let themes: [ThemeIdentifier]?
    /// The properties it sets, in source order.
    public let declarations: [StyleDeclaration]
    /// The rule's position among the stylesheet's rules: a later rule wins over an earlier one of the same
    /// specificity.
    public let order: Int
    /// Where the selector starts.
    public let location: FileLocation
}

// MARK: - StyleDeclaration

/// `property: value;` in a rule.
public struct StyleDeclaration: Sendable, Hashable {
    /// The property name, as the type declares it (`titleColor`).
    public let property: String
    /// The value.
    public let value: StyleValue
    /// Where the property name starts.
    public let location: FileLocation
}

// MARK: - StyleValue

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
