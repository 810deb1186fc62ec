/// A token after resolution: its final value and where it was declared.
public struct ResolvedToken: Sendable, Hashable {
    /// The token's path.
    public var path: TokenPath
    /// The resolved value.
    public var value: TokenValue
    /// The definition that won, with description, deprecation, extensions and location.
    public var definition: TokenDefinition
    /// Whether the definition came from the default theme because this theme lacks the token.
    public var isFromDefaultTheme: Bool

    /// The value's type.
    public var type: TokenType { value.type }
}

/// Every token of one theme with its resolved value, and what was noticed on the way.
public struct ResolvedTheme: Sendable {
    /// The theme's name.
    public let name: String
    /// The tokens in the order they were first declared.
    public let tokens: [ResolvedToken]
    /// Warnings from reading and resolving (inferred types, fallbacks taken, deprecated tokens used…).
    public let diagnostics: [Diagnostic]
    private let index: [TokenPath: Int]

    init(name: String, tokens: [ResolvedToken], diagnostics: [Diagnostic]) {
        self.name = name
        self.tokens = tokens
        self.diagnostics = diagnostics
        var index: [TokenPath: Int] = [:]
        index.reserveCapacity(tokens.count)
        for (offset, token) in tokens.enumerated() { index[token.path] = offset }
        self.index = index
    }

    /// The token at a path.
    public subscript(path: TokenPath) -> ResolvedToken? {
        index[path].map { tokens[$0] }
    }
}
