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

extension ThemeBindingValue: Sendable where Value: Sendable {}
extension ThemeBindingValue: Equatable where Value: Equatable {}
