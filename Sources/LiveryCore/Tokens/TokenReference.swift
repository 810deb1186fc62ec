/// A token named in code, typed by the value its tokens resolve to: `TokenReference<Color>("color.text.primary")`.
///
/// `livery export --format swift` (and the `LiveryTokens` build-tool plugin) generate one static reference per
/// token, so code names tokens through the compiler instead of through strings:
///
/// ```swift
/// let primary = table[Tokens.Color.Text.primary]       // Color?
/// label.livery.textColor = .token(Tokens.Color.Text.primary)
/// ```
///
/// `Value` is the Swift type of the token's resolved value (the payload of its ``TokenValue`` case):
/// ``Color``, ``TokenDimension``, `Double` for numbers and font weights, ``TokenDuration``, `[String]` for font
/// families, ``CubicBezier``, ``StrokeStyle``, ``Border``, `[Shadow]`, `[GradientStop]`, ``Transition``,
/// ``Typography``, and `String` for strings and assets.
public struct TokenReference<Value>: Sendable, Hashable, CustomStringConvertible {
    /// The token's dotted path.
    public let path: String

    /// A reference to the token at a dotted path.
    public init(_ path: String) {
        self.path = path
    }

    /// The dotted path.
    public var description: String { path }
}

extension TokenValue {
    /// The value inside the case: a ``Color`` for `.color`, `[Shadow]` for `.shadow`, and so on; the type a
    /// ``TokenReference`` to this token names.
    public var payload: any Sendable {
        switch self {
        case .color(let value): value
        case .dimension(let value): value
        case .number(let value), .fontWeight(let value): value
        case .duration(let value): value
        case .fontFamily(let value): value
        case .cubicBezier(let value): value
        case .strokeStyle(let value): value
        case .border(let value): value
        case .shadow(let value): value
        case .gradient(let value): value
        case .transition(let value): value
        case .typography(let value): value
        case .string(let value), .asset(let value): value
        }
    }

    /// The payload as `Value`, or `nil` when the token holds another type.
    public func payload<Value>(as type: Value.Type) -> Value? {
        if let value = self as? Value { return value }
        return payload as? Value
    }
}

extension TokenTable {
    /// The value of the referenced token, or `nil` when the table lacks it or it holds another type than the
    /// reference names.
    public subscript<Value>(reference: TokenReference<Value>) -> Value? {
        self[reference.path]?.payload(as: Value.self)
    }
}
