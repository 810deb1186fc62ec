/// What a bound property takes: a token, resolved in whatever theme is current, or a literal value.
///
/// A string literal is a token path, so `label.livery.textColor = "text.primary"` binds to a token; a literal
/// value is written `.value(…)`: `label.livery[theme: "night"].textColor = .value(.white)`.
public enum ThemeBindingValue<Value> {
    /// The token at this dotted path.
    case token(String)
    /// This value, whatever the theme's tokens say.
    case value(Value)
}

extension ThemeBindingValue: ExpressibleByStringLiteral, ExpressibleByUnicodeScalarLiteral,
    ExpressibleByExtendedGraphemeClusterLiteral
{
    /// A token path.
    public init(stringLiteral path: String) {
        self = .token(path)
    }
}

extension ThemeBindingValue {
    /// The referenced token, named through the accessors `livery export --format swift` generates:
    /// `label.livery.textColor = .token(Tokens.Color.Text.primary)`.
    ///
    /// The reference's type is the token's own value type (`Color`, `TokenDimension`…); the property may be any
    /// type the token converts to (`UIColor`, `CGFloat`…), so the conversion is checked when the theme applies,
    /// like a token path's.
    public static func token<TokenValueType>(_ reference: TokenReference<TokenValueType>) -> Self {
        .token(reference.path)
    }
}

extension ThemeBindingValue: Sendable where Value: Sendable {}
extension ThemeBindingValue: Equatable where Value: Equatable {}
