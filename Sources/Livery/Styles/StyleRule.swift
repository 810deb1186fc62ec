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
