import Synchronization

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
    private let index = PathIndex()

    init(name: String, tokens: [ResolvedToken], diagnostics: [Diagnostic]) {
        self.name = name
        self.tokens = tokens
        self.diagnostics = diagnostics
    }

    /// The token at a path. The first lookup indexes the tokens (compiling a theme set does not need it).
    public subscript(path: TokenPath) -> ResolvedToken? {
        index.position(of: path, in: tokens).map { tokens[$0] }
    }
}

/// The positions of a theme's tokens by path, built on first use; safe to share between threads.
private final class PathIndex: Sendable {
    private let positions = Mutex<[TokenPath: Int]?>(nil)

    func position(of path: TokenPath, in tokens: [ResolvedToken]) -> Int? {
        positions.withLock { positions in
            if positions == nil {
                var built: [TokenPath: Int] = [:]
                built.reserveCapacity(tokens.count)
                for (offset, token) in tokens.enumerated() { built[token.path] = offset }
                positions = built
            }
            return positions?[path]
        }
    }
}
